"""Ticket to Ride's rules pages (Help ▸ Rules): one a language, the same sections in each,
the game's terms in each language's words (docs/games/ticket_to_ride/words.md) and its
numbers (seed 003: 110 cards, 14 wild, 45 trains, the route table, the 10-point path),
found with the frame's language fallback, opened in the help window and searched, given by
the face, shipped (the checks: tests/games/help_pages)."""

from __future__ import annotations

import pytest

from omg_desktop.games.ticket_to_ride.help_pages import rules_path
from tests.games import help_pages as pages
from tests.games.help_pages import FALLBACKS, LANGUAGES

SECTIONS = {"goal", "components", "setup", "turn", "cards", "claim", "double", "tickets",
            "end", "scoring", "table"}  # fmt: skip
#: The wild card, the train cards, the destination tickets, the trains, the longest path,
#: a colour the languages name differently, as each page says them.
TERMS = {
    "en": ("Locomotive", "train cards", "destination tickets", "trains",
           "longest continuous path", "Pink", "grey"),
    "pt_BR": ("Locomotiva", "cartas de trem", "bilhetes de destino", "vagões",
              "caminho contínuo mais longo", "Roxo", "cinza"),
    "es": ("Locomotora", "cartas de vagón", "billetes de destino", "vagones",
           "trayecto continuo más largo", "Rosa", "gris"),
    "ja": ("機関車", "列車カード", "目的地チケット", "列車", "最長路線", "ピンク", "灰色"),
}  # fmt: skip
NUMBERS = ("110", "14", "45", "30", "36", "100", "15", "10")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_exists_and_parses(language):
    pages.parses(rules_path, "ticket_to_ride", language)


def test_every_language_has_the_same_sections_in_the_same_order():
    pages.same_sections(rules_path, SECTIONS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_names_the_terms_and_the_numbers(language):
    pages.names(rules_path, language, (*TERMS[language], *NUMBERS))


@pytest.mark.parametrize(("language", "page"), FALLBACKS)
def test_the_language_falls_back_as_the_frame_does(language, page):
    pages.falls_back(rules_path, language, page)


def test_the_fallback_is_the_help_windows():
    pages.falls_back_as_the_help_window(rules_path)


def test_the_help_window_shows_a_page_and_finds_in_it(qtbot):
    pages.shown_and_searched(qtbot, rules_path, "Ticket to Ride", "Locomotiva", "Gizmos")


def test_the_wheel_ships_the_pages():
    pages.shipped("ticket_to_ride")


def test_the_face_gives_the_window_these_pages():
    from omg_desktop.games.ticket_to_ride import face

    pages.given_by_the_face(face.rules_path, rules_path)
