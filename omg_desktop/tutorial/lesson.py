"""A lesson as plain data: its parts, their positions and their steps (any game).

Nothing here reads a file or knows a game: a game's loader builds these from its
data, and its :class:`~.rules.LessonRules` says what a position, a claim and a target
mean. Texts are English; their translations are keyed by :func:`text_key`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

#: The kinds of step: something to read (Next goes on), the learner's action, the
#: scripted opponent's action.
READ, DO, OPPONENT = "read", "do", "opponent"
STEP_KINDS = (READ, DO, OPPONENT)

#: The learner's seat and the scripted opponent's, in every lesson.
LEARNER, SCRIPTED = 0, 1

#: Where the window offers a lesson by itself (besides Help ▸ Learn to play).
OFFER_FIRST_START, OFFER_CAMPAIGN = "first_start", "campaign"
OFFERS = (OFFER_FIRST_START, OFFER_CAMPAIGN)

#: The placeholder every game's texts may use: the scripted opponent's name.
OPPONENT_NAME = re.compile(r"\{opponent\}")


@dataclass(frozen=True)
class Target:
    """One thing a step points at: an area (``hand``) or an item (``card``, 28)."""

    kind: str  # one of the game's areas, or one of its item kinds
    ref: int | str | None = None

    def __str__(self) -> str:
        return self.kind if self.ref is None else f"{self.kind} {self.ref}"


@dataclass(frozen=True)
class Step:
    """One step: what the coach says, where it points, and the action it waits for."""

    id: str
    kind: str
    say: str  # English; "" for an opponent's move without words
    action: str | None = None  # DO and OPPONENT: the action's text encoding
    wrong: str = ""  # what the coach says when the learner does something else
    highlight: tuple[Target, ...] = ()
    check: tuple[tuple[str, Any], ...] = ()  # claims on the position after the step
    line: int = 0
    lines: dict[str, int] = field(default_factory=dict, compare=False)  # field -> line

    def line_of(self, name: str) -> int:
        return self.lines.get(name, self.line)


@dataclass(frozen=True)
class Part:
    """A stretch of play from one position (a chapter of the lesson)."""

    id: str
    title: str
    position: dict[str, Any]  # the game's own description of a position
    steps: tuple[Step, ...]
    line: int = 0


@dataclass(frozen=True)
class Lesson:
    """A guided game: its parts in order, the opponent's name, where it is offered."""

    id: str
    title: str
    summary: str
    minutes: int
    opponent: str
    parts: tuple[Part, ...]
    learner: str = ""  # the learner's name on the table when the window knows none
    order: int = 0
    offer: str | None = None
    file: str = ""
    line: int = 0

    def steps(self) -> list[tuple[Part, Step]]:
        """Every step of the lesson with its part, in order."""
        return [(part, step) for part in self.parts for step in part.steps]

    def index_of(self, step_id: str) -> int | None:
        """The position of ``step_id`` in :meth:`steps` (None: no such step)."""
        for i, (_part, step) in enumerate(self.steps()):
            if step.id == step_id:
                return i
        return None


def text_key(lesson: str, *parts: str) -> str:
    """The translation key of a lesson text: ``lesson.base.keep.say``."""
    return ".".join(("lesson", lesson, *parts))


def lesson_texts(lesson: Lesson) -> dict[str, str]:
    """Every text of ``lesson``, by translation key, in English."""
    out = {
        text_key(lesson.id, "title"): lesson.title,
        text_key(lesson.id, "summary"): lesson.summary,
    }
    for part in lesson.parts:
        out[text_key(lesson.id, part.id, "title")] = part.title
        for step in part.steps:
            if step.say:
                out[text_key(lesson.id, step.id, "say")] = step.say
            if step.wrong:
                out[text_key(lesson.id, step.id, "wrong")] = step.wrong
    return out


def placeholders(text: str, pattern: re.Pattern[str] = OPPONENT_NAME) -> list[str]:
    """The placeholders of ``text`` (``pattern``: the game's), sorted (a translation must
    keep the same)."""
    return sorted(m.group(0) for m in pattern.finditer(text))
