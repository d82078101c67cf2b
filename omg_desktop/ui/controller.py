"""GameController: the one object the window talks to (a QObject over the rules engine).

It owns the game (a :class:`Recorder`, so ``record`` is always the rule set, seed
and every step), the seats and the flow: who acts next, bots on a worker thread
paced by ``bot_delay_ms``, cover screens between humans, undo, and the event
history for the log. A computer's move waits for the table to finish showing the
last ones (``wait_for_table``). The window reads ``view()``, ``legal_actions()`` and
``prompt()`` after ``changed``, and answers with ``submit(action)``.

Order of play in simultaneous steps (hand exchange, sunrise choices, starvation
discards, assigning): the humans first, in seat order from the first player, then
the computers; a seat that is still in the middle of its own decision keeps control.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from omg_desktop.i18n.templates import fill

from ..games import registry
from ..games.base import Game, IllegalAction
from ..record import GameRecord, Recorder, ReplayError, played_actions
from ..seating.seat import Seat
from ..seating.turns import next_to_ask
from ..seeds import fresh_seed
from .bot_runner import BotRunner
from .faces import face_of_game
from .table_protocol import Capabilities, Decision
from .table_reads import TableReads
from .undo import Snapshot, UndoStack

_UNSET = object()

Action = Any
Event = Any
#: ``(level, seed) -> bot`` with ``choose(view, actions)``.
BotFactory = Callable[[str, "int | str"], Any]


class GameController(QObject, TableReads):
    """A game in progress, as the window sees it. Call :meth:`start`, and :meth:`shutdown`."""

    #: Anything changed: re-read ``view()``, ``legal_actions()``, ``prompt()``, ``can_undo()``.
    changed = Signal()
    #: New events, as the current viewer may see them (for the log and animations).
    events_happened = Signal(list)
    #: The viewer changed or an undo happened: the whole visible history, to rebuild the log.
    history_reset = Signal(list)
    #: Pass-and-play: this human must take the seat; show a cover, then call ``cover_done()``.
    cover_needed = Signal(int)
    #: A computer seat started (True) or stopped (False) thinking.
    thinking = Signal(int, bool)
    game_over = Signal()
    #: Something went wrong that the player should hear about (e.g. a bot failed).
    error = Signal(str)

    def __init__(
        self,
        catalog: Any,
        seats: Sequence[Seat],
        ruleset: str | None = None,
        seed: int | str | None = None,
        bot_delay_ms: int = 0,
        parent: QObject | None = None,
        *,
        bot_factory: BotFactory | None = None,
        recorder: Recorder | None = None,
        setup: dict | None = None,
        game: Game | None = None,
    ) -> None:
        """``game``: the game's record (the box's default game if None; a resumed
        ``recorder``'s own otherwise). ``recorder``: continue a game that has already been
        played so far (a resumed save; its ``setup_events`` are the whole history).
        ``setup``: an expansion chapter's set-up. ``bot_factory``: ``(level, seed) ->
        bot`` (the game's computers by default)."""
        super().__init__(parent)
        if game is None:
            game = registry.load(recorder.record.game if recorder is not None else None)
        self._game = game
        self._prompt_text = face_of_game(game).prompt_text
        if bot_factory is None:
            bot_factory = self._game_bot
        self._cat = catalog
        self._seats = tuple(seats)
        if any(s.is_remote for s in self._seats):
            raise ValueError("network seats are not played yet")
        if recorder is not None:
            self._seed: int | str = recorder.record.seed
            self._rec = recorder
        else:
            self._seed = fresh_seed() if seed is None else seed
            self._rec = Recorder.start(
                game.info.id, catalog, len(self._seats), self._seed, ruleset, setup
            )
        self._resumed = recorder is not None
        self._bots = {
            i: bot_factory(s.level, f"{self._seed}/{i}")
            for i, s in enumerate(self._seats)
            if s.level is not None  # the computers
        }
        self._humans = [i for i, s in enumerate(self._seats) if s.is_human]
        self._viewer: int | None = self._humans[0] if len(self._humans) == 1 else None
        self._cover: int | None = None
        self._active: int | None = None
        self._history: list[Event] = []
        self._log_viewer: object = _UNSET
        self._undo = UndoStack()
        self._gen = 0
        self._token = 0
        self._pending: tuple[int, int, list[Action]] | None = None
        self._thinking_seat: int | None = None
        self._started = self._closed = self._over_sent = False
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.setInterval(max(0, bot_delay_ms))
        self._pace.timeout.connect(self._start_bot)
        self._table_busy: Callable[[], bool] | None = None
        self._waiting_for_table = False
        self._after_table = QTimer(self)  # a beat after the table settled: it is painted
        self._after_table.setSingleShot(True)
        self._after_table.setInterval(40)
        self._after_table.timeout.connect(self._start_bot)
        self._runner: BotRunner | None = None
        if self._bots:
            self._runner = BotRunner()
            self._runner.chosen.connect(self._on_bot_chosen)
            self._runner.failed.connect(self._on_bot_failed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def _game_bot(self, level: str, seed: int | str) -> Any:
        try:
            make = self._game.bots[level]
        except KeyError:
            raise ValueError(
                f"{self._game.info.title()} has no computer player of level {level!r}"
            ) from None
        return make(seed)

    @property
    def game(self) -> Game:
        """The game's record (its rules as the frame sees them)."""
        return self._game

    #: A game at this screen holds its whole record (see :class:`Capabilities`).
    capabilities = Capabilities()

    # ---- what the window reads ---------------------------------------------------
    @property
    def seed(self) -> int | str:
        return self._seed

    @property
    def state_for_save(self) -> Any:
        """The full state, for the save file's check hash (never shown to a player)."""
        return self._rec.state

    @property
    def record(self) -> GameRecord:
        """Rule set, seed and every step so far (the live object: copy it to keep it)."""
        return self._rec.record

    @property
    def active_seat(self) -> int | None:
        """The seat the game waits for now (None when over)."""
        return self._active

    @property
    def is_over(self) -> bool:
        return self._game.is_over(self._rec.state)

    @property
    def state_for_tests(self) -> Any:
        """The full state, secrets included. Tests only: the window reads ``view()``."""
        return self._rec.state

    @property
    def bot_delay_ms(self) -> int:
        return self._pace.interval()

    @bot_delay_ms.setter
    def bot_delay_ms(self, ms: int) -> None:
        self._pace.setInterval(max(0, int(ms)))

    def wait_for_table(self, busy: Callable[[], bool], idle: SignalInstance) -> None:
        """Start no computer move while ``busy()`` (the table still shows the last ones);
        ``idle`` is emitted when it has finished. Humans never wait for it."""
        self._table_busy = busy
        idle.connect(self._table_idle)

    @property
    def several_humans(self) -> bool:
        """Pass-and-play: more than one person shares this screen, each with secrets."""
        return len(self._humans) > 1

    def view(self) -> Any:
        """What the viewer may see (a spectator's view while covered)."""
        return self._game.player_view(self._rec.state, self._viewer)

    def visible_history(self) -> list[Event]:
        """Every event so far, as the viewer may see them."""
        return self._game.visible_events(self._history, self._viewer)

    def awaiting_human(self) -> bool:
        """Whether the viewer must decide now."""
        v = self._viewer
        return (
            self._started
            and not self._closed
            and not self.is_over
            and self._cover is None
            and v is not None
            and self._active == v
            and v in self._game.to_act(self._rec.state)
        )

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions when it is their decision, else []."""
        if not self.awaiting_human():
            return []
        assert self._viewer is not None
        return self._game.legal_actions(self._rec.state, self._viewer)

    def prompt(self) -> str:
        """A sentence saying what the viewer must do now (or whom the game waits for)."""
        return self.decision().prompt

    def seat_notes(self) -> dict[int, str]:
        """A word beside each seat from the table itself (none here: the window says
        which computer thinks)."""
        return {}

    def decision(self) -> Decision:
        """The view, the viewer's legal actions and the prompt, each worked out once."""
        view = self.view()
        actions = self.legal_actions()
        words = self._prompt_text(
            view, self.seat_names, active=self._active, cover=self._cover, actions=actions
        )
        return Decision(view, self._viewer, actions, words, self.can_undo())

    def scores(self) -> list[Any]:
        """Everyone's score sheet now (public information)."""
        return list(self._game.scores(self._rec.state))

    def winners(self) -> list[int]:
        """The seats leading now, after the tie-breaks (the winners once the game is over)."""
        return self._game.winners(self._rec.state)

    # ---- what the window does --------------------------------------------------------
    def start(self) -> None:
        """Begin: the first decision is asked for (a cover first, with several humans)."""
        if self._started or self._closed:
            return
        self._started = True
        if self._resumed:  # the whole history at once, as a log reset, not as news
            self._history = list(self._rec.setup_events)
            self._take_backs_again()
            self._after_change([])
        else:
            self._after_change(list(self._rec.setup_events))

    def submit(self, action: Action) -> None:
        """Play the viewer's ``action``; :class:`IllegalAction` (nothing changes) if refused."""
        if not self.awaiting_human():
            raise IllegalAction(QCoreApplication.translate("Game", "it is not your decision now"))
        assert self._viewer is not None
        if self._game.actor(self._rec.state, action) != self._viewer:
            raise IllegalAction(
                QCoreApplication.translate("Game", "you can only act for your own seat")
            )
        self._play(self._viewer, action, human=True)

    def cover_done(self) -> None:
        """The human the cover was for has taken the seat: show the table with their eyes."""
        if self._cover is None or self._closed:
            return
        seat = self._cover
        self._cover = None
        self._viewer = seat
        self._active = seat
        self._undo.clear()
        self._emit(self._gen_next(), [])

    def _take_backs_again(self) -> None:
        """A resumed game: the person's take-backs of their turn in progress, as they were
        before the quit (the record played again; each action kept or clearing as when it
        was played). One person at the table only: with several, a cover comes first and
        a hand-over clears them anyway."""
        if self._viewer is None or self._rec.record.final_hash is not None:
            return
        g = self._game
        try:
            for played in played_actions(self._rec.record, self._cat):
                seat = g.actor(played.before, played.action)
                key = g.decision_key(played.before)
                if seat == self._viewer and g.undoable(seat, key, played.events, played.after):
                    self._undo.push(Snapshot(seat, played.before, played.step, played.history))
                else:
                    self._undo.clear()
        except ReplayError:  # a position set by hand (a lesson's): no take-backs before it
            self._undo.clear()

    def can_undo(self) -> bool:
        """Whether the viewer may take back their last action."""
        return (
            self._live()
            and self._viewer is not None
            and len(self._undo) > 0
            and self._undo.top_seat() == self._viewer
        )

    def undo(self) -> bool:
        """Take back the viewer's last action. False (and nothing changes) when not allowed."""
        if not self.can_undo():
            return False
        self._restore(self._undo.pop())
        return True

    def reset_turn(self) -> bool:
        """Take back every action the viewer took since they got control (or the last reveal)."""
        if not self.can_undo():
            return False
        self._restore(self._undo.pop_all())
        return True

    def shutdown(self) -> None:
        """Stop the bots' thread (waiting for a decision in progress). Idempotent."""
        if self._closed:
            return
        self._closed = True
        self._cancel_bot()
        if self._runner is not None:
            self._runner.shutdown()

    # ---- flow ------------------------------------------------------------------------------
    def _play(self, seat: int, action: Action, human: bool) -> None:
        key, events = self._apply(seat, action, human)
        self._after_change(events, actor=seat, key_before=key)

    def _apply(self, seat: int, action: Action, human: bool) -> tuple[Any, list[Event]]:
        """``seat`` plays ``action`` on the record (raises, changing nothing, when illegal)."""
        g = self._game
        state = self._rec.state
        key = g.decision_key(state)
        steps = len(self._rec.record.steps)
        snap = Snapshot(seat, g.clone(state), steps, len(self._history)) if human else None
        events = self._rec.play(action)
        if snap is not None and g.undoable(seat, key, events, self._rec.state):
            self._undo.push(snap)
        else:
            self._undo.clear()
        return key, events

    def _next_actor(self, actor: int | None, key_before: Any) -> int | None:
        g, state = self._game, self._rec.state
        same = actor is not None and key_before == g.decision_key(state)
        first = g.first_seat(state)
        return next_to_ask(g.to_act(state), self._seats, first, actor=actor, same_decision=same)

    def _after_change(
        self, events: list[Event], actor: int | None = None, key_before: Any = None
    ) -> None:
        """Decide who acts next, then tell the window."""
        gen = self._gen_next()
        self._cancel_bot()
        self._active = None
        new_cover = False
        seat = None if self.is_over else self._next_actor(actor, key_before)
        if seat is not None:
            self._active = seat
            if self._seats[seat].is_human:
                if len(self._humans) > 1 and seat != self._viewer and self._cover != seat:
                    self._viewer = None
                    self._cover = seat
                    self._undo.clear()
                    new_cover = True
            elif not self._closed:
                self._pace.start()
        self._emit(gen, events, new_cover)

    def _emit(self, gen: int, events: list[Event], new_cover: bool = False) -> None:
        """Signals in order; stops if a slot changed the game meanwhile (re-entrancy)."""
        reset = None
        if self._log_viewer != self._viewer:
            self._log_viewer = self._viewer
            reset = self._game.visible_events(self._history, self._viewer)
        self._history.extend(events)
        if reset is not None:
            self.history_reset.emit(reset)
            if gen != self._gen:
                return
        if events:
            self.events_happened.emit(self._game.visible_events(events, self._viewer))
            if gen != self._gen:
                return
        self.changed.emit()
        if gen != self._gen:
            return
        if new_cover and self._cover is not None:
            self.cover_needed.emit(self._cover)
            if gen != self._gen:
                return
        if self.is_over and not self._over_sent:
            self._over_sent = True
            self.game_over.emit()

    def _live(self) -> bool:
        """Started, not shut down, not over, no cover up."""
        return self._started and not self._closed and not self.is_over and self._cover is None

    def _gen_next(self) -> int:
        self._gen += 1
        return self._gen

    def _restore(self, snap: Snapshot) -> None:
        self._cancel_bot()
        self._rec.state = snap.state
        del self._rec.record.steps[snap.steps :]
        self._rec.record.final_hash = None
        del self._history[snap.history :]
        self._log_viewer = _UNSET  # the log is rebuilt without the undone events
        self._after_change([], actor=snap.seat, key_before=self._game.decision_key(snap.state))

    # ---- computers -------------------------------------------------------------------------
    def _table_idle(self) -> None:
        if self._waiting_for_table:
            self._waiting_for_table = False
            self._after_table.start()

    def _start_bot(self) -> None:
        seat = self._active
        if self._closed or self.is_over or seat is None or self._seats[seat].is_human:
            return
        if self._table_busy is not None and self._table_busy():
            self._waiting_for_table = True  # the table's idle signal starts it
            return
        state = self._rec.state
        actions = self._game.legal_actions(state, seat)
        self._pending = (self._token, seat, actions)
        self._thinking_seat = seat
        self.thinking.emit(seat, True)
        assert self._runner is not None
        view = self._game.player_view(state, seat)
        self._runner.request(self._token, self._bots[seat], view, actions)

    def _cancel_bot(self) -> None:
        self._pace.stop()
        self._after_table.stop()
        self._waiting_for_table = False
        self._token += 1
        self._pending = None
        self._stop_thinking()

    def _stop_thinking(self) -> None:
        seat, self._thinking_seat = self._thinking_seat, None
        if seat is not None:
            self.thinking.emit(seat, False)

    def _take_pending(self, token: int) -> tuple[int, list[Action]] | None:
        if self._closed or self._pending is None or self._pending[0] != token:
            return None  # an answer nobody waits for any more (undo, shutdown)
        _, seat, actions = self._pending
        self._pending = None
        self._stop_thinking()
        return seat, actions

    def _on_bot_chosen(self, token: int, action: object) -> None:
        got = self._take_pending(token)
        if got is None:
            return
        seat, actions = got
        try:
            if self._game.actor(self._rec.state, action) != seat:
                raise IllegalAction(f"not an action for seat {seat}: {action!r}")
            key, events = self._apply(seat, action, human=False)
        except IllegalAction as exc:  # the table's refusal, or the game's (with its reason)
            self._bot_mistake(seat, str(exc))
            key, events = self._apply(seat, actions[0], human=False)
        self._after_change(events, actor=seat, key_before=key)

    def _on_bot_failed(self, token: int, message: str) -> None:
        got = self._take_pending(token)
        if got is None:
            return
        seat, actions = got
        self._bot_mistake(seat, message)
        self._play(seat, actions[0], human=False)

    def _bot_mistake(self, seat: int, why: str) -> None:
        text = QCoreApplication.translate(
            "Game", "The computer player %1 failed (%2); it plays a simple legal move instead"
        )
        self.error.emit(fill(text, self._seats[seat].name, why))
