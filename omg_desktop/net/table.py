"""One table on the server: a game's full state, its seats and its record.

A table plays any game of the box and reaches it only through its record
(:attr:`Table.game`, a :class:`~omg_desktop.games.base.Game`): set-up, who acts, whose
action it is, apply, views, chance lines, scores. Its stored record is replayed through
the same record after a restart (:func:`omg_desktop.record.replay`).

The table is the one authority: it alone holds the seed, the deck and every hand.
A seat's player (a remote person's connection, or one of the server's computers)
is asked "here is your view and your legal actions; pick one" and answers with an
action's text; :meth:`Table.submit` checks it with the game, stores it, and sends
every connected seat its own update (:func:`.wire.update_message`).

Nothing here knows of sockets or asyncio: a connection is a :class:`Link` (anything
with ``send(text)``), so tests drive tables directly.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..games import registry
from ..games.base import TABLE, Catalog, Event, Game, State
from ..record import GameRecord, replay, state_hash
from .protocol import dumps
from .storage import COMPUTER, REMOTE, Storage, StoredSeat, StoredTable
from .wire import LeakError, unseen_actions, update_message

log = logging.getLogger("omg_desktop.net")


class Link(Protocol):
    """A connection playing a seat: ``send`` queues one message (never blocks)."""

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass
class SeatState:
    index: int
    kind: str  # REMOTE or COMPUTER
    level: str | None = None  # a computer's level
    name: str | None = None
    token_hash: str | None = None
    last_seq: int = 0  # highest sequence number seen from this seat (accepted or not)
    own_actions: int = 0  # actions this seat has taken (by its person or a computer)
    link: Link | None = None
    away_bot: bool = False  # the table's away level plays the seat while its person is gone
    last_update: str | None = None  # the last update sent to the seat, without its events

    @property
    def taken(self) -> bool:
        return self.kind == COMPUTER or self.token_hash is not None

    def public(self) -> dict[str, Any]:
        return {
            "seat": self.index,
            "kind": self.kind,
            "level": self.level,
            "name": self.name,
            "here": self.kind == COMPUTER or self.link is not None,
            "away_bot": self.away_bot,
        }


@dataclass(frozen=True)
class Move:
    """A checked action not yet stored: the state after it, its events, and the
    arguments of :meth:`.storage.Storage.append`."""

    seat: int
    state: State
    events: list
    record: tuple[str, int, list[str], int, int | None, str | None]


def bot_seed(seed: int | str, seat: int, decision: int) -> int:
    """The seed of a server computer's ``decision``-th choice for ``seat``: a hash of
    the table's seed, so its choices tell nothing of the seed, and a game played
    again with the same seed and choices comes out the same."""
    digest = hashlib.sha256(f"omg-bot:{seed}:{seat}:{decision}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Table:
    """A game on the server, with its seats; see the module's docstring."""

    def __init__(
        self,
        code: str,
        state: State,
        steps: list[str],
        seats: list[SeatState],
        storage: Storage,
        away: str | None = None,
        on_change: Callable[[Table], None] | None = None,
        created: float = 0.0,
        game: Game | None = None,
        option: str | None = None,
        setup: dict | None = None,
    ) -> None:
        #: the game played here, reached through its record only
        self.game = game if game is not None else registry.load()
        #: the option it plays (as stored: a rule set's revision, say) and its set-up
        self.option = option
        self.setup = setup
        self.code = code
        self.created = created  # when it was made (seconds since the epoch, as stored)
        self.state = state
        self.steps = steps
        self.seats = seats
        self.storage = storage
        self.away = away
        self.on_change = on_change
        self.actions = sum(1 for line in steps if not line.startswith(TABLE))
        #: by seat, the actions taken that it may not know of yet (others' secret phase II
        #: moves): its ``step`` leaves them out, so that no number tells of them
        self.unseen = [unseen_actions(state, i, self.game) for i in range(len(seats))]
        self.announced = self.started  # every seat has had its first update
        self.last_events: list = []  # the events of the last action taken
        #: the set-up's events (round 1 begins, phase I), sent with the first update
        self.opening: list = []
        #: the table the same group plays next (a campaign's next chapter), once the
        #: host opened it: its code goes to the seats here (not stored)
        self.next_code: str | None = None

    # ---- making and loading -----------------------------------------------------------
    @classmethod
    def create(
        cls,
        cat: Catalog,
        code: str,
        kinds: list[str | None],
        ruleset: str | None,
        seed: int | str,
        storage: Storage,
        away: str | None = None,
        on_change: Callable[[Table], None] | None = None,
        setup: dict | None = None,
        created: float | None = None,
        game: Game | None = None,
    ) -> Table:
        """A new table of ``game`` (the default game's when None): ``kinds`` has one entry
        a seat, None for a person, a level for a computer; ``ruleset``: the option asked
        for (None: the game's default); ``setup``: a campaign chapter's; ``created``: when
        (default now). Stored before it is returned (``CodeTaken`` if the code is used);
        ValueError or KeyError if the game cannot be set up so."""
        g = game if game is not None else registry.load()
        state, events, option = start(g, cat, len(kinds), seed, ruleset, setup)
        seats = [
            SeatState(i, REMOTE) if k is None else SeatState(i, COMPUTER, level=k)
            for i, k in enumerate(kinds)
        ]
        steps = g.chance_lines(events)
        created = time.time() if created is None else created
        storage.create_table(
            StoredTable(
                code=code,
                ruleset=option,
                seed=seed,
                players=len(kinds),
                seats=[StoredSeat(s.index, s.kind, s.level) for s in seats],
                steps=steps,
                setup=setup or None,
                away=away,
                created=created,
                game=g.info.id,
            )
        )
        table = cls(
            code, state, list(steps), seats, storage, away, on_change, created, g, option,
            setup or None,
        )  # fmt: skip
        table.opening = events
        return table

    @classmethod
    def restore(
        cls,
        cat: Catalog,
        stored: StoredTable,
        storage: Storage,
        on_change: Callable[[Table], None] | None = None,
    ) -> Table:
        """A stored table, its record replayed through the engine (``ReplayError`` if
        it does not replay)."""
        game = registry.load(stored.game)
        record = GameRecord(
            stored.ruleset,
            stored.seed,
            stored.players,
            list(stored.steps),
            stored.final_hash,
            stored.setup,
            game.info.id,
        )
        state = replay(record, cat)
        seats = [
            SeatState(s.seat, s.kind, s.level, s.name, s.token_hash, s.last_seq)
            for s in stored.seats
        ]
        for line in stored.steps:
            if not line.startswith(TABLE):
                seats[int(line.split(" ", 1)[0])].own_actions += 1
        table = cls(
            stored.code, state, list(stored.steps), seats, storage, stored.away, on_change,
            stored.created, game, stored.ruleset, stored.setup,
        )  # fmt: skip
        if not table.started:  # its first update is still to come: with the set-up's events
            table.opening = record.new_game(cat)[1]
        return table

    # ---- who sits where -----------------------------------------------------------------
    @property
    def started(self) -> bool:
        """Every seat has its player (people joined at least once; computers always)."""
        return all(s.taken for s in self.seats)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def free_seat(self) -> int | None:
        return next((s.index for s in self.seats if not s.taken), None)

    def take(self, seat: int, name: str, token_hash: str) -> None:
        """A person takes a free seat (stored first)."""
        self.storage.take_seat(self.code, seat, name, token_hash)
        s = self.seats[seat]
        s.name, s.token_hash = name, token_hash

    def attach(self, seat: int, link: Link) -> Link | None:
        """``link`` plays ``seat`` from now on; the link it replaces, if any."""
        s = self.seats[seat]
        old, s.link, s.away_bot = s.link, link, False
        return old if old is not link else None

    def detach(self, seat: int, link: Link) -> bool:
        """``link`` is gone; True if it was the seat's link."""
        s = self.seats[seat]
        if s.link is link:
            s.link = None
            return True
        return False

    def bot_level(self, seat: int) -> str | None:
        """The level of the computer that plays ``seat`` now, or None (a person)."""
        s = self.seats[seat]
        if s.kind == COMPUTER:
            return s.level
        if s.away_bot and s.link is None:
            return self.away
        return None

    def bots_to_act(self) -> list[int]:
        """Seats a computer must decide for now."""
        if not self.started or self.over:
            return []
        return [i for i in self.game.to_act(self.state) if self.bot_level(i) is not None]

    def unplayed(self) -> bool:
        """Nobody played here and at most one person ever sat (its maker, say): no
        action taken, no one here now. Such a table may expire."""
        people = sum(1 for s in self.seats if s.kind == REMOTE and s.token_hash is not None)
        here = any(s.link is not None for s in self.seats)
        return not self.over and self.actions == 0 and people <= 1 and not here

    @property
    def hard(self) -> bool:
        """The game's strongest computer plays here (a seat's, or an absent person's):
        it thinks longest."""
        hard = strongest(self.game)
        return self.away == hard or any(s.level == hard for s in self.seats)

    def waiting_for(self) -> int:
        return sum(1 for s in self.seats if not s.taken)

    # ---- messages -----------------------------------------------------------------------
    def table_message(self) -> dict[str, Any]:
        return {
            "type": "table",
            "code": self.code,
            "game": self.game.info.id,
            "ruleset": self.option,
            "players": len(self.seats),
            "seats": [s.public() for s in self.seats],
            "started": self.started,
            "over": self.over,
            "away": self.away,
            "chapter": (self.setup or {}).get("chapter"),
            "next": self.next_code,
        }

    def update_text(self, seat: int, events: list | None = None) -> str:
        """The ``update`` message ``seat`` is sent now, as wire text."""
        return dumps(self._update(seat, events))

    def _update(self, seat: int, events: list | None) -> dict[str, Any]:
        s = self.seats[seat]
        step = self.actions - self.unseen[seat]
        return update_message(self.state, seat, events or [], step, s.own_actions, self.game)

    def send_table(self) -> None:
        text = dumps(self.table_message())
        for s in self.seats:
            if s.link is not None:
                s.link.send(text)

    def send_update(self, seat: int, events: list | None = None, news_only: bool = False) -> None:
        """Send ``seat`` its update. ``news_only``: not if it would show the seat nothing
        new (no event, the same view, actions and step as the last one it was sent): an
        action the seat may not know of, such as another seat's secret assistant move,
        sends it nothing — even a message's existence would tell."""
        s = self.seats[seat]
        if s.link is None or not self.announced:  # (announced: every seat is taken)
            return
        try:
            msg = self._update(seat, events)
        except LeakError:  # a bug upstream: say nothing rather than too much
            log.exception("table %s: not sending seat %d its update", self.code, seat)
            return
        standing = dumps({**msg, "events": []})
        if news_only and not msg["events"] and standing == s.last_update:
            return
        s.last_update = standing
        s.link.send(dumps(msg))

    def say(self, seat: int, text: str) -> None:
        """A chat line from ``seat`` to everyone here now (it is not stored)."""
        msg = dumps({"type": "said", "seat": seat, "name": self.seats[seat].name, "text": text})
        for s in self.seats:
            if s.link is not None:
                s.link.send(msg)

    def broadcast(self, events: list) -> None:
        for s in self.seats:
            self.send_update(s.index, events, news_only=True)

    # ---- playing -------------------------------------------------------------------------
    def submit(self, seat: int, text: str, seq: int | None) -> str | None:
        """``seat`` plays the action ``text``: None when it is taken, else the reason
        it is refused (the game is then unchanged). ``seq`` is a person's per-seat
        sequence number (None for the server's computers)."""
        move = self.check(seat, text, seq)
        if isinstance(move, str):
            return move
        try:
            self.storage.append(*move.record)
        except Exception as exc:  # noqa: BLE001 - the game stays as it was; say why
            return self.not_stored(exc)
        self.played(move)
        return None

    def check(self, seat: int, text: str, seq: int | None) -> str | Move:
        """The first half of :meth:`submit`: the reason ``text`` is refused, or the
        move to store (the game is unchanged until :meth:`played`)."""
        s = self.seats[seat]
        if seq is not None:
            if seq <= s.last_seq:
                return f"message {seq} is old or replayed (the last one was {s.last_seq})"
            s.last_seq = seq
        if not self.started:
            return f"the game has not started: waiting for {self.waiting_for()} player(s)"
        if self.over:
            return "the game is over"
        g = self.game
        try:
            action = g.decode(text)
            actor = g.actor(self.state, action)
        except (ValueError, AttributeError, IndexError) as exc:
            return str(exc) or f"not an action: {text[:40]!r}"
        if actor != seat:
            return f"you play seat {seat}, not seat {actor}"
        try:
            new, events = g.apply(self.state, action)
        except ValueError as exc:  # an illegal move: the game says why
            return str(exc)
        lines = [g.encode(action), *g.chance_lines(events)]
        final = state_hash(g, new) if g.is_over(new) else None
        return Move(seat, new, events, (self.code, len(self.steps), lines, seat, seq, final))

    def not_stored(self, exc: BaseException) -> str:
        """The refusal of a move whose storing failed (logged)."""
        log.error("table %s: could not store an action", self.code, exc_info=exc)
        return f"the server could not store the action ({type(exc).__name__})"

    def played(self, move: Move) -> None:
        """The second half of :meth:`submit`, once ``move`` is stored: the game goes on
        and every seat hears of it."""
        lines = move.record[2]
        self.state = move.state
        self.last_events = move.events
        self.steps.extend(lines)
        self.actions += 1
        self.unseen = [unseen_actions(move.state, i, self.game) for i in range(len(self.seats))]
        self.seats[move.seat].own_actions += 1
        self.broadcast(move.events)
        if self.on_change is not None:
            self.on_change(self)


def start(
    game: Game, cat: Catalog, players: int, seed: int | str, option: str | None, setup: Any
) -> tuple[State, list[Event], str]:
    """A new game as a table stores it: the state, the set-up's events and the key of the
    option asked for (``option`` names one of the game's options, its current rules;
    the key the game gives, a revision say, is what a replay sets up again)."""
    key = game.option_of(game.new_game(cat, players, seed, option))  # (its own refusal first)
    lo, hi = game.info.players
    if not lo <= players <= hi:
        raise ValueError(f"{game.info.title()} is for {lo} to {hi} players, not {players}")
    state, events = game.set_up(cat, players, seed, key, setup)
    return state, events, key


def strongest(game: Game) -> str | None:
    """The game's computer that thinks longest (its last level: they go weakest first)."""
    levels = list(game.bots)
    return levels[-1] if len(levels) > 1 else None
