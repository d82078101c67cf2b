"""Whole games between bots (tournaments, benchmarks and tests use this)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..rules import Catalog, legal_actions, new_game, player_view, scores, to_act, winners
from ..rules.state import GameState


@dataclass
class GameResult:
    seed: int | str
    scores: list[int]
    coins: list[int]
    winners: list[int]
    rounds: int
    decisions: list[int] = field(default_factory=list)  # per seat
    think: list[float] = field(default_factory=list)  # seconds per seat
    slowest: list[float] = field(default_factory=list)  # per seat


def play_game(
    cat: Catalog,
    bots: list,
    seed: int | str,
    ruleset: str | None = None,
    setup: dict | None = None,
) -> tuple[GameResult, GameState]:
    """Play one game; ``bots[i]`` plays seat ``i`` and sees only its view."""
    n = len(bots)
    state = new_game(cat, n, seed, ruleset, setup)
    decisions = [0] * n
    think = [0.0] * n
    slowest = [0.0] * n
    from ..rules import apply_in_place

    steps = 0
    while not state.over:
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        view = player_view(state, seat)
        t = time.perf_counter()
        action = bots[seat].choose(view, actions)
        dt = time.perf_counter() - t
        decisions[seat] += 1
        think[seat] += dt
        slowest[seat] = max(slowest[seat], dt)
        if action not in actions:
            raise RuntimeError(f"seat {seat} chose an action that is not legal: {action!r}")
        apply_in_place(state, action)
        steps += 1
        if steps > 20000:
            raise RuntimeError(f"game {seed} does not end")
    sheet = scores(state)
    result = GameResult(
        seed=seed,
        scores=[s.total for s in sheet],
        coins=[s.leftover for s in sheet],
        winners=winners(state),
        rounds=state.round,
        decisions=decisions,
        think=think,
        slowest=slowest,
    )
    return result, state
