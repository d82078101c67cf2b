"""The program's command line with the toy game in the box (tests only): run as
``python tests/games/toy_cli.py ARGS...`` in a real subprocess."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from omg_desktop import cli  # noqa: E402
from omg_desktop.games import registry  # noqa: E402
from tests.games import kuhn  # noqa: E402

registry.GAMES = (*registry.GAMES, kuhn.INFO)

if __name__ == "__main__":
    sys.exit(cli.main(sys.argv[1:]))
