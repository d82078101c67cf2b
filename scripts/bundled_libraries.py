"""Write the notices of the system libraries a bundle copied, and check every library's origin.

    python scripts/bundled_libraries.py BUNDLE [--out FILE]

PyInstaller copies the shared libraries the program links from the build machine into the
bundle: which ones depends on that machine, so their notices are written at build time,
into ``LICENSES/BUNDLED-LIBRARIES.md`` beside the program's other licence files (default
``BUNDLE/_internal/LICENSES/``). Each ``.so`` file of the bundle is traced to where it came
from: a Python distribution of the running interpreter (run this with the build's venv),
CPython itself, or a Debian package (``dpkg -S``). A distribution must be a part of
:data:`omg_desktop.licences.THIRD_PARTY` (whose notices are in the shipped notices file); a
Debian package's ``/usr/share/doc/<package>/copyright`` is copied whole. A library whose
origin cannot be told is an error (exit 1): nothing is shipped without its notice.
"""

from __future__ import annotations

import argparse
import importlib.metadata as md
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from omg_desktop.licences import THIRD_PARTY  # noqa: E402

OUT_NAME = "BUNDLED-LIBRARIES.md"
DOC = Path("/usr/share/doc")


def normal(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def shared_libraries(bundle: Path) -> list[Path]:
    """Every shared library in the bundle, by name (a symlink's target counts once)."""
    seen: dict[str, Path] = {}
    for path in sorted(bundle.rglob("*.so*")):
        if path.is_file() and not path.is_symlink() and ".so" in path.name:
            seen.setdefault(path.name, path)
    return sorted(seen.values(), key=lambda p: p.name)


def python_origins() -> dict[str, str]:
    """File name -> "dist:<name>" for every shared library of the installed distributions,
    and "python" for CPython's own extension modules and library."""
    origins: dict[str, str] = {}
    for dist in md.distributions():
        for f in dist.files or ():
            if ".so" in f.name:
                origins.setdefault(f.name, f"dist:{normal(dist.metadata['Name'])}")
    dynload = Path(sysconfig.get_config_var("DESTSHARED") or sys.base_prefix)
    for path in dynload.glob("*.so"):
        origins[path.name] = "python"
    libdir = Path(sysconfig.get_config_var("LIBDIR") or sys.base_prefix)
    for path in libdir.glob("libpython*.so*"):
        origins[path.name] = "python"
    return origins


def debian_package(name: str) -> str | None:
    """The Debian package that installed a library of this file name, if any."""
    try:
        out = subprocess.run(
            ["dpkg", "-S", f"*/{name}"], capture_output=True, text=True, check=False
        ).stdout
    except OSError:
        return None
    for line in out.splitlines():
        package, _, path = line.partition(": ")
        if path.endswith("/" + name) and "diversion" not in line:
            return package.split(":")[0]
    return None


def trace(
    libraries: Iterable[Path],
    origins: dict[str, str],
    package_of: Callable[[str], str | None] = debian_package,
) -> tuple[dict[str, list[str]], list[str]]:
    """Origin -> its libraries' names, and the names whose origin is unknown."""
    found: dict[str, list[str]] = {}
    unknown: list[str] = []
    for lib in libraries:
        origin = origins.get(lib.name)
        if origin is None:
            package = package_of(lib.name)
            origin = f"deb:{package}" if package else None
        if origin is None:
            unknown.append(lib.name)
        else:
            found.setdefault(origin, []).append(lib.name)
    return found, unknown


def problems(found: dict[str, list[str]], unknown: list[str]) -> list[str]:
    """What keeps the bundle from carrying every notice it needs."""
    listed = {c.source for c in THIRD_PARTY}
    out = [
        f"{name}: its origin cannot be told (not from Python, a wheel or dpkg)" for name in unknown
    ]
    for origin, names in found.items():
        kind, _, name = origin.partition(":")
        if kind == "dist" and origin not in listed:
            out.append(
                f"{', '.join(names)}: from the distribution {name}, which "
                "omg_desktop/licences.py's THIRD_PARTY does not list"
            )
        if kind == "deb" and not (DOC / name / "copyright").is_file():
            out.append(f"{', '.join(names)}: {DOC / name / 'copyright'} is missing")
    return out


def render(found: dict[str, list[str]]) -> str:
    """The notices file: a table of origins, then each Debian package's copyright file."""
    out = [
        "# Bundled libraries",
        "",
        "The shared libraries in this copy of the program, and where each came from. Those of",
        "Python and of the Python packages are covered by `THIRD-PARTY-NOTICES.md`; the",
        "notices of the system libraries copied from the build machine follow, as Debian",
        "ships them. Written at build time by `scripts/bundled_libraries.py`.",
        "",
        "| From | Libraries |",
        "|---|---|",
    ]
    for origin in sorted(found):
        out.append(f"| {origin} | {', '.join(sorted(found[origin]))} |")
    for origin in sorted(o for o in found if o.startswith("deb:")):
        package = origin.partition(":")[2]
        text = (DOC / package / "copyright").read_text(encoding="utf-8", errors="replace")
        out += ["", f"## {package}", "", "````text", text.strip(), "````"]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    found, unknown = trace(shared_libraries(args.bundle), python_origins())
    bad = problems(found, unknown)
    for line in bad:
        print(f"bundled_libraries: {line}", file=sys.stderr)
    if bad:
        return 1
    out = args.out or args.bundle / "_internal" / "LICENSES" / OUT_NAME
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(found), encoding="utf-8")
    count = sum(len(v) for v in found.values())
    print(f"wrote {out}: {count} libraries from {len(found)} origins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
