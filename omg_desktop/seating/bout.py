"""A game played to its end by computers, for any game: the one loop of the batch
commands (``simulate``, ``tournament``, ``play --demo``) and of a game's own tools (Oh My
Goods!'s campaign runs). Qt-free.

The first seat to act is asked, its computer chooses from that seat's view and legal
actions, and the choice is played; the loop stops when the game is over. A computer that
chooses a move it may not make, a seat with no move, or a game that does not end is a
bug: :class:`BoutBroken` says which.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..games.base import Action, Event, Game, State

#: A game that has not ended after this many actions is a bug.
MAX_ACTIONS = 100_000


class BoutBroken(RuntimeError):
    """A game of computers that broke the record's contract (a bug in the game or a bot)."""


@dataclass
class Bout:
    """What a game played out came to: its final state and, per seat, the decisions
    taken, the time they took in all and the slowest one (by the clock given)."""

    state: State
    actions: int = 0
    decisions: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)
    slowest: list[float] = field(default_factory=list)


def play_out(
    game: Game,
    state: State,
    bots: Sequence[Any],
    *,
    play: Callable[[Action], list[Event]] | None = None,
    after: Callable[[int, Action, list[Event]], None] | None = None,
    clock: Callable[[], float] | None = None,
    max_actions: int = MAX_ACTIONS,
) -> Bout:
    """``state`` played to its end in place, ``bots[seat]`` choosing for each seat.

    ``play(action)`` makes a move and returns its events (default: the record's
    ``apply_in_place`` on ``state``; a recorder's ``play`` keeps the game's record too);
    ``after(seat, action, events)`` is told of every move; ``clock`` times each choice
    (default: none is timed)."""
    if play is None:

        def play(action: Action) -> list[Event]:
            return game.apply_in_place(state, action)

    seats = len(bots)
    bout = Bout(state, decisions=[0] * seats, think=[0.0] * seats, slowest=[0.0] * seats)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise BoutBroken(f"step {bout.actions}: seat {seat} must act and has no move")
        view = game.player_view(state, seat)
        start = clock() if clock is not None else 0.0
        action = bots[seat].choose(view, legal)
        took = clock() - start if clock is not None else 0.0
        if action not in legal:
            raise BoutBroken(f"seat {seat} chose an action that is not legal: {action!r}")
        bout.decisions[seat] += 1
        bout.think[seat] += took
        bout.slowest[seat] = max(bout.slowest[seat], took)
        events = play(action)
        bout.actions += 1
        if after is not None:
            after(seat, action, events)
        if bout.actions > max_actions:
            raise BoutBroken(f"the game has not ended after {max_actions} actions")
    return bout
