"""One way to fill a translated sentence's places (``omg_desktop.i18n.templates.fill``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from omg_desktop.i18n.templates import fill

ROOT = Path(__file__).resolve().parents[2] / "omg_desktop"
PLACE = re.compile(r"%\d")  # a numbered place ("%n", Qt's count, is not one)


def test_values_go_in_their_places_in_one_pass():
    assert fill("%1 — VP: %2", "Ana%2", 7) == "Ana%2 — VP: 7"  # a name is not filled
    assert fill("%2 before %1", "a", "b") == "b before a"  # translations reorder places
    assert fill("%1 and %3", "x") == "x and %3"  # a place without a value stays


def test_a_player_named_like_a_place_is_shown_as_named(qapp):
    from omg_desktop.games.ohmygoods.face.table_words import label_text

    text = label_text(("player", "Ana%2", 5, 3, 2, False, "", False))
    assert text.startswith("Ana%2 — ") and "VP: 5" in text


def test_no_sentence_is_filled_by_replacing_its_places_one_by_one():
    """``.replace("%1", …)`` chains filled a value's own "%2" with the next value."""
    found = []
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "replace"
                and node.args
                and (
                    (
                        isinstance(node.args[0], ast.Constant)
                        and PLACE.match(str(node.args[0].value))
                    )
                    or isinstance(node.args[0], ast.JoinedStr)
                    and ast.unparse(node.args[0]).startswith("f'%")
                )
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == [], found
