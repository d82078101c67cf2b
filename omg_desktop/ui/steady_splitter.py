"""A splitter that keeps the sizes it was given while what it holds changes.

QSplitter shares out its room by its children's minimum sizes again at every layout
request, and the side's minimum changes with what the panel shows (a page's buttons,
the coach's box): the side widened and narrowed by 40-80 pixels as the game went on,
and after the coach's Back (a newcomer's playtest: the panel moved under the pointer).
This one puts back the sizes it had — the window's share at the last resize, or where
the player dragged the handle; a child that needs more room gets it and keeps it (it
grows when it must, and does not shrink back a moment later).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QSplitter, QWidget


class SteadySplitter(QSplitter):
    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self.kept: list[int] | None = None  # the sizes to keep (None: not yet shown)
        self.splitterMoved.connect(self._moved)

    def _moved(self, _pos: int, _index: int) -> None:
        self.kept = self.sizes()  # the player's choice

    def _length(self, size) -> int:
        return size.width() if self.orientation() == Qt.Orientation.Horizontal else size.height()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.kept is not None and self._length(event.oldSize()) == self._length(event.size()):
            self._restore()  # only the other way (a status line's height): same shares
        else:
            self.kept = self.sizes()  # a new width of the window: its new share

    def _minimum(self, index: int) -> int:
        w = self.widget(index)
        return max(self._length(w.minimumSizeHint()), self._length(w.minimumSize()))

    def _restore(self) -> None:
        now = self.sizes()
        if self.kept is None or now == self.kept or sum(now) != sum(self.kept):
            return
        for i, (n, k) in enumerate(zip(now, self.kept, strict=True)):
            if n > k and n <= self._minimum(i) + 1:
                self.kept = now  # a child grew to what it needs: it keeps that room
                return
        self.setSizes(self.kept)

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._restore()
        return done
