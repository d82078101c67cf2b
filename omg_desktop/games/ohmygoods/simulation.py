"""Headless whole games between bots, with the numbers ``simulate`` reports."""

from __future__ import annotations

from dataclasses import dataclass, field

from .bots.random_bot import RandomBot
from .rules import Catalog, Event, legal_actions, player_view, scores, to_act, winners
from .rules.invariants import problems
from .rules.playout import play_random
from .rules.record import GameRecord, Recorder, state_hash


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

    def tally(self, events: list[Event]) -> None:
        """Count the market cards turned up, the starvations and the shuffles."""
        for e in events:
            if e.kind == "revealed":
                self.market_cards[e.data["row"]] += 1
            elif e.kind == "starving":
                self.starvations += 1
            elif e.kind == "shuffled":
                self.shuffles += 1


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
        stats.tally(rec.play(action))
        stats.actions += 1
        if check:
            found = problems(state)
            if found:
                raise InvariantBroken(f"seed {seed}, step {stats.actions}: {'; '.join(found)}")
    stats.rounds = state.round
    stats.scores = [s.total for s in scores(state)]
    stats.winners = winners(state)
    return rec.record, stats


def play_fast_game(
    cat: Catalog,
    players: int,
    seed: int,
    ruleset: str | None = None,
    check: bool = False,
    record: bool = False,
) -> tuple[GameRecord | None, GameStats]:
    """One random playout on the rules' kernel (:mod:`.rules.playout`): sampled choices,
    no legal-action lists.

    ``check`` replays it through the public API (its events built), checking
    every invariant at every step and that the replay ends in the very same state;
    ``record`` returns its record (made by that replay), else the record is None.
    """
    stats = GameStats()
    game = play_random(cat, players, seed, ruleset, on_events=stats.tally)
    stats.rounds = game.rounds
    stats.actions = len(game.actions)
    stats.scores = [s.total for s in game.scores]
    stats.winners = list(game.winners)
    if not (check or record):
        return None, stats
    rec = Recorder(cat, players, seed, ruleset)
    for step, action in enumerate(game.actions, start=1):
        rec.play(action)
        if check:
            found = problems(rec.state)
            if found:
                raise InvariantBroken(f"seed {seed}, step {step}: {'; '.join(found)}")
    if check and (not rec.state.over or state_hash(rec.state) != state_hash(game.state)):
        raise InvariantBroken(f"seed {seed}: the replay does not end where the playout did")
    return rec.record, stats
