"""The map's projection: a city's latitude and longitude to a point on the table.

A Lambert conformal conic projection with the standard parallels 33° N and 45° N and
the central meridian 96° W (the projection the USGS draws the 48 states with): angles
are kept (a city's neighbours lie in their true directions), the scale is exact along
both standard parallels and within about 1 % between them, and the parallels are arcs
and the meridians straight lines towards the pole, as on a familiar map of the USA.
Why not the simpler equirectangular map: docs/games/ticket_to_ride/table.md.
Pure numbers (no Qt); the points are in units of the earth's radius, ``y`` down.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

#: The standard parallels, the latitude of the origin and the central meridian (degrees).
PARALLELS = (33.0, 45.0)
ORIGIN_LAT, CENTRAL_LON = 39.0, -96.0


@dataclass(frozen=True)
class Conic:
    """A Lambert conformal conic projection on a sphere of radius 1."""

    n: float
    f: float
    rho0: float
    lon0: float

    def point(self, lat: float, lon: float) -> tuple[float, float]:
        """(x, y) of a place, x east and y south of the origin."""
        rho = self.f / math.tan(math.pi / 4 + math.radians(lat) / 2) ** self.n
        theta = self.n * math.radians(lon - self.lon0)
        return rho * math.sin(theta), rho * math.cos(theta) - self.rho0

    def scale(self, lat: float) -> float:
        """The map's scale at latitude ``lat`` against the sphere's (1 on the standard
        parallels)."""
        phi = math.radians(lat)
        rho = self.f / math.tan(math.pi / 4 + phi / 2) ** self.n
        return self.n * rho / math.cos(phi)


def conic(parallels: tuple[float, float] = PARALLELS, origin_lat: float = ORIGIN_LAT,
          central_lon: float = CENTRAL_LON) -> Conic:  # fmt: skip
    """The projection with two standard parallels (Snyder, *Map Projections: A Working
    Manual*, 1987, equations 15-1 to 15-3 for the sphere)."""
    p1, p2 = (math.radians(p) for p in parallels)
    t = lambda phi: math.tan(math.pi / 4 + phi / 2)  # noqa: E731
    n = math.log(math.cos(p1) / math.cos(p2)) / math.log(t(p2) / t(p1))
    f = math.cos(p1) * t(p1) ** n / n
    rho0 = f / t(math.radians(origin_lat)) ** n
    return Conic(n, f, rho0, central_lon)


USA = conic()


@dataclass(frozen=True)
class Frame:
    """Projected points fitted into a box: ``x0 + (x - left) * k``, ``y0 + (y - top) * k``."""

    left: float
    top: float
    k: float
    x0: float
    y0: float
    width: float
    height: float

    def at(self, point: tuple[float, float]) -> tuple[float, float]:
        return self.x0 + (point[0] - self.left) * self.k, self.y0 + (point[1] - self.top) * self.k


def extent(points: Iterable[tuple[float, float]]) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of some projected points."""
    pts = list(points)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def aspect(points: Iterable[tuple[float, float]]) -> float:
    """Width over height of the points' extent."""
    left, top, right, bottom = extent(points)
    return (right - left) / max(1e-9, bottom - top)


def fit(points: Iterable[tuple[float, float]], x0: float, y0: float, width: float,
        height: float) -> Frame:  # fmt: skip
    """The frame that puts the points' extent in the box (x0, y0, width, height) as large
    as it goes, one scale for both axes (the projection's shapes kept), centred."""
    left, top, right, bottom = extent(points)
    w, h = max(1e-9, right - left), max(1e-9, bottom - top)
    k = min(width / w, height / h)
    return Frame(left, top, k, x0 + (width - w * k) / 2, y0 + (height - h * k) / 2, w * k, h * k)
