"""The program with the toy game in its box, run in a real process (tests only)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

#: The test-only launcher that puts the toy game in the box, then runs the command line.
LAUNCHER = Path(__file__).with_name("toy_cli.py")


def run_toy(*args: str) -> subprocess.CompletedProcess[str]:
    """The program with the toy game in its box, run with ``args``."""
    return subprocess.run(
        [sys.executable, str(LAUNCHER), *args], capture_output=True, text=True, timeout=120
    )
