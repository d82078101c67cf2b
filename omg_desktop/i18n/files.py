"""The translation files: where they are, updating them from the source, building .qm.

- ``resources/translations/omg_desktop_<lang>.ts``: the program's words (Qt Linguist
  can open them); ``.qm`` files are built from them by :func:`build` (``pyside6-lrelease``)
  and are not kept in the repository;
- ``resources/translations/data.<lang>.yaml``: the data's words (:mod:`.data_texts`), of
  every game of the box whose record lists them (``data.<game>.<lang>.yaml`` for a game
  other than the default one);
- ``resources/help/rules.<lang>.html``: the rules summary.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..games import registry
from ..games.base import Game
from ..resources import resources_root
from . import LANGUAGES, SOURCE_LANGUAGE
from .data_texts import data_file, missing, read_texts, source_texts, unknown, write_template
from .extract import read_ts, scan, write_ts

#: The languages that need translation files (all but the one the program is written in).
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def folder() -> Path:
    return resources_root() / "translations"


def ts_path(language: str) -> Path:
    return folder() / f"omg_desktop_{language}.ts"


def qm_path(language: str) -> Path:
    return folder() / f"omg_desktop_{language}.qm"


def help_file(language: str) -> Path:
    return resources_root() / "help" / f"rules.{language}.html"


@dataclass
class Status:
    """How complete one language is."""

    language: str
    messages: int
    untranslated: list[str]  # "Context: source" of program messages without a translation
    data_missing: list[str]  # data text keys without a translation
    data_unknown: list[str]  # keys in the data file that name nothing
    help_missing: bool

    @property
    def complete(self) -> bool:
        return not (
            self.untranslated or self.data_missing or self.data_unknown or self.help_missing
        )


def with_data_texts() -> list[tuple[Game, Any]]:
    """Every game of the box whose data has texts to translate, with its catalog."""
    out = []
    for info in registry.GAMES:
        game = registry.load(info.id)
        if game.data_texts is not None:
            out.append((game, game.load_catalog()))
    return out


def status(language: str) -> Status:
    """What is still missing in ``language`` (read from the files; nothing is written);
    a data text is named ``<file>: <key>``."""
    found = scan()
    old = read_ts(ts_path(language))
    untranslated = [
        f"{m.context}: {m.source}"
        for key, m in sorted(found.messages.items())
        if not all(old.get(key, []) or [""])
    ]
    data_missing: list[str] = []
    data_unknown: list[str] = []
    for game, cat in with_data_texts():
        name = data_file(language, game.info.id)
        texts = read_texts(folder(), language, game.info.id)
        data_missing += [f"{name}: {key}" for key in missing(cat, texts, game)]
        data_unknown += [f"{name}: {key}" for key in unknown(cat, texts, game)]
    return Status(
        language,
        len(found.messages),
        untranslated,
        data_missing,
        data_unknown,
        not help_file(language).is_file(),
    )


def update(languages: list[str] | None = None) -> list[tuple[str, int, int, int]]:
    """Bring every ``.ts`` file and every game's data file up to the source;
    (language, messages, left, data texts left in all the games)."""
    found = scan()
    if found.problems:
        raise ValueError("strings the extractor cannot read:\n" + "\n".join(found.problems))
    games = with_data_texts()
    out = []
    for language in languages or TRANSLATED:
        total, left = write_ts(ts_path(language), language, found, read_ts(ts_path(language)))
        data_left = 0
        for game, cat in games:
            game_id = game.info.id
            data_path = folder() / data_file(language, game_id)
            old = read_texts(folder(), language, game_id)
            data_left += write_template(cat, data_path, old, game)
        out.append((language, total, left, data_left))
    return out


def lrelease() -> str:
    """The ``pyside6-lrelease`` program that comes with PySide6."""
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (here / name).is_file():
            return str(here / name)
    found = shutil.which("pyside6-lrelease")
    if found is None:
        raise FileNotFoundError("pyside6-lrelease is not installed (it comes with PySide6)")
    return found


def build(languages: list[str] | None = None) -> list[Path]:
    """Compile the ``.ts`` files into the ``.qm`` files the program loads."""
    out = []
    for language in languages or TRANSLATED:
        src = ts_path(language)
        if not src.is_file():
            continue
        dst = qm_path(language)
        subprocess.run(
            [lrelease(), "-silent", "-nounfinished", str(src), "-qm", str(dst)],
            check=True,
            capture_output=True,
        )
        out.append(dst)
    return out


__all__ = ["TRANSLATED", "Status", "build", "source_texts", "status", "update"]
