"""Whether the learner's action is the one a step expects: the frame's
:mod:`omg_desktop.tutorial.matching` with this game's hooks (the cards a production
uses and the goods a payment lists are in no order)."""

from __future__ import annotations

from ....tutorial import matching as frame
from ..rules import Action, GameState
from .rules import RULES, normalised
from .walk import record


def same_action(state: GameState, got: Action, expected: Action) -> bool:
    """Whether ``got`` does what ``expected`` does in ``state``."""
    return frame.same_action(record(), RULES, state, got, expected)


__all__ = ["normalised", "same_action"]
