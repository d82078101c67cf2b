"""Kingdom Builder's rules pages (Help ▸ Rules): one a language, the same sections in each,
the eight location tiles and the ten cards named in each language's words (Portuguese: the
seed's), found with the frame's language fallback, opened in the help window and searched,
given by the face, shipped (the checks: tests/games/help_pages)."""

from __future__ import annotations

from tests.games.help_pages import RulesPagesChecks


class TestRulesPages(RulesPagesChecks):
    GAME = "kingdom_builder"
    SECTIONS = {"goal", "components", "setup", "turn", "build", "tiles", "cards"} | {
        "castles", "end", "scoring", "table", "oracle", "barn", "paddock"
    }  # fmt: skip
    #: The location tiles, then the first game's cards, as each page names them.
    TERMS = {
        "en": ("Oracle", "Farm", "Oasis", "Tower", "Tavern", "Barn", "Harbor", "Paddock",
               "Fishermen", "Knights", "Merchants"),
        "pt_BR": ("Oráculo", "Fazenda", "Oásis", "Torre", "Taverna", "Celeiro", "Porto",
                  "Curral", "Pescadores", "Cavaleiros", "Mercadores"),
        "es": ("Oráculo", "Granja", "Oasis", "Torre", "Taberna", "Granero", "Puerto", "Cercado",
               "Pescadores", "Caballeros", "Mercaderes"),
        "ja": ("神託所", "農場", "オアシス", "塔", "酒場", "納屋", "港", "牧場",
               "漁師", "騎士", "商人"),
    }  # fmt: skip
    NUMBERS = ("40", "25", "12")  # settlements each, terrain cards, the Lords' gold
    SEARCH = ("Kingdom Builder", "Curral", "Gizmos")
