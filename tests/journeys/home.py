"""A scratch home for journey tests, and one run of the real program in it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

PROGRAM = Path(__file__).resolve().parent / "program.py"
#: A net for a program that hangs, not a speed check: a run's longest journey (a whole
#: chapter) takes a small part of it even on a loaded machine.
HANG_S = 150


class Home:
    """A person's home folder: the program's settings, saves and logs all live under it."""

    def __init__(self, root: Path, speed: float = 0.0) -> None:
        self.root = root
        config = root / "config" / "omg-desktop"
        config.mkdir(parents=True, exist_ok=True)
        (config / "omg-desktop.conf").write_text(
            f"[ui]\nanimation_speed={speed}\n", encoding="utf-8"
        )
        self.runs = 0

    @property
    def data(self) -> Path:
        return self.root / "data" / "omg-desktop" / "omg-desktop"

    @property
    def saves(self) -> Path:
        return self.data / "saves"

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("OMG_DESKTOP_SAVE")}
        env.update(
            HOME=str(self.root),
            XDG_CONFIG_HOME=str(self.root / "config"),
            XDG_DATA_HOME=str(self.root / "data"),
            XDG_STATE_HOME=str(self.root / "state"),
            QT_QPA_PLATFORM="offscreen",
            OMG_DESKTOP_SOUND="off",
            LANGUAGE="en",
            LC_ALL="C.UTF-8",
        )
        return env

    def run(self, script: str, **args: Any) -> dict[str, Any]:
        """Start the program, let the person do ``script``; what they saw. The program
        must end by itself (the script quits) with status 0."""
        self.runs += 1
        out = self.root / f"run-{self.runs}-{script}.json"
        try:
            proc = subprocess.run(
                [sys.executable, str(PROGRAM), script, json.dumps(args), str(out)],
                env=self.env(),
                capture_output=True,
                text=True,
                timeout=HANG_S,
            )
        except subprocess.TimeoutExpired as exc:
            err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else exc.stderr or ""
            waits = [ln for ln in err.splitlines() if ln.startswith("journey:")]
            raise AssertionError(f"run {self.runs} ({script}) hangs; {waits[-4:]}") from None
        seen = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
        waits = [ln for ln in proc.stderr.splitlines() if ln.startswith("journey:")]
        assert proc.returncode == 0 and not seen.get("error"), (
            f"run {self.runs} ({script}) ended with status {proc.returncode}\n"
            f"{seen.get('error') or ''}\nlast wait: {waits[-1:]}\n{proc.stderr[-3000:]}"
        )
        return seen
