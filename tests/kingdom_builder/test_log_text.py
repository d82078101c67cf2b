"""Kingdom Builder's log: every event kind the rules make has a sentence; every event of
whole games reads as a sentence to every seat; a drawn terrain card is named in its
drawer's log only; the log's rows are grouped by round."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from omg_desktop.games.kingdom_builder.face.log_text import log_where, sentence, where_label
from omg_desktop.games.kingdom_builder.rules import (
    Event,
    apply,
    legal_actions,
    new_game_with_events,
    to_act,
    visible_events,
)
from omg_desktop.seeds import SeededRandom

NAMES = ["Ana", "Bruno", "Chiara", "Dora"]
RULES = Path(__file__).parents[2] / "omg_desktop" / "games" / "kingdom_builder" / "rules"
#: One event of each kind, with data as the rules write it.
SAMPLES = {
    "layout": Event("layout", None, {"sections": [["tavern", False], ["farm", True]]}),
    "cards": Event("cards", None, {"cards": ["fishermen", "knights", "merchants"]}),
    "shuffled": Event("shuffled", None, {"count": 25}),
    "drew": Event("drew", 1, {"card": "D"}),
    "first": Event("first", 0),
    "revealed": Event("revealed", 0, {"card": "F"}),
    "removed": Event("removed", 0, {"card": "F"}),
    "built": Event("built", 0, {"at": [3, 6], "terrain": "D"}),
    "moved": Event("moved", 0, {"from": [3, 6], "to": [5, 6], "by": "paddock"}),
    "took": Event("took", 0, {"tile": "oasis", "at": [12, 5]}),
    "lost": Event("lost", 0, {"tile": "oasis", "at": [12, 5]}),
    "used": Event("used", 0, {"tile": "barn", "at": [2, 6]}),
    "last": Event("last", 1),
    "ended": Event("ended", 1),
    "over": Event("over"),
}


def _kinds_in_rules() -> set[str]:
    found = set()
    for path in RULES.glob("*.py"):
        found |= set(re.findall(r'Event\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_event_kind_of_the_rules_has_a_sentence(qtbot):
    kinds = _kinds_in_rules()
    assert kinds == set(SAMPLES), kinds ^ set(SAMPLES)
    for kind, e in SAMPLES.items():
        text = sentence(e, None, NAMES)
        assert text and text != kind and text[0].isupper(), (kind, text)
        assert "Something happened" not in text
    assert sentence(SAMPLES["built"], None, NAMES) == "Ana builds on Desert at row 4, column 7."
    with_tile = Event("built", 2, {"at": [0, 0], "by": "oracle", "terrain": "G"})
    assert sentence(with_tile, None, NAMES) == (
        "Chiara builds on Grass at row 1, column 1 with the Oracle."
    )


def test_a_drawn_card_is_named_to_its_drawer_only(qtbot):
    drew = [Event("drew", 1, {"card": "D"})]
    own = sentence(visible_events(drew, 1)[0], None, NAMES)
    other = sentence(visible_events(drew, 0)[0], None, NAMES)
    watcher = sentence(visible_events(drew, None)[0], None, NAMES)
    assert "Desert" in own
    assert other == watcher == "Bruno draws a terrain card."


@pytest.mark.parametrize("players", [2, 4])
def test_every_event_of_a_game_reads_as_a_sentence_to_every_seat(qtbot, cat, players):
    state, events = new_game_with_events(cat, players, 7, "standard")
    rng = SeededRandom(7)
    seen = list(events)
    while not state.over:
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        state, new = apply(state, actions[rng.below(len(actions))])
        seen += new
    assert {"built", "took", "used", "ended", "last", "over"} <= {e.kind for e in seen}
    terrains = ("Grass", "Canyon", "Desert", "Flower field", "Forest")
    for seat in range(players):
        round_, phase = 1, 0
        for e in visible_events(seen, seat):
            text = sentence(e, cat, NAMES)
            assert text and text[0].isupper() and "Something happened" not in text, (e, text)
            if e.kind == "drew" and e.seat != seat:
                assert not any(t in text for t in terrains), text
            round_, phase = log_where(e, round_, phase)
        turns = sum(1 for e in seen if e.kind == "ended")
        assert round_ == -(-turns // players)  # every player's turn counted once a round
    assert where_label(0, 0) == "Set-up"
    assert where_label(3, 2) == "Round 3"


def test_a_card_shown_again_after_one_left_the_game_is_the_same_round(qtbot):
    stream = [SAMPLES["layout"], Event("first", 1), Event("revealed", 1, {"card": "G"}),
              Event("ended", 1), Event("revealed", 0, {"card": "C"}),
              Event("removed", 0, {"card": "C"}), Event("revealed", 0, {"card": "D"}),
              Event("ended", 0), Event("revealed", 1, {"card": "G"})]  # fmt: skip
    where = [(1, 0)]
    for e in stream:
        where.append(log_where(e, *where[-1]))
    rounds = [r for r, _ in where[1:]]
    assert rounds == [0, 0, 1, 1, 1, 1, 1, 1, 2]


def test_a_build_names_the_terrain_of_its_hex(qtbot, cat):
    """The log follows the table: a build says on which terrain it stands, as the board
    shows it (the hex's own terrain, read from the board)."""
    state, _events = new_game_with_events(cat, 2, 4, "standard")
    seat = to_act(state)[0]
    build = next(a for a in legal_actions(state, seat) if a.startswith("build"))
    _after, events = apply(state, build)
    built = next(e for e in events if e.kind == "built")
    r, c = built.data["at"]
    assert built.data["terrain"] == state.board.cells[(r, c)]
    assert sentence(built, None, NAMES).startswith(f"{NAMES[seat]} builds on ")
