"""The window's menu bar: Game, View and Help, their actions and shortcuts, the
language menu, and the list of keys Help ▸ Keyboard shortcuts shows.

:class:`Menus` is owned by the window (its ``menus``); each action calls the window (or
one of its parts) and is also the window's, so its shortcut works wherever the focus is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:  # (imported where used: the window's first frame waits for none)
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QMessageBox

#: The speed settings and their names (the View menu).
SPEEDS = [(0.0, "Instant"), (0.5, "Fast"), (1.0, "Normal"), (2.0, "Slow")]


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def top_menus(window: Any) -> tuple[QMenu, QMenu, QMenu]:
    """The Game, View and Help menus of ``window``'s menu bar, empty: :class:`Menus`
    fills them (after the window's first frame, which shows their titles)."""
    bar = window.menuBar()
    return bar.addMenu(tr("&Game")), bar.addMenu(tr("&View")), bar.addMenu(tr("&Help"))


class Menus(QObject):
    """The menus of ``window`` (a ``ui.main_window.MainWindow``: not imported, it
    imports this), in its ``top`` menus (:func:`top_menus`; new ones by default)."""

    def __init__(self, window: Any, top: tuple[QMenu, QMenu, QMenu] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.language_notice: QMessageBox | None = None
        game, view, helpm = top or top_menus(window)
        self._game_menu(game)
        self._view_menu(view)
        self._help_menu(helpm)

    def action(self, menu: QMenu, text: str, key, slot) -> QAction:
        """An action in ``menu`` (and the window's: its shortcut works everywhere)."""
        from PySide6.QtGui import QAction, QKeySequence

        act = QAction(text, self.window)
        if key is not None:
            act.setShortcut(QKeySequence(key))
        act.triggered.connect(slot)
        menu.addAction(act)
        self.window.addAction(act)
        return act

    def _game_menu(self, game: QMenu) -> None:
        from PySide6.QtGui import QKeySequence

        w, add, keys = self.window, self.action, QKeySequence.StandardKey
        self.new = add(game, tr("&New game…"), keys.New, w.ask_new_game)
        self.campaign = add(game, tr("The Longsdale &Conspiracy…"), "Ctrl+Shift+C", w.ask_campaign)
        self.host = add(game, tr("Host a net&work game…"), "Ctrl+Shift+H", w.network.ask_host)
        self.join = add(game, tr("&Join a network game…"), "Ctrl+Shift+J", w.network.ask_join)
        add(game, tr("&Save game…"), keys.Save, w.ask_save)
        add(game, tr("&Load game…"), keys.Open, w.ask_load)
        add(game, tr("Re&play a saved game…"), "Ctrl+Shift+P", w.ask_replay)
        w.network.add_to(game, add)
        self.scores = add(game, tr("Show the score s&heet"), None, w.show_score_sheet)
        self.scores.setVisible(False)
        self.statistics = add(game, tr("S&tatistics…"), None, w.show_statistics)
        game.addSeparator()
        self.undo = add(game, tr("&Undo"), keys.Undo, w.undo)
        self.reset = add(game, tr("&Reset my turn"), "Ctrl+Shift+R", w.reset_turn)
        game.addSeparator()
        # Ctrl+Q everywhere (Cmd+Q on macOS): Qt's standard Quit key is none on Windows
        add(game, tr("&Quit"), "Ctrl+Q", w.network.ask_quit)

    def _view_menu(self, view: QMenu) -> None:
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        w, add, keys = self.window, self.action, QKeySequence.StandardKey
        add(view, tr("Zoom &in"), keys.ZoomIn, lambda: w.zoom(1.15))
        add(view, tr("Zoom &out"), keys.ZoomOut, lambda: w.zoom(1 / 1.15))
        add(view, tr("&Fit the table"), "Ctrl+0", lambda: w.zoom(None))
        speed = view.addMenu(tr("&Animation speed"))
        group = QActionGroup(w)
        names = {
            "Instant": tr("Instant"),
            "Fast": tr("Fast"),
            "Normal": tr("Normal"),
            "Slow": tr("Slow"),
        }
        for value, name in SPEEDS:
            act = QAction(names[name], w, checkable=True)
            act.setChecked(abs(w.settings.animation_speed - value) < 1e-6)
            act.triggered.connect(lambda _=False, v=value: w._set_speed(v))
            group.addAction(act)
            speed.addAction(act)
        from .sound import SoundMenu

        self.sound = SoundMenu(w.sound, w)
        view.addMenu(self.sound)
        self._language_menu(view)
        w.appearance.add_to(view)
        self.confirm = QAction(tr("&Confirm each piece taken (for touch screens)"), w,
                               checkable=True)  # fmt: skip
        self.confirm.setChecked(w.settings.confirm_on_table)
        self.confirm.toggled.connect(w.appearance.set_confirm_on_table)
        self.confirm.setVisible(hasattr(w.panel, "confirm_taking"))  # (a game that asks)
        view.addAction(self.confirm)

    def _help_menu(self, helpm: QMenu) -> None:
        from PySide6.QtGui import QKeySequence

        w, add = self.window, self.action
        self.lessons = add(helpm, tr("&Learn to play…"), None, w.show_lessons)
        self.hint = add(helpm, tr("&Hint: what would Normal do?"), "Ctrl+H", w.show_hint)
        add(helpm, tr("&Rules"), QKeySequence.StandardKey.HelpContents, w.show_rules)
        add(helpm, tr("&Keyboard shortcuts"), "Ctrl+/", w.show_shortcuts)
        self.card_data = add(helpm, tr("About the card &data"), None, w.show_card_data)
        add(helpm, tr("&About OMG Desktop"), None, w.show_about)  # the box, in every game
        add(helpm, tr("About &Qt"), None, w.show_about_qt)

    def _language_menu(self, view: QMenu) -> None:
        """View ▸ Language: the system's, or one of ours; used from the next start."""
        from PySide6.QtGui import QAction, QActionGroup

        from ..i18n import LANGUAGES

        menu = view.addMenu(tr("&Language"))
        self.language = menu
        group = QActionGroup(self.window)
        current = self.window.settings.language
        choices = [("", tr("System language")), *LANGUAGES.items()]
        for code, name in choices:
            act = QAction(name, self.window, checkable=True)
            act.setData(code)
            act.setChecked(code == current)
            act.triggered.connect(lambda _=False, c=code: self._set_language(c))
            group.addAction(act)
            menu.addAction(act)

    def _set_language(self, code: str) -> None:
        settings = self.window.settings
        if code == settings.language:
            return
        settings.language = code
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Information,
            tr("Language"),
            tr(
                "The new language is used from the next start of the game. "
                "Close the game and start it again to see it."
            ),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setObjectName("LanguageNotice")
        self.language_notice = box
        box.open()

    def shortcuts(self) -> list[tuple[str, str]]:
        """The keys of the window: its actions' shortcuts, then the table's and the panel's."""
        from PySide6.QtGui import QKeySequence

        out = []
        for act in self.window.actions():
            if not act.shortcut().isEmpty():
                text = act.text().replace("&", "").rstrip("…")
                out.append((act.shortcut().toString(QKeySequence.SequenceFormat.NativeText), text))
        out += [
            (
                tr("Tab / Shift+Tab"),
                tr(
                    "Move the focus ring over the table's cards, goods and buttons, "
                    "then on to the controls of the panel"
                ),
            ),
            (tr("Arrow keys"), tr("Move the focus ring to the nearest item that way")),
            (
                tr("Space"),
                tr(
                    "Act on the item in the focus ring, as a click does (choose, turn, press); "
                    "in the panel, press the focused button"
                ),
            ),
            (
                tr("Enter"),
                tr(
                    "Press the focused button; elsewhere, confirm the current step (a hand "
                    "card in the focus ring that is not planned yet is planned first)"
                ),
            ),
            (tr("Space (while cards move)"), tr("Show the end of the moves at once")),
            (
                tr("Minus"),
                tr("On goods in the focus ring: one fewer in the payment (a right click too)"),
            ),
            (tr("L"), tr("The opponents' last round (table focused)")),
            (tr("Alt + underlined letter"), tr("Press a button of the panel")),
            (tr("Space"), tr("Take over the computer behind a cover")),
        ]
        return out
