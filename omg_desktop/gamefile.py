"""Game record files: JSON a person can read, written atomically, read defensively.

Reading never runs code (``json`` only), refuses files over :data:`MAX_BYTES`,
and reports every problem as a :class:`GameFileError` with a one-line reason.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from . import __version__
from .rules.record import GameRecord, ReplayError

FORMAT = "omg-desktop-game"
FORMAT_VERSION = 1
MAX_BYTES = 8 * 1024 * 1024


class GameFileError(ValueError):
    """A file that is not a game record we can read; the message says why."""


def write_record(path: Path, record: GameRecord, extra: dict[str, Any] | None = None) -> None:
    """Write ``record`` to ``path`` atomically (temporary file, fsync, replace)."""
    data = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        **record.to_dict(),
        **(extra or {}),
    }
    text = json.dumps(data, indent=1, ensure_ascii=False)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def read_record(path: Path) -> tuple[GameRecord, dict[str, Any]]:
    """The record in ``path`` and the whole parsed file."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise GameFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    if size > MAX_BYTES:
        raise GameFileError(f"{path} is {size} bytes; a game file is at most {MAX_BYTES}")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise GameFileError(f"cannot read {path}: {exc}") from None
    except (json.JSONDecodeError, RecursionError) as exc:
        raise GameFileError(f"{path} is not valid JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GameFileError(f"{path} is not an omg-desktop game file")
    version = data.get("format_version")
    if version != FORMAT_VERSION:
        writer = data.get("app_version", "an unknown version")
        raise GameFileError(
            f"{path} has format version {version!r} (written by omg-desktop {writer}); "
            f"this version reads format {FORMAT_VERSION}"
        )
    try:
        return GameRecord.from_dict(data), data
    except ReplayError as exc:
        raise GameFileError(f"{path}: {exc}") from None
