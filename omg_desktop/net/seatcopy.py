"""A seat's own copy of a network game: every update it was sent, kept on this machine.

One file a seat (``CODE-SEAT.jsonl`` in the copies' folder), one JSON line an update:
``{"step", "view", "events", "over", "scores", "winners"}`` — exactly what the server
sent that seat, so the copy holds nothing the seat could not see — and a line
``{"names": [...]}`` with the players' names once the game has begun, and a line
``{"said": {"name", "text"}}`` a chat line heard at the table. Its first line,
``{"game": id}``, names the game it is of (a copy without one, kept before the box, is
the box's default game's: :func:`game_of`). It gives the log and the
chat back when the seat is taken back after the app was closed, and a replay of the game
so far when the host has gone (:class:`CopyReplayer`, read by the replay window).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from ..games import registry
from ..games.base import Catalog, Event, Game, State
from .client import Update
from .wire import events_from_wire, view_from_wire

_SAFE = re.compile(r"[A-Z0-9]{1,16}")


def copy_path(folder: Path, code: str, seat: int) -> Path:
    """The file of seat ``seat``'s copy of table ``code`` (names checked: no path parts)."""
    if not _SAFE.fullmatch(code) or not 0 <= seat < 100:
        raise ValueError(f"not a table code and seat: {code!r}, {seat!r}")
    return Path(folder) / f"{code}-{seat}.jsonl"


def _adding(path: Path, game: str) -> TextIO:
    """The copy opened to add lines; a new copy's first line names its game (``game``,
    its id), whatever line comes first (an update, the names, a chat line)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    f = open(path, "a", encoding="utf-8")  # noqa: SIM115 (the caller closes it)
    if f.tell() == 0:
        f.write(json.dumps({"game": game}) + "\n")
    return f


def append(path: Path, update: Update, *, game: str) -> None:
    """Add one update to the copy of a table of ``game`` (the folder is made when needed)."""
    line = {
        "step": update.step,
        "view": update.view_data,
        "events": update.events_data,
        "over": update.over,
        "scores": update.scores,
        "winners": update.winners,
    }
    with _adding(path, game) as f:
        f.write(json.dumps(line, separators=(",", ":")) + "\n")


def game_of(path: Path) -> str:
    """The id of the game a copy is of (the box's default game for a copy that names
    none, or that cannot be read)."""
    try:
        for line in _lines(path):
            game = line.get("game") if isinstance(line, dict) else None
            return game if isinstance(game, str) and game else registry.DEFAULT
    except OSError:
        pass
    return registry.DEFAULT


def note_names(path: Path, names: list[str], *, game: str) -> None:
    """Add the players' names to the copy (the last such line counts)."""
    with _adding(path, game) as f:
        f.write(json.dumps({"names": list(names)}, ensure_ascii=False) + "\n")


def note_said(path: Path, name: str, text: str, *, game: str) -> None:
    """Add a chat line heard at the table to the copy."""
    with _adding(path, game) as f:
        f.write(json.dumps({"said": {"name": name, "text": text}}, ensure_ascii=False) + "\n")


def _lines(path: Path) -> Iterator[Any]:
    """The copy's JSON lines in order, up to the first damaged one (OSError if unread)."""
    with open(path, encoding="utf-8") as f:
        for raw in f:
            try:
                yield json.loads(raw)
            except ValueError:
                return


def said(path: Path) -> list[tuple[str, str]]:
    """The chat lines the copy heard, in order (a damaged line ends them)."""
    out: list[tuple[str, str]] = []
    try:
        for line in _lines(path):
            chat = line.get("said") if isinstance(line, dict) else None
            if isinstance(chat, dict):
                out.append((str(chat.get("name") or "?"), str(chat.get("text") or "")))
    except OSError:
        return []
    return out


def read(path: Path) -> list[dict[str, Any]]:
    """The copy's updates in order; a damaged line ends it (what came before is kept)."""
    return read_all(path)[1]


def read_all(path: Path) -> tuple[list[str] | None, list[dict[str, Any]]]:
    """The players' names (None if not noted) and the copy's updates in order; a
    damaged line ends it (what came before is kept)."""
    names: list[str] | None = None
    out: list[dict[str, Any]] = []
    try:
        for line in _lines(path):
            if not isinstance(line, dict):
                break
            if isinstance(line.get("names"), list):
                names = [str(n) for n in line["names"]]
                continue
            if "said" in line or "game" in line:  # a chat line, the game's name
                continue
            if not isinstance(line.get("view"), dict):
                break
            out.append(line)
    except OSError:
        return None, []
    return names, out


def history(lines: list[dict[str, Any]], game: Game | None = None) -> list[Event]:
    """Every event of the copy, in order (what the seat's log showed); ``game``: the
    game it is of (None: the box's default game)."""
    events: list[Event] = []
    for line in lines:
        events += events_from_wire(line.get("events") or [], game)
    return events


class CopyReplayer:
    """A seat's copy, stepped through as the replay window steps through a save."""

    def __init__(self, lines: list[dict[str, Any]], cat: Catalog, game: Game | None = None) -> None:
        if not lines:
            raise ValueError("the copy holds no update")
        self._lines = lines
        self._cat = cat
        #: the game the copy is of (the replay window reaches it through this record)
        self.game = game if game is not None else registry.load()
        self._pos = 0
        self._state = view_from_wire(lines[0]["view"], cat, self.game)

    @property
    def step_count(self) -> int:
        return len(self._lines) - 1

    @property
    def position(self) -> int:
        return self._pos

    @property
    def state(self) -> State:
        return self._state

    def goto(self, n: int) -> State:
        n = max(0, min(self.step_count, n))
        if n != self._pos:
            self._pos = n
            self._state = view_from_wire(self._lines[n]["view"], self._cat, self.game)
        return self._state

    def events_until(self, n: int | None = None) -> list[Event]:
        n = self._pos if n is None else n
        return history(self._lines[: n + 1], self.game)
