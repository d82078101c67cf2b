"""Network play through the real window: a person at the window against computers on a
real server process on loopback (``omg-desktop serve``), joining by the Join dialog,
closing the window mid-game and taking the seat back in a new one; hosting from the
window with a friend joining from a second window.

Waits are on the window's own state (``qtbot.waitUntil``, whose timeouts only guard
against a hang); nothing here measures time.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_main_window import press, take_turn
from windows import make_window

from omg_desktop.net.threaded import ThreadedClient
from omg_desktop.rules.rng import Rng
from omg_desktop.ui.dialogs.network import JoinDialog
from omg_desktop.ui.net_game import NetGame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from net.procs import Server  # noqa: E402  (tests/net, a real server process)

pytestmark = pytest.mark.timeout(300)

GUARD = 120_000  # ms: only against a hang


@pytest.fixture
def server(tmp_path):
    srv = Server(tmp_path / "server", "-q")
    yield srv
    srv.kill()


def make_table(url: str, seats: list, seed: int) -> str:
    """A table made by a plain client (as ``join --create`` would); its code."""
    client = ThreadedClient(url)
    client.start()
    try:
        client.connect().result(timeout=30)
        return client.create(seats, "bigbox", seed).result(timeout=30).code
    finally:
        client.close()


def join_by_dialog(qtbot, win, address: str, code: str, name: str) -> NetGame:
    win.ask_join()
    dlg = win.join_dialog
    assert isinstance(dlg, JoinDialog) and dlg.isVisible()
    dlg.address.setText(address)
    dlg.code.setText(code.lower())  # case is ignored
    dlg.name.setText(name)
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    press(qtbot, dlg.ok_button)
    net = win.games.net
    assert isinstance(net, NetGame)
    return net


def play_until(qtbot, win, rng: Rng, stop) -> int:
    """The window's person plays (through the panel) until ``stop()`` or the end."""
    decisions = 0
    while True:
        c = win.controller
        qtbot.waitUntil(
            lambda c=c: c.is_over or stop() or win.cover.isVisible() or c.awaiting_human(),
            timeout=GUARD,
        )
        if c.is_over or stop():
            return decisions
        if win.cover.isVisible():
            qtbot.mouseClick(win.cover, Qt.MouseButton.LeftButton)
            continue
        take_turn(qtbot, win, rng)
        decisions += 1
        assert decisions < 3000, "the game does not end"


def test_a_person_joins_plays_closes_the_window_and_takes_the_seat_back(qtbot, tmp_path, server):
    """Seat 0 a person at the window, seats 1 and 2 the server's computers: joined by
    the Join dialog, played through the panel; the window is closed mid-game and a new
    one (same data folder) takes the seat back from the dialog's list of held seats and
    plays it to the score sheet."""
    code = make_table(server.url, [None, "random", "greedy"], seed=31)
    address = server.url.removeprefix("ws://")  # typed as people type it: host:port
    win = make_window(qtbot, tmp_path)
    net = join_by_dialog(qtbot, win, address, code, "Ana")
    qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
    assert net.seat_names[0] == "Ana" and net.seats[0].is_human
    assert net.seats[1].is_computer and net.seats[2].is_computer
    rng = Rng(31)
    first = play_until(qtbot, win, rng, stop=lambda: net.view().round >= 3)
    assert first > 0 and not net.is_over
    assert code in win.status.text()  # the connection's state: the table's code
    held = win.games.seat_book().unfinished()
    assert [(h.code, h.seat, h.name) for h in held] == [(code, 0, "Ana")]
    win.close()  # the app is closed mid-game: the seat waits on the server
    qtbot.waitUntil(lambda: all(ls.client.client.closed for ls in net.local), timeout=GUARD)

    win2 = make_window(qtbot, tmp_path)
    win2.ask_join()
    dlg = win2.join_dialog
    assert dlg.held.count() == 1 and code in dlg.held.item(0).text()
    press(qtbot, dlg.rejoin)
    net2 = win2.games.net
    qtbot.waitUntil(lambda: win2.controller is net2, timeout=GUARD)
    assert net2.view().round >= 3  # the full current view, where it was left
    second = play_until(qtbot, win2, rng, stop=lambda: False)
    assert net2.is_over and second > 0
    qtbot.waitUntil(
        lambda: win2.score_sheet is not None and win2.score_sheet.isVisible(), timeout=GUARD
    )
    assert len(net2.scores()) == 3 and net2.winners()
    assert win2.games.seat_book().unfinished() == []  # over: not offered again
    win2.close()


def test_the_join_dialog_refuses_bad_input_with_a_reason(qtbot, window):
    window.ask_join()
    dlg = window.join_dialog
    for address, code, name in [
        ("", "ABCDEF", "Ana"),
        ("http://example.org", "ABCDEF", "Ana"),
        ("192.168.1.20:99999", "ABCDEF", "Ana"),
        ("192.168.1.20", "ABC", "Ana"),
        ("192.168.1.20", "ABCDEF", "  "),
    ]:
        dlg.address.setText(address)
        dlg.code.setText(code)
        dlg.name.setText(name)
        assert not dlg.ok_button.isEnabled()
        assert dlg.message.text().startswith("⚠")
    dlg.address.setText("192.168.1.20")
    dlg.code.setText("abcdef")
    dlg.name.setText("Ana")
    assert dlg.ok_button.isEnabled()
    dlg.reject()


def test_a_server_that_cannot_be_reached_is_said_in_words(qtbot, window, tmp_path):
    """Nothing listens at the address: a message box says so, no game is on the table."""
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    join_by_dialog(qtbot, window, f"127.0.0.1:{port}", "ABCDEF", "Ana")
    qtbot.waitUntil(lambda: window.games.net is None, timeout=GUARD)
    assert window.controller is None
    assert "cannot reach" in window.status.text()
    for box in QApplication.topLevelWidgets():
        if box.isVisible() and box.objectName() == "" and hasattr(box, "text"):
            box.close()


def test_a_wrong_code_is_refused_in_words(qtbot, window, server):
    make_table(server.url, [None, "random"], seed=3)
    join_by_dialog(qtbot, window, server.url, "ZZZZZZ", "Ana")
    qtbot.waitUntil(lambda: window.games.net is None, timeout=GUARD)
    assert "Could not take a seat" in window.status.text()
