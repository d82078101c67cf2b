"""Whether the learner's action is the one a step expects.

Two actions are the same when their text encodings agree once the order of listed
cards and goods is set aside (the cards a production uses, in any order), or when the
engine makes the very same position of both. The coach then plays the expected one,
so the game stays on the lesson's script.
"""

from __future__ import annotations

from ..rules import Action, GameState, IllegalAction, apply, encode
from ..rules.record import state_hash

#: Encoded fields that list cards or buildings, whose order does not matter.
LISTS = ("c", "g")


def normalised(action: Action) -> str:
    """``action``'s encoding with its lists of cards and goods sorted."""
    parts = encode(action).split()
    out = parts[:2]
    for part in parts[2:]:
        key, _, value = part.partition("=")
        if key in LISTS and value != "-":
            value = ",".join(sorted(value.split(","), key=int))
        out.append(f"{key}={value}")
    return " ".join(out)


def same_action(state: GameState, got: Action, expected: Action) -> bool:
    """Whether ``got`` does what ``expected`` does in ``state``."""
    if normalised(got) == normalised(expected):
        return True
    if type(got) is not type(expected) or got.seat != expected.seat:
        return False
    try:
        mine, _ = apply(state, got)
        theirs, _ = apply(state, expected)
    except IllegalAction:
        return False
    return state_hash(mine) == state_hash(theirs)
