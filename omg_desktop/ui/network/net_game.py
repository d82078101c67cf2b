"""A network game in the window: the seats this screen holds at a table on a server.

:class:`NetGame` speaks to the server through one :class:`ThreadedClient` a seat this
screen plays (one connection plays one seat; two people sharing the host's screen
are two connections) and looks to the window like a :class:`GameController`: the
same signals (``changed``, ``events_happened``, ``history_reset``, ``cover_needed``,
``game_over``, ``error``) and the same reads (``view()``, ``legal_actions()``,
``prompt()``, …). What it shows is only what the server sent each seat: its view
(``player_view`` on the host) and its visible events — so the log and the table's
animations come from the same events as in a game on this machine, and no screen
here can show more than the seat may see.

Before the game starts (friends still to join) it says ``lobby``; when every local
seat has its first view it says ``begun`` and the session puts it on the table. The
connection's state (``connection_text()``) and who the table waits for
(``seat_notes()``) follow the server's ``table`` messages. The host going away for
good is ``host_gone``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from omg_desktop.i18n.templates import fill

from ...games import registry
from ...games.base import Game, IllegalAction
from ...net import seatcopy
from ...net.client import (
    Closed,
    ConnectionLost,
    Reconnected,
    Refused,
    Said,
    TableChanged,
    Ticket,
    Update,
    Updated,
)
from ...net.seatbook import HeldSeat, SeatBook
from ...net.threaded import ThreadedClient
from ...seating.seat import REMOTE, Seat
from ...seating.turns import next_to_ask
from ..faces import face_of_game
from ..table_protocol import Capabilities, Decision
from ..table_reads import TableReads


def tr(text: str) -> str:
    return QCoreApplication.translate("Network", text)


def reason_words(reason: str) -> str:
    """A connection's end in the player's words (the technical reason otherwise)."""
    if "could not reconnect" in reason:
        return tr("the host did not come back")
    if "1001" in reason:
        return tr("the host stopped")
    if "1006" in reason or "1011" in reason:
        return tr("the connection broke")
    return reason


class NetBridge(QObject):
    """Brings what the network threads say to the GUI thread (queued signals)."""

    event = Signal(int, object)  # (local seat key, ClientEvent)
    done = Signal(int, object, object)  # (local seat key, result, error text or None)


@dataclass
class LocalSeat:
    """One seat this screen plays: its connection and what the server last said to it."""

    key: int
    name: str
    client: ThreadedClient
    ticket: Ticket | None = None
    asked: Ticket | None = None  # the ticket a seat is being taken back with
    update: Update | None = None
    view: GameState | None = None
    actions: list[Action] = field(default_factory=list)
    history: list[Event] = field(default_factory=list)
    sent: bool = False  # an action is on its way: no second one until it is taken
    sent_at: int = -1  # the seat's own_actions when it was sent
    connected: bool = False
    lost: str = ""
    copy: Path | None = None  # this seat's own copy of the game (net/seatcopy.py)
    unsaved: list[Update] = field(default_factory=list)  # updates before the copy's name

    @property
    def seat(self) -> int | None:
        return None if self.ticket is None else self.ticket.seat


ClientFactory = Callable[..., ThreadedClient]
Action = Any
Event = Any
GameState = Any  # the game's own view


class NetGame(QObject, TableReads):
    """The seats this screen holds at one network table; see the module's docstring."""

    changed = Signal()
    events_happened = Signal(list)
    history_reset = Signal(list)
    cover_needed = Signal(int)
    thinking = Signal(int, bool)  # (never: the server's computers think on the server)
    game_over = Signal()
    error = Signal(str)
    #: Before the game starts: who has joined changed (``table`` has the seats).
    lobby = Signal()
    #: Every seat of this screen has its first view: put the game on the table.
    begun = Signal()
    #: Connecting, creating or joining failed (nothing is on the table); the reason.
    failed = Signal(str)
    #: The connection is lost or back (``connection_text()``).
    connection = Signal()
    #: The server is gone for good before the game ended; the reason.
    host_gone = Signal(str)
    #: A chat line: (the name of who said it, the text).
    said = Signal(str, str)
    #: The host opened the group's next table (a campaign's next chapter): its code.
    next_table = Signal(str)

    #: The game is the host's: its record stays there; the table can talk.
    capabilities = Capabilities(keeps_record=False, chat=True, seat_replay=True)

    def __init__(
        self,
        catalog: Any,
        url: str,
        *,
        game: Game | None = None,
        book: SeatBook | None = None,
        hosted: bool = False,
        public_url: str | None = None,
        client_factory: ClientFactory = ThreadedClient,
        retry_for: float = 60.0,
        copies: Path | None = None,
        cafile: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``copies``: the folder where each seat keeps its own copy of the game (the
        log after the app was closed, a replay when the host has gone); ``cafile``: a
        certificate (PEM) to trust for a ``wss://`` server (``ssl.SSLError`` or
        ``OSError`` at once if it cannot be read); ``game``: the record of the game the
        table plays (the box's default game's if None)."""
        super().__init__(parent)
        self._game = game if game is not None else registry.load()
        self._prompt_text = face_of_game(self._game).prompt_text
        self.cafile = cafile or None
        self._tls = None
        if self.cafile is not None:
            from ...net.client import client_tls

            self._tls = client_tls(self.cafile)
        self._copies = copies
        self._cat = catalog
        self.url = url
        self.public_url = public_url  # the address friends are given (a host's)
        self.hosted = hosted
        self._book = book
        self._factory = client_factory
        self._retry_for = retry_for
        self._bridge = NetBridge(self)
        self._bridge.event.connect(self._on_event)
        self._bridge.done.connect(self._on_done)
        self.local: list[LocalSeat] = []
        self.code: str | None = None
        self.table: dict[str, Any] | None = None
        self._seats: tuple[Seat, ...] = ()
        self._viewer: int | None = None
        self._cover: int | None = None
        #: the seat of this screen last given the decision or last to act, and the game's
        #: decision key then: it keeps the decision while the key stays (the turn flow)
        self._asked: tuple[int | None, Any] | None = None
        self._log_viewer: object = object()
        self._queue: list[Callable[[], None]] = []  # seats still to join, in order
        self._begun = self._started = self._closed = self._over_sent = False
        self._gone = False
        self._chat: list[tuple[str, str]] = []  # (name, text): the chat heard at this table

    # ---- joining ------------------------------------------------------------------------
    def _new_seat(self, name: str) -> LocalSeat:
        key = len(self.local)
        bridge = self._bridge

        def deliver(event, key=key) -> None:  # on the network thread
            bridge.event.emit(key, event)

        options: dict[str, Any] = {"game": self._game.info.id}  # its hello names the game
        if self._tls is not None:
            options["tls"] = self._tls
        client = self._factory(self.url, on_event=deliver, retry_for=self._retry_for, **options)
        ls = LocalSeat(key, name, client)
        self.local.append(ls)
        client.start()
        return ls

    def _run(self, ls: LocalSeat, job) -> None:
        bridge = self._bridge

        def finished(fut, key=ls.key) -> None:  # on the network thread
            try:
                result, error = fut.result(), None
            except Exception as exc:  # ClientError, a lost connection: said to the player
                result, error = None, str(exc) or type(exc).__name__
            bridge.done.emit(key, result, error)

        ls.client.call(job).add_done_callback(finished)

    def join(self, code: str, names: list[str], seats: list[int | None] | None = None) -> None:
        """Take the next free seats of table ``code``, one a name, in order (``seats``:
        the seat wished for each, taken when free — a campaign's group keeps its places)."""
        self.code = code.strip().upper()
        wishes = list(seats) if seats is not None else [None] * len(names)
        for name, wish in zip(names, wishes, strict=True):
            self._queue.append(lambda name=name, wish=wish: self._join_one(name, wish))
        self._next()

    def _join_one(self, name: str, wish: int | None = None) -> None:
        ls = self._new_seat(name)
        code = self.code

        async def job(c):
            await c.connect()
            return await c.join(code, name, wish)

        self._run(ls, job)

    def create(
        self,
        seats: list[str | None],
        names: list[str],
        ruleset: str | None = None,
        seed: int | str | None = None,
        away: str | None = None,
        setup: dict | None = None,
    ) -> None:
        """Make a table (``seats``: None for a person, a level for a computer) and take
        its first free seats, one a name (the people at this screen)."""
        first, rest = names[0], names[1:]
        ls = self._new_seat(first)

        async def job(c):
            await c.connect()
            created = await c.create(seats, ruleset, seed, away, setup)
            return created.code, await c.join(created.code, first)

        self._run(ls, job)
        for name in rest:
            self._queue.append(lambda name=name: self._join_one(name))

    def rejoin(self, held: list[HeldSeat]) -> None:
        """Take seats back with their tickets (this screen held them before)."""
        self.code = held[0].code
        for h in held:
            self._queue.append(lambda h=h: self._resume_one(h))
        self._next()

    def _resume_one(self, held: HeldSeat) -> None:
        ls = self._new_seat(held.name)
        ticket = held.ticket
        ls.asked = ticket
        self._keep_copy(ls, ticket, fresh=False)

        async def job(c):
            await c.connect()
            await c.resume(ticket)
            return ticket

        self._run(ls, job)

    def _keep_copy(self, ls: LocalSeat, ticket: Ticket, fresh: bool) -> None:
        """Name the seat's copy: a fresh seat starts it, a seat taken back reads its log
        from it; updates that came before are written now."""
        if self._copies is None:
            return
        try:
            path = seatcopy.copy_path(self._copies, ticket.code, ticket.seat)
        except ValueError:
            return
        if fresh:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
        else:
            ls.history = seatcopy.history(seatcopy.read(path), self._game) + ls.history
            if ls.key == 0:  # the chat heard here before: shown again (the host keeps none)
                self._chat = seatcopy.said(path) + self._chat
        ls.copy = path
        pending, ls.unsaved = ls.unsaved, []
        for u in pending:
            self._write(ls, u)

    def _write(self, ls: LocalSeat, update: Update) -> None:
        if ls.copy is None:
            ls.unsaved.append(update)
            return
        try:
            seatcopy.append(ls.copy, update, game=self._game.info.id)
        except OSError:
            ls.copy = None  # (a full disk, say): the game goes on without its copy
            self._copies = None

    def copy_of(self, seat: int | None) -> Path | None:
        """The file of ``seat``'s own copy of the game (a seat of this screen), if any."""
        mine = self._by_seat(seat)
        return mine.copy if mine is not None else None

    def _next(self) -> None:
        if self._queue and not self._closed:
            self._queue.pop(0)()

    def _on_done(self, key: int, result: object, error: str | None) -> None:
        if self._closed:
            return
        ls = self.local[key]
        if error is not None:
            self.failed.emit(error)
            self.shutdown()
            return
        if isinstance(result, tuple):  # created: (code, ticket)
            self.code, result = result
        assert isinstance(result, Ticket)
        if ls.copy is None:
            self._keep_copy(ls, result, fresh=True)
        ls.ticket = result
        ls.connected = True
        self.code = result.code
        if self._book is not None:
            self._book.keep(
                HeldSeat(
                    result.url,
                    result.code,
                    result.seat,
                    result.token,
                    ls.name,
                    self.hosted,
                    cafile=self.cafile,
                    game=self._game.info.id,
                )  # fmt: skip
            )
        self._next()
        if not self._begun:
            self.lobby.emit()  # the code is known now
        self._maybe_begin()

    # ---- what the server says -------------------------------------------------------------
    def _on_event(self, key: int, event: object) -> None:
        if self._closed:
            return
        ls = self.local[key]
        if isinstance(event, TableChanged):
            following = event.table.get("next")
            if following and (self.table or {}).get("next") != following and key == 0:
                self.table = event.table
                self.next_table.emit(str(following))
                return
            self.table = event.table
            if not self._begun:
                self.lobby.emit()
                self._maybe_begin()
            else:
                self._seats = self._seats_from_table()
                self.changed.emit()
        elif isinstance(event, Updated):
            u = event.update
            ls.update, ls.view = u, u.view(self._cat)
            if u.own_actions != ls.sent_at or not u.actions:
                ls.sent = False  # taken (another update, of another seat's move, keeps it)
            ls.actions = [self._game.decode(a) for a in u.actions]
            events = u.events()
            ls.history.extend(events)
            self._write(ls, u)
            if u.over and self._book is not None and ls.ticket is not None:
                self._book.finished(ls.ticket.url, ls.ticket.code, ls.ticket.seat)
            if not self._begun:
                self._maybe_begin()
            elif self._started:
                self._flow(ls, events)
        elif isinstance(event, Said):
            if key == 0:  # every seat of this screen hears it: said once
                self._chat.append((event.name, event.text))
                if ls.copy is not None:
                    with contextlib.suppress(OSError):
                        seatcopy.note_said(ls.copy, event.name, event.text, game=self._game.info.id)
                self.said.emit(event.name, event.text)
        elif isinstance(event, Refused):
            if event.to == "say":
                self.error.emit(fill(tr("The host did not pass the message on: %1"), event.reason))
            elif event.to == "act":
                ls.sent = False
                self.error.emit(fill(tr("The host refused the move: %1"), event.reason))
                if self._started:
                    self.changed.emit()
        elif isinstance(event, ConnectionLost):
            ls.connected, ls.lost, ls.sent = False, event.reason, False
            self.connection.emit()
            if self._started:
                self.changed.emit()
        elif isinstance(event, Reconnected):
            ls.connected, ls.lost = True, ""
            self.connection.emit()
            if self._started:
                self.changed.emit()
        elif isinstance(event, Closed):
            ls.connected = False
            if event.error is not None and not self.is_over and not self._gone:
                self._gone = True
                if self._begun:
                    self.host_gone.emit(reason_words(event.error))
                    if self._started:
                        self.changed.emit()
                else:
                    self.failed.emit(event.error)
                    self.shutdown()

    def _maybe_begin(self) -> None:
        if self._begun or self._queue or self.table is None:
            return
        if not self.local or any(ls.update is None or ls.ticket is None for ls in self.local):
            return
        self._begun = True
        self._seats = self._seats_from_table()
        if len(self.local) == 1:
            self._viewer = self.local[0].seat
        self.begun.emit()

    def _seats_from_table(self) -> tuple[Seat, ...]:
        assert self.table is not None
        mine = {ls.seat for ls in self.local}
        out = []
        for s in self.table["seats"]:
            i = s["seat"]
            if s["kind"] == "computer":
                level = s.get("level") or "random"
                name = fill(tr("Computer %1"), str(i + 1))
                out.append(Seat.computer(name, level))
                continue
            name = s.get("name") or fill(tr("Seat %1"), str(i + 1))
            out.append(Seat.human(name) if i in mine else Seat(name, REMOTE))
        return tuple(out)

    # ---- the viewer and the log ------------------------------------------------------------
    def _by_seat(self, seat: int | None) -> LocalSeat | None:
        return next((ls for ls in self.local if ls.seat == seat), None)

    def _key_of(self, seat: int | None) -> Any:
        """The game's decision key of ``seat``'s last view (None: no view yet)."""
        mine = self._by_seat(seat)
        return None if mine is None or mine.view is None else self._game.decision_key(mine.view)

    def _wanting(self) -> int | None:
        """The seat of this screen that must decide now, by the box's turn flow
        (``seating.turns``): the seat asked last keeps the decision while its decision
        key stays, whatever the other seats do meanwhile; else the people in seat
        order from the first player."""
        ready = [ls for ls in self.local if ls.actions and not ls.sent and ls.view is not None]
        acting = [ls.seat for ls in ready if ls.seat is not None]
        if not acting or not self._seats:
            return None
        asked, key = self._asked if self._asked is not None else (None, None)
        same = asked is not None and self._key_of(asked) == key
        first = self._game.first_seat(ready[0].view)
        return next_to_ask(acting, self._seats, first, actor=asked, same_decision=same)

    def _flow(self, ls: LocalSeat | None, events: list[Event]) -> None:
        new_cover = False
        if len(self.local) > 1 and not self.is_over:
            want = self._wanting()
            if want is not None and want != self._viewer and self._cover != want:
                self._viewer, self._cover, new_cover = None, want, True
        reset = None
        if self._log_viewer != self._viewer:
            self._log_viewer = self._viewer
            mine = self._by_seat(self._viewer)
            reset = list(mine.history) if mine is not None else []
        if reset is not None:
            self.history_reset.emit(reset)
        elif events and ls is not None and ls.seat == self._viewer:
            self.events_happened.emit(events)
        self.changed.emit()
        if new_cover and self._cover is not None:
            self.cover_needed.emit(self._cover)
        if self.is_over and not self._over_sent:
            self._over_sent = True
            self.game_over.emit()

    # ---- what the window reads (as of a GameController) ---------------------------------
    @property
    def local_seats(self) -> list[int]:
        return [ls.seat for ls in self.local if ls.seat is not None]

    @property
    def game(self) -> Game:
        """The record of the game this table plays."""
        return self._game

    @property
    def several_humans(self) -> bool:
        """Several people of this screen hold seats (each with secrets)."""
        return len(self.local) > 1

    @property
    def is_over(self) -> bool:
        return any(ls.update is not None and ls.update.over for ls in self.local)

    @property
    def step(self) -> int:
        """Actions taken in the game so far, as the last update said (0 before one)."""
        latest = self._latest()
        return latest.update.step if latest is not None else 0

    @property
    def chapter(self) -> str | None:
        """The campaign chapter this table plays (None: a single game)."""
        return (self.table or {}).get("chapter")

    @property
    def has_begun(self) -> bool:
        return self._begun

    @property
    def gone(self) -> bool:
        """The host went away for good before the end."""
        return self._gone

    @property
    def bot_delay_ms(self) -> int:
        return 0

    @bot_delay_ms.setter
    def bot_delay_ms(self, ms: int) -> None:
        pass  # the server's computers play at the server's pace

    def wait_for_table(self, busy: Callable[[], bool], idle: SignalInstance) -> None:
        """(The server's computers do not wait for this table.)"""

    def _latest(self) -> LocalSeat | None:
        seen = [ls for ls in self.local if ls.update is not None]
        return max(seen, key=lambda ls: ls.update.step) if seen else None

    def view(self) -> GameState:
        mine = self._by_seat(self._viewer)
        if mine is not None and mine.view is not None:
            return mine.view
        latest = self._latest()
        assert latest is not None and latest.view is not None, "no view yet"
        return self._game.player_view(latest.view, None)  # behind a cover: no one's hand

    def visible_history(self) -> list[Event]:
        mine = self._by_seat(self._viewer)
        return list(mine.history) if mine is not None else []

    def awaiting_human(self) -> bool:
        mine = self._by_seat(self._viewer)
        return (
            self._started
            and not self._closed
            and not self._gone
            and self._cover is None
            and mine is not None
            and mine.connected
            and bool(mine.actions)
            and not mine.sent
        )

    def legal_actions(self) -> list[Action]:
        if not self.awaiting_human():
            return []
        mine = self._by_seat(self._viewer)
        assert mine is not None
        return list(mine.actions)

    def _active(self, view: GameState) -> int | None:
        if self.is_over:
            return None
        if self.awaiting_human():
            return self._viewer
        waiting = [s for s in self._game.to_act(view) if s not in self.local_seats]
        if not waiting or not self._seats:
            return None
        return next_to_ask(waiting, self._seats, self._game.first_seat(view))

    def waiting_for_host(self) -> bool:
        """A friend's campaign chapter is over: the host reads the result and decides
        (the next chapter's table follows, ``next_table``)."""
        return self.chapter is not None and self.is_over and not self.hosted and not self._gone

    def prompt(self) -> str:
        host = self._host_words()  # (a friend's chapter is over: no decision to read)
        return host if host is not None else self.decision().prompt

    def decision(self) -> Decision:
        """The view, the viewer's legal actions, the prompt and the seats' notes, each
        worked out once (from the last update of the viewer's seat)."""
        view = self.view()
        actions = self.legal_actions()
        return Decision(
            view,
            self._viewer,
            actions,
            self._prompt(view, actions),
            False,
            self._notes(view),
            self.connection_text(),
        )

    def _host_words(self) -> str | None:
        """What a friend reads while the host decides after a chapter (None: not now)."""
        if not self.waiting_for_host():
            return None
        return face_of_game(self._game).host_deciding(self._cat, self.chapter)

    def _prompt(self, view: GameState, actions: list[Action]) -> str:
        host = self._host_words()
        if host is not None:
            return host
        return self._prompt_text(
            view, self.seat_names, active=self._active(view), cover=self._cover, actions=actions
        )

    def seat_notes(self) -> dict[int, str]:
        """A word beside each seat: who the table waits for, who is away."""
        return self._notes(self.view()) if self._seats else {}

    def _notes(self, view: GameState) -> dict[int, str]:
        notes: dict[int, str] = {}
        if not self._seats:
            return notes
        acting = set() if self.is_over else set(self._game.to_act(view))
        for i, s in enumerate(self._seats):
            public = self.table["seats"][i] if self.table and i < len(self.table["seats"]) else {}
            mine = self._by_seat(i)
            if mine is not None:
                if not mine.connected and not self.is_over:
                    notes[i] = tr("reconnecting…")
            elif s.is_remote and not public.get("here", True):
                notes[i] = tr("away: a computer plays") if public.get("away_bot") else tr("away")
            elif i in acting:
                notes[i] = tr("thinking…") if s.is_computer else tr("deciding…")
        return notes

    def connection_text(self) -> str:
        """The connection's state in a few words (the status bar's and the panel's)."""
        shown = self.public_url or self.url  # a host names the address friends use
        host = urlsplit(shown).netloc or shown
        if self._gone:
            return tr("The host has left the game.")
        lost = [ls for ls in self.local if not ls.connected and ls.ticket is not None]
        if lost:
            return fill(
                tr("Connection to the host lost (%1): reconnecting…"), reason_words(lost[0].lost)
            )
        return fill(tr("Network game %1 on %2"), self.code or "", host)

    def scores(self) -> list[Any]:
        """The score sheets, from the view (what the host sends is worked out from the
        same view: scores are public)."""
        return list(self._game.scores(self.view()))

    def winners(self) -> list[int]:
        latest = self._latest()
        if latest is not None and latest.update.winners is not None:
            return list(latest.update.winners)
        return self._game.winners(self.view())

    def can_undo(self) -> bool:
        return False  # a move sent to the host is the host's

    def undo(self) -> bool:
        return False

    def reset_turn(self) -> bool:
        return False

    # ---- what the window does -------------------------------------------------------------
    def start(self) -> None:
        if self._started or self._closed:
            return
        self._started = True
        for ls in self.local:
            if ls.copy is not None:
                with contextlib.suppress(OSError):
                    seatcopy.note_names(ls.copy, self.seat_names, game=self._game.info.id)
        for name, text in self._chat:  # (the chat heard before the window showed it)
            self.said.emit(name, text)
        self._flow(None, [])

    def submit(self, action: Action) -> None:
        """Send the viewer's ``action`` to the host; :class:`IllegalAction` if it is not
        theirs to send now (nothing is sent)."""
        if not self.awaiting_human():
            raise IllegalAction(tr("it is not your decision now"))
        mine = self._by_seat(self._viewer)
        assert mine is not None
        text = self._game.encode(action)
        if text not in {self._game.encode(a) for a in mine.actions}:
            raise IllegalAction(tr("that move is not one of yours now"))
        mine.sent = True
        mine.sent_at = mine.update.own_actions if mine.update is not None else -1
        self._asked = (self._viewer, self._key_of(self._viewer))
        mine.client.act(text)
        self.changed.emit()

    def say(self, text: str) -> bool:
        """Send a chat line to the table from the person at the screen (False: nothing
        sent — no one is at the table, or the line is empty)."""
        text = text.strip()
        mine = self._by_seat(self._viewer) if self._viewer is not None else None
        if mine is None and len(self.local) == 1:
            mine = self.local[0]
        if not text or mine is None or self._closed or self._gone:
            return False
        mine.client.say(text[:200])
        return True

    def cover_done(self) -> None:
        if self._cover is None or self._closed:
            return
        self._asked = (self._cover, self._key_of(self._cover))
        self._viewer, self._cover = self._cover, None
        self._flow(None, [])

    def shutdown(self) -> None:
        """Close the connections (the seats stay this screen's: their tickets are kept)."""
        if self._closed:
            return
        self._closed = True
        for ls in self.local:
            ls.client.close()

    def deleteLater(self) -> None:  # noqa: N802 (Qt's name)
        self.shutdown()
        super().deleteLater()
