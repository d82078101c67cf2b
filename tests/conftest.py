"""Shared test set-up: Qt draws offscreen unless the caller chose a platform.

This must run before anything creates a QApplication; without it a run on a machine
with no display aborts inside Qt with its message swallowed.
"""

import os

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
