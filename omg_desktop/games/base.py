"""The record a game hands the frame: what the frame may know of any game.

:class:`GameInfo` is the metadata the library screen and the command line read without
importing a game's rules (titles, players, length, options). :class:`Game` is the whole
contract, built by the game's own package when it is opened: the rules as plain functions
over plain-data states (new game, who acts, legal actions, a sampled action, apply,
views, events, the JSON round trip, chance steps, undo, scores, determinization for the
search bot), the computers by level, what is secret, and where its face (the table's
look) lives. Nothing here imports Qt, a game or the file system.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..seeds import SeededRandom

#: The languages every title and line comes in.
LANGUAGES = ("en", "pt_BR", "es", "ja")

State = Any
Action = Any
Event = Any
Catalog = Any

#: The mark that begins a record's chance line (:attr:`Game.chance_lines`); an encoded
#: action never begins with it, so a record tells the two apart.
TABLE = "T"


class IllegalAction(ValueError):
    """A move refused: a game's rules raise it (or a subclass) with the reason in words,
    and so does the frame's table for a move that is not the viewer's to make."""


@dataclass(frozen=True)
class Standing:
    """One seat's public result (what the history keeps of a finished game)."""

    score: int
    #: What breaks a tie of scores, higher is better (0 for a game without one).
    tiebreak: int = 0
    #: The seat's total after each round (empty for a game without rounds).
    by_round: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameInfo:
    """What is known of a game before it is opened."""

    id: str
    #: The published title in each of :data:`LANGUAGES` (as the seeds and editions write it).
    titles: Mapping[str, str]
    #: Who can play: fewest and most seats (any option).
    players: tuple[int, int]
    #: A game's length on the box, in minutes (from, to).
    minutes: tuple[int, int]
    #: The rules in a line, in each of :data:`LANGUAGES`.
    summary: Mapping[str, str]
    #: The option sets (rule sets) a new game can take, the first one the default.
    options: tuple[str, ...]
    #: The package that builds its :class:`Game` (``game()``), imported when opened.
    package: str
    #: What its tile in the library offers besides a new game, the lessons, the rules and
    #: the statistics: ``"campaign"`` (a story campaign).
    extras: tuple[str, ...] = ()
    #: Who made the published game (designer, publisher), a sentence in each of
    #: :data:`LANGUAGES`; the About box shows it under the title.
    credit: Mapping[str, str] = field(default_factory=dict)
    #: Lines a source of its data asks to be shown (a licence's attribution), each in
    #: each of :data:`LANGUAGES`; the About box shows them under the credit.
    attributions: tuple[Mapping[str, str], ...] = ()

    def title(self, language: str = "en") -> str:
        """The title in ``language`` (a variant like ``pt`` or ``ja_JP`` finds its own)."""
        return _in(self.titles, language)

    def line(self, language: str = "en") -> str:
        """The rules in a line, in ``language``."""
        return _in(self.summary, language)

    def credit_line(self, language: str = "en") -> str:
        """Who made the published game, in ``language`` ("" when not said)."""
        return _in(self.credit, language) if self.credit else ""

    def attribution_lines(self, language: str = "en") -> list[str]:
        """The lines its data's sources ask for, in ``language``."""
        return [_in(line, language) for line in self.attributions]


def without_secrets(events: Sequence[Any], seat: int | None,
                    secret_fields: Mapping[str, Sequence[str]]) -> list[Any]:  # fmt: skip
    """``events`` (frozen dataclasses with ``kind``, ``seat`` and a ``data`` dict) as
    ``seat`` may see them: another seat's secret fields left out, as the wire's leak guard
    asks (a game whose secrets are whole fields writes its ``visible_events`` with it).
    An event whose data says ``public`` (shown to all at the table) keeps them."""
    from dataclasses import replace

    shown = []
    for e in events:
        secret = secret_fields.get(e.kind, ())
        if secret and e.seat != seat and not e.data.get("public"):
            e = replace(e, data={k: v for k, v in e.data.items() if k not in secret})
        shown.append(e)
    return shown


def any_legal(legal_actions: Callable[[Any, int], Sequence[Any]]) -> Callable[..., Any]:
    """A record's ``sample_next`` that takes any listed action, uniformly, from its rng."""

    def sample(state: Any, seat: int, rng: Any) -> Any:
        actions = legal_actions(state, seat)
        return actions[rng.below(len(actions))]

    return sample


def _in(texts: Mapping[str, str], language: str) -> str:
    if language in texts:
        return texts[language]
    base = language.replace("-", "_").split("_")[0]
    for key, text in texts.items():
        if key.split("_")[0] == base:
            return text
    return texts["en"]


@dataclass(frozen=True)
class Wire:
    """How a game's views and events travel to a remote seat (the network). Every part
    is optional: a game whose views' dicts (:attr:`Game.state_to_dict`) hold nothing
    their seat may not see, whose events are ``kind``/``seat``/``data`` and whose
    actions every seat knows of at once needs none of them (``Game.wire = None``)."""

    #: ``(the dict of a seat's view, seat) -> the dict sent``: only the fields it names
    #: (one the game adds later stays home until listed); ValueError if it would show
    #: the seat what it may not see (the seed, another hand...). None: the dict as it is.
    view_out: Callable[[dict[str, Any], int], dict[str, Any]] | None = None
    #: ``(the dict received, catalog) -> a view state`` (what stayed home filled with
    #: blanks). None: :attr:`Game.state_from_dict`.
    view_in: Callable[[dict[str, Any], Catalog], State] | None = None
    #: An event from its ``{kind, seat, data}``. None: a plain event of those three.
    event_in: Callable[[dict[str, Any]], Event] | None = None
    #: ``(state, seat) -> n``: the other seats' actions ``seat`` may not know of yet
    #: (secret simultaneous choices, until revealed): even their number is not sent.
    #: None: every seat knows of every action at once.
    unseen_actions: Callable[[State, int], int] | None = None
    #: A short hash of the data both ends must share (the same ids mean the same
    #: cards). None: the game's code is its data (its id says it all).
    fingerprint: Callable[[Catalog], str] | None = None


@dataclass(frozen=True)
class Game:
    """A game's whole contract with the frame. Every function is pure over plain data:
    the frame stores a game as its seed and the list of encoded actions, and replays it."""

    info: GameInfo
    #: The game's data (cards, boards, rule sets), checked; loaded once per process.
    load_catalog: Callable[[], Catalog]
    #: ``(catalog, players, seed, option) -> state``, run to the first decision.
    new_game: Callable[[Catalog, int, int | str, str | None], State]
    #: The seats that must act now (several in a simultaneous step; none when over).
    to_act: Callable[[State], Sequence[int]]
    is_over: Callable[[State], bool]
    #: Never empty for a seat of ``to_act``.
    legal_actions: Callable[[State, int], list[Action]]
    #: ``(state, seat, rng) -> action``: one legal action drawn at random (playouts).
    sample_next: Callable[[State, int, Any], Action]
    #: ``(state, action) -> (new state, events)``; an illegal action raises with the reason.
    apply: Callable[[State, Action], tuple[State, list[Event]]]
    #: The same, changing ``state``; with ``report=False`` it builds no events.
    apply_in_place: Callable[..., list[Event]]
    #: What one seat may know (``None``: a spectator).
    player_view: Callable[[State, int | None], State]
    visible_events: Callable[[list[Event], int | None], list[Event]]
    encode: Callable[[Action], str]
    decode: Callable[[str], Action]
    state_to_dict: Callable[[State], dict[str, Any]]
    state_from_dict: Callable[[dict[str, Any], Catalog], State]
    #: The chance steps among events, as the record's lines (replay checks them); each
    #: begins with :data:`TABLE`.
    chance_lines: Callable[[list[Event]], list[str]]
    #: ``(actor, decision key before, events, state after) -> may it be taken back``.
    undoable: Callable[[int, Any, list[Event], State], bool]
    decision_key: Callable[[State], Any]
    #: Each seat's final score, and the winners after the tie-breaks.
    scores: Callable[[State], Sequence[Any]]
    winners: Callable[[State], list[int]]
    #: ``(view, seat, rng) -> state``: the hidden things drawn at random, consistent
    #: with the view (the search bot plays on such states).
    determinize: Callable[[State, int, Any], State]
    #: Computer level id -> ``(seed) -> bot`` with ``choose(view, actions)``, weakest first.
    bots: Mapping[str, Callable[[int | str], Any]]
    #: What each seat keeps from the others (said in words, for the privacy tests and
    #: the docs); the events' secret fields: kind -> fields only their seat sees.
    secrets: tuple[str, ...]
    secret_fields: Mapping[str, tuple[str, ...]]
    #: The module of its face (the table's look), imported by the window only.
    face: str
    #: ``(catalog, players, seed, option, setup) -> (state, events)``: the game a stored
    #: record describes, with the set-up's events (the saves and the history replay
    #: through it). ``option`` may name a stored revision of a rule set; ``setup`` is the
    #: record's extra set-up (a campaign chapter), None for most games.
    set_up: Callable[
        [Catalog, int, int | str, str | None, dict[str, Any] | None], tuple[State, list[Event]]
    ]
    #: The round being played (the slot list and the history show it; 1 without rounds).
    round: Callable[[State], int]
    #: Each seat's :class:`Standing`, read from a spectator's view (the history's rows).
    standings: Callable[[State], Sequence[Standing]]
    #: A copy of a state that shares nothing that changes (the replay's snapshots).
    clone: Callable[[State], State]
    #: The key of the option a state plays, as a stored record names it (its
    #: :attr:`set_up` takes it back: an option's revision, say).
    option_of: Callable[[State], str]
    #: How views and events go to a remote seat (None: as plain data; see :class:`Wire`).
    wire: Wire | None
    #: ``(state, action) -> seat``: whose action it is (in a simultaneous step several
    #: seats act; a remote seat may send only its own).
    actor: Callable[[State, Action], int]
    #: The seat that plays first now (the turn flow asks seats in order from it).
    first_seat: Callable[[State], int] = lambda _state: 0
    #: The module of the game's own batch tools for the command line (``simulate``'s
    #: faster playouts, invariant checks and statistics), imported by the commands only;
    #: None: they play the game through this record alone (see ``docs/ai.md``).
    tools: str | None = None
    #: ``catalog -> {key: English text}``: every text of the game's data a player reads
    #: (names, rules text, story), for the translation files (``omg_desktop.i18n``);
    #: None: the game's words are all in the program.
    data_texts: Callable[[Catalog], dict[str, str]] | None = None
    #: ``(catalog, {key: translation}) -> catalog`` with those texts in one language (it
    #: plays exactly the same game); None: the catalog as it is.
    localize: Callable[[Catalog, dict[str, str]], Catalog] | None = None
    #: The module of the game's own work for the commands beyond ``simulate``'s (see
    #: ``omg_desktop/commands``: ``check_data`` for validate-data, ``play_campaign`` for
    #: campaign, ``check_lessons`` for tutorial, ``sentence`` for play --demo,
    #: ``SCREENSHOT_PHASES``), imported by the commands only; a name it lacks (or None)
    #: makes the command say in words that the game has no such thing.
    commands: str | None = None
    #: ``final state -> (chapter, medal)``: the campaign chapter a finished game played
    #: and the medal it earned (either None), worked out from the public view (the
    #: history's rows of a network chapter); None: the game has no chapters.
    chapter_result: Callable[[State], tuple[str | None, str | None]] | None = None
    #: ``final state -> each seat's score parts``: ``(part, value)`` rows, the score
    #: sheet's in order above its total (the face names a part: its ``score_part_name``);
    #: a value is a number, or ``(a, b)``: ``a`` turned into ``b`` (coins into points).
    #: None: the sheet shows each seat's total only.
    score_parts: Callable[[State], Sequence[Sequence[tuple[str, Any]]]] | None = None
    #: ``final state -> each seat's figures``: ``{figure: number}``, the game's own
    #: figures of a finished game that the history keeps for the statistics (read from a
    #: spectator's view; the face names a figure: its ``figure_name``). None: the scores
    #: and rounds say it all.
    figures: Callable[[State], Sequence[Mapping[str, float]]] | None = None
    #: ``seed -> rng``: the game's own random source, seeded (what its ``sample_next``
    #: and ``determinize`` take). The frame never calls it: the contract's checks
    #: (tests/games/contract.py) draw from it, and so may a game's own computers (the
    #: toy's search bot). Default: the frame's :class:`~omg_desktop.seeds.SeededRandom`.
    random: Callable[[int | str], Any] = SeededRandom

    def load_commands(self) -> ModuleType | None:
        """The module of :attr:`commands`, imported now (None: the game names none)."""
        return importlib.import_module(self.commands) if self.commands else None

    def load_tools(self) -> ModuleType | None:
        """The module of :attr:`tools`, imported now (None: the game names none)."""
        return importlib.import_module(self.tools) if self.tools else None
