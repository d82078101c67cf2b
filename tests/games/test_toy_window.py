"""The toy game in the real window: the window opens it through its record and its face
(``launch._window("kuhn")``), with the toy registered only here. Two people pass the
screen behind covers, a person plays a computer; the autosave, a save slot, a real
restart over the same folders and resuming go through the frame's services unchanged.
The toy game allows no undo: Undo stays off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QPushButton

from omg_desktop.games import registry
from omg_desktop.saves.slots import AUTOSAVE, SlotStore
from omg_desktop.seating import Seat
from omg_desktop.ui import launch
from omg_desktop.ui.dialogs.new_game import NewGameDialog
from omg_desktop.ui.dialogs.slots import SlotsDialog
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.table.layout import CARD_H
from omg_desktop.ui.table.overlay import CaptionItem

from . import kuhn_face

pytestmark = pytest.mark.timeout(60)

NAME = QAccessible.Text.Name
PEOPLE = (Seat.human("Ana"), Seat.human("Bruno"))
AGAINST_A_COMPUTER = (Seat.human("Ana"), Seat.computer("Bot", "heuristic"))
FAST = 0.25  # an animation speed above 0 (a card's move: 80 ms)


def settings_at(tmp_path, speed: float = 0):
    """English settings in tmp_path (``speed``: View ▸ Animation speed; 0, Instant)."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", speed
    settings.sync()
    return tmp_path / "settings.ini"


def open_library(qtbot, tmp_path):
    """The library as a start opens it, its settings and saves in tmp_path."""
    _app, library = launch._library(settings_at(tmp_path))
    qtbot.addWidget(library)
    return library


def open_window(qtbot, tmp_path, speed: float = 0):
    """The toy game's window as a start opens it, its settings and saves in tmp_path
    (``speed``: View ▸ Animation speed; 0, Instant)."""
    _app, win = launch._window(settings_at(tmp_path, speed), game_id="kuhn")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def close(win) -> None:
    win.close()  # what a person's close does: the settings, the games' shutdown
    win.scene.player.stop()


def start(qtbot, win, seats, seed=3):
    """Game ▸ New game: the seats and the seed set in the frame's dialog, then OK."""
    win.ask_new_game()
    dlg = win.findChild(NewGameDialog)
    qtbot.waitUntil(dlg.isVisible)
    assert (dlg.players.minimum(), dlg.players.maximum()) == (2, 2)  # the toy's players
    assert dlg.ruleset.currentData() == "standard"  # its record's option
    for row, seat in zip(dlg.rows, seats, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(seat.kind))
        row.name.setText(seat.name)
        if seat.level is not None:  # only the toy's own computers are offered
            levels = [row.level.itemData(i) for i in range(row.level.count())]
            assert levels == ["random", "heuristic"]
            row.level.setCurrentIndex(levels.index(seat.level))
    dlg.seed.setText(str(seed))
    dlg.ok_button.click()
    qtbot.waitUntil(lambda: win.controller is not None)
    assert win.controller.seats == list(seats) or tuple(win.controller.seats) == seats
    dlg.deleteLater()
    return win.controller


def hands(win) -> dict[int, tuple[str, int | None]]:
    """Each seat's card on the table: ("card", the card) or ("back", None)."""
    out = {}
    for item in win.scene.items_by_key.values():
        p = item.placement
        if p.key[0] == "hand":
            out[p.seat] = (p.kind, p.data.get("card"))
    return out


def read_out(win) -> list[str]:
    """What a screen reader hears of the table's items (through Qt's interfaces)."""
    iface = QAccessible.queryAccessibleInterface(win.table)
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def on_screen_words(win) -> str:
    """Every word the window shows: the prompt, the status line, the log, the table."""
    log = [win.log_model.index(i, 0).data() for i in range(win.log_model.rowCount())]
    return "\n".join([win.panel.prompt.text(), win.status.text(), *log, *read_out(win)])


def move_buttons(win) -> dict[str, QPushButton]:
    found = win.panel.findChildren(QPushButton)
    return {b.objectName()[5:]: b for b in found if b.objectName().startswith("move-")}


def settled(qtbot, win) -> None:
    qtbot.waitUntil(lambda: not win.scene.player.busy())
    QApplication.processEvents()


def test_the_window_opens_the_game_asked_for_through_its_record_and_face(qtbot, tmp_path, toy):
    win = open_window(qtbot, tmp_path)
    assert win.game is toy and win.face.__name__ == toy.face == "tests.games.kuhn_face"
    assert win.windowTitle() == "Kuhn poker"
    assert type(win.panel).__name__ == "Moves" and type(win.art).__name__ == "Art"
    # what the toy game has not: no hint, lessons, card data page or campaign offered
    menus = win.menus
    assert not any(a.isVisible() for a in (menus.hint, menus.lessons, menus.card_data))
    assert not menus.campaign.isVisible()
    win.show_lessons()  # no lessons: Learn to play shows its rules page
    rules = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not win]
    assert any("Kuhn poker" in w.browser.toPlainText() for w in rules if hasattr(w, "browser"))
    close(win)


def test_two_people_pass_the_screen_and_no_screen_shows_one_the_others_card(qtbot, tmp_path, toy):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, PEOPLE)
    dealt = c.state_for_save.cards
    words = {i: kuhn_face.CARDS[card] for i, card in enumerate(dealt)}
    moves = iter("pbc")  # Ana passes, Bruno bets, Ana calls
    turns = []
    while not c.is_over:
        qtbot.waitUntil(win.cover.isVisible)
        settled(qtbot, win)
        # behind the cover: both cards face down, nobody's card in any words
        assert {kind for kind, _card in hands(win).values()} == {"back"}
        shown = on_screen_words(win)
        assert not any(w in shown for w in words.values()), shown
        assert move_buttons(win) == {} and not win.menus.undo.isEnabled()
        qtbot.keyClick(win.cover, Qt.Key.Key_Space)  # the next person takes the seat
        seat = c.viewer
        turns.append(seat)
        settled(qtbot, win)
        assert hands(win)[seat] == ("card", dealt[seat])
        assert hands(win)[1 - seat] == ("back", None)
        shown = on_screen_words(win)
        assert words[seat] in shown and words[1 - seat] not in shown, shown
        assert not win.menus.undo.isEnabled() and not win.panel.undo.isEnabled()
        button = move_buttons(win)[next(moves)]
        assert button.accessibleName() in ("Pass", "Bet", "Call", "Fold")
        button.setFocus()  # the keyboard's path: Tab reaches the moves, Space presses one
        qtbot.keyClick(button, Qt.Key.Key_Space)
    assert turns == [0, 1, 0]
    assert c.record.steps == ["p", "b", "c"] and c.record.game == "kuhn"
    settled(qtbot, win)
    assert {kind for kind, _card in hands(win).values()} == {"card"}  # the showdown
    sheet = win.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    assert "takes the pot" in on_screen_words(win)
    t = sheet.table  # the toy's own rows (its record's score parts, its face's words)
    rows = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    assert rows == ["Staked (the ante and every bet or call)", "Total"]
    staked = [t.item(0, c).text() for c in (0, 1)]
    assert staked == ["\u22122", "\u22122"]  # ante and a bet or call, with a minus sign
    totals = sorted(t.item(1, c).text() for c in (0, 1))
    assert totals == ["2", "\u22122"]  # the pot of 4
    sheet.close()
    close(win)


def captions(win) -> list[str]:
    """The sentences the event queue shows on the table now."""
    return [it.text for it in win.scene.items() if isinstance(it, CaptionItem)]


def test_two_people_play_a_whole_game_with_the_moves_shown(qtbot, tmp_path, toy):
    """At a speed above 0 the queue plays the toy's events (its face's steps, its seats'
    names in the captions), the log fills, and while the cover is up no card of either
    person is face up on the table or named in any words, the cover's own included."""
    win = open_window(qtbot, tmp_path, speed=FAST)
    c = start(qtbot, win, PEOPLE)
    dealt = c.state_for_save.cards
    words = [kuhn_face.CARDS[card] for card in dealt]
    played, said, covered = [], [], []

    def look(*_args) -> None:  # at every step and every settling of the table
        said.extend(captions(win))
        if win.cover.isVisible():
            covered.append(hands(win))
            assert {kind for kind, _card in hands(win).values()} <= {"back"}
            cover = [win.cover.headline(), win.cover.prompt(), win.cover.accessibleName()]
            shown = "\n".join([*cover, *captions(win), on_screen_words(win)])
            assert not any(w in shown for w in words), shown

    win.scene.player.step_started.connect(played.append)
    win.scene.player.step_started.connect(look)
    win.scene.settled.connect(look)
    moves = iter("bf")  # Ana bets, Bruno folds
    while not c.is_over:
        qtbot.waitUntil(win.cover.isVisible)
        settled(qtbot, win)
        look()
        qtbot.keyClick(win.cover, Qt.Key.Key_Space)
        settled(qtbot, win)
        move_buttons(win)[next(moves)].click()
    qtbot.waitUntil(lambda: win.scene.player.pending() == 0 and not win.scene.player.busy())
    assert covered and played.count("moved") == 2 and "showdown" in played
    assert "Ana bets." in said and "Bruno folds." in said  # the seats' names, not blanks
    log = [win.log_model.index(i, 0).data() for i in range(win.log_model.rowCount())]
    assert log[-3:] == ["Ana bets.", "Bruno folds.", "Ana takes the pot: the other folded."]
    sheet = win.score_sheet
    qtbot.waitUntil(sheet.isVisible)
    sheet.close()
    close(win)


def test_the_table_finds_the_toys_bottom_seat_by_its_faces_mark(qtbot, tmp_path, toy):
    """The face's ``TABLE.own`` marks the bottom seat: the other seat's name opens no
    summary (the toy has none) and the card shown large stays above the own area."""
    win = open_window(qtbot, tmp_path, speed=FAST)
    start(qtbot, win, AGAINST_A_COMPUTER, seed=5)
    settled(qtbot, win)
    scene = win.scene
    assert scene._bottom_seat() == 0 and scene.player._bottom() == 0
    other = scene.items_by_key[("label", "player", 1)]
    assert scene._opponent_at(other.scenePos() + other.boundingRect().center()) == 1
    scene.show_summary(1)  # no last-round summary in the toy's face: nothing opens
    assert scene.summary is None
    mine = scene.items_by_key[("hand", 0)]
    scene._hover(mine.placement)
    own_top = scene.items_by_key[("label", "player", 0)].placement.y
    assert scene.preview is not None
    assert scene.preview.y() + CARD_H * scene.preview.scale() <= own_top
    close(win)


def test_a_person_plays_a_computer_and_the_game_is_autosaved(qtbot, tmp_path, toy):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, AGAINST_A_COMPUTER, seed=5)
    assert not win.cover.isVisible() and c.viewer == 0
    settled(qtbot, win)
    assert hands(win)[0][0] == "card" and hands(win)[1] == ("back", None)
    with qtbot.waitSignal(c.game_over, timeout=20000):
        move_buttons(win)["b"].click()  # the computer answers from its own view
    store = SlotStore(tmp_path / "saves")
    saved = store.load(AUTOSAVE)
    assert saved.record.game == "kuhn" and saved.record.steps == c.record.steps and saved.over
    win.open_replay(AUTOSAVE)  # a finished game replays through its record and face
    assert win.replay_window.isVisible() and "Kuhn poker" in win.replay_window.windowTitle()
    assert len(win.games.history.games_of("Ana", "kuhn")) == 1  # and the history has it
    close(win)


def test_a_slot_is_saved_loaded_and_resumed_after_a_real_restart(qtbot, tmp_path, toy):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, AGAINST_A_COMPUTER, seed=7)  # Ana the Queen, the computer the King
    settled(qtbot, win)
    move_buttons(win)["p"].click()
    qtbot.waitUntil(c.awaiting_human)  # the computer bets its King
    steps = list(c.record.steps)
    assert len(steps) == 2 and not c.is_over
    win.ask_save()  # Game ▸ Save game: the slots dialog, its default name the game's
    dialog = win.findChild(SlotsDialog)
    assert dialog.name_edit.text() == "Ana, Bot, round 1"
    dialog.select("slot-01")
    dialog.save_button.click()
    qtbot.waitUntil(lambda: "Saved as" in win.status.text())
    close(win)

    again = open_window(qtbot, tmp_path)  # a new window over the same folders
    assert again.controller is None
    again.ask_load()
    dialog = again.findChild(SlotsDialog)
    dialog.select("slot-01")
    assert dialog.load_button.isEnabled()
    dialog.load_button.click()
    qtbot.waitUntil(lambda: again.controller is not None)
    resumed = again.controller
    assert resumed.record.game == "kuhn" and resumed.record.steps == steps
    settled(qtbot, again)
    assert resumed.awaiting_human() and set(move_buttons(again)) == {"c", "f"}
    assert again.games.config.ruleset == "standard"  # Play again starts today's option
    assert not again.menus.undo.isEnabled()  # the toy game allows no undo
    with qtbot.waitSignal(resumed.game_over, timeout=20000):
        move_buttons(again)["c"].click()
    close(again)

    last = open_window(qtbot, tmp_path)  # and its autosave, at the next start
    saved = SlotStore(tmp_path / "saves").load(AUTOSAVE)
    assert saved.record.game == "kuhn" and saved.record.steps == [*steps, "c"]
    close(last)


def test_the_library_opens_the_toy_games_window_for_its_tile(qtbot, tmp_path, toy):
    library = open_library(qtbot, tmp_path)
    assert "kuhn" in library.screen_.tiles  # a tile from its GameInfo
    win = library.game_window("kuhn")
    qtbot.addWidget(win)
    assert win.game is toy and win.windowTitle() == "Kuhn poker"
    assert library.game_window(registry.DEFAULT).game.info.id == registry.DEFAULT
    for w in library.windows.values():
        close(w)


def test_a_replay_of_another_game_is_not_drawn_with_this_windows_game(qtbot, tmp_path, toy):
    """The statistics of *All games* offer every game's replay; the toy's window draws
    the toy's table only, so an Oh My Goods! replay is named and sent to its own window."""
    from pathlib import Path

    win = open_window(qtbot, tmp_path)
    said: list[str] = []
    win.games.warning.connect(said.append)
    replay = Path(__file__).parent.parent / "fixtures" / "release-ba86305" / "replay"
    win.open_replay_file(str(replay / "game-000042.json"))
    assert said == [
        "This replay is of a game of Oh My Goods!: watch it from that game's statistics."
    ]
    assert getattr(win, "replay_window", None) is None
    close(win)
