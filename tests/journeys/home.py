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
        return self.root / "data" / "omg-desktop"

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
        return self.start(script, **args).wait()

    def start(self, script: str, **args: Any) -> Running:
        """The program started with ``script`` (as :meth:`run`), not waited for: another
        program may run beside it. ``.wait()`` is what it saw."""
        self.runs += 1
        out = self.root / f"run-{self.runs}-{script}.json"
        err = self.root / f"run-{self.runs}-{script}.err"
        with err.open("w", encoding="utf-8") as to:  # a file: a pipe could fill and block
            proc = subprocess.Popen(
                [sys.executable, str(PROGRAM), script, json.dumps(args), str(out)],
                env=self.env(),
                stdout=subprocess.DEVNULL,
                stderr=to,
                text=True,
            )
        return Running(f"run {self.runs} ({script})", proc, out, err)


class Running:
    """A run of the program under way; :meth:`wait` for its end and what it saw."""

    def __init__(self, name: str, proc: subprocess.Popen, out: Path, err: Path) -> None:
        self.name, self.proc, self.out, self.err = name, proc, out, err

    def wait(self) -> dict[str, Any]:
        try:
            self.proc.wait(timeout=HANG_S)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"{self.name} hangs; {self._waits()[-4:]}") from None
        seen = json.loads(self.out.read_text(encoding="utf-8")) if self.out.exists() else {}
        stderr = self.err.read_text(encoding="utf-8", errors="replace")
        assert self.proc.returncode == 0 and not seen.get("error"), (
            f"{self.name} ended with status {self.proc.returncode}\n"
            f"{seen.get('error') or ''}\nlast wait: {self._waits()[-1:]}\n{stderr[-3000:]}"
        )
        return seen

    def kill(self) -> None:
        """Ends the run if it is still going (a test that failed beside it)."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def _waits(self) -> list[str]:
        text = self.err.read_text(encoding="utf-8", errors="replace")
        return [ln for ln in text.splitlines() if ln.startswith("journey:")]
