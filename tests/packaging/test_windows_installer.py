"""The Windows installer's script (Inno Setup cannot run here: what reading can check)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "packaging" / "windows" / "omg-desktop.iss"


def setup_value(key: str) -> str | None:
    match = re.search(rf"^{key}=(.+)$", ISS.read_text(encoding="utf-8"), re.MULTILINE)
    return match.group(1).strip() if match else None


def test_the_installer_shows_a_licence_page_naming_every_licence_and_where_it_is():
    name = setup_value("LicenseFile")
    assert name, "the installer has no licence page"
    page = (ISS.parent / name.replace("\\", "/")).read_text(encoding="utf-8")
    for words in ("MIT", "CC BY 4.0", "LGPL", "unofficial fan edition"):
        assert words in page
    bundled = {"LICENSE": ROOT / "LICENSE"} | {
        f"LICENSES\\{p.name}": p for p in (ROOT / "LICENSES").iterdir()
    }
    for shown in re.findall(r"_internal\\(\S+?)[,.]?(?:\s|$)", page):
        assert shown in bundled, f"the page names {shown}, which the bundle does not ship"
