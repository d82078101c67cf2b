"""The library's window: the screen, a small menu, and the way to the games.

A game's window is made by ``open_game(game id)`` (``ui/launch``) when it is first
needed; the library hides while a game's window is shown, at the same place and size,
and comes back with *Game ▸ Back to the library* (Ctrl+L). Right after the library's
first paint it looks for what Continue may take up (``ui/start_offers``): the saved
games are read through the window of the game that keeps them (the box's default game
while the save slots are that game's), so that game loads then, after the first paint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from ...games import registry
from ...games.base import GameInfo
from ..window_size import available_for, first_size, fitted, frame_of
from .screen import LibraryScreen
from .tile import CAMPAIGN, LEARN, NEW, RULES, STATISTICS

#: The Game menu's way back from a game to the library.
BACK_KEY = "Ctrl+L"
#: A game's window as the library uses it (``ui/main_window.MainWindow``).
GameWindow = Any


def _tr(text: str) -> str:
    return QCoreApplication.translate("Library", text)


class LibraryWindow(QMainWindow):
    """See the module's docstring. ``games``: the box's (the registry's by default)."""

    def __init__(
        self,
        settings,
        open_game: Callable[[str], GameWindow],
        language: str = "en",
        games: Sequence[GameInfo] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._open_game = open_game
        self.windows: dict[str, GameWindow] = {}
        self.games = registry.GAMES if games is None else tuple(games)
        self.language = language
        self.lesson_offer: QMessageBox | None = None  # the first start's (first_lesson)
        self.offers: list = []
        self.damaged = False  # the autosave is damaged and its backup can be loaded
        self.looked = False  # Continue has been looked for
        self._closing = False
        self.setWindowTitle(_tr("Library"))
        self.screen_ = LibraryScreen(registry.GAMES if games is None else games, language)
        self.setCentralWidget(self.screen_)
        self.screen_.chosen.connect(self.act)
        self.screen_.continue_requested.connect(self.go_on)
        self.screen_.all_unfinished_requested.connect(self.all_unfinished)
        menu = self.menuBar().addMenu(_tr("&Game"))
        self.act_continue = self._action(menu, _tr("&Continue"), None, self.go_on)
        self.act_continue.setEnabled(False)
        menu.addSeparator()
        self.net_menus = self._network_menus(menu, language, games)
        menu.addSeparator()
        quit_ = self._action(menu, _tr("&Quit"), None, self.close)
        # the keys once painted: a QKeySequence builds Qt's enums (~18 ms)
        keys = [(quit_, "Ctrl+Q")]
        self.screen_.painted.connect(lambda: QTimer.singleShot(0, lambda: _set_keys(keys)))
        self.resize(first_size(self.screen().availableGeometry().size()))
        geometry = settings.window_geometry
        restored = bool(geometry) and self.restoreGeometry(geometry)
        if not self.isMaximized():
            self._place(restored)

    def _place(self, restored: bool) -> None:
        """Inside the screen's free area, frame and all: where it was if it fits, else
        centred (``window_size.fit_window``'s geometry, without touching Qt's enums
        before the first paint)."""
        available, frame = available_for(self), frame_of(self)
        rect = fitted(available, self.size(), frame, self.pos() if restored else None)
        self.resize(rect.size())
        self.move(rect.topLeft() - QPoint(frame.left(), frame.top()))

    def _action(self, menu, text: str, key: str | None, slot) -> QAction:
        act = QAction(text, self)
        if key is not None:
            act.setShortcut(QKeySequence(key))
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _network_menus(
        self, menu, language: str, games: Sequence[GameInfo] | None
    ) -> dict[str, QMenu]:
        """Game ▸ Host a network game and Join a network game, each with a line per game
        of the box: its window comes and asks (as its own Game menu does)."""
        found = {}
        for job, text in (
            ("host", _tr("&Host a network game")),
            ("join", _tr("&Join a network game")),
        ):
            sub = menu.addMenu(text)
            for info in registry.GAMES if games is None else games:
                self._action(sub, info.title(language), None, partial(self.network, info.id, job))
            found[job] = sub
        return found

    def network(self, game_id: str, job: str) -> None:
        """Host (``"host"``) or join (``"join"``) a network game of ``game_id`` from its
        window; a question closed without a table leaves the person in that window (Back
        to the library is one key away)."""
        win = self.game_window(game_id)
        self.enter(win)
        (win.ask_host if job == "host" else win.ask_join)()

    # ---- the games' windows ------------------------------------------------------------
    def game_window(self, game_id: str) -> GameWindow:
        """``game_id``'s window, made the first time (its game loads then)."""
        win = self.windows.get(game_id)
        if win is None:
            win = self._open_game(game_id)
            add_way_back(win, partial(self.back_from, win))
            # a game that starts from a question asked over the library comes forward
            win.games.started.connect(lambda *_, w=win: self._forward(w))
            win.games.lobby.connect(partial(self._lobby, win))
            win.games.open_elsewhere = partial(self.take_up, win)  # another game's save
            self.windows[game_id] = win
        return win

    def enter(self, win: GameWindow) -> None:
        """Show ``win`` where the library is, and hide the library (and the first
        start's offer, a window of its own that would stay over the game)."""
        if self.lesson_offer is not None and self.lesson_offer.isVisible():
            self.lesson_offer.close()
        _take_place(win, self)
        self.hide()

    def _lobby(self, win: GameWindow, net: Any) -> None:
        if net is not None:  # (None: a table left)
            self._forward(win)

    def _forward(self, win: GameWindow) -> None:
        if self.isVisible() and not self._closing:
            self.enter(win)

    def back_from(self, win: GameWindow) -> None:
        """*Back to the library*: the game on ``win`` is left and the library comes back.
        Nothing of a game at this screen is lost (the autosave, a campaign's slot or a
        lesson's step keeps it, and Continue takes it up), so only a network table asks
        first (leaving a table this window hosts closes it for everyone), and a game the
        autosave could not keep."""

        def back() -> None:
            win.close_game()
            _take_place(self, win)
            win.hide()
            self.look()

        if win.games.in_network() or win.games.autosave_failed():
            win.leave_game_then(back)  # (a game the autosave could not keep asks too)
        else:
            back()

    # ---- Continue ----------------------------------------------------------------------
    def look_after_first_paint(self) -> None:
        """Look for Continue once the library has been painted (a start does)."""
        self.screen_.painted.connect(self._look_soon)  # (emitted in the paint: a timer)

    def _look_soon(self) -> None:
        QTimer.singleShot(0, self.look)

    def look(self) -> None:
        """Find what Continue takes up: the latest unfinished game, chapter or network
        table (the start offers), or a damaged autosave whose backup can be loaded."""
        from ...saves.slots import AUTOSAVE
        from ..start_offers import start_offers

        win = self.game_window(registry.DEFAULT)
        first = not self.looked
        auto = win.store.info(AUTOSAVE)
        self.damaged = auto.problem is not None and auto.backup_available
        self.offers = [] if self.damaged else start_offers(win.games)
        self.looked = True
        if self.damaged:
            line = _tr("Your last game's save is damaged: its backup can be loaded.")
            self.screen_.show_continue(line)
        elif self.offers:
            more = len(self.offers) > 1 or self.offers[0].forget is not None
            self.screen_.show_continue(self.offers[0].line, more)
        else:
            self.screen_.show_continue(None)
            if first:
                self._offer_first_lesson(win)
        self.act_continue.setEnabled(self.damaged or bool(self.offers))
        import logging

        logging.getLogger("omg_desktop.library").info("unfinished: %d", len(self.offers))

    def _offer_first_lesson(self, win: GameWindow) -> None:
        """The box's very first start (nothing saved yet): the offer of the games' first
        lessons (``first_lesson``), over the library and not modal: *Not now* (or no
        answer) leaves the library as it is."""
        from .first_lesson import first_start, lesson_offer

        if not first_start(self.settings, win.store.folder, self.games):
            return
        self.lesson_offer = lesson_offer(self, self.games, self.language, self.learn_first)
        self.lesson_offer.show()
        self.lesson_offer.raise_()
        self.lesson_offer.activateWindow()

    def learn_first(self, game_id: str) -> None:
        """``game_id``'s first lesson on its window (its lessons to choose from when it
        names none first)."""
        from ...tutorial.lesson import OFFER_FIRST_START
        from ..lessons.launcher import lesson_by_offer, lesson_face, start_lesson

        win = self.game_window(game_id)
        self.enter(win)
        lesson = lesson_by_offer(win, OFFER_FIRST_START) if lesson_face(win) else None
        if lesson is None:
            win.show_lessons()
        else:
            start_lesson(win, lesson.id)

    def go_on(self) -> None:
        """Continue: the latest unfinished thing, taken up on its game's window."""
        if not self.looked or not (self.damaged or self.offers):
            return
        win = self.game_window(registry.DEFAULT)
        if self.damaged:
            self.enter(win)
            win.offer_resume()  # the damaged save's question: its backup, or a new game
        elif self.offers[0].game not in ("", registry.DEFAULT):
            self.offers[0].take()  # another game's save: on its own window (take_up)
        else:
            self.enter(win)
            self.offers[0].take()

    def take_up(self, from_win: GameWindow, game_id: str, slot: str) -> None:
        """A saved game of ``game_id`` chosen on ``from_win`` (the library's Continue, or
        a start's list of unfinished games): loaded on its own game's window, shown where
        the one it was chosen on is."""
        win = self.game_window(game_id)
        if from_win.isVisible() and from_win is not win:
            _take_place(win, from_win)
            from_win.hide()
        elif not win.isVisible():
            self.enter(win)
        win.games.load_from(slot)

    def all_unfinished(self) -> None:
        """Every unfinished thing to choose from (the start's question, with its list)."""
        if not self.offers:
            return
        win = self.game_window(registry.DEFAULT)
        self.enter(win)
        win.offer_resume(dismissed=lambda: self.back_from(win))  # closed: the library

    # ---- a tile's actions --------------------------------------------------------------
    def act(self, game_id: str, action: str) -> None:
        """A tile's button: its game's window does what its menus do for it."""
        win = self.game_window(game_id)
        if action in (RULES, STATISTICS):  # to read: the library stays
            (win.show_rules if action == RULES else win.show_statistics)()
            return
        self.enter(win)
        jobs = {NEW: win.ask_new_game, LEARN: win.show_lessons, CAMPAIGN: win.ask_campaign}
        jobs[action]()

    def closeEvent(self, event) -> None:  # noqa: N802
        """Quitting from the library closes the games' windows (they save what they keep)."""
        self._closing = True
        for win in self.windows.values():
            if not win.isVisible():
                _take_place(win, self, show=False)
            win.close()
        if not self.windows:
            self.settings.window_geometry = self.saveGeometry()
        super().closeEvent(event)


def _set_keys(keys: list[tuple[QAction, str]]) -> None:
    for act, key in keys:
        act.setShortcut(QKeySequence(key))


def _take_place(win: QWidget, of: QWidget, show: bool = True) -> None:
    """``win`` where ``of`` is, as large (maximized when it is)."""
    if of.isMaximized():
        if show:
            win.showMaximized()
        return
    win.setGeometry(of.geometry())
    if show:
        win.showNormal()
        win.raise_()
        win.activateWindow()


def add_way_back(win: GameWindow, back: Callable[[], None]) -> QAction:
    """*Game ▸ Back to the library* (Ctrl+L) first in ``win``'s Game menu."""
    act = QAction(_tr("Back to the librar&y"), win)
    act.setShortcut(QKeySequence(BACK_KEY))
    act.setObjectName("BackToLibrary")
    act.triggered.connect(lambda _checked=False: back())
    menu = win.menuBar().actions()[0].menu()
    entries = menu.actions()  # (none yet while the window's menus wait for its first frame)
    if entries:
        menu.insertAction(entries[0], act)
        menu.insertSeparator(entries[0])
    else:
        menu.addAction(act)
        menu.addSeparator()
    win.addAction(act)  # its shortcut works (and a cover turns it off, as every action)
    return act
