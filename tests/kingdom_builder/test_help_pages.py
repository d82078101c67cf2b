"""Kingdom Builder's rules pages (Help ▸ Rules): one a language, the same sections in each,
the eight location tiles and the ten cards named in each language's words (Portuguese: the
seed's), found with the frame's language fallback, opened in the help window and searched,
given by the face, shipped (the checks: tests/games/help_pages)."""

from __future__ import annotations

import pytest

from omg_desktop.games.kingdom_builder.help_pages import rules_path
from tests.games import help_pages as pages
from tests.games.help_pages import FALLBACKS, LANGUAGES

SECTIONS = {"goal", "components", "setup", "turn", "build", "tiles", "cards"} | {
    "castles", "end", "scoring", "table", "oracle", "barn", "paddock"
}  # fmt: skip
#: The location tiles, then the first game's cards, as each page names them.
TERMS = {
    "en": ("Oracle", "Farm", "Oasis", "Tower", "Tavern", "Barn", "Harbor", "Paddock",
           "Fishermen", "Knights", "Merchants"),
    "pt_BR": ("Oráculo", "Fazenda", "Oásis", "Torre", "Taverna", "Celeiro", "Porto", "Curral",
              "Pescadores", "Cavaleiros", "Mercadores"),
    "es": ("Oráculo", "Granja", "Oasis", "Torre", "Taberna", "Granero", "Puerto", "Cercado",
           "Pescadores", "Caballeros", "Mercaderes"),
    "ja": ("神託所", "農場", "オアシス", "塔", "酒場", "納屋", "港", "牧場",
           "漁師", "騎士", "商人"),
}  # fmt: skip
NUMBERS = ("40", "25", "12")  # settlements each, terrain cards, the Lords' gold


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_exists_and_parses(language):
    pages.parses(rules_path, "kingdom_builder", language)


def test_every_language_has_the_same_sections_in_the_same_order():
    pages.same_sections(rules_path, SECTIONS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_names_the_tiles_and_the_cards(language):
    pages.names(rules_path, language, (*TERMS[language], *NUMBERS))


@pytest.mark.parametrize(("language", "page"), FALLBACKS)
def test_the_language_falls_back_as_the_frame_does(language, page):
    pages.falls_back(rules_path, language, page)


def test_the_fallback_is_the_help_windows():
    pages.falls_back_as_the_help_window(rules_path)


def test_the_help_window_shows_a_page_and_finds_in_it(qtbot):
    pages.shown_and_searched(qtbot, rules_path, "Kingdom Builder", "Curral", "Gizmos")


def test_the_wheel_ships_the_pages():
    pages.shipped("kingdom_builder")


def test_the_face_gives_the_window_these_pages():
    from omg_desktop.games.kingdom_builder import face

    pages.given_by_the_face(face.rules_path, rules_path)
