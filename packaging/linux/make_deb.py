"""Wrap the Linux bundle in a Debian package with ``dpkg-deb`` (offline, no source package).

    python packaging/linux/make_deb.py --bundle dist/omg-desktop --icons build/packaging/icons \\
        --version 0.1.0 --out dist

Layout: the bundle in /opt/omg-desktop, the command /usr/bin/omg-desktop (a link), the
menu entry, icons (hicolor) and AppStream file under /usr/share, and the copyright file,
changelog and third-party notices in /usr/share/doc/omg-desktop. ``Depends`` lists the
packages of the system libraries the bundle links but does not carry (found with ``ldd``
and ``dpkg-query -S``); no maintainer scripts: dpkg's triggers refresh the menu and icon
caches. Standard library only, so any Python 3.11 runs it.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.omgdesktop.OhMyGoods"
NAME = "omg-desktop"
PREFIX = Path("opt") / NAME
MAINTAINER = "omg_desktop authors <maintainers@omg-desktop.invalid>"
DEFAULT_URL = "https://github.com/omg-desktop/omg-desktop"
# Loaded with dlopen (ldd cannot see it): ALSA for the sound (miniaudio); without it the
# game is silent. No font: the bundle carries its own CJK font.
RECOMMENDS = ["libasound2"]
SUMMARY = "card game of production chains (Oh My Goods!)"
DESCRIPTION = """\
An unofficial desktop edition of the card game Oh My Goods! (Big Box):
play buildings, get resources from the market, produce goods in chains,
sell them and score. The whole base game for 2 to 4 players, the
Longsdale Conspiracy story campaign, pass-and-play at one screen,
computer opponents at four levels, network play with chat, and a guided
first game. In English, Portuguese (Brazil), Spanish and Japanese.
.
The program is a self-contained bundle (Python, Qt and the game) in
/opt/omg-desktop."""


def elf_files(bundle: Path) -> list[Path]:
    """The executable and every shared library of the bundle."""
    found = [bundle / NAME]
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and re.search(r"\.so(\.[\d.]+)?$", path.name):
            found.append(path)
    return found


def outside_libraries(bundle: Path) -> dict[str, str]:
    """Libraries the bundle links that it does not carry: soname -> the system's path."""
    carried = {p.name for p in bundle.rglob("*.so*")}
    env = {**os.environ, "LD_LIBRARY_PATH": str(bundle / "_internal")}
    outside: dict[str, str] = {}
    for elf in elf_files(bundle):
        run = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env)
        for line in run.stdout.splitlines():
            m = re.match(r"\s*(\S+) => (\S+|not found)", line)
            if not m or m.group(1) in carried:
                continue
            if m.group(2) == "not found":
                raise SystemExit(f"make_deb: {elf.name} needs {m.group(1)}, found nowhere")
            outside.setdefault(m.group(1), m.group(2))
    return outside


def owning_package(path: str) -> str:
    """The Debian package that holds ``path`` (merged /usr: tried with and without it)."""
    real = os.path.realpath(path)
    tries = dict.fromkeys([path, real, real.removeprefix("/usr"), "/usr" + real])
    for candidate in tries:
        run = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if run.returncode == 0:
            return run.stdout.split(":", 1)[0].strip()
    raise SystemExit(f"make_deb: no installed package holds {path}")


def glibc_version() -> str:
    """This machine's glibc (the bundle needs it or newer), e.g. ``2.36``."""
    return os.confstr("CS_GNU_LIBC_VERSION").split()[-1]


def depends(outside: dict[str, str]) -> list[str]:
    """The ``Depends`` list: one entry a package, libc6 with the build's glibc as floor."""
    packages = sorted({owning_package(path) for path in outside.values()})
    return [f"{p} (>= {glibc_version()})" if p == "libc6" else p for p in packages]


def installed_size(tree: Path) -> int:
    """KiB as dpkg counts them: each file rounded up, 1 for each folder or link."""
    total = 0
    for folder, dirs, files in os.walk(tree):
        for name in dirs + files:
            path = Path(folder, name)
            if path.is_symlink() or path.is_dir():
                total += 1
            else:
                total += -(-path.stat().st_size // 1024)
    return total


def control(version: str, size_kib: int, depends: list[str], arch: str, url: str) -> str:
    """The DEBIAN/control text."""
    fields = [
        ("Package", NAME),
        ("Version", version),
        ("Architecture", arch),
        ("Maintainer", os.environ.get("OMG_DEB_MAINTAINER", MAINTAINER)),
        ("Installed-Size", str(size_kib)),
        ("Depends", ", ".join(depends)),
        ("Recommends", ", ".join(RECOMMENDS)),
        ("Section", "games"),
        ("Priority", "optional"),
        ("Homepage", url),
        ("Description", SUMMARY),
    ]
    text = "".join(f"{key}: {value}\n" for key, value in fields)
    return text + "".join(f" {line}\n" for line in DESCRIPTION.splitlines())


def _indent(text: str) -> str:
    """A licence text as a DEP-5 field continuation (blank lines become ' .')."""
    return "\n".join(f" {line}" if line.strip() else " ." for line in text.strip().splitlines())


def copyright_text(bundled_notices: bool = False) -> str:
    """/usr/share/doc/omg-desktop/copyright in the machine-readable format (DEP-5).

    ``bundled_notices``: the bundle carries LICENSES/BUNDLED-LIBRARIES.md (the system
    libraries' copyright files, written by scripts/bundled_libraries.py).
    """
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8")
    cc = (ROOT / "LICENSES" / "CC-BY-4.0.txt").read_text(encoding="utf-8")
    inside = f"{PREFIX}/_internal"
    notices = f"/usr/share/doc/{NAME}/THIRD-PARTY-NOTICES.md.gz"
    ours = [f"{inside}/omg_desktop/_resources/{d}/*" for d in ("icons", "sounds", "help")]
    ours += [f"{inside}/omg_desktop/_data/lessons/*"]
    ours += [
        f"{inside}/omg_desktop/_data/longsdale/{n}.yaml"
        for n in ("chapters", "characters", "endings", "events")
    ]
    ours += ["usr/share/icons/*"]
    third = [
        (
            ["PySide6/*", "shiboken6/*", "libQt6*", "libpyside6*", "libshiboken6*"],
            "LGPL-3.0-only",
            "Qt, PySide6 and Shiboken6",
        ),
        (["libicu*", "PySide6/Qt/lib/libicu*"], "Unicode-DFS-2016", "ICU"),
        (["libpython3*", "python3.11/*", "base_library.zip"], "PSF-2.0", "Python (CPython)"),
        (["libssl*", "libcrypto*"], "Apache-2.0", "OpenSSL"),
        (["libglib*", "libgthread*", "libgcrypt*"], "LGPL-2.1-or-later", "GLib and libgcrypt"),
        (
            ["omg_desktop/_resources/fonts/DroidSansFallbackFull.ttf"],
            "Apache-2.0",
            "the Droid Sans Fallback font (Google)",
        ),
        (["yaml/*", "_miniaudio*"], "Expat", "PyYAML and miniaudio"),
        (["_cffi_backend*"], "MIT-0", "cffi"),
        (["websockets/*"], "BSD-3-Clause", "websockets"),
    ]
    parts = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {NAME}\n"
        "Comment: Oh My Goods! is a game by Alexander Pfister; its names and rules belong\n"
        " to their publishers. This is an unofficial fan edition: all art, icons,\n"
        " sounds and text of the program are original.\n"
        " .\n"
        f" Paths are those installed. The other shared libraries in /{inside}\n"
        " (lib*.so.*: X11 and xcb, libstdc++, zlib, ...) are the build system's\n"
        " (Debian 12), copied unchanged by PyInstaller; each one's copyright is that\n"
        " of the Debian package of the same name (/usr/share/doc/PACKAGE/copyright)"
        + (
            f",\n copied into /{inside}/LICENSES/BUNDLED-LIBRARIES.md.\n"
            if bundled_notices
            else ".\n"
        )
        + f" Every bundled part's notice and licence text: {notices}\n",
        "Files: *\nCopyright: 2026 the omg_desktop authors\nLicense: Expat\n",
        _files(ours) + "Copyright: 2026 the omg_desktop authors\nLicense: CC-BY-4.0\n",
    ]
    for files, licence, what in third:
        paths = [f"{inside}/{f}" for f in files]
        parts.append(_files(paths) + f"Copyright: the authors of {what}\nLicense: {licence}\n")
    parts.append(f"License: Expat\n{_indent(mit)}\n")
    parts.append(f"License: CC-BY-4.0\n{_indent(cc)}\n")
    common = {
        "LGPL-3.0-only": "LGPL-3",
        "LGPL-2.1-or-later": "LGPL-2.1",
        "Apache-2.0": "Apache-2.0",
    }
    for licence in sorted({licence for _, licence, _ in third} - {"Expat"}):
        where = (
            f"On Debian systems the full text is in /usr/share/common-licenses/{common[licence]}."
            if licence in common
            else f"The full text is in {notices}."
        )
        parts.append(f"License: {licence}\n {where}\n")
    return "\n".join(parts)


def _files(paths: list[str]) -> str:
    """A DEP-5 Files field, one path a line."""
    return "Files: " + "\n ".join(paths) + "\n"


def changelog(version: str, when: datetime) -> str:
    """A one-entry changelog (lintian wants one)."""
    stamp = when.strftime("%a, %d %b %Y %H:%M:%S +0000")
    maintainer = os.environ.get("OMG_DEB_MAINTAINER", MAINTAINER)
    return (
        f"{NAME} ({version}) unstable; urgency=medium\n\n"
        f"  * Release {version}: built from the PyInstaller bundle.\n\n"
        f" -- {maintainer}  {stamp}\n"
    )


def _gzip(text: bytes, out: Path) -> None:
    with (
        open(out, "wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as gz,
    ):
        gz.write(text)


def stage(tree: Path, bundle: Path, icons: Path, version: str, url: str, today: datetime) -> None:
    """Lay out every installed file under ``tree``."""
    shutil.copytree(bundle, tree / PREFIX, symlinks=True)
    (tree / "usr/bin").mkdir(parents=True)
    os.symlink(f"/{PREFIX}/{NAME}", tree / "usr/bin" / NAME)
    share = tree / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir()
    metainfo = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    metainfo = metainfo.replace("@VERSION@", version).replace("@URL@", url)
    metainfo = metainfo.replace("@DATE@", today.strftime("%Y-%m-%d"))
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo, encoding="utf-8")
    hicolor = share / "icons/hicolor"
    for png in sorted((icons / "png").glob(f"{NAME}-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        (hicolor / f"{size}x{size}/apps").mkdir(parents=True)
        shutil.copyfile(png, hicolor / f"{size}x{size}/apps/{APP_ID}.png")
    (hicolor / "scalable/apps").mkdir(parents=True)
    shutil.copyfile(
        ROOT / "resources/icons/omg-desktop.svg", hicolor / f"scalable/apps/{APP_ID}.svg"
    )
    doc = share / "doc" / NAME
    doc.mkdir(parents=True)
    bundled = (bundle / "_internal/LICENSES/BUNDLED-LIBRARIES.md").is_file()
    (doc / "copyright").write_text(copyright_text(bundled), encoding="utf-8")
    _gzip(changelog(version, today).encode(), doc / "changelog.gz")
    notices = (ROOT / "LICENSES/THIRD-PARTY-NOTICES.md").read_bytes()
    _gzip(notices, doc / "THIRD-PARTY-NOTICES.md.gz")
    # Folders and programs 0755; everything else 0644, shared libraries too (dlopen
    # needs no execute bit, and Debian's policy asks for none).
    for path in tree.rglob("*"):
        if path.is_symlink():
            continue
        library = re.search(r"\.so(\.[\d.]+)?$", path.name)
        executable = path.is_dir() or (path.stat().st_mode & 0o111 and not library)
        path.chmod(0o755 if executable else 0o644)


def build(
    bundle: Path, icons: Path, version: str, out: Path, arch: str, url: str, xz_level: int = 1
) -> Path:
    """Stage, write DEBIAN/control and run dpkg-deb; returns the .deb's path."""
    today = datetime.now(UTC)
    with tempfile.TemporaryDirectory(prefix="omg-deb-") as tmp:
        tree = Path(tmp) / "root"
        stage(tree, bundle, icons, version, url, today)
        size = installed_size(tree)
        (tree / "DEBIAN").mkdir(mode=0o755)
        text = control(version, size, depends(outside_libraries(tree / PREFIX)), arch, url)
        (tree / "DEBIAN/control").write_text(text, encoding="utf-8")
        out.mkdir(parents=True, exist_ok=True)
        deb = out / f"{NAME}_{version}_{arch}.deb"
        # xz, readable by every dpkg; level 1 builds in ≈ 12 s here, 6 (the release's)
        # in ≈ 80 s for a file 10 % smaller (docs/packaging.md)
        level = f"-z{xz_level}"
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", level, "--build", str(tree), str(deb)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, required=True, help="the PyInstaller bundle folder")
    parser.add_argument("--icons", type=Path, required=True, help="make_icons.py's output folder")
    parser.add_argument("--version", required=True)
    parser.add_argument("--out", type=Path, required=True, help="folder for the .deb")
    parser.add_argument("--arch", default="amd64", help="Debian architecture (default amd64)")
    parser.add_argument("--url", default=os.environ.get("OMG_PROJECT_URL") or DEFAULT_URL)
    parser.add_argument(
        "--xz-level",
        type=int,
        choices=range(10),
        default=int(os.environ.get("OMG_DEB_XZ_LEVEL") or 1),
        help="xz compression level (default 1, or OMG_DEB_XZ_LEVEL)",
    )
    args = parser.parse_args(argv)
    if shutil.which("dpkg-deb") is None:
        print("make_deb: dpkg-deb is not installed", file=sys.stderr)
        return 1
    deb = build(args.bundle, args.icons, args.version, args.out, args.arch, args.url, args.xz_level)
    print(deb)
    return 0


if __name__ == "__main__":
    sys.exit(main())
