"""Refusing an action: the error every rule raises, with the reason in words."""

from __future__ import annotations

from ...base import IllegalAction as Refused


class IllegalAction(Refused):
    """An action the rules do not allow now; the message says why (the box's
    :class:`~omg_desktop.games.base.IllegalAction`, which the window catches)."""


def require(ok: bool, why: str) -> None:
    """Refuse the action with ``why`` unless ``ok``."""
    if not ok:
        raise IllegalAction(why)


def phase_is(phase: str, wanted: str, what: str) -> None:
    """Refuse ``what`` unless the game is in ``wanted`` phase."""
    require(phase == wanted, f"{what} is not possible in phase {phase!r}")
