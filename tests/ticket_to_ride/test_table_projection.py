"""The map's projection (docs/games/ticket_to_ride/table.md): a Lambert conformal conic
with standard parallels 33° N and 45° N — true scale on both, angles kept, the central
meridian straight up — and its fit into the table's box, one scale for both axes."""

from __future__ import annotations

import math

import pytest

from omg_desktop.games.ticket_to_ride.face.map_geometry import projected
from omg_desktop.games.ticket_to_ride.face.projection import (
    CENTRAL_LON,
    PARALLELS,
    USA,
    aspect,
    extent,
    fit,
)

STEP = 1e-4  # degrees: the small steps the local scale is measured over


def local_scales(lat: float, lon: float) -> tuple[float, float]:
    """The map's length of a small step north and of one east, against the sphere's."""
    x0, y0 = USA.point(lat, lon)
    xn, yn = USA.point(lat + STEP, lon)
    xe, ye = USA.point(lat, lon + STEP)
    north = math.hypot(xn - x0, yn - y0) / math.radians(STEP)
    east = math.hypot(xe - x0, ye - y0) / (math.radians(STEP) * math.cos(math.radians(lat)))
    return north, east


@pytest.mark.parametrize("lat", PARALLELS)
@pytest.mark.parametrize("lon", [-120.0, -96.0, -75.0])
def test_the_scale_is_true_on_both_standard_parallels(lat, lon):
    north, east = local_scales(lat, lon)
    assert north == pytest.approx(1.0, abs=1e-4) and east == pytest.approx(1.0, abs=1e-4)
    assert USA.scale(lat) == pytest.approx(1.0, abs=1e-9)


def test_the_projection_is_conformal_and_near_true_over_the_cities(cat):
    """North and east scales equal everywhere (angles kept); between 25° N and 52° N,
    where the cities lie, the scale stays within 3 % of true (1.2 % between the
    standard parallels)."""
    for city in cat.cities.values():
        north, east = local_scales(city.lat, city.lon)
        assert north == pytest.approx(east, rel=1e-4), city.id
        assert 0.97 < north < 1.03, city.id
    assert all(0.988 < USA.scale(lat) <= 1.0 + 1e-9 for lat in range(33, 46))


def test_the_central_meridian_is_straight_up_and_a_parallel_an_arc_about_the_apex():
    a, b = USA.point(28.0, CENTRAL_LON), USA.point(50.0, CENTRAL_LON)
    assert a[0] == pytest.approx(0.0, abs=1e-12) and b[0] == pytest.approx(0.0, abs=1e-12)
    assert b[1] < a[1]  # north is up (y grows southwards)
    apex = (0.0, -USA.rho0)  # where the meridians meet
    radii = {round(math.dist(USA.point(40.0, lon), apex), 9) for lon in (-124, -100, -70)}
    assert len(radii) == 1


def test_the_fit_keeps_the_shape_and_fills_the_box(cat):
    pts = list(projected(cat).values())
    frame = fit(pts, 10, 20, 800, 800)
    placed = [frame.at(p) for p in pts]
    left, top, right, bottom = extent(placed)
    assert left == pytest.approx(10) and right == pytest.approx(810)  # the width limits
    assert top >= 20 and bottom <= 820
    assert (right - left) / (bottom - top) == pytest.approx(aspect(pts))
    # one scale for both axes: distances keep their ratios
    p, q, r = pts[0], pts[5], pts[9]
    P, Q, R = placed[0], placed[5], placed[9]
    assert math.dist(P, Q) / math.dist(P, R) == pytest.approx(math.dist(p, q) / math.dist(p, r))


def test_the_cities_keep_their_true_compass_directions(cat):
    """A conformal map keeps the bearing: from Denver, Seattle lies north-west, Miami
    south-east, on the map as on the globe (initial great-circle bearing within 3°)."""

    def bearing(a, b) -> float:  # from north, clockwise
        la, lb = math.radians(a.lat), math.radians(b.lat)
        d = math.radians(b.lon - a.lon)
        y = math.sin(d) * math.cos(lb)
        x = math.cos(la) * math.sin(lb) - math.sin(la) * math.cos(lb) * math.cos(d)
        return math.degrees(math.atan2(y, x)) % 360

    def on_map(a, b) -> float:
        (xa, ya), (xb, yb) = USA.point(a.lat, a.lon), USA.point(b.lat, b.lon)
        xn, yn = USA.point(a.lat + STEP, a.lon)  # the local north
        north = math.atan2(xn - xa, -(yn - ya))
        return math.degrees(math.atan2(xb - xa, -(yb - ya)) - north) % 360

    c = cat.cities
    for a, b in (("denver", "seattle"), ("denver", "miami"), ("chicago", "new_orleans")):
        # over short steps a rhumb and a great circle start alike: compare a step's way
        near = type(c[b])(b, "", "", c[a].lat + (c[b].lat - c[a].lat) * 0.02,
                          c[a].lon + (c[b].lon - c[a].lon) * 0.02)  # fmt: skip
        assert abs((on_map(c[a], near) - bearing(c[a], near) + 180) % 360 - 180) < 3
