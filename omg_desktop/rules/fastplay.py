"""Fast random playouts of whole base games, for bots and benchmarks (issue 2).

:func:`play_random` plays a game from a rule set, a seed and the number of
seats, every seat choosing at random among its legal moves. The table's chance
(set-up, shuffles, deals, reveals) comes from the engine's PRNG in the engine's
order, so the game is a real game of :mod:`.engine`: replaying
:meth:`FastGame.actions` from ``new_game(cat, players, seed, ruleset)`` reaches
the state :meth:`FastGame.final_state` returns (tests/rules/test_fastplay.py).

Inside, a game is ints and lists (:mod:`.fastplay_tables`, :mod:`.fastplay_seat`):
no events, no action objects until asked, and one legal choice is sampled at
each decision instead of listing them all (:mod:`.fastplay_game`,
:mod:`.fastplay_turn`). Only the base game is played: rule sets with expansion
rules raise :class:`UnsupportedRuleSet`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action, Build, Hire, MoveAssistant
from .catalog import Catalog
from .fastplay_game import Game
from .fastplay_tables import UnsupportedRuleSet, tables_for
from .rng import seed_state
from .scoring import Score
from .state import GameState

__all__ = ["FastGame", "UnsupportedRuleSet", "play_random"]

#: Mixes the seed into the choices' PRNG so they do not mirror the table's draws.
_CHOICE_SALT = 0x6A09E667F3BCC909

#: Where a log entry keeps a payment, as ``{good index: count}``.
_PAYMENT_AT = {Build: 3, Hire: 3, MoveAssistant: 4}


@dataclass
class FastGame:
    """A finished fast playout: the seats' choices, the scores and what happened."""

    ruleset: str
    seed: int | str
    players: int
    #: (action class, its fields...) in the order played; payments as {good index: count}
    log: list[tuple[Any, ...]]
    scores: list[Score]
    winners: list[int]
    rounds: int
    #: how often rule situations came up (shuffles, starvations, ...), for tests
    counts: dict[str, int] = field(default_factory=dict)
    _game: Game | None = field(default=None, repr=False, compare=False)

    def actions(self) -> list[Action]:
        """The seats' actions, to replay with the engine from ``new_game``."""
        if self._game is None:
            raise ValueError("this result keeps no goods table to name the payments")
        ids = self._game.t.good_ids
        out = []
        for entry in self.log:
            at = _PAYMENT_AT.get(entry[0])
            if at is not None:
                paid = tuple((ids[g], n) for g, n in sorted(entry[at].items()) if n)
                entry = (*entry[:at], paid, *entry[at + 1 :])
            out.append(entry[0](*entry[1:]))
        return out

    def final_state(self) -> GameState:
        """The end position as an engine :class:`GameState`."""
        if self._game is None:
            raise ValueError("this result keeps no final position")
        return self._game.to_state()


def play_random(
    cat: Catalog,
    players: int = 4,
    seed: int | str = 0,
    ruleset: str | None = None,
    choice_seed: int | str | None = None,
) -> FastGame:
    """Play one whole game with random legal choices (``choice_seed`` defaults to ``seed``)."""
    rs = cat.default_ruleset if ruleset is None else cat.ruleset(ruleset)
    if not rs.min_players <= players <= rs.max_players:
        raise ValueError(
            f"{rs.name} is played by {rs.min_players} to {rs.max_players} players, not {players}"
        )
    t = tables_for(cat, rs)
    choices = seed_state(seed if choice_seed is None else choice_seed) ^ _CHOICE_SALT
    game = Game(t, players, seed, choices)
    game.run()
    sheet = game.scores()
    best = max((s.total, s.leftover) for s in sheet)
    return FastGame(
        ruleset=rs.id,
        seed=seed,
        players=players,
        log=game.log,
        scores=sheet,
        winners=[i for i, s in enumerate(sheet) if (s.total, s.leftover) == best],
        rounds=game.round,
        counts=game.counts,
        _game=game,
    )
