"""A Python error inside a Qt slot is written to the log, told to the player once (with
the report to copy), and the autosave stays as it was before the failing step."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from windows import make_window

from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.error_report import LOG_NAME, log_level, report_errors

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def reported(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    report = report_errors(win, tmp_path / "logs")
    yield win, report
    report.uninstall()
    for handler in list(logging.getLogger("omg_desktop").handlers):
        logging.getLogger("omg_desktop").removeHandler(handler)
        handler.close()
    if win.controller is not None:
        win.controller.shutdown()


def boxes() -> list[QMessageBox]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    ]


def a_game(qtbot, win):
    win.games.start_game(
        GameConfig(
            seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
            ruleset="bigbox",
            seed=5,
        )
    )
    c = win.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10000)
    return c


def test_an_error_in_a_slot_is_logged_and_shown_once_with_the_report_to_copy(
    qtbot, reported, tmp_path, capfd
):
    win, report = reported

    def broken_slot() -> None:
        raise ValueError("a bug deep in the window")

    win.status.linkActivated.connect(broken_slot)
    win.status.linkActivated.emit("x")
    win.status.linkActivated.emit("x")  # a burst: one box
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    assert report.count == 2
    log = (tmp_path / "logs" / LOG_NAME).read_text(encoding="utf-8")
    assert "ValueError: a bug deep in the window" in log and "broken_slot" in log
    box = boxes()[0]
    assert "Traceback" not in box.text() + box.informativeText()
    assert str(tmp_path / "logs" / LOG_NAME) in box.informativeText()
    copy = next(b for b in box.buttons() if b.text() == "Copy the report")
    copy.click()
    copied = QGuiApplication.clipboard().text()
    assert "omg-desktop" in copied and "ValueError: a bug deep in the window" in copied
    assert "Traceback" not in capfd.readouterr().err  # nothing else on stderr
    box.close()


def test_the_autosave_stays_as_it_was_before_the_failing_step(qtbot, reported, tmp_path):
    win, _ = reported
    c = a_game(qtbot, win)
    c.submit(c.legal_actions()[0])
    qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=10000)
    autosave = tmp_path / "saves" / "autosave.json"
    qtbot.waitUntil(autosave.exists)
    before = autosave.read_bytes()

    def broken_slot(_events) -> None:
        raise RuntimeError("the table could not show it")

    c.events_happened.connect(broken_slot)  # before `changed`, which autosaves
    steps = len(c.record.steps)
    c.submit(c.legal_actions()[0])
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    assert len(c.record.steps) > steps  # the step went on in memory...
    assert autosave.read_bytes() == before  # ...but not into the autosave
    for box in boxes():
        box.close()


@pytest.mark.parametrize("people", [1, 2])
def test_at_a_shared_table_the_report_leaves_out_what_an_exception_says(
    qtbot, reported, tmp_path, people
):
    """Pass-and-play: an exception's words could name a card in one person's hand; the
    log and the report to copy keep its place and type, not its words."""
    win, report = reported
    second = Seat("Bruno", "human", None) if people == 2 else Seat("Bruno", "computer", "random")
    win.games.start_game(
        GameConfig(seats=(Seat("Ana", "human", None), second), ruleset="bigbox", seed=5)
    )
    secret = "the hand holds card 'a hidden name'"

    def broken_slot() -> None:
        raise KeyError(secret)

    win.status.linkActivated.connect(broken_slot)
    win.status.linkActivated.emit("x")
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    log = (tmp_path / "logs" / LOG_NAME).read_text(encoding="utf-8")
    for text in (log, report.report):
        assert "broken_slot" in text and "KeyError" in text
        assert (secret in text) is (people == 1)
    for box in boxes():
        box.close()


def test_the_level_comes_from_the_environment():
    assert log_level({}) == logging.WARNING
    assert log_level({"OMG_DESKTOP_LOG": "debug"}) == logging.DEBUG
    assert log_level({"OMG_DESKTOP_LOG": "nonsense"}) == logging.WARNING


def test_uninstall_gives_the_hook_back(qtbot, reported):
    _, report = reported
    assert sys.excepthook == report._hook
    report.uninstall()
    assert sys.excepthook != report._hook


@pytest.mark.parametrize("argv", [["--debug", "play", "--demo"], ["play", "--debug", "--demo"]])
def test_debug_on_the_command_line_asks_for_the_debug_level(monkeypatch, argv):
    from omg_desktop import cli
    from omg_desktop.commands import play

    monkeypatch.delenv("OMG_DESKTOP_LOG", raising=False)
    monkeypatch.setattr(play, "demo", lambda *a: 0)
    assert cli.main(argv) == 0
    assert log_level() == logging.DEBUG


def test_an_error_in_another_thread_is_reported_on_the_windows_thread(qtbot, reported, tmp_path):
    import threading

    win, report = reported

    def bot_work() -> None:
        raise KeyError("a bot's bug")

    report.install()  # again: pytest puts its own thread hook in place around a test
    worker = threading.Thread(target=bot_work)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: report.box is not None and report.box.isVisible())
    assert "KeyError" in report.report and not win.games.autosaver.enabled
    assert "a bot's bug" in (tmp_path / "logs" / LOG_NAME).read_text(encoding="utf-8")
    for box in boxes():
        box.close()


def test_an_error_while_the_library_is_the_window_is_logged_and_shown(qtbot, tmp_path):
    """The library comes first at a start: an error there is reported as in a game's
    window (there is no game, so no autosave to freeze and no secrets to withhold)."""
    from omg_desktop.ui.error_report import report_library_errors
    from omg_desktop.ui.library.window import LibraryWindow
    from omg_desktop.ui.settings import Settings

    lib = LibraryWindow(Settings(path=tmp_path / "settings.ini"), lambda game_id: None)
    qtbot.addWidget(lib)
    lib.show()
    report = report_library_errors(lib, tmp_path / "logs")
    try:
        sys.excepthook(*_raised(KeyError("a bug in the library")))
        qtbot.waitUntil(lambda: len(boxes()) == 1)
        log = (tmp_path / "logs" / LOG_NAME).read_text(encoding="utf-8")
        assert "KeyError: 'a bug in the library'" in log
        boxes()[0].close()
    finally:
        report.uninstall()
        for handler in list(logging.getLogger("omg_desktop").handlers):
            logging.getLogger("omg_desktop").removeHandler(handler)
            handler.close()


def _raised(exc: BaseException):
    try:
        raise exc
    except BaseException as caught:
        return type(caught), caught, caught.__traceback__
