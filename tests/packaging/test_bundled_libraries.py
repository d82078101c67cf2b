"""scripts/bundled_libraries.py: every shared library of a bundle is traced to where it came
from, and one whose origin or notice is missing stops the build."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location(
    "bundled_libraries", ROOT / "scripts" / "bundled_libraries.py"
)
assert spec and spec.loader
bl = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bl)


def a_bundle(tmp_path: Path, names: list[str]) -> Path:
    inside = tmp_path / "bundle" / "_internal"
    (inside / "PySide6").mkdir(parents=True)
    for name in names:
        folder = inside / "PySide6" if name.startswith("libQt6") else inside
        (folder / name).write_bytes(b"\x7fELF")
    if "libfoo.so.1" in names:
        (inside / "libfoo.so").symlink_to(inside / "libfoo.so.1")
    return tmp_path / "bundle"


def test_each_library_is_traced_once_to_a_wheel_python_or_a_debian_package(tmp_path):
    bundle = a_bundle(tmp_path, ["libQt6Core.so.6", "_json.cpython-311.so", "libfoo.so.1"])
    origins = {"libQt6Core.so.6": "dist:pyside6_essentials", "_json.cpython-311.so": "python"}
    found, unknown = bl.trace(bl.shared_libraries(bundle), origins, {"libfoo.so.1": "libfoo1"}.get)
    assert unknown == []
    assert found == {
        "dist:pyside6_essentials": ["libQt6Core.so.6"],
        "python": ["_json.cpython-311.so"],
        "deb:libfoo1": ["libfoo.so.1"],  # the symlink libfoo.so is not counted again
    }


def test_an_unknown_origin_or_an_unlisted_wheel_is_a_problem(tmp_path):
    bundle = a_bundle(tmp_path, ["libmystery.so.2", "_speedups.so"])
    found, unknown = bl.trace(
        bl.shared_libraries(bundle), {"_speedups.so": "dist:somewheel"}, lambda _: None
    )
    said = bl.problems(found, unknown)
    assert any("libmystery.so.2" in p and "cannot be told" in p for p in said)
    assert any("somewheel" in p and "THIRD_PARTY" in p for p in said)


def test_a_debian_package_without_its_copyright_file_is_a_problem():
    said = bl.problems({"deb:no-such-package-here": ["libnone.so.1"]}, [])
    assert said and "copyright is missing" in said[0]


def test_the_notices_carry_each_packages_copyright_file(tmp_path, monkeypatch):
    doc = tmp_path / "doc"
    (doc / "libfoo1").mkdir(parents=True)
    (doc / "libfoo1" / "copyright").write_text("Files: *\nLicense: Zlib\n", encoding="utf-8")
    monkeypatch.setattr(bl, "DOC", doc)
    text = bl.render({"deb:libfoo1": ["libfoo.so.1"], "python": ["_json.so"]})
    assert "| deb:libfoo1 | libfoo.so.1 |" in text and "License: Zlib" in text
    assert "## python" not in text  # Python's notice is in THIRD-PARTY-NOTICES.md
