"""Quitting a network game asks first, host or friend: Game ▸ Quit (Ctrl+Q) and the
window's close button both open a non-modal question; *Keep playing* keeps the table."""

from __future__ import annotations

import ctypes
from pathlib import Path

import PySide6
import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_main_window import press
from test_network_window import host_by_dialog, join_by_dialog
from windows import make_window

pytestmark = pytest.mark.timeout(300)
GUARD = 20_000  # ms: only against a hang

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def close_button(win) -> None:
    """What the title bar's close button sends: the window system's close request (a
    spontaneous close event, as the platform delivers it)."""
    name = "_ZN22QWindowSystemInterface16handleCloseEventINS_19SynchronousDeliveryEEEbP7QWindow"
    lib = Path(PySide6.__file__).parent / "Qt" / "lib" / "libQt6Gui.so.6"
    if not lib.exists():
        pytest.skip("the window system's close request is reached on Linux only")
    request = getattr(ctypes.CDLL(str(lib)), name)
    request.argtypes, request.restype = [ctypes.c_void_p], ctypes.c_bool
    request(shiboken6.getCppPointer(win.windowHandle())[0])


def ctrl_q(qtbot, win) -> None:
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=GUARD)  # (a shortcut is the active window's)
    qtbot.keyClick(win, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)


def question(win) -> QMessageBox | None:
    return next(
        (b for b in win.findChildren(QMessageBox) if b.isVisible() and
         b.objectName() == "QuitNetworkGame"),
        None,
    )  # fmt: skip


def test_quitting_a_network_game_asks_first_by_ctrl_q_and_by_the_close_button(qtbot, tmp_path):
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    net_a = host_by_dialog(qtbot, a, ["human", "remote"], ["Ana", ""])
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{a.games.network.server.port}", net_a.code, "Bo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    for win, words in ((a, "You host this network game"), (b, "Your seat is kept")):
        ctrl_q(qtbot, win)
        qtbot.waitUntil(lambda win=win: question(win) is not None, timeout=GUARD)
        box = question(win)
        assert words in box.text() and box.windowModality() != Qt.WindowModality.ApplicationModal
        assert box.defaultButton() is box.button(NO)
        press(qtbot, box.button(NO))  # Keep playing
        assert win.isVisible() and win.games.net is not None and not win.games.net.gone
        close_button(win)
        qtbot.waitUntil(lambda win=win: question(win) is not None, timeout=GUARD)
        assert win.isVisible()
        press(qtbot, question(win).button(NO))
        assert win.isVisible()
    close_button(b)
    qtbot.waitUntil(lambda: question(b) is not None, timeout=GUARD)
    press(qtbot, question(b).button(YES))  # the friend quits: the window closes
    qtbot.waitUntil(lambda: not b.isVisible(), timeout=GUARD)
    assert b.games.net is None or b.games.net._closed
    ctrl_q(qtbot, a)
    qtbot.waitUntil(lambda: question(a) is not None, timeout=GUARD)
    press(qtbot, question(a).button(YES))
    qtbot.waitUntil(lambda: not a.isVisible(), timeout=GUARD)
    assert a.games.network.server is None  # the hosted table's server stopped


def test_quitting_without_a_network_game_asks_nothing(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    ctrl_q(qtbot, win)
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=GUARD)
    assert question(win) is None
