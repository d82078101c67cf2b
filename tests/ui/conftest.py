"""Fixtures of the window tests: the real main window, shut down cleanly after."""

from __future__ import annotations

import pytest
from windows import make_window


@pytest.fixture
def window(qtbot, tmp_path):
    """A shown main window over the shipped data (instant animations, saves in tmp_path);
    its game and event queue are stopped after the test."""
    win = make_window(qtbot, tmp_path)
    yield win
    if win.controller is not None:
        win.controller.shutdown()
    win.scene.player.stop()
