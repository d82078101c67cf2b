"""install.sh leaves an uninstaller in the installed copy that works on its own."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.omgdesktop.OhMyGoods"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="install.sh is for Linux")


def _unpacked(tmp_path: Path) -> Path:
    """A stand-in for the unpacked tarball (the real one is tried by packaging/build.sh)."""
    top = tmp_path / "unpacked" / "omg-desktop-0-linux"
    (top / "_internal").mkdir(parents=True)
    exe = top / "omg-desktop"
    exe.write_text("#!/bin/sh\necho 'omg-desktop 9.9'\n")
    exe.chmod(0o755)
    shutil.copy(LINUX / "install.sh", top / "install.sh")
    for sub, name in (
        ("applications", f"{APP_ID}.desktop"),
        ("metainfo", f"{APP_ID}.metainfo.xml"),
    ):
        (top / "share" / sub).mkdir(parents=True)
        shutil.copy(LINUX / name, top / "share" / sub / name)
    icons = top / "share/icons/hicolor/48x48/apps"
    icons.mkdir(parents=True)
    (icons / f"{APP_ID}.png").write_bytes(b"png")
    return top


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    return {**env, "HOME": str(home), **extra}


def _files(home: Path, keep: Path) -> list[str]:
    return sorted(
        str(p.relative_to(home))
        for p in home.rglob("*")
        if p.is_file() and not p.is_relative_to(keep) and p.suffix != ".cache"
    )


def test_the_installed_uninstaller_works_after_the_unpacked_folder_is_deleted(tmp_path: Path):
    top, home = _unpacked(tmp_path), tmp_path / "home"
    home.mkdir()
    data = tmp_path / "xdg data"  # set while installing, unset when uninstalling
    run = subprocess.run(
        ["sh", str(top / "install.sh")],
        env=_env(home, XDG_DATA_HOME=str(data)),
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    uninstaller = home / ".local/lib/omg-desktop/uninstall.sh"
    assert str(uninstaller) in run.stdout
    assert (data / f"applications/{APP_ID}.desktop").is_file()
    saves = data / "omg-desktop"
    saves.mkdir()
    (saves / "save.omg").write_text("keep")
    shutil.rmtree(tmp_path / "unpacked")

    run = subprocess.run([str(uninstaller)], env=_env(home), capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert (saves / "save.omg").read_text() == "keep"
    assert not (home / ".local/lib/omg-desktop").exists()
    assert not (home / ".local/bin/omg-desktop").exists()
    assert _files(home, saves) == [] and _files(data, saves) == []


def test_the_installed_copy_does_not_install_over_itself(tmp_path: Path):
    top, home = _unpacked(tmp_path), tmp_path / "home"
    home.mkdir()
    assert (
        subprocess.run(
            ["sh", str(top / "install.sh")], env=_env(home), capture_output=True
        ).returncode
        == 0
    )
    installed = home / ".local/lib/omg-desktop"
    run = subprocess.run(
        ["sh", str(installed / "install.sh")], env=_env(home), capture_output=True, text=True
    )
    assert run.returncode == 1 and "uninstall.sh" in run.stderr
    assert (installed / "omg-desktop").is_file()
