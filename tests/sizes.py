"""How long the slow property runs are: CI's counts, or ``OMG_DESKTOP_LONG_TESTS=1``'s.

Runs are sized by count, never by time (docs/testing.md); the long counts are for
after a change to the rules or the bots.
"""

from __future__ import annotations

import os

LONG = os.environ.get("OMG_DESKTOP_LONG_TESTS", "") not in ("", "0")


def sized(ci: int, long: int) -> int:
    """``long`` under ``OMG_DESKTOP_LONG_TESTS=1``, else ``ci``."""
    return long if LONG else ci
