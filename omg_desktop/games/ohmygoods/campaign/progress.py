"""A campaign in progress: plain data with a JSON round trip (no Qt, no files).

A campaign is the seats, a seed, the story flags set so far, what earlier
chapters introduced, one result per chapter played, and — while a chapter is
being played — that chapter's game record, so it resumes mid-chapter.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection
from dataclasses import asdict, dataclass, field
from typing import Any

from ....seating.seat import REMOTE, Seat

#: Where a campaign stands.
PLAYING = "playing"  # a chapter is to be played (or is being played: ``game`` is set)
DECIDING = "deciding"  # the chapter is over; its decision is still to be taken
ENDED = "ended"  # an ending was reached


class CampaignError(ValueError):
    """Campaign data that does not make sense; the message says what."""


#: Limits of what a campaign file may hold (far above anything a real campaign reaches).
MAX_SEATS = 4
MAX_NAME = 60  # a player's name
MAX_ID = 80  # a chapter, ending, option, flag or level id
MAX_CHAPTERS = 100
MAX_FLAGS = 500
MAX_TAGS = 1000  # things introduced
MAX_SEED = 2**64 - 1  # seeds are 64 bits (omg_desktop/seeds.py)
MAX_ATTEMPTS = 1_000_000
MAX_SCORE = 100_000
MEDALS = ("gold", "silver", "bronze")


@dataclass
class ChapterResult:
    """What happened in one chapter, and the story as it stood before it."""

    chapter: str
    scores: list[int]
    winners: list[int]
    value: int  # the goal's metric: the solo player's, or the best one with several players
    medal: str | None  # "gold" | "silver" | "bronze" | None
    choice: str | None = None  # the decision's option id (None until taken / no decision)
    flags_before: dict[str, str] = field(default_factory=dict)
    introduced_before: list[str] = field(default_factory=list)

    @property
    def goal_met(self) -> bool:
        return self.medal is not None


@dataclass
class Campaign:
    seats: list[Seat]  # humans and computers (a file holds a seat as its name and level)
    seed: int
    chapter: str | None  # the chapter being played or to play next (None once ended)
    status: str = PLAYING
    flags: dict[str, str] = field(default_factory=dict)
    introduced: list[str] = field(default_factory=list)
    results: list[ChapterResult] = field(default_factory=list)
    ending: str | None = None
    game: dict[str, Any] | None = None  # the current chapter's GameRecord.to_dict()
    attempts: int = 0  # chapters started, replays included (each gets its own seed)
    #: the join code of the current chapter's network table (friends play some seats):
    #: the table and its record are kept by the host's server, not in ``game``
    table: str | None = None

    @property
    def networked(self) -> bool:
        """Some seats are friends who play over the network (the host's table)."""
        return any(s.is_remote for s in self.seats)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [
                {"name": s.name, "level": s.level, **({"remote": True} if s.is_remote else {})}
                for s in self.seats
            ],
            "seed": self.seed,
            "chapter": self.chapter,
            "status": self.status,
            "flags": dict(sorted(self.flags.items())),
            "introduced": list(self.introduced),
            "results": [asdict(r) for r in self.results],
            "ending": self.ending,
            "game": self.game,
            "attempts": self.attempts,
            **({"table": self.table} if self.table is not None else {}),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Campaign:
        """Read a campaign back, every field checked; :class:`CampaignError` says what is wrong.

        Only the shape is checked here (types, lengths, ranges, the status agreeing
        with the rest); :func:`check_story` checks the ids against the story's data.
        """
        if not isinstance(data, dict):
            raise CampaignError("a campaign must be a mapping")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= MAX_SEATS:
            raise CampaignError(f"'seats' must list 1 to {MAX_SEATS} players")
        seats = [_seat(s) for s in raw_seats]
        status = data.get("status", PLAYING)
        if status not in (PLAYING, DECIDING, ENDED):
            raise CampaignError(f"unknown campaign status {_short(status)}")
        raw_results = data.get("results", [])
        if not isinstance(raw_results, list) or len(raw_results) > MAX_CHAPTERS:
            raise CampaignError(f"'results' must be a list of at most {MAX_CHAPTERS} chapters")
        game = data.get("game")
        if game is not None and not isinstance(game, dict):
            raise CampaignError("'game' (the chapter in progress) must be a game record")
        camp = cls(
            seats=seats,
            seed=_int(data, "seed", MAX_SEED, required=True),
            chapter=_name(data, "chapter"),
            status=status,
            flags=_flags(data, "flags"),
            introduced=_texts(data, "introduced"),
            results=[_result(r, len(seats)) for r in raw_results],
            ending=_name(data, "ending"),
            game=game,
            attempts=_int(data, "attempts", MAX_ATTEMPTS, low=0),
            table=_table_code(data),
        )
        _check_status(camp)
        return camp


def _short(value: Any, limit: int = 30) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _text(value: Any, what: str, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit or not value.isprintable():
        raise CampaignError(f"{what} must be text of at most {limit} characters")
    return value


def _name(data: dict[str, Any], key: str) -> str | None:
    """An optional id (a chapter, an ending, a choice): None or non-empty text."""
    value = data.get(key)
    if value is None:
        return None
    if value == "":
        raise CampaignError(f"'{key}' must not be empty")
    return _text(value, f"'{key}'", MAX_ID)


def _int(
    data: dict[str, Any], key: str, high: int, low: int | None = None, required: bool = False
) -> int:
    low = -high if low is None else low
    if key not in data and not required:
        return 0
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CampaignError(f"'{key}' must be a whole number from {low} to {high}")
    return value


def _table_code(data: dict[str, Any]) -> str | None:
    value = data.get("table")
    if value is None:
        return None
    if not isinstance(value, str) or not (len(value) == 6 and value.isalnum() and value.isupper()):
        raise CampaignError("'table' must be a network table's 6-character code")
    return value


def _seat_name(value: Any) -> str:
    """A player's name: any text a name field takes (a no-break space, an emoji joined
    by a zero-width joiner, which are not "printable") but no control character."""
    if (
        not isinstance(value, str)
        or len(value) > MAX_NAME
        or any(unicodedata.category(c) == "Cc" for c in value)
    ):
        raise CampaignError(
            f"a seat's 'name' must be text of at most {MAX_NAME} characters, with no "
            "control character"
        )
    return value


def clean_name(name: str) -> str:
    """``name`` as a campaign keeps it: each control character (a pasted tab) a space."""
    return "".join(" " if unicodedata.category(c) == "Cc" else c for c in name).strip()


def _seat(item: Any) -> Seat:
    if not isinstance(item, dict):
        raise CampaignError("each seat must be a mapping with a name and a level")
    name = _seat_name(item.get("name"))
    if item.get("remote", False) is True:
        if item.get("level") is not None:
            raise CampaignError("a friend's seat (over the network) has no computer level")
        return Seat(name, REMOTE)
    if item.get("remote", False) is not False:
        raise CampaignError("a seat's 'remote' must be true or false")
    level = item.get("level")
    if level is not None:
        level = _text(level, "a seat's 'level'", MAX_ID)
        if not level:
            raise CampaignError("a seat's 'level' must name a computer level (or be null)")
        return Seat.computer(name, level)
    return Seat.human(name)


def _flags(data: dict[str, Any], key: str) -> dict[str, str]:
    value = data.get(key, {})
    if not isinstance(value, dict) or len(value) > MAX_FLAGS:
        raise CampaignError(f"'{key}' must map at most {MAX_FLAGS} flag names to text")
    return {
        _text(k, f"a flag name in '{key}'", MAX_ID): _text(v, f"flag values in '{key}'", MAX_ID)
        for k, v in value.items()
    }


def _texts(data: dict[str, Any], key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or len(value) > MAX_TAGS:
        raise CampaignError(f"'{key}' must be a list of at most {MAX_TAGS} texts")
    return [_text(t, f"each of '{key}'", MAX_ID) for t in value]


def _result(item: Any, seats: int) -> ChapterResult:
    if not isinstance(item, dict):
        raise CampaignError("each chapter result must be a mapping")
    chapter = _name(item, "chapter")
    if chapter is None:
        raise CampaignError("each chapter result must name its chapter")
    scores = item.get("scores")
    if not isinstance(scores, list) or len(scores) != seats:
        raise CampaignError(f"a result's 'scores' must list the {seats} players' points")
    for s in scores:
        if isinstance(s, bool) or not isinstance(s, int) or not -MAX_SCORE <= s <= MAX_SCORE:
            raise CampaignError(f"a result's 'scores' must be whole numbers up to {MAX_SCORE}")
    won = item.get("winners")
    if (
        not isinstance(won, list)
        or len(won) > seats
        or any(isinstance(w, bool) or not isinstance(w, int) or not 0 <= w < seats for w in won)
        or len(set(won)) != len(won)
    ):
        raise CampaignError(f"a result's 'winners' must be seat numbers from 0 to {seats - 1}")
    medal = item.get("medal")
    if medal is not None and medal not in MEDALS:
        raise CampaignError(
            f"a result's 'medal' must be gold, silver, bronze or null, not {_short(medal)}"
        )
    return ChapterResult(
        chapter=chapter,
        scores=list(scores),
        winners=list(won),
        value=_int(item, "value", MAX_SCORE, required=True),
        medal=medal,
        choice=_name(item, "choice"),
        flags_before=_flags(item, "flags_before"),
        introduced_before=_texts(item, "introduced_before"),
    )


def _check_status(camp: Campaign) -> None:
    """The status agrees with the chapter, the ending, the results and the game."""
    if camp.status == ENDED:
        if camp.chapter is not None or camp.ending is None:
            raise CampaignError("an ended campaign has an ending and no chapter to play")
    elif camp.chapter is None or camp.ending is not None:
        raise CampaignError(f"a campaign that is {camp.status} needs a chapter and no ending")
    if (camp.game is not None or camp.table is not None) and camp.status != PLAYING:
        raise CampaignError("only a chapter being played has a game in progress")
    if camp.game is not None and camp.table is not None:
        raise CampaignError("a chapter is played here or at a network table, not both")
    if camp.table is not None and not camp.networked:
        raise CampaignError("a network table, but no seat is a friend's over the network")
    if camp.networked and not any(s.is_human for s in camp.seats):
        raise CampaignError("friends over the network play with someone at the host's screen")
    if camp.status == DECIDING and (
        not camp.results or camp.results[-1].chapter != camp.chapter or camp.results[-1].choice
    ):
        raise CampaignError("a decision is waiting, but the chapter's result is missing")


def check_story(
    camp: Campaign,
    chapters: dict[str, tuple[str, ...] | None],
    endings: Collection[str],
    levels: Collection[str] | None = None,
) -> None:
    """Check the ids in ``camp`` against the story; :class:`CampaignError` names a bad one.

    ``chapters``: the story's chapter ids in order, each with its decision's option ids
    (None: no decision); ``endings``: the ending ids; ``levels``: the known computer levels
    (None: any level name is accepted).
    """
    for s in camp.seats:
        if s.level is not None and levels is not None and s.level not in levels:
            raise CampaignError(
                f"{_short(s.name)} plays at an unknown computer level {_short(s.level)}"
            )
    if camp.chapter is not None and camp.chapter not in chapters:
        raise CampaignError(f"unknown chapter {_short(camp.chapter)}: not in this story")
    order = list(chapters)
    for i, r in enumerate(camp.results):
        if r.chapter not in chapters:
            raise CampaignError(f"a result of an unknown chapter {_short(r.chapter)}")
        if i >= len(order) or r.chapter != order[i]:
            raise CampaignError("the chapters played are not the story's chapters in order")
        options = chapters[r.chapter]
        if r.choice is not None and r.choice not in (options or ()):
            raise CampaignError(f"{_short(r.choice)} is not an option of chapter {r.chapter}")
    played = len(camp.results) - (camp.status == DECIDING)
    if camp.status != ENDED and (played >= len(order) or order[played] != camp.chapter):
        raise CampaignError(
            f"chapter {camp.chapter} is not the one that follows the chapters played"
        )
    if camp.status == DECIDING and not chapters[camp.chapter or ""]:
        raise CampaignError(f"a decision is waiting, but chapter {camp.chapter} has none")
    if camp.ending is not None and camp.ending not in endings:
        raise CampaignError(f"unknown ending {_short(camp.ending)}: not in this story")
