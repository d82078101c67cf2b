"""The table view: scales the scene to the window (fit), with an extra zoom factor."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget


class TableView(QGraphicsView):
    """Always shows the whole table, times ``zoom`` (1.0 = fit)."""

    painted = Signal()  # after the viewport has been painted

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        # A viewport made here (the default one is made by Qt) already has its Python
        # object: handing it to every item's paint() then needs no type look-up, which
        # the first time makes PySide build ~70 widget classes (~13 ms before the
        # first frame). It is set up exactly as the default one (setupViewport).
        self.setViewport(QWidget())
        self.zoom = 1.0
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
        self.refit()

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.paint_times is None:
            super().paintEvent(event)
        else:  # benchmarks measure frame times
            start = time.perf_counter()
            super().paintEvent(event)
            self.paint_times.append(time.perf_counter() - start)
        self.painted.emit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.refit()
