"""The library: the first screen of a start, one tile per game of the box, Continue for
the latest unfinished game, and the way back to it from a game (through real widgets)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton
from test_main_window import press, take_turn, versus_computer
from test_privacy import take_seat, until_cover

from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.dialogs.help import HelpDialog
from omg_desktop.ui.dialogs.new_game import NewGameDialog
from omg_desktop.ui.dialogs.statistics import StatisticsDialog
from omg_desktop.ui.library.picture import picture_path
from omg_desktop.ui.library.tile import CAMPAIGN, LEARN, NEW, RULES, STATISTICS
from omg_desktop.ui.library.window import LibraryWindow
from omg_desktop.ui.main_window import MainWindow
from omg_desktop.ui.plurals import EnglishPlurals
from omg_desktop.ui.settings import Settings

pytestmark = pytest.mark.timeout(240)
ROOT = Path(__file__).resolve().parents[2]
GUARD = 20000
YES = QMessageBox.StandardButton.Yes


def library_of(qtbot, tmp_path, language: str = "en", open_game=None) -> LibraryWindow:
    """A shown library whose games' windows are real ones over ``tmp_path``'s saves."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.animation_speed = 0

    def real_window(game_id: str) -> MainWindow:
        win = MainWindow(default_catalog(), settings, save_dir=tmp_path / "saves")
        qtbot.addWidget(win)
        return win

    lib = LibraryWindow(settings, open_game or real_window, language)
    qtbot.addWidget(lib)
    if open_game is None:
        lib.look_after_first_paint()  # as a start does
    lib.resize(1100, 760)
    lib.show()
    qtbot.waitExposed(lib)
    qtbot.waitUntil(lambda: lib.looked or open_game is not None, timeout=GUARD)
    offer = dialog_of(QMessageBox)
    if offer is not None and offer.objectName() == "LessonOffer":  # the very first start
        press(qtbot, offer.button(QMessageBox.StandardButton.No))  # Not now
    return lib


def game_of(lib: LibraryWindow) -> MainWindow:
    return lib.windows[registry.DEFAULT]


def texts(widget) -> list[str]:
    """Every word the widget shows or gives a screen reader (labels, buttons, names)."""
    out = []
    for w in [widget, *widget.findChildren(QLabel), *widget.findChildren(QPushButton)]:
        out += [getattr(w, "text", lambda: "")(), w.accessibleName(), w.accessibleDescription(),
                w.toolTip()]  # fmt: skip
    return [t for t in out if t]


def dialog_of(kind):
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
    return found[-1] if found else None


def window_from_tile(qtbot, lib: LibraryWindow) -> MainWindow:
    """The tile's New game: its game's window, the New game dialog answered No."""
    press(qtbot, lib.screen_.tiles["ohmygoods"].buttons[NEW])
    win = game_of(lib)
    qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
    dialog_of(NewGameDialog).reject()
    return win


def played_to_round_2(qtbot, win: MainWindow):
    """Ana against a computer (seed 21) from ``win``, played into round 2, waiting for her."""
    win.games.start_game(versus_computer(21))
    c, rng = win.controller, Rng(5)
    while c.view().round < 2:
        qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=GUARD)
        take_turn(qtbot, win, rng)
    qtbot.waitUntil(lambda: c.awaiting_human(), timeout=GUARD)
    return c


def back_to_library(qtbot, win: MainWindow) -> None:
    """Ctrl+L in ``win`` (made the active window first: its shortcuts answer)."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=GUARD)
    qtbot.keyClick(win, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)


def test_one_tile_per_game_of_the_box_with_its_metadata_only(qtbot, tmp_path, monkeypatch):
    """With the toy game registered the library shows a tile per game, each from the registry's
    metadata alone (title, players, length, the rules in a line), and opens nothing."""
    sys.path.insert(0, str(ROOT))
    from tests.games import kuhn

    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, kuhn.INFO))
    plurals = EnglishPlurals()  # as the program's application has it
    QApplication.installTranslator(plurals)
    qtbot.addWidget(QLabel())  # (a widget to tie the clean-up to)
    monkeypatch.setattr(sys, "_library_plurals", plurals, raising=False)
    opened: list[str] = []
    lib = library_of(qtbot, tmp_path, open_game=lambda g: opened.append(g))
    assert list(lib.screen_.tiles) == [
        "ohmygoods", "gizmos", "kingdom_builder", "ticket_to_ride", "kuhn",
    ]  # fmt: skip
    omg, toy = lib.screen_.tiles["ohmygoods"], lib.screen_.tiles["kuhn"]
    assert omg.title.text() == "Oh My Goods!" and toy.title.text() == "Kuhn poker"
    assert omg.facts.text() == "1–4 players · 30 minutes"
    assert toy.facts.text() == "2 players · 1 minute"
    assert toy.line.text() == kuhn.INFO.line("en")
    assert set(omg.buttons) == {NEW, LEARN, RULES, STATISTICS, CAMPAIGN}
    assert set(toy.buttons) == {NEW, LEARN, RULES, STATISTICS}  # no campaign of its own
    assert picture_path("ohmygoods").is_file() and not picture_path("kuhn").is_file()
    assert picture_path("gizmos").is_file()
    assert not omg.picture.pixmap().isNull() and not toy.picture.pixmap().isNull()
    assert opened == []  # nothing is opened to show the tiles
    QApplication.removeTranslator(plurals)


def test_a_tile_speaks_the_window_language(qtbot, tmp_path):
    lib = library_of(qtbot, tmp_path, language="pt_BR", open_game=lambda g: None)
    tile = lib.screen_.tiles["ohmygoods"]
    info = registry.info("ohmygoods")
    assert tile.line.text() == info.line("pt_BR") != info.line("en")


@pytest.mark.timeout(120)
def test_the_librarys_first_paint_loads_no_game(tmp_path):
    """Boundary 14: the start shows the library from the registry's metadata; neither a
    game's rules nor its face nor the game window are loaded by its first paint."""
    code = (
        "import sys\nimport omg_desktop.cli\n"
        "from omg_desktop.ui.launch import library_self_test\n"
        "sys.exit(library_self_test())\n"
    )
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen",
           "OMG_DESKTOP_CACHE_DIR": str(tmp_path / "cache")}  # fmt: skip
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=100)  # fmt: skip
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[0])
    assert result["ok"] and result["tiles"] == len(registry.GAMES)
    assert result["collector_passes_before_first_frame"] == 0
    loaded = result["modules_at_first_frame"]
    games = [m for m in loaded if m.startswith("omg_desktop.games.")]
    assert set(games) <= {"omg_desktop.games.base", "omg_desktop.games.registry"}, games
    assert "omg_desktop.ui.main_window" not in loaded
    assert not any(m.startswith("omg_desktop.saves") for m in loaded)


def test_the_first_start_offers_the_lesson_over_the_library_and_not_now_stays(qtbot, tmp_path):
    settings = Settings(path=tmp_path / "settings.ini")
    made: list[MainWindow] = []

    def real_window(game_id: str) -> MainWindow:
        made.append(MainWindow(default_catalog(), settings, save_dir=tmp_path / "saves"))
        qtbot.addWidget(made[-1])
        return made[-1]

    lib = LibraryWindow(settings, real_window)
    qtbot.addWidget(lib)
    lib.look_after_first_paint()
    lib.show()
    qtbot.waitUntil(lambda: dialog_of(QMessageBox) is not None, timeout=GUARD)
    offer = dialog_of(QMessageBox)
    assert offer.objectName() == "LessonOffer" and offer.parent() is lib
    # not modal: the library answers even if the offer never reaches the screen
    assert offer.windowModality() == Qt.WindowModality.NonModal
    assert QApplication.activeModalWidget() is None
    # the box's offer: a person has not picked a game yet
    buttons = [b.text() for b in offer.buttons()]
    assert [g.title() for g in registry.GAMES] == buttons[: len(registry.GAMES)]
    assert "Oh My Goods!" not in offer.text()
    press(qtbot, offer.button(QMessageBox.StandardButton.No))
    qtbot.waitUntil(lambda: not offer.isVisible(), timeout=GUARD)
    assert lib.isVisible() and not made[0].isVisible()
    assert dialog_of(NewGameDialog) is None  # Not now: the library, not a new game
    lib.look()  # (asked once)
    assert dialog_of(QMessageBox) is None


def test_the_first_start_offer_starts_the_chosen_games_first_lesson(qtbot, tmp_path):
    """A game's button on the first start's offer: that game's window, at its first
    lesson (the offer is the box's, each game's lessons on its own window)."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.animation_speed = 0

    def real_window(game_id: str) -> MainWindow:
        game = registry.load(game_id)
        win = MainWindow(game.load_catalog(), settings, save_dir=tmp_path / "saves", game=game)
        qtbot.addWidget(win)
        return win

    lib = LibraryWindow(settings, real_window)
    qtbot.addWidget(lib)
    lib.look_after_first_paint()
    lib.show()
    qtbot.waitUntil(lambda: dialog_of(QMessageBox) is not None, timeout=GUARD)
    offer = dialog_of(QMessageBox)
    (gizmos,) = [b for b in offer.buttons() if b.objectName() == "learn:gizmos"]
    press(qtbot, gizmos)
    win = lib.windows["gizmos"]
    qtbot.waitUntil(lambda: win.isVisible() and win.games.in_lesson(), timeout=GUARD)
    assert not lib.isVisible() and not offer.isVisible()
    if win.controller is not None:
        win.controller.shutdown()


def test_a_tile_pressed_while_the_first_start_offer_is_open_leaves_it_behind(qtbot, tmp_path):
    """The offer does not block the library: a tile's New game works, and the offer
    goes with the library (it does not stay over the game's window)."""
    settings = Settings(path=tmp_path / "settings.ini")

    def real_window(game_id: str) -> MainWindow:
        win = MainWindow(default_catalog(), settings, save_dir=tmp_path / "saves")
        qtbot.addWidget(win)
        return win

    lib = LibraryWindow(settings, real_window)
    qtbot.addWidget(lib)
    lib.look_after_first_paint()
    lib.show()
    qtbot.waitUntil(lambda: dialog_of(QMessageBox) is not None, timeout=GUARD)
    offer = dialog_of(QMessageBox)
    press(qtbot, lib.screen_.tiles["ohmygoods"].buttons[NEW])
    qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
    assert not offer.isVisible() and game_of(lib).isVisible() and not lib.isVisible()
    dialog_of(NewGameDialog).reject()


def test_new_game_from_the_tile_opens_the_game_window_at_the_new_game_dialog(qtbot, tmp_path):
    lib = library_of(qtbot, tmp_path)
    assert lib.screen_.continue_box.isHidden()  # nothing unfinished: no Continue row
    press(qtbot, lib.screen_.tiles["ohmygoods"].buttons[NEW])
    win = game_of(lib)
    qtbot.waitUntil(lambda: win.isVisible() and not lib.isVisible(), timeout=GUARD)
    qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
    dlg = dialog_of(NewGameDialog)
    with qtbot.waitSignal(win.games.started, timeout=GUARD):
        dlg.accept()
    assert win.controller is not None


def test_back_to_the_library_then_continue_goes_on_with_the_game(qtbot, tmp_path):
    """Ctrl+L leaves the game for the library without a question (the autosave keeps
    it); its Continue says what the saved games' list says of the game, and takes it up
    where it was."""
    lib = library_of(qtbot, tmp_path)
    win = window_from_tile(qtbot, lib)
    c = played_to_round_2(qtbot, win)
    steps = len(c.record.steps)
    back_to_library(qtbot, win)
    qtbot.waitUntil(lambda: lib.isVisible() and not win.isVisible(), timeout=GUARD)
    assert dialog_of(QMessageBox) is None  # nothing to lose: no question
    from omg_desktop.ui.dialogs.slots import resume_line

    latest = win.store.latest_unfinished()
    assert latest is not None
    assert lib.screen_.continue_line.text() == resume_line(latest)
    assert lib.screen_.continue_button.isEnabled()
    press(qtbot, lib.screen_.continue_button)
    qtbot.waitUntil(lambda: win.isVisible() and win.controller is not None, timeout=GUARD)
    assert len(win.controller.record.steps) == steps
    assert not lib.isVisible()


def test_rules_and_statistics_open_over_the_library(qtbot, tmp_path):
    lib = library_of(qtbot, tmp_path)
    tile = lib.screen_.tiles["ohmygoods"]
    press(qtbot, tile.buttons[RULES])
    qtbot.waitUntil(lambda: dialog_of(HelpDialog) is not None, timeout=GUARD)
    press(qtbot, tile.buttons[STATISTICS])
    qtbot.waitUntil(lambda: dialog_of(StatisticsDialog) is not None, timeout=GUARD)
    assert lib.isVisible() and not game_of(lib).isVisible()


def test_every_action_has_a_keyboard_path_and_a_name(qtbot, tmp_path):
    """Tab reaches every button of the library; each says which game it acts on; Space
    on the focused New game presses it."""
    lib = library_of(qtbot, tmp_path)
    tile = lib.screen_.tiles["ohmygoods"]
    lib.activateWindow()
    qtbot.waitUntil(lib.isActiveWindow, timeout=GUARD)
    tile.buttons[NEW].setFocus()
    reached = set()
    for _ in range(12):
        reached.add(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    for action, button in tile.buttons.items():
        assert button in reached, action
        assert "Oh My Goods!" in button.accessibleName()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    tile.buttons[NEW].setFocus()
    qtbot.keyClick(tile.buttons[NEW], Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
    dialog_of(NewGameDialog).reject()


def test_the_librarys_game_menu_hosts_and_joins_each_games_network_table(qtbot, tmp_path):
    """Game ▸ Host a network game and Join a network game list every game of the box;
    a line brings that game's window forward asking what its own menu asks."""
    from omg_desktop.ui.network.dialogs import HostDialog, JoinDialog

    lib = library_of(qtbot, tmp_path)
    for job in ("host", "join"):
        lines = [a.text() for a in lib.net_menus[job].actions()]
        assert lines == [info.title("en") for info in registry.GAMES]
    line = lib.net_menus["join"].actions()[0]
    line.trigger()
    win = game_of(lib)
    qtbot.waitUntil(lambda: win.isVisible() and not lib.isVisible(), timeout=GUARD)
    qtbot.waitUntil(lambda: dialog_of(JoinDialog) is not None, timeout=GUARD)
    dialog_of(JoinDialog).reject()
    lib.net_menus["host"].actions()[0].trigger()
    qtbot.waitUntil(lambda: dialog_of(HostDialog) is not None, timeout=GUARD)
    dialog_of(HostDialog).reject()


def test_continue_shows_nothing_of_anyones_hand(qtbot, tmp_path):
    """Two people at one screen: the library shows what the saved games' list shows of
    their game (seats, round, when), never a card of a hand or a planned card."""
    lib = library_of(qtbot, tmp_path)
    win = game_of(lib)
    two = GameConfig(seats=(Seat("Ana", "human", None), Seat("Bea", "human", None)),
                     ruleset="bigbox", seed=8)  # fmt: skip
    win.show()
    win.games.start_game(two)
    c, rng = win.controller, Rng(2)
    while c.view().round < 2 or win.store.latest_unfinished() is None:
        if win.cover.isVisible():
            take_seat(qtbot, win)
        until_cover(qtbot, win, rng, stop=lambda: c.view().round >= 2)
    state = c.state_for_tests
    secret = {c2 for p in state.players for c2 in (*p.hand, p.planned) if c2 is not None}
    names = {win.cat.card(card).name for card in secret}
    win.close_game()
    win.hide()
    lib.look()
    shown = "\n".join(texts(lib))
    assert "Ana" in shown and "Bea" in shown
    assert [n for n in names if n in shown] == []


def test_every_widget_of_the_library_has_a_name(qtbot, tmp_path):
    """What a screen reader meets on the library: every control named, with Continue."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QAbstractButton

    def unnamed(top) -> list[str]:
        named = [*top.findChildren(QAbstractButton), *top.findChildren(QLabel)]
        return [
            w.objectName() or type(w).__name__
            for w in named
            if w.isVisibleTo(top)
            and not QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name).strip()
        ]

    lib = library_of(qtbot, tmp_path)
    win = game_of(lib)
    win.games.start_game(versus_computer(3))
    c, rng = win.controller, Rng(1)
    while win.store.latest_unfinished() is None:
        qtbot.waitUntil(c.awaiting_human, timeout=GUARD)
        take_turn(qtbot, win, rng)
    win.close_game()
    lib.look()
    assert not lib.screen_.continue_box.isHidden()
    assert unnamed(lib) == []
    assert lib.screen_.continue_button.accessibleName().startswith("Continue: Oh My Goods!: Ana")


def test_quitting_from_the_library_closes_the_games_window(qtbot, tmp_path):
    """Ctrl+Q on the library ends the program: the game's window (made to find Continue)
    closes too, and keeps the library's place for the next start."""
    lib = library_of(qtbot, tmp_path)
    win = game_of(lib)
    closed = []
    win.destroyed.connect(lambda: closed.append(True))
    lib.activateWindow()
    qtbot.waitUntil(lib.isActiveWindow, timeout=GUARD)
    qtbot.keyClick(lib, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not lib.isVisible(), timeout=GUARD)
    assert not win.isVisible()
    assert lib.settings.window_geometry == win.saveGeometry()


def test_behind_a_cover_the_way_back_is_off(qtbot, tmp_path):
    """Between two people at one screen no key leaves the table: Ctrl+L is off while a
    cover is up, and on again once the next person takes the seat."""
    lib = library_of(qtbot, tmp_path)
    win = game_of(lib)
    two = GameConfig(seats=(Seat("Ana", "human", None), Seat("Bea", "human", None)),
                     ruleset="bigbox", seed=8)  # fmt: skip
    lib.enter(win)
    win.games.start_game(two)
    back = win.findChild(QAction, "BackToLibrary")
    qtbot.waitUntil(win.cover.isVisible, timeout=GUARD)
    assert not back.isEnabled()
    take_seat(qtbot, win)
    assert back.isEnabled()


def test_a_damaged_autosave_is_continued_from_its_backup(qtbot, tmp_path):
    """Continue on a damaged autosave whose backup is good asks the damaged save's
    question (as the start did); Yes loads the backup's game, exactly."""
    from test_damaged_saves import damaged_autosave_with_backup

    _, steps = damaged_autosave_with_backup(tmp_path / "saves")
    lib = library_of(qtbot, tmp_path)
    assert "damaged" in lib.screen_.continue_line.text()
    press(qtbot, lib.screen_.continue_button)
    win = game_of(lib)
    qtbot.waitUntil(lambda: dialog_of(QMessageBox) is not None, timeout=GUARD)
    box = dialog_of(QMessageBox)
    assert box.objectName() == "DamagedAutosaveOffer" and win.isVisible()
    press(qtbot, box.button(YES))
    qtbot.waitUntil(lambda: win.controller is not None, timeout=GUARD)
    assert win.controller.record.steps == steps


def test_all_unfinished_lists_a_network_seat_beside_the_game(qtbot, tmp_path):
    """A seat held at a network table and a saved game: Continue takes the latest, and
    *All unfinished…* opens the start's list of both, where the table can be forgotten."""
    from omg_desktop.net.seatbook import HeldSeat
    from omg_desktop.ui.dialogs.start_offer import StartOffer

    lib = library_of(qtbot, tmp_path)
    win = game_of(lib)
    win.games.start_game(versus_computer(3))
    c, rng = win.controller, Rng(1)
    while win.store.latest_unfinished() is None:
        qtbot.waitUntil(c.awaiting_human, timeout=GUARD)
        take_turn(qtbot, win, rng)
    win.close_game()
    seat = HeldSeat("ws://127.0.0.1:9", "ABCD23", 1, "a" * 32, "Ana")
    win.games.seat_book().keep(seat)
    lib.back_from(win)  # no game on the table: the library at once, looking again
    assert lib.isVisible() and not win.isVisible()
    assert [o.kind for o in lib.offers] == ["table", "game"]  # the seat was kept last
    assert "ABCD23" in lib.screen_.continue_line.text()
    assert lib.screen_.all_button.isVisible()
    press(qtbot, lib.screen_.all_button)
    qtbot.waitUntil(lambda: dialog_of(StartOffer) is not None, timeout=GUARD)
    box = dialog_of(StartOffer)
    assert box.list.count() == 2 and box.list.item(1).text().startswith("Oh My Goods!: Ana")
    assert box.forget.isEnabled()
    assert win.isVisible() and not lib.isVisible()


def test_back_to_the_library_from_a_lesson_ends_its_coach(qtbot, tmp_path):
    """Ctrl+L from a lesson takes its coach off with its game (the step is remembered):
    the next New game from the tile shows no coach's box or bubble."""
    from omg_desktop.ui.lessons.launcher import start_lesson
    from omg_desktop.ui.lessons.progress import LessonProgress

    lib = library_of(qtbot, tmp_path)
    win = window_from_tile(qtbot, lib)
    start_lesson(win, "base", True)
    qtbot.waitUntil(lambda: win.coach is not None and win.coach.active, timeout=GUARD)
    coach, panel = win.coach, win.coach.panel
    back_to_library(qtbot, win)
    qtbot.waitUntil(lambda: lib.isVisible() and not win.isVisible(), timeout=GUARD)
    assert not coach.active and win.coach is None and not panel.isVisible()
    assert LessonProgress(win.settings, "ohmygoods").step("base") is not None
    press(qtbot, lib.screen_.tiles["ohmygoods"].buttons[NEW])
    qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
    assert win.coach is None and not win.games.in_lesson()
    dialog_of(NewGameDialog).reject()


def test_a_new_game_from_the_tile_keeps_the_game_left_for_the_library(qtbot, tmp_path):
    """Left with Ctrl+L, an unfinished game waits in the autosave; a new game begun from
    the tile keeps it in a free slot, named for its players (nothing a player does loses
    a game), and the status line says where."""
    lib = library_of(qtbot, tmp_path)
    win = window_from_tile(qtbot, lib)
    c = played_to_round_2(qtbot, win)
    left = win.store.info("autosave")
    back_to_library(qtbot, win)
    qtbot.waitUntil(lambda: lib.isVisible() and not win.isVisible(), timeout=GUARD)
    press(qtbot, lib.screen_.tiles["ohmygoods"].buttons[NEW])
    qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
    dialog_of(NewGameDialog).reject()
    win.games.start_game(versus_computer(22))
    c = win.controller
    qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=GUARD)
    take_turn(qtbot, win, Rng(6))
    qtbot.waitUntil(lambda: win.store.info("autosave").steps != left.steps, timeout=GUARD)
    kept = win.store.info("slot-01")
    assert kept.ok and not kept.over and kept.steps == left.steps
    assert kept.name == "Ana, Bruno, an earlier unfinished game"
    assert "Slot 1" in win.status.text() and "earlier unfinished game" in win.status.text()


def test_leave_the_lesson_goes_back_to_the_library_it_came_from(qtbot, tmp_path):
    lib = library_of(qtbot, tmp_path)
    win = window_from_tile(qtbot, lib)
    from omg_desktop.ui.lessons.launcher import start_lesson

    start_lesson(win, "base", True)
    qtbot.waitUntil(lambda: win.coach is not None and win.coach.active, timeout=GUARD)
    press(qtbot, win.coach.panel.leave_button)
    qtbot.waitUntil(lambda: lib.isVisible() and not win.isVisible(), timeout=GUARD)
    assert win.coach is None and win.controller is None


def test_escape_closes_the_unfinished_list_back_to_the_library_new_game_asks(qtbot, tmp_path):
    """*All unfinished…*: Escape (or the title bar) closes the list, back at the library;
    only its *New game* asks for a new game."""
    from omg_desktop.ui.dialogs.start_offer import StartOffer

    lib = library_of(qtbot, tmp_path)
    win = window_from_tile(qtbot, lib)
    win.games.start_game(versus_computer(21))
    c = win.controller
    qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=GUARD)
    take_turn(qtbot, win, Rng(5))
    qtbot.waitUntil(lambda: win.store.latest_unfinished() is not None, timeout=GUARD)
    back_to_library(qtbot, win)
    qtbot.waitUntil(lambda: lib.isVisible() and lib.screen_.all_button.isEnabled(), timeout=GUARD)
    for leave_by in ("escape", "new game"):
        press(qtbot, lib.screen_.all_button)
        qtbot.waitUntil(lambda: dialog_of(StartOffer) is not None, timeout=GUARD)
        box = dialog_of(StartOffer)
        if leave_by == "escape":
            qtbot.keyClick(box, Qt.Key.Key_Escape)
            qtbot.waitUntil(lambda: lib.isVisible() and not win.isVisible(), timeout=GUARD)
            assert dialog_of(NewGameDialog) is None
        else:
            press(qtbot, box.button(QMessageBox.StandardButton.No))
            qtbot.waitUntil(lambda: dialog_of(NewGameDialog) is not None, timeout=GUARD)
            dialog_of(NewGameDialog).reject()


def test_a_game_the_autosave_could_not_keep_asks_before_the_library(qtbot, tmp_path):
    """Every slot full, an unfinished earlier game in the autosave: the new game is not
    autosaved (the earlier one is never written over), so Ctrl+L asks before leaving it."""
    lib = library_of(qtbot, tmp_path)
    win = window_from_tile(qtbot, lib)
    played_to_round_2(qtbot, win)
    back_to_library(qtbot, win)
    qtbot.waitUntil(lambda: lib.isVisible() and not win.isVisible(), timeout=GUARD)
    earlier = win.store.path("autosave").read_bytes()
    for slot in win.store.slot_ids()[1:]:
        win.store.path(slot).write_bytes(earlier)  # no free slot left
    win = window_from_tile(qtbot, lib)
    win.games.start_game(versus_computer(22))
    c = win.controller
    qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=GUARD)
    take_turn(qtbot, win, Rng(6))
    qtbot.waitUntil(win.games.autosave_failed, timeout=GUARD)
    assert win.store.path("autosave").read_bytes() == earlier
    back_to_library(qtbot, win)
    qtbot.waitUntil(lambda: dialog_of(QMessageBox) is not None, timeout=GUARD)
    box = dialog_of(QMessageBox)
    assert box.objectName() == "LeaveGame" and "could not be autosaved" in box.text()
    assert win.isVisible() and win.controller is c
    box.reject()
