"""Shared test set-up: Qt draws offscreen unless the caller chose a platform.

This must run before anything creates a QApplication; without it a run on a machine
with no display aborts inside Qt with its message swallowed.
"""

import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No test opens an audio device: the window's sound is the silent player (tests that
# check the sound give the board a fake player of their own).
os.environ["OMG_DESKTOP_SOUND"] = "off"

# No test may write into the real user's save folder: every store without an explicit
# folder lands here (tests that need a store pass their own tmp_path anyway).
if "OMG_DESKTOP_SAVE_DIR" not in os.environ:
    import tempfile

    os.environ["OMG_DESKTOP_SAVE_DIR"] = tempfile.mkdtemp(prefix="omg-test-saves-")

# Nor into the real user's cache folder (the catalog cache,
# omg_desktop/data_loading/cache.py).
if "OMG_DESKTOP_CACHE_DIR" not in os.environ:
    import tempfile

    os.environ["OMG_DESKTOP_CACHE_DIR"] = tempfile.mkdtemp(prefix="omg-test-cache-")


def _shown() -> set:
    """The top-level widgets shown now (none before Qt's widgets are imported)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return set()
    return {w for w in widgets.QApplication.topLevelWidgets() if w.isVisible()}


@pytest.fixture(autouse=True)
def _windows_left_shown_are_hidden():
    """A window a test leaves shown (a score sheet, a message box, a dialog) is hidden once
    the test is over: offscreen, every window opens in the same place, and one left over
    lay over a later test's window, where the pointer's moves no longer reached it."""
    before = _shown()
    yield
    for w in _shown() - before:
        w.hide()
