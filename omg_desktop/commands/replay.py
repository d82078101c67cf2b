"""``omg-desktop replay FILE``: re-run a recorded game and check it ends as recorded.

Works on ``simulate --save`` files and save slots alike: a finished game must end
in its ``final_hash``; an unfinished one (a save slot) must reach its ``state_hash``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..data_loading import DataError, default_catalog
from ..gamefile import GameFileError, read_record
from ..rules import scores, winners
from ..rules.record import ReplayError
from ..saves.resume import state_from_record


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("replay", help="verify that a recorded game replays exactly")
    p.add_argument("file", type=Path, help="a game file (from simulate --save or a save slot)")
    return p


def run(args: argparse.Namespace) -> int:
    try:
        record, data = read_record(args.file)  # its errors name the file
        expected = data.get("state_hash")
        if expected is not None and not isinstance(expected, str):
            raise GameFileError(f"{args.file}: 'state_hash' must be text")
        state = state_from_record(record, default_catalog(), expected)
    except (GameFileError, DataError) as exc:
        print(f"omg-desktop replay: {exc}", file=sys.stderr)
        return 1
    except ReplayError as exc:
        print(f"omg-desktop replay: {args.file}: {exc}", file=sys.stderr)
        return 1
    if record.final_hash is None and not state.over:
        checked = ", saved state verified" if expected else ""
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
