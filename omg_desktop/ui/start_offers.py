"""What a start may offer to go on with: the latest unfinished game saved here, the latest
campaign chapter in progress, and each network table a seat is held at (not a campaign's:
Continue takes those back), each with when it was last played or saved."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from .dialogs.start_offer import CHAPTER, GAME, TABLE, Offer, latest_first
from .faces import face

if TYPE_CHECKING:
    from ..net.seatbook import HeldSeat

#: (the window's :class:`.game_session.GameSession`: not imported, it imports this module)
GameSession = Any


def _tr(text: str) -> str:
    return QCoreApplication.translate("StartOffer", text)


def start_offers(games: GameSession) -> list[Offer]:
    """Every unfinished thing ``games`` may go on with, the latest first (a campaign's,
    through the face of the game that keeps the slots: the box's default game's)."""
    chapters = face().campaign_tables(games.window)
    offers = [*_table_offers(games, chapters), *_chapter_offer(games), *_game_offer(games)]
    return latest_first(offers)


def _game_offer(games: GameSession) -> list[Offer]:
    info = games.store.latest_unfinished()
    if info is None:
        return []
    from .dialogs.slots import resume_line, resume_text

    slot = info.slot
    take = lambda: games.load_from(slot)  # noqa: E731
    elsewhere = games.open_elsewhere  # (set by the library)
    if info.game and info.game != games.game.info.id and elsewhere is not None:
        take = lambda: elsewhere(info.game, slot)  # noqa: E731 (another game's window)
    resume = QCoreApplication.translate("SlotsDialog", "&Resume")
    return [Offer(GAME, info.saved_at, resume_line(info), resume_text(info), resume,
                  "ResumeOffer", take, game=info.game, slot=slot)]  # fmt: skip


def _chapter_offer(games: GameSession) -> list[Offer]:
    from .slots_model import when_text

    window, story = games.window, face()
    row = story.latest_chapter(window)
    if row is None:
        return []
    what = story.slot_summary(window.cat, row).replace("\n", ": ")
    line = fill(_tr("Campaign: %1 (saved %2)"), what, when_text(row.saved_at))
    go_on = QCoreApplication.translate("CampaignDialog", "&Continue")
    take = lambda: story.continue_chapter(window, row)  # noqa: E731
    return [Offer(CHAPTER, row.saved_at, line, story.continue_text(window, row), go_on,
                  "ContinueCampaignOffer", take)]  # fmt: skip


def _table_offers(games: GameSession, chapters: set[str]) -> list[Offer]:
    from .network.dialogs import rejoin_line, rejoin_text
    from .slots_model import when_text

    book = games.seat_book()
    tables: dict[tuple[str, str], list[HeldSeat]] = {}
    for h in book.unfinished(games.game.info.id):  # (another game's: its window's)
        if h.code not in chapters:
            tables.setdefault((h.url, h.code), []).append(h)
    out = []
    for held in tables.values():
        when = _last_played(games, held)
        take = lambda held=held: games.rejoin_network(held)  # noqa: E731
        yes = QCoreApplication.translate("Network", "&Take my seat back")
        out.append(Offer(TABLE, when, rejoin_line(held, when_text(when)), rejoin_text(held), yes,
                         "RejoinOffer", take, _forgetting(games, held)))  # fmt: skip
    return out


def _last_played(games: GameSession, held: list[HeldSeat]) -> datetime:
    """When a seat of the table was last taken or last heard from (its copy's time)."""
    from ..net import seatcopy

    times = [h.saved_at for h in held]
    for h in held:
        with contextlib.suppress(OSError, ValueError):
            times.append(seatcopy.copy_path(games.network_copies(), h.code, h.seat).stat().st_mtime)
    return datetime.fromtimestamp(max(times), UTC)


def _forgetting(games: GameSession, held: list[HeldSeat]) -> Callable[[], None]:
    def forget() -> None:
        book = games.seat_book()
        for h in held:
            book.forget(h.url, h.code, h.seat)

    return forget
