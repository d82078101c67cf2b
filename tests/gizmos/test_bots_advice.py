"""The hint's reasoning: Normal's action and a reason code with its data, one hand-built
table per code, and the advice on random positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from omg_desktop.games.gizmos import game
from omg_desktop.games.gizmos.bots import Normal, advice
from omg_desktop.games.gizmos.bots.advice import REASONS, Advice, advise, explain
from omg_desktop.games.gizmos.rules import legal_actions, player_view
from omg_desktop.games.gizmos.rules.catalog import COLOURS

from .conftest import table
from .test_bots import positions

ROOT = Path(__file__).resolve().parents[2]


def _listed(state, word: str, card: str) -> str:
    """The legal ``word`` action that names ``card``."""
    return next(a for a in legal_actions(state, 0) if a.split()[:2] == [word, card])


def test_a_build_says_the_card_and_its_points(cat):
    state = table(cat, energy={0: {"black": 1}}, display=["g1-09"])
    action = _listed(state, "build", "g1-09")
    assert explain(player_view(state, 0), action) == ("build", {"card": "g1-09", "points": 1})


def test_a_build_that_ends_the_game_ahead_says_by_how_much(cat):
    level_1 = [g for g in cat.level(1) if g != "g1-09"][:14]
    state = table(cat, built={0: level_1}, energy={0: {"black": 1}}, display=["g1-09"])
    action = _listed(state, "build", "g1-09")
    points = sum(cat.card(g).vp for g in level_1) + 1
    reason, data = explain(player_view(state, 0), action)
    assert (reason, data) == ("end_ahead", {"card": "g1-09", "lead": points})


def test_a_build_that_ends_the_game_behind_is_a_plain_build(cat):
    level_1 = [g for g in cat.level(1) if g != "g1-09"][:14]
    level_3 = cat.level(3)[:4]
    assert sum(cat.card(g).vp for g in level_3) > 15
    built = {0: level_1, 1: level_3}
    state = table(cat, built=built, energy={0: {"black": 1}}, display=["g1-09"])
    action = _listed(state, "build", "g1-09")
    assert explain(player_view(state, 0), action) == ("build", {"card": "g1-09", "points": 1})


def test_a_pick_that_sets_off_built_gizmos_says_how_many(cat):
    state = table(cat, built={0: ["g1-09", "g2-10"]}, row=["blue"] * 6)
    data = {"colour": "blue", "gizmos": 1}
    assert explain(player_view(state, 0), "pick blue") == ("pick_trigger", data)


def test_a_pick_towards_a_card_in_sight_names_it_and_what_is_still_lacking(cat):
    state = table(cat, display=["g2-09"], row=["black"] * 6)
    reason, data = explain(player_view(state, 0), "pick black")
    assert reason == "pick_towards" and data["colour"] == "black"
    target = cat.card(data["card"])
    assert target.colour in ("black", "multi") and data["short"] == target.cost - 1


def test_a_pick_with_nothing_nearer_is_energy_for_later(cat):
    state = table(cat, energy={0: {"red": 7}}, row=["red"] * 6)
    assert explain(player_view(state, 0), "pick red") == ("pick_energy", {"colour": "red"})


def test_a_file_says_what_is_still_lacking(cat):
    state = table(cat, energy={0: {"black": 1}}, display=["g3-17"])
    short = cat.card("g3-17").cost - 1
    data = {"card": "g3-17", "short": short}
    assert explain(player_view(state, 0), "file g3-17") == ("file_for_later", data)


@pytest.mark.parametrize(
    ("action", "reason", "data"),
    [
        ("research 2", "research_level", {"level": 2}),
        ("use g0-01", "use_trigger", {"card": "g0-01", "gives": "draw_random_energy"}),
        ("skip", "keep_none", {}),
        ("bottom g1-09", "put_back", {"card": "g1-09"}),
        ("end", "end_turn", {}),
        ("pass", "pass", {}),
    ],
)
def test_the_other_reasons(cat, action, reason, data):
    assert explain(player_view(table(cat), 0), action) == (reason, data)


def test_every_reason_code_is_listed_with_its_keys_in_the_docstring_and_ai_md():
    page = (ROOT / "docs/games/gizmos/ai.md").read_text(encoding="utf-8")
    for code in REASONS:
        assert f"``{code}``" in (advice.__doc__ or "") and f"`{code}`" in page, code


def test_the_advice_is_normals_action_with_a_listed_reason():
    g = game()
    seen = set()
    for n, (state, seat) in enumerate(positions(g, 150, 11)):
        view, legal = g.player_view(state, seat), g.legal_actions(state, seat)
        hint = advise(view, list(legal), seed=n)
        assert isinstance(hint, Advice) and hint.action in legal
        assert hint.action == Normal(n).choose(view, list(legal))
        assert hint.reason in REASONS and (hint.reason, hint.detail) == explain(view, hint.action)
        seen.add(hint.reason)
    assert {"build", "research_level", "use_trigger", "put_back"} <= seen
    assert seen & {"pick_trigger", "pick_towards", "pick_energy"}


def test_the_advice_is_frozen_and_the_same_from_the_same_view_and_seed(cat):
    state = table(cat, energy={0: {c: 1 for c in COLOURS}})
    view, legal = player_view(state, 0), legal_actions(state, 0)
    first = advise(view, legal, seed=4)
    assert advise(view, legal, seed=4) == first
    with pytest.raises(AttributeError):
        first.reason = "pass"  # type: ignore[misc]
