"""One game's lesson files (``<data root>/<game>/lessons/*.yaml``): where they lie, the
frame's reader with the game's hooks, their English texts (the data texts a translation
keys), and the command line's checks of a data folder with them (``validate-data`` and
``tutorial --check --game <id>``). A game with lessons makes one :class:`GameLessons`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..data_loading.paths import LESSONS_FOLDER, default_data_root
from ..data_loading.problems import DataError
from .lesson import Lesson, lesson_texts
from .loading import Decode, Reader
from .rules import LessonRules


class GameLessons:
    """A game's lessons: its data folder's name, its lesson hooks and action decoding."""

    def __init__(self, game_folder: str, rules: LessonRules, decode: Decode) -> None:
        self.game_folder, self.rules, self.decode = game_folder, rules, decode

    def folder(self, root: Path | None = None) -> Path:
        """``<game>/lessons/`` in the data folder (default: the packaged one)."""
        base = default_data_root() if root is None else Path(root)
        return base / self.game_folder / LESSONS_FOLDER

    def reader(self, cat: Any = None) -> Reader:
        """The frame's reader with the game's hooks."""
        return Reader(self.rules, self.decode, cat)

    def load(self, root: Path | None = None, cat: Any = None) -> list[Lesson]:
        """Every lesson (sorted by ``order``); DataError listing every problem."""
        return self.reader(cat).load(self.folder(root))

    def texts(self, _cat: Any = None) -> dict[str, str]:
        """Every lesson text, by translation key, in English (the record's data texts)."""
        out: dict[str, str] = {}
        for lesson in self.load():
            out.update(lesson_texts(lesson))
        return out

    def check_data(
        self,
        folder: Path | None,
        load_data: Callable[[Path | None], Any],
        summary: Callable[[Any, Path], str],
    ) -> tuple[Path, list[str], list[str]]:
        """A data folder checked (None: the shipped data): the folder, its problems (each
        naming file, line, entry or step, and field), and the summary's lines when none
        (``summary(catalog, root)`` first, then the lessons')."""
        root = default_data_root() if folder is None else Path(folder)
        try:
            catalog = load_data(folder)
        except DataError as err:
            return root, [str(p) for p in err.problems], []
        lessons, problems = self.reader(catalog).read(self.folder(root))
        if problems:
            return root, [str(p) for p in problems], []
        steps = sum(len(x.steps()) for x in lessons)
        said = f"    lessons: {len(lessons)} ({steps} steps; tutorial --check plays them)"
        return root, [], [summary(catalog, root), said]

    def check(self, game: Any, catalog: Any, folder: Path | None = None,
              only: str | None = None) -> dict:  # fmt: skip
        """Every lesson of a data folder (None: the shipped one) walked through the rules:
        ``{"lessons", "steps", "errors"}``; ``only``: that lesson alone."""
        from .check import check_folder

        return check_folder(game, self.reader(catalog), self.folder(folder), catalog, only)
