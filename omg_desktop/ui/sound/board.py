"""The window's sound: effects for the table's steps, the ambience, the settings.

:class:`SoundBoard` listens to the event queue (``EventQueue.step_started``): each step
whose kind has an effect in the game's sound map (its face's ``STEP_EFFECTS``; the
game's end through :attr:`SoundBoard.outcome`) plays it as the step starts. It loads the
box's effects and the game's own (its face's ``SOUNDS``: name -> file). The player
is opened once, after the window's first frame and off its thread (importing the library and finding
a device take a while, and must never hold up the start or the game); until it is
ready, and for good if it cannot be opened, the game is silent, and the reason is
logged once (``omg_desktop.sound``), never a traceback. Mute, volume and ambience are
the player's settings (:class:`~omg_desktop.ui.settings.Settings`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping

import shiboken6
from PySide6.QtCore import QObject, Signal

from .effects import AMBIENCE, gain, load_sounds, sound_files, sound_folder
from .players import Player, SilentPlayer, SoundUnavailable, make_player

log = logging.getLogger("omg_desktop.sound")


class SoundBoard(QObject):
    """Plays the table's effects through one :class:`~.players.Player`."""

    #: The player is open (True) or sound is unavailable (False); in the window's thread.
    opened = Signal(bool)
    #: Mute, volume or ambience changed (the menu follows).
    changed = Signal()
    _finished = Signal(object, object)  # from the opening thread: (player, reason | None)

    def __init__(
        self,
        settings,
        parent: QObject | None = None,
        step_effects: Mapping[str, str] | None = None,
        sounds: Mapping[str, str] | None = None,
    ) -> None:
        """``step_effects``: the game's sound map (event kind -> effect), from its face;
        ``sounds``: the game's own effects (name -> file), from its face too."""
        super().__init__(parent)
        self.settings = settings
        self.step_effects = dict(step_effects or {})
        #: Every sound loaded (name -> file): the box's and the game's.
        self.files = sound_files(sounds)
        #: The end-of-game effect's name ("game_won", "game_lost", "game_over"); the
        #: window sets it (it knows who sits at the table).
        self.outcome: Callable[[], str] = lambda: "game_over"
        self._player: Player | None = None
        self._ready = False
        self._closed = False
        self.problem: str | None = None  # why there is no sound (None: there is, or will be)
        self._finished.connect(self._opened)

    # ---- opening ---------------------------------------------------------------------
    def start(self, player: Player | None = None) -> None:
        """Open ``player`` (default: this process's, see ``OMG_DESKTOP_SOUND``) in a
        thread of its own; :attr:`opened` says how it went. Without ``player``, a board
        that has one already keeps it."""
        if self._closed or (player is None and self._player is not None):
            return
        if self._player is not None:
            self._player.close()
        self._player = player or make_player()
        self._ready, self.problem = False, None
        if isinstance(self._player, SilentPlayer):
            self._opened(self._player, None)  # nothing to open: no thread
            return
        threading.Thread(
            target=self._open, args=(self._player,), name="omg-sound-open", daemon=True
        ).start()

    def _open(self, player: Player) -> None:
        """In the opening thread: the files, then the device."""
        reason = None
        try:
            sounds, missing = load_sounds(sound_folder(), self.files)
            if not sounds:
                raise SoundUnavailable(f"no sound files in {sound_folder()}")
            if missing:
                log.warning("sound files missing or damaged: %s", ", ".join(missing))
            player.open(sounds)
        except SoundUnavailable as exc:
            reason = str(exc)
        except Exception as exc:  # noqa: BLE001 (a library's own failure: logged, silent)
            reason = f"the sound library failed ({type(exc).__name__}: {exc})"
        try:
            if not shiboken6.isValid(self):
                raise RuntimeError("the board is gone")
            self._finished.emit(player, reason)
        except RuntimeError:  # the window closed meanwhile: nobody to tell
            _close_quietly(player)

    def _opened(self, player: Player, reason: str | None) -> None:
        if player is not self._player or self._closed:
            _close_quietly(player)  # replaced or shut down while it opened
            return
        if reason is not None:
            self._fail(reason)
            return
        self._ready = True
        self._apply_ambience()
        self.opened.emit(True)
        self.changed.emit()

    def _fail(self, reason: str) -> None:
        """Silent from now on; the reason in the log, once."""
        if self.problem is None:
            log.warning("sound is off: %s", reason)
        self.problem = reason
        self._ready = False
        player, self._player = self._player, SilentPlayer()
        if player is not None:
            _close_quietly(player)
        self.opened.emit(False)
        self.changed.emit()

    def shutdown(self) -> None:
        """The window closes: stop and let go of the device."""
        self._closed, self._ready = True, False
        player, self._player = self._player, None
        if player is not None:
            _close_quietly(player)

    # ---- playing ---------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """Whether effects are heard now (open, not muted)."""
        return self._ready and not self.settings.sound_muted

    def on_step(self, kind: str) -> None:
        """A table step of ``kind`` starts: its effect, if it has one."""
        name = self.outcome() if kind == "game_over" else self.step_effects.get(kind)
        if name:
            self.play(name)

    def play(self, name: str) -> None:
        """Play the effect ``name`` at the volume setting (nothing when muted or closed)."""
        if not self.ready or self._player is None:
            return
        try:
            self._player.play(name, gain(self.settings.sound_volume))
        except Exception as exc:  # noqa: BLE001 (the device went away mid-game)
            self._fail(f"the audio device stopped ({type(exc).__name__}: {exc})")

    def _apply_ambience(self) -> None:
        if not self._ready or self._player is None:
            return
        on = self.settings.ambience and not self.settings.sound_muted
        try:
            self._player.loop(AMBIENCE if on else None, gain(self.settings.sound_volume))
        except Exception as exc:  # noqa: BLE001
            self._fail(f"the audio device stopped ({type(exc).__name__}: {exc})")

    # ---- the settings (View ▸ Sound) ---------------------------------------------------
    def set_muted(self, muted: bool) -> None:
        self.settings.sound_muted = bool(muted)
        self._apply_ambience()
        self.changed.emit()

    def set_volume(self, volume: int) -> None:
        """A new volume (percent); a card turns at it so it can be heard."""
        self.settings.sound_volume = volume
        self._apply_ambience()
        self.play("card_turned")
        self.changed.emit()

    def set_ambience(self, on: bool) -> None:
        self.settings.ambience = bool(on)
        self._apply_ambience()
        self.changed.emit()


def _close_quietly(player: Player) -> None:
    try:
        player.close()
    except Exception as exc:  # noqa: BLE001
        log.debug("closing the sound player failed: %s", exc)
