"""Gizmos' rules are the game alone (DESIGN.md boundary 1): no Qt, window, bots, files,
processes, network, printing or system randomness; and no other game's code."""

from __future__ import annotations

from pathlib import Path

from test_boundaries import (
    PACKAGE,
    imported_names,
    module_name,
    parse,
    python_files,
    qt_free_violations,
    rules_violations,
)

GIZMOS = PACKAGE / "games" / "gizmos"
OTHER_GAMES = ("omg_desktop.games.ohmygoods", "omg_desktop.games.gizmos.bots")


def _violations(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    module = module_name(path)
    package = path.name == "__init__.py"
    found = rules_violations(source, module, package)
    for line, name in imported_names(parse(path), module, package):
        if any(name == o or name.startswith(o + ".") for o in OTHER_GAMES):
            found.append(f"{line}: imports {name}")
    return [f"{path.relative_to(PACKAGE)}:{v}" for v in found]


def test_the_rules_import_nothing_they_must_not():
    files = python_files(GIZMOS / "rules")
    assert len(files) >= 10
    assert [v for f in files for v in _violations(f)] == []


def test_the_whole_game_but_its_face_is_free_of_qt():
    found = []
    face = GIZMOS / "face"
    for path in python_files(GIZMOS):
        if face not in path.parents:
            found += qt_free_violations(path.read_text(encoding="utf-8"), module_name(path))
    assert found == []
    assert len(python_files(face)) >= 10


def test_the_check_catches_a_rule_reaching_for_the_file_system(tmp_path):
    found = rules_violations("import os\nprint(1)\n", "omg_desktop.games.gizmos.rules.x")
    assert len(found) == 2


def test_no_name_the_face_gives_is_one_of_its_modules():
    """A name the face hands out (``layout``, ``hint``…) that is also one of its modules'
    names reads as that module once the module is imported: the window would call it."""
    from omg_desktop.games.gizmos import face

    modules = {p.stem for p in python_files(GIZMOS / "face")}
    assert not set(face.__all__) & modules
