"""Privacy of the network dialogs and screens: no seat token on any screen, and at a
pass-and-play table (local, or two people at a network host's screen) no network
dialog answers or stays open behind a cover."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QListWidget
from test_privacy import TWO_PEOPLE, take_seat, until_cover, visible_windows

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.net.seatbook import HeldSeat

pytestmark = pytest.mark.timeout(240)

TOKEN = "Sekr3tT0kenSekr3tT0kenSekr3tT0k"


def every_text(widget) -> str:
    """Every text a widget and its children show or give to a screen reader."""
    parts = [widget.windowTitle(), widget.accessibleName(), widget.toolTip()]
    for w in [widget, *widget.findChildren(object)]:
        if isinstance(w, QLabel | QAbstractButton | QLineEdit):
            parts += [w.text(), w.accessibleName(), w.toolTip()]
            if isinstance(w, QLineEdit):
                parts.append(w.placeholderText())
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                parts += [item.text(), item.toolTip()]
    return "\n".join(p for p in parts if p)


def test_the_join_dialog_lists_held_seats_without_their_tokens(qtbot, window):
    book = window.games.seat_book()
    book.keep(HeldSeat("ws://192.168.1.20:8765", "K7QX2M", 1, TOKEN, "Bo"))
    book.keep(HeldSeat("ws://127.0.0.1:8765", "ABCDEF", 0, TOKEN[::-1], "Ana", hosted=True))
    window.ask_join()
    dlg = window.network.join_dialog
    text = every_text(dlg)
    assert dlg.held.count() == 2 and "K7QX2M" in text and "ABCDEF" in text
    assert TOKEN not in text and TOKEN[::-1] not in text
    dlg.reject()


def test_the_seat_file_is_readable_by_its_owner_only(window):
    book = window.games.seat_book()
    book.keep(HeldSeat("ws://192.168.1.20:8765", "K7QX2M", 1, TOKEN, "Bo"))
    assert book.path.stat().st_mode & 0o077 == 0


def test_behind_a_cover_the_network_dialogs_neither_open_nor_stay_open(qtbot, window):
    """Hosting or joining is the person's at the table: behind a cover the menu items
    are off, and a Join or Host dialog the last person left open is closed."""
    window.games.start_game(TWO_PEOPLE)
    rng = Rng(5)
    qtbot.waitUntil(window.cover.isVisible, timeout=10000)
    take_seat(qtbot, window)  # Ana at the table
    window.ask_join()  # left open by Ana …
    window.ask_host()
    until_cover(qtbot, window, rng)  # … the computer is passed on
    assert window.cover.isVisible()
    assert visible_windows(window) == [], "left open"
    assert not window.menus.join.isEnabled() and not window.menus.host.isEnabled()
    window.menus.join.trigger()
    window.menus.host.trigger()
    left = visible_windows(window)
    assert left == [], [(type(w).__name__, w.objectName(), w.isModal()) for w in left]


def test_behind_a_cover_the_campaign_seats_dialog_with_friends_does_not_stay_open(qtbot, window):
    """The new campaign's seats (friends over the network among them), left open by the
    last person at a pass-and-play table, are closed before the next person sits down."""
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import NEW, Intent
    from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out
    from omg_desktop.ui.network.dialogs import CampaignSeatsDialog

    window.games.start_game(TWO_PEOPLE)
    rng = Rng(6)
    qtbot.waitUntil(window.cover.isVisible, timeout=10000)
    take_seat(qtbot, window)
    carry_out(window, Intent(NEW, 1))
    dlg = window.games.extras["seats_dialog"]
    assert isinstance(dlg, CampaignSeatsDialog) and dlg.isVisible()
    assert dlg.rows[0].kind.findData("remote") >= 0  # a friend's seat is offered
    until_cover(qtbot, window, rng)
    assert window.cover.isVisible()
    left = visible_windows(window)
    assert left == [], [(type(w).__name__, w.objectName()) for w in left]
