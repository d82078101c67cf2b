"""Words any game's screens join their names with: lists ("a, b, c") and names
("Ana, Bruno and Chiara"), in the language's own way (context "Log", as the game
log says them)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ..i18n.templates import fill


def list_text(items: Iterable[object]) -> str:
    """Items joined with the language's list separator (", " in English, "、" in Japanese)."""
    sep = QCoreApplication.translate("Log", ", ", "between the items of a list")
    return sep.join(str(i) for i in items)


def name_list(names: Sequence[str]) -> str:
    """``"Ana"``, ``"Ana and Bruno"``, ``"Ana, Bruno and Chiara"``."""
    if not names:
        return ""
    out = names[-1]
    if len(names) >= 2:
        out = fill(QCoreApplication.translate("Log", "%1 and %2"), names[-2], out)
    for name in reversed(names[:-2]):
        out = fill(QCoreApplication.translate("Log", "%1, %2"), name, out)
    return out
