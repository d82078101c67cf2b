"""Fixtures of the window tests: the real main window, shut down cleanly after."""

from __future__ import annotations

import pytest
from windows import make_window


@pytest.fixture
def main_window(qtbot, tmp_path):
    """A shown main window over the shipped data (instant animations, saves in tmp_path);
    its game and event queue are stopped after the test."""
    win = make_window(qtbot, tmp_path)
    yield win
    if win.controller is not None:
        win.controller.shutdown()
    win.scene.player.stop()


@pytest.fixture
def window(main_window):
    """The main window (a test file may take :func:`active_window` under this name)."""
    return main_window


@pytest.fixture
def active_window(main_window, qtbot):
    """The main window, active (it has the keyboard focus, as a person's window has)."""
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    return main_window
