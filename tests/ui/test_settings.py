"""Settings: typed getters with defaults; corrupt values read as the default."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray

from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.settings import ANIMATION_SPEEDS, ZOOM_RANGE, Settings

CONFIG = GameConfig((Seat("Ana", "human"), Seat("Bruno", "computer", "random")), "classic", 1234)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "s.ini"


def test_defaults_on_a_fresh_file(qapp, path: Path):
    s = Settings(path=path)
    assert s.animation_speed == 1.0
    assert s.zoom == 1.0
    assert s.window_geometry is None
    assert s.last_game_config is None
    assert s.language == ""
    assert s.high_contrast is False
    assert s.card_text_size == "normal"


def test_the_platform_store_is_named_for_the_organisation(qapp):
    qs = Settings().qsettings
    assert qs.organizationName() == "omg-desktop"
    assert qs.applicationName() == "omg-desktop"


def test_round_trip_through_the_file(qapp, path: Path):
    s = Settings(path=path)
    s.animation_speed = 0.5
    s.zoom = 1.25
    s.window_geometry = QByteArray(b"\x01\x02geometry\x00")
    s.last_game_config = CONFIG
    s.language = "pt_BR"
    s.high_contrast = True
    s.card_text_size = "largest"
    s.sync()
    assert path.is_file()

    again = Settings(path=path)
    assert again.animation_speed == 0.5
    assert again.zoom == 1.25
    assert bytes(again.window_geometry) == b"\x01\x02geometry\x00"
    assert again.last_game_config == replace(CONFIG, seed=None)  # a seed is for one game
    assert again.language == "pt_BR"
    assert again.high_contrast is True
    assert again.card_text_size == "largest"


@pytest.mark.parametrize("speed", ANIMATION_SPEEDS)
def test_every_offered_speed_is_kept(qapp, path: Path, speed: float):
    s = Settings(path=path)
    s.animation_speed = speed
    s.sync()
    assert Settings(path=path).animation_speed == speed


def test_clearing_values(qapp, path: Path):
    s = Settings(path=path)
    s.window_geometry = b"abc"
    s.last_game_config = CONFIG
    s.window_geometry = None
    s.last_game_config = None
    assert s.window_geometry is None
    assert s.last_game_config is None


def test_setters_refuse_nonsense(qapp, path: Path):
    s = Settings(path=path)
    with pytest.raises(ValueError):
        s.animation_speed = -1
    with pytest.raises(ValueError):
        s.language = "../../etc"
    with pytest.raises(ValueError):
        s.card_text_size = "huge"
    s.zoom = 100
    assert s.zoom == ZOOM_RANGE[1]
    s.zoom = 0.01
    assert s.zoom == ZOOM_RANGE[0]


@pytest.mark.parametrize(
    ("key", "raw", "attribute", "default"),
    [
        ("ui/animation_speed", "fast", "animation_speed", 1.0),
        ("ui/animation_speed", "nan", "animation_speed", 1.0),
        ("ui/animation_speed", "-3", "animation_speed", 1.0),
        ("ui/animation_speed", "1e9", "animation_speed", 1.0),
        ("ui/animation_speed", [1, 2], "animation_speed", 1.0),
        ("ui/zoom", "big", "zoom", 1.0),
        ("ui/zoom", "inf", "zoom", 1.0),
        ("ui/zoom", "40", "zoom", 1.0),
        ("ui/language", "../../etc/passwd", "language", ""),
        ("ui/language", 42, "language", ""),
        ("window/geometry", "not bytes", "window_geometry", None),
        ("game/last_config", "{not json", "last_game_config", None),
        ("game/last_config", "[1, 2, 3]", "last_game_config", None),
        (
            "game/last_config",
            json.dumps({"seats": [], "ruleset": "bigbox"}),
            "last_game_config",
            None,
        ),
        (
            "game/last_config",
            json.dumps({"seats": [["Ana", "alien", None]], "ruleset": "bigbox"}),
            "last_game_config",
            None,
        ),
        (
            "game/last_config",
            json.dumps({"seats": [["Ana", "human", None]], "ruleset": "bigbox", "seed": 1.5}),
            "last_game_config",
            None,
        ),
        ("game/last_config", 17, "last_game_config", None),
        ("history/record", "perhaps", "record_history", True),
        ("history/record", "[1]", "record_history", True),
        ("ui/high_contrast", "maybe", "high_contrast", False),
        ("ui/high_contrast", 3, "high_contrast", False),
        ("ui/card_text_size", "huge", "card_text_size", "normal"),
        ("ui/card_text_size", 2, "card_text_size", "normal"),
    ],
)
def test_corrupt_values_fall_back_to_the_default(qapp, path, key, raw, attribute, default):
    s = Settings(path=path)
    s.qsettings.setValue(key, raw)
    s.sync()
    assert getattr(Settings(path=path), attribute) == default


def test_a_garbage_file_reads_as_defaults(qapp, path: Path):
    path.write_bytes(b"\x00\xff[ui\nanimation_speed=\x01\x02\nzoom==\n\n[[[game]\nlast_config=}\n")
    s = Settings(path=path)
    assert s.animation_speed == 1.0
    assert s.zoom == 1.0
    assert s.last_game_config is None
    assert s.language == ""


def test_recording_the_history_is_on_until_turned_off_and_remembered(qapp, path: Path):
    assert Settings(path=path).record_history
    s = Settings(path=path)
    s.record_history = False
    s.sync()
    assert not Settings(path=path).record_history
    path.write_text("[history]\nrecord=true\n", encoding="utf-8")  # edited by hand
    assert Settings(path=path).record_history


def test_a_hand_edited_file_is_understood(qapp, path: Path):
    path.write_text("[ui]\nanimation_speed=2\nzoom=1.5\nlanguage=de\n", encoding="utf-8")
    s = Settings(path=path)
    assert s.animation_speed == 2.0
    assert s.zoom == 1.5
    assert s.language == "de"


def test_a_stored_level_that_no_longer_exists_becomes_normal(qapp, path: Path):
    s = Settings(path=path)
    raw = {"seats": [["Ana", "human", None], ["Bot", "computer", "gone"]], "ruleset": "bigbox"}
    s.qsettings.setValue("game/last_config", json.dumps(raw))
    config = s.last_game_config
    assert config is not None
    assert config.seats[1] == Seat("Bot", "computer", "heuristic")
    assert config.seed is None


def test_the_card_text_sizes_are_the_arts(qapp):
    from omg_desktop.games.ohmygoods.face.art.type_sizes import TEXT_SIZES
    from omg_desktop.ui.settings import CARD_TEXT_SIZES

    assert CARD_TEXT_SIZES == TEXT_SIZES
