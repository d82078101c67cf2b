"""Kingdom Builder's prompt: what the viewer must do now, from the view and their legal
actions (the mandatory build with its terrain and how many are left, the end of the turn,
a tile's steps), and whom the table waits for."""

from __future__ import annotations

import pytest

from omg_desktop.games.kingdom_builder.face import prompts
from omg_desktop.games.kingdom_builder.rules import apply, legal_actions, player_view
from tests.games.plurals import english_plurals

from .conftest import table

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)

NAMES = ["Ana", "Bruno"]


def _prompt(state, seat=0):
    view = player_view(state, seat)
    acts = legal_actions(state, seat)
    return prompts.prompt_text(view, NAMES, active=state.current, cover=None, actions=acts)


def test_the_mandatory_build_then_the_end_of_the_turn(cat):
    state = table(cat, cards={0: "D"})
    assert _prompt(state) == "Build 3 settlements on Desert (3 left)."
    for left in (2, 1):
        build = next(a for a in legal_actions(state, 0) if a.startswith("build"))
        state, _ = apply(state, build)
        assert _prompt(state) == f"Build 3 settlements on Desert ({left} left)."
    build = next(a for a in legal_actions(state, 0) if a.startswith("build"))
    state, _ = apply(state, build)
    text = _prompt(state)
    assert text.startswith("End your turn (Enter)"), text
    assert _prompt(state, 1) == "Waiting for Ana…"


def test_cover_game_over_and_the_tile_steps(cat):
    state = table(cat, cards={0: "G"})
    view = player_view(state, 0)
    assert prompts.prompt_text(view, NAMES, active=0, cover=1, actions=[]) == (
        "Waiting for Bruno to take the seat…"
    )
    acts = ["build 1.1", "use farm 2.2"]
    assert "or first use a tile" in prompts.prompt_text(view, NAMES, active=0, cover=None,
                                                        actions=acts)  # fmt: skip
    assert prompts.prompt_text(
        view, NAMES, active=0, cover=None, actions=["end", "use farm 2.2"]
    ) == ("End your turn (Enter) or use a tile.")
    assert prompts.tile_target_prompt("barn") == (
        "Choose where the Barn moves this settlement (Esc: cancel)."
    )
    assert "Harbor" in prompts.tile_source_prompt("harbor")
    assert "Oracle" in prompts.tile_build_prompt("oracle")
