"""The table view: scales the scene to the window (fit), with an extra zoom factor.

The view that drives the layout (the main window's, :meth:`TableView.drive_layout`)
tells :mod:`.layout` the shape of the table — its viewport in pixels and which
opponent's row is opened — and asks for a new layout when that changes; a click on
an opponent's row opens it large, a second click closes it.

The keyboard: Tab and Shift+Tab move the scene's focus ring (:mod:`.focus`) over the
table's actionable items and then on to the next widget; arrows, Space and Enter are
the scene's (``TableScene.keyPressEvent``). ``keys_allowed`` says whether keys may act
(the window: not while a pass-and-play cover hides the table).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QWidget

from .layout import CARD_W, FACE_W, OPPONENT, Placement, Table, table_in_use, use_table


class TableView(QGraphicsView):
    """Always shows the whole table, times ``zoom`` (1.0 = fit)."""

    painted = Signal()  # after the viewport has been painted
    shape_changed = Signal()  # the table's shape changed (size, opened row): lay out again

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.has_painted = False  # the first frame is up (the scene draws ahead only then)
        # A viewport made here (the default one is made by Qt) already has its Python
        # object: handing it to every item's paint() then needs no type look-up, which
        # the first time makes PySide build ~70 widget classes (~13 ms before the
        # first frame). It is set up exactly as the default one (setupViewport).
        self.setViewport(QWidget())
        self.zoom = 1.0
        self.opened: int | None = None  # the opponent whose row is shown large
        self._drives = False
        self.keys_allowed: Callable[[], bool] = lambda: True
        self.paint_times: list[float] | None = None  # set to a list to record paint durations
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAccessibleName(self.tr("Game table"))
        scene.clicked.connect(self._clicked)

    # ---- the table's shape -------------------------------------------------------------
    def drive_layout(self, relayout: Callable[[], None] | None = None) -> None:
        """Make this view's shape the one :func:`.layout.layout` uses by default;
        ``relayout`` is called whenever it changes."""
        self._drives = True
        if relayout is not None:
            self.shape_changed.connect(relayout)
        self._update_table()

    def table(self) -> Table:
        """The shape of this view's table now."""
        size = self.viewport().size()
        return Table(float(size.width()), float(size.height()), self.opened)

    def set_opened(self, seat: int | None) -> None:
        """Open ``seat``'s row large (None: close it)."""
        if seat != self.opened:
            self.opened = seat
            self._update_table()

    def _clicked(self, p: Placement) -> None:
        if p.zone == OPPONENT and p.seat is not None:
            self.set_opened(None if self.opened == p.seat else p.seat)

    def _update_table(self) -> None:
        table = self.table() if self._drives else table_in_use()
        changed = self._drives and table != table_in_use()
        if changed:
            use_table(table)
        self.setSceneRect(QRectF(*table.rect()))
        self.refit()
        if changed:
            self.shape_changed.emit()

    # ---- the keyboard --------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        """Tab moves the ring over the table's items; past the last one (first, with
        Shift+Tab) the focus goes on to the panel."""
        if not self.keys_allowed():
            return True  # behind a cover no key moves anything
        if self.hasFocus() and self.scene().focus.tab(next):
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        reason = event.reason()
        if not self.keys_allowed():
            return
        if reason == Qt.FocusReason.TabFocusReason:
            self.scene().focus.enter(first=True)
        elif reason == Qt.FocusReason.BacktabFocusReason:
            self.scene().focus.enter(first=False)

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self.scene().focus.show(False)  # one focus indicator: the panel's, now

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if not self.keys_allowed():
            event.accept()  # nothing behind a cover answers a key, nor passes it on
            return
        super().keyPressEvent(event)

    # ---- what a player sees --------------------------------------------------------------
    def scale_factor(self) -> float:
        """Viewport pixels per scene unit."""
        t = self.transform()
        return (t.m11() ** 2 + t.m12() ** 2) ** 0.5

    def screen_px(self, item: QGraphicsItem, face_units: float) -> float:
        """How many pixels high text ``face_units`` high on ``item``'s card face is on
        screen: (font size on the face) x (the item's scale) x (the view's factor)."""
        return face_units * CARD_W / FACE_W * item.scale() * self.scale_factor()

    # ---- fitting ---------------------------------------------------------------------------
    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(0.5, min(3.0, zoom))
        self.refit()

    def refit(self) -> None:
        self.resetTransform()
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_table()

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.paint_times is None:
            super().paintEvent(event)
        else:  # benchmarks measure frame times
            start = time.perf_counter()
            super().paintEvent(event)
            self.paint_times.append(time.perf_counter() - start)
        self.has_painted = True
        self.painted.emit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._update_table()
