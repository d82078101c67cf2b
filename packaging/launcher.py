"""The installed program's entry script (PyInstaller freezes this file).

It only hands over to :func:`omg_desktop.frozen.main`, which checks the install
(data, art, Qt plugins), then runs the ``omg-desktop`` command line, and shows a
dialog instead of closing silently when something is missing or breaks.
"""

import multiprocessing
import sys

from omg_desktop.frozen import main

if __name__ == "__main__":
    # A frozen program that ever starts worker processes must call this first.
    multiprocessing.freeze_support()
    sys.exit(main())
