"""Replaces PyInstaller's own hook for PySide6.QtGui (user hooks take precedence).

The same collection as the stock hook, minus the plugins that ``bundle_rules``
drops, so that the libraries those plugins link are never looked for either.
"""

import sys
from pathlib import Path

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bundle_rules import keep  # noqa: E402

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [b for b in binaries if keep(b)]
datas = [d for d in datas if keep(d)]
