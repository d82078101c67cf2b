"""The Debian package's pieces: control, copyright, the menu entry and the AppStream file."""

from __future__ import annotations

import configparser
import importlib.util
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.omgdesktop.OhMyGoods"
LANGUAGES = ("pt_BR", "es", "ja")


def _make_deb():
    spec = importlib.util.spec_from_file_location("make_deb", LINUX / "make_deb.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_deb = _make_deb()


def _fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" "):
            fields[key] += "\n" + line
        else:
            key, value = line.split(": ", 1)
            fields[key] = value
    return fields


def test_control_has_the_fields_dpkg_and_users_need():
    deps = ["libc6 (>= 2.36)", "libgl1", "libxcb1"]
    fields = _fields(make_deb.control("1.2.3", 165164, deps, "amd64", "https://example.org/x"))
    assert fields["Package"] == "omg-desktop" and fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64" and fields["Section"] == "games"
    assert fields["Installed-Size"] == "165164"
    assert fields["Depends"] == "libc6 (>= 2.36), libgl1, libxcb1"
    assert re.fullmatch(r"[^<>]+ <[^@\s]+@[^>\s]+>", fields["Maintainer"])
    summary, *body = fields["Description"].split("\n")
    assert 0 < len(summary) <= 80 and body
    assert all(line.startswith(" ") and line.strip() for line in body)


def test_installed_size_counts_as_dpkg_does(tmp_path: Path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one").write_bytes(b"x")  # 1 KiB rounded up
    (tmp_path / "a" / "big").write_bytes(b"x" * 2049)  # 3 KiB
    (tmp_path / "link").symlink_to("a/one")  # 1
    assert make_deb.installed_size(tmp_path) == 1 + 1 + 3 + 1


def test_copyright_is_machine_readable_with_every_licence_stated():
    text = make_deb.copyright_text()
    assert "\n\n\n" not in text and text.endswith("\n")
    paragraphs = text.strip().split("\n\n")
    assert paragraphs[0].startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    )
    used = {p.split("License: ", 1)[1].split("\n")[0] for p in paragraphs if "\nLicense: " in p}
    stated = {
        p.split("\n")[0].removeprefix("License: ") for p in paragraphs if p.startswith("License: ")
    }
    assert {"Expat", "CC-BY-4.0", "LGPL-3.0-only", "PSF-2.0"} <= used
    assert used <= stated
    expat = next(p for p in paragraphs if p.startswith("License: Expat"))
    assert "Permission is hereby granted, free of charge" in expat
    assert "THIRD-PARTY-NOTICES.md.gz" in text
    # DEP-5: continuation lines start with a space; an empty one is " ."
    assert all(line.strip() for p in paragraphs for line in p.split("\n"))


def test_the_menu_entry_is_translated_into_every_language():
    entry = configparser.RawConfigParser(strict=True)
    entry.optionxform = str
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for lang in LANGUAGES:
            assert section.get(f"{key}[{lang}]"), f"{key}[{lang}]"
    assert section["Exec"] == "omg-desktop" and section["Icon"] == APP_ID
    assert section["Keywords[ja]"].endswith(";")


def _metainfo() -> ET.Element:
    return ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()


def test_the_appstream_file_says_what_the_game_has_today():
    root = _metainfo()
    description = " ".join(root.find("description").itertext()).lower()
    for feature in (
        "campaign",
        "pass-and-play",
        "computer opponents",
        "network",
        "chat",
        "learn to play",
        "japanese",
        "portuguese",
        "spanish",
    ):
        assert feature in description, feature
    langs = {lang.text for lang in root.find("languages")}
    assert langs == {"en", "pt_BR", "es", "ja"}
    shots = root.find("screenshots").findall("screenshot")
    assert shots and shots[0].get("type") == "default"
    for shot in shots:
        assert shot.find("caption").text and shot.find("image").text.startswith("@URL@/")


def test_the_content_rating_declares_the_uncontrolled_chat():
    rating = _metainfo().find("content_rating")
    assert rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"social-chat": "intense"}


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_appstreamcli_validates_the_filled_in_file(tmp_path: Path):
    text = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    text = text.replace("@VERSION@", "1.2.3").replace("@DATE@", "2026-12-06")
    filled = tmp_path / f"{APP_ID}.metainfo.xml"
    filled.write_text(text.replace("@URL@", "https://example.org/omg"), encoding="utf-8")
    run = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(filled)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr
