"""Hear what a screen reader says about a game: Orca 43 and AT-SPI under Xvfb.

    /usr/bin/python3 tools/a11y_probe.py [--seed 7] [--steps 12] [--out DIR] [--src DIR]

Run with the system's Python (it has ``pyatspi``); the game itself runs with
``.venv/bin/python``. Needs Xvfb, dbus-run-session, at-spi2-core, Orca and xdotool
(Debian 12: ``xvfb dbus at-spi2-core orca python3-pyatspi xdotool``, and ``openbox``:
Orca follows the active window only, and without a window manager none is active).

In a private D-Bus session and X display it starts the accessibility bus, Orca with its
debug log, a recorder of the game's AT-SPI events, and the game (``play --players 2
--seed N --level random``, ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``). Then it presses keys
as a player would: Tab until the table has the focus (one segment: *entering the
table*), and ``--steps`` times Right then Enter, waiting for the table to settle after
each. Every segment gets what Orca logged as ``SPEECH OUTPUT`` while it lasted.

It prints, and writes to ``DIR/report.json``:

- ``entering``: what Orca said when the table took the focus, and how many characters
  came before the focused item's name;
- ``steps``: the Enters after which the prompt changed (as the status bar shows it), and
  how many of these new prompts Orca said before the next Enter;
- ``log``: the lines of the game log at the end, and how many of them Orca said;
- ``actions``: the AT-SPI actions of the item in the focus ring.

The files: ``orca.log`` (Orca's debug log), ``events.txt`` (the AT-SPI events from the
game), ``game.err`` (the game's stderr). This is a tool, not a test: Orca is not
something CI can count on.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INNER = "OMG_A11Y_PROBE_INNER"


def words(text: str) -> str:
    """``text`` with its white space made single spaces."""
    return " ".join(text.split())


def wait_for(check, timeout: float, step: float = 0.2):
    """Poll ``check`` until it returns something true (or ``timeout`` seconds pass)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        time.sleep(step)
    return None


# -- the recorder (a process of its own: pyatspi's loop blocks) --------------------------


def record(path: str) -> None:
    """Write every AT-SPI event of the game's application to ``path``, one a line."""
    import pyatspi

    out = open(path, "w", buffering=1, encoding="utf-8")  # noqa: SIM115 (open till killed)

    def on_event(event) -> None:
        try:
            app = event.host_application.name if event.host_application else ""
            if "python" not in app.lower() and "omg" not in app.lower():
                return
            src = event.source
            role = src.getRoleName() if src else ""
            name = src.name if src else ""
            data = event.any_data if isinstance(event.any_data, str) else ""
            stamp = datetime.now().strftime("%H:%M:%S.%f")
            out.write(
                f"{stamp}\t{event.type}\t{role}\t{name[:80]}\t"
                f"{event.detail1},{event.detail2}\t{data[:200]}\n"
            )
        except Exception as exc:  # a dying object: write that, go on
            out.write(f"error\t{type(exc).__name__}\n")

    pyatspi.Registry.registerEventListener(
        on_event, "object:", "focus:", "window:", "object:announcement"
    )
    pyatspi.Registry.start()


def orca(log: str, prefs: str) -> None:
    """Run Orca with its debug log written line by line (a log cut short by the end of
    the run would lose what Orca said last), and without a speech server: what Orca
    says is logged all the same (``SPEECH OUTPUT``), and a speech server with no sound
    card to speak to blocks Orca at its first words."""
    import builtins
    import runpy

    import orca.settings

    orca.settings.enableSpeech = False

    plain_open = builtins.open

    def line_open(file, mode="r", *args, **kwargs):
        if str(file) == log and "w" in mode:
            kwargs["buffering"] = 1
        return plain_open(file, mode, *args, **kwargs)

    builtins.open = line_open
    sys.argv = ["orca", "--replace", "--debug-file", log, "-u", prefs]
    runpy.run_path(shutil.which("orca") or "/usr/bin/orca", run_name="__main__")


# -- reading the game through AT-SPI -------------------------------------------------------


def find_app():
    import pyatspi

    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        for win in app:
            if win is not None and "Goods" in (win.name or ""):
                return app
    return None


def find(root, test, depth: int = 0):
    """The first object under ``root`` (itself included) ``test`` accepts."""
    if root is None or depth > 40:
        return None
    try:
        if test(root):
            return root
        for child in root:
            got = find(child, test, depth + 1)
            if got is not None:
                return got
    except Exception:
        return None
    return None


def table_of(app):
    return find(app, lambda o: o.name == "Game table")


def prompt_text(app) -> str:
    """The prompt, as the status bar shows it (the panel's label, named *What to do now*,
    gave a screen reader no other words before the prompt became its description)."""
    import pyatspi

    bar = find(app, lambda o: o.getRole() == pyatspi.ROLE_STATUS_BAR)
    label = find(bar, lambda o: o.getRole() == pyatspi.ROLE_LABEL) if bar is not None else None
    return words(label.name or "") if label is not None else ""


def log_lines(app) -> list[str]:
    log = find(app, lambda o: o.name == "Game log")
    if log is None:
        return []
    return [words(c.name) for c in log if c is not None and c.name]


def actions_of(obj) -> list[str]:
    try:
        action = obj.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


# -- the run ----------------------------------------------------------------------------


END = re.compile(r"^(.*)'(?: voice=\S+)? ?(?:\{[^{}]*\})?$", re.DOTALL)


def spoken(orca_log: Path) -> list[tuple[str, str]]:
    """(time, words) of every SPEECH OUTPUT entry of Orca's debug log (an entry's text
    may go on over lines indented by 18 spaces, up to its closing quote)."""
    text = orca_log.read_text(encoding="utf-8", errors="replace") if orca_log.exists() else ""
    out: list[tuple[str, str]] = []
    stamp, body = "", None
    for line in text.split("\n"):
        m = re.match(r"^(\d\d:\d\d:\d\d\.\d{6}) - SPEECH OUTPUT: '(.*)$", line)
        if m:
            stamp, body = m.group(1), m.group(2)
        elif body is not None and line.startswith(" " * 18):
            body += "\n" + line[18:]
        else:
            body = None
            continue
        end = END.match(body)
        if end:
            out.append((stamp, words(end.group(1))))
            body = None
    return out


KEYS = {"tab", "return", "right", "left", "up", "down", "space"}


def between(speech, start: str, end: str) -> list[str]:
    """What Orca said from ``start`` to ``end`` (not its echo of the keys pressed)."""
    return [w for t, w in speech if start <= t < end and w.lower() not in KEYS]


def key(display: str, *keys: str) -> str:
    subprocess.run(
        ["xdotool", "key", "--clearmodifiers", *keys], env={**os.environ, "DISPLAY": display}
    )
    return datetime.now().strftime("%H:%M:%S.%f")


def run(args) -> dict:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="omg-a11y-"))
    display = f":{90 + os.getpid() % 9}"
    procs: list[subprocess.Popen] = []

    def start(cmd, **kw) -> subprocess.Popen:
        p = subprocess.Popen(cmd, **kw)
        procs.append(p)
        return p

    try:
        start(
            ["Xvfb", display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
            stderr=subprocess.DEVNULL,
        )
        wait_for(lambda: Path(f"/tmp/.X11-unix/X{display[1:]}").exists(), 10)
        env = {
            **os.environ,
            "DISPLAY": display,
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "GTK_MODULES": "",
            "NO_AT_BRIDGE": "0",
        }
        if shutil.which("openbox"):  # a window manager: Orca reads the active window only
            start(["openbox", "--sm-disable"], env=env, stderr=subprocess.DEVNULL)
        start(
            ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
            env=env,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(1.5)
        orca_log = out / "orca.log"
        start(
            [sys.executable, __file__, "--orca", str(orca_log), str(home / "orca")],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        events = out / "events.txt"
        start(
            [sys.executable, __file__, "--record", str(events)], env=env, stderr=subprocess.DEVNULL
        )
        game_env = {
            **env,
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_QPA_PLATFORM": "xcb",
            "QT_ACCESSIBILITY": "1",
            "PYTHONFAULTHANDLER": "1",  # a crash leaves its stack in game.err
        }
        game_env.pop("QT_QPA_PLATFORMTHEME", None)
        with open(out / "game.err", "w") as err:
            start(
                [
                    str(ROOT / ".venv/bin/python"),
                    "-m",
                    "omg_desktop",
                    "play",
                    "--players",
                    "2",
                    "--seed",
                    str(args.seed),
                    "--level",
                    "random",
                ],
                env=game_env,
                cwd=args.src,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
        os.environ["DISPLAY"] = display
        os.environ.pop("NO_AT_BRIDGE", None)
        app = wait_for(find_app, 60, 1.0)
        if app is None:
            raise SystemExit("the game's window never reached AT-SPI")
        wait_for(lambda: table_of(app), 30, 0.5)
        win = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "Goods"],
            capture_output=True,
            text=True,
            env={**os.environ},
        ).stdout.split()
        for w in win[-1:]:
            subprocess.run(["xdotool", "windowactivate", "--sync", w], env={**os.environ})
            subprocess.run(["xdotool", "windowfocus", "--sync", w], env={**os.environ})
        time.sleep(4)  # Orca's "screen reader on", the first layout
        report: dict = {"seed": args.seed, "steps": [], "actions": {}}
        table = table_of(app)
        report["table_name"] = table.name if table is not None else None

        # Tab on to the log (the window starts with the focus on the table), then on
        # round the window until Orca names the table again: entering it
        def said_since(t: str) -> list[str]:
            return between(spoken(orca_log), t, "99")

        for _ in range(150):
            t = key(display, "Tab")
            time.sleep(0.6)
            if any(w.rstrip(".") in ("Log", "Game log") for w in said_since(t)):
                break
        entered = None
        for _ in range(60):
            t = key(display, "Tab")
            time.sleep(0.8)
            if any("Game table" in w for w in said_since(t)):
                entered = t
                break
        time.sleep(2.0)
        if entered is not None:
            said = said_since(entered)
            table = table_of(app)
            item = table.description if table is not None else ""
            joined = " | ".join(said)
            before = joined.find(item) if item else -1
            report["entering"] = {
                "focused": item,
                "said": said,
                "chars_before_item": before if before >= 0 else len(joined),
                "item_said": before >= 0,
            }
            ring = find(table, lambda o, name=item: o.name == name) if item else None
            if ring is not None:
                report["actions"][item] = actions_of(ring)
        else:
            report["entering"] = {"focused": None, "said": []}

        # Right, Enter, … : what follows each Enter
        prompt = prompt_text(app)
        for _ in range(args.steps):
            key(display, "Right")
            time.sleep(0.8)
            late = prompt_text(app)  # a prompt that came after the last step's polling
            if late and late != prompt and report["steps"]:
                report["steps"][-1]["prompts"].append(late)
                prompt = late
            t = key(display, "Return")
            prompts = []  # every new prompt the status bar shows after this Enter
            quiet = time.monotonic() + 8  # the first within 8 s, the next within 3 s
            while time.monotonic() < quiet:
                now_prompt = prompt_text(app)
                if now_prompt and now_prompt != prompt:
                    prompts.append(now_prompt)
                    prompt = now_prompt
                    quiet = time.monotonic() + 3
                time.sleep(0.25)
            end = datetime.now().strftime("%H:%M:%S.%f")
            said = between(spoken(orca_log), t, end)
            step = {"prompts": prompts, "said": said, "at": t}
            report["steps"].append(step)
            table = table_of(app)
            name = table.description if table is not None else ""
            ring = find(table, lambda o, n=name: o.name == n) if name else None
            if ring is not None and name not in report["actions"]:
                report["actions"][name] = actions_of(ring)
        time.sleep(2)
        # a new prompt is said if Orca said it between its Enter and the next Enter
        speech_all = spoken(orca_log)
        ends = [s["at"] for s in report["steps"][1:]] + ["99"]
        for step, end in zip(report["steps"], ends, strict=True):
            heard = between(speech_all, step["at"], end)
            step["prompts_said"] = [p for p in step["prompts"] if any(p[:60] in w for w in heard)]
        lines = log_lines(app)
        speech = " || ".join(w for _, w in spoken(orca_log))
        said_lines = [line for line in lines if line[:60] in speech]
        prompts = [p for s in report["steps"] for p in s["prompts"]]
        report["summary"] = {
            "entering_chars_before_item": report["entering"].get("chars_before_item"),
            "new_prompts": len(prompts),
            "new_prompts_said": sum(len(s["prompts_said"]) for s in report["steps"]),
            "log_lines": len(lines),
            "log_lines_said": len(said_lines),
            "items_with_actions": sum(1 for a in report["actions"].values() if a),
            "items_seen": len(report["actions"]),
        }
        report["log"] = {"lines": lines, "said": said_lines}
        (out / "report.json").write_text(json.dumps(report, indent=1, ensure_ascii=False))
        return report
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in reversed(procs):
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
        if not args.keep:
            shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--steps", type=int, default=12)
    parser.add_argument("--out", default="a11y-probe")
    parser.add_argument("--keep", action="store_true", help="keep the private home folder")
    parser.add_argument(
        "--src", default=str(ROOT), help="the game's source folder (another version's, e.g.)"
    )
    parser.add_argument("--record", help=argparse.SUPPRESS)
    parser.add_argument("--orca", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.orca:
        orca(*args.orca)
        return
    if args.record:
        record(args.record)
        return
    if not os.environ.get(INNER):
        cmd = ["dbus-run-session", "--", sys.executable, __file__, *sys.argv[1:]]
        raise SystemExit(subprocess.run(cmd, env={**os.environ, INNER: "1"}).returncode)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: end what it started
    report = run(args)
    print(json.dumps(report["summary"], indent=1))
    print("entering the table, Orca said:", report["entering"].get("said"))


if __name__ == "__main__":
    main()
