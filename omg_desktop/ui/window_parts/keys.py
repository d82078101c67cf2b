"""The window's keys: Enter presses the focused button or confirms the current step
(in a lesson, the coach's step first), and behind a cover no key and no Tab reaches
the table.

:class:`Keys` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton


class Keys:
    """What keys do in the window."""

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter that no widget took presses the focused button, or else (focus on the
        log, a list, or nowhere) confirms the current step; behind a cover no key does
        anything."""
        if self.covered:
            event.accept()
            return
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not mods:
            if self.focusWidget() is self.network.chat:
                event.accept()  # Enter sent the chat line: it confirms no move
                return
            if not event.isAutoRepeat():
                focused = self.focusWidget()
                if (
                    isinstance(focused, QAbstractButton)
                    and focused.isEnabled()
                    and focused.isVisible()
                ):
                    focused.click()  # Enter on a button presses that button
                else:
                    self._confirm_step()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        if self.covered:
            return True  # Tab stays on the cover: the table behind it gets no focus
        return super().focusNextPrevChild(next)

    def _confirm_step(self) -> None:
        """Enter: the current decision's default (a table button or the page's); in a
        lesson, first the coach's (Next on a step to read)."""
        if self.covered or (self.coach is not None and self.coach.confirm()):
            return
        ring = self.scene.focus.current() if self.scene.focus.shown else None
        looked_at = ring.placement if ring is not None and self.table.hasFocus() else None
        self.panel.confirm_default(looked_at)
