"""Headless whole games between bots, with the numbers ``simulate`` reports.

This module is also the game's batch tools (its record's ``tools``): the command line
asks it whether a table can be played (:func:`table_problem`), to play one game
(:func:`play`: random legal play or the kernel's fast playouts, invariants checked on
demand) and for the statistics only this game has (:func:`report`, :func:`report_words`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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


# ---- the batch tools the command line reaches through the game's record -------------
def table_problem(cat: Catalog, players: int, option: str | None) -> tuple[str, str | None]:
    """The rule set to play (the data's default for None) and why ``players`` cannot
    play it (None: they can); KeyError for a rule set the data does not have."""
    chosen = option or cat.default_ruleset.id
    rs = cat.ruleset(chosen)
    if not rs.min_players <= players <= rs.max_players:
        return chosen, f"{rs.name} is for {rs.min_players}–{rs.max_players} players"
    return chosen, None


def play(
    cat: Catalog, players: int, seed: int, option: str, *, check: bool, fast: bool, save: bool
) -> tuple[GameRecord | None, GameStats]:
    """One game of random play: its record (None for a fast one not saved) and numbers."""
    if fast:
        return play_fast_game(cat, players, seed, option, check, save)
    return play_random_game(cat, players, seed, option, check)


def report(games: list[GameStats]) -> dict[str, Any]:
    """This game's own statistics over ``games``: market cards turned per row and round,
    and the starvations."""
    rounds = sum(g.rounds for g in games)
    rows = [sum(g.market_cards[r] for g in games) for r in (0, 1)]
    return {
        "mean_market_cards_per_row": [round(r / max(1, rounds), 3) for r in rows],
        "starvations": sum(g.starvations for g in games),
    }


def report_words(result: dict[str, Any]) -> str:
    """Those statistics in the summary line."""
    return f"market {result['mean_market_cards_per_row']} cards per row"
