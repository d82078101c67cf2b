"""Starting the window: the QApplication, settings, the main window, the first dialog."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ..resources import resources_root
from .plurals import EnglishPlurals

ORG = "omg-desktop"
APP = "omg-desktop"
_PACKAGE = __name__.split(".")[0]
#: Python's own library (``os``'s folder), where no module uses PySide.
_STDLIB = os.path.dirname(os.__file__) + os.sep


#: The box's name, as window titles end ("Gizmos — OMG Desktop").
BOX_NAME = "OMG Desktop"


def _skip_source_scan() -> None:
    """Spare PySide reading our modules' source as they are imported.

    PySide looks into the source text of every module imported after it
    (``inspect.getsource``) to learn whether it may use PySide's opt-in
    ``__feature__`` switches: ≈ 0.1 ms a module, ≈ 15 ms over the modules a start
    imports before its first paint (and once for each module of Python's own library
    an import statement names, imported or not). This program selects none of those
    switches, so its modules are answered without reading, as modules that use PySide
    (for those that import no Qt, such as the rules, either answer leaves Qt's names as
    they are); Python's own library uses no PySide. Other modules (the installed
    packages) are scanned as before; a PySide without the hook is left be.
    """
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if scan is None or getattr(scan, "ours_answered", False):
        return

    def uses_pyside(module) -> bool:
        name = getattr(module, "__name__", "")
        if name == _PACKAGE or name.startswith(_PACKAGE + "."):
            return True
        where = getattr(module, "__file__", None) or ""
        if where.startswith(_STDLIB) and "-packages" not in where[len(_STDLIB) :]:
            return False
        return scan(module)

    uses_pyside.ours_answered = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


_skip_source_scan()


def display_problem() -> str | None:
    """Why no window can open here (None when one can): Qt would abort without a word."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return None
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        return "there is no display (DISPLAY and WAYLAND_DISPLAY are not set)"
    return None


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, with names set so settings and data folders are ours.

    The version and the windows' icon are not set here: reading the version costs
    ~20 ms (``importlib.metadata``), loading the icon's SVG ~2 ms, and the first frame
    shows neither; :func:`after_first_paint` sets them (``launch``).
    """
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORG)
        QCoreApplication.setApplicationName(APP)
        # Fusion everywhere, asked for on the command line Qt reads: the same as
        # app.setStyle("Fusion"), without the ~8 ms PySide takes to build its QStyle type
        app = QApplication([*(argv or [sys.argv[0]]), "-style", "Fusion"])
        app.setApplicationDisplayName(BOX_NAME)  # the box, whatever game is open
        app.setDesktopFileName("org.omgdesktop.OhMyGoods")  # matches the Linux menu entry
        app._plurals = EnglishPlurals(app)  # kept alive with the app
        app.installTranslator(app._plurals)
    return app  # type: ignore[return-value]


def after_first_paint(app: QApplication) -> None:
    """What the application learns once its first window is painted: its version and
    the windows' icon (the windows shown already take it too)."""
    set_version(app)
    icon = resources_root() / "icons" / "omg-desktop.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def set_version(app: QCoreApplication | None = None) -> None:
    """``QCoreApplication.applicationVersion`` from the package version."""
    from .. import __version__

    (app or QCoreApplication.instance()).setApplicationVersion(__version__)
