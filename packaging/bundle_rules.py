"""What the bundle leaves out: shared by ``omg-desktop.spec`` and its Qt hook.

PyInstaller's PySide6 hooks collect every plugin of every type that QtGui may
load, and with each plugin the libraries it links. The game draws with QtGui and
QtWidgets only, so the plugins below are dropped *in the hook*
(``pyinstaller-hooks/hook-PySide6.QtGui.py``), before PyInstaller looks for their
libraries; the spec filters the finished lists again with :func:`keep` as a
safety net.
"""

from __future__ import annotations

import re

#: Python modules the game never imports (some come in through optional imports).
EXCLUDES = [
    # Python's line editing links GNU readline (GPL-3.0); the window and the commands
    # read no lines interactively (input() works without it).
    "readline",
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc_data",
    "lib2to3",
    "test",
    "idlelib",
    "setuptools",
    "pkg_resources",
    "pip",
    "IPython",
    "numpy",
    "pandas",
    "matplotlib",
    "pytest",
    "hypothesis",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtPdf",
    "PySide6.QtDBus",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
]

#: Paths in the bundle (``/`` separators) that are dropped, as regular expressions.
DROP_PATTERNS = [
    # PDF rendering (pulls QtPdf, ~10 MB).
    r"plugins/imageformats/[^/]*qpdf",
    # The GTK theme links the system's GTK against the bundled glib: a crash waiting to happen.
    r"plugins/platformthemes/[^/]*qgtk3",
    # Framebuffer, VNC and Vulkan-display platforms; evdev/tuio input (tuio links QtNetwork).
    r"plugins/platforms/[^/]*(qvnc|qlinuxfb|qvkkhrdisplay|qeglfs|qminimalegl)",
    r"plugins/generic/",
    r"plugins/egldeviceintegrations/",
    # Compositor side of Wayland, SQL drivers, networking, Qt tools.
    r"plugins/wayland-graphics-integration-server/",
    r"plugins/sqldrivers/",
    r"plugins/networkinformation/",
    r"plugins/tls/",
    r"plugins/designer/",
    r"plugins/qmltooling/",
    r"plugins/qmllint/",
    # Windows: Mesa's software OpenGL (~20 MB), a fallback for QtQuick/OpenGL widgets only;
    # the game's widgets and QGraphicsView draw with the raster engine.
    r"(^|/)opengl32sw\.dll$",
    # The system's own sound and maths libraries, which PyInstaller would copy from the
    # build machine: ALSA must match the player's ALSA plugins and configuration, and
    # libmvec is part of glibc (the sound player, docs/sound.md, loads them from the system).
    r"(^|/)libasound\.so[^/]*$",
    r"(^|/)libmvec\.so[^/]*$",
    # Qt libraries of modules the game does not use.
    r"(^|/)(lib)?Qt6?(Pdf|Qml|QmlModels|QmlMeta|QmlWorkerScript|Quick|Network|Sql|Designer|Test|"
    r"VirtualKeyboard|EglFsKmsSupport|EglFsKmsGbmSupport|EglFSDeviceIntegration)[^/]*$",
]
_DROP = re.compile("|".join(f"(?:{p})" for p in DROP_PATTERNS))


def dropped(path: str) -> bool:
    """Whether a file at ``path`` (source or place in the bundle) is left out."""
    return bool(_DROP.search(path.replace("\\", "/")))


def keep(entry: tuple) -> bool:
    """For filtering PyInstaller's (dest, src, kind) or hook (src, dest) lists."""
    return not any(isinstance(part, str) and dropped(part) for part in entry[:2])
