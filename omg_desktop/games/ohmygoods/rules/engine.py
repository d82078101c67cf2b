"""The rules' front door: who acts, the legal actions, one sampled action, applying one.

A game is a rule set, a seed, the number of seats and a list of actions. All chance
(shuffles, reveals, deals) happens inside the rules from the seeded PRNG kept in the
state, so replaying the actions reproduces the game exactly; the steps appear as
events ("shuffled", "revealed", "drew").

Each decision's rules live in the module of its phase or step (``exchange``,
``sunrise``, ``production``, ``chains``, ``building``, ``hiring``, ``starvation``,
``characters``; the flow between them in ``rounds`` and ``turn``): what is legal there,
one sampled choice, and what applying it does. This module only dispatches.

``apply(state, action)`` never changes ``state``: it returns a new state and the events.
An illegal action raises :class:`IllegalAction` saying why.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import (
    Action,
    Assign,
    Build,
    Chain,
    Discard,
    Done,
    Exchange,
    Hire,
    MoveAssistant,
    Play,
    Produce,
    Sunrise,
)
from .building import PAYMENT_LIMIT, do_build, run_build
from .chains import do_chain, run_chain
from .characters import do_play, play_actions
from .events import Event
from .exchange import do_exchange, exchange_actions, sample_exchange
from .hiring import (
    HIRE_PAYMENT_LIMIT,
    assign_actions,
    do_assign,
    do_hire,
    done_assigning,
    run_hire,
)
from .illegal import IllegalAction, require
from .production import SUPPLY_LIMIT, do_produce, produce_actions, run_produce, sample_produce
from .rng import Rng
from .rounds import advance, enter_phase
from .setup import new_game, new_game_with_events
from .starvation import discard_actions, do_discard, sample_discard
from .state import ASSIGN, EXCHANGE, OVER, PRODUCE, PRODUCTION, STARVE, SUNRISE, GameState
from .sunrise import MOVE_PAYMENT_LIMIT, do_move, do_sunrise, sample_sunrise, sunrise_actions
from .turn import do_done, sample_step, step_actions

__all__ = [
    "HIRE_PAYMENT_LIMIT",
    "MOVE_PAYMENT_LIMIT",
    "PAYMENT_LIMIT",
    "SUPPLY_LIMIT",
    "IllegalAction",
    "apply",
    "apply_in_place",
    "enter_phase",
    "legal_actions",
    "new_game",
    "new_game_with_events",
    "may_act",
    "sample_action",
    "sample_next",
    "to_act",
]


def to_act(state: GameState) -> tuple[int, ...]:
    """The seats that must act now (several at once in simultaneous steps)."""
    ph = state.phase
    if ph == PRODUCTION:
        return (state.turn,)
    ps = state.players
    if ph == EXCHANGE:
        return tuple(i for i, p in enumerate(ps) if p.exchange is None)
    if ph in (SUNRISE, ASSIGN):
        return tuple(i for i, p in enumerate(ps) if not p.committed)
    if ph == STARVE:
        return tuple(i for i, p in enumerate(ps) if p.to_discard > 0)
    return ()


def may_act(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is one of :func:`to_act`'s (asked without listing them)."""
    ph = state.phase
    if ph == PRODUCTION:
        return seat == state.turn
    p = state.players[seat]
    if ph == EXCHANGE:
        return p.exchange is None
    if ph in (SUNRISE, ASSIGN):
        return not p.committed
    if ph == STARVE:
        return p.to_discard > 0
    return False


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action ``seat`` may take now (variants of one decision capped: see the
    ``*_LIMIT`` caps; ``apply`` accepts every valid variant, listed or not)."""
    if not 0 <= seat < len(state.players) or not may_act(state, seat):
        return []
    ph = state.phase
    if ph == PRODUCTION:
        step = state.step
        acts = produce_actions(state, seat) if step == PRODUCE else step_actions(state, seat)
    elif ph == SUNRISE:
        acts = sunrise_actions(state, seat)
    elif ph == EXCHANGE:
        acts = exchange_actions(state, seat)
    elif ph == STARVE:
        return discard_actions(state, seat)
    elif ph == ASSIGN:
        return assign_actions(state, seat)
    else:
        return []
    if state.ruleset.expansion is not None:
        acts += play_actions(state, seat)
    return acts


def sample_action(state: GameState, seat: int, rng: Rng) -> Action:
    """One legal action of ``seat``'s decision (``seat`` one of :func:`to_act`'s), drawn
    with ``rng``, without listing them all: the choices a playout makes. Every kind of
    legal action can come up; in expansion games (characters) and when assigning
    assistants it is drawn from the listed actions."""
    return _sample(state, seat, rng, None)


def sample_next(state: GameState, rng: Rng) -> Action:
    """:func:`sample_action` for the first seat to act, right after
    ``apply_in_place(state, …)``: it reuses what the rules' automatic flow found out
    about this decision (``state.flow_found``), so a playout asks nothing twice. Only
    for a state nobody changed since (a playout's own); the action it returns may be
    applied with ``trusted=True``."""
    found = state.flow_found
    if found is not None and found[0] != state.step:
        found = None
    return _sample(state, to_act(state)[0], rng, found)


def _sample(state: GameState, seat: int, rng: Rng, found: tuple | None) -> Action:
    ph = state.phase
    if state.ruleset.expansion is not None or ph == ASSIGN:
        acts = legal_actions(state, seat)
        return acts[rng.below(len(acts))]
    if ph == PRODUCTION:
        step = state.step
        if step == PRODUCE:
            return sample_produce(state, seat, rng, None if found is None else found[1])
        return sample_step(state, seat, rng, None if found is None else found[1])
    if ph == SUNRISE:
        return sample_sunrise(state, seat, rng)
    if ph == EXCHANGE:
        return sample_exchange(state, seat, rng)
    if ph == STARVE:
        return sample_discard(state, seat, rng)
    raise IllegalAction(f"seat {seat} has no decision to make now")


def _do_done(state: GameState, a: Done, events: list[Event] | None) -> None:
    """``Done`` ends the assignments at the end of the round, or a step of a turn."""
    if state.phase == ASSIGN:
        done_assigning(state, a, events)
    else:
        do_done(state, a, events)


#: Each kind of action -> the rule that carries it out.
_DO: dict[type, Callable[[GameState, Action, list[Event] | None], None]] = {
    Exchange: do_exchange,
    Discard: do_discard,
    MoveAssistant: do_move,
    Sunrise: do_sunrise,
    Produce: do_produce,
    Chain: do_chain,
    Build: do_build,
    Hire: do_hire,
    Assign: do_assign,
    Done: _do_done,
    Play: do_play,
}  # type: ignore[dict-item]

#: What a sampled action of these kinds does, its checks skipped (``trusted=True``).
_RUN: dict[type, Callable[[GameState, Action, list[Event] | None], None]] = {
    Produce: run_produce,
    Chain: run_chain,
    Build: run_build,
    Hire: run_hire,
}  # type: ignore[dict-item]


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """The state after ``action``, and what happened. ``state`` is left unchanged."""
    new = state.clone()
    events = apply_in_place(new, action)
    return new, events


def apply_in_place(
    state: GameState, action: Action, report: bool = True, trusted: bool = False
) -> list[Event]:
    """Like :func:`apply`, but changes ``state`` (for fast playouts).

    Every check happens before the first change, so an illegal action leaves ``state``
    as it was. ``report=False`` builds no events (nobody reads them) and returns [].
    ``trusted=True``: ``action`` is :func:`sample_next`'s on this very state, legal by
    construction, so the checks of its kind are skipped (a playout's fast path).
    """
    seat = action.seat
    if not 0 <= seat < len(state.players):
        raise IllegalAction(f"there is no seat {seat}")
    require(state.phase != OVER, "the game is over")
    if not may_act(state, seat):
        raise IllegalAction(_not_your_turn(state, seat))
    kind = type(action)
    do = _RUN.get(kind) if trusted else None
    if do is None:
        do = _DO.get(kind)
        if do is None:
            raise IllegalAction(f"not an action: {action!r}")
    state.flow_found = None
    events: list[Event] | None = [] if report else None
    do(state, action, events)
    advance(state, events)
    return events or []


def _not_your_turn(state: GameState, seat: int) -> str:
    waiting = to_act(state)
    if not waiting:
        return "nobody may act now"
    return f"seat {seat} may not act now (waiting for seat {', '.join(map(str, waiting))})"
