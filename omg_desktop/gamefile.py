"""Game record files: JSON a person can read, written atomically, read defensively.

One format for ``simulate --save`` files and save slots: ``format``,
``format_version``, ``app_version``, the record's fields (``game``, ``ruleset``,
``seed``, ``players``, ``steps``, ``final_hash``) and optional extra fields (a save slot
adds ``seats``, ``slot_name``, ``saved_at``, ``round``, ``over``, ``state_hash``,
``thumbnail``; see ``docs/saves.md``).

Reading never runs code (``json`` only), refuses files over :data:`MAX_BYTES`,
migrates older format versions through :data:`MIGRATIONS`, and reports every
problem as a :class:`GameFileError` with a one-line reason. A file without ``game`` (all
files from before the box) is the default game's; one naming a game this box does not
have is refused, naming the file and the id.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import __version__
from .record import GameRecord, ReplayError, unknown_game

FORMAT = "omg-desktop-game"
FORMAT_VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_STEPS = 200_000

#: ``version -> function`` turning a parsed file of that version into the next version.
#: Empty while format 1 is the only one; a format 2 adds ``MIGRATIONS[1]`` here.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class GameFileError(ValueError):
    """A file that is not a game record we can read; the message says why."""


def encode_game(record: GameRecord, extra: dict[str, Any] | None = None) -> bytes:
    """The file contents for ``record`` and ``extra`` fields (UTF-8 JSON, one step a line)."""
    data = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        **record.to_dict(),
        **(extra or {}),
    }
    return (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def write_atomic(path: Path, data: bytes, sync_folder: bool = True) -> None:
    """Write ``data`` to ``path`` so a crash leaves either the old file or the new one.

    A temporary file in the same folder is written, flushed and fsynced, then
    moved over ``path`` with :func:`os.replace`; the folder is fsynced where the
    system allows it (skip that when another write to the same folder follows).
    """
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    if sync_folder:
        _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a folder for fsync; os.replace is enough there
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_record(path: Path, record: GameRecord, extra: dict[str, Any] | None = None) -> None:
    """Write ``record`` to ``path`` atomically (temporary file, fsync, replace)."""
    write_atomic(path, encode_game(record, extra))


def read_limited(path: Path, where: str | None = None) -> bytes:
    """The bytes of ``path``, refusing more than :data:`MAX_BYTES`."""
    where = str(path) if where is None else where
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise GameFileError(f"cannot read {where}: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise GameFileError(f"{where} is larger than {MAX_BYTES} bytes: not a game file")
    return raw


def _short(value: Any, limit: int = 30) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _writer(data: dict[str, Any]) -> str:
    """Which program wrote ``data``, for messages (never the raw value if it looks odd)."""
    v = data.get("app_version")
    if isinstance(v, str) and 0 < len(v) <= 40 and v.isprintable():
        return f"omg-desktop {v}"
    return "an unknown version of omg-desktop"


def oldest_readable() -> int:
    """The oldest format version this program can still read (through migrations)."""
    oldest = FORMAT_VERSION
    while oldest - 1 in MIGRATIONS:
        oldest -= 1
    return oldest


def _migrate(data: dict[str, Any], where: str) -> dict[str, Any]:
    oldest = oldest_readable()
    version = data.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise GameFileError(f"{where} has no valid format version ({_short(version)})")
    if version > FORMAT_VERSION:
        raise GameFileError(
            f"{where} has format version {_short(version)} (written by {_writer(data)}); "
            f"this version reads format {FORMAT_VERSION} and older: update omg-desktop"
        )
    if version < oldest:
        raise GameFileError(
            f"{where} has format version {_short(version)} (written by {_writer(data)}), "
            f"too old: this version reads formats {oldest} to {FORMAT_VERSION}"
        )
    while version < FORMAT_VERSION:
        try:
            data = MIGRATIONS[version](data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise GameFileError(
                f"{where} has format version {version} but cannot be converted: {_short(exc, 80)}"
            ) from None
        version += 1
        data["format_version"] = version
    return data


def decode_json(raw: bytes, where: str) -> Any:
    """The JSON value in the file contents ``raw``; :class:`GameFileError` if there is none.

    Every way ``json`` can fail is one refusal: not UTF-8, bad syntax, a number of
    more digits than Python converts, nesting deeper than the parser recurses.
    """
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise GameFileError(f"{where} is not text (UTF-8): the file is damaged") from None
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, too many digits, nesting
        reason = str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
        raise GameFileError(f"{where} is not valid JSON ({reason}): damaged or cut short") from None


def decode_game(raw: bytes, where: str) -> tuple[GameRecord, dict[str, Any]]:
    """The record in the file contents ``raw`` and the whole (migrated) file.

    ``where`` names the file or slot in messages.
    """
    if len(raw) > MAX_BYTES:
        raise GameFileError(f"{where} is larger than {MAX_BYTES} bytes: not a game file")
    data = decode_json(raw, where)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GameFileError(f"{where} is not an omg-desktop game file")
    data = _migrate(data, where)
    steps = data.get("steps")
    if not isinstance(steps, list) or len(steps) > MAX_STEPS:
        raise GameFileError(f"{where}: not a game record: 'steps' must be a list of actions")
    try:
        record = GameRecord.from_dict(data)
    except ReplayError as exc:
        raise GameFileError(f"{where}: {exc}") from None
    problem = unknown_game(record.game)
    if problem is not None:
        raise GameFileError(f"{where} {problem}")
    return record, data


def read_record(path: Path) -> tuple[GameRecord, dict[str, Any]]:
    """The record in ``path`` and the whole parsed file."""
    return decode_game(read_limited(path), str(path))
