"""Network details through the real window: the log's first lines on both sides, the
chat shown again when a seat is taken back, the host's copy button, the Join dialog's
address hint and its Join button that keeps its place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton
from test_main_window import press
from test_network_window import GUARD, host_by_dialog, join_by_dialog, make_table, server
from windows import make_window

from omg_desktop.ui.network.dialogs import JoinDialog

pytestmark = pytest.mark.timeout(300)
__all__ = ["server"]  # (the fixture: a real server process on loopback)


def log_lines(win) -> list[str]:
    m = win.log_model
    return [str(m.data(m.index(i, 0))) for i in range(m.rowCount())]


def copy_button(win) -> QPushButton | None:
    return win.panel.pages["wait"].findChild(QPushButton, "CopyTableAddress")


def test_both_sides_log_the_first_round_and_phase_and_the_host_copies_the_address(qtbot, tmp_path):
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    net_a = host_by_dialog(qtbot, a, ["human", "remote"], ["Ana", ""])
    button = copy_button(a)  # the host's panel, while the table waits: a copy button
    assert button is not None and button.isVisible()
    assert net_a.public_url in a.panel.prompt.text() and net_a.code in a.panel.prompt.text()
    QGuiApplication.clipboard().clear()
    press(qtbot, button)
    copied = QGuiApplication.clipboard().text()
    assert net_a.public_url in copied and net_a.code in copied
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{a.games.network.server.port}", net_a.code, "Bo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    assert not button.isVisible()  # the game began: nothing to give any more
    assert copy_button(b) is None or not copy_button(b).isVisible()  # (a friend's: none)
    for win in (a, b):
        qtbot.waitUntil(lambda win=win: len(log_lines(win)) >= 2, timeout=GUARD)
        first = log_lines(win)[:2]
        assert first[0].startswith("Round 1 begins"), first
        assert first[1].startswith("Phase I"), first
    a.close()
    b.close()


def test_the_chat_shows_again_when_the_seat_is_taken_back(qtbot, tmp_path, server):
    code = make_table(server.url, [None, None], seed=5)
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    net_a = join_by_dialog(qtbot, a, server.url, code, "Ana")
    net_b = join_by_dialog(qtbot, b, server.url, code, "Bo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    for win, line in ((b, "hello Ana"), (a, "hi Bo")):
        qtbot.keyClicks(win.network.chat, line)
        qtbot.keyClick(win.network.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: a.network.chat_log.count() == 2, timeout=GUARD)
    heard = [a.network.chat_log.item(i).text() for i in range(2)]
    a.close()  # Ana's app is closed mid-game

    again = make_window(qtbot, tmp_path / "a")
    assert again.offer_resume()
    box = again.games.start_offer
    assert box.objectName() == "RejoinOffer"
    box.accept()
    net = again.games.net
    qtbot.waitUntil(lambda: again.controller is net, timeout=GUARD)
    assert [
        again.network.chat_log.item(i).text() for i in range(again.network.chat_log.count())
    ] == heard
    qtbot.keyClicks(b.network.chat, "welcome back")
    qtbot.keyClick(b.network.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: again.network.chat_log.count() == 3, timeout=GUARD)
    assert again.network.chat_log.item(2).text() == "Bo: welcome back"
    again.close()
    b.close()


def test_the_join_dialog_hints_ws_and_its_join_button_keeps_its_place(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    win.ask_join()
    dlg = win.network.join_dialog
    assert isinstance(dlg, JoinDialog)
    assert dlg.address.placeholderText().startswith("ws://")
    for w in (dlg.address, dlg.code, dlg.name):
        w.clear()
    QApplication.processEvents()

    def place() -> QPoint:
        QApplication.processEvents()
        return dlg.ok_button.mapTo(dlg, QPoint(0, 0))

    where, size = place(), dlg.size()
    for field, text in ((dlg.address, "192.168.1.20"), (dlg.code, "k7qx2m"), (dlg.name, "Ana")):
        field.setFocus()
        qtbot.keyClicks(field, text)
        assert place() == where and dlg.size() == size, (field.accessibleName(), dlg.message.text())
    assert dlg.ok_button.isEnabled()
    dlg.reject()
    win.close()
