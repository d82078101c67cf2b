"""Kingdom Builder's rules pages (Help ▸ Rules): one a language, the same sections in each,
the eight location tiles and the ten cards named in each language's words (Portuguese: the
seed's), found with the frame's language fallback, opened in the help window and searched,
shipped."""

from __future__ import annotations

import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from omg_desktop.games.kingdom_builder.help_pages import rules_path
from omg_desktop.resources import resources_root

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "pt_BR", "es", "ja")
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
VOID = {"meta", "br", "hr", "img", "link", "input"}


class Page(HTMLParser):
    """A page read strictly: every tag closed in order; its anchors, links and text."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.errors: list[str] = []
        self.anchors: list[str] = []
        self.links: list[str] = []
        self.lang = ""
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.lang = found.get("lang") or ""
        if tag == "a" and found.get("name"):
            self.anchors.append(found["name"] or "")
        if tag == "a" and (found.get("href") or "").startswith("#"):
            self.links.append((found["href"] or "")[1:])
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:]} at {self.getpos()}")
        else:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1] not in ("style", "title"):
            self.text.append(data)


def read(language: str) -> Page:
    page = Page()
    page.feed(rules_path(language).read_text(encoding="utf-8"))
    page.close()
    return page


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_exists_and_parses(language):
    path = rules_path(language)
    assert path.name == f"rules.{language}.html"
    assert path.parent == resources_root() / "help" / "kingdom_builder"
    page = read(language)
    assert page.errors == [] and page.open == []
    assert page.lang == language.replace("_", "-")
    assert len(set(page.anchors)) == len(page.anchors), "an anchor twice"
    assert set(page.links) <= set(page.anchors), "a link to no section"


def test_every_language_has_the_same_sections_in_the_same_order():
    english = read("en").anchors
    assert {"goal", "components", "setup", "turn", "build", "tiles", "cards"} <= set(english)
    assert {"castles", "end", "scoring", "table", "oracle", "barn", "paddock"} <= set(english)
    for language in LANGUAGES:
        assert read(language).anchors == english, language


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_names_the_tiles_and_the_cards(language):
    text = " ".join(read(language).text)
    for term in TERMS[language]:
        assert term in text, term
    for number in ("40", "25", "12"):  # settlements each, terrain cards, the Lords' gold
        assert number in text, number


@pytest.mark.parametrize(
    ("language", "page"),
    [("pt_BR", "pt_BR"), ("es_MX", "es"), ("ja-JP", "ja"), ("pt_PT", "en"), ("", "en")],
)
def test_the_language_falls_back_as_the_frame_does(language, page):
    assert rules_path(language).name == f"rules.{page}.html"


def test_the_help_window_shows_a_page_and_finds_in_it(qtbot):
    from omg_desktop.ui.dialogs.help import HelpDialog

    dialog = HelpDialog(language="pt_BR", path=rules_path("pt_BR"))
    qtbot.addWidget(dialog)
    assert "Kingdom Builder" in dialog.browser.toPlainText()
    assert dialog.find("Curral") >= 2
    assert dialog.find("Gizmos") == 0


def test_the_wheel_ships_the_pages():
    """pyproject's force-include carries a folder that holds resources/help/kingdom_builder."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    included = project["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    pages = Path("resources/help/kingdom_builder")
    assert any(pages.is_relative_to(source) for source in included)
    assert (ROOT / pages / "rules.en.html").is_file()


def test_the_face_gives_the_window_these_pages():
    from omg_desktop.games.kingdom_builder import face

    for language in LANGUAGES:
        assert face.rules_path(language) == rules_path(language)
