"""Pass-and-play covers: when the computer is passed to the next person, a cover hides
the table (once it has shown the public moves) and only the cover answers until that
person takes over; then the table is shown for them at once.

:class:`Covers` is a part of ``ui.main_window.MainWindow`` (mixed into it); the window's
refresh reads :attr:`covered` and the seat the cover is for.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


class Covers:
    """The cover over the window's table (``cover``, made by the window)."""

    def _table_idle(self) -> None:
        """The table has shown every move: a decision or a cover held back comes now."""
        if self._cover_waiting is not None:
            seat, self._cover_waiting = self._cover_waiting, None
            self._cover_needed(seat)
        elif self._watching:
            self.refresh()

    def _cover_needed(self, seat: int) -> None:
        """The computer is passed to ``seat``'s person: once the table has shown what
        everyone may see (the moves before it are public: no one's hand is on the
        table now), the cover hides it."""
        if self.scene.player.busy():
            self._cover_waiting = seat
            return
        name = self.controller.seats[seat].name if self.controller else ""
        self._cover_seat = seat
        self._lock_for_cover(True)
        self.cover.setGeometry(self.centralWidget().rect())
        self.cover.show_for(name)
        self.cover.raise_()
        self.cover.setFocus()
        self.refresh()

    def _cover_ready(self) -> None:
        self.cover.hide()
        self._lock_for_cover(False)
        if self.cover.hasFocus() or self.focusWidget() in (None, self.cover):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)  # keys go on to the table
        self._at_once = True
        try:
            if self.controller is not None:
                self.controller.cover_done()
            self.refresh()
        finally:
            self._at_once = False

    def _lock_for_cover(self, locked: bool) -> None:
        """While a cover is up only the cover answers: no menu, no shortcut, no other window.

        Every window action is disabled (so its shortcut does nothing), the menu bar
        with it, and the dialogs and windows this window opened are closed, since
        they were opened by the person who just passed the computer on.
        """
        self.menuBar().setEnabled(not locked)
        for act in self.actions():
            act.setEnabled(not locked)
        if locked:
            for child in self.findChildren(QWidget):
                if child.isWindow() and child.isVisible():
                    child.close()
        # undo and reset are enabled again by refresh(), from the controller's answer

    @property
    def covered(self) -> bool:
        """Whether a pass-and-play cover hides the table now (none before it is made)."""
        cover = self.made("cover")
        return cover is not None and cover.isVisible()

    # ---- view menu, dialogs -------------------------------------------------------------

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.covered:
            self.cover.setGeometry(self.centralWidget().rect())
