"""Around a game: New game asks before leaving one; after it, the scores, Play again, New game."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from windows import make_window

from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.dialogs.new_game import NewGameDialog

pytestmark = pytest.mark.timeout(240)

BOTS = GameConfig(
    seats=(Seat("Ada", "computer", "random"), Seat("Bob", "computer", "random")),
    ruleset="bigbox",
    seed=21,
)
ANA = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=3,
)


def dialogs(kind, win) -> list:
    """The visible windows of ``kind`` that ``win`` opened (not other tests' leftovers)."""
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, kind) and w.isVisible() and w.parentWidget() is win
    ]


def test_new_game_during_a_game_asks_first_and_keep_playing_keeps_it(qtbot, window):
    window.games.start_game(ANA)
    c = window.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    box = window.leave_question
    assert box.isVisible() and not dialogs(NewGameDialog, window)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.controller is c and not dialogs(NewGameDialog, window)
    window.ask_new_game()
    box = window.leave_question
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert dialogs(NewGameDialog, window)


def test_a_campaign_chosen_during_a_game_asks_first(qtbot, window):
    """Starting or continuing a campaign replaces the game on the table: as for a new
    game, the player is asked first, and Keep playing keeps the game."""
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import NEW, Intent
    from omg_desktop.games.ohmygoods.face.campaign.launcher import ask_campaign

    window.games.start_game(ANA)
    c = window.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10000)
    dlg = ask_campaign(window)
    dlg.intent = Intent(NEW, 1)
    dlg.accept()
    box = window.leave_question
    assert box.isVisible() and not dialogs(NewGameDialog, window)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.controller is c and not dialogs(NewGameDialog, window)
    dlg = ask_campaign(window)
    dlg.intent = Intent(NEW, 1)
    dlg.accept()
    qtbot.mouseClick(
        window.leave_question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton
    )
    assert dialogs(NewGameDialog, window)  # the campaign's seats are asked for next


def test_new_game_proposes_the_seats_of_the_game_just_played(qtbot, window):
    """However the game was started (here as ``play --players 2`` starts it, not from the
    dialog), New game proposes its seats and rules, with a fresh seed."""
    two = GameConfig((Seat.human("Ana"), Seat.computer("Bo", "greedy")), "classic", 7)
    window.games.start_game(two)
    qtbot.waitUntil(window.controller.awaiting_human, timeout=10000)
    window.ask_new_game()
    qtbot.mouseClick(
        window.leave_question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton
    )
    (dlg,) = dialogs(NewGameDialog, window)
    proposed = dlg.result_config()
    assert proposed.seats == two.seats and proposed.ruleset == "classic"
    assert proposed.seed is None


def test_a_new_computer_seat_plays_at_normal(qtbot, window):
    dlg = NewGameDialog(window.cat, None, window)
    qtbot.addWidget(dlg)
    computers = [s for s in dlg.result_config().seats if s.kind == "computer"]
    assert computers and all(s.level == "heuristic" for s in computers)


def test_after_a_game_the_scores_open_again_and_play_again_starts_the_next(qtbot, window):
    window.games.start_game(BOTS)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_over, timeout=180000)
    qtbot.waitUntil(lambda: window.score_sheet is not None, timeout=5000)
    window.score_sheet.close()
    wait = window.panel.pages["wait"]
    assert window.panel.current == "wait"
    assert wait.scores.isVisible() and wait.again.isVisible() and wait.start.isVisible()
    assert window.menus.scores.isVisible()
    qtbot.mouseClick(wait.scores, Qt.MouseButton.LeftButton)
    assert window.score_sheet.isVisible()
    window.score_sheet.close()
    window.menus.scores.trigger()
    assert window.score_sheet.isVisible()
    qtbot.mouseClick(wait.again, Qt.MouseButton.LeftButton)
    assert window.controller is not c and not window.controller.is_over
    assert not wait.scores.isVisible() and not window.menus.scores.isVisible()
    assert [s.name for s in window.controller.seats] == ["Ada", "Bob"]


def test_the_campaign_slot_line_says_the_round_of_the_chapter_in_progress(qtbot, window, tmp_path):
    from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import NEW, Intent, slot_summary
    from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out

    carry_out(window, Intent(NEW, 1))
    window.games.extras["seats_dialog"].players.setValue(1)
    window.games.extras["seats_dialog"].accept()
    window.games.campaign.dialog.accept()  # the chapter's Setting
    c = window.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10000)
    row = CampaignStore(tmp_path / "saves", catalog=window.cat).info(1, verify=True)
    assert row.round == c.view().round
    assert f"round {c.view().round}" in slot_summary(window.cat, row)
    c.shutdown()


def test_dates_follow_the_window_language_when_the_system_sets_no_locale(qapp):
    from PySide6.QtCore import QLocale

    from omg_desktop.ui.language import install

    before = QLocale()
    try:
        install(qapp, "en")
        if QLocale.system().language() == QLocale.Language.C:
            assert QLocale().language() == QLocale.Language.English  # not "1 12 2026 13:04"
        else:
            assert QLocale() == before  # the user's own locale is kept
    finally:
        QLocale.setDefault(before)


def test_at_start_a_campaign_chapter_played_last_is_offered(qtbot, tmp_path):
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import NEW, Intent
    from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out

    first = make_window(qtbot, tmp_path)
    first.games.start_game(ANA)  # an unfinished game in the autosave…
    qtbot.waitUntil(first.controller.awaiting_human, timeout=10000)
    first.controller.submit(first.controller.legal_actions()[0])  # a move: it autosaves
    assert first.store.info("autosave").ok
    first.controller.shutdown()
    auto = first.store.path("autosave")  # saved well before the chapter (no clock race)
    data = json.loads(auto.read_text(encoding="utf-8"))
    data["saved_at"] = "2020-01-01T12:00:00+00:00"
    auto.write_text(json.dumps(data), encoding="utf-8")
    carry_out(first, Intent(NEW, 2))  # …then a campaign chapter, played later
    first.games.extras["seats_dialog"].players.setValue(1)
    first.games.extras["seats_dialog"].accept()
    first.games.campaign.dialog.accept()
    c = first.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10000)
    steps = list(c.record.steps)
    c.shutdown()

    again = make_window(qtbot, tmp_path)
    assert again.offer_resume()
    box = next(w for w in dialogs(QMessageBox, again) if w.objectName() == "ContinueCampaignOffer")
    assert "Campaign 2" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller is not None, timeout=10000)
    assert again.games.campaign is not None and again.games.campaign.slot == 2
    assert again.controller.record.steps[: len(steps)] == steps
    again.controller.shutdown()


def test_the_first_window_fits_a_small_screen():
    from PySide6.QtCore import QSize

    from omg_desktop.ui.window_size import first_size

    assert first_size(QSize(1366, 738)) == QSize(1366, 738)  # a laptop: all of it, no more
    assert first_size(QSize(1024, 700)) == QSize(1024, 700)
    assert first_size(QSize(2560, 1400)) == QSize(1400, 900)
