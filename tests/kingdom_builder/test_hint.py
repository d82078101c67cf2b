"""Help ▸ Hint for Kingdom Builder: Normal's action and its reason in words (the hexes
and the cards in play it builds for), every reason code its own sentence, and at the
window the hint's hexes marked on the board until the next decision."""

from __future__ import annotations

import pytest

from omg_desktop.games.kingdom_builder.bots.advice import REASONS, advise, explain
from omg_desktop.games.kingdom_builder.face.hint_words import hint, hint_marks, hint_text
from omg_desktop.games.kingdom_builder.rules import legal_actions, player_view
from omg_desktop.seating import Seat

from .conftest import table
from .test_window import open_window, settled, start

pytestmark = pytest.mark.timeout(120)

CODES = {
    "build": {"hex": (6, 7), "terrain": "G", "gains": [("knights", 2)], "takes": "tavern"},
    "use": {"tile": "oasis", "hex": (3, 4), "terrain": "D", "gains": [], "reach": "castle"},
    "move": {"tile": "barn", "from": (1, 1), "hex": (2, 2), "terrain": "F", "loses": "farm"},
    "end_turn": {},
    "end_only": {},
}


def test_every_reason_code_has_its_own_sentence(cat):
    state = table(cat)
    said = {code: hint_text(state, code, data) for code, data in CODES.items()}
    assert set(CODES) == set(REASONS)
    assert all(said.values()) and len(set(said.values())) == len(CODES)
    assert said["build"] == (
        "Build on the Grass at row 7, column 8. It brings 2 gold from Knights. "
        "It takes a Tavern tile."
    )
    assert said["use"].startswith("Use your Oasis: build on the Desert at row 4, column 5.")
    assert "castle within one build" in said["use"]
    assert "from row 2, column 2 to the Flower field at row 3, column 3" in said["move"]
    assert "gives up your Farm tile" in said["move"]


def test_a_build_says_the_cards_it_brings_gold_from_and_the_tile_it_takes(cat):
    """Fishermen, Knights, Merchants. Next to (7, 7) on grass, 7.6 adds a settlement to
    row 7 (Knights: 2 gold) and takes the Tavern tile at 6.7."""
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    view = player_view(state, 0)
    code, detail = explain(view, "build 7.6")
    assert code == "build" and detail["hex"] == (7, 6) and detail["terrain"] == "G"
    assert ("knights", 2) in detail["gains"] and detail["takes"] == "tavern"
    words = hint_text(view, code, detail)
    assert "row 8, column 7" in words and "Knights" in words and "Tavern" in words


def test_the_hint_says_normals_choice_from_the_view_and_marks_its_hexes(kb):
    for seed in (2, 9):
        state = kb.new_game(kb.load_catalog(), 3, seed, None)
        seat = state.current
        view = player_view(state, seat)
        legal = legal_actions(state, seat)
        advice = advise(view, legal)
        assert advice.action in legal
        assert hint(view, legal) == hint_text(view, advice.reason, advice.detail) != ""
        r, c = (int(x) for x in advice.action.split()[-1].split("."))
        assert hint_marks(view, legal) == {("hex", r, c)}


def test_a_move_marks_where_from_and_where_to(cat):
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    code, detail = explain(player_view(state, 0), "use barn 7.7 3.3")
    assert code == "move" and detail["hexes"] == [(7, 7), (3, 3)]


def test_help_hint_at_the_window_marks_the_hexes_on_the_board(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=5)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    assert win.menus.hint.isVisible()
    win.show_hint()
    settled(qtbot, win)
    assert win.panel.hint.text().startswith("Hint: Build on the ")
    keys = hint_marks(c.view(), c.legal_actions())
    assert keys and all(win.scene.items_by_key[k].selected_mark for k in keys)
    action = advise(c.view(), c.legal_actions()).action
    c.submit(action)
    qtbot.waitUntil(lambda: not win.panel.hint.text())
    settled(qtbot, win)
    assert not any(win.scene.items_by_key[k].selected_mark for k in keys)
    c.shutdown()
