"""A lesson played through a game's record: the position before and after every step.

:func:`walk` sets each part's position up (the game's :attr:`.rules.LessonRules.start`)
and plays its steps in order: the learner's and the scripted opponent's actions go
through the record's ``apply``, which alone decides what is legal. Every step is also
checked against what it claims (the game's ``check``), and what it points at must be
on the learner's side of the table (the game's ``visible``). The window's coach and
``omg-desktop tutorial --check`` both read the result; a problem names the file, line,
step and field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..data_loading.problems import Problem
from ..games.base import Game
from ..record import state_hash
from ..seating.seat import Seat
from ..seating.turns import next_to_ask
from .lesson import DO, LEARNER, OPPONENT, SCRIPTED, Lesson, Part, Step
from .rules import LessonRules

#: A lesson's table: the learner a person, the scripted opponent a computer (the
#: window asks them in the turn flow's order, :func:`~omg_desktop.seating.turns.next_to_ask`).
LESSON_SEATS = (Seat.human("learner"), Seat.computer("opponent", "scripted"))
#: What a game's lesson hook may raise about a position it cannot read (the step's
#: problem then says so; it never ends the walk in a traceback).
HOOK_ERRORS = (TypeError, ValueError, AttributeError, KeyError, IndexError)


@dataclass
class Stop:
    """One step with the position the table shows before it and the one after it."""

    part: Part
    step: Step
    before: Any
    after: Any
    action: Any = None  # DO and OPPONENT: the decoded action
    events: list[Any] = field(default_factory=list)


@dataclass
class Walk:
    """A whole lesson walked: every stop in order, and what was wrong."""

    lesson: Lesson
    stops: list[Stop]
    problems: list[Problem]
    #: The scripted opponent's moves: the hash of its view before a move -> the move.
    opponent_moves: dict[str, Any] = field(default_factory=dict)
    #: The position each part starts from (its position set up, to the first decision).
    starts: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems

    def part_stops(self, part_id: str) -> list[Stop]:
        return [s for s in self.stops if s.part.id == part_id]


def view_hash(game: Game, state: Any, seat: int) -> str:
    """The fingerprint of what ``seat`` sees (the scripted opponent looks its move up)."""
    return state_hash(game, game.player_view(state, seat))


def walk(game: Game, rules: LessonRules, cat: Any, lesson: Lesson) -> Walk:
    """Play every part of ``lesson`` from its position; stop a part at its first step
    that cannot be played (the problems say why)."""
    out = Walk(lesson, [], [])
    for part in lesson.parts:
        _walk_part(game, rules, cat, lesson, part, out)
    steps = lesson.steps()
    if steps and not out.problems and not steps[-1][1].check:
        last = steps[-1][1]
        out.problems.append(
            problem(lesson, last, "check", "the last step must say where the lesson ends")
        )
    return out


def problem(
    lesson: Lesson, step: Step | None, name: str, message: str, line: int | None = None
) -> Problem:
    """A problem of ``lesson`` at ``step``'s field ``name`` (its line unless given)."""
    label = f"lesson {lesson.id}" + (f", step {step.id}" if step is not None else "")
    where = line if line is not None else (step.line_of(name) if step is not None else lesson.line)
    return Problem(lesson.file, where, label, name, message)


def _walk_part(
    game: Game, rules: LessonRules, cat: Any, lesson: Lesson, part: Part, out: Walk
) -> None:
    try:
        state = rules.start(cat, dict(part.position))
    except (KeyError, TypeError, ValueError) as exc:
        label = f"lesson {lesson.id}, part {part.id}"
        out.problems.append(Problem(lesson.file, part.line, label, "position", str(exc)))
        return
    out.starts[part.id] = state
    asked: tuple[int, Any] | None = None  # the seat that acted last, its decision's key
    for step in part.steps:
        before = state
        for target in step.highlight:
            why = guarded(rules.visible, before, target)
            if why is not None:
                out.problems.append(problem(lesson, step, "highlight", why))
        action = None
        events: list[Any] = []
        if step.kind in (DO, OPPONENT):
            try:
                action = game.decode(step.action or "")
            except ValueError as exc:
                out.problems.append(problem(lesson, step, step.kind, str(exc)))
                return
            why = turn_problem(game, state, step, action, asked)
            if why is not None:
                out.problems.append(problem(lesson, step, step.kind, why))
                return
            why = guarded(rules.proposed, state, action) if step.kind == DO else None
            if why is not None:
                out.problems.append(problem(lesson, step, step.kind, why))
            if step.kind == OPPONENT:
                key = view_hash(game, state, SCRIPTED)
                known = out.opponent_moves.get(key)
                if known is not None and known != action:
                    message = "the opponent sees the same position as at an earlier move"
                    out.problems.append(problem(lesson, step, step.kind, message))
                out.opponent_moves[key] = action
            key = game.decision_key(state)
            try:
                state, events = game.apply(state, action)
            except ValueError as exc:  # the box's IllegalAction among them
                out.problems.append(problem(lesson, step, step.kind, f"refused: {exc}"))
                return
            asked = (LEARNER if step.kind == DO else SCRIPTED, key)
        for name, want in step.check:
            why = check_problem(rules, state, name, want)
            if why is not None:
                out.problems.append(problem(lesson, step, "check", f"{name}: {why}"))
        out.stops.append(Stop(part, step, before, state, action, list(events)))


def turn_problem(
    game: Game, state: Any, step: Step, action: Any, asked: tuple[int, Any] | None = None
) -> str | None:
    """Why ``action`` is not the next move in the window (None: it is): the learner's
    step is the learner's seat, the opponent's the other; the game waits for that seat;
    and the window's turn flow asks that seat now (``asked``: the seat that acted last
    and the key of the decision it acted in)."""
    seat = LEARNER if step.kind == DO else SCRIPTED
    who = "the learner" if step.kind == DO else "the opponent"
    actor = game.actor(state, action)
    if actor != seat:
        return f"{who} plays seat {seat}, not seat {actor}"
    if game.is_over(state):
        return "the game is over"
    acting = list(game.to_act(state))
    if seat not in acting:
        waiting = ", ".join(str(s) for s in acting) or "nobody"
        return f"the game waits for seat {waiting} here, not for {who}"
    last, key = asked if asked is not None else (None, None)
    same = last is not None and key == game.decision_key(state)
    first = game.first_seat(state)
    now = next_to_ask(acting, LESSON_SEATS, first, actor=last, same_decision=same)
    if now != seat:
        other = "the learner" if now == LEARNER else "the opponent"
        return f"{other} is asked first here (the window asks people before computers)"
    return None


def check_problem(rules: LessonRules, state: Any, name: str, want: Any) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    if name not in rules.checks:
        return "not a claim a step can make"
    return guarded(rules.check, state, name, want)


def guarded(hook: Callable[..., str | None], *args: Any) -> str | None:
    """What a game's lesson hook answers, or why it cannot answer (a step naming
    something the position does not hold, say): never an exception."""
    try:
        return hook(*args)
    except HOOK_ERRORS as exc:
        return f"cannot be checked: {exc}"
