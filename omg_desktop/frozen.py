"""The installed program: is everything there, and saying so when something is not.

The installers ship a PyInstaller bundle ("frozen" app, see ``packaging/``) in
which the card data and the art sit inside the bundle as ``omg_desktop/_data``
and ``omg_desktop/_resources`` (under ``sys._MEIPASS``). A damaged install must
not close silently, least of all when it was started from a menu, where nobody
reads stderr:

- :func:`check_install` returns what is missing (a sentence), or ``None``;
- :func:`report_fatal` shows a message: a ``QMessageBox`` when a window can be
  shown, and always on stderr when there is one;
- :func:`main` is the frozen program's entry point (``packaging/launcher.py``):
  it checks the install, runs :func:`omg_desktop.cli.main`, and turns a crash of
  the window into a dialog with the traceback instead of a vanished window.

Nothing here writes a file, and nothing imports Qt at import time: the checks
run before Qt is loaded, so a missing Qt library is reported too.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

TITLE = "OMG Desktop"  # the box, whatever game is open
PROG = "omg-desktop"

#: Files and folders the program cannot run without, relative to the data root.
REQUIRED_DATA = ("rulesets.yaml", "base/")
#: The same for the resources root (look.yaml: how every card is drawn).
REQUIRED_RESOURCES = ("look.yaml",)

#: The command that opens the game window (also the default when no command is given).
_WINDOW_COMMAND = "play"


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False))


def bundle_root() -> Path | None:
    """The bundle's own folder (``sys._MEIPASS``), or None when not frozen."""
    meipass = getattr(sys, "_MEIPASS", None)
    return Path(meipass) if is_frozen() and meipass else None


def _missing(root: Path, required: Sequence[str]) -> list[str]:
    missing = []
    for rel in required:
        path = root / rel.rstrip("/")
        if not (path.is_dir() if rel.endswith("/") else path.is_file()):
            missing.append(rel)
    return missing


def _same(a: Path, b: Path) -> bool:
    # resolve(): a macOS .app links Contents/Frameworks/omg_desktop/_data to Contents/Resources.
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _data_root() -> Path:
    from .data_loading.paths import default_data_root

    return default_data_root()


def _resources_root() -> Path:
    from .resources import resources_root  # no Qt import

    return resources_root()


def check_install(
    data_root: Path | None = None,
    resources_root: Path | None = None,
    bundle: Path | None = None,
) -> str | None:
    """What is missing for the program to run, as one message; ``None`` when all is there.

    Checks that the card data (:func:`omg_desktop.data_loading.default_data_root`)
    and the art (``resources_root()``) are where the program looks for them, with
    the files it needs. In a bundle (``bundle``, default :func:`bundle_root`)
    they must be its ``omg_desktop/_data`` and ``omg_desktop/_resources``, and
    Qt's platform plugins must be there too. The arguments exist for tests; the
    defaults are what the program uses.
    """
    problems: list[str] = []
    try:
        data_root = _data_root() if data_root is None else Path(data_root)
    except Exception as exc:  # noqa: BLE001 - e.g. a bundled module or PyYAML is missing
        return (
            f"The installation of {TITLE} is incomplete — the program's own modules "
            f"cannot be loaded ({type(exc).__name__}: {exc}). Please reinstall the program."
        )
    resources_root = _resources_root() if resources_root is None else Path(resources_root)
    bundle = bundle_root() if bundle is None else Path(bundle)
    for what, root, packaged, required in (
        ("the card data", data_root, "_data", REQUIRED_DATA),
        ("the game's art", resources_root, "_resources", REQUIRED_RESOURCES),
    ):
        if bundle is not None:
            # In a bundle only the packaged folder will do; any other answer means
            # default_data_root() fell back to a checkout's folder because it is gone.
            expected = bundle / "omg_desktop" / packaged
            if not _same(root, expected):
                problems.append(f"{what}: the folder {expected} is missing")
                continue
        if not root.is_dir():
            problems.append(f"{what}: the folder {root} does not exist")
            continue
        missing = _missing(root, required)
        if missing:
            problems.append(f"{what}: {', '.join(missing)} missing in {root}")
    if bundle is not None:
        platforms = qt_platform_plugins(bundle)
        if not platforms.is_dir() or not any(platforms.iterdir()):
            problems.append(f"Qt's platform plugins: {platforms} is missing or empty")
    if not problems:
        return None
    return (
        f"The installation of {TITLE} is incomplete — "
        + "; ".join(problems)
        + ". Please reinstall the program."
    )


def qt_platform_plugins(bundle: Path, platform: str | None = None) -> Path:
    """Where a PyInstaller bundle keeps Qt's platform plugins (``PySide6/plugins`` on Windows)."""
    qt = Path("PySide6") if (platform or sys.platform) == "win32" else Path("PySide6", "Qt")
    return bundle / qt / "plugins" / "platforms"


def gui_possible() -> bool:
    """Whether a dialog could be shown here (a display, and not Qt's offscreen platform)."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if platform in {"offscreen", "minimal", "minimalegl", "vnc"}:
        return False
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def wants_window(argv: Sequence[str]) -> bool:
    """Whether this command line opens the game window (so errors deserve a dialog).

    ``play`` (also the default with no command) does, unless it is ``--demo`` or
    an automatic ``--self-test`` (a dialog would wait forever for a click).
    ``--help``, ``--version`` and every other command (``simulate``, …) do not.
    """
    args = list(argv)
    if any(a in {"-h", "--help", "--version", "--self-test", "--demo"} for a in args):
        return False
    words = [a for a in args if not a.startswith("-")]
    return not words or words[0] == _WINDOW_COMMAND


def _stderr_ok() -> bool:
    try:
        return sys.stderr is not None and not sys.stderr.closed
    except (AttributeError, ValueError):
        return False


def report_fatal(message: str, details: str | None = None, *, gui: bool | None = None) -> None:
    """Tell the user why the program cannot go on.

    Always on stderr when there is one. With ``gui`` (default: :func:`gui_possible`)
    also in a modal ``QMessageBox`` (``details`` behind its *Show Details* button);
    if Qt itself cannot be loaded, Windows still gets a native message box.
    Returns when the user has closed the dialog.
    """
    if _stderr_ok():
        try:
            print(f"{PROG}: error: {message}", file=sys.stderr)
            if details:
                print(details.rstrip(), file=sys.stderr)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
    if gui is None:
        gui = gui_possible()
    if not gui:
        return
    try:
        _qt_dialog(message, details)
    except Exception:  # noqa: BLE001 - Qt missing or broken: the dialog is the last resort
        _native_dialog(message)


def _qt_dialog(message: str, details: str | None) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else PROG])
    box = QMessageBox(QMessageBox.Icon.Critical, TITLE, message, QMessageBox.StandardButton.Ok)
    if details:
        box.setDetailedText(details)
    box.exec()
    del app


def _native_dialog(message: str) -> None:
    """Without Qt: Windows' own message box (elsewhere stderr has already said it)."""
    if sys.platform != "win32":
        return
    try:
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, message, TITLE, 0x10)  # MB_ICONERROR
    except Exception:  # noqa: BLE001 - nothing else left to try
        pass


def _usable_streams() -> None:
    """A windowed app on Windows has no stdout/stderr (None): give it null streams."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name, None) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main(argv: Sequence[str] | None = None) -> int:
    """The installed program's entry point: check the install, then ``omg_desktop.cli.main``."""
    args = list(sys.argv[1:] if argv is None else argv)
    _usable_streams()
    window = wants_window(args) and gui_possible()
    problem = check_install()
    if problem:
        report_fatal(problem, gui=window)
        return 1
    try:
        from .cli import main as cli_main

        return cli_main(args)
    except Exception as exc:  # noqa: BLE001 - a bug: show it rather than vanish
        details = traceback.format_exc()
        if not window:
            raise
        report_fatal(
            f"{TITLE} stopped because of an unexpected error: {type(exc).__name__}: {exc}",
            details,
            gui=True,
        )
        return 1


__all__ = [
    "bundle_root",
    "check_install",
    "gui_possible",
    "is_frozen",
    "main",
    "report_fatal",
    "wants_window",
]
