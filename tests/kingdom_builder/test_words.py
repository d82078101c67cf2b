"""Kingdom Builder's words: every terrain, location tile and card of the data has a name
(and a tile or card its rule), each seat a shape; the score sheet names the 3 cards and
the castles; a tie is shared; the sound map plays the box's effects on the rules' event
kinds."""

from __future__ import annotations

from omg_desktop.games.kingdom_builder.face import records, sounds, words
from omg_desktop.games.kingdom_builder.rules import gold, new_game
from omg_desktop.games.kingdom_builder.rules.board import LETTERS, LOCATION_KINDS
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
    assert "share the win" in records.tie_break_note(True)
    assert "share the win" in records.tie_break_note(False)


def test_the_sound_map_plays_the_boxs_effects_on_the_rules_events():
    effects = sounds.STEP_EFFECTS
    assert set(effects) <= set(SAMPLES)
    assert set(effects.values()) <= set(EFFECTS)
    assert {"built", "moved", "took"} <= set(effects)
    assert not {"shuffled", "ended", "layout", "cards", "over"} & set(effects)  # quiet
    found, missing = load_sounds(sound_folder(), set(effects.values()))
    assert missing == [] and set(found) == set(effects.values())
