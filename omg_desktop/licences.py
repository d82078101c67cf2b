"""Under which licences the program and the parts it ships with are.

One table for the About box and for ``scripts/third_party_notices.py``, which writes
the full texts into ``LICENSES/THIRD-PARTY-NOTICES.md`` (shipped in every bundle).
"""

from __future__ import annotations

import importlib.metadata as md
from dataclasses import dataclass
from pathlib import Path

#: Our own work: (SPDX identifier, the licence file in the repository and the bundle).
OWN_CODE = ("MIT", "LICENSE")
OWN_WORKS = ("CC-BY-4.0", "LICENSES/CC-BY-4.0.txt")

#: The notices file, relative to the repository (and to the bundle's licence folder's parent).
NOTICES = "LICENSES/THIRD-PARTY-NOTICES.md"
#: A built copy's notices of the system libraries it copied (``scripts/bundled_libraries.py``).
BUNDLED = "LICENSES/BUNDLED-LIBRARIES.md"


@dataclass(frozen=True)
class Component:
    """A third-party part of the installed program and its licence (SPDX where one fits)."""

    name: str
    licence: str
    #: Where its copyright notice is read: "dist:<distribution>", "python", "deb:<package>".
    source: str


THIRD_PARTY: tuple[Component, ...] = (
    Component("Qt", "LGPL-3.0-only", "dist:pyside6_essentials"),
    Component("PySide6", "LGPL-3.0-only", "dist:pyside6_essentials"),
    Component("Shiboken6", "LGPL-3.0-only", "dist:shiboken6"),
    Component("Python (CPython)", "PSF-2.0", "python"),
    Component("PyYAML", "MIT", "dist:pyyaml"),
    Component("cffi", "MIT-0", "dist:cffi"),
    Component("miniaudio (pyminiaudio)", "MIT", "dist:miniaudio"),
    Component("websockets", "BSD-3-Clause", "dist:websockets"),
    Component("tqdm", "MPL-2.0 AND MIT", "dist:tqdm"),
    Component("ICU", "Unicode (MIT-style)", "deb:libicu72"),
    Component("OpenSSL", "Apache-2.0", "deb:libssl3"),
    Component("GLib", "LGPL-2.1-or-later", "deb:libglib2.0-0"),
    Component("libgcrypt", "LGPL-2.1-or-later", "deb:libgcrypt20"),
    Component("Droid Sans Fallback font", "Apache-2.0", "deb:fonts-droid-fallback"),
)

#: Full licence texts the notices file carries (SPDX identifier, title).
LICENCE_TEXTS: tuple[tuple[str, str], ...] = (
    ("LGPL-3.0", "GNU Lesser General Public License, version 3"),
    ("GPL-3.0", "GNU General Public License, version 3"),
    ("LGPL-2.1", "GNU Lesser General Public License, version 2.1"),
    ("GPL-2.0", "GNU General Public License, version 2"),
    ("Apache-2.0", "Apache License, version 2.0"),
)


def by_licence() -> list[tuple[str, list[str]]]:
    """The third-party parts grouped by licence, in the table's order."""
    groups: dict[str, list[str]] = {}
    for part in THIRD_PARTY:
        groups.setdefault(part.licence, []).append(part.name)
    return list(groups.items())


def notices_path() -> Path | None:
    """The shipped notices file: in the bundle, the checkout, or the wheel's metadata."""
    from .frozen import bundle_root

    bundle = bundle_root()
    candidates = [bundle / NOTICES] if bundle else []
    candidates.append(Path(__file__).resolve().parents[1] / NOTICES)
    try:  # an installed wheel: <name>.dist-info/licenses/LICENSES/THIRD-PARTY-NOTICES.md
        files = md.distribution("omg-desktop").files or ()
        candidates += [Path(str(f.locate())) for f in files if str(f).endswith(NOTICES)]
    except (md.PackageNotFoundError, OSError):
        pass
    return next((p for p in candidates if p.is_file()), None)


def bundled_notices_path() -> Path | None:
    """A bundle's notices of the system libraries it copied (only built copies have one)."""
    from .frozen import bundle_root

    bundle = bundle_root()
    path = bundle / BUNDLED if bundle else None
    return path if path is not None and path.is_file() else None
