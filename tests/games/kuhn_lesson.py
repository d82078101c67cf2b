"""A tiny lesson for the toy game (tests only): what a game writes to teach — its
lesson hooks and its lesson's content; the frame's mechanics do the rest."""

from __future__ import annotations

import re
from typing import Any

from omg_desktop.tutorial.lesson import LEARNER, Lesson, Part, Step, Target
from omg_desktop.tutorial.rules import LessonRules

from . import kuhn

NAMES = ("Jack", "Queen", "King")


def start(_cat: Any, position: dict[str, Any]) -> kuhn.State:
    """A deal: ``{"cards": [learner's, opponent's]}``, two different cards of 0..2."""
    cards = list(position["cards"])
    if sorted(cards) != sorted(set(cards)) or len(cards) != 2 or not set(cards) <= {0, 1, 2}:
        raise ValueError(f"a deal is two different cards of 0, 1, 2, not {cards}")
    return kuhn.State(cards=cards)


def visible(state: kuhn.State, target: Target) -> str | None:
    if target.kind == "card" and target.ref != state.cards[LEARNER]:
        return f"card {target.ref} is not the learner's"
    return None


CLAIMS = {"over": lambda s: kuhn.is_over(s), "chips": lambda s: s.chips}
SHAPES = {"over": bool, "chips": list}


def check_value(name: str, value: Any) -> str | None:
    """A lesson file's claim has the claim's shape (a yes/no, a list of chips)."""
    shape = SHAPES[name]
    return None if isinstance(value, shape) else f"expected a {shape.__name__}"


def check(state: kuhn.State, name: str, want: Any) -> str | None:
    got = CLAIMS[name](state)
    return None if got == want else f"it is {got!r}, not {want!r}"


RULES = LessonRules(
    start=start,
    checks=tuple(CLAIMS),
    check=check,
    areas=("pot",),
    item_kinds=("card",),
    visible=visible,
    placeholder=re.compile(r"\{(card):([0-2])\}|\{opponent\}"),
    name_of=lambda _cat, _kind, ref: NAMES[int(ref)],
    check_value=check_value,
    placeholder_examples="{card:2} or {opponent}",
)

#: The same lesson as a game writes it in its data folder (the frame reads it).
YAML = """\
lesson:
  id: poker
  title: Poker
  summary: Bet with the King.
  minutes: 1
  learner: Ana
  opponent: Bruno
  parts:
    - id: deal
      title: A hand of poker
      position: {cards: [2, 0]}
      steps:
        - id: hold
          read: "You hold the {card:2}: no card beats it."
          highlight: [card 2]
        - id: bet
          do: b
          say: Bet one chip.
          wrong: Bet, with the best card.
        - id: fold
          opponent: f
          say: "{opponent} folds."
        - id: won
          read: The pot is yours.
          highlight: [pot]
          check: {over: true, chips: [1, -1]}
"""


def steps(do: str = "b", opponent: str = "f", card: int = 2, chips=(1, -1)) -> tuple[Step, ...]:
    """A read, the learner's move, the opponent's, and the last words (what the lesson
    ends with), with changes."""
    say = "You hold the {card:2}: no card beats it."
    ends = (("over", True), ("chips", list(chips)))
    return (
        Step("hold", "read", say, highlight=(Target("card", card),), line=4),
        Step("bet", "do", "Bet one chip.", do, "Bet, with the best card.", line=6),
        Step("fold", "opponent", "{opponent} folds.", opponent, line=8),
        Step("won", "read", "The pot is yours.", highlight=(Target("pot"),), check=ends, line=10),
    )


def lesson(**changes: Any) -> Lesson:
    """The toy's lesson: the learner holds the King, bets, and the opponent folds."""
    part = Part("deal", "A hand of poker", {"cards": [2, 0]}, steps(**changes), line=2)
    return Lesson(
        "poker", "Poker", "Bet with the King.", 1, "Bruno", (part,), "Ana", file="kuhn.yaml"
    )
