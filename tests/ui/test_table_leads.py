"""The table leads, the window follows: a log line, a seat's name line (points, coins,
hand) and a lesson coach's words come when the table has shown the move they tell,
all at once on a click or Space; and a played game leaves Qt nothing to warn about
(a move that waited to start on a card already gone). Counts and signals, never
timings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from omg_desktop.games.ohmygoods.rules.state import SUNRISE, SUNSET_REVEAL
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.log_model import LogModel

pytestmark = pytest.mark.timeout(240)

VERSUS = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=9,
)
COMPUTERS = GameConfig(
    seats=(Seat("Ana", "computer", "random"), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=5,
)


def name_line(window, seat: int) -> str:
    return str(window.scene.items_by_key[("label", "player", seat)].placement.data["text"])


def sunset_lines(window, rnd: int) -> list[str]:
    """The log's lines of phase III or later in round ``rnd``."""
    return [r.text for r in window.log_model.rows() if r.round == rnd and r.phase >= 3]


def to_phase_three(qtbot, window) -> dict:
    """Ana plans at Instant; then the table plays at a real speed, and Bruno's move ends
    phase II: what the window shows just after his moves reach it (the table has
    played their first step) and before."""
    window.games.start_game(VERSUS)
    c = window.controller
    while not (c.awaiting_human() and c.view().phase == SUNRISE):
        qtbot.waitUntil(c.awaiting_human, timeout=30_000)
        if c.view().phase != SUNRISE:
            c.submit(c.legal_actions()[0])
    rnd = c.view().round
    window._set_speed(0.3)  # short steps: the order is checked, not the time
    seen: dict = {"round": rnd}

    def before(events) -> None:
        if any(e.kind == "phase" and e.data.get("phase") == SUNSET_REVEAL for e in events):
            seen["before"] = name_line(window, 1)

    def after() -> None:  # connected after the window's refresh: the moves are queued
        if "before" in seen and "during" not in seen:
            seen["during"] = (window.scene.player.busy(), name_line(window, 1),
                              sunset_lines(window, rnd))  # fmt: skip
            seen["prompts"] = (c.prompt(), window.panel.prompt.text(), window.status.text())

    def title(kind: str) -> None:  # the round's title as each of these moves plays
        if "before" in seen:
            spec = window.scene.items_by_key[("label", "round")].placement.data["text"]
            seen.setdefault("titles", []).append((kind, spec[2]))

    c.events_happened.connect(before)
    c.changed.connect(after)
    window.scene.player.step_started.connect(title)
    c.submit(next(a for a in c.legal_actions() if getattr(a, "building", None) is not None))
    qtbot.waitUntil(lambda: "during" in seen, timeout=60_000)
    return seen


def test_the_log_and_the_name_lines_wait_for_the_table_to_show_the_moves(qtbot, window):
    seen = to_phase_three(qtbot, window)
    busy, line, lines = seen["during"]
    assert busy  # phase III still to be shown on the table
    assert lines == []  # before: "Phase III: the sunset row is revealed" was logged at once
    assert line == seen["before"]  # before: Bruno's new hand and coins at his first move
    # Ana's next decision ("Phase IV: your Charburner lacks …") waits, its words too
    decision, panel, status = seen["prompts"]
    assert decision and decision not in panel and decision not in status
    assert "Space" in panel
    queue = window.scene.player
    assert queue.pending() > 0
    with qtbot.waitSignal(queue.idle, timeout=60_000):
        pass
    assert queue.pending() == 0
    assert sunset_lines(window, seen["round"])  # now it is on the table, and in the log
    final = next(p for p in queue._final if p.key == ("label", "player", 1))
    assert name_line(window, 1) == str(final.data["text"]) != seen["before"]
    # the round's title names phase III while the sunset row turns up (not phase II,
    # nor the phase IV the batch ends in)
    titles = seen["titles"]
    assert titles[0][1] == SUNRISE
    assert {phase for kind, phase in titles if kind == "revealed"} == {SUNSET_REVEAL}


def test_a_click_on_the_table_shows_the_moves_and_logs_them_at_once(qtbot, window):
    seen = to_phase_three(qtbot, window)
    assert seen["during"][0] and seen["during"][2] == []
    queue = window.scene.player
    with qtbot.waitSignal(queue.idle, timeout=2000):
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    assert queue.pending() == 0
    assert sunset_lines(window, seen["round"])
    assert name_line(window, 1) != seen["before"]


def test_at_instant_every_line_is_logged_with_its_move(qtbot, window):
    """Animation speed Instant: after each decision the log has every line at once."""
    window.games.start_game(VERSUS)
    c = window.controller
    for _ in range(6):
        qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=30_000)
        assert not window.scene.player.busy() and window.scene.player.pending() == 0
        whole = LogModel(window.cat, c.seat_names)
        whole.reset_events(c.visible_history())
        assert [r.text for r in window.log_model.rows()] == [r.text for r in whole.rows()]
        c.submit(c.legal_actions()[0])


@pytest.fixture
def qt_messages():
    """Every message Qt prints meanwhile (type, text)."""
    caught: list[tuple[QtMsgType, str]] = []

    def handler(kind, _context, text) -> None:
        caught.append((kind, text))

    previous = qInstallMessageHandler(handler)
    yield caught
    qInstallMessageHandler(previous)


def test_a_played_game_gives_qt_no_animation_to_start_without_its_card(qtbot, window, qt_messages):
    """ "QPropertyAnimation::updateState … without target", 14 times in one game: a card
    flown with a delay was taken off the table before its move started."""
    window.settings.animation_speed = 0.05  # a few ms a step: the whole game is short
    window.games.start_game(COMPUTERS)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_over, timeout=200_000)
    if window.scene.player.busy():
        with qtbot.waitSignal(window.scene.player.idle, timeout=30_000):
            pass
    QApplication.processEvents()
    animation = [text for _kind, text in qt_messages if "Animation" in text]
    assert animation == []


def test_the_last_round_summary_tells_only_the_moves_the_table_has_shown(qtbot, window):
    """L while the table still plays an opponent's production: the summary (like the
    log) does not have it yet."""
    from omg_desktop.games.ohmygoods.face.summary import round_summary

    window.settings.animation_speed = 0.3
    window.games.start_game(COMPUTERS)
    queue = window.scene.player
    seen: dict = {}

    def look(_kind: str) -> None:
        waiting = queue.history[len(queue.history) - queue.pending() :]
        if "text" in seen or not any(e.seat == 1 and e.kind == "produced" for e in waiting):
            return
        window.table.setFocus()
        qtbot.keyClick(window.table, Qt.Key.Key_L)  # while the production waits its turn
        seen["text"] = window.scene.summary.text
        seen["shown"] = round_summary(window.cat, queue.seen(), 1, "Bruno")
        seen["all"] = round_summary(window.cat, queue.history, 1, "Bruno")
        window.scene.summary.close()

    queue.step_started.connect(look)
    qtbot.waitUntil(lambda: "text" in seen, timeout=120_000)
    queue.finish()
    assert seen["text"] == seen["shown"] != seen["all"]
