"""Real processes for the network tests: ``omg-desktop serve`` and ``join`` on loopback.

Each process's stdout and stderr are read line by line by threads into queues; the
tests wait on those lines (with timeouts that only guard against a hang), never on
the clock.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120.0  # seconds: only a guard against a hang, never a measurement


class Proc:
    """``python -m omg_desktop ARGS`` from this checkout, its output read as it comes;
    ``launcher``: a script that runs the program's command line instead (a test's, with
    the toy game in the box: ``tests/games/toy_cli.py``)."""

    def __init__(self, *args: str, launcher: Path | None = None) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
        self.args = args
        start = [str(launcher)] if launcher is not None else ["-m", "omg_desktop"]
        self.p = subprocess.Popen(
            [sys.executable, *start, *args],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self.lines: dict[str, list[str]] = {"out": [], "err": []}
        self.queues: dict[str, queue.Queue[str | None]] = {
            "out": queue.Queue(),
            "err": queue.Queue(),
        }
        for name, pipe in (("out", self.p.stdout), ("err", self.p.stderr)):
            threading.Thread(target=self._pump, args=(name, pipe), daemon=True).start()

    def _pump(self, name: str, pipe: Any) -> None:
        for line in pipe:
            self.lines[name].append(line.rstrip("\n"))
            self.queues[name].put(line.rstrip("\n"))
        self.queues[name].put(None)

    def wait_line(
        self, pred: Callable[[str], bool], stream: str = "out", timeout: float = WAIT
    ) -> str:
        """The next line of ``stream`` for which ``pred`` holds."""
        q = self.queues[stream]
        while True:
            try:
                line = q.get(timeout=timeout)
            except queue.Empty:
                raise AssertionError(f"{self}: no such line within {timeout} s") from None
            if line is None:
                q.put(None)
                raise AssertionError(f"{self}: ended without such a line (rc {self.p.poll()})")
            if pred(line):
                return line

    def finish(self, timeout: float = WAIT) -> int:
        try:
            return self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"{self}: did not end within {timeout} s") from None

    def result(self, timeout: float = WAIT) -> dict[str, Any]:
        """The JSON object on the last line of a ``join --json`` that ended well."""
        rc = self.finish(timeout)
        for q in self.queues.values():  # the readers are done once both pipes closed
            while q.get(timeout=timeout) is not None:
                pass
            q.put(None)
        assert rc == 0, f"{self}: exit {rc}"
        return json.loads(self.lines["out"][-1])

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGKILL)
        self.p.wait(WAIT)

    def __str__(self) -> str:
        out = "\n".join(self.lines["out"][-5:] + self.lines["err"][-15:])
        return f"omg-desktop {' '.join(self.args)}\n{out}"


class Server(Proc):
    """``omg-desktop serve`` on loopback; ``url`` and ``port`` once it listens."""

    def __init__(
        self, data: Path, *extra: str, port: int = 0, launcher: Path | None = None
    ) -> None:
        super().__init__(
            "serve", "--host", "127.0.0.1", "--port", str(port), "--data", str(data), *extra,
            launcher=launcher,
        )  # fmt: skip
        line = self.wait_line(lambda s: "listening on" in s)
        m = re.search(r"(wss?)://[^:]+:(\d+)", line)
        assert m, line
        self.port = int(m.group(2))
        self.url = f"{m.group(1)}://127.0.0.1:{self.port}"


def join(url: str, *args: str, launcher: Path | None = None) -> Proc:
    return Proc("join", url, *args, launcher=launcher)


def code_of(proc: Proc) -> str:
    """The join code a ``join --create --json`` prints on its first line."""
    return json.loads(proc.wait_line(lambda s: s.startswith("{"))).get("code")


def progress_step(line: str) -> int | None:
    """The step of a ``join -v`` progress line on stderr ("seat: step 37 (my turn)")."""
    m = re.match(r"seat: step (\d+)", line)
    return int(m.group(1)) if m else None
