"""The window's table names no game's zones (DESIGN.md 15): ``ui/table/*.py`` and
``ui/cover.py`` hold no string that is one of Oh My Goods!'s own zones (its face's
``zones.py``), nor its plan slot's key; they take them from a face's ``TABLE`` terms.

The frame's own zones (hand, market, deck, discard, an opponent's row) are any card
table's; ``"event"`` is also a kind of the items the frame draws (a face's art draws
them), so it is not counted here. Nor do they name Oh My Goods!'s own kinds of item
(its worker, its goods): what the table does with them (a count, one taken back, a
badge over the face) the terms say too.
"""

from __future__ import annotations

import ast
from pathlib import Path

from omg_desktop.games.ohmygoods.face import zones
from omg_desktop.ui.table import layout

UI = Path(__file__).resolve().parent.parent / "omg_desktop" / "ui"
#: Oh My Goods!'s zones that no other game's table has.
GAME_ZONES = frozenset({zones.BUILDING, zones.PLANNED, zones.OPEN_ASSISTANT, zones.DISPLAY})
#: Oh My Goods!'s kinds of item that no other game's table has.
GAME_KINDS = frozenset({"worker", "goods"})


def table_sources() -> dict[str, str]:
    """The frame's table modules: path (from ``ui/``) -> source."""
    paths = [*sorted((UI / "table").glob("*.py")), UI / "cover.py"]
    return {str(p.relative_to(UI)): p.read_text(encoding="utf-8") for p in paths}


def zone_literals(source: str, names: frozenset[str] = GAME_ZONES) -> list[str]:
    """``line: 'literal'`` for every string constant of ``source`` that is one of ``names``
    (a docstring's words are not: it is a whole sentence)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names:
            found.append(f"{node.lineno}: {node.value!r}")
    return found


def test_the_table_and_the_cover_name_no_zone_of_oh_my_goods():
    sources = table_sources()
    assert "table/scene.py" in sources and "cover.py" in sources and len(sources) > 10
    found = {path: hits for path, src in sources.items() if (hits := zone_literals(src))}
    assert not found, "take these from the face's TABLE terms (ui/table/terms.py):\n" + "\n".join(
        f"ui/{path}:{hit}" for path, hits in sorted(found.items()) for hit in hits
    )


def test_the_table_and_the_cover_name_no_kind_of_oh_my_goods():
    found = {
        path: hits
        for path, src in table_sources().items()
        if (hits := zone_literals(src, GAME_KINDS))
    }
    assert not found, "take these from the face's TABLE terms (ui/table/terms.py):\n" + "\n".join(
        f"ui/{path}:{hit}" for path, hits in sorted(found.items()) for hit in hits
    )


def test_the_tables_geometry_keeps_only_any_card_tables_zones():
    assert not GAME_ZONES & {v for v in vars(layout).values() if isinstance(v, str)}
    assert {layout.HAND, layout.MARKET, layout.DECK, layout.DISCARD, layout.OPPONENT} == {
        "hand", "market", "deck", "discard", "opponent"
    }  # fmt: skip


def test_the_check_catches_a_zone_literal():
    code = '"""On a building."""\nKEY = ("slot", "planned")\nif p.zone == "building": pass\n'
    assert zone_literals(code) == ["2: 'planned'", "3: 'building'"]
