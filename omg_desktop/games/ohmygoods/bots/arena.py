"""Oh My Goods!'s whole games between bots, with its own numbers (the campaign's runs and
its tests use this): played to the end by the frame's loop (:mod:`omg_desktop.seating.bout`)
through the game's record, each choice timed."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ....seating.bout import play_out
from ..rules import Catalog, new_game, scores, winners
from ..rules.state import GameState

#: A game that has not ended after this many actions is a bug.
MAX_ACTIONS = 20000


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
    from .. import game

    state = new_game(cat, len(bots), seed, ruleset, setup)
    bout = play_out(game(), state, bots, clock=time.perf_counter, max_actions=MAX_ACTIONS)
    sheet = scores(state)
    result = GameResult(
        seed=seed,
        scores=[s.total for s in sheet],
        coins=[s.leftover for s in sheet],
        winners=winners(state),
        rounds=state.round,
        decisions=bout.decisions,
        think=bout.think,
        slowest=bout.slowest,
    )
    return result, state
