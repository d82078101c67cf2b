"""Entry points that open the window: play, the self-test, and table screenshots.

A player's start (:func:`play` with no game asked for) shows the library first
(``ui/library``): Qt, the QApplication, the language and the registry's metadata, no
game; a game's rules, catalog and window load when it is opened, or just after the
library's first paint to find what Continue takes up.

A game's window (:func:`_window`) in this order (see ``docs/performance.md``): Qt and
the QApplication first, then the catalog (from its cache), the window, the game;
whatever the first frame does not show (the save slots, the dialogs) waits for the
first paint. Python's cyclic garbage collector waits until then too, and the methods of
dataclasses compile once, their code kept between starts (:func:`_starting`).
``OMG_DESKTOP_STARTUP_TRACE=<time.time() at spawn>`` makes the self-test write its
milestones to stderr as JSON (``benchmarks/ui_speed.py --milestones``).
"""

from __future__ import annotations

import gc
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from ..seating import DEFAULT_LEVEL, GameConfig, Seat
from ..seating.levels import RANDOM

NAMES = ["Ana", "Bruno", "Chiara", "Daiki"]
TRACE_ENV = "OMG_DESKTOP_STARTUP_TRACE"


class StartupTrace:
    """Milliseconds since the process was spawned, at named milestones (when asked for)."""

    def __init__(self, spawned_at: float | None) -> None:
        self.spawned_at = spawned_at
        self.marks: list[tuple[str, float]] = []
        self.passes_at_start = _collector_passes()

    @classmethod
    def from_env(cls) -> StartupTrace:
        try:
            return cls(float(os.environ[TRACE_ENV]))
        except (KeyError, ValueError):
            return cls(None)

    def mark(self, name: str) -> None:
        if self.spawned_at is not None:
            self.marks.append((name, round((time.time() - self.spawned_at) * 1000, 1)))

    def report(self, **extra) -> None:
        if self.spawned_at is not None:
            print(json.dumps({"milestones": self.marks, **extra}), file=sys.stderr, flush=True)


def _collector_waits() -> None:
    """Python's cyclic garbage collector waits while a window starts (its passes over
    the modules, the catalog and the widgets being made, all kept, took ≈ 20 ms of a
    start); :func:`_collector_resumes` once the first frame is painted."""
    gc.disable()


def _collector_resumes() -> None:
    gc.enable()


def _starting() -> None:
    """What a window's start does first: the garbage collector waits, and dataclass
    methods compile once (:mod:`omg_desktop.compiled_methods`: their code is kept between
    starts; the command line began that already)."""
    _collector_waits()
    from .. import compiled_methods

    compiled_methods.install()


def _started() -> None:
    """After the first frame: the collector resumes, new dataclass methods are kept."""
    _collector_resumes()
    from .. import compiled_methods

    compiled_methods.keep()


def _collector_passes() -> int:
    """How many passes Python's garbage collector has made in this process."""
    return sum(generation["collections"] for generation in gc.get_stats())


def _window(
    settings_path: Path | None = None,
    trace: StartupTrace | None = None,
    settings=None,
    game_id: str | None = None,
    welcome: bool = True,
):
    """The app and the window of ``game_id`` (the box's default game for None); with
    ``settings_path`` (self-test, screenshots) the settings and the save slots live
    beside it, away from the player's own. ``settings``: the library's (its language is
    installed already). ``welcome``: False when a game starts at once."""
    trace = trace or StartupTrace(None)
    from .app import application

    app = application()
    trace.mark("QApplication made")
    # The next three steps happen in this order anyway (the catalog needs them); they
    # are spelled out so that the trace can tell their costs apart.
    from ..games import registry

    game = registry.load(game_id)  # its record: the game's rules are imported
    trace.mark("rules imported")
    import omg_desktop.data_loading  # noqa: F401

    trace.mark("data_loading imported")
    cat = game.load_catalog()
    trace.mark("catalog loaded")
    from PySide6.QtCore import Qt

    Qt.AlignmentFlag  # noqa: B018 (PySide builds all ~80 Qt.* enums at the first touch)
    trace.mark("Qt namespace enums built")
    from .main_window import MainWindow
    from .settings import Settings

    trace.mark("window modules imported")
    if settings is None:
        settings = Settings() if settings_path is None else Settings(path=settings_path)
        _speak(app, settings)
    from .language import localized

    cat = localized(cat, app.language, game_id)
    trace.mark("language set")
    saves = None if settings_path is None else settings_path.parent / "saves"
    win = MainWindow(cat, settings, save_dir=saves, game=game, welcome=welcome)
    trace.mark("window built")
    from .app import after_first_paint

    win.after_first_frame(lambda: after_first_paint(app))
    return app, win


def _report_errors(win) -> None:
    """A Python error in the window goes to the log and to the player (``error_report``)."""
    from .error_report import report_errors

    report_errors(win)


def _watch(win, app) -> int:
    """Run the window's loop; its exit status. Ctrl+C and SIGTERM close the window as
    Quit does (``quit_signals``)."""
    import logging

    from .error_report import LOGGER
    from .quit_signals import quit_on_signals

    signals = quit_on_signals(win)
    up = lambda: logging.getLogger(LOGGER).info("the window is up")  # noqa: E731
    if hasattr(win, "after_first_frame"):
        win.after_first_frame(up)
    else:  # the library
        win.screen_.painted.connect(up)
    status = app.exec()
    return status if signals is None else signals.status(status)


def _speak(app, settings) -> None:
    """Install the chosen language."""
    from . import language

    chosen = language.chosen(settings.language)
    if chosen != "en":
        language.register_fonts()
    language.install(app, chosen)
    app.language = chosen


def _library(settings_path: Path | None = None, trace: StartupTrace | None = None):
    """The app and the library's window (no game loaded); a game's window is made by
    :func:`_window` when the library first needs it, with the library's settings."""
    trace = trace or StartupTrace(None)
    from .app import application

    app = application()
    trace.mark("QApplication made")
    from .library.window import LibraryWindow
    from .settings import Settings

    trace.mark("library modules imported")
    settings = Settings() if settings_path is None else Settings(path=settings_path)
    _speak(app, settings)
    trace.mark("language set")

    def open_game(game_id: str):
        _app, win = _window(settings_path, settings=settings, game_id=game_id)
        _report_errors(win)
        return win

    library = LibraryWindow(settings, open_game, app.language)
    trace.mark("library built")
    from PySide6.QtCore import QTimer

    from .app import after_first_paint

    def once_painted() -> None:  # (the version costs ~20 ms: importlib.metadata)
        library.screen_.painted.disconnect(once_painted)
        QTimer.singleShot(0, lambda: after_first_paint(app))

    library.screen_.painted.connect(once_painted)
    return app, library


def _config(
    players: int, humans: int, seed, ruleset: str | None = None, level: str = RANDOM,
    game_id: str | None = None,
):  # fmt: skip
    """Seats for a game of ``game_id`` started from the command line (``level``: the
    computers'; the self-test and the benchmarks keep the quick Beginner)."""
    from ..games import registry

    seats = tuple(
        Seat.human(_name(i)) if i < humans else Seat.computer(_name(i), level)
        for i in range(players)
    )
    return GameConfig(seats=seats, ruleset=ruleset or registry.info(game_id).options[0], seed=seed)


def _name(seat: int) -> str:
    return NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}"


def _prepared(after_problem: str = "") -> bool:
    """Before a window opens for a person: the display checked (False, with the reason
    on stderr, when there is none), earlier versions' folders tidied before anything
    reads them, crashes reported."""
    from .app import display_problem

    problem = display_problem()
    if problem:
        print(
            f"omg-desktop: cannot open the game window: {problem}.{after_problem}", file=sys.stderr
        )
        return False
    from ..saves.paths import tidy_old_folders
    from .crash_log import keep_crash_log

    tidy_old_folders()  # earlier versions' doubled folders, before anything reads them
    keep_crash_log()  # a crash of Qt or a library leaves the Python stacks in crash.log
    return True


def _opened(
    after_problem: str = "", welcome: bool = True, game_id: str | None = None
) -> tuple | None:
    """The window of ``game_id`` (the default game for None) opened for a person (None
    when there is no display), Python errors reported, the window shown."""
    if not _prepared(after_problem):
        return None
    app, win = _window(welcome=welcome, game_id=game_id)
    _report_errors(win)
    win.show()
    return app, win


def play(
    seed=None, players: int | None = None, humans: int = 1, level: str = DEFAULT_LEVEL,
    game_id: str | None = None,
) -> int:  # fmt: skip
    """Open the window. With ``players`` a game of ``game_id`` (the box's default for
    None) starts at once; else, for a game named, its window; else the library (its
    Continue: the last unfinished game, chapter or network table, if there is one)."""
    demo = "\n  `omg-desktop play --demo` plays a demo game in the terminal instead."
    _starting()
    if not players and game_id is None:
        if not _prepared(demo):
            return 1
        app, library = _library()
        from .error_report import report_library_errors

        report_library_errors(library)  # (a game's window, once opened, takes them on)
        library.screen_.painted.connect(_collector_resumes)  # (the game loads after it)
        library.look_after_first_paint()
        library.show()
        return _watch(library, app)
    opened = _opened(demo, welcome=not players, game_id=game_id)  # (a game at once: none)
    if opened is None:
        return 1
    app, win = opened
    win.after_first_frame(_started)
    if players:
        win.games.start_game(_config(players, humans, seed, level=level, game_id=game_id))
    return _watch(win, app)


def learn(lesson: str | None = None, game_id: str | None = None) -> int:
    """Open the window of ``game_id`` (the default game for None) at *Help ▸ Learn to
    play* (``lesson``: that lesson, at its step)."""
    opened = _opened(game_id=game_id)
    if opened is None:
        return 1
    app, win = opened
    if lesson is None:
        win.after_first_frame(win.show_lessons)
    else:
        from .lessons import launcher

        known = [x.id for x in launcher.lessons(win)]  # (none: a game without lessons)
        if lesson not in known:
            shown = ", ".join(known) or "none"
            print(f"omg-desktop: no lesson {lesson!r} (known: {shown})", file=sys.stderr)
            return 2
        win.after_first_frame(lambda: launcher.start_lesson(win, lesson))
    return _watch(win, app)


def self_test(
    timeout_s: float = 30.0, screenshot_to: Path | None = None, game_id: str | None = None
) -> int:
    """Open the real window with a seeded game of ``game_id`` (the box's default for
    None), wait for the painted table, print JSON.

    ``screenshot_to``: also save what the screen shows (the real window under X).
    """
    start, trace = _self_test_begins()
    import tempfile

    from PySide6.QtCore import QEventLoop, QTimer

    trace.mark("Qt imported")
    with tempfile.TemporaryDirectory() as tmp:
        app, win = _window(Path(tmp) / "settings.ini", trace, welcome=False, game_id=game_id)
        loop = QEventLoop()
        painted, first_paint = _first_paint_watch(start, trace, loop)

        win.table.painted.connect(first_paint)
        QTimer.singleShot(int(timeout_s * 1000), loop.quit)
        win.show()
        trace.mark("window shown")
        win.games.start_game(_config(_self_test_players(game_id), 1, 1, game_id=game_id))
        trace.mark("game started")
        loop.exec()
        cards = sum(1 for k in win.scene.items_by_key if k[0] == "card")
        pieces = len(win.scene.items_by_key)
        if screenshot_to is not None:
            _save_screen(app, win, screenshot_to)
        result = {
            "ok": "ms" in painted and (cards > 0 or game_id is not None and pieces > 0),
            "first_frame_ms": round(painted.get("ms", -1), 1),
            "cards_on_table": cards,
            "pieces_on_table": pieces,
            "collector_passes_before_first_frame": painted.get("passes"),
            "methods_compiled_before_first_frame": painted.get("compiled"),
            "platform": app.platformName(),
            "rss_mb": _rss_mb(),
        }
        # the result first: what closing does (settings, renders written to disk) is
        # not part of reaching the first frame, and the bare window in
        # benchmarks/ui_speed.py does not close before printing either
        print(json.dumps(result), flush=True)
        trace.mark("result printed")
        _started()  # (after the first frame, as a start has it)
        win.close()
        trace.report(modules_at_first_frame=painted.get("modules", []))
        if not result["ok"]:
            print("omg-desktop: self-test failed: the table was not painted", file=sys.stderr)
            return 1
        return 0


def _self_test_players(game_id: str | None) -> int:
    """Three seats, or the fewest the game takes when it takes fewer."""
    from ..games import registry

    info = registry.info(game_id)
    return max(min(3, max(info.players)), min(info.players))


def library_self_test(timeout_s: float = 30.0, screenshot_to: Path | None = None) -> int:
    """Open the library as a start does, wait for its first paint, print JSON: the
    milliseconds, the tiles, and the game modules loaded by then (none is the aim)."""
    start, trace = _self_test_begins()
    import tempfile

    from PySide6.QtCore import QEventLoop, QTimer

    trace.mark("Qt imported")
    with tempfile.TemporaryDirectory() as tmp:
        app, library = _library(Path(tmp) / "settings.ini", trace)
        loop = QEventLoop()
        painted, first_paint = _first_paint_watch(start, trace, loop)

        library.screen_.painted.connect(first_paint)
        QTimer.singleShot(int(timeout_s * 1000), loop.quit)
        library.show()
        trace.mark("window shown")
        loop.exec()
        if screenshot_to is not None:
            app.processEvents()
            library.grab().save(str(screenshot_to))
        result = {
            "ok": "ms" in painted and bool(library.screen_.tiles),
            "first_frame_ms": round(painted.get("ms", -1), 1),
            "tiles": len(library.screen_.tiles),
            "modules_at_first_frame": painted.get("modules", []),
            "collector_passes_before_first_frame": painted.get("passes"),
            "methods_compiled_before_first_frame": painted.get("compiled"),
            "platform": app.platformName(),
            "rss_mb": _rss_mb(),
        }
        print(json.dumps(result), flush=True)
        trace.mark("result printed")
        _started()
        library.close()
        trace.report()
        return 0 if result["ok"] else 1


def _self_test_begins() -> tuple[float, StartupTrace]:
    """A self-test's clock and trace, started; offscreen when there is no display."""
    start = time.perf_counter()
    _starting()  # as a player's start does
    trace = StartupTrace.from_env()
    trace.mark("self-test starts (Python and the command line ready)")
    from .app import display_problem

    if display_problem():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return start, trace


def _first_paint_watch(start: float, trace: StartupTrace, loop) -> tuple[dict[str, Any], Any]:
    """What a self-test notes at the first paint (once: the milliseconds since ``start``,
    the program's modules loaded by then and the garbage collector's passes since the
    trace began), and the slot that notes it and ends ``loop``."""
    painted: dict[str, Any] = {}

    def first_paint() -> None:
        if "ms" not in painted:
            painted["ms"] = (time.perf_counter() - start) * 1000
            trace.mark("first frame painted")
            painted["modules"] = sorted(m for m in sys.modules if m.startswith("omg_desktop"))
            painted["passes"] = _collector_passes() - trace.passes_at_start
            from ..compiled_methods import compiled_this_start

            painted["compiled"] = compiled_this_start()
            loop.quit()

    return painted, first_paint


def _prefer(path: Path, high_contrast: bool, text_size: str) -> None:
    """Settings at ``path`` with these View options, before the window reads them."""
    from .app import application
    from .settings import Settings

    application()
    settings = Settings(path=path)
    settings.high_contrast = high_contrast
    settings.card_text_size = text_size
    settings.sync()


def _rss_mb() -> float | None:
    """Resident memory of this process in MiB (None where /proc is not there)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def _save_screen(app, win, path: Path) -> None:
    """The screen as the user sees it (the whole X screen); offscreen: the window."""
    from PySide6.QtCore import QEventLoop

    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:  # let the deal's animation finish
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if not win.scene.animating:
            break
    for _ in range(5):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    screen = win.screen()
    shot = screen.grabWindow(0) if app.platformName() == "xcb" else win.grab()
    if shot.isNull() or not shot.save(str(path)):
        raise OSError(f"cannot save a screenshot to {path}")


def screenshot(
    out: Path,
    seed=1,
    players: int = 3,
    round_: int = 2,
    phase: str = "",
    width: int = 1600,
    height: int = 1000,
    opened: int | None = None,
    high_contrast: bool = False,
    text_size: str = "normal",
    game_id: str | None = None,
) -> int:
    """Play a seeded game of ``game_id`` (the box's default for None; random choices for
    the human) to ``round_`` and ``phase`` (one of its command work's
    ``SCREENSHOT_PHASES``, whose ``screenshot_phase(state)`` says a state's; empty: the
    first; a game naming none stops at the person's turn in that round); save a PNG
    (with ``opened``: that opponent's row opened large; with ``high_contrast`` and
    ``text_size`` as the View menu sets them)."""
    import random

    from ..games import registry
    from .app import display_problem

    game = registry.load(game_id)
    tools = game.load_commands()
    phases = getattr(tools, "SCREENSHOT_PHASES", ())
    phase = phase or (phases[0] if phases else "")

    def phase_of(state) -> str:
        return str(tools.screenshot_phase(state)) if phases else ""

    if display_problem():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    import tempfile

    from PySide6.QtCore import QEventLoop

    with tempfile.TemporaryDirectory() as tmp:
        _prefer(Path(tmp) / "settings.ini", high_contrast, text_size)
        app, win = _window(Path(tmp) / "settings.ini", game_id=game_id, welcome=False)
        win.settings.animation_speed = 0
        win.resize(width, height)
        win.show()
        win.games.start_game(_config(players, 1, seed, game_id=game_id))
        c = win.controller
        rng = random.Random(f"screenshot/{seed}")  # the person's choices, the same each run
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            state = c.state_for_tests
            if c.is_over:
                break
            if not c.awaiting_human():
                if c.viewer is None and win.cover.isVisible():
                    win.cover.ready.emit()
                time.sleep(0.002)
                continue
            if game.round(state) >= round_ and phase_of(state) == phase:
                break
            legal = c.legal_actions()
            c.submit(legal[rng.randrange(len(legal))])
        for _ in range(10):
            app.processEvents()
        if opened is not None:
            win.table.set_opened(opened)
        win.refresh()
        app.processEvents()
        pixmap = win.grab()
        ok = pixmap.save(str(out))
        win.close()
        if not ok:
            print(f"omg-desktop: cannot write {out}", file=sys.stderr)
            return 1
        state = c.state_for_tests
        where = f", phase {phase_of(state)}" if phases else ""
        print(f"{out}: round {game.round(state)}{where}")
        return 0
