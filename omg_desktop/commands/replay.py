"""``omg-desktop replay FILE``: re-run a recorded game and check it ends as recorded.

Works on ``simulate --save`` files and save slots alike. The file is loaded
exactly as the game loads a save slot (:meth:`SlotStore.load`: the record, the
slot's own fields, the replay), so whatever the game refuses, replay refuses with
the same message; a finished game must end in its ``final_hash``, an unfinished
one (a save slot) must reach its ``state_hash``.

The game is the one the file names (a file from before the box: Oh My Goods!), reached
through its record; ``--game`` is not needed.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..cli import CommandError
from ..data_loading.problems import DataError
from ..saves import SavedGame, SaveError, SlotStore


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("replay", help="verify that a recorded game replays exactly")
    p.add_argument("file", type=Path, help="a game file (from simulate --save or a save slot)")
    return p


class FileStore(SlotStore):
    """The slot store's loading, for one file anywhere: its one slot is ``file``.

    The slot is named by the file's path, so messages read ``FILE: the file ...``.
    ``catalog`` is the default game's data (None: loaded when needed).
    """

    def __init__(self, file: Path, catalog: Any = None) -> None:
        super().__init__(file.parent, slots=1, catalog=catalog)
        self.file = file

    def path(self, slot: str) -> Path:
        return self.file

    def backup_path(self, slot: str) -> Path:
        return self.file.with_name(self.file.name + ".bak")


def load_file(file: Path) -> SavedGame:
    """The game in ``file``, checked as a save slot is; :class:`SaveError` or
    :class:`DataError` (the game's own data) if it cannot be loaded."""
    return FileStore(file).load(str(file))


def run(args: argparse.Namespace) -> int:
    try:
        game = load_file(args.file)
    except (SaveError, DataError) as exc:
        raise CommandError(str(exc), 1) from None
    record, state = game.record, game.state
    rules = record.contract()
    if record.final_hash is None and not rules.is_over(state):
        checked = ", saved state verified" if game.meta.state_hash else ""
        print(
            f"{args.file}: replays to round {rules.round(state)} "
            f"(unfinished game, {len(record.steps)} steps{checked})"
        )
        return 0
    totals = [s.score for s in rules.standings(state)]
    print(
        f"{args.file}: OK — {len(record.steps)} steps, {rules.round(state)} rounds, "
        f"scores {totals}, winner(s) {rules.winners(state)}"
    )
    return 0
