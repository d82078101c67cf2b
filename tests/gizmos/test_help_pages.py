"""Gizmos' rules pages (Help ▸ Rules): one a language, the same sections in each, the four
actions named in each language's words, found with the frame's language fallback, opened in
the help window and searched, given by the face, shipped (the checks: tests/games/help_pages)."""

from __future__ import annotations

from tests.games.help_pages import RulesPagesChecks


class TestRulesPages(RulesPagesChecks):
    GAME = "gizmos"
    SECTIONS = {"goal", "components", "setup", "turn", "triggers", "paying", "upgrades"} | {
        "end", "scoring", "table", "file", "pick", "build", "research"
    }  # fmt: skip
    #: The four actions as each page names them (pt_BR: seed 003's words).
    TERMS = {
        "en": ("File", "Pick", "Build", "Research"),
        "pt_BR": ("Arquivar", "Escolher", "Construir", "Pesquisar"),
        "es": ("Archivar", "Escoger", "Construir", "Investigar"),
        "ja": ("ファイリング", "エネルギー取り出し", "設置", "開発"),
    }
    NUMBERS = ("13", "52", "16")  # energies a colour, in all; level-III cards in play
    SEARCH = ("Gizmos", "Pesquisar", "Oh My Goods")
