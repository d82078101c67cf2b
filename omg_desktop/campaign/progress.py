"""A campaign in progress: plain data with a JSON round trip (no Qt, no files).

A campaign is the seats, a seed, the story flags set so far, what earlier
chapters introduced, one result per chapter played, and — while a chapter is
being played — that chapter's game record, so it resumes mid-chapter.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: Where a campaign stands.
PLAYING = "playing"  # a chapter is to be played (or is being played: ``game`` is set)
DECIDING = "deciding"  # the chapter is over; its decision is still to be taken
ENDED = "ended"  # an ending was reached


class CampaignError(ValueError):
    """Campaign data that does not make sense; the message says what."""


@dataclass
class Seat:
    """A campaign seat: a human with a name, or a computer of a level."""

    name: str
    level: str | None = None  # None: a human

    @property
    def human(self) -> bool:
        return self.level is None


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
    seats: list[Seat]
    seed: int
    chapter: str | None  # the chapter being played or to play next (None once ended)
    status: str = PLAYING
    flags: dict[str, str] = field(default_factory=dict)
    introduced: list[str] = field(default_factory=list)
    results: list[ChapterResult] = field(default_factory=list)
    ending: str | None = None
    game: dict[str, Any] | None = None  # the current chapter's GameRecord.to_dict()
    attempts: int = 0  # chapters started, replays included (each gets its own seed)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "chapter": self.chapter,
            "status": self.status,
            "flags": dict(sorted(self.flags.items())),
            "introduced": list(self.introduced),
            "results": [asdict(r) for r in self.results],
            "ending": self.ending,
            "game": self.game,
            "attempts": self.attempts,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Campaign:
        """Read a campaign back; :class:`CampaignError` says what is wrong."""
        if not isinstance(data, dict):
            raise CampaignError("a campaign must be a mapping")
        try:
            seats = [Seat(str(s["name"]), s.get("level")) for s in data["seats"]]
            results = [ChapterResult(**r) for r in data.get("results", [])]
            camp = cls(
                seats=seats,
                seed=int(data["seed"]),
                chapter=data.get("chapter"),
                status=data.get("status", PLAYING),
                flags={str(k): str(v) for k, v in data.get("flags", {}).items()},
                introduced=[str(t) for t in data.get("introduced", [])],
                results=results,
                ending=data.get("ending"),
                game=data.get("game"),
                attempts=int(data.get("attempts", 0)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CampaignError(f"not a campaign: missing or bad field ({exc})") from None
        if not 1 <= len(camp.seats) <= 4:
            raise CampaignError(f"a campaign has 1 to 4 seats, not {len(camp.seats)}")
        if camp.status not in (PLAYING, DECIDING, ENDED):
            raise CampaignError(f"unknown campaign status {camp.status!r}")
        if camp.game is not None and not isinstance(camp.game, dict):
            raise CampaignError("the current game must be a game record")
        return camp
