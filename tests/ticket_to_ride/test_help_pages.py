"""Ticket to Ride's rules pages (Help ▸ Rules): one a language, the same sections in each,
the game's terms in each language's words (docs/games/ticket_to_ride/words.md) and its
numbers (seed 003: 110 cards, 14 wild, 45 trains, the route table, the 10-point path),
found with the frame's language fallback, opened in the help window and searched, given by
the face, shipped (the checks: tests/games/help_pages)."""

from __future__ import annotations

from tests.games.help_pages import RulesPagesChecks


class TestRulesPages(RulesPagesChecks):
    GAME = "ticket_to_ride"
    SECTIONS = {"goal", "components", "setup", "turn", "cards", "claim", "double", "tickets",
                "end", "scoring", "table"}  # fmt: skip
    #: The wild card, the train cards, the destination tickets, the trains, the longest
    #: path, a colour the languages name differently, as each page says them.
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
    SEARCH = ("Ticket to Ride", "Locomotiva", "Gizmos")
