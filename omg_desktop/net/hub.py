"""The server's lobby: its tables by join code, the computers that play, who is away.

- :meth:`Hub.create` makes a table (game, seats, option, seed) and gives its join code;
  :meth:`Hub.join` gives a person the next free seat and that seat's secret token;
  :meth:`Hub.resume` gives the seat back to whoever shows its token. A client
  address's tables are limited (:class:`HubLimits`), a wrong code is answered as any
  other (:class:`WrongCode`), and a table nobody played expires
  (:meth:`Hub.expire_unplayed`).
- The server's computers (a table's computer seats, and a person's seat while they
  are away, if the table asked for that) think in worker threads shared fairly
  between client addresses and tables (:class:`.thinking.FairPool`), from the seat's
  view only (the game's ``bots``, by level); their choice is played when it comes
  back, if the seat still waits for it.
- A table plays any game of the box: the hub reaches it through its record
  (:func:`omg_desktop.games.registry.load`), each game's data loaded once, when a
  table of it is first made or loaded (:meth:`Hub.catalog`).
- :meth:`Hub.restore` loads every unfinished table from storage at start, replaying
  its record; a finished one is loaded when someone asks for it (to resume).
- With a storage that has a thread of its own (PostgreSQL), moves are stored there
  (:attr:`Hub.moves`, :mod:`.moves`) while the loop serves the other tables.

Runs on one asyncio event loop; every method is called on the loop's thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial

from ..games import registry
from ..games.base import Action, Catalog, Game, State
from ..record import ReplayError
from .moves import OffLoopMoves
from .ratelimit import KeyedBuckets
from .storage import CodeTaken, DamagedTable, Storage, StorageError
from .table import Link, Table, bot_seed, strongest
from .thinking import FairPool
from .tokens import new_code, new_seed, new_token, token_hash, token_matches
from .wire import catalog_fingerprint

log = logging.getLogger("omg_desktop.net")


class LobbyError(ValueError):
    """A lobby request that cannot be granted; the text says why (``retry_after``:
    seconds to wait, when it came too soon)."""

    def __init__(self, reason: str, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.retry_after = retry_after


class WrongCode(LobbyError):
    """A join code or a seat's token that leads nowhere. Its answer is the same whether
    the table never was, has finished or has expired: it tells a guesser nothing."""


#: the answer to a join whose code leads to no table one may join (never made,
#: finished, expired, damaged: all alike)
NO_TABLE = "there is no table to join with that code"
#: the answer to a resume whose code, seat or token is wrong (all alike)
NO_SEAT = "no such seat: the code, seat or token is wrong"


@dataclass(frozen=True)
class HubLimits:
    max_tables: int = 1000  # unfinished tables at once
    away_after: float = 30.0  # seconds a person may be gone before the away level plays
    tables_per_address: int = 20  # unfinished tables made from one client address
    creates_per_minute: float = 2.0  # tables one address may make a minute, after a burst
    create_burst: int = 10  # tables one address may make at once
    #: seconds after which a table nobody played expires (no action, at most one person
    #: ever sat, nobody there now), counted from its stored creation time; 0: never
    unplayed_expiry: float = 3600.0
    wrong_codes_per_minute: float = 10.0  # wrong join codes or tokens an address may try
    wrong_codes_burst: int = 20  # … at once, before that
    hard_tables_per_address: int = 4  # unfinished tables with a Hard computer, an address


def _choose(game: Game, level: str, seed: int, view: State, actions: list[Action]) -> str:
    """A computer's choice, in a worker thread: it sees the view and the legal actions."""
    return game.encode(game.bots[level](seed).choose(view, actions))


class Hub:
    """Tables by code; see the module's docstring."""

    def __init__(
        self,
        cat: Catalog | None,
        storage: Storage,
        limits: HubLimits | None = None,
        executor: Executor | None = None,
        clock: Callable[[], float] = time.time,
        games: tuple[str, ...] | None = None,
        default_game: str = registry.DEFAULT,
    ) -> None:
        """``cat``: the default game's data, if loaded already (else loaded when first
        needed); ``games``: the ids of the games its tables may play (None: every game
        of the box); ``default_game``: the game of a ``create`` that names none."""
        self.default_game = default_game
        self.games = tuple(games) if games is not None else tuple(registry.ids())
        #: each game's data, by id, loaded once (:meth:`catalog`)
        self.catalogs: dict[str, Catalog] = {}
        self._fingerprints: dict[str, str] = {}
        if cat is not None:
            self.catalogs[default_game] = cat
        self.storage = storage
        self.limits = limits or HubLimits()
        self.clock = clock  # wall time: tables' creation times are stored in it
        self.tables: dict[str, Table] = {}
        #: the client address each table was made from (in memory: not after a restart)
        self.owners: dict[str, str] = {}
        lim = self.limits
        self._creates = KeyedBuckets(lim.creates_per_minute / 60, lim.create_burst, clock)
        #: wrong codes and tokens by address (a guesser is slowed down to a few a minute)
        self.wrong_codes = KeyedBuckets(
            lim.wrong_codes_per_minute / 60, lim.wrong_codes_burst, clock
        )
        self._executor = executor or ThreadPoolExecutor(2, thread_name_prefix="omg-bot")
        #: the computers' decisions, fairly shared between clients and tables
        self.thinking = FairPool(self._executor, 2)
        self._closed = False
        self._thinking: set[tuple[str, int]] = set()
        self._away: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self._seeds: dict[str, int | str] = {}
        writer = getattr(storage, "executor", None)
        #: moves stored on the storage's own thread (None: stored directly, as SQLite)
        self.moves = OffLoopMoves(writer) if writer is not None else None

    # ---- games ----------------------------------------------------------------------
    def game(self, game_id: str | None = None) -> Game:
        """The record of a game this server hosts (:class:`LobbyError` if it hosts none
        of that id: the message names the ones it has)."""
        wanted = self.default_game if game_id is None else game_id
        if wanted not in self.games:
            raise LobbyError(
                f"this server has no game {wanted[:40]!r} (its games: {', '.join(self.games)})"
            )
        return registry.load(wanted)

    def catalog(self, game: Game) -> Catalog:
        """``game``'s data, loaded the first time it is needed."""
        cat = self.catalogs.get(game.info.id)
        if cat is None and game.info.id not in self.catalogs:
            cat = self.catalogs[game.info.id] = game.load_catalog()
        return cat

    def fingerprint(self, game: Game) -> str:
        """The fingerprint of ``game``'s data, as its clients' hellos must say it."""
        found = self._fingerprints.get(game.info.id)
        if found is None:
            found = self._fingerprints[game.info.id] = catalog_fingerprint(self.catalog(game), game)
        return found

    @property
    def cat(self) -> Catalog:
        """The default game's data."""
        return self.catalog(registry.load(self.default_game))

    # ---- tables ---------------------------------------------------------------------
    def restore(self) -> int:
        """Load every unfinished table from storage, each on its own; how many. A table
        whose rows are damaged or whose record does not replay is left out with one log
        line (it stays in storage); the others are served. Tables nobody played that
        are older than the expiry (by their stored creation time) are dropped."""
        for code in self.storage.active_codes():
            table = self._load(code, " and is left out")
            if table is None:
                continue
            for s in table.seats:
                if s.token_hash is not None:
                    self._mark_away(table, s.index)
            self._changed(table)
        self.expire_unplayed()
        return len(self.tables)

    def table(self, code: str) -> Table | None:
        """The table of ``code``: in memory, or a finished one loaded from storage."""
        table = self.tables.get(code)
        return table if table is not None else self._load(code)

    def _load(self, code: str, left_out: str = "") -> Table | None:
        """The stored table of ``code``, replayed and kept in memory; None when there is
        none, or when its rows are damaged, it plays a game this server does not have or
        its record does not replay (one log line, ``left_out`` added to it; the table stays
        in storage)."""
        try:
            stored = self.storage.load_table(code)
            if stored is None:
                return None
            game = self.game(stored.game)
            table = Table.restore(self.catalog(game), stored, self.storage, self._changed)
        except DamagedTable as exc:
            log.error("table %s is damaged%s: %s", code, left_out, exc)
            return None
        except LobbyError as exc:  # (a newer server's game, say)
            log.error("table %s is of another game%s: %s", code, left_out, exc)
            return None
        except (ReplayError, KeyError, ValueError, IndexError, TypeError, AttributeError) as exc:
            log.error("table %s does not replay%s: %r", code, left_out, exc)
            return None
        self.tables[code] = table
        self._seeds[code] = stored.seed
        return table

    def create(
        self,
        seats: list[str | None],
        ruleset: str | None = None,
        seed: int | str | None = None,
        away: str | None = None,
        setup: dict | None = None,
        owner: str | None = None,
        game: str | None = None,
    ) -> Table:
        """A new table of ``game`` (None: the server's default game): one entry a seat,
        None for a person, a computer's level for a computer; ``ruleset``: one of the
        game's options (None: its default); ``setup``: a campaign chapter's set-up (an
        expansion rule set's; its chapter must be one of the data's); ``owner``: the
        client address that asks (its limits apply; None: the server's own, unlimited)."""
        g = self.game(game)
        for level in (*seats, away):
            if level is not None and level not in g.bots:
                raise LobbyError(
                    f"{g.info.title()} has no computer {level[:24]!r} "
                    f"(its levels: {', '.join(g.bots)})"
                )
        if owner is not None:
            hard = strongest(g)
            self._owner_may_create(owner, hard is not None and (hard in seats or away == hard))
        active = sum(1 for t in self.tables.values() if not t.over)
        if active >= self.limits.max_tables:
            self.expire_unplayed()
            active = sum(1 for t in self.tables.values() if not t.over)
        if active >= self.limits.max_tables:
            raise LobbyError("the server has as many tables as it can hold: try later")
        if all(k is not None for k in seats):
            raise LobbyError("a table needs at least one seat for a person")
        cat = self.catalog(g)
        seed = new_seed() if seed is None else seed
        for _ in range(20):
            try:
                table = Table.create(
                    cat, new_code(), seats, ruleset, seed, self.storage, away,
                    self._changed, setup, self.clock(), g,
                )  # fmt: skip
            except CodeTaken:
                continue
            except KeyError as exc:  # an option the game does not have
                raise LobbyError(str(exc.args[0] if exc.args else exc)[:160]) from None
            except (ValueError, TypeError) as exc:  # a set-up the rules cannot play
                raise LobbyError(f"that table cannot be set up: {str(exc)[:160]}") from None
            break
        else:
            raise LobbyError("could not find a free join code: try again")
        self.tables[table.code] = table
        self._seeds[table.code] = seed
        if owner is not None:
            self._creates.take(owner)
            self.owners[table.code] = owner
        return table

    def _owner_may_create(self, owner: str, hard: bool) -> None:
        """:class:`LobbyError` unless ``owner`` may make a table now (``hard``: one with
        a Hard computer, which thinks longest)."""
        lim = self.limits
        if hard:
            mine = sum(1 for t in self._unfinished_of(owner) if t.hard)
            if mine >= lim.hard_tables_per_address:
                raise LobbyError(
                    f"your address has {mine} unfinished tables with a Hard computer, the "
                    "most it may have: choose another level, or finish one first"
                )
        mine = len(self._unfinished_of(owner))
        if mine >= lim.tables_per_address:
            raise LobbyError(
                f"your address has {mine} unfinished tables on this server, the most it "
                "may have: finish or leave one first (a table nobody played goes away "
                "by itself after a while)"
            )
        wait = self._creates.wait_time(owner)
        if wait > 0:
            wait = round(wait, 1)
            raise LobbyError(
                f"your address made many tables just now: wait {wait:g} s", retry_after=wait
            )

    def _unfinished_of(self, owner: str) -> list[Table]:
        """The unfinished tables made from ``owner``'s address."""
        tables = (self.tables.get(c) for c, o in self.owners.items() if o == owner)
        return [t for t in tables if t is not None and not t.over]

    def expire_unplayed(self) -> list[str]:
        """Drop every table nobody played (:meth:`.Table.unplayed`) older than the
        expiry, from memory and storage; their codes."""
        limit = self.limits.unplayed_expiry
        if limit <= 0:
            return []
        now = self.clock()
        old = [
            t for t in self.tables.values() if t.unplayed() and now - t.created >= limit
        ]  # fmt: skip
        for table in old:
            try:
                self.storage.drop_table(table.code)
            except StorageError as exc:
                log.error("table %s could not be dropped: %s", table.code, exc)
                continue
            self._forget(table)
            log.info("table %s expired: nobody played it in %g s", table.code, limit)
        return [t.code for t in old]

    def _forget(self, table: Table) -> None:
        """Table ``table`` is no longer in memory."""
        self.tables.pop(table.code, None)
        self._seeds.pop(table.code, None)
        self.owners.pop(table.code, None)
        for key in [k for k in self._away if k[0] == table.code]:
            self._away.pop(key).cancel()
        if self.moves is not None:
            self.moves.forget(table.code)

    def join(self, code: str, name: str, wish: int | None = None) -> tuple[Table, int, str]:
        """A free seat of table ``code`` for ``name`` — seat ``wish`` if it is a free one,
        else the next free one: (table, seat, token)."""
        table = self.tables.get(code)  # (every unfinished table is in memory)
        if table is None or table.over:
            raise WrongCode(NO_TABLE)
        seat = table.free_seat()
        if wish is not None and 0 <= wish < len(table.seats) and not table.seats[wish].taken:
            seat = wish
        if seat is None:  # (the code is right, but grants nothing now)
            raise LobbyError(f"table {code} has no free seat")
        token = new_token()
        table.take(seat, name, token_hash(token))
        return table, seat, token

    def resume(self, code: str, seat: int, token: str) -> Table:
        table = self.table(code)
        if table is None or not 0 <= seat < len(table.seats):
            raise WrongCode(NO_SEAT)
        if not token_matches(token, table.seats[seat].token_hash):
            raise WrongCode(NO_SEAT)
        return table

    # ---- connections ------------------------------------------------------------------
    def attach(self, table: Table, seat: int, link: Link) -> None:
        """``link`` plays ``seat``: the seat's last link is closed, the away computer
        (if any) stops, everyone hears of it, and the seat gets its full view."""
        timer = self._away.pop((table.code, seat), None)
        if timer is not None:
            timer.cancel()
        old = table.attach(seat, link)
        if old is not None:
            from .protocol import CLOSE_REPLACED

            old.close(CLOSE_REPLACED, "this seat was taken back on another connection")
        table.send_table()
        if table.started and not table.announced:  # the last seat was taken: it begins
            table.announced = True
            table.broadcast(table.opening)  # round 1 begins, phase I: everyone's log
        elif table.started:
            table.send_update(seat)
        self._changed(table)

    def detach(self, table: Table, seat: int, link: Link) -> None:
        if table.detach(seat, link):
            self._mark_away(table, seat)
            table.send_table()
        if table.over and all(s.link is None for s in table.seats):
            self._forget(table)  # finished and left: loaded again if resumed

    def _mark_away(self, table: Table, seat: int) -> None:
        if table.away is None or table.over:
            return
        key = (table.code, seat)
        old = self._away.pop(key, None)
        if old is not None:
            old.cancel()
        loop = asyncio.get_running_loop()
        self._away[key] = loop.call_later(self.limits.away_after, self._go_away, table, seat)

    def set_away(self, code: str, level: str | None) -> None:
        """From now on the server's computer of ``level`` plays a person's seat while
        they are away (None: nobody does, the table waits): seats already away get it
        after ``away_after``, and lose it at once when it is None. Stored, and said to
        everyone. For whoever runs the server (the window that hosts): not a message."""
        table = self.tables.get(code)
        if table is None or table.over:
            raise LobbyError("no such unfinished table")
        if level is not None and level not in table.game.bots:
            raise LobbyError(f"no such computer level: {level}")
        self.storage.set_away(code, level)
        table.away = level
        for s in table.seats:
            if s.token_hash is None or s.link is not None:
                continue  # a computer, a free seat, or a person who is here
            if level is None:
                timer = self._away.pop((code, s.index), None)
                if timer is not None:
                    timer.cancel()
                s.away_bot = False
            elif not s.away_bot:
                self._mark_away(table, s.index)
        table.send_table()
        self._changed(table)

    def set_next(self, code: str, next_code: str) -> None:
        """The group of table ``code`` plays table ``next_code`` next (a campaign's next
        chapter, opened by the window that hosts): the seats here are told in the table
        message. Called by the host, not a message; not stored."""
        table, following = self.tables.get(code), self.tables.get(next_code)
        if table is None or following is None:
            raise LobbyError("no such table")
        table.next_code = next_code
        table.send_table()

    def final_state(self, code: str) -> State:
        """The full state of table ``code`` (for the window that hosts it: a campaign
        records a finished chapter from it). Never sent to a client."""
        table = self.table(code)
        if table is None:
            raise LobbyError("no such table")
        return table.state

    def _go_away(self, table: Table, seat: int) -> None:
        self._away.pop((table.code, seat), None)
        s = table.seats[seat]
        if s.link is None and not table.over:
            s.away_bot = True
            table.send_table()
            self._changed(table)

    # ---- the server's computers --------------------------------------------------------
    def _changed(self, table: Table) -> None:
        """After any change: the computers that must act now start thinking."""
        if table.over:
            for key in [k for k in self._away if k[0] == table.code]:
                self._away.pop(key).cancel()
            return
        for seat in table.bots_to_act():
            self._think(table, seat)

    def _think(self, table: Table, seat: int) -> None:
        key = (table.code, seat)
        if key in self._thinking or self._closed:
            return
        level = table.bot_level(seat)
        if level is None:
            return
        self._thinking.add(key)
        decision = table.seats[seat].own_actions
        g = table.game
        view = g.player_view(table.state, seat)
        actions = g.legal_actions(table.state, seat)
        seed = bot_seed(self._seeds[table.code], seat, decision)

        def wanted() -> bool:  # (when its turn comes)
            return (
                self.tables.get(table.code) is table
                and table.bot_level(seat) is not None
                and table.seats[seat].own_actions == decision
            )

        group = self.owners.get(table.code, table.code)  # (a table of before a restart: its own)
        future = self.thinking.submit(
            group, table.code, partial(_choose, g, level, seed, view, actions), wanted
        )
        future.add_done_callback(lambda f: self._thought(table, seat, decision, f))

    def _thought(self, table: Table, seat: int, decision: int, future: asyncio.Future) -> None:
        self._thinking.discard((table.code, seat))
        if future.cancelled():
            if self.tables.get(table.code) is table:
                self._changed(table)  # (dropped unthought: think again if still needed)
            return
        exc = future.exception()
        if exc is not None:
            log.error("table %s: the computer of seat %d failed: %r", table.code, seat, exc)
            return
        if table.bot_level(seat) is None or table.seats[seat].own_actions != decision:
            self._changed(table)  # a person took the seat back, or it was decided
            return
        if self.moves is not None:  # stored on the storage's thread: played when stored
            self.moves.start(self._bot_plays(table, seat, decision, future.result()))
            return
        refused = table.submit(seat, future.result(), None)
        if refused is not None:
            fallback = self._fallback(table, seat, refused)
            if fallback is not None:
                table.submit(seat, fallback, None)

    async def _bot_plays(self, table: Table, seat: int, decision: int, text: str) -> None:
        """A computer's choice, stored off the loop: dropped if, when the table's turn
        comes, a person took the seat back or the decision was made."""
        assert self.moves is not None

        def still() -> bool:
            return table.bot_level(seat) is not None and table.seats[seat].own_actions == decision

        refused = await self.moves.submit(table, seat, text, None, still)
        if refused is not None:
            fallback = self._fallback(table, seat, refused)
            if fallback is not None:
                await self.moves.submit(table, seat, fallback, None, still)
        self._changed(table)  # (a dropped choice: think again; else nothing new starts)

    def _fallback(self, table: Table, seat: int, refused: str) -> str | None:
        """A computer's action was refused (a bug): say so; a legal action to play
        instead, so the game goes on."""
        log.error("table %s: the computer of seat %d was refused: %s", table.code, seat, refused)
        fallback = table.game.legal_actions(table.state, seat)
        return table.game.encode(fallback[0]) if fallback else None

    def close(self) -> None:
        self._closed = True
        for timer in self._away.values():
            timer.cancel()
        self._away.clear()
        self.thinking.close()
        self._executor.shutdown(wait=False, cancel_futures=True)
        with contextlib.suppress(StorageError):
            self.storage.close()
