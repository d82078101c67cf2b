"""Gizmos' whole game at the real window: two people pass the screen behind covers and
act on the pieces (a helper turns each chosen action into the clicks a person makes),
neither ever sees the other's Research; at a speed above 0 every event plays as a step;
the keyboard reaches the pieces; the end shows the score sheet with Gizmos' rows, and the
history keeps the game with its figures."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.seating import Seat

from .test_table import click, open_window, settled, start

pytestmark = pytest.mark.timeout(240)
PEOPLE = [Seat.human("Ana"), Seat.human("Bruno")]
FAST = 0.25


def act(qtbot, win, action: str) -> None:
    """What a person clicks for ``action``: the marble, the deck, the card (then the
    button on it, or the payment), or the panel's Skip / End the turn / Pass."""
    word, *rest = action.split()
    panel = win.panel
    view = win.controller.view()
    if word == "pick":
        key = next(k for k in win.scene.items_by_key if k[:2] == ("row", rest[0]))
        click(qtbot, win, key)
    elif word == "research":
        click(qtbot, win, ("deck", int(rest[0])))
    elif word in ("bottom", "use"):
        click(qtbot, win, ("card", rest[0]))
    elif word in ("file", "build") and view.step in ("action", "research"):
        click(qtbot, win, ("card", rest[0]))
        settled(qtbot, win)
        if word == "build":
            pay = " ".join(rest[1:])
            texts = [w.text() for w in panel.ways]
            panel.pay_box.setCurrentRow(texts.index(pay))  # the player's choice of payment
            click(qtbot, win, ("control", "build"))
        else:
            click(qtbot, win, ("control", "file"))
    elif word in ("file", "build"):  # an effect's file or free build: the card itself
        click(qtbot, win, ("card", rest[0]))
    else:
        {"skip": panel.skip, "end": panel.end, "pass": panel.pass_}[word].click()


def research_cards_of_others(win) -> set[str]:
    """The cards of a Research under way by someone other than the viewer (full state)."""
    c = win.controller
    state = c.state_for_save
    if c.viewer is not None and state.current == c.viewer:
        return set()
    return set(state.research)


def shown_cards(win) -> set[str]:
    return {it.placement.data.get("card") for it in win.scene.items_by_key.values()} - {None}


def test_two_people_play_a_whole_game_behind_covers_on_the_pieces(qtbot, tmp_path):
    from omg_desktop.games import registry

    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, PEOPLE, seed=21)
    chooser = registry.load("gizmos").bots["greedy"](5)
    covers = researches = 0
    while not c.is_over:
        if win.cover.isVisible():
            covers += 1
            settled(qtbot, win)
            assert not (research_cards_of_others(win) & shown_cards(win))
            qtbot.keyClick(win.cover, Qt.Key.Key_Space)
            settled(qtbot, win)
            continue
        qtbot.waitUntil(lambda: c.is_over or win.cover.isVisible() or c.awaiting_human())
        if not c.awaiting_human():
            continue
        settled(qtbot, win)
        assert not (research_cards_of_others(win) & shown_cards(win))
        view = c.view()
        if view.step == "research":
            researches += 1
            assert set(view.research) <= shown_cards(win)  # large, for the researcher
        action = chooser.choose(view, c.legal_actions())
        n = len(c.record.steps)
        act(qtbot, win, action)
        assert c.record.steps[n : n + 1] == [action], (action, c.record.steps[n:])
    assert covers > 10 and c.record.game == "gizmos"
    sheet = win.score_sheet
    qtbot.waitUntil(lambda: sheet is not None and sheet.isVisible())
    t = sheet.table
    rows = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    assert rows[:3] == ["Points printed on built gizmos", "Victory point tokens",
                        "End-of-game upgrades"]  # fmt: skip
    sheet.close()
    games = win.games.history.games_of("Ana", "gizmos")
    assert len(games) == 1
    c.shutdown()


def test_at_a_speed_the_events_play_one_step_each(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, speed=FAST)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "greedy")], seed=8)
    played: list[str] = []
    win.scene.player.step_started.connect(played.append)
    for _turn in range(6):
        qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(),
                        timeout=20000)  # fmt: skip
        picks = [a for a in c.legal_actions() if a.startswith("pick")]
        act(qtbot, win, picks[0] if picks else c.legal_actions()[0])
    qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(), timeout=20000)
    assert "picked" in played and "row_filled" in played and "turn" in played
    log = [win.log_model.index(i, 0).data() for i in range(win.log_model.rowCount())]
    assert any(line.startswith("Ana picks a ") for line in log)
    c.shutdown()


def test_the_keyboard_reaches_a_marble_and_space_picks_it(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    win.activateWindow()
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=3)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    win.table.setFocus()
    focus = win.scene.focus
    target = None
    for _ in range(60):
        qtbot.keyClick(win.table, Qt.Key.Key_Tab)
        if focus.shown and focus.key is not None and focus.key[0] == "row":
            target = focus.key
            break
    assert target is not None, "Tab never reached a marble of the row"
    n = len(c.record.steps)
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert c.record.steps[n] == f"pick {target[1]}"
    c.shutdown()


def test_the_keyboard_chooses_a_display_card_and_enter_files_or_builds_it(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    win.activateWindow()
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=3)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    win.table.setFocus()
    focus = win.scene.focus
    display = {g for row in c.view().display for g in row}
    for _ in range(80):
        qtbot.keyClick(win.table, Qt.Key.Key_Tab)
        key = focus.key if focus.shown else None
        if key is not None and key[0] == "card" and key[1] in display:
            break
    card = focus.key[1]
    assert card in display, "Tab never reached a display card"
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    assert win.panel.chosen == card
    n = len(c.record.steps)
    qtbot.keyClick(win.table, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert c.record.steps[n].split()[:2] in (["file", card], ["build", card])
    c.shutdown()


def test_a_gizmos_game_is_saved_to_a_slot_loaded_after_a_restart_and_replayed(qtbot, tmp_path):
    """Game ▸ Save game to a slot, a new window over the same folders loads and resumes
    it at the same step; played to the end, it replays from its autosave."""
    from omg_desktop.saves.slots import AUTOSAVE
    from omg_desktop.ui.dialogs.slots import SlotsDialog

    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "greedy")], seed=6)
    for _turn in range(3):
        qtbot.waitUntil(c.awaiting_human, timeout=20000)
        picks = [a for a in c.legal_actions() if a.startswith("pick")]
        c.submit(picks[0] if picks else c.legal_actions()[0])
    qtbot.waitUntil(c.awaiting_human, timeout=20000)
    steps = list(c.record.steps)
    win.ask_save()
    dialog = win.findChild(SlotsDialog)
    dialog.select("slot-01")
    dialog.save_button.click()
    qtbot.waitUntil(lambda: "Saved as" in win.status.text())
    c.shutdown()
    win.close()

    again = open_window(qtbot, tmp_path)  # a new window over the same folders
    again.ask_load()
    dialog = again.findChild(SlotsDialog)
    dialog.select("slot-01")
    dialog.load_button.click()
    qtbot.waitUntil(lambda: again.controller is not None)
    resumed = again.controller
    assert resumed.record.game == "gizmos" and resumed.record.steps == steps
    qtbot.waitUntil(resumed.awaiting_human, timeout=20000)
    chooser = again.game.bots["greedy"](1)
    while not resumed.is_over:
        qtbot.waitUntil(lambda: resumed.is_over or resumed.awaiting_human(), timeout=20000)
        if not resumed.is_over:
            resumed.submit(chooser.choose(resumed.view(), resumed.legal_actions()))
    settled(qtbot, again)
    again.open_replay(AUTOSAVE)  # a finished game replays through its record and face
    assert again.replay_window.isVisible() and "Gizmos" in again.replay_window.windowTitle()
    again.replay_window.close()
    resumed.shutdown()


def test_after_a_research_the_keyboards_ring_is_on_a_drawn_card(qtbot, tmp_path):
    """Enter on a deck: the ring goes to the Research's first card (it stayed on the deck
    under the veil, or jumped to another player's card)."""
    win = open_window(qtbot, tmp_path)
    win.activateWindow()
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=3)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    win.table.setFocus()
    focus = win.scene.focus
    for _ in range(80):
        qtbot.keyClick(win.table, Qt.Key.Key_Tab)
        if focus.shown and focus.key is not None and focus.key[0] == "deck":
            break
    assert focus.key[0] == "deck"
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    settled(qtbot, win)
    assert c.view().step == "research"
    assert focus.key is not None and focus.key[0] == "card" and focus.key[1] in c.view().research
    c.shutdown()
