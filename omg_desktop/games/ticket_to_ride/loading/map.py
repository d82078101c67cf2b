"""The map's three lists from the YAML: cities, routes (with their twin lanes) and
destination tickets, each entry checked field by field."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

from ....data_loading.fields import Entry, describe, suggest
from ....data_loading.yaml_lines import LineDict
from ..rules.catalog import City, Route, Ticket

CITY_FIELDS = ("id", "name", "country", "lat", "lon", "note")
ROUTE_FIELDS = ("id", "a", "b", "colour", "length", "twin", "agree", "dispute")
TICKET_FIELDS = ("id", "a", "b", "points")
#: The transcriptions a route's ``agree`` may name (data.md).
SOURCES = ("bga", "bs", "zs")


def _entries(top: Entry, raw: Any, key: str, kind: str) -> Iterator[tuple[Entry, str | None]]:
    """Each mapping of the list ``key`` as an Entry labelled by its id (or its place)."""
    if not isinstance(raw, list) or not raw:
        top.report(key, f"expected a list of {kind} entries, got {describe(raw)}")
        return
    for index, value in enumerate(raw, start=1):
        if not isinstance(value, dict):
            top.report(key, f"entry {index}: expected a mapping", getattr(value, "line", None))
            continue
        ident = value.get("id")
        label = f"{kind} {describe(ident)}" if ident is not None else f"{key} entry {index}"
        e = Entry(top.file, cast(LineDict, value), label, top.sink)
        yield e, e.str_("id", ident=True)
        if e.failed:
            top.failed = True


def _unique(e: Entry, ident: str | None, seen: dict[str, Any], kind: str) -> bool:
    if ident is None:
        return False
    if ident in seen:
        e.report("id", f"{kind} id {ident!r} given twice")
        return False
    return True


def _city_field(e: Entry, name: str, cities: dict[str, Any]) -> str | None:
    value = e.data.get(name)
    if value not in cities:
        e.report(name, f"unknown city {describe(value)}{suggest(value, cities)}")
        return None
    return cast(str, value)


def _degrees(e: Entry, name: str, limit: float) -> float | None:
    value = e.data.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float) or abs(value) > limit:
        e.report(name, f"expected degrees from -{limit:g} to {limit:g}, got {describe(value)}")
        return None
    return float(value)


def read_cities(top: Entry, raw: Any) -> dict[str, City]:
    out: dict[str, City] = {}
    for e, ident in _entries(top, raw, "cities", "city"):
        e.check_fields(CITY_FIELDS)
        name, country = e.str_("name"), e.str_("country")
        lat, lon = _degrees(e, "lat", 90), _degrees(e, "lon", 180)
        if e.present("note"):
            e.str_("note", long=True)
        if _unique(e, ident, out, "city") and None not in (name, country, lat, lon):
            out[cast(str, ident)] = City(
                cast(str, ident), cast(str, name), cast(str, country), cast(float, lat),
                cast(float, lon),
            )  # fmt: skip
        if e.failed:
            top.failed = True
    return out


def read_routes(
    top: Entry, raw: Any, cities: dict[str, City], colours: tuple[str, ...],
    points: dict[int, int],
) -> dict[str, Route]:  # fmt: skip
    out: dict[str, Route] = {}
    entries: dict[str, Entry] = {}
    for e, ident in _entries(top, raw, "routes", "route"):
        e.check_fields(ROUTE_FIELDS)
        a, b = _city_field(e, "a", cities), _city_field(e, "b", cities)
        if a is not None and a == b:
            e.report("b", f"a route joins two cities, not {a!r} to itself")
        colour = e.choice("colour", colours)
        length = e.int_("length", minimum=1)
        if length is not None and length not in points:
            e.report("length", f"no points for a route of {length} (route_points)")
        twin = e.str_("twin", required=False, ident=True)
        agree = e.data.get("agree")
        if not isinstance(agree, list) or not agree or any(s not in SOURCES for s in agree):
            e.report("agree", f"expected a list of {', '.join(SOURCES)}, got {describe(agree)}")
        if e.present("dispute"):
            e.str_("dispute", long=True)
        if _unique(e, ident, out, "route") and not e.failed:
            route = Route(cast(str, ident), cast(str, a), cast(str, b), cast(str, colour),
                          cast(int, length), twin)  # fmt: skip
            out[route.id], entries[route.id] = route, e
        if e.failed:
            top.failed = True
    _twins(top, out, entries)
    return out


def _twins(top: Entry, routes: dict[str, Route], entries: dict[str, Entry]) -> None:
    """A double route's lanes name each other and share their cities and length; a
    pair of cities has one route, or two that are twins."""
    pairs: dict[frozenset[str], list[str]] = {}
    for r in routes.values():
        pairs.setdefault(frozenset((r.a, r.b)), []).append(r.id)
        if r.twin is None:
            continue
        e, other = entries[r.id], routes.get(r.twin)
        if other is None:
            e.report("twin", f"the other lane {r.twin!r} is not a route of the map")
        elif other.twin != r.id:
            e.report("twin", f"{r.twin!r} does not name {r.id!r} as its twin")
        elif {other.a, other.b} != {r.a, r.b} or other.length != r.length:
            e.report("twin", f"{r.twin!r} joins other cities or has another length")
        if e.failed:
            top.failed = True
    for ids in pairs.values():
        lanes = [routes[i] for i in ids]
        twins = len(lanes) == 2 and (lanes[0].twin, lanes[1].twin) == (lanes[1].id, lanes[0].id)
        if len(lanes) > 1 and not twins:
            e = entries[ids[-1]]
            e.report("b", f"{', '.join(ids)} join the same cities without being twin lanes")
            top.failed = True


def read_tickets(top: Entry, raw: Any, cities: dict[str, City]) -> dict[str, Ticket]:
    out: dict[str, Ticket] = {}
    for e, ident in _entries(top, raw, "tickets", "ticket"):
        e.check_fields(TICKET_FIELDS)
        a, b = _city_field(e, "a", cities), _city_field(e, "b", cities)
        if a is not None and a == b:
            e.report("b", f"a ticket joins two cities, not {a!r} to itself")
        value = e.int_("points", minimum=1)
        if _unique(e, ident, out, "ticket") and not e.failed:
            out[cast(str, ident)] = Ticket(cast(str, ident), cast(str, a), cast(str, b),
                                           cast(int, value))  # fmt: skip
        if e.failed:
            top.failed = True
    return out
