"""The parts of a game's window that its first frame does not show, made just after it.

The table's first paint waits only for what it shows (``docs/performance.md``): the
menus' entries, network play (the chat box, its menu items, the lobby), the
pass-and-play cover and the sound are made right after that paint
(:meth:`LaterParts.make_the_rest`, the window's first job after its first frame), or
at once when something reads one of them earlier (a key, a menu, a test, a game that
needs a cover at its start). The menu bar's titles are there from the start, so the
table does not move when the menus are filled. Until the parts are made, the window
asks nothing of them (:meth:`LaterParts.made`).

:class:`LaterParts` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from typing import Any


class Later:
    """A window attribute made with the window's later parts when it is first read."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, window: Any, owner: type | None = None) -> Any:
        if window is None:
            return self
        window.make_the_rest()
        try:
            return window.__dict__[self.name]
        except KeyError:  # read while the later parts are made, before its own turn
            raise AttributeError(f"the window's {self.name} is not made yet") from None


class LaterParts:
    """The window's later parts (see the module's docstring)."""

    #: Network play (``ui/network/window_part.NetworkPart``).
    network: Any = Later()
    #: The pass-and-play cover over the table (``ui/cover.CoverWidget``).
    cover: Any = Later()
    #: The table's sound (``ui/sound.SoundBoard``).
    sound: Any = Later()
    #: The menus' entries (``ui/menus.Menus``).
    menus: Any = Later()
    _rest_made = False

    def made(self, name: str) -> Any:
        """The later part ``name`` if it is made yet, else None (and it is not made)."""
        return self.__dict__.get(name)

    def make_the_rest(self) -> None:
        """Make the later parts (once), and show on them what the window shows now."""
        if self._rest_made:
            return
        self._rest_made = True
        from ..cover import CoverWidget
        from ..menus import Menus
        from ..network.window_part import NetworkPart
        from ..sound import SoundBoard

        w: Any = self
        w.network = NetworkPart(w, w.side_box)  # the chat box at the side's end
        cover = CoverWidget(w.centralWidget())
        cover.hide()
        cover.ready.connect(w._cover_ready)
        w.cover = cover
        # effects follow the table's steps, by the game's sound map (its own effects too)
        face = w.face
        sound = SoundBoard(
            w.settings, w, getattr(face, "STEP_EFFECTS", {}), getattr(face, "SOUNDS", {})
        )
        sound.outcome = w._sound_outcome
        w.scene.player.step_started.connect(sound.on_step)
        w.sound = sound
        w.menus = Menus(w, w.top_menus)
        w.offer_what_the_game_has()
        for mine, panels in ((w.menus.undo, w.panel.undo), (w.menus.reset, w.panel.reset)):
            mine.setEnabled(panels.isEnabled())
        w.menus.scores.setVisible(
            w.score_sheet is not None and not w.panel.pages["wait"].scores.isHidden()
        )
        if w.controller is not None:
            w.network.on_table(w.controller)

    def later_jobs(self) -> list:
        """The window's first jobs after its first frame: the later parts, the panel's
        other pages, the sound."""
        w: Any = self
        return [self.make_the_rest, w.panel.make_all, lambda: w.sound.start()]

    def _undo_buttons(self) -> list:
        """Undo and Reset on the panel, and in the Game menu once it is made."""
        w: Any = self
        menus = self.made("menus")
        return [w.panel.undo, w.panel.reset, *([] if menus is None else [menus.undo, menus.reset])]

    def _lobby_before_the_rest(self, net: Any) -> None:
        """A network table's lobby before the later parts are made (a held seat taken
        up as the window opens): network play, made now, shows it."""
        if not self._rest_made:
            self.make_the_rest()
            self.network._show_lobby(net)  # (it hears the lobbies that come after)
