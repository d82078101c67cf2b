"""The installed program's safety net (omg_desktop.frozen) and the packaging files.

The bundle itself is built and smoke-tested by packaging/build.sh (run from .ci/run),
not here: these tests cover check_install/report_fatal/main with fake layouts, the
icon generator, and the consistency of the files in packaging/.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from omg_desktop import frozen

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "org.omgdesktop.OhMyGoods"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)["project"]["version"]


# -- fake installs --------------------------------------------------------------


def make_roots(base: Path) -> tuple[Path, Path]:
    data = base / "_data"
    (data / "base").mkdir(parents=True)
    (data / "rulesets.yaml").write_text("rulesets: []\n")
    res = base / "_resources"
    res.mkdir(parents=True)
    (res / "look.yaml").write_text("{}\n")
    return data, res


def make_bundle(base: Path) -> Path:
    bundle = base / "_internal"
    make_roots(bundle / "omg_desktop")
    platforms = frozen.qt_platform_plugins(bundle)
    platforms.mkdir(parents=True)
    (platforms / "libqxcb.so").write_bytes(b"")
    return bundle


# -- check_install -------------------------------------------------------------------


def test_the_checkout_is_complete():
    assert frozen.check_install() is None


def test_a_complete_install_passes(tmp_path):
    data, res = make_roots(tmp_path)
    assert frozen.check_install(data, res) is None


def test_a_missing_data_folder_is_named(tmp_path):
    _, res = make_roots(tmp_path)
    gone = tmp_path / "nowhere" / "_data"
    message = frozen.check_install(gone, res)
    assert message is not None
    assert "card data" in message and str(gone) in message and "reinstall" in message
    assert message.startswith("The installation of OMG Desktop is incomplete")  # the box
    assert "art" not in message.split("—", 1)[1]  # only what is missing


def test_missing_files_are_named(tmp_path):
    data, res = make_roots(tmp_path)
    (data / "rulesets.yaml").unlink()
    (data / "base").rmdir()
    (res / "look.yaml").unlink()
    message = frozen.check_install(data, res)
    assert message is not None
    assert "rulesets.yaml" in message and "base/" in message
    assert "the game's art" in message and "look.yaml" in message


def test_modules_that_cannot_load_are_reported(monkeypatch):
    def broken():
        raise ModuleNotFoundError("No module named 'yaml'")

    monkeypatch.setattr(frozen, "_data_root", broken)
    message = frozen.check_install()
    assert message is not None and "No module named 'yaml'" in message


def test_a_complete_bundle_passes(tmp_path):
    bundle = make_bundle(tmp_path)
    data, res = bundle / "omg_desktop" / "_data", bundle / "omg_desktop" / "_resources"
    assert frozen.check_install(data, res, bundle) is None


def test_in_a_bundle_only_the_packaged_folders_will_do(tmp_path):
    """default_data_root() falls back to <bundle>/data when _data is gone: that is missing."""
    bundle = make_bundle(tmp_path)
    fallback = bundle / "data"
    make_roots(fallback)  # even a complete folder elsewhere does not count
    message = frozen.check_install(
        fallback / "_data", bundle / "omg_desktop" / "_resources", bundle
    )
    assert message is not None
    assert str(bundle / "omg_desktop" / "_data") in message


def test_a_bundle_without_qt_platform_plugins_is_reported(tmp_path):
    bundle = make_bundle(tmp_path)
    shutil.rmtree(frozen.qt_platform_plugins(bundle))
    data, res = bundle / "omg_desktop" / "_data", bundle / "omg_desktop" / "_resources"
    message = frozen.check_install(data, res, bundle)
    assert message is not None and "platform plugins" in message


def test_qt_plugins_sit_where_pyinstaller_puts_them(tmp_path):
    assert frozen.qt_platform_plugins(tmp_path, "win32") == tmp_path / "PySide6/plugins/platforms"
    linux = frozen.qt_platform_plugins(tmp_path, "linux")
    assert linux == tmp_path / "PySide6/Qt/plugins/platforms"


def test_not_frozen_here():
    assert not frozen.is_frozen()
    assert frozen.bundle_root() is None


def test_bundle_root_is_meipass_when_frozen(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert frozen.is_frozen()
    assert frozen.bundle_root() == tmp_path


# -- report_fatal ----------------------------------------------------------------------


def test_without_a_gui_the_message_goes_to_stderr(capsys, monkeypatch):
    def no_dialog(*_):
        raise AssertionError("no dialog without a GUI")

    monkeypatch.setattr(frozen, "_qt_dialog", no_dialog)
    frozen.report_fatal("the data is gone", "line 1\nline 2", gui=False)
    err = capsys.readouterr().err
    assert "omg-desktop: error: the data is gone" in err
    assert "line 2" in err


def test_with_a_gui_a_message_box_shows_the_reason(qapp, monkeypatch, capsys):
    from PySide6.QtWidgets import QMessageBox

    shown = []

    def fake_exec(box):
        shown.append((box.windowTitle(), box.text(), box.detailedText(), box.icon()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    frozen.report_fatal("the data is gone", "Traceback: ...", gui=True)
    assert shown == [
        ("OMG Desktop", "the data is gone", "Traceback: ...", QMessageBox.Icon.Critical)
    ]
    assert "the data is gone" in capsys.readouterr().err  # and on stderr too


def test_without_qt_windows_gets_a_native_box(monkeypatch):
    def broken(*_):
        raise ImportError("no Qt")

    natives = []
    monkeypatch.setattr(frozen, "_qt_dialog", broken)
    monkeypatch.setattr(frozen, "_native_dialog", natives.append)
    frozen.report_fatal("no Qt here", gui=True)
    assert natives == ["no Qt here"]


def test_no_stderr_at_all_is_fine(monkeypatch):
    """A windowed Windows program has sys.stderr None."""
    monkeypatch.setattr(sys, "stderr", None)
    frozen.report_fatal("quietly", gui=False)


@pytest.mark.parametrize(
    ("platform", "env", "expected"),
    [
        ("linux", {"DISPLAY": ":0"}, True),
        ("linux", {"WAYLAND_DISPLAY": "wayland-0"}, True),
        ("linux", {}, False),
        ("linux", {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ("win32", {}, True),
        ("darwin", {}, True),
        ("darwin", {"QT_QPA_PLATFORM": "minimal"}, False),
    ],
)
def test_gui_possible(monkeypatch, platform, env, expected):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(frozen.sys, "platform", platform)
    assert frozen.gui_possible() is expected


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], True),
        (["play"], True),
        (["play", "--players", "3", "--seed", "7"], True),
        (["play", "--demo"], False),
        (["--self-test"], False),
        (["play", "--self-test", "--screenshot", "x.png"], False),
        (["--version"], False),
        (["--help"], False),
        (["simulate", "--games", "5"], False),
        (["replay", "game.json"], False),
        (["validate-data"], False),
        (["screenshot", "out.png"], False),
        (["tournament"], False),  # any command but play stays in the terminal
    ],
)
def test_wants_window(argv, expected):
    assert frozen.wants_window(argv) is expected


# -- main ------------------------------------------------------------------------------


def test_main_runs_the_command_line(capsys):
    assert frozen.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"omg-desktop {_version()}"


def test_main_stops_on_an_incomplete_install(monkeypatch):
    reports = []
    monkeypatch.setattr(frozen, "check_install", lambda: "the card data is missing")
    monkeypatch.setattr(frozen, "gui_possible", lambda: True)
    monkeypatch.setattr(
        frozen, "report_fatal", lambda msg, details=None, *, gui: reports.append((msg, gui))
    )
    assert frozen.main(["simulate", "--games", "1"]) == 1
    assert frozen.main([]) == 1
    assert reports == [("the card data is missing", False), ("the card data is missing", True)]


def test_a_crash_of_the_window_becomes_a_dialog(monkeypatch):
    import omg_desktop.cli

    def crash(argv):
        raise RuntimeError("boom")

    reports = []
    monkeypatch.setattr(omg_desktop.cli, "main", crash)
    monkeypatch.setattr(frozen, "check_install", lambda: None)
    monkeypatch.setattr(frozen, "gui_possible", lambda: True)
    monkeypatch.setattr(
        frozen,
        "report_fatal",
        lambda msg, details=None, *, gui: reports.append((msg, details, gui)),
    )
    assert frozen.main(["play"]) == 1
    ((message, details, gui),) = reports
    assert "RuntimeError: boom" in message and gui is True
    assert message.startswith("OMG Desktop stopped")  # the box, whatever game was open
    assert "Traceback" in details and "boom" in details
    # In the terminal a crash keeps its traceback.
    with pytest.raises(RuntimeError, match="boom"):
        frozen.main(["simulate"])


def test_missing_streams_are_replaced(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    frozen._usable_streams()
    try:
        assert sys.stdout is not None
        print("goes nowhere")
    finally:
        sys.stdout.close()


def test_frozen_imports_no_qt():
    code = "import sys, omg_desktop.frozen; print('PySide6' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "False"


# -- icons ---------------------------------------------------------------------------------


def test_icons_in_every_format(tmp_path, qapp):
    make_icons = _load("make_icons", PACKAGING / "make_icons.py")
    written = make_icons.make_icons(out=tmp_path)
    for size in make_icons.PNG_SIZES:
        png = written[f"png-{size}"].read_bytes()
        assert make_icons.png_size(png) == (size, size)
    ico = make_icons.read_ico(written["ico"].read_bytes())
    assert [s for s, _ in ico] == [16, 24, 32, 48, 64, 128, 256]
    assert dict(ico)[16] == "bmp" and dict(ico)[256] == "png"
    icns = make_icons.read_icns(written["icns"].read_bytes())
    assert icns["ic10"] == (1024, 1024) and icns["ic11"] == (32, 32)
    assert set(icns) == {kind.decode() for kind in make_icons.ICNS_TYPES}

    # Qt's own readers agree, and the small BMP images match the PNGs pixel for pixel.
    from PySide6.QtGui import QImage, QImageReader

    reader = QImageReader(str(written["ico"]))
    assert reader.imageCount() == 7
    reader.jumpToImage(0)
    from_ico = reader.read().convertToFormat(QImage.Format.Format_ARGB32)
    from_png = QImage(str(written["png-16"])).convertToFormat(QImage.Format.Format_ARGB32)
    assert from_ico == from_png
    assert QImageReader(str(written["icns"])).imageCount() == len(make_icons.ICNS_TYPES)
    # Not blank: the middle is opaque, the corner transparent.
    big = QImage(str(written["png-256"]))
    assert big.pixelColor(128, 128).alpha() == 255
    assert big.pixelColor(0, 0).alpha() == 0


def test_the_svg_icon_is_ours():
    svg = (ROOT / "resources" / "icons" / "omg-desktop.svg").read_text(encoding="utf-8")
    assert "<image" not in svg and "xlink:href" not in svg  # drawn, not an embedded picture
    ET.fromstring(svg)


# -- the packaging files agree with each other -------------------------------------------


def test_bundle_rules_drop_only_what_the_game_does_not_use():
    rules = _load("bundle_rules", PACKAGING / "bundle_rules.py")
    dropped = [
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/plugins/imageformats/qpdf.dll",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt6Network.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        "PySide6/opengl32sw.dll",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
    ]
    kept = [
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6DBus.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "omg_desktop/_data/rulesets.yaml",
        "omg_desktop/_resources/look.yaml",
    ]
    assert [p for p in dropped if not rules.dropped(p)] == []
    assert [p for p in kept if rules.dropped(p)] == []
    assert rules.keep(("PySide6\\Qt6Pdf.dll", "C:\\x\\Qt6Pdf.dll", "BINARY")) is False


def test_the_spec_is_python_and_names_what_the_installers_expect():
    spec = (PACKAGING / "omg-desktop.spec").read_text(encoding="utf-8")
    compile(spec, "omg-desktop.spec", "exec")
    assert 'EXE_NAME = "omg-desktop"' in spec
    assert 'GUI_EXE_NAME = "OhMyGoods"' in spec
    assert f'BUNDLE_ID = "{APP_ID}"' in spec
    assert '"NSHighResolutionCapable": True' in spec
    assert '"omg_desktop/_data"' in spec and '"omg_desktop/_resources"' in spec
    iss = (PACKAGING / "windows" / "omg-desktop.iss").read_text(encoding="utf-8")
    assert '#define GuiExe "OhMyGoods.exe"' in iss
    assert "OutputBaseFilename=omg-desktop-{#AppVersion}-windows-x64-setup" in iss
    # Saves live in the user's AppData: the uninstaller must not go there.
    assert "{userappdata}" not in iss and "{localappdata}" not in iss


def test_pyinstaller_is_pinned():
    reqs = (PACKAGING / "requirements-build.txt").read_text()
    assert re.search(r"^pyinstaller==\d+\.\d+\.\d+$", reqs, re.M)
    assert re.search(r"^pyinstaller-hooks-contrib==\S+$", reqs, re.M)


def test_linux_desktop_file_and_metainfo_agree():
    desktop = (PACKAGING / "linux" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    entries = dict(
        line.split("=", 1)
        for line in desktop.splitlines()
        if "=" in line and not line.startswith("#")
    )
    assert desktop.startswith("[Desktop Entry]\n")
    assert entries["Type"] == "Application" and entries["Name"] == "OMG Desktop"
    assert entries["Icon"] == APP_ID and entries["Exec"] == "omg-desktop"
    assert "Game" in entries["Categories"].split(";")
    meta = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert meta.get("type") == "desktop-application"
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == f"{APP_ID}.desktop"
    assert meta.find("releases/release").get("version") == "@VERSION@"


def test_release_workflow_builds_all_three():
    """Linux in its own job (a Debian 12 container), Windows and macOS in a matrix; each
    runs packaging/build.sh, and the release waits for both (the runners and the pins:
    tests/packaging/test_release_workflow.py)."""
    yaml = pytest.importorskip("yaml")
    wf = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    on = wf.get("on", wf.get(True))  # YAML 1.1 reads a bare `on` as True
    assert on["push"]["tags"] == ["v*"]
    linux, build = wf["jobs"]["linux"], wf["jobs"]["build"]
    assert linux["container"]["image"] == "debian:12"
    oses = [m["os"] for m in build["strategy"]["matrix"]["include"]]
    assert any(o.startswith("windows") for o in oses)
    assert any(o.startswith("macos") for o in oses)
    for job in (linux, build):
        runs = " ".join(step.get("run", "") for step in job["steps"])
        assert "bash packaging/build.sh" in runs
    assert set(wf["jobs"]["release"]["needs"]) == {"linux", "build"}


@pytest.mark.parametrize(
    "script",
    ["packaging/build.sh", "packaging/macos/make_dmg.sh", ".ci/run", "packaging/linux/install.sh"],
)
def test_shell_scripts_parse(script):
    shell = "sh" if script.endswith("install.sh") else "bash"
    if shutil.which(shell) is None:
        pytest.skip(f"no {shell}")
    run = subprocess.run([shell, "-n", str(ROOT / script)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="install.sh is for Linux")
def test_install_sh_installs_and_uninstalls_a_fake_bundle(tmp_path):
    """install.sh against a stand-in bundle (the real one is tried by packaging/build.sh)."""
    top = tmp_path / "omg-desktop-0-linux"
    (top / "_internal").mkdir(parents=True)
    exe = top / "omg-desktop"
    exe.write_text("#!/bin/sh\necho 'omg-desktop 9.9'\n")
    exe.chmod(0o755)
    shutil.copy(PACKAGING / "linux" / "install.sh", top / "install.sh")
    for sub, name in (
        ("applications", f"{APP_ID}.desktop"),
        ("metainfo", f"{APP_ID}.metainfo.xml"),
    ):
        (top / "share" / sub).mkdir(parents=True)
        shutil.copy(PACKAGING / "linux" / name, top / "share" / sub / name)
    icon_dir = top / "share/icons/hicolor/48x48/apps"
    icon_dir.mkdir(parents=True)
    (icon_dir / f"{APP_ID}.png").write_bytes(b"png")
    home = tmp_path / "my home"  # a space in the path: Exec= must be quoted
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)

    run = subprocess.run(["sh", str(top / "install.sh")], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "9.9 is installed" in run.stdout
    desktop = (home / f".local/share/applications/{APP_ID}.desktop").read_text()
    assert f'Exec="{home}/.local/lib/omg-desktop/omg-desktop"' in desktop
    assert (home / ".local/bin/omg-desktop").resolve() == (
        home / ".local/lib/omg-desktop/omg-desktop"
    ).resolve()
    assert (home / f".local/share/icons/hicolor/48x48/apps/{APP_ID}.png").is_file()

    save = home / ".local/share/omg-desktop/omg-desktop/slot1.json"
    save.parent.mkdir(parents=True)
    save.write_text("{}")
    run = subprocess.run(
        ["sh", str(top / "install.sh"), "--uninstall"], env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert save.is_file()  # the player's saves stay
    left = sorted(
        str(p.relative_to(home))
        for p in home.rglob("*")
        if p.is_file() and not p.is_relative_to(save.parent) and p.suffix != ".cache"
    )
    assert left == []
    assert not (home / ".local/lib/omg-desktop").exists()
