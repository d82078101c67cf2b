"""One way to ask a yes-or-no question: a non-modal message box, named buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

Icon = QMessageBox.Icon
_YES, _NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def question(
    parent: QWidget | None,
    title: str,
    text: str,
    yes: str,
    no: str,
    *,
    default_yes: bool = True,
    icon: QMessageBox.Icon = Icon.Question,
    name: str = "",
) -> QMessageBox:
    """A Yes/No box with the buttons called ``yes`` and ``no``, not shown yet (call
    ``open()``, never ``exec()``): Yes is ``accepted``, No ``rejected``."""
    box = QMessageBox(icon, title, text, _YES | _NO, parent)
    if name:
        box.setObjectName(name)
    box.button(_YES).setText(yes)
    box.button(_NO).setText(no)
    box.setDefaultButton(_YES if default_yes else _NO)
    return box
