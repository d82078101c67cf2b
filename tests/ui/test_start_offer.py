"""The start's one question: the latest unfinished thing first, the others listed, a
network table forgotten from it (through the real window and a table hosted from it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_main_window import press, take_turn, versus_computer
from test_network_window import GUARD, host_by_dialog
from windows import make_window

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.net.seatbook import SeatBook
from omg_desktop.ui.dialogs.new_game import NewGameDialog
from omg_desktop.ui.dialogs.start_offer import StartOffer

pytestmark = pytest.mark.timeout(300)

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def shown_offer(win) -> StartOffer:
    assert win.offer_resume()
    box = win.games.start_offer
    assert isinstance(box, StartOffer) and box.isVisible()
    return box


def new_game_dialog(win) -> NewGameDialog | None:
    return next((d for d in win.findChildren(NewGameDialog) if d.isVisible()), None)


def choose(qtbot, box: StartOffer, row: int) -> None:
    rect = box.list.visualItemRect(box.list.item(row))
    qtbot.mouseClick(box.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert box.list.currentRow() == row


def test_a_dead_hosted_table_does_not_hide_the_latest_game_and_can_be_forgotten(qtbot, tmp_path):
    host = make_window(qtbot, tmp_path)
    net = host_by_dialog(qtbot, host, ["human", "remote"], ["Ana", ""])
    code = net.code
    qtbot.waitUntil(lambda: host.games.seat_book().unfinished() != [], timeout=GUARD)
    host.close()  # the host quits: its table waits for good
    book = host.games.seat_book()
    (held,) = book.unfinished()
    SeatBook(book.path, clock=lambda: held.saved_at - 60).keep(held)  # a minute before the
    # game below is saved (saves are stamped to the second)

    second = make_window(qtbot, tmp_path)
    box = shown_offer(second)  # only the table: offered, with the way to forget it
    assert box.objectName() == "RejoinOffer" and code in box.text()
    assert box.list.isVisible() and box.list.count() == 1 and box.forget.isEnabled()
    press(qtbot, box.button(NO))  # a new game instead, on this machine
    qtbot.waitUntil(lambda: new_game_dialog(second) is not None, timeout=GUARD)
    new_game_dialog(second).reject()
    second.games.start_game(versus_computer(14))
    c, rng = second.controller, Rng(3)
    while c.view().round < 2:
        qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=GUARD)
        take_turn(qtbot, second, rng)
    second.close()

    third = make_window(qtbot, tmp_path)
    box = shown_offer(third)  # the game played last comes first; the table is listed
    assert box.objectName() == "ResumeOffer" and box.text().startswith("Resume your last game?")
    lines = [box.list.item(i).text() for i in range(box.list.count())]
    assert len(lines) == 2 and lines[0].startswith("Oh My Goods!: ") and code in lines[1], lines
    assert not box.forget.isEnabled()  # (a game on this machine is not forgotten here)
    choose(qtbot, box, 1)
    assert code in box.text() and box.button(YES).text() == "&Take my seat back"
    press(qtbot, box.forget)
    assert box.list.count() == 1 and third.games.seat_book().unfinished() == []
    assert box.text().startswith("Resume your last game?") and box.isVisible()
    press(qtbot, box.button(YES))
    qtbot.waitUntil(lambda: third.controller is not None, timeout=GUARD)
    assert third.controller.view().round >= 2 and not third.games.in_network()
    third.close()

    fourth = make_window(qtbot, tmp_path)
    box = shown_offer(fourth)  # forgotten: never offered again
    assert box.objectName() == "ResumeOffer" and not box.list.isVisible()
    box.reject()
    fourth.close()


def test_the_host_is_not_sent_to_join_its_own_table(qapp):
    from omg_desktop.net.seatbook import HeldSeat
    from omg_desktop.ui.network.dialogs import rejoin_text

    friend = HeldSeat("ws://127.0.0.1:1", "ABCDEF", 1, "t", "Bea")
    host = HeldSeat("ws://127.0.0.1:1", "ABCDEF", 0, "t", "Ana", hosted=True)
    assert "Join a network game" in rejoin_text([friend])
    text = rejoin_text([host])
    assert "Join" not in text and "hosting" in text and "ABCDEF" in text and "Ana" in text
