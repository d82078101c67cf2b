"""The campaign through the real window: a new solo campaign, its first chapter played
through the widgets, the window closed mid-chapter and the campaign resumed exactly,
then the chapter finished, the decision taken and the next chapter announced."""

from __future__ import annotations

import pytest
from test_main_window import take_turn
from windows import make_window

from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CONTINUE, NEW, Intent
from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.timeout(240)


def decide_some(qtbot, win: MainWindow, rng: Rng, count: int | None) -> int:
    """Play the human's decisions (``count`` of them, or to the end of the chapter)."""
    c = win.controller
    done = 0
    while not c.is_over and (count is None or done < count):
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=20000)
        if c.is_over:
            break
        take_turn(qtbot, win, rng)
        done += 1
        assert done < 2000
    return done


def test_a_campaign_is_played_saved_and_resumed_mid_chapter_through_the_window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    carry_out(win, Intent(NEW, 2))
    seats = win.games.extras["seats_dialog"]
    seats.players.setValue(1)  # solo
    seats.accept()
    session = win.games.campaign
    assert session is not None and session.dialog is not None  # the chapter's Setting
    assert "Chapter 1" in session.dialog.windowTitle()
    session.dialog.accept()
    assert win.controller is session.controller
    view = win.controller.view()
    assert view.ruleset.expansion == "longsdale" and view.event is not None
    assert ("event", view.event) in win.scene.items_by_key  # the event card is on the table
    rng = Rng(5)
    decide_some(qtbot, win, rng, 25)
    before = state_hash(win.controller.state_for_save)
    store = CampaignStore(tmp_path / "saves")
    saved = store.load(2, default_catalog())
    assert saved.game is not None and saved.game["steps"] == win.controller.record.steps
    win.controller.shutdown()
    win.close()

    again = make_window(qtbot, tmp_path)
    carry_out(again, Intent(CONTINUE, 2))
    assert (
        again.games.campaign is not None and again.games.campaign.dialog is None
    )  # straight back in
    assert state_hash(again.controller.state_for_save) == before
    decide_some(qtbot, again, rng, None)
    qtbot.waitUntil(lambda: again.games.campaign.dialog is not None, timeout=10000)
    result = again.games.campaign.dialog
    options = result.options()
    assert options, "chapter 1 ends with a decision"
    options[0].click()
    result.buttons.buttons()[0].click()
    qtbot.waitUntil(lambda: again.games.campaign.dialog is not None, timeout=5000)
    assert "Chapter 2" in again.games.campaign.dialog.windowTitle()
    camp = CampaignStore(tmp_path / "saves").load(2)
    assert camp.chapter == "ch2" and len(camp.results) == 1 and camp.results[0].choice
    assert camp.game is None
    assert not (tmp_path / "saves" / "autosave.json").exists()  # saved in its campaign slot
    again.games.campaign.dialog.accept()
    assert again.controller.view().setup["chapter"] == "ch2"
    again.controller.shutdown()


def test_the_event_of_each_round_is_told_large_until_a_click_or_a_key(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from omg_desktop.games.ohmygoods.face.story_text import event_lines

    win = make_window(qtbot, tmp_path)
    carry_out(win, Intent(NEW, 1))
    win.games.extras["seats_dialog"].players.setValue(1)
    win.games.extras["seats_dialog"].accept()
    win.games.campaign.dialog.accept()  # the Setting read: round 1 and its event
    first = win.controller.view().event
    qtbot.waitUntil(lambda: win.games.extras.get("event_notice") is not None, timeout=10000)
    notice = win.games.extras["event_notice"]
    qtbot.waitUntil(notice.isVisible, timeout=10000)
    event = win.cat.events[first]
    assert notice.event_id == first and notice.title.text() == event.name
    assert notice.effects.text() == "\n".join(event_lines(win.cat, event))
    assert notice.title.font().pointSizeF() >= 2 * win.font().pointSizeF()  # large
    assert notice.effects.font().pointSizeF() > win.font().pointSizeF()
    assert event.name in notice.accessibleName()
    table = win.table.rect()
    assert table.contains(notice.geometry())
    assert notice.width() >= table.width() // 2  # over the middle of the table
    win.grab().save(str(tmp_path / "event.png"))
    qtbot.mouseClick(notice, Qt.MouseButton.LeftButton)
    assert not notice.isVisible()
    assert ("event", first) in win.scene.items_by_key  # its card stays beside the market
    rng = Rng(3)
    c = win.controller
    while c.view().round == 1:  # on to round 2: its event is told too
        qtbot.waitUntil(lambda: c.awaiting_human() or c.view().round > 1, timeout=20000)
        if c.view().round > 1:
            break
        take_turn(qtbot, win, rng)
    qtbot.waitUntil(notice.isVisible, timeout=10000)
    assert notice.event_id == c.view().event != first
    qtbot.keyClick(notice, Qt.Key.Key_Space)  # a key puts it away as well
    assert not notice.isVisible()
    c.shutdown()


def test_closing_the_event_notice_gives_the_focus_back_and_shows_no_ring(qtbot, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QPushButton

    from omg_desktop.games.ohmygoods.face.campaign.event_notice import show_event_notice

    win = make_window(qtbot, tmp_path)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    carry_out(win, Intent(NEW, 1))
    win.games.extras["seats_dialog"].players.setValue(1)
    win.games.extras["seats_dialog"].accept()
    win.games.campaign.dialog.accept()
    c = win.controller
    qtbot.waitUntil(lambda: win.games.extras.get("event_notice") is not None, timeout=10000)
    notice = win.games.extras["event_notice"]
    qtbot.waitUntil(lambda: notice.isVisible() and c.awaiting_human(), timeout=10000)
    qtbot.keyClick(notice, Qt.Key.Key_Space)
    assert not notice.isVisible() and win.table.hasFocus()  # nothing had it before
    assert not win.scene.focus.shown  # and no ring is put on a card
    buttons = [b for b in win.panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    button = buttons[0]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    show_event_notice(win, c.view().event)  # told again while a panel button has the focus
    assert notice.hasFocus()
    qtbot.keyClick(notice, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is button  # back where it was, not on the table
    assert not win.scene.focus.shown and win.scene.preview is None
    c.shutdown()


def test_all_in_starts_from_the_campaign_screen_and_plays_again_the_same_way(qtbot, tmp_path):
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import ALL_IN

    win = make_window(qtbot, tmp_path)
    carry_out(win, Intent(ALL_IN, 1))
    seats = win.games.extras["seats_dialog"]
    assert seats.ruleset.currentData() == "longsdale" and seats.players.minimum() == 1
    seats.players.setValue(2)
    seats.accept()
    view = win.controller.view()
    assert view.setup["chapter"] == "all_in" and win.games.campaign is None
    assert all(a >= 9 for a, _ in view.open_assistants)  # the new assistants replace the base
    decide_some(qtbot, win, Rng(3), None)
    qtbot.waitUntil(
        lambda: win.score_sheet is not None and win.score_sheet.isVisible(), timeout=10000
    )
    win.score_sheet.play_again.emit()
    assert win.controller.view().setup["chapter"] == "all_in"  # play again: All In again
    win.controller.shutdown()


def test_a_damaged_campaign_is_listed_as_damaged_and_continue_only_warns(qtbot, tmp_path):
    from omg_desktop.games.ohmygoods.campaign.flow import new_campaign
    from omg_desktop.games.ohmygoods.face.campaign.launcher import ask_campaign
    from omg_desktop.seating import Seat

    cat = default_catalog()
    store = CampaignStore(tmp_path / "saves", catalog=cat)  # no level list: writes anything
    store.save(1, new_campaign(cat, [Seat("Ana"), Seat.computer("Bo", "expert")], 1))
    store.save(3, new_campaign(cat, [Seat("Ana")], 2))
    win = make_window(qtbot, tmp_path)
    dlg = ask_campaign(win)
    assert dlg.isVisible() and "damaged" in dlg.slots.item(0).text()
    assert "'expert'" in dlg.rows[0].problem and not dlg.continue_btn.isEnabled()
    assert not dlg.backup_btn.isEnabled()  # saved once: no backup
    dlg.slots.setCurrentRow(2)
    assert dlg.continue_btn.isEnabled()
    dlg.reject()
    carry_out(win, Intent(CONTINUE, 1))  # as if the file broke after the list was read
    assert win.games.campaign is None and "unknown computer level" in win.status.text()
