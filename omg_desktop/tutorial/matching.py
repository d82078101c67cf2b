"""Whether the learner's action is the one a step expects.

Two actions are the same when their normalised encodings agree (the game's
:attr:`.rules.LessonRules.normalised` sets aside what order does not matter), or when
the game makes the very same position of both. The coach then plays the expected one,
so the game stays on the lesson's script.
"""

from __future__ import annotations

from typing import Any

from ..games.base import Game
from ..record import state_hash
from .rules import LessonRules


def normalised(game: Game, rules: LessonRules, action: Any) -> str:
    """``action``'s encoding, normalised as the game says."""
    return rules.normalised(action) if rules.normalised is not None else game.encode(action)


def same_action(game: Game, rules: LessonRules, state: Any, got: Any, expected: Any) -> bool:
    """Whether ``got`` does what ``expected`` does in ``state``."""
    if normalised(game, rules, got) == normalised(game, rules, expected):
        return True
    if type(got) is not type(expected):
        return False
    if game.actor(state, got) != game.actor(state, expected):
        return False
    try:
        mine, _ = game.apply(state, got)
        theirs, _ = game.apply(state, expected)
    except ValueError:  # the box's IllegalAction among them
        return False
    return state_hash(game, mine) == state_hash(game, theirs)
