"""A lesson played through the engine: the position before and after every step.

:func:`walk` sets each part's position up (the scenario format) and plays its steps
in order: the learner's and the scripted opponent's actions go through
:func:`omg_desktop.games.ohmygoods.rules.apply`, which alone decides what is legal. Every step is
also
checked against what it claims (``check``), and what it points at must be on the
learner's side of the table (never a card the learner cannot see). The coach in the
window and ``omg-desktop tutorial --check`` both read the result; a problem names the
file, line, step and field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ....data_loading.problems import Problem
from ..rules import (
    ActionFormatError,
    Catalog,
    Event,
    GameState,
    IllegalAction,
    apply,
    decode,
    player_view,
    scores,
    to_act,
    winners,
)
from ..rules import queries as q
from ..rules.actions import Action, Build, Hire, Produce
from ..rules.record import state_hash
from ..rules.scenario import ScenarioError, from_data
from ..rules.state import SUNRISE
from .lesson import DO, LEARNER, OPPONENT, READ, SCRIPTED, Lesson, Part, Step, Target


@dataclass
class Stop:
    """One step with the position the table shows before it and the one after it."""

    part: Part
    step: Step
    before: GameState
    after: GameState
    action: Action | None = None  # DO and OPPONENT: the decoded action
    events: list[Event] = field(default_factory=list)


@dataclass
class Walk:
    """A whole lesson walked: every stop in order, and what was wrong."""

    lesson: Lesson
    stops: list[Stop]
    problems: list[Problem]
    #: The scripted opponent's moves: the hash of its view before a move -> the move.
    opponent_moves: dict[str, Action] = field(default_factory=dict)
    #: The position each part starts from (its scenario set up, to the first decision).
    starts: dict[str, GameState] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems

    def part_stops(self, part_id: str) -> list[Stop]:
        return [s for s in self.stops if s.part.id == part_id]


def view_hash(state: GameState, seat: int) -> str:
    """The fingerprint of what ``seat`` sees (the scripted opponent looks its move up)."""
    return state_hash(player_view(state, seat))


def walk(cat: Catalog, lesson: Lesson) -> Walk:
    """Play every part of ``lesson`` from its position; stop a part at its first step
    that cannot be played (the problems say why)."""
    out = Walk(lesson, [], [])
    for part in lesson.parts:
        _walk_part(cat, lesson, part, out)
    steps = lesson.steps()
    if steps and not out.problems and not steps[-1][1].check:
        last = steps[-1][1]
        out.problems.append(
            _problem(lesson, last, "check", "the last step must say where the lesson ends")
        )
    return out


def _problem(lesson: Lesson, step: Step | None, name: str, message: str, line=None) -> Problem:
    label = f"lesson {lesson.id}" + (f", step {step.id}" if step is not None else "")
    where = line if line is not None else (step.line_of(name) if step is not None else lesson.line)
    return Problem(lesson.file, where, label, name, message)


def _walk_part(cat: Catalog, lesson: Lesson, part: Part, out: Walk) -> None:
    try:
        state, _events = from_data(dict(part.position), cat)
    except (ScenarioError, KeyError, TypeError, ValueError) as exc:
        label = f"lesson {lesson.id}, part {part.id}"
        out.problems.append(Problem(lesson.file, part.line, label, "position", str(exc)))
        return
    if state.num_players != 2:
        label = f"lesson {lesson.id}, part {part.id}"
        message = f"a lesson is played by 2 players, the position seats {state.num_players}"
        out.problems.append(Problem(lesson.file, part.line, label, "position", message))
        return
    out.starts[part.id] = state
    for step in part.steps:
        before = state
        for target in step.highlight:
            why = visible_problem(before, target)
            if why is not None:
                out.problems.append(_problem(lesson, step, "highlight", why))
        action = None
        events: list[Event] = []
        if step.kind in (DO, OPPONENT):
            try:
                action = decode(step.action or "")
            except ActionFormatError as exc:
                out.problems.append(_problem(lesson, step, step.kind, str(exc)))
                return
            why = _turn_problem(state, step, action)
            if why is not None:
                out.problems.append(_problem(lesson, step, step.kind, why))
                return
            why = proposal_problem(state, action) if step.kind == DO else None
            if why is not None:
                out.problems.append(_problem(lesson, step, step.kind, why))
            if step.kind == OPPONENT:
                key = view_hash(state, SCRIPTED)
                known = out.opponent_moves.get(key)
                if known is not None and known != action:
                    message = "the opponent sees the same position as at an earlier move"
                    out.problems.append(_problem(lesson, step, step.kind, message))
                out.opponent_moves[key] = action
            try:
                state, events = apply(state, action)
            except IllegalAction as exc:
                out.problems.append(_problem(lesson, step, step.kind, f"refused: {exc}"))
                return
        for name, want in step.check:
            why = check_problem(state, name, want)
            if why is not None:
                out.problems.append(_problem(lesson, step, "check", f"{name}: {why}"))
        out.stops.append(Stop(part, step, before, state, action, events))


def _turn_problem(state: GameState, step: Step, action: Action) -> str | None:
    """Why ``action`` is not the next move in the window (None: it is): the learner's
    step is the learner's seat, the opponent's the other; the game waits for that seat;
    and where both may act the window asks the learner first."""
    seat = LEARNER if step.kind == DO else SCRIPTED
    who = "the learner" if step.kind == DO else "the opponent"
    if action.seat != seat:
        return f"{who} plays seat {seat}, not seat {action.seat}"
    if state.over:
        return "the game is over"
    acting = to_act(state)
    if seat not in acting:
        waiting = ", ".join(str(s) for s in acting) or "nobody"
        return f"the game waits for seat {waiting} here, not for {who}"
    if step.kind == OPPONENT and LEARNER in acting:
        return "the learner chooses first here (the window asks people before computers)"
    return None


def proposal_problem(state: GameState, action: Action) -> str | None:
    """Why the learner's expected ``action`` is not what the table proposes (None: it
    is). The table starts a payment with the least overpayment and a production with
    the engine's first supply; a step that wants other goods or cards would need the
    learner to change them, so a lesson expects what is proposed."""
    cat = state.cat
    p = state.players[action.seat]
    if isinstance(action, Build | Hire):
        if isinstance(action, Build):
            cost = q.build_cost(state, action.seat, action.card)
        else:
            side = next((s for a, s in state.open_assistants if a == action.assistant), 0)
            cost = q.hire_cost(state, action.seat, action.assistant, side)
        best = q.best_payment(q.goods_of(p, cat), cat, cost)
        if best is not None and tuple(best) != tuple(action.payment):
            shown = "+".join(f"{g}*{n}" for g, n in best)
            return f"the table proposes pay={shown}; expect that payment"
    elif isinstance(action, Produce) and not action.skip:
        options = q.supply_options(state, action.seat, action.building, 1)
        if options and sorted(options[0]) != sorted(action.cards):
            shown = ",".join(str(c) for c in options[0]) or "-"
            return f"the table proposes c={shown}; expect those cards"
    return None


# ---- what a step points at --------------------------------------------------------------
def visible_problem(state: GameState, target: Target) -> str | None:
    """Why the learner cannot see ``target`` in ``state`` (None: they can)."""
    ref = target.ref
    me = state.players[LEARNER]
    if target.kind == "card":
        seen = set(me.hand) | {c for row in state.market for c in row}
        seen |= {b.card for p in state.players for b in p.buildings}
        seen |= {c for cards in state.display.values() for c in cards}
        plan = me.planned if me.planned is not None else me.pending_plan
        if plan is not None:
            seen.add(plan)
        if state.discard:
            seen.add(state.discard[-1])
        if ref not in seen:
            return f"card {ref} is not where the learner can see it"
    elif target.kind == "goods":
        if not any(p.find(int(ref)) for p in state.players):  # type: ignore[arg-type]
            return f"there is no building {ref} on the table"
    elif target.kind == "assistant":
        hired = {h.assistant for p in state.players for h in p.assistants}
        if ref not in hired and ref not in {a for a, _ in state.open_assistants}:
            return f"assistant {ref} is neither open for hire nor hired"
    elif target.kind == "sunset" and not state.market[1]:
        return "the sunset row is empty"
    elif target.kind in ("sunrise", "market") and not any(state.market):
        return "the market is empty"
    elif target.kind == "event" and state.event is None:
        return "no event card is turned"
    elif target.kind == "display" and not any(state.display.values()):
        return "the display of new buildings is empty"
    elif target.kind == "hand" and not me.hand:
        return "the learner's hand is empty"
    elif target.kind == "worker" and me.worker is None and state.phase != SUNRISE:
        return "the learner's worker is not on the table now"
    return None


# ---- what a step claims ---------------------------------------------------------------------
def _seat_map(want: Any) -> dict[int, Any]:
    if not isinstance(want, dict):
        raise ValueError("expected a mapping of seat to number")
    return {int(k): v for k, v in want.items()}


def _goods(state: GameState, want: Any) -> str | None:
    wrong = []
    for card, n in _seat_map(want).items():
        b = next((b for p in state.players if (b := p.find(card)) is not None), None)
        if b is None:
            wrong.append(f"building {card} is not on the table")
        elif b.goods != n:
            wrong.append(f"building {card} holds {b.goods} goods, not {n}")
    return "; ".join(wrong) or None


def _by_seat(values: list[Any], want: Any) -> str | None:
    wrong = [
        f"seat {seat} has {values[seat]}, not {n}"
        for seat, n in _seat_map(want).items()
        if not 0 <= seat < len(values) or values[seat] != n
    ]
    return "; ".join(wrong) or None


def _plan(state: GameState) -> int | None:
    me = state.players[LEARNER]
    return me.planned if me.planned is not None else me.pending_plan


def _market(state: GameState) -> dict[str, int]:
    """What the market shows the learner, by resource (their Market Offices included)."""
    return dict(sorted((r, n) for r, n in q.market_counts(state, LEARNER).items() if n))


def _same(got: Any, want: Any) -> str | None:
    return None if got == want else f"it is {got!r}, not {want!r}"


#: Each claim a step may make: name -> (position, claimed value) -> why it is wrong.
CLAIMS: dict[str, Callable[[GameState, Any], str | None]] = {
    "round": lambda s, w: _same(s.round, w),
    "phase": lambda s, w: _same(s.phase, w),
    "step": lambda s, w: _same(s.step, w),
    "turn": lambda s, w: _same(s.turn, w),
    "first": lambda s, w: _same(s.first, w),
    "goods": _goods,
    "hand": lambda s, w: _same(len(s.players[LEARNER].hand), w),
    "hand_has": lambda s, w: _same(sorted(c for c in w if c not in s.players[LEARNER].hand), []),
    "buildings": lambda s, w: _same(len(s.players[LEARNER].buildings), w),
    "planned": lambda s, w: _same(_plan(s), w),
    "market": lambda s, w: _same(_market(s), dict(sorted(w.items()))),
    "assistants": lambda s, w: _same(len(s.players[LEARNER].assistants), w),
    "score": lambda s, w: _by_seat([x.total for x in scores(s)], w),
    "coins": lambda s, w: _by_seat([x.coins for x in scores(s)], w),
    "leftover": lambda s, w: _by_seat([x.leftover for x in scores(s)], w),
    "winners": lambda s, w: _same(winners(s), list(w)),
    "final_round": lambda s, w: _same(s.is_final_round, w),
    "over": lambda s, w: _same(s.over, w),
    "display": lambda s, w: _same(
        {k: len(v) for k, v in sorted(s.display.items()) if v}, dict(sorted(w.items()))
    ),
    "event": lambda s, w: _same(s.event, w),
}


def check_problem(state: GameState, name: str, want: Any) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    claim = CLAIMS.get(name)
    if claim is None:
        return "not a claim a step can make"
    try:
        return claim(state, want)
    except (TypeError, ValueError, AttributeError) as exc:
        return f"cannot be checked: {exc}"


__all__ = ["CLAIMS", "READ", "Stop", "Walk", "check_problem", "view_hash", "walk"]
