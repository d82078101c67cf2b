"""Headless whole games between bots, with the numbers ``simulate`` reports."""

from __future__ import annotations

from dataclasses import dataclass, field

from .ai.random_bot import RandomBot
from .rules import Catalog, legal_actions, player_view, scores, to_act, winners
from .rules.invariants import problems
from .rules.record import GameRecord, Recorder


class InvariantBroken(AssertionError):
    """A state reached in play breaks an invariant (a bug in the engine)."""


@dataclass
class GameStats:
    rounds: int = 0
    actions: int = 0
    market_cards: list[int] = field(default_factory=lambda: [0, 0])  # revealed, per row
    starvations: int = 0
    shuffles: int = 0
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


def play_random_game(
    cat: Catalog, players: int, seed: int, ruleset: str | None = None, check: bool = False
) -> tuple[GameRecord, GameStats]:
    """One game of random legal play. ``check`` verifies every invariant at every step."""
    rec = Recorder(cat, players, seed, ruleset)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    stats = GameStats()
    state = rec.state
    while not state.over:
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        action = bots[seat].choose(player_view(state, seat) if check else state, actions)
        for e in rec.play(action):
            if e.kind == "revealed":
                stats.market_cards[e.data["row"]] += 1
            elif e.kind == "starving":
                stats.starvations += 1
            elif e.kind == "shuffled":
                stats.shuffles += 1
        stats.actions += 1
        if check:
            found = problems(state)
            if found:
                raise InvariantBroken(f"seed {seed}, step {stats.actions}: {'; '.join(found)}")
    stats.rounds = state.round
    stats.scores = [s.total for s in scores(state)]
    stats.winners = winners(state)
    return rec.record, stats
