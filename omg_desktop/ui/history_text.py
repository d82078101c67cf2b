"""What the window says about the history file (a :class:`~omg_desktop.history.Notice`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from omg_desktop.i18n.templates import fill

from ..history import Notice
from ..history.store import (
    CANNOT_OPEN,
    DAMAGED,
    FAILED,
    LOCKED,
    NEWER,
    NOT_SQLITE,
    SET_ASIDE,
    WRONG_SCHEMA,
)

#: Why the file could not be used, as the middle of a sentence.
REASONS: dict[str, str] = {
    NOT_SQLITE: QT_TRANSLATE_NOOP("History", "it is not a database"),
    WRONG_SCHEMA: QT_TRANSLATE_NOOP("History", "its tables are not the ones this game writes"),
    DAMAGED: QT_TRANSLATE_NOOP("History", "it is damaged"),
    LOCKED: QT_TRANSLATE_NOOP("History", "another program keeps it locked"),
    CANNOT_OPEN: QT_TRANSLATE_NOOP("History", "its folder cannot be written"),
    NEWER: QT_TRANSLATE_NOOP("History", "a newer version of the game wrote it"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("History", text)


def reason_text(reason: str) -> str:
    return _t(REASONS.get(reason, REASONS[DAMAGED]))  # i18n: marked with QT_TRANSLATE_NOOP


def notice_text(notice: Notice) -> str:
    """One or two whole sentences for the player."""
    why = reason_text(notice.reason)
    if notice.kind == SET_ASIDE:
        where = notice.moved_to.name if notice.moved_to is not None else ""
        return fill(
            _t(
                "The game history could not be read (%1). It was set aside as %2, and a new "
                "history was started: finished games are recorded in it from now on."
            ),
            why,
            where,
        )
    if notice.kind == FAILED:
        return fill(_t("The finished game was not recorded in the history: %1"), notice.detail)
    return fill(
        _t(
            "The game history cannot be used (%1), so finished games are not recorded "
            "while the game runs. The file is left as it is."
        ),
        why,
    )
