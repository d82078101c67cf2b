"""A computer playing one remote seat through a :class:`.client.Client`.

Each decision's bot is made afresh with the seed ``"{seed}/{seat}/{n}"``, where ``n``
is how many actions the seat has taken (the server says so in every update): a
decision asked again after a reconnection, or after the server restarted, comes out
the same, so a game played with the same seeds ends the same however often the
connection dropped.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..games.base import Catalog
from .client import Client, ClientError, Closed, ConnectionLost, Reconnected, Refused, Updated


@dataclass
class SeatResult:
    """How the seat's game went, as the ``join`` command prints it."""

    code: str
    seat: int
    over: bool
    step: int
    scores: list[int] | None
    winners: list[int] | None
    messages: int
    reconnects: int
    actions: int  # actions the seat took in the game
    final_view: str | None  # SHA-256 of the last view received (to compare runs)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def view_digest(view: dict[str, Any]) -> str:
    text = json.dumps(view, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


async def play_seat(
    client: Client,
    cat: Catalog,
    level: str,
    seed: int | str,
    progress: Callable[[str], None] | None = None,
    idle_timeout: float = 600.0,
) -> SeatResult:
    """Play the client's seat with a computer of ``level`` (one of its game's ``bots``)
    until the game ends; ``cat``: the game's data."""
    game = client.game
    if level not in game.bots:
        raise ClientError(
            f"{game.info.title()} has no computer {level!r} (its levels: {', '.join(game.bots)})"
        )
    assert client.ticket is not None
    seat = client.ticket.seat
    last = None
    sent_for: int | None = None  # the decision (own_actions) an action was sent for
    sent_text = ""
    while True:
        try:
            event = await client.next_event(idle_timeout)
        except TimeoutError:
            raise ClientError(f"nothing heard from the server for {idle_timeout:g} s") from None
        if isinstance(event, Updated):
            u = event.update
            last = u
            if progress is not None:
                mine = " (my turn)" if u.actions else ""
                progress(f"step {u.step}{mine}")
            if u.over:
                break
            if u.actions and sent_for != u.own_actions:
                view = u.view(cat)
                actions = [game.decode(a) for a in u.actions]
                bot = game.bots[level](f"{seed}/{seat}/{u.own_actions}")
                action = await asyncio.to_thread(bot.choose, view, actions)
                sent_for = u.own_actions
                sent_text = game.encode(action)
                await client.act(sent_text)
        elif isinstance(event, Refused):
            if event.retry_after is None or not sent_text:
                raise ClientError(f"the server refused: {event.reason}")
            await asyncio.sleep(event.retry_after)  # sent too fast: the same action again
            await client.act(sent_text)
        elif isinstance(event, ConnectionLost):
            sent_for = None  # the action may not have arrived: decide again on the next view
            if progress is not None:
                progress(f"connection lost ({event.reason}); reconnecting")
        elif isinstance(event, Reconnected):
            if progress is not None:
                progress(f"reconnected after {event.attempts} attempt(s)")
        elif isinstance(event, Closed):
            raise ClientError(event.error or "the connection closed")
    assert last is not None
    return SeatResult(
        code=client.ticket.code,
        seat=seat,
        over=last.over,
        step=last.step,
        scores=[s.score for s in game.standings(last.view(cat))] if last.over else None,
        winners=last.winners,
        messages=client.messages,
        reconnects=client.reconnects,
        actions=last.own_actions,
        final_view=view_digest(last.view_data),
    )
