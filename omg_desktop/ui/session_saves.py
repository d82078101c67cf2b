"""The game session's saving errands: the autosave, saving to a slot, loading a game
and going on with it, the replays of saved games, and the offer at start.

:class:`SaveErrands` is a part of ``ui.game_session.GameSession`` (mixed into it): it
uses the session's store, autosaver and table (``_run``) and speaks through its
signals (``warning``, ``status``); its dialogs' parent is the session's window.
"""

from __future__ import annotations

import contextlib
import logging
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ..games import registry
from ..seating.config import GameConfig
from ..seating.levels import known_levels
from .controller import GameController
from .words import list_text

if TYPE_CHECKING:
    from ..saves.slots import SavedGame


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class SaveErrands:
    """Saving and loading for a game session."""

    def _another_games(self, game_id: str, words: str) -> bool:
        """Whether ``game_id`` is another game than this window's; if so ``words`` (its
        ``%1``: that game's title) say so."""
        if game_id == self.game.info.id:
            return False
        self.warning.emit(fill(words, registry.title(game_id, self.window.language)))
        return True

    def resume_game(self, saved: SavedGame) -> None:
        """Go on with a loaded game exactly where it was saved (a game of this window's
        game only: another's is opened from the library)."""
        from ..saves.resume import resumed_recorder

        if self._another_games(
            saved.record.game, tr("This save holds a game of %1: open it from the library.")
        ):
            return
        seats, unknown = known_levels(saved.seats)
        recorder = resumed_recorder(saved.record, self.cat, saved.meta.state_hash)
        self.campaign = None
        self.setup = saved.record.setup
        # the option's key without its revision: New game and Play again play today's
        option = self.game.option_of(recorder.state).partition("@")[0]
        self.config = GameConfig(seats=tuple(seats), ruleset=option, seed=None)
        self._run(
            GameController(
                self.cat,
                seats,
                bot_delay_ms=self.bot_delay_ms(),
                parent=self.window,
                recorder=recorder,
            ),
            record=not saved.over,  # a game loaded over was recorded when it ended
        )
        if unknown:
            self.warning.emit(
                fill(
                    tr(
                        "This save names a computer level this version does not know, for %1. "
                        "They play at Normal level now."
                    ),
                    list_text(unknown),
                )
            )

    # ---- saving ------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the game to the autosave slot (a campaign chapter: its session does)."""
        c = self.controller
        if c is None or self.in_network() or self.in_campaign() or self.in_lesson():
            return
        if not c.record.steps:
            return
        from ..saves.slots import SaveError

        saver = self.autosaver
        result = saver.save(c.record, c.seats, c.state_for_save)
        if isinstance(result, SaveError):
            self.status.emit(fill(tr("Autosave failed: %1"), str(result)))
        if saver.kept is not None:
            self._name_kept_game(saver)
        if saver.rescued is not None:
            from .slots_model import slot_title

            where, saver.rescued = saver.rescued, None
            self.warning.emit(
                fill(
                    tr(
                        "The autosave was damaged. Its backup, an earlier game, is kept in %1: "
                        "Game ▸ Load game lists it."
                    ),
                    slot_title(where),
                )
            )

    def autosave_thumbnail(self) -> bytes | None:
        """The autosave's picture of the table as a spectator sees it (no seat's secrets),
        drawn afresh once a round (the autosave writes after every move) and kept for the
        round's other saves."""
        from .slots_model import spectator_thumbnail

        c = self.controller
        if c is None or self.art is None:  # (a session without a table draws nothing)
            return None
        state = c.state_for_save
        when = self.game.round(state)
        kept = getattr(self, "_autosave_picture", None)
        if kept is not None and kept[0]() is c and kept[1] == when:
            return kept[2]
        names = [s.name for s in c.seats]
        try:
            picture = spectator_thumbnail(self.art, state, names, 0, game=self.game) or None
        except Exception:  # a picture never costs the game its save
            logging.getLogger(__name__).exception("the autosave's picture was not drawn")
            picture = None
        self._autosave_picture = (weakref.ref(c), when, picture)
        return picture

    def _name_kept_game(self, saver) -> None:
        """An unfinished earlier game was kept in a free slot before this one's first
        autosave: it is named for its players there, and the status line says where."""
        from ..saves.slots import SaveError
        from .slots_model import slot_title

        where, saver.kept = saver.kept, None
        names = list_text(s.name for s in self.store.info(where).seats)
        with contextlib.suppress(SaveError, OSError):
            self.store.rename(where, fill(tr("%1, an earlier unfinished game"), names))
        words = tr("Your earlier unfinished game is kept in %1: Game ▸ Load game lists it.")
        self.status.emit(fill(words, slot_title(where)))

    def default_save_name(self) -> str:
        c = self.controller
        assert c is not None
        return fill(tr("%1, round %2"), list_text(c.seat_names), str(self.game.round(c.view())))

    def save_to(self, slot: str, name: str, bottom: int) -> None:
        """Save the game in ``slot`` as ``name``, with a thumbnail no seat's secrets are on
        (drawn with ``bottom``'s row at the bottom)."""
        from ..saves.slots import SaveError
        from .slots_model import spectator_thumbnail

        c = self.controller
        if c is None:
            return
        names = [s.name for s in c.seats]
        picture = spectator_thumbnail(self.art, c.state_for_save, names, bottom, game=self.game)
        try:
            self.store.save(
                slot,
                c.record,
                c.seats,
                name=name,
                state=c.state_for_save,
                thumbnail=picture,
                verify=True,
            )
        except (SaveError, OSError) as exc:
            self.warning.emit(fill(tr("The game was not saved: %1"), str(exc)))
            return
        self.status.emit(fill(tr("Saved as “%1”."), name))

    # ---- loading and replaying -------------------------------------------------------------
    def load_saved(self, slot: str, backup: bool = False, then=None) -> SavedGame | None:
        """The game in ``slot`` (or its backup); None after saying why not. A damaged
        slot with a backup offers it: if taken, ``then(slot, backup=True)`` follows
        (default: load it)."""
        from ..saves.slots import SaveError
        from .dialogs.slots import backup_offer

        try:
            return self.store.load_backup(slot) if backup else self.store.load(slot)
        except SaveError as err:
            if err.backup_available and not backup:
                box = backup_offer(err, self.window)
                box.accepted.connect(lambda: (then or self.load_from)(slot, backup=True))
                box.open()
            else:
                self.warning.emit(str(err))
            return None

    def load_from(self, slot: str, backup: bool = False) -> None:
        saved = self.load_saved(slot, backup)
        if saved is not None:
            self.resume_game(saved)

    def replay_of(self, slot: str, backup: bool = False):
        """What the replay window shows for ``slot``: (replayer, names, hands shown), or
        None after saying why not. Hands only as :func:`replay_hands` allows, and never
        the running game's own autosave."""
        from ..saves.slots import AUTOSAVE

        if slot == AUTOSAVE and self.running():
            self.warning.emit(tr("The game being played cannot be replayed until it is over."))
            return None
        saved = self.load_saved(slot, backup, then=self.window.open_replay)
        if saved is None:
            return None
        from ..saves.privacy import replay_hands
        from ..saves.replayer import Replayer

        replayer = Replayer(saved.record, self.cat, expected_hash=saved.meta.state_hash)
        return replayer, [s.name for s in saved.seats], replay_hands(saved.seats, saved.over)

    def replay_of_file(self, path: Path):
        """What the replay window shows for a game file outside the slots (the history's
        replays): (replayer, names, hands shown), or None after saying why not."""
        from ..commands.replay import FileStore
        from ..data_loading.problems import DataError
        from ..saves.privacy import replay_hands
        from ..saves.replayer import Replayer
        from ..saves.slots import SaveError

        store = FileStore(path, self.cat if self.game.info.id == registry.DEFAULT else None)
        kept = store.record_of(str(path))  # whose game, before any game is loaded
        words = tr("This replay is of a game of %1: watch it from that game's statistics.")
        if kept is not None and self._another_games(kept.game, words):  # (draws its own)
            return None
        try:
            saved = store.load(str(path))
        except (SaveError, DataError) as err:
            self.warning.emit(str(err))
            return None
        replayer = Replayer(saved.record, self.cat, expected_hash=saved.meta.state_hash)
        return replayer, [s.name for s in saved.seats], replay_hands(saved.seats, saved.over)

    def offer_resume(self, ask_new_game, dismissed=None) -> bool:
        """At start: offer the backup of a damaged autosave, or else the latest unfinished
        thing (a game, a campaign chapter, a seat at a network table) with the others to
        choose from (:class:`.dialogs.start_offer.StartOffer`); its *New game* goes to
        ``ask_new_game``, closing it (Escape) to ``dismissed`` (None: nothing more).
        True if an offer is shown."""
        from ..saves.slots import AUTOSAVE

        auto = self.store.info(AUTOSAVE)
        if auto.problem is not None and auto.backup_available:
            from .dialogs.slots import damaged_autosave_offer

            self.autosaver.backup_offered = True  # the player is asked now
            box = damaged_autosave_offer(auto, self.window)
            box.accepted.connect(lambda: self.load_from(AUTOSAVE, backup=True))
            box.rejected.connect(ask_new_game)
            box.open()
            return True
        from .dialogs.start_offer import StartOffer
        from .start_offers import start_offers

        offers = start_offers(self)  # a game, a chapter, network tables: the latest first
        if not offers:
            return False
        box = StartOffer(offers, self.window)
        box.new_game.connect(ask_new_game)
        if dismissed is not None:
            box.dismissed.connect(dismissed)
        self.start_offer = box
        box.open()
        return True
