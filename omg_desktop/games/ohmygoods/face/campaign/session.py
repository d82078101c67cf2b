"""A campaign played in the window: chapter games, story screens, saving as it goes.

The session owns a :class:`~omg_desktop.games.ohmygoods.campaign.progress.Campaign` and its slot.
It starts each chapter's game in the window (a :class:`GameController` with the
chapter's set-up), saves the campaign after every action (the game record is
part of it, so a chapter resumes exactly where it was left), and between
chapters shows the story screens: the Setting, then the result and the
decision, and at last the ending. Dialogs are opened window-modal with
``open()``; ``self.dialog`` is the one on screen (tests answer it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from .....seating.config import GameConfig
from .....ui.controller import GameController
from ...campaign.flow import (
    RULESET,
    chapter_seed,
    chapter_setup,
    decide,
    finish_chapter,
    start_chapter,
    start_network_chapter,
)
from ...campaign.progress import DECIDING, ENDED, Campaign
from ...campaign.store import CampaignSaveError, CampaignStore
from .story_dialog import StoryDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .....ui.network.tables import NetworkTables
    from ...rules import Catalog


def _tr(text: str) -> str:
    return QCoreApplication.translate("CampaignSession", text)


class Games(Protocol):
    """What a campaign needs of the window's games: a ``ui.game_session.GameSession``,
    named by what it offers (the game session imports this module, not the reverse)."""

    window: QWidget
    cat: Catalog
    network: NetworkTables
    campaign: CampaignSession | None

    def bot_delay_ms(self) -> int: ...

    def animation_ms(self) -> int: ...

    def run_campaign_game(self, controller: GameController) -> None: ...


class CampaignSession(QObject):
    """Plays ``camp`` (kept in campaign ``slot`` of ``store``) through ``games`` (the
    window's game session; its window is the parent of the story screens)."""

    #: A chapter's game is ready in the window.
    chapter_started = Signal()
    #: The story reached its end (the ending screen was closed).
    ended = Signal()
    #: A save failed; the message says why (the game goes on).
    save_failed = Signal(str)
    #: A chapter's game ended: its controller and the chapter's result (for the history).
    chapter_finished = Signal(object, object)
    #: The story reached an ending: the campaign (for the history).
    ending_reached = Signal(object)

    def __init__(self, games: Games, store: CampaignStore, slot: int, camp: Campaign) -> None:
        super().__init__(games)  # a QObject: the games own their campaign
        self.games = games
        self.window = games.window  # the story screens' parent
        self.cat = games.cat
        self.store = store
        self.slot = slot
        self.camp = camp
        self.controller: GameController | None = None
        self.dialog: StoryDialog | None = None
        #: the last network chapter's table (its seats are told the next one's code)
        self.last_table: str | None = None

    # ---- the flow ---------------------------------------------------------------------
    def begin(self) -> None:
        """Go on from wherever the campaign stands."""
        if self.camp.status == ENDED:
            self._show_ending()
        elif self.camp.status == DECIDING:
            self._show_result()
        elif self.camp.table is not None:
            self._resume_network()
        elif self.camp.game is not None:
            self._resume()
        else:
            self._show_intro()

    def _show_intro(self) -> None:
        dlg = StoryDialog.intro(self.cat, self.camp.chapter, self.camp.solo, self.window)
        dlg.accepted.connect(self._start_chapter)
        self._open(dlg)

    def _start_chapter(self) -> None:
        self.dialog = None
        if self.camp.networked:
            self._host_chapter()
            return
        c = GameController(
            self.cat,
            self.camp.seats,
            RULESET,
            chapter_seed(self.camp),
            bot_delay_ms=self.games.bot_delay_ms(),
            parent=self.window,
            setup=chapter_setup(self.camp),
        )
        start_chapter(self.camp, c.record.to_dict())
        self.save()
        self._run(c)

    def _resume(self) -> None:
        from .....saves.resume import resumed_recorder
        from ...rules.record import GameRecord

        recorder = resumed_recorder(GameRecord.from_dict(self.camp.game), self.cat)
        c = GameController(
            self.cat,
            self.camp.seats,
            bot_delay_ms=self.games.bot_delay_ms(),
            parent=self.window,
            recorder=recorder,
        )
        self._run(c)

    # ---- a chapter played with friends over the network -----------------------------------
    def _host_chapter(self) -> None:
        """The chapter's table is hosted by this window's server: friends join it with
        its code (those of the last chapter are sent it), the campaign keeps the code."""
        config = GameConfig(tuple(self.camp.seats), RULESET, chapter_seed(self.camp))
        net = self.games.network.host_chapter(
            config, chapter_setup(self.camp), previous=self.last_table
        )
        if net is None:
            return  # (the game session said why)
        self._follow_net(net, fresh=True)

    def _follow_net(self, net, fresh: bool) -> None:
        # the chapter's game from now on (before it begins: a table taken back already
        # over ends as soon as it is on the table, and that end is the chapter's)
        self.controller = net
        started: list[bool] = []

        def known() -> None:
            if net.code is None or net is not self.games.network.net:
                return
            if fresh and self.camp.table != net.code:
                start_network_chapter(self.camp, net.code)
                self.save()
            if net.has_begun and not started:
                started.append(True)
                self.chapter_started.emit()

        net.lobby.connect(known)
        net.begun.connect(known)

    def _resume_network(self) -> None:
        """Back to the chapter's network table: this window's seats there are taken back
        (its server starts again on the same tables); friends reconnect by themselves."""
        code = self.camp.table
        held = [h for h in self.games.network.seat_book().seats() if h.code == code and h.hosted]
        if not held:
            self.games.warning.emit(
                _tr(
                    "The chapter's network table is not held on this computer any more: "
                    "the chapter starts again."
                )
            )
            self.camp.table = None
            self.save()
            self._show_intro()
            return
        net = self.games.network.rejoin(held, campaign=self.games.campaign)
        if net is not None:
            self._follow_net(net, fresh=False)

    def _chapter_state(self, c):
        """The finished chapter's full state: the host's own server's for a network
        chapter (a friend's screen never has it), the controller's otherwise."""
        if not c.capabilities.keeps_record:
            server = self.games.network.server
            if server is None or self.camp.table is None:
                return None
            from .....net.hosting import HostError

            try:
                return server.full_state(self.camp.table)
            except HostError as exc:
                self.save_failed.emit(str(exc))
                return None
        return c.state_for_save

    def _run(self, controller: GameController) -> None:
        self.controller = controller
        controller.changed.connect(self.save)
        self.games.run_campaign_game(controller)
        self.chapter_started.emit()

    def game_over(self) -> None:
        """The chapter's game ended: record it, then the result screen and the decision."""
        c = self.controller
        if c is None or self.camp.status != "playing":
            return
        state = self._chapter_state(c)
        if state is None:
            return  # (said): the chapter stays open in its slot
        if not c.capabilities.keeps_record:
            self.last_table = self.camp.table
            names = list(c.seat_names)  # the friends' own names, as they joined
            self.camp.seats = [
                type(s)(names[i], s.kind, s.level) if s.is_remote else s
                for i, s in enumerate(self.camp.seats)
            ]
        result = finish_chapter(self.cat, self.camp, state)
        if c.capabilities.keeps_record:
            c.changed.disconnect(self.save)
        self.controller = None  # the next save must not take this chapter's game along
        self.save()
        self.chapter_finished.emit(c, result)
        if self.camp.status == ENDED:  # the last chapter had no decision to take
            self.ending_reached.emit(self.camp)
        QTimer.singleShot(self.games.animation_ms(), self._show_result)

    def _show_result(self) -> None:
        result = self.camp.results[-1]
        names = [s.name for s in self.camp.seats]
        dlg = StoryDialog.after(self.cat, result, names, self.camp.solo, self.window)
        dlg.accepted.connect(lambda: self._decided(dlg.choice))
        self._open(dlg)

    def _decided(self, choice: str | None) -> None:
        self.dialog = None
        if self.camp.status == DECIDING and choice is not None:
            decide(self.cat, self.camp, choice)
            self.save()
            if self.camp.status == ENDED:
                self.ending_reached.emit(self.camp)
        if self.camp.status == ENDED:
            self._show_ending()
        else:
            self._show_intro()

    def _show_ending(self) -> None:
        index = next((i for i, e in enumerate(self.cat.endings) if e.id == self.camp.ending), 0)
        dlg = StoryDialog.ending(self.cat.endings[index], index, self.window)
        dlg.accepted.connect(self._finished)
        self._open(dlg)

    def _finished(self) -> None:
        self.dialog = None
        self.ended.emit()

    def _open(self, dlg: StoryDialog) -> None:
        self.dialog = dlg
        dlg.open()

    # ---- saving ------------------------------------------------------------------------
    def save(self) -> None:
        """Write the campaign (with the chapter's game so far) to its slot."""
        c = self.controller
        if c is not None and self.camp.status == "playing" and c.capabilities.keeps_record:
            self.camp.game = c.record.to_dict()
        try:
            self.store.save(self.slot, self.camp)
        except CampaignSaveError as exc:
            self.save_failed.emit(str(exc))
