"""What every game's rules pages (Help ▸ Rules) must be, checked from the game's
``rules_path`` and its own expectations: a page a language that parses strictly
(:func:`parses`), the same sections in each (:func:`same_sections`), the game's words in each
(:func:`names`), the frame's language fallback (:func:`falls_back`,
:func:`falls_back_as_the_help_window`), opened in the help window and searched
(:func:`shown_and_searched`), given by the game's face (:func:`given_by_the_face`), shipped in
the wheel (:func:`shipped`). :class:`RulesPagesChecks` runs them all as one game's tests."""

from __future__ import annotations

import importlib
import tomllib
from collections.abc import Callable, Iterable, Mapping
from html.parser import HTMLParser
from pathlib import Path

import pytest

from omg_desktop.resources import resources_root

RulesPath = Callable[[str], Path]

ROOT = Path(__file__).resolve().parents[2]
#: The languages a game's rules come in, a page each.
LANGUAGES = ("en", "pt_BR", "es", "ja")
#: A language asked for, and the page the frame's fallback gives for it.
FALLBACKS = (
    ("pt_BR", "pt_BR"),
    ("es", "es"),
    ("es_MX", "es"),
    ("ja-JP", "ja"),
    ("pt_PT", "en"),
    ("de_DE", "en"),
    ("", "en"),
    ("en_GB", "en"),
)
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


def read(path: Path) -> Page:
    """The page at ``path``, read."""
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


def parses(rules_path: RulesPath, folder: str, language: str) -> None:
    """The page in ``language`` is its own, in ``resources/help/<folder>``, and parses
    strictly: tags closed, the language marked, no anchor twice, no link to nowhere."""
    path = rules_path(language)
    assert path.name == f"rules.{language}.html"
    assert path.parent == resources_root() / "help" / folder
    page = read(path)
    assert page.errors == [] and page.open == []
    assert page.lang == language.replace("_", "-")
    assert len(set(page.anchors)) == len(page.anchors), "an anchor twice"
    assert set(page.links) <= set(page.anchors), "a link to no section"


def same_sections(rules_path: RulesPath, sections: Iterable[str]) -> None:
    """The English page has ``sections``; every page has English's, in its order."""
    english = read(rules_path("en")).anchors
    assert set(sections) <= set(english)
    for language in LANGUAGES:
        assert read(rules_path(language)).anchors == english, language


def names(rules_path: RulesPath, language: str, words: Iterable[str]) -> None:
    """The page in ``language`` says each of ``words`` (terms, numbers) in its text."""
    text = " ".join(read(rules_path(language)).text)
    for word in words:
        assert word in text, word


def falls_back(rules_path: RulesPath, language: str, page: str) -> None:
    """Asked for ``language``, the game gives the page in ``page``."""
    assert rules_path(language).name == f"rules.{page}.html"


def falls_back_as_the_help_window(rules_path: RulesPath) -> None:
    """The game's fallback picks the language Oh My Goods!'s help window picks."""
    from omg_desktop.ui.dialogs.help import help_path

    for language in ("pt_BR", "pt", "pt_PT", "es_AR", "ja", "xx_YY", "", "en"):
        assert rules_path(language).name == help_path(language).name, language


def shown_and_searched(qtbot, rules_path: RulesPath, title: str, word: str, absent: str) -> None:
    """The help window shows the Portuguese page (``title`` in it), finds ``word`` at least
    twice and ``absent`` nowhere."""
    from omg_desktop.ui.dialogs.help import HelpDialog

    dialog = HelpDialog(language="pt_BR", path=rules_path("pt_BR"))
    qtbot.addWidget(dialog)
    assert title in dialog.browser.toPlainText()
    assert dialog.find(word) >= 2
    assert dialog.find(absent) == 0


def given_by_the_face(face_rules_path: RulesPath, rules_path: RulesPath) -> None:
    """The game's face gives the window these pages, in every language."""
    for language in LANGUAGES:
        assert face_rules_path(language) == rules_path(language), language


def shipped(folder: str) -> None:
    """pyproject's force-include carries a folder that holds ``resources/help/<folder>``."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    included = project["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    pages = Path("resources/help") / folder
    assert any(pages.is_relative_to(source) for source in included)
    assert (ROOT / pages / "rules.en.html").is_file()


class RulesPagesChecks:
    """Every check above as tests of one game: a game's file subclasses this as
    ``TestRulesPages`` and gives only what is its own: :attr:`GAME`, :attr:`SECTIONS`,
    :attr:`TERMS` (a language's words), :attr:`NUMBERS` and :attr:`SEARCH`."""

    #: The game's id: its package under ``omg_desktop.games`` and its help folder.
    GAME: str = ""
    #: Sections the English page has.
    SECTIONS: Iterable[str] = ()
    #: The game's terms as each language's page says them.
    TERMS: Mapping[str, Iterable[str]] = {}
    #: Numbers every page says.
    NUMBERS: Iterable[str] = ()
    #: The Portuguese page's title, a word it says twice or more, a word it never says.
    SEARCH: tuple[str, str, str] = ("", "", "")

    def rules_path(self, language: str) -> Path:
        """The game's own page for ``language`` (its ``help_pages.rules_path``)."""
        module = importlib.import_module(f"omg_desktop.games.{self.GAME}.help_pages")
        return module.rules_path(language)

    @pytest.mark.parametrize("language", LANGUAGES)
    def test_each_page_exists_and_parses(self, language):
        parses(self.rules_path, self.GAME, language)

    def test_every_language_has_the_same_sections_in_the_same_order(self):
        same_sections(self.rules_path, self.SECTIONS)

    @pytest.mark.parametrize("language", LANGUAGES)
    def test_each_page_names_the_terms_and_the_numbers(self, language):
        names(self.rules_path, language, (*self.TERMS[language], *self.NUMBERS))

    @pytest.mark.parametrize(("language", "page"), FALLBACKS)
    def test_the_language_falls_back_as_the_frame_does(self, language, page):
        falls_back(self.rules_path, language, page)

    def test_the_fallback_is_the_help_windows(self):
        falls_back_as_the_help_window(self.rules_path)

    def test_the_help_window_shows_a_page_and_finds_in_it(self, qtbot):
        shown_and_searched(qtbot, self.rules_path, *self.SEARCH)

    def test_the_wheel_ships_the_pages(self):
        shipped(self.GAME)

    def test_the_face_gives_the_window_these_pages(self):
        face = importlib.import_module(f"omg_desktop.games.{self.GAME}.face")
        given_by_the_face(face.rules_path, self.rules_path)
