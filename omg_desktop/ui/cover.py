"""The pass-and-play cover: an opaque overlay that hides the table between players."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from omg_desktop.i18n.templates import fill


class CoverWidget(QWidget):
    """Covers its parent completely until the named player clicks or presses Space/Enter.

    ``show_for(name)`` shows it; on click, Space or Enter it hides itself and
    emits ``ready()``. Keys pressed while it is up do not reach the table.
    """

    ready = Signal()

    BACKGROUND = QColor("#22303a")
    INK = QColor("#f4efe6")
    SOFT_INK = QColor("#c9d3da")
    READY_KEYS = (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = ""
        self._detail = ""
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WA_NoMousePropagation)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setCursor(Qt.PointingHandCursor)
        self.hide()

    @property
    def name(self) -> str:
        return self._name

    def headline(self) -> str:
        return fill(self.tr("Pass the computer to %1"), self._name)

    def prompt(self) -> str:
        return fill(self.tr("%1 — click or press Space when ready"), self._name)

    def show_for(self, name: str, detail: str = "") -> None:
        """Cover the parent for ``name``; ``detail`` is an optional extra line."""
        self._name = name
        self._detail = detail
        parent = self.parentWidget()
        if parent is not None:
            # follow the parent's size while up (not before: a Python event filter on
            # the window's centre would see its every event from the start)
            parent.installEventFilter(self)
        self.setAccessibleName(self.headline())
        self.setAccessibleDescription(self.prompt())
        self._cover_parent()
        self.raise_()
        self.show()
        self.setFocus(Qt.OtherFocusReason)
        self.update()

    def _cover_parent(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def _ready(self) -> None:
        self.hide()
        parent = self.parentWidget()
        if parent is not None:
            parent.removeEventFilter(self)
        self.ready.emit()

    # -- events --------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Resize:
            self._cover_parent()
        return super().eventFilter(watched, event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self._ready()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in self.READY_KEYS and not event.isAutoRepeat():
            self._ready()
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's name
        return False  # Tab must not reach the hidden table

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(self.rect(), self.BACKGROUND)
        rect = QRectF(self.rect()).adjusted(24, 0, -24, 0)
        mid = rect.center().y()

        big = QFont(self.font())
        big.setPointSizeF(max(14.0, min(32.0, self.width() / 32)))
        big.setBold(True)
        painter.setFont(big)
        painter.setPen(self.INK)
        flags = Qt.AlignHCenter | Qt.TextWordWrap
        painter.drawText(
            QRectF(
                rect.left(), mid - 3 * big.pointSizeF() - 20, rect.width(), 3 * big.pointSizeF()
            ),
            flags | Qt.AlignBottom,
            self.headline(),
        )
        small = QFont(self.font())
        small.setPointSizeF(max(11.0, big.pointSizeF() * 0.55))
        painter.setFont(small)
        painter.setPen(self.SOFT_INK)
        lines = [self.prompt()] + ([self._detail] if self._detail else [])
        painter.drawText(
            QRectF(rect.left(), mid, rect.width(), rect.height() / 2),
            flags | Qt.AlignTop,
            "\n".join(lines),
        )
