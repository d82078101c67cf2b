"""Every window and dialog fits the screen's free area, its frame included, and lies
inside it (a 1366x768 laptop cut the status bar and the replay's buttons off)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from windows import on_screen

from omg_desktop.ui.window_size import fitted

PROBE = Path(__file__).with_name("window_fit_probe.py")
TITLE = QMargins(4, 30, 4, 4)


def outer(inside: QRect, frame: QMargins) -> QRect:
    return inside.marginsAdded(frame)


@pytest.mark.parametrize("area", [QRect(0, 0, 1366, 738), QRect(0, 30, 1024, 670)])
def test_a_large_window_is_bounded_with_its_frame(area):
    r = fitted(area, QSize(1400, 900), TITLE)
    assert area.contains(outer(r, TITLE))
    assert outer(r, TITLE).size() == area.size()  # all of it, no more


def test_a_window_off_the_area_comes_back_just_enough():
    area = QRect(0, 0, 1366, 738)
    r = fitted(area, QSize(600, 400), TITLE, QPoint(1000, 500))
    assert area.contains(outer(r, TITLE))
    assert outer(r, TITLE).bottomRight() == area.bottomRight()
    r = fitted(area, QSize(600, 400), TITLE, QPoint(-50, 20))
    assert outer(r, TITLE).topLeft() == QPoint(0, 20)
    r = fitted(area, QSize(600, 400), TITLE, QPoint(100, 80))  # fits: stays
    assert outer(r, TITLE).topLeft() == QPoint(100, 80)


def test_a_small_window_is_centred_and_keeps_its_size():
    area = QRect(0, 0, 1024, 700)
    r = fitted(area, QSize(520, 380), TITLE)
    assert r.size() == QSize(520, 380)
    box = outer(r, TITLE)
    assert abs(box.center().x() - area.center().x()) <= 1
    assert abs(box.center().y() - area.center().y()) <= 1


@pytest.mark.timeout(300)
@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_window_fits_the_screen(tmp_path, size):
    """The real windows on an offscreen screen of ``size`` (its windows have frames)."""
    result = on_screen(tmp_path, size, PROBE)
    area = QRect(*result["available"])
    assert area.size() == QSize(*size)
    off = {name: r for name, r in result["frames"].items() if not area.contains(QRect(*r))}
    assert not off, off
    assert {"main", "replay", "story", "rules", "scores", "statistics", "lessons"} <= set(
        result["frames"]
    )
