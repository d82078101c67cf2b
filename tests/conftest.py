"""Shared test set-up: Qt draws offscreen unless the caller chose a platform.

This must run before anything creates a QApplication; without it a run on a machine
with no display aborts inside Qt with its message swallowed.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
