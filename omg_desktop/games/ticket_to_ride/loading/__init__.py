"""Ticket to Ride's data: ``data/ticket_to_ride/usa.yaml`` read through the frame's YAML
loader and checked field by field into a :class:`~..rules.catalog.Catalog`. Every problem
names its file, line, entry and field; a file with any problem gives none."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, cast

from ....data_loading.counts import COUNT_KEY, FileCount, check_counts, read_count
from ....data_loading.fields import Entry, describe
from ....data_loading.paths import default_data_root
from ....data_loading.problems import DataError, Problem
from ....data_loading.yaml_lines import LineDict, read_yaml
from ..rules.catalog import Catalog
from .map import read_cities, read_routes, read_tickets

#: The game's folder under the data root, and its one file.
FOLDER, FILE = "ticket_to_ride", "usa.yaml"
TOP_FIELDS = (
    COUNT_KEY, "schema_version", "map", "attribution", "players", "constants", "train_cards",
    "route_points", "cities", "routes", "tickets",
)  # fmt: skip
CONSTANTS = (
    "wild_card", "any_colour", "trains_per_player", "starting_train_cards", "face_up_cards",
    "face_up_locomotive_reset", "starting_tickets", "draw_tickets", "unkept_tickets_go_to",
    "last_round_when_trains_at_most", "longest_path_bonus",
    "double_routes_both_usable_from_players",
)  # fmt: skip
#: Where unkept tickets go: the one place the rules are coded for.
TICKETS_RETURN = "bottom_of_ticket_deck"


def load_catalog(path: Path | str | None = None) -> Catalog:
    """The checked catalog of ``path`` (default: the packaged map); DataError if not."""
    path = default_data_root() / FOLDER / FILE if path is None else Path(path)
    shown = f"{FOLDER}/{path.name}"
    data, problems = read_yaml(path, shown)
    catalog = _read(data, shown, problems) if data is not None else None
    if problems or catalog is None:
        raise DataError(sorted(problems, key=Problem.sort_key))
    return catalog


@functools.lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    return load_catalog()


def _read(data: Any, shown: str, problems: list[Problem]) -> Catalog | None:
    if not isinstance(data, dict):
        problems.append(Problem(shown, 1, "", "", "expected a mapping of the game's facts"))
        return None
    top = Entry(shown, cast(LineDict, data), "", problems)
    top.check_fields(TOP_FIELDS)
    if data.get("schema_version") != 1:
        top.report("schema_version", f"expected 1, got {describe(data.get('schema_version'))}")
    top.str_("map", ident=True)
    attribution = top.str_("attribution") or ""
    players = _players(top)
    cards = _cards(top)
    points = _points(top)
    consts = top.data.get("constants")
    if not isinstance(consts, dict):
        top.report("constants", f"expected a mapping, got {describe(consts)}")
        return None
    c = top.child(consts, "constants.")
    c.check_fields(CONSTANTS)
    wild = c.choice("wild_card", tuple(cards)) if cards else None
    any_colour = c.str_("any_colour", ident=True)
    if any_colour is not None and any_colour in cards:
        c.report("any_colour", f"{any_colour!r} is a train card, not a route colour")
    colours = tuple(k for k in cards if k != wild)
    cities = read_cities(top, data.get("cities"))
    routes = read_routes(top, data.get("routes"), cities, (*colours, any_colour or ""), points)
    tickets = read_tickets(top, data.get("tickets"), cities)
    entries = (data.get(key) for key in ("cities", "routes", "tickets"))
    _count(top, data, sum(len(v) for v in entries if isinstance(v, list)))
    numbers = {
        "trains": c.int_("trains_per_player", minimum=1),
        "starting_cards": c.int_("starting_train_cards"),
        "face_up": c.int_("face_up_cards", minimum=1),
        "reset_at": c.int_("face_up_locomotive_reset", minimum=1),
        "last_round_at": c.int_("last_round_when_trains_at_most"),
        "longest_bonus": c.int_("longest_path_bonus"),
        "doubles_from": c.int_("double_routes_both_usable_from_players", minimum=1),
    }
    deals = {name: _deal(c, name) for name in ("starting_tickets", "draw_tickets")}
    if c.data.get("unkept_tickets_go_to") != TICKETS_RETURN:
        c.report("unkept_tickets_go_to", f"the rules are coded for {TICKETS_RETURN}")
    if top.failed or c.failed or None in numbers.values() or None in deals.values():
        return None
    return Catalog(
        cities, routes, tickets, cards, cast(str, wild), cast(str, any_colour), points,
        players=cast(tuple[int, int], players), attribution=attribution,
        start_tickets=cast(tuple[int, int], deals["starting_tickets"]),
        draw_tickets=cast(tuple[int, int], deals["draw_tickets"]),
        **cast(dict[str, int], numbers),
    )  # fmt: skip


def _count(top: Entry, data: dict[str, Any], found: int) -> None:
    """The file states how many routes it holds (as every data file of the box does)."""
    if COUNT_KEY not in data:
        top.missing(COUNT_KEY, " (the number of routes)")
        return
    record = FileCount(top.file, found=found)
    before = len(top.sink)
    read_count(data[COUNT_KEY], record, top.data.line_of(COUNT_KEY), top.sink)
    check_counts([record], top.sink)
    if len(top.sink) > before:
        top.failed = True


def _players(top: Entry) -> tuple[int, int] | None:
    raw = top.data.get("players")
    if not isinstance(raw, dict):
        top.report("players", f"expected min and max, got {describe(raw)}")
        return None
    m = top.child(raw, "players.")
    m.check_fields(("min", "max"))
    low, high = m.int_("min", minimum=1, maximum=8), m.int_("max", minimum=1, maximum=8)
    if low is None or high is None:
        return None
    if low > high:
        m.report("max", f"fewer than min ({low})")
        return None
    return low, high


def _cards(top: Entry) -> dict[str, int]:
    raw = top.data.get("train_cards")
    if not isinstance(raw, dict) or not raw:
        top.report("train_cards", f"expected copies of each card, got {describe(raw)}")
        return {}
    m = top.child(raw, "train_cards.")
    out = {}
    for name in raw:
        if not isinstance(name, str) or not name.isidentifier():
            m.report(str(name), "expected a lower-case card name")
        elif (n := m.int_(name, minimum=1)) is not None:
            out[name] = n
    return out


def _points(top: Entry) -> dict[int, int]:
    raw = top.data.get("route_points")
    if not isinstance(raw, dict) or not raw:
        top.report("route_points", f"expected points by length, got {describe(raw)}")
        return {}
    out = {}
    for length, value in raw.items():
        if isinstance(length, bool) or not isinstance(length, int) or length < 1:
            top.report("route_points", f"a length must be a whole number, got {describe(length)}")
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            top.report("route_points", f"length {length}: expected points, got {describe(value)}")
        else:
            out[length] = value
    return out


def _deal(c: Entry, name: str) -> tuple[int, int] | None:
    raw = c.data.get(name)
    if not isinstance(raw, dict):
        c.report(name, f"expected deal and keep_at_least, got {describe(raw)}")
        return None
    m = c.child(raw, f"constants.{name}.")
    m.check_fields(("deal", "keep_at_least"))
    deal, keep = m.int_("deal", minimum=1), m.int_("keep_at_least", minimum=1)
    if deal is None or keep is None:
        return None
    if keep > deal:
        m.report("keep_at_least", f"more than are dealt ({deal})")
        return None
    return deal, keep
