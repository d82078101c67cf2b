"""The contract's secrets (DESIGN.md 5), for every game: what a seat cannot see,
scrambled, changes neither its view nor its computers' choices, and another seat's
events carry none of it (:func:`.contract.keeps_secrets`); a toy game that leaks is
caught. A view that hides nothing is beyond this check (``determinize`` takes a view
as what its seat knows): the views' own tests cover it. The toy game imports nothing of
another game."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

from omg_desktop.games import registry

from . import kuhn
from .contract import keeps_secrets


@pytest.mark.parametrize("seed", range(8))
def test_the_toy_game_keeps_its_secrets(toy, seed):
    done = keeps_secrets(toy, 2, seed, "standard", bots_at=lambda step: True)
    assert done["views"] >= 4 and done["choices"] >= 2 * len(toy.bots)


@pytest.mark.parametrize("players,option,seed", [(2, "bigbox", 3), (3, "classic", 5)])
def test_oh_my_goods_keeps_its_secrets(players, option, seed):
    g = registry.load("ohmygoods")
    done = keeps_secrets(g, players, seed, option, bots_at=lambda step: step in (7, 40))
    assert done["views"] > 100 and done["events"] > 10
    assert done["choices"] >= 2 * len(g.bots)  # every level, at two steps (every seat acting)


def _leaky_view(s: kuhn.State, seat: int | None) -> kuhn.State:
    """A view that gives the King away (the other cards hidden)."""
    view = kuhn.player_view(s, seat)
    view.cards = [2 if c == 2 else h for c, h in zip(s.cards, view.cards, strict=True)]
    return view


def _leaky_apply(s: kuhn.State, action: str) -> tuple[kuhn.State, list]:
    seat = len(s.moves) % 2
    after, events = kuhn.apply(s, action)
    return after, [e._replace(data={**e.data, "card": s.cards[seat]}) for e in events]


class _Peek(kuhn.State):
    """A view that carries the deal beside its fields (not in its data)."""


def _peeking_view(s: kuhn.State, seat: int | None) -> kuhn.State:
    view = _Peek(**vars(kuhn.player_view(s, seat)))
    view.deal = list(s.cards)  # type: ignore[attr-defined]
    return view


class _Cheat:
    def choose(self, view, actions):
        mine, other = (view.deal[view.viewer], view.deal[1 - view.viewer])
        return actions[0] if mine < other else actions[-1]


@pytest.mark.parametrize(
    "leak,message",
    [
        (dict(player_view=_leaky_view), "the view changes"),
        (dict(apply=_leaky_apply), "events that carry a secret"),
        (
            dict(player_view=_peeking_view, bots={"cheat": lambda _seed: _Cheat()}),
            "the cheat computer's choice changes",
        ),
    ],
    ids=["view", "event", "computer"],
)
def test_a_toy_game_that_leaks_is_caught(toy, leak, message):
    leaky = replace(toy, **leak)
    with pytest.raises(AssertionError, match=message):
        for seed in range(8):
            keeps_secrets(leaky, 2, seed, "standard", bots_at=lambda step: True)


def test_the_toy_game_imports_nothing_of_any_game():
    """Only the frame (``games/base.py`` and the frame's helpers): a game of the box is
    written against the record, not against another game."""
    games = {f"omg_desktop.games.{g.id}" for g in registry.GAMES}
    toy = sorted(Path(kuhn.__file__).parent.glob("kuhn*.py"))  # its rules, face, lesson
    assert len(toy) >= 2
    for path in toy:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [
            name
            for node in ast.walk(tree)
            for name in (
                [a.name for a in node.names] if isinstance(node, ast.Import)
                else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            )
        ]  # fmt: skip
        assert names, path
        reaching = [n for n in names if any(n == g or n.startswith(g + ".") for g in games)]
        assert not reaching, f"{path.name} imports {reaching}"
