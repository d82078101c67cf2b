"""``omg-desktop replay FILE``: re-run a recorded game and check it ends as recorded."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..data_loading import DataError, default_catalog
from ..gamefile import GameFileError, read_record
from ..rules import scores, winners
from ..rules.record import ReplayError, replay


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("replay", help="verify that a recorded game replays exactly")
    p.add_argument("file", type=Path, help="a game file (from simulate --save or a save slot)")
    return p


def run(args: argparse.Namespace) -> int:
    try:
        record, _ = read_record(args.file)  # its errors name the file
        state = replay(record, default_catalog())
    except (GameFileError, DataError) as exc:
        print(f"omg-desktop replay: {exc}", file=sys.stderr)
        return 1
    except ReplayError as exc:
        print(f"omg-desktop replay: {args.file}: {exc}", file=sys.stderr)
        return 1
    if record.final_hash is None:
        print(f"{args.file}: replays to round {state.round}, phase {state.phase} (unfinished game)")
        return 0
    totals = [s.total for s in scores(state)]
    print(
        f"{args.file}: OK — {len(record.steps)} steps, {state.round} rounds, "
        f"scores {totals}, winner(s) {winners(state)}"
    )
    return 0
