"""Where the map's pieces lie: the cities (projected from their latitude and longitude,
:mod:`.projection`), each route as a row of equal spaces along the straight line between
its cities (the two lanes of a double route side by side), and each city's name beside
it where it covers the least of the rest. Pure numbers in scene units (no Qt)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .projection import USA, Frame, fit

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # x0, y0, x1, y1

#: A space's width against the map's width; the gap between two spaces and beside a city.
SPACE_WIDTH, SPACE_GAP = 0.016, 3.0
#: A space's length against its width (one shape for every space: the table's outline
#: of a route's piece); a route too short for its spaces at the map's width has them
#: smaller, the shape kept.
RATIO = 2.0
#: A city's radius against a space's width.
CITY_R = 0.8
#: How far a double route's two lanes lie apart (centre to centre), against their width.
LANES_APART = 1.15


@dataclass(frozen=True)
class Space:
    """One space of a route: its centre, its angle (degrees, -90 to 90: its glyph
    upright), its place in the route (0 first), its length (its width: ``length /
    RATIO``)."""

    route: str
    index: int
    x: float
    y: float
    angle: float
    length: float


@dataclass(frozen=True)
class MapShape:
    """The map laid out in a box: the cities' centres, every route's spaces, a space's
    width (the most: a tight route's are narrower), a city's radius, and the box the
    cities fill."""

    cities: dict[str, Point]
    spaces: dict[str, tuple[Space, ...]]
    space_width: float
    city_r: float
    frame: Frame


def projected(cat: Any) -> dict[str, Point]:
    """Every city of the data through the projection (units of the earth's radius)."""
    return {c.id: USA.point(c.lat, c.lon) for c in cat.cities.values()}


def lane_offset(cat: Any, route: Any) -> float:
    """-1, 0 or 1: which side of the line between its cities a lane lies (a double
    route's lanes in the data's order)."""
    if not route.twin or route.twin not in cat.routes:
        return 0.0
    return -0.5 if route.id < route.twin else 0.5


def _pitch(a: Point, b: Point, n: int, r: float) -> float:
    return (math.dist(a, b) - 2 * (r + SPACE_GAP)) / max(1, n)


def shape(cat: Any, x0: float, y0: float, width: float, height: float,
          inset: float = 0.0) -> MapShape:  # fmt: skip
    """The map in the box (x0, y0, width, height), the cities ``inset`` units inside it."""
    return _shape(cat, round(x0, 3), round(y0, 3), round(width, 3), round(height, 3),
                  round(inset, 3))  # fmt: skip


@lru_cache(maxsize=16)
def _shape(cat: Any, x0: float, y0: float, width: float, height: float,
           inset: float) -> MapShape:  # fmt: skip
    frame = fit(projected(cat).values(), x0 + inset, y0 + inset, width - 2 * inset,
                height - 2 * inset)  # fmt: skip
    pts = {c: frame.at(p) for c, p in projected(cat).items()}
    width = SPACE_WIDTH * frame.width
    r_city = CITY_R * width
    spaces = {r.id: _route_spaces(cat, r, pts, width, r_city) for r in cat.routes.values()}
    return MapShape(pts, spaces, width, r_city, frame)


def _route_spaces(cat: Any, route: Any, pts: Mapping[str, Point], width: float,
                  r_city: float) -> tuple[Space, ...]:  # fmt: skip
    a, b = pts[route.a], pts[route.b]
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    start = r_city + SPACE_GAP
    pitch = _pitch(a, b, route.length, r_city)
    length = min(RATIO * width, pitch - SPACE_GAP)
    side = lane_offset(cat, route) * LANES_APART * length / RATIO
    ox, oy = -uy * side, ux * side
    angle = math.degrees(math.atan2(dy, dx))
    if angle > 90:
        angle -= 180
    elif angle <= -90:
        angle += 180
    out = []
    for i in range(route.length):
        t = start + (i + 0.5) * pitch
        out.append(Space(route.id, i, a[0] + ux * t + ox, a[1] + uy * t + oy, angle, length))
    return tuple(out)


def space_box(s: Space) -> Box:
    """The box round a space (turned)."""
    length, width = s.length, s.length / RATIO
    c, si = math.cos(math.radians(s.angle)), math.sin(math.radians(s.angle))
    hx = abs(c) * length / 2 + abs(si) * width / 2
    hy = abs(si) * length / 2 + abs(c) * width / 2
    return s.x - hx, s.y - hy, s.x + hx, s.y + hy


def _samples(s: Space, step: float = 5.0) -> list[Point]:
    """Points over a space's band, ``step`` units apart (along and across it)."""
    c, si = math.cos(math.radians(s.angle)), math.sin(math.radians(s.angle))
    width = s.length / RATIO
    along = max(1, round(s.length / step))
    across = max(1, round(width / step))
    out = []
    for i in range(along + 1):
        u = -s.length / 2 + s.length * i / along
        for j in range(across + 1):
            v = -width / 2 + width * j / across
            out.append((s.x + u * c - v * si, s.y + u * si + v * c))
    return out


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


#: Where a name may go round its city: right, left, above, below, then the corners;
#: each next to it, or a little further off (at a cost: the name strays from its city).
_SPOTS = ((1, 0), (-1, 0), (0, -1), (0, 1), (1, -1), (-1, -1), (1, 1), (-1, 1))
_SPOTS_FAR = tuple((sx, sy, far) for far in (1.0, 1.8) for sx, sy in _SPOTS)
#: A unit of a name's box over a space, and a spot's straying, against the rest.
SPACE_COST, FAR_COST = 60.0, 120.0
#: A route whose every space has its middle under names (this one's and those placed
#: before it): hidden, it could be neither seen nor pointed at.
HIDDEN_COST = 20000.0
#: How near a name's box a space's middle counts as under it (a large size's letters
#: reach about that far past the box).
NEAR = 1.5


def name_spots(m: MapShape, sizes: Mapping[str, tuple[float, float]],
               bounds: Box) -> dict[str, Point]:  # fmt: skip
    """The top-left corner of each city's name (``sizes``: its width and height), round
    its city where it covers the fewest other names, cities and spaces and stays inside
    ``bounds``: the most crowded cities choose first."""
    track = [pt for row in m.spaces.values() for s in row for pt in _samples(s)]
    r = m.city_r
    dots = {c: (x - r, y - r, x + r, y + r) for c, (x, y) in m.cities.items()}

    def crowd(c: str) -> int:
        x, y = m.cities[c]
        return sum(math.dist((x, y), p) < 160 for p in m.cities.values())

    middles = [(s.route, (s.x, s.y)) for row in m.spaces.values() for s in row]
    spaces_of = {route: len(row) for route, row in m.spaces.items()}
    under: dict[str, int] = {}  # each route's spaces under the names placed so far
    placed: dict[str, Box] = {}
    out: dict[str, Point] = {}
    for city in sorted(m.cities, key=lambda c: (-crowd(c), c)):
        x, y = m.cities[city]
        w, h = sizes[city]
        far_x, far_y = w + 2 * (r + 3), h + 2 * (r + 3)  # (the farthest a spot's box reaches)
        near = [pt for pt in track if abs(pt[0] - x) < far_x and abs(pt[1] - y) < far_y]
        best: tuple[float, Box] | None = None
        for n, (sx, sy, far) in enumerate(_SPOTS_FAR):
            if far > 1 and best is not None and best[0] <= FAR_COST:
                break  # a spot next to the city that covers little: no need to stray
            gap = (r + 3) * far
            bx = x + gap if sx > 0 else x - gap - w if sx < 0 else x - w / 2
            by = y + gap * 0.6 if sy > 0 else y - gap * 0.6 - h if sy < 0 else y - h / 2
            box = (bx, by, bx + w, by + h)
            cost = n * 2.0 + (far - 1) * FAR_COST  # the nearer spots first, all else equal
            cost += sum(_overlap(box, o) for o in placed.values()) * 40
            cost += sum(_overlap(box, d) for c, d in dots.items() if c != city) * 40
            x0, y0, x1, y1 = box
            cost += sum(1 for px, py in near if x0 <= px <= x1 and y0 <= py <= y1) * SPACE_COST
            outside = (max(0.0, bounds[0] - box[0]) + max(0.0, box[2] - bounds[2])
                       + max(0.0, bounds[1] - box[1]) + max(0.0, box[3] - bounds[3]))  # fmt: skip
            cost += outside * h * 60
            cost += HIDDEN_COST * _hides(_grown(box, NEAR), middles, under, spaces_of)
            if best is None or cost < best[0]:
                best = (cost, box)
        assert best is not None
        for route, _pt in _inside(_grown(best[1], NEAR), middles):
            under[route] = under.get(route, 0) + 1
        placed[city] = best[1]
        out[city] = best[1][0], best[1][1]
    return out


def _grown(box: Box, pad: float) -> Box:
    return box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad


def _inside(box: Box, middles: list[tuple[str, Point]]) -> list[tuple[str, Point]]:
    x0, y0, x1, y1 = box
    return [(r, pt) for r, pt in middles if x0 <= pt[0] <= x1 and y0 <= pt[1] <= y1]


def _hides(box: Box, middles: list[tuple[str, Point]], under: Mapping[str, int],
           spaces_of: Mapping[str, int]) -> int:  # fmt: skip
    """How many routes a name's ``box`` would leave with every space's middle under a
    name (``under``: each route's spaces under the names placed before)."""
    more: dict[str, int] = {}
    for route, _pt in _inside(box, middles):
        more[route] = more.get(route, 0) + 1
    return sum(1 for r, k in more.items() if under.get(r, 0) + k >= spaces_of[r])
