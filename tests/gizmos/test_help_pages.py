"""Gizmos' rules pages (Help ▸ Rules): one a language, the same sections in each, the four
actions named in each language's words, found with the frame's language fallback, opened in
the help window and searched, given by the face, shipped (the checks: tests/games/help_pages)."""

from __future__ import annotations

import pytest

from omg_desktop.games.gizmos.help_pages import rules_path
from tests.games import help_pages as pages
from tests.games.help_pages import FALLBACKS, LANGUAGES

SECTIONS = {"goal", "components", "setup", "turn", "triggers", "paying", "upgrades"} | {
    "end", "scoring", "table", "file", "pick", "build", "research"
}  # fmt: skip
#: The four actions as each page names them (pt_BR: seed 003's words).
ACTIONS = {
    "en": ("File", "Pick", "Build", "Research"),
    "pt_BR": ("Arquivar", "Escolher", "Construir", "Pesquisar"),
    "es": ("Archivar", "Escoger", "Construir", "Investigar"),
    "ja": ("ファイリング", "エネルギー取り出し", "設置", "開発"),
}
NUMBERS = ("13", "52", "16")  # energies a colour, in all; level-III cards in play


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_exists_and_parses(language):
    pages.parses(rules_path, "gizmos", language)


def test_every_language_has_the_same_sections_in_the_same_order():
    pages.same_sections(rules_path, SECTIONS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_names_the_four_actions(language):
    pages.names(rules_path, language, (*ACTIONS[language], *NUMBERS))


@pytest.mark.parametrize(("language", "page"), FALLBACKS)
def test_the_language_falls_back_as_the_frame_does(language, page):
    pages.falls_back(rules_path, language, page)


def test_the_fallback_is_the_help_windows():
    pages.falls_back_as_the_help_window(rules_path)


def test_the_help_window_shows_a_page_and_finds_in_it(qtbot):
    pages.shown_and_searched(qtbot, rules_path, "Gizmos", "Pesquisar", "Oh My Goods")


def test_the_wheel_ships_the_pages():
    pages.shipped("gizmos")


def test_the_face_gives_the_window_these_pages():
    from omg_desktop.games.gizmos import face

    pages.given_by_the_face(face.rules_path, rules_path)
