"""Ticket to Ride's log: every event kind the rules make has a sentence; every event of
whole seeded games reads as a sentence to every seat; what a seat may not see (a card
drawn from the deck, the tickets drawn and kept by another) never reaches its lines —
scrambled, the lines stay the same; the log's rows are grouped by round."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from omg_desktop.games.ticket_to_ride.face import words
from omg_desktop.games.ticket_to_ride.face.log_text import log_where, sentence, where_label
from omg_desktop.games.ticket_to_ride.rules import (
    SECRET_FIELDS,
    Event,
    TTRState,
    apply,
    legal_actions,
    new_game_with_events,
    parts,
    scores,
    visible_events,
    winners,
)
from omg_desktop.games.ticket_to_ride.rules.result import paths, ticket_results
from omg_desktop.seeds import SeededRandom
from tests.games.plurals import english_plurals

from .conftest import route

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)

NAMES = ["Ana", "Bruno", "Chiara", "Dora", "Emil"]
RULES = Path(__file__).parents[2] / "omg_desktop" / "games" / "ticket_to_ride" / "rules"
#: One event of each kind, with data as the rules write it.
SAMPLES = {
    "shuffled": Event("shuffled", None, {"deck": "cards", "count": 110}),
    "drew": Event("drew", 1, {"card": "red"}),
    "face": Event("face", None, {"slot": 3, "card": "locomotive"}),
    "took": Event("took", 0, {"slot": 2, "card": "blue"}),
    "reset": Event("reset", None, {"cards": ["locomotive"] * 3 + ["red", "blue"]}),
    "offered": Event("offered", 1, {"count": 3, "tickets": ["t01", "t02", "t03"]}),
    "kept": Event("kept", 1, {"count": 2, "returned": 1, "tickets": ["t01", "t03"]}),
    "first": Event("first", 1),
    "started": Event("started", 1),
    "claimed": Event(
        "claimed", 0, {"route": "r001", "colour": "red", "wild": 1, "points": 2, "trains": 43}
    ),  # fmt: skip
    "passed": Event("passed", 0),
    "ended": Event("ended", 0),
    "last": Event("last", 1),
    "scored": Event(
        "scored",
        0,
        {"done": ["t01", "t02"], "failed": ["t03"], "tickets": 3, "routes": 40, "total": 53},
    ),  # fmt: skip
    "longest": Event("longest", None, {"lengths": [17, 12], "seats": [0], "bonus": 10}),
    "over": Event("over", None, {"scores": [63, 48], "winners": [0]}),
}


def _kinds_in_rules() -> set[str]:
    found = set()
    for path in RULES.glob("*.py"):
        found |= set(re.findall(r'Event\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_event_kind_of_the_rules_has_a_sentence(cat):
    kinds = _kinds_in_rules()
    assert kinds == set(SAMPLES), kinds ^ set(SAMPLES)
    said = {}
    for kind, e in SAMPLES.items():
        text = sentence(e, cat, NAMES)
        assert text and text != kind and text[0].isupper() and text.endswith("."), (kind, text)
        assert "Something happened" not in text and "%" not in text and "(s)" not in text
        said[kind] = text
    assert len(set(said.values())) == len(said)  # each kind its own sentence
    assert said["claimed"] == (
        "Ana claims Atlanta – Charleston with Red ×1, Locomotive ×1 and scores 2 points; "
        "43 trains left."
    )
    assert said["drew"] == "Bruno draws a train card from the deck: Red."
    assert said["took"] == "Ana takes the face-up card in place 2: Blue."
    assert said["offered"] == (
        "Bruno draws 3 destination tickets: Denver – El Paso (4), Kansas City – Houston (5), "
        "New York – Atlanta (6)."
    )
    assert said["kept"] == (
        "Bruno keeps 2 tickets, Denver – El Paso (4), New York – Atlanta (6), and returns 1 to "
        "the bottom of the deck."
    )
    assert said["reset"].startswith("The face-up cards show 3 Locomotive cards:")
    assert sentence(Event("shuffled", None, {"deck": "tickets", "count": 30}), cat, NAMES) == (
        "The destination tickets are shuffled: a deck of 30."
    )


def test_a_claim_names_the_lane_of_a_double_route_and_an_all_wild_payment(cat):
    pink = route(cat, "denver", "omaha")  # a single route: no lane named
    assert cat.routes[pink].twin is None
    e = Event("claimed", 2, {"route": pink, "colour": "locomotive", "wild": 4, "points": 7,
                             "trains": 41})  # fmt: skip
    assert sentence(e, cat, NAMES) == (
        "Chiara claims Denver – Omaha with Locomotive ×4 and scores 7 points; 41 trains left."
    )
    lanes = sorted(r.id for r in cat.routes.values() if {r.a, r.b} == {"portland", "seattle"})
    said = [sentence(Event("claimed", 0, {"route": r, "colour": "red", "wild": 0, "points": 1,
                                          "trains": 44}), cat, NAMES)
            for r in lanes]  # fmt: skip
    assert said[0] != said[1] and "lane 1" in said[0] and "lane 2" in said[1]
    coloured = [r for r in cat.routes.values() if r.twin and r.colour != "grey"][0]
    e = Event("claimed", 0, {"route": coloured.id, "colour": coloured.colour, "wild": 0,
                             "points": 1, "trains": 40})  # fmt: skip
    assert f"({coloured.colour.capitalize()})" in sentence(e, cat, NAMES)


def test_another_seats_secrets_are_not_in_its_lines(cat):
    """A card drawn from the deck and the tickets drawn and kept are named in their
    owner's log only; the others read that it happened, and how many."""
    events = [SAMPLES["drew"], SAMPLES["offered"], SAMPLES["kept"]]
    own = [sentence(e, cat, NAMES) for e in visible_events(events, 1)]
    other = [sentence(e, cat, NAMES) for e in visible_events(events, 0)]
    watcher = [sentence(e, cat, NAMES) for e in visible_events(events, None)]
    assert "Red" in own[0] and "Denver" in own[1] and "Denver" in own[2]
    assert (
        other
        == watcher
        == [
            "Bruno draws a train card from the deck.",
            "Bruno draws 3 destination tickets.",
            "Bruno keeps 2 tickets and returns 1 to the bottom of the deck.",
        ]
    )
    all_kept = Event("kept", 1, {"count": 3, "returned": 0, "tickets": ["t01", "t02", "t03"]})
    assert sentence(visible_events([all_kept], 0)[0], cat, NAMES) == "Bruno keeps all 3 tickets."


def _game(cat, players: int, seed: int) -> list:
    """A whole seeded game's events, its moves chosen at random (claims often)."""
    state, events = new_game_with_events(cat, players, seed)
    rng = SeededRandom(seed)
    seen = list(events)
    while not state.over:
        actions = legal_actions(state, state.current)
        claims = [a for a in actions if a.startswith("claim ")]
        pool = claims if claims and rng.below(3) else actions
        state, new = apply(state, pool[rng.below(len(pool))])
        seen += new
    return seen


def _scrambled(events: list, seat: int, cat) -> list:
    """The events with every secret of the other seats changed (another card, other
    tickets): what ``seat`` cannot see."""
    colours = list(cat.cards)
    tickets = list(cat.tickets)
    out = []
    for n, e in enumerate(events):
        fields = SECRET_FIELDS.get(e.kind, ())
        if e.seat == seat or not fields:
            out.append(e)
            continue
        data = dict(e.data)
        for f in fields:
            value = data.get(f)
            if isinstance(value, list):
                data[f] = [tickets[(n + i * 7) % len(tickets)] for i in range(len(value))]
            elif value is not None:
                data[f] = colours[(colours.index(value) + 1 + n) % len(colours)]
        out.append(Event(e.kind, e.seat, data))
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 8), (5, 21)])
def test_every_event_of_a_game_reads_as_a_sentence_and_tells_no_secret(cat, players, seed):
    seen = _game(cat, players, seed)
    kinds = {e.kind for e in seen}
    assert {"drew", "took", "face", "offered", "kept", "claimed", "ended", "over"} <= kinds
    for seat in range(players):
        lines = [sentence(e, cat, NAMES) for e in visible_events(seen, seat)]
        for text in lines:
            assert text and text[0].isupper() and "Something happened" not in text, text
        other = _scrambled(seen, seat, cat)
        assert other != seen
        assert [sentence(e, cat, NAMES) for e in visible_events(other, seat)] == lines
        mine = [sentence(e, cat, NAMES) for e in visible_events(other, (seat + 1) % players)]
        assert mine != [sentence(e, cat, NAMES) for e in visible_events(seen, (seat + 1) % players)]


def test_the_log_counts_the_set_up_then_the_rounds(cat):
    players = 3
    seen = _game(cat, players, 8)
    where, rows = (1, 0), []
    for e in seen:
        where = log_where(e, *where)
        rows.append((e, where))
    first = next(e.seat for e in seen if e.kind == "first")
    started = next(i for i, (e, _) in enumerate(rows) if e.kind == "started")
    assert all(r == 0 for _e, (r, _p) in rows[:started])
    assert where_label(*rows[0][1]) == "Set-up"
    turns = sum(1 for e in seen if e.kind == "ended")
    assert where[0] == -(-turns // players)  # every player's turn counted once a round
    for i, (e, (r, _p)) in enumerate(rows[started + 1 :], start=started + 1):
        if e.kind in ("drew", "took", "offered", "claimed") and e.seat == first:
            before = rows[i - 1][1][0]
            assert r in (before, before + 1)
    assert where_label(3, rows[started][1][1]) == "Round 3"
    last = next((w for e, w in rows if e.kind == "last"), None)
    if last is not None:
        assert where_label(*last) == f"Round {last[0]} (the last turns)"


def test_without_a_catalog_the_sentences_read_the_packaged_map(cat):
    """The log is handed the game's catalog; without one, the packaged map names the
    routes and tickets the same way."""
    for e in SAMPLES.values():
        assert sentence(e, None, NAMES) == sentence(e, cat, NAMES)


# ---- the end ------------------------------------------------------------------------------
def _finished(cat, players: int, seed: int):
    """A whole seeded game, its moves chosen at random (claims often): the final state and
    every event."""
    state, events = new_game_with_events(cat, players, seed)
    rng = SeededRandom(seed)
    seen = list(events)
    while not state.over:
        actions = legal_actions(state, state.current)
        claims = [a for a in actions if a.startswith("claim ")]
        pool = claims if claims and rng.below(3) else actions
        state, new = apply(state, pool[rng.below(len(pool))])
        seen += new
    return state, seen


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 11), (5, 21)])
def test_the_end_tells_each_seats_tickets_the_longest_path_and_the_winners(cat, players, seed):
    """README §4 "Final scoring": completed tickets add, failed ones subtract; the longest
    continuous path scores 10 to every player who has it; the highest total wins. The end's
    events carry each part as the score sheet counts it, and every seat reads them alike
    (the tickets are shown at the end)."""
    state, seen = _finished(cat, players, seed)
    end = seen[-(players + 2) :]
    assert [e.kind for e in end] == ["scored"] * players + ["longest", "over"]
    by_part = parts(state)
    for seat, e in enumerate(end[:players]):
        assert e.seat == seat
        results = dict(ticket_results(state, seat))
        assert sorted(e.data["done"] + e.data["failed"]) == sorted(results)
        assert all(results[t] for t in e.data["done"]) and not any(
            results[t] for t in e.data["failed"]
        )
        worth = sum(cat.tickets[t].points for t in e.data["done"]) - sum(
            cat.tickets[t].points for t in e.data["failed"]
        )
        assert e.data["tickets"] == worth == by_part[seat]["tickets_done"] + by_part[seat][
            "tickets_failed"]  # fmt: skip
        assert e.data["routes"] == by_part[seat]["routes"]
        assert e.data["total"] == scores(state)[seat]
    longest, over = end[-2:]
    assert longest.data["lengths"] == paths(state)
    assert longest.data["seats"] == [s for s, p in enumerate(by_part) if p["longest_path"]]
    assert over.data == {"scores": scores(state), "winners": winners(state)}
    for seat in (None, *range(players)):
        assert visible_events(end, seat) == end
    assert json.loads(json.dumps([e.data for e in end])) == [e.data for e in end]
    lines = [sentence(e, cat, NAMES) for e in end]
    for seat, line in enumerate(lines[:players]):
        total = str(scores(state)[seat]).replace("-", "\u2212")
        assert line.startswith(NAMES[seat]) and f"Score: {total} point" in line
        for t in end[seat].data["done"] + end[seat].data["failed"]:
            assert words.ticket_name(cat, t) in line
    for seat in longest.data["seats"]:
        assert NAMES[seat] in lines[-2]
    assert lines[-1].startswith("The game is over: ")
    totals = [str(n).replace("-", "\u2212") for n in scores(state)]
    assert all(f"{NAMES[s]} {totals[s]}" in lines[-1] for s in range(players))


def test_the_end_reads_the_same_after_a_replay(cat):
    """The events come from the state alone: the same actions played again give the same
    end, and so does a state that went through JSON."""
    state, seen = _finished(cat, 3, 8)
    replayed: list = []
    game, _ = new_game_with_events(cat, 3, 8)
    rng = SeededRandom(8)
    while not game.over:
        actions = legal_actions(game, game.current)
        claims = [a for a in actions if a.startswith("claim ")]
        pool = claims if claims and rng.below(3) else actions
        action = pool[rng.below(len(pool))]
        before = TTRState.from_dict(json.loads(json.dumps(game.to_dict())), cat)
        game, new = apply(before, action)
        replayed += new
    assert replayed[-5:] == seen[-5:]


def test_the_end_in_words_ticket_by_ticket(cat):
    """Each way the tickets can end reads as its own sentence, and a tie on the longest
    path or for the win names everyone in it."""
    say = [
        sentence(Event("scored", 1, {"done": ["t01"], "failed": [], "tickets": 4,
                                     "routes": 30, "total": 44}), cat, NAMES),
        sentence(Event("scored", 1, {"done": [], "failed": ["t02"], "tickets": -5,
                                     "routes": 30, "total": 25}), cat, NAMES),
        sentence(Event("scored", 1, {"done": [], "failed": [], "tickets": 0, "routes": 0,
                                     "total": 0}), cat, NAMES),
    ]  # fmt: skip
    assert say[0] == (
        "Bruno completed every ticket, 1 in all: Denver – El Paso (4). Tickets: +4. "
        "Score: 44 points."
    )
    assert say[1] == (
        "Bruno completed none of 1 ticket: Kansas City – Houston (5). Tickets: \u22125. "
        "Score: 25 points."
    )
    assert say[2] == "Bruno holds no ticket. Score: 0 points."
    below = Event("scored", 0, {"done": [], "failed": ["t02"], "tickets": -5, "routes": 1,
                                "total": -4})  # fmt: skip
    assert sentence(below, cat, NAMES).endswith("Score: \u22124 points.")
    assert sentence(SAMPLES["scored"], cat, NAMES) == (
        "Ana completed 2 tickets: Denver – El Paso (4), Kansas City – Houston (5); failed: "
        "New York – Atlanta (6). Tickets: +3. Score: 53 points."
    )
    assert sentence(SAMPLES["longest"], cat, NAMES) == (
        "Ana has the longest continuous path, 17 trains long, and the bonus: 10 points. "
        "Each player's longest path: Ana 17, Bruno 12."
    )
    shared = Event("longest", None, {"lengths": [9, 9, 4], "seats": [0, 1], "bonus": 10})
    assert sentence(shared, cat, NAMES).startswith(
        "Ana, Bruno share the longest continuous path, 9 trains long, and the bonus: 10 "
        "points each."
    )
    nobody = Event("longest", None, {"lengths": [0, 0], "seats": [], "bonus": 0})
    assert "no bonus" in sentence(nobody, cat, NAMES)
    assert sentence(SAMPLES["over"], cat, NAMES) == (
        "The game is over: Ana wins with 63 points. Final scores: Ana 63, Bruno 48."
    )
    tie = Event("over", None, {"scores": [50, 50, 20], "winners": [0, 1]})
    assert sentence(tie, cat, NAMES) == (
        "The game is over: Ana, Bruno share the win with 50 points each. Final scores: "
        "Ana 50, Bruno 50, Chiara 20."
    )
