"""Help ▸ Hint for Gizmos: Normal's action and its reason in words, for every reason code
the advice gives, and at the window for the person whose decision it is."""

from __future__ import annotations

import pytest

from omg_desktop.games.gizmos.bots.advice import advise
from omg_desktop.games.gizmos.face.hint_words import hint, hint_text
from omg_desktop.games.gizmos.rules import legal_actions, player_view
from omg_desktop.seating import Seat

from .test_table import open_window, settled, start

pytestmark = pytest.mark.timeout(60)

CODES = {
    "build": {"card": "g1-01", "points": 1},
    "end_ahead": {"card": "g3-01", "lead": 4},
    "pick_trigger": {"colour": "red", "gizmos": 2},
    "pick_towards": {"colour": "blue", "card": "g2-01", "short": 1},
    "pick_energy": {"colour": "yellow"},
    "file_for_later": {"card": "g2-02", "short": 3},
    "research_level": {"level": 2},
    "use_trigger": {"card": "g1-20", "gives": "pick_energy"},
    "keep_none": {},
    "put_back": {"card": "g2-03"},
    "end_turn": {},
    "pass": {},
}


def test_every_reason_code_has_its_own_sentence(gizmos):
    state = gizmos.new_game(gizmos.load_catalog(), 2, 1, None)
    said = {code: hint_text(state, code, data) for code, data in CODES.items()}
    assert all(said.values()) and len(set(said.values())) == len(CODES)
    assert said["pick_towards"].startswith("Pick a blue energy towards the level II")
    assert "1 energy" in said["pick_towards"] and "2 of your gizmos" in said["pick_trigger"]


def test_the_hint_says_normals_choice_from_the_view(gizmos):
    state = gizmos.new_game(gizmos.load_catalog(), 3, 9, None)
    seat = state.current
    view = player_view(state, seat)
    legal = legal_actions(state, seat)
    advice = advise(view, legal)
    assert hint(view, legal) == hint_text(view, advice.reason, advice.detail) != ""


def test_help_hint_at_the_window(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=5)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    assert win.menus.hint.isVisible()
    win.show_hint()
    assert win.panel.hint.text().startswith("Hint: ")
    c.shutdown()
