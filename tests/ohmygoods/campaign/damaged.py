"""Damaged campaign files for the fuzz tests: one good campaign and many ways to break it.

:func:`good_campaign` is a two-player campaign (a human and a computer) that has
played chapter t1 of the test expansion, taken its decision and is part-way into
t2, so every field of the format is set. :func:`variants` yields ``(name, bytes)``:
deep nesting, huge numbers, wrong types for every field, truncated JSON, NUL
bytes, unknown levels, chapters, endings and options, and more.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from typing import Any

from story_fixture import expansion_catalog

from omg_desktop.games.ohmygoods.campaign.flow import (
    RULESET,
    chapter_seed,
    chapter_setup,
    decide,
    finish_chapter,
    new_campaign,
    start_chapter,
)
from omg_desktop.games.ohmygoods.campaign.progress import Campaign
from omg_desktop.games.ohmygoods.campaign.store import FORMAT, KIND
from omg_desktop.games.ohmygoods.rules import legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.seating import Seat

CAT = expansion_catalog()
#: The computer levels the window knows (omg_desktop.games.ohmygoods.bots.registry.BOT_LEVELS).
LEVELS = ("random", "greedy", "heuristic", "montecarlo")

#: Values of every JSON type, for "a field of the wrong type".
ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    7,
    2**70,
    -(2**70),
    1.5,
    float("inf"),
    "",
    "x",
    "t1",
    "gold",
    "\x00",
    "a" * 500,
    [],
    [1],
    ["t1"],
    [None],
    [[]],
    {},
    {"a": 1},
    {"name": 1},
]


def play(camp: Campaign, upto: int | None = None, seed: int = 0) -> Recorder:
    """Play the current chapter with random moves (all of it, or ``upto`` actions)."""
    rec = Recorder(CAT, len(camp.seats), chapter_seed(camp), RULESET, chapter_setup(camp))
    start_chapter(camp, rec.record.to_dict())
    rng = Rng(seed)
    n = 0
    while not rec.state.over and (upto is None or n < upto):
        acts = legal_actions(rec.state, to_act(rec.state)[0])
        rec.play(acts[rng.below(len(acts))])
        n += 1
    camp.game = rec.record.to_dict()
    return rec


@functools.lru_cache(maxsize=1)
def _good() -> str:
    camp = new_campaign(CAT, [Seat("Ana"), Seat.computer("Bo", "greedy")], 3)
    finish_chapter(CAT, camp, play(camp).state)
    decide(CAT, camp, "left")
    play(camp, upto=20)
    return json.dumps(camp.to_dict())


def good_campaign() -> dict[str, Any]:
    """A fresh copy of the good campaign's ``to_dict()``."""
    return json.loads(_good())


def good_file(camp: dict[str, Any] | None = None) -> dict[str, Any]:
    """A whole campaign file around ``camp`` (the good campaign by default)."""
    return {
        "kind": KIND,
        "format_version": FORMAT,
        "saved_at": "2024-05-01T10:00:00+00:00",
        "campaign": good_campaign() if camp is None else camp,
    }


def encode(data: Any) -> bytes:
    return json.dumps(data, indent=1, sort_keys=True).encode("utf-8")


GOOD = encode(good_file())


def _with(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """The good file with the field at ``path`` replaced by ``value``."""
    data = good_file()
    where: Any = data
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return data


def _without(path: tuple[Any, ...]) -> dict[str, Any]:
    data = good_file()
    where: Any = data
    for key in path[:-1]:
        where = where[key]
    del where[path[-1]]
    return data


def _placeholder(path: tuple[Any, ...], text: str) -> bytes:
    """The good file with raw JSON ``text`` at ``path`` (deep nesting, huge numbers)."""
    return encode(_with(path, "@@PLACEHOLDER@@")).replace(b'"@@PLACEHOLDER@@"', text.encode())


#: Every field of the format, as a path into the file.
TOP = [("kind",), ("format_version",), ("saved_at",), ("campaign",)]
CAMPAIGN = [
    ("campaign", k)
    for k in (
        "seats",
        "seed",
        "chapter",
        "status",
        "flags",
        "introduced",
        "results",
        "ending",
        "game",
        "attempts",
    )
]
SEAT = [("campaign", "seats", i, k) for i in (0, 1) for k in ("name", "level")]
RESULT = [
    ("campaign", "results", 0, k)
    for k in (
        "chapter",
        "scores",
        "winners",
        "value",
        "medal",
        "choice",
        "flags_before",
        "introduced_before",
    )
]
INSIDE = [
    ("campaign", "results", 0, "scores", 0),
    ("campaign", "results", 0, "winners", 0),
    ("campaign", "flags", "way"),
    ("campaign", "seats", 0),
    ("campaign", "results", 0),
    ("campaign", "game", "steps"),
    ("campaign", "game", "players"),
    ("campaign", "game", "setup"),
    ("campaign", "game", "seed"),
]
FIELDS = TOP + CAMPAIGN + SEAT + RESULT + INSIDE


def variants() -> Iterator[tuple[str, bytes]]:
    """Damaged campaign files, each with a name saying how it is damaged."""
    for path in FIELDS:
        name = ".".join(map(str, path))
        for i, value in enumerate(ODD_VALUES):
            yield f"{name}={i}:{value!r:.20}", encode(_with(path, value))
        yield f"{name} nested", _placeholder(path, "[" * 100_000 + "]" * 100_000)
        yield f"{name} nested dict", _placeholder(path, '{"a":' * 50_000 + "1" + "}" * 50_000)
        yield f"{name} huge", _placeholder(path, "9" * 5000)
        yield f"{name} huge negative", _placeholder(path, "-" + "9" * 4301)
        yield f"{name} huge float", _placeholder(path, "1e999")
        yield f"{name} NaN", _placeholder(path, "NaN")
        if len(path) > 1:
            yield f"{name} missing", encode(_without(path))
    for cut in range(0, len(GOOD), max(1, len(GOOD) // 60)):
        yield f"cut at {cut}", GOOD[:cut]
    yield "NUL bytes", GOOD[:40] + b"\x00" * 16 + GOOD[40:]
    yield "all NUL", b"\x00" * len(GOOD)
    yield "NUL in a name", GOOD.replace(b'"Ana"', b'"A\\u0000na"')
    yield "not UTF-8", GOOD.replace(b'"Ana"', b'"\xff\xfe"')
    yield "empty", b""
    yield "a list", b"[]"
    yield "a number", b"9" * 5000
    yield "deep list", b"[" * 200_000
    for level in ("expert", "", "Greedy", " greedy", "random\x00"):
        yield f"level {level!r}", encode(_with(("campaign", "seats", 1, "level"), level))
    for chapter in ("t3", "all_in", "T1", "", " t1"):
        yield f"chapter {chapter!r}", encode(_with(("campaign", "chapter"), chapter))
        yield f"result {chapter!r}", encode(_with(("campaign", "results", 0, "chapter"), chapter))
    yield "medal platinum", encode(_with(("campaign", "results", 0, "medal"), "platinum"))
    yield "choice up", encode(_with(("campaign", "results", 0, "choice"), "up"))
    yield "ending nowhere", encode(_ended("nowhere"))
    yield "ended with a game", encode(_ended("left_end", game=True))
    yield "ended with a chapter", encode(_ended("left_end", chapter="t2"))
    yield "deciding without a result", encode(_status("deciding", results=[]))
    yield "deciding on t2 (no decision)", encode(_status("deciding"))
    yield "playing with an ending", encode(_with(("campaign", "ending"), "left_end"))
    yield "chapter t2 without t1's result", encode(_with(("campaign", "results"), []))
    yield "chapter t1 again after its result", encode(_status("playing", chapter="t1"))
    yield "five seats", encode(_seats(5))
    yield "no seats", encode(_seats(0))
    yield "game of another chapter", encode(_with(("campaign", "game", "setup", "chapter"), "t1"))
    yield "game of three players", encode(_with(("campaign", "game", "players"), 3))
    yield "game of a forged step", encode(_forged_step())
    yield "format 2", encode(_with(("format_version",), 2))
    yield "format '1'", encode(_with(("format_version",), "1"))
    yield "a game file", json.dumps({"format": "omg-desktop-game", "format_version": 1}).encode()
    yield "too large", GOOD + b" " * (8 * 1024 * 1024)


def _ended(ending: str, game: bool = False, chapter: str | None = None) -> dict[str, Any]:
    camp = good_campaign()
    camp.update(status="ended", ending=ending, chapter=chapter)
    if not game:
        camp["game"] = None
    return good_file(camp)


def _status(status: str, **fields: Any) -> dict[str, Any]:
    camp = good_campaign()
    camp.update(status=status, game=None, **fields)
    return good_file(camp)


def _seats(n: int) -> dict[str, Any]:
    camp = good_campaign()
    camp["seats"] = [{"name": f"P{i}", "level": "random"} for i in range(n)]
    return good_file(camp)


def _forged_step() -> dict[str, Any]:
    data = good_file()
    data["campaign"]["game"]["steps"][-1] = "0 build c=1 pay=-"
    return data


#: Damaged files that must be refused (the rest may load if what they hold still makes sense).
MUST_REFUSE = (
    "nested",
    "huge",
    "NaN",
    "cut at",
    "NUL",
    "not UTF-8",
    "empty",
    "a list",
    "a number",
    "deep list",
    "level '",
    "chapter '",
    "result '",
    "medal platinum",
    "choice up",
    "ending nowhere",
    "ended with",
    "deciding",
    "playing with an ending",
    "five seats",
    "without t1's result",
    "t1 again",
    "no seats",
    "game of",
    "format",
    "a game file",
    "too large",
)


def must_refuse(name: str) -> bool:
    """Whether the damaged file called ``name`` must be refused."""
    return any(key in name for key in MUST_REFUSE)
