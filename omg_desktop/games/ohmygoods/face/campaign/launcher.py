"""From the campaign screen to a game: carry out the :class:`Intent` the player chose."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from omg_desktop.i18n.templates import fill

from .....seating.config import GameConfig
from .....seating.seat import Seat
from .....seeds import fresh_seed
from .....ui.dialogs.questions import question
from ...bots.registry import BOT_LEVELS
from ...campaign.flow import RULESET, all_in_setup, new_campaign, replay_chapter
from ...campaign.progress import Campaign
from ...campaign.store import CampaignSaveError, CampaignSlot, CampaignStore
from .campaign_dialog import (
    ALL_IN,
    CONTINUE,
    NEW,
    REPLAY,
    CampaignDialog,
    Intent,
    slot_summary,
)
from .session import CampaignSession
from .story_dialog import StoryDialog


def _t(text: str) -> str:
    return QCoreApplication.translate("CampaignDialog", text)


def campaign_store(window) -> CampaignStore:
    """The campaign slots, in the same folder as the window's save slots, checked against
    the window's data and the computer levels it can play."""
    return CampaignStore(window.store.folder, catalog=window.cat, levels=BOT_LEVELS)


def latest_chapter(window) -> CampaignSlot | None:
    """The campaign slot with a chapter in progress that was saved last (None if none)."""
    rows = [
        r
        for r in campaign_store(window).list()
        if r.campaign is not None
        and (r.campaign.game is not None or r.campaign.table is not None)
        and r.saved_at is not None
    ]
    return max(rows, key=lambda r: r.saved_at, default=None)


def campaign_tables(window) -> set[str]:
    """The network tables of campaign chapters in progress (taken back by Continue)."""
    return {
        r.campaign.table
        for r in campaign_store(window).list()
        if r.campaign is not None and r.campaign.table is not None
    }


def continue_offer(window, row: CampaignSlot) -> QMessageBox:
    """ "Continue your campaign?" for the start of the program; not shown yet (``open()``).
    Yes (``accepted``) continues the chapter."""
    box = question(
        window,
        _t("Continue"),
        continue_text(window, row),
        _t("&Continue"),
        _t("&New game"),
        name="ContinueCampaignOffer",
    )
    box.accepted.connect(lambda: continue_chapter(window, row))
    return box


def continue_text(window, row: CampaignSlot) -> str:
    """The question "Continue your campaign?" about ``row``."""
    from .....ui.slots_model import when_text

    return fill(
        _t("Continue your campaign? %1, saved %2."),
        slot_summary(window.cat, row).replace("\n", ": "),
        when_text(row.saved_at),
    )


def continue_chapter(window, row: CampaignSlot) -> None:
    """Go on with the chapter in progress in ``row``."""
    carry_out(window, Intent(CONTINUE, row.slot))


def ask_campaign(window) -> CampaignDialog:
    """The campaign screen; what it asks for replaces a game in progress only once the
    player has agreed to leave it (as a new game does)."""
    dlg = CampaignDialog(window.cat, campaign_store(window), window)
    from ..lessons.launcher import campaign_lesson_button

    campaign_lesson_button(window, dlg)  # before chapter I: the story's lesson

    def chosen() -> None:
        intent = dlg.intent
        if intent is not None:
            window.leave_game_then(lambda: carry_out(window, intent))

    dlg.accepted.connect(chosen)
    window.games.extras["campaign_dialog"] = dlg
    dlg.open()
    return dlg


def carry_out(window, intent: Intent) -> None:
    store = campaign_store(window)
    if intent.kind == NEW:
        _ask_seats(
            window,
            _t("New campaign"),
            lambda seats: _new(window, store, intent.slot, seats),
            network=True,
        )
        return
    if intent.kind == ALL_IN:
        _ask_seats(window, _t("All In"), lambda seats: _all_in(window, seats))
        return
    try:
        camp = store.load(intent.slot, window.cat)
    except CampaignSaveError as exc:
        window.games.warning.emit(str(exc))
        return
    if intent.kind == REPLAY:
        replay_chapter(camp, intent.index)
        store.save(intent.slot, camp)
    if intent.kind in (CONTINUE, REPLAY):
        play(window, store, intent.slot, camp)


def play(window, store: CampaignStore, slot: int, camp: Campaign) -> CampaignSession:
    session = CampaignSession(window.games, store, slot, camp)
    window.games.begin_campaign(session)  # its chapters and ending go into the history
    return session


def friend_chapter_story(window, chapter: str) -> StoryDialog | None:
    """A friend's window at a campaign chapter's network table: the chapter's Setting, as
    the host read it before opening the table (not shown yet: ``open()``); None for a
    chapter this window does not know, or All In."""
    ch = window.cat.chapters.get(chapter)
    if ch is None or ch.all_in:
        return None
    dlg = StoryDialog.intro(window.cat, chapter, False, window)
    dlg.setObjectName("FriendChapterStory")
    return dlg


def _ask_seats(window, title: str, then, network: bool = False) -> None:
    """The seats; ``network``: seats may be friends over the network (a campaign)."""
    from .....ui.dialogs.new_game import NewGameDialog

    if network:
        from .....ui.network.dialogs import CampaignSeatsDialog

        dlg = CampaignSeatsDialog(window.cat, RULESET, title, window)
    else:
        dlg = NewGameDialog(window.cat, parent=window, ruleset=RULESET, title=title)
    window.games.extras["seats_dialog"] = dlg
    dlg.accepted.connect(lambda: then(list(dlg.result_config().seats)))
    dlg.open()


def _new(window, store: CampaignStore, slot: int, seats: list[Seat]) -> None:
    friends = 0
    named = []
    for s in seats:  # a friend names themselves on joining; until then, "Friend 1"…
        if s.is_remote:
            friends += 1
            s = Seat(fill(_t("Friend %1"), str(friends)), s.kind)
        named.append(s)
    camp = new_campaign(window.cat, named, fresh_seed())
    store.save(slot, camp)
    play(window, store, slot, camp)


def _all_in(window, seats: list[Seat]) -> None:
    window.games.start_game(GameConfig(tuple(seats), RULESET), all_in_setup(window.cat))
