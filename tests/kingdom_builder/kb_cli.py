"""The program's command line with Kingdom Builder in the box (tests only), until the
registry lists it: run as ``python tests/kingdom_builder/kb_cli.py ARGS...`` in a real
subprocess (the network tests' ``serve`` and ``join``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from omg_desktop import cli  # noqa: E402
from omg_desktop.games import registry  # noqa: E402
from omg_desktop.games.kingdom_builder import INFO  # noqa: E402

if INFO.id not in registry.ids():
    registry.GAMES = (*registry.GAMES, INFO)

if __name__ == "__main__":
    sys.exit(cli.main(sys.argv[1:]))
