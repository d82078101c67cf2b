"""Gizmos' rules pages (Help ▸ Rules): one a language, the same sections in each, the four
actions named in each language's words, found with the frame's language fallback, shipped."""

from __future__ import annotations

import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from omg_desktop.games.gizmos.help_pages import rules_path
from omg_desktop.resources import resources_root

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "pt_BR", "es", "ja")
#: The four actions as each page names them (pt_BR: seed 003's words).
ACTIONS = {
    "en": ("File", "Pick", "Build", "Research"),
    "pt_BR": ("Arquivar", "Escolher", "Construir", "Pesquisar"),
    "es": ("Archivar", "Escoger", "Construir", "Investigar"),
    "ja": ("ファイリング", "エネルギー取り出し", "設置", "開発"),
}
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
    assert path.parent == resources_root() / "help" / "gizmos"
    page = read(language)
    assert page.errors == [] and page.open == []
    assert page.lang == language.replace("_", "-")
    assert len(set(page.anchors)) == len(page.anchors), "an anchor twice"
    assert set(page.links) <= set(page.anchors), "a link to no section"


def test_every_language_has_the_same_sections_in_the_same_order():
    english = read("en").anchors
    assert {"goal", "components", "setup", "turn", "triggers", "paying", "upgrades"} <= set(english)
    assert {"end", "scoring", "table", "file", "pick", "build", "research"} <= set(english)
    for language in LANGUAGES:
        assert read(language).anchors == english, language


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_names_the_four_actions(language):
    text = " ".join(read(language).text)
    for action in ACTIONS[language]:
        assert action in text, action
    for number in ("13", "52", "16"):  # energies a colour, in all; level-III cards in play
        assert number in text, number


@pytest.mark.parametrize(
    ("language", "page"),
    [
        ("pt_BR", "pt_BR"),
        ("es", "es"),
        ("es_MX", "es"),
        ("ja-JP", "ja"),
        ("pt_PT", "en"),
        ("de_DE", "en"),
        ("", "en"),
        ("en_GB", "en"),
    ],
)
def test_the_language_falls_back_as_the_frame_does(language, page):
    assert rules_path(language).name == f"rules.{page}.html"


def test_the_fallback_is_the_help_windows():
    from omg_desktop.ui.dialogs.help import help_path

    for language in ("pt_BR", "pt", "pt_PT", "es_AR", "ja", "xx_YY", "", "en"):
        assert rules_path(language).name == help_path(language).name, language


def test_the_help_window_shows_a_page_and_finds_in_it(qtbot):
    from omg_desktop.ui.dialogs.help import HelpDialog

    dialog = HelpDialog(language="pt_BR", path=rules_path("pt_BR"))
    qtbot.addWidget(dialog)
    assert "Gizmos" in dialog.browser.toPlainText()
    assert dialog.find("Pesquisar") >= 2
    assert dialog.find("Oh My Goods") == 0


def test_the_wheel_ships_the_pages():
    """pyproject's force-include carries a folder that holds resources/help/gizmos."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    included = project["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    pages = Path("resources/help/gizmos")
    assert any(pages.is_relative_to(source) for source in included)
    assert (ROOT / pages / "rules.en.html").is_file()
