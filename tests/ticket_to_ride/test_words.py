"""Ticket to Ride's words: every colour of the data (the train cards, the wild card, the
routes' grey) has a name, each city the map's name, a route and a ticket theirs; the sound
map plays the box's effects or its own on the rules' event kinds, quietly; every string of
the game is translated in the three languages, in each language's terms
(docs/games/ticket_to_ride/words.md), and the cities keep the map's names."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

import pytest

from omg_desktop.games.ticket_to_ride.face import sounds, words
from omg_desktop.i18n import files
from omg_desktop.i18n.extract import read_ts, scan
from omg_desktop.ui.sound.effects import (
    EFFECTS,
    RATE,
    load_sounds,
    sound_files,
    sound_folder,
)
from tests.games.plurals import english_plurals

from .conftest import route
from .test_log_text import SAMPLES

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)

ROOT = Path(__file__).resolve().parents[2]


def test_every_colour_of_the_data_has_a_name(cat):
    keys = [*cat.cards, cat.any_colour]
    assert all(words.has_colour_name(k) for k in keys)
    names = [words.colour_name(k) for k in keys]
    assert len(set(names)) == len(keys)
    assert words.colour_name(cat.wild) == "Locomotive"
    assert words.colour_name(cat.any_colour) == "Grey"


def test_cities_routes_and_tickets_are_named_from_the_data(cat):
    assert words.city_name(cat, "montreal") == "Montréal"  # as the data spells it
    r = route(cat, "denver", "omaha")
    assert words.route_name(cat, r) == "Denver – Omaha"
    assert words.route_words(cat, r) == "Denver – Omaha: 4 Pink spaces"
    assert words.ticket_name(cat, "t01") == "Denver – El Paso (4)"
    for rid in cat.routes:
        assert words.route_name(cat, rid) != rid
    names = {words.route_name(cat, rid) for rid in cat.routes}
    assert len(names) == len(cat.routes)  # every lane of a double route told apart
    assert words.payment(cat, r, "pink", 1) == "Pink ×3, Locomotive ×1"
    assert words.payment(cat, r, cat.wild, 4) == "Locomotive ×4"


def test_the_sound_map_plays_the_boxs_or_its_own_effects_on_the_rules_events():
    effects = sounds.STEP_EFFECTS
    assert set(effects) <= set(SAMPLES)
    assert set(effects.values()) <= {*EFFECTS, *sounds.SOUNDS}
    assert set(sounds.SOUNDS) <= set(effects.values())  # each of its own is played
    assert not set(sounds.SOUNDS) & set(EFFECTS)
    assert effects["claimed"] == "trains_placed" and effects["offered"] == "tickets_drawn"
    quiet = {"shuffled", "face", "ended", "first", "started", "kept", "passed", "over"}
    assert not quiet & set(effects)
    names = set(effects.values())
    files_ = sound_files(sounds.SOUNDS)
    found, missing = load_sounds(sound_folder(), {n: files_[n] for n in names})
    assert missing == [] and set(found) == names


def make_sounds():
    """scripts/make_sounds.py, loaded as a module."""
    script = ROOT / "scripts" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_its_own_effects_are_short_and_made_by_the_script():
    ms = make_sounds()
    found, missing = load_sounds(sound_folder(), sounds.SOUNDS)
    assert missing == []
    for name in sounds.SOUNDS:
        assert ms.render(name) == found[name], name  # scripts/make_sounds.py makes it
        m = ms.measure(found[name])
        assert 0.15 < len(found[name]) / 2 / RATE < 0.6, name
        assert abs(m["loudness_lufs"] - ms.EFFECT_LOUDNESS) < 3.0, name
        assert m["peak_dbfs"] <= -2.9 and m["full_scale"] == 0, name
        assert m["above_8k"] < 0.01, name


# ---- in every language -----------------------------------------------------------------
#: Each language's terms (docs/games/ticket_to_ride/words.md): the wild card, a colour,
#: the grey, and a few of the log's and the score sheet's words.
TERMS = {
    "pt_BR": {"locomotive": "Locomotiva", "pink": "Roxo", "grey": "Cinza",
              "cards": "cartas de trem", "tickets": "bilhete", "trains": "vagões"},
    "es": {"locomotive": "Locomotora", "pink": "Rosa", "grey": "Gris",
           "cards": "cartas de vagón", "tickets": "billete", "trains": "vagones"},
    "ja": {"locomotive": "機関車", "pink": "ピンク", "grey": "灰色",
           "cards": "列車カード", "tickets": "チケット", "trains": "列車"},
}  # fmt: skip


@functools.cache
def _found():
    return scan()


#: The modules of the face that hold the words this file checks (the table's own labels
#: are checked with the table).
MODULES = ("words", "log_text", "prompts", "records", "speech", "hint_words")


def _ours():
    found = _found()
    face = "omg_desktop/games/ticket_to_ride/face/"
    return [
        k
        for k, m in found.messages.items()
        if m.context == words.CONTEXT
        and any(w.split(":")[0] in {f"{face}{n}.py" for n in MODULES} for w in found.places[k])
    ]


@pytest.mark.parametrize("language", ["pt_BR", "es", "ja"])
def test_no_ticket_to_ride_string_of_the_words_is_left_untranslated(language):
    ours = _ours()
    assert len(ours) > 80
    have = read_ts(files.ts_path(language))
    missing = [k[1] for k in ours if not all(have.get(k, [""]))]
    assert missing == [], missing[:10]


@pytest.mark.parametrize("language", ["pt_BR", "es", "ja"])
def test_each_language_says_its_terms_and_keeps_the_maps_city_names(qtbot, cat, language):
    from PySide6.QtCore import QCoreApplication, QTranslator

    files.build([language])
    translator = QTranslator()
    assert translator.load(str(files.qm_path(language)))
    QCoreApplication.installTranslator(translator)
    try:
        terms = TERMS[language]
        for key in ("locomotive", "pink", "grey"):
            assert words.colour_name(key) == terms[key]
        assert terms["cards"] in words.cards(5)
        assert terms["tickets"] in words.tickets(1)
        assert terms["trains"] in words.trains_left(3)
        r = route(cat, "new_york", "washington")
        assert "New York" in words.route_name(cat, r)  # the map's name in every language
        assert words.points(2) != "%n point(s)"
    finally:
        QCoreApplication.removeTranslator(translator)
