"""Kingdom Builder's words: every terrain, location tile and card of the data has a name
(and a tile or card its rule), each seat a shape; the score sheet names the 3 cards and
the castles; a tie is shared; the sound map plays the box's effects on the rules' event
kinds."""

from __future__ import annotations

import functools

import pytest

from omg_desktop.games.kingdom_builder.face import records, sounds, words
from omg_desktop.games.kingdom_builder.rules import apply, gold, legal_actions, new_game
from omg_desktop.games.kingdom_builder.rules.board import LETTERS, LOCATION_KINDS
from omg_desktop.i18n import files
from omg_desktop.i18n.extract import read_ts, scan
from omg_desktop.ui.sound.effects import EFFECTS, load_sounds, sound_folder

from .test_log_text import SAMPLES


def test_every_terrain_tile_and_card_has_a_name_and_a_rule(qtbot, cat):
    names = [words.terrain_name(t) for t in LETTERS]
    assert all(names) and len(set(names)) == len(LETTERS)
    assert words.terrain_name("F") == "Flower field"
    for kind in LOCATION_KINDS:
        assert words.tile_name(kind) != kind and words.tile_rule(kind).endswith("."), kind
    assert "Grass" in words.tile_rule("farm") and "Water" in words.tile_rule("harbor")
    for card in cat.cards:
        assert words.card_name(card) == card.capitalize()
        assert "gold" in words.card_rule(card), card
    shapes = [words.seat_shape_name(s) for s in range(4)]
    assert shapes == ["house", "tower", "hut", "hall"]
    assert words.hex_where((0, 19)) == "row 1, column 20"


def test_the_score_sheet_names_the_cards_and_the_castles(qtbot, cat):
    state = new_game(cat, 3, 5, "first_game")
    parts = gold(state)[0]
    assert list(parts) == ["fishermen", "knights", "merchants", "castles"]
    assert [records.score_part_name(p) for p in parts] == [
        "Fishermen", "Knights", "Merchants", "Castles"]  # fmt: skip
    assert records.figure_name("gold_knights") == "Gold from Knights"
    assert records.figure_name("settlements") == "Settlements built"


def test_every_figure_of_the_statistics_has_a_name(qtbot, cat):
    from omg_desktop.games import registry

    game = registry.load("kingdom_builder")
    state = new_game(cat, 2, 5, "first_game")
    while not state.over:
        state, _ = apply(state, legal_actions(state, state.current)[0])
    figures = game.figures(state)
    assert figures and figures[0]
    for name in figures[0]:
        said = records.figure_name(name)
        assert said[0].isupper() and said != name.replace("_", " ").capitalize(), (name, said)
    assert records.figure_name("castles") == "Gold from castles"
    assert records.figure_name("tiles") == "Location tiles held at the end"
    assert "share the win" in records.tie_break_note(True)
    assert "share the win" in records.tie_break_note(False)


def test_the_sound_map_plays_the_boxs_effects_on_the_rules_events():
    effects = sounds.STEP_EFFECTS
    assert set(effects) <= set(SAMPLES)
    assert set(effects.values()) <= {*EFFECTS, *sounds.SOUNDS}  # the box's or its own
    assert {"built", "moved", "took"} <= set(effects)
    assert not {"shuffled", "ended", "layout", "cards", "over"} & set(effects)  # quiet
    found, missing = load_sounds(sound_folder(), set(effects.values()))
    assert missing == [] and set(found) == set(effects.values())


# ---- in every language -----------------------------------------------------------------
#: The terms the Portuguese seed (004) uses, and ours in Spanish and Japanese
#: (docs/games/kingdom_builder/words.md).
TERMS = {
    "pt_BR": {"G": "Gramado", "C": "Cânion", "D": "Deserto", "F": "Campo de flores",
              "T": "Floresta", "paddock": "Curral", "barn": "Celeiro", "harbor": "Porto",
              "fishermen": "Pescadores", "knights": "Cavaleiros", "merchants": "Mercadores"},
    "es": {"G": "Pradera", "T": "Bosque", "paddock": "Cercado", "merchants": "Mercaderes"},
    "ja": {"G": "草原", "C": "峡谷", "paddock": "牧場", "knights": "騎士"},
}  # fmt: skip


@functools.cache
def _found():
    return scan()


@pytest.mark.parametrize("language", ["pt_BR", "es", "ja"])
def test_no_kingdom_builder_string_is_left_untranslated(language):
    found = _found()
    ours = [k for k, m in found.messages.items() if m.context == "KingdomBuilder"]
    assert len(ours) > 100
    have = read_ts(files.ts_path(language))
    missing = [k[1] for k in ours if not all(have.get(k, [""]))]
    assert missing == [], missing[:10]


@pytest.mark.parametrize("language", ["pt_BR", "es", "ja"])
def test_each_language_names_the_terrains_tiles_and_cards_in_its_words(qtbot, language):
    from PySide6.QtCore import QCoreApplication, QTranslator

    files.build([language])
    translator = QTranslator()
    assert translator.load(str(files.qm_path(language)))
    QCoreApplication.installTranslator(translator)
    try:
        for key, term in TERMS[language].items():
            if len(key) == 1:
                assert words.terrain_name(key) == term
            elif key in LOCATION_KINDS:
                assert words.tile_name(key) == term
            else:
                assert words.card_name(key) == term
        assert words.settlements(2) != "%n settlement(s)"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_portuguese_says_vila_as_the_seed_does():
    """Seed 004 calls a settlement *vila*: no other word for it anywhere in Portuguese."""
    import re

    from omg_desktop.games import registry
    from omg_desktop.games.kingdom_builder.help_pages import rules_path
    from omg_desktop.i18n.data_texts import read_texts

    texts = [f for (ctx, _s, _c), forms in read_ts(files.ts_path("pt_BR")).items()
             if ctx == "KingdomBuilder" for f in forms]  # fmt: skip
    texts += read_texts(files.folder(), "pt_BR", "kingdom_builder").values()
    texts.append(rules_path("pt_BR").read_text(encoding="utf-8"))
    texts.append(registry.info("kingdom_builder").summary["pt_BR"])
    wrong = [t for t in texts if re.search(r"\b(povoad|assentament|aldeia)", t, re.I)]
    assert wrong == []
    assert sum("vila" in t for t in texts) > 20
