"""A game as data, for any game of the box: which game, its option, seed, seats and
steps, and its exact replay through the game's :class:`~omg_desktop.games.base.Game`.

``steps`` interleaves the seats' encoded actions with the chance steps that followed
each one (lines beginning with :data:`~omg_desktop.games.base.TABLE`). A replay sets
the game up as the record says, re-applies the actions and checks that the game turns
up exactly the recorded chance steps, so a divergence is caught at the step where it
happens; a finished record's hash of the final state is checked at the end.

``game`` is the game's id (:mod:`omg_desktop.games.registry`); a record stored before
the box has none and is the default game's.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .games import registry
from .games.base import TABLE, Game

#: The longest game id a record may hold.
MAX_GAME_ID = 40


class ReplayError(ValueError):
    """A record that does not replay; the message names the step."""


def state_hash(game: Game, state: Any) -> str:
    """A short, platform-independent fingerprint of a state of ``game``."""
    text = json.dumps(game.state_to_dict(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@dataclass
class GameRecord:
    """A whole game: ``ruleset`` is the option it was set up with (as stored), ``setup``
    the game's extra set-up (a campaign chapter), ``game`` the game's id."""

    ruleset: str
    seed: int | str
    players: int
    steps: list[str] = field(default_factory=list)
    final_hash: str | None = None
    setup: dict[str, Any] | None = None
    game: str = registry.DEFAULT

    def contract(self) -> Game:
        """The record's game (its package imported now, once)."""
        return registry.load(self.game)

    def new_game(self, cat: Any) -> tuple[Any, list[Any]]:
        """The game set up as the record says, with the set-up's events."""
        return self.contract().set_up(cat, self.players, self.seed, self.ruleset, self.setup)

    def actions(self) -> list[Any]:
        """The seats' actions, decoded (the chance steps left out)."""
        decode = self.contract().decode
        return [decode(s) for s in self.steps if not s.startswith(TABLE)]

    def copy(self) -> GameRecord:
        """A copy of the whole record, every field (the one place a record is copied:
        a copy made field by field once dropped the campaign's ``setup``)."""
        return copy.deepcopy(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "ruleset": self.ruleset,
            "seed": self.seed,
            "players": self.players,
            "steps": list(self.steps),
            "final_hash": self.final_hash,
            **({"setup": self.setup} if self.setup else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameRecord:
        """The record in ``data``, every field's type checked (a missing ``game`` is the
        default game's); the game itself is not looked up here."""
        try:
            rec = cls(
                ruleset=data["ruleset"],
                seed=data["seed"],
                players=data["players"],
                steps=list(data["steps"]),
                final_hash=data.get("final_hash"),
                setup=data.get("setup"),
                game=data.get("game", registry.DEFAULT),
            )
        except (KeyError, TypeError) as exc:
            raise ReplayError(f"not a game record: missing or bad field {exc}") from None
        if not isinstance(rec.game, str) or not 0 < len(rec.game) <= MAX_GAME_ID:
            raise ReplayError("not a game record: 'game' must be a game's id")
        if not isinstance(rec.ruleset, str) or not isinstance(rec.players, int):
            raise ReplayError("not a game record: 'ruleset' must be text, 'players' a number")
        if isinstance(rec.seed, bool) or not isinstance(rec.seed, int | str):
            raise ReplayError("not a game record: 'seed' must be a number or text")
        if rec.setup is not None and not isinstance(rec.setup, dict):
            raise ReplayError("not a game record: 'setup' must be a mapping")
        if not all(isinstance(s, str) for s in rec.steps):
            raise ReplayError("not a game record: every step must be text")
        return rec


def unknown_game(game_id: object) -> str | None:
    """Why a stored game id cannot be played here (None: it is a game of this box)."""
    if isinstance(game_id, str) and game_id in registry.ids():
        return None
    shown = repr(game_id) if len(repr(game_id)) <= 42 else repr(game_id)[:41] + "…"
    return (
        f"holds a game this version does not have ({shown}; its games: "
        f"{', '.join(registry.ids())}): a newer omg-desktop may play it"
    )


class Recorder:
    """Plays a game through its record and writes its record as it goes."""

    def __init__(self, record: GameRecord, state: Any, setup_events: list[Any]) -> None:
        self.record = record
        self.state = state
        self.setup_events = setup_events
        self.game = record.contract()

    @classmethod
    def start(
        cls,
        game_id: str,
        cat: Any,
        players: int,
        seed: int | str = 0,
        option: str | None = None,
        setup: dict[str, Any] | None = None,
    ) -> Recorder:
        """A new game of ``game_id`` (``option``: the first of the game's by default), under
        the option's rules as they stand now; the record stores the option's key (its
        revision), so the game replays under those rules later."""
        g = registry.load(game_id)
        chosen = option if option is not None else g.info.options[0]
        key = g.option_of(g.new_game(cat, players, seed, chosen))  # a bare id: today's rules
        state, events = g.set_up(cat, players, seed, key, setup)
        record = GameRecord(key, seed, players, g.chance_lines(events), None, setup, game_id)
        return cls(record, state, events)

    def play(self, action: Any) -> list[Any]:
        """Apply ``action`` (refused before any change if illegal); its events."""
        g = self.game
        events = g.apply_in_place(self.state, action)
        self.record.steps.append(g.encode(action))
        self.record.steps.extend(g.chance_lines(events))
        if g.is_over(self.state):
            self.record.final_hash = state_hash(g, self.state)
        return events


def replay(record: GameRecord, cat: Any, upto: int | None = None) -> Any:
    """Re-run ``record`` (its first ``upto`` steps) and check every chance step."""
    return deque(_run(record, cat, upto), maxlen=1)[0][0]  # the state at the end


def replay_events(record: GameRecord, cat: Any) -> tuple[Any, list[Any], list[list[Any]]]:
    """Re-run the whole record, checked as :func:`replay`: the final state, the set-up's
    events and each action's events."""
    batches: list[list[Any]] = []
    state = None
    for state, events in _run(record, cat, None):  # noqa: B007 (the last state is the end)
        batches.append(events)
    return state, batches[0], batches[1:]


@dataclass(frozen=True)
class Played:
    """One action of a record played again: where its line is in ``steps``, the states
    before and after it (copies of their own), its events, and how many events came
    before it."""

    step: int
    action: Any
    before: Any
    after: Any
    events: list[Any]
    history: int


def played_actions(record: GameRecord, cat: Any) -> Iterator[Played]:
    """Each action of ``record`` as it was played (checked as :func:`replay`): what a
    resumed table needs to know of its turn in progress (its take-backs)."""
    g = record.contract()
    lines = [i for i, line in enumerate(record.steps) if not line.startswith(TABLE)]
    before, history = None, 0
    for n, (state, events) in enumerate(_run(record, cat, None)):
        after = g.clone(state)
        if n:
            step = lines[n - 1]
            action = g.decode(record.steps[step])
            yield Played(step, action, before, after, events, history)
        history += len(events)
        before = after


def _run(record: GameRecord, cat: Any, upto: int | None) -> Iterator[tuple[Any, list[Any]]]:
    """The state after set-up and after each action, with their events, every chance
    step checked on the way (:class:`ReplayError` at the first that differs)."""
    g = record.contract()
    try:
        state, events = g.set_up(cat, record.players, record.seed, record.ruleset, record.setup)
    except (KeyError, ValueError) as exc:
        raise ReplayError(f"cannot set the game up: {exc}") from None
    yield state, events
    pending = g.chance_lines(events)
    steps = record.steps if upto is None else record.steps[:upto]
    for i, line in enumerate(steps, start=1):
        if line.startswith(TABLE):
            if not pending:
                raise ReplayError(f"step {i}: the record says {line!r}; the engine did nothing")
            got = pending.pop(0)
            if got != line:
                raise ReplayError(f"step {i}: the record says {line!r}; the engine did {got!r}")
            continue
        if pending:
            raise ReplayError(f"step {i}: the engine did {pending[0]!r}, missing from the record")
        try:
            events = g.apply_in_place(state, g.decode(line))
        except ValueError as exc:  # a malformed or an illegal action
            raise ReplayError(f"step {i}: {line!r} is refused: {exc}") from None
        pending = g.chance_lines(events)
        yield state, events
    if upto is None:
        if pending:
            raise ReplayError(f"the record ends, but the engine then did {pending[0]!r}")
        if record.final_hash is not None and state_hash(g, state) != record.final_hash:
            raise ReplayError("the replayed game ends in a different state than the one recorded")
