"""``python -m omg_desktop``: the same program as ``omg-desktop``."""

import sys

from omg_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
