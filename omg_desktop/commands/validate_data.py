"""``omg-desktop validate-data [DIR]``: check the card data and list every problem."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from omg_desktop.games.ohmygoods.loading import DataError, default_data_root, load_catalog
from omg_desktop.games.ohmygoods.rules.catalog import Catalog


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``validate-data`` subcommand to ``subparsers``."""
    parser = subparsers.add_parser(
        "validate-data",
        help="check the card data (YAML) and report every problem",
        description="Load every *.yaml file under DIR, check it, and list every problem "
        "with its file, line, card and field.",
    )
    parser.add_argument(
        "dir",
        metavar="DIR",
        nargs="?",
        type=Path,
        default=None,
        help="the data folder (default: the data shipped with the game)",
    )
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Validate; print a one-line summary (exit 0) or every problem (exit 1)."""
    root = args.dir if getattr(args, "dir", None) is not None else default_data_root()
    try:
        catalog = load_catalog(root)
    except DataError as err:
        for problem in err.problems:
            print(problem, file=sys.stderr)
        count = len(err.problems)
        print(f"{count} problem{'s' if count != 1 else ''} in {root}", file=sys.stderr)
        return 1
    from omg_desktop.games.ohmygoods.loading.lessons import read_lessons

    lessons, problems = read_lessons(root, catalog)  # their fields; tutorial --check plays them
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        count = len(problems)
        print(f"{count} problem{'s' if count != 1 else ''} in {root}", file=sys.stderr)
        return 1
    print(summary(catalog, root))
    if lessons:
        steps = sum(len(x.steps()) for x in lessons)
        print(
            f"    lessons: {len(lessons)} ({steps} steps; omg-desktop tutorial --check plays them)"
        )
    return 0


def summary(catalog: Catalog, root: Path) -> str:
    """``OK: 98 cards (77 production, 17 offices, 4 start buildings), ... in DIR``."""
    kinds = Counter(card.kind for card in catalog.cards.values())
    parts = [f"{kinds['production']} production", f"{kinds['office']} offices"]
    parts.append(f"{kinds['charburner']} start buildings")
    if kinds["character"]:
        parts.append(f"{kinds['character']} characters")
    base = (
        f"OK: {len(catalog.cards)} cards ({', '.join(parts)}), {len(catalog.goods)} goods, "
        f"{len(catalog.resources)} resources, {len(catalog.assistants)} assistants, "
        f"{len(catalog.workers)} workers, {len(catalog.rulesets)} rule sets in {root}"
    )
    if not catalog.extra_cards and not catalog.events:
        return base
    extra = Counter(card.kind for card in catalog.extra_cards.values())
    types = {c.type for c in catalog.extra_cards.values() if c.kind == "production"}
    return (
        f"{base}\n    expansion: {extra['production']} building cards ({len(types)} types), "
        f"{extra['character']} characters, {len(catalog.extra_assistants)} assistants, "
        f"{len(catalog.events)} events, {len(catalog.chapters)} chapters, "
        f"{len(catalog.endings)} endings"
    )
