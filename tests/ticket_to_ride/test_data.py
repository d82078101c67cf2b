"""Ticket to Ride's data file: the shipped map loads and matches the digest's counts
(README §1-2); a bad file gives problems naming the file, the line, the entry and the
field (never a traceback)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from omg_desktop.data_loading import DataError, default_data_root
from omg_desktop.games.ticket_to_ride.loading import load_catalog
from omg_desktop.games.ticket_to_ride.rules.scoring import joined

SHIPPED = default_data_root() / "ticket_to_ride" / "usa.yaml"


def test_the_shipped_map_matches_the_digest(cat):
    """README §1: 36 cities, 100 routes over 78 pairs (22 double), 309 spaces, lengths
    1: 9, 2: 36, 3: 20, 4: 16, 5: 10, 6: 9; grey 44 and 7 of each colour; 30 tickets
    worth 349; every city reachable from every other."""
    routes = list(cat.routes.values())
    assert len(cat.cities) == 36 and len(routes) == 100
    assert len({frozenset((r.a, r.b)) for r in routes}) == 78
    assert sum(r.twin is not None for r in routes) == 44
    assert sum(r.length for r in routes) == 309
    assert Counter(r.length for r in routes) == {1: 9, 2: 36, 3: 20, 4: 16, 5: 10, 6: 9}
    colours = Counter(r.colour for r in routes)
    assert colours.pop(cat.any_colour) == 44 and set(colours.values()) == {7}
    assert len(cat.tickets) == 30 and sum(t.points for t in cat.tickets.values()) == 349
    assert all(joined(routes, "atlanta", c) for c in cat.cities)


def test_the_numbers_of_the_box(cat):
    """README §2: 110 train cards = 14 wild + 12 of each of 8 colours; 45 trains; 4
    cards and 3 tickets (keep 2) to start; 3 tickets drawn (keep 1); 5 face up, reset at
    3 wild; the route table 1 2 4 7 10 15; the last round at 2 trains; 10 for the
    longest path; both lanes of a double from 4 players."""
    assert cat.cards[cat.wild] == 14 and {cat.cards[c] for c in cat.colours} == {12}
    assert sum(cat.cards.values()) == 110 and len(cat.colours) == 8
    assert (cat.trains, cat.starting_cards, cat.start_tickets, cat.draw_tickets) == (
        45, 4, (3, 2), (3, 1),
    )  # fmt: skip
    assert (cat.face_up, cat.reset_at, cat.last_round_at, cat.longest_bonus) == (5, 3, 2, 10)
    assert cat.route_points == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15}
    assert cat.doubles_from == 4 and cat.players == (2, 5)


def test_the_disputed_lanes_are_kept_as_the_majority_reads_them(cat):
    """README §6: Atlanta – New Orleans's second lane orange, Denver – Salt Lake City's
    yellow (2 of 3 transcriptions)."""
    assert (cat.routes["r004"].colour, cat.routes["r038"].colour) == ("orange", "yellow")


def test_the_coordinates_carry_their_attribution(cat):
    """README §5: GeoNames data is CC BY 4.0 and asks for a credit line."""
    assert "GeoNames (geonames.org)" in cat.attribution
    assert (
        -125
        < min(c.lon for c in cat.cities.values())
        < max(c.lon for c in cat.cities.values())
        < -70
    )  # noqa: E501


def _broken(tmp_path: Path, old: str, new: str) -> list[str]:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "usa.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    return [str(p) for p in err.value.problems]


def _line_of(text: str) -> int:
    whole = SHIPPED.read_text(encoding="utf-8")
    return whole[: whole.index(text)].count("\n") + 1


R001 = "{id: r001, a: atlanta, b: charleston, colour: grey, length: 2"
T01 = "{id: t01, a: denver, b: el_paso, points: 4}"
R005 = "{id: r005, a: atlanta, b: new_orleans, colour: yellow, length: 4, twin: r004"


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (R001, R001.replace("charleston", "charlestown"),
         "route 'r001': field 'b': unknown city 'charlestown' (did you mean 'charleston'?)"),
        (R001, R001.replace("grey", "purple"),
         "route 'r001': field 'colour': unknown value 'purple'"),
        (R001, R001.replace("length: 2", "length: 7"),
         "route 'r001': field 'length': no points for a route of 7"),
        (R001, R001.replace("length: 2", "length: two"),
         "route 'r001': field 'length': expected a whole number, got 'two'"),
        (R001, R001.replace("r001", "r002"),
         "route 'r002': field 'id': route id 'r002' given twice"),
        (R005, R005.replace("twin: r004", "twin: r104"),
         "route 'r005': field 'twin': the other lane 'r104' is not a route of the map"),
        (R001, R001.replace("charleston", "atlanta"),
         "route 'r001': field 'b': a route joins two cities, not 'atlanta' to itself"),
        (T01, T01.replace("el_paso", "elpaso"),
         "ticket 't01': field 'b': unknown city 'elpaso'"),
        (T01, T01.replace("t01", "t02"),
         "ticket 't02': field 'id': ticket id 't02' given twice"),
        ("{id: boston, name: \"Boston\", country: US, lat: 42.3584",
         "{id: boston, name: \"Boston\", country: US, lat: 142.3584",
         "city 'boston': field 'lat': expected degrees from -90 to 90, got 142.3584"),
    ],
)  # fmt: skip
def test_a_broken_entry_is_named_by_file_line_entry_and_field(tmp_path, old, new, expected):
    """The line is the entry's own; an id given twice is named where it comes again."""
    problems = _broken(tmp_path, old, new)
    at = new.split(",")[0] if "given twice" in expected else old.split(",")[0]
    where = f"ticket_to_ride/usa.yaml:{_line_of(at)}: "
    assert any(p.startswith(where) and expected in p for p in problems), problems


def test_a_lane_whose_twin_names_another_is_refused(tmp_path):
    problems = _broken(tmp_path, R005, R005.replace("twin: r004", "twin: r003"))
    assert any("field 'twin': 'r003' does not name 'r005' as its twin" in p for p in problems)
    assert any("r004, r005 join the same cities without being twin lanes" in p for p in problems)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("count: 166 ", "count: 165 ", "field 'count': states 165 entries but holds 166"),
        ("  wild_card: locomotive", "  wild_card: joker",
         "field 'constants.wild_card': unknown value 'joker'"),
        ("  locomotive: 14", "  locomotive: -1",
         "field 'train_cards.locomotive': must be 1 or more"),
        ("players: {min: 2, max: 5}", "players: {min: 2, max: 5, most: 6}",
         "field 'players.most': unknown field"),
        ("schema_version: 1", "schema_version: 2", "field 'schema_version': expected 1, got 2"),
    ],
)  # fmt: skip
def test_a_broken_top_field_is_named(tmp_path, old, new, expected):
    problems = _broken(tmp_path, old, new)
    assert any(p.startswith("ticket_to_ride/usa.yaml:") and expected in p for p in problems), (
        problems
    )


def test_a_file_that_is_not_yaml_is_refused_in_words(tmp_path):
    path = tmp_path / "usa.yaml"
    path.write_text("routes: [\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    assert str(err.value).startswith("ticket_to_ride/usa.yaml")


def test_the_about_box_will_show_the_data_s_attribution(cat):
    """README §5: "credit 'GeoNames (geonames.org)' in the app's About box": the game's
    metadata carries the data's line, in every language."""
    from omg_desktop.games.base import LANGUAGES
    from omg_desktop.games.ticket_to_ride import INFO

    assert INFO.attribution_lines("en") == [cat.attribution]
    assert all("GeoNames (geonames.org)" in INFO.attribution_lines(lang)[0] for lang in LANGUAGES)
    assert "Alan R. Moon" in INFO.credit_line("en")
