"""docs/rules-coverage.md tells the truth about the rule tests: every ``file::name`` it
cites in ``tests/ohmygoods/rules/`` exists, and a row says **xfail** exactly when its test is
marked ``xfail``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "rules-coverage.md"
RULES_TESTS = Path(__file__).parent

#: ``file.py::name`` as the doc cites a test of tests/ohmygoods/rules (a path with a folder is
#: relative to the repository).
CITED = re.compile(r"`([\w/]*?)(test_\w+\.py)::(\w+)`")


def _tests(path: Path) -> dict[str, bool]:
    """Test function name -> whether a decorator marks it ``xfail``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.name: any("xfail" in ast.unparse(d) for d in node.decorator_list)
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
    }


def _rows() -> list[str]:
    return [line for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("|")]


def _cited(row: str) -> list[tuple[Path, str, bool]]:
    """Each test of tests/ohmygoods/rules the row cites, and whether the doc calls it xfail."""
    out = []
    for m in CITED.finditer(row):
        folder, file, name = m.groups()
        path = ROOT / folder / file if folder else RULES_TESTS / file
        xfail = row[: m.start()].rstrip().endswith("**xfail**")
        out.append((path, name, xfail))
    return out


def test_every_cited_rule_test_exists():
    missing = []
    for row in _rows():
        for path, name, _ in _cited(row):
            if not path.exists() or name not in _tests(path):
                missing.append(f"{path.relative_to(ROOT)}::{name}")
    assert not missing, missing


def test_a_row_says_xfail_exactly_when_its_test_is_marked_xfail():
    wrong = []
    for row in _rows():
        for path, name, said in _cited(row):
            marked = path.exists() and _tests(path).get(name, False)
            if said != marked:
                wrong.append(f"{name}: doc says xfail={said}, test is marked xfail={marked}")
    assert not wrong, wrong
