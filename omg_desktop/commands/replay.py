"""``omg-desktop replay FILE``: re-run a recorded game and check it ends as recorded.

Works on ``simulate --save`` files and save slots alike. The file is loaded
exactly as the game loads a save slot (:meth:`SlotStore.load`: the record, the
slot's own fields, the replay), so whatever the game refuses, replay refuses with
the same message; a finished game must end in its ``final_hash``, an unfinished
one (a save slot) must reach its ``state_hash``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..games.ohmygoods.loading import DataError, default_catalog
from ..games.ohmygoods.rules import Catalog, scores, winners
from ..saves import SavedGame, SaveError, SlotStore


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("replay", help="verify that a recorded game replays exactly")
    p.add_argument("file", type=Path, help="a game file (from simulate --save or a save slot)")
    return p


class FileStore(SlotStore):
    """The slot store's loading, for one file anywhere: its one slot is ``file``.

    The slot is named by the file's path, so messages read ``FILE: the file ...``.
    """

    def __init__(self, file: Path, catalog: Catalog) -> None:
        super().__init__(file.parent, slots=1, catalog=catalog)
        self.file = file

    def path(self, slot: str) -> Path:
        return self.file

    def backup_path(self, slot: str) -> Path:
        return self.file.with_name(self.file.name + ".bak")


def load_file(file: Path) -> SavedGame:
    """The game in ``file``, checked as a save slot is; :class:`SaveError` or
    :class:`DataError` (the game's own data) if it cannot be loaded."""
    return FileStore(file, default_catalog()).load(str(file))


def run(args: argparse.Namespace) -> int:
    try:
        game = load_file(args.file)
    except (SaveError, DataError) as exc:
        print(f"omg-desktop replay: {exc}", file=sys.stderr)
        return 1
    record, state = game.record, game.state
    if record.final_hash is None and not state.over:
        checked = ", saved state verified" if game.meta.state_hash else ""
        print(
            f"{args.file}: replays to round {state.round}, phase {state.phase} "
            f"(unfinished game, {len(record.steps)} steps{checked})"
        )
        return 0
    totals = [s.total for s in scores(state)]
    print(
        f"{args.file}: OK — {len(record.steps)} steps, {state.round} rounds, "
        f"scores {totals}, winner(s) {winners(state)}"
    )
    return 0
