"""The window in every language: Qt's and our words translated, the data's texts in the
language, Japanese drawn with real glyphs, no clipped text in the dialogs, and the
Language menu remembered."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from history_games import made
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from windows import make_window

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.i18n import LANGUAGES
from omg_desktop.i18n import files as i18n_files
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui import language

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module", autouse=True)
def built():
    i18n_files.build()


@contextmanager
def speaking(app: QApplication, code: str):
    """The app in ``code`` for the block (translators removed after)."""
    if code != "en":
        language.register_fonts()
    installed = language.install(app, code)
    app.language = code
    try:
        yield language.localized(default_catalog(), code)
    finally:
        for t in installed:
            app.removeTranslator(t)
        app.language = "en"
        QLocale.setDefault(QLocale("en_US"))


def clipped(root: QWidget) -> list[str]:
    """Visible labels and buttons whose one-line text is wider than the widget."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and not w.wordWrap() and w.text() and "<" not in w.text():
            need = w.fontMetrics().horizontalAdvance(w.text().replace("&", ""))
            if need > w.contentsRect().width() + 1:
                out.append(f"label {w.text()!r}: {need} > {w.contentsRect().width()}")
        elif isinstance(w, QAbstractButton) and w.text():
            need = w.fontMetrics().horizontalAdvance(w.text().replace("&", ""))
            room = w.width() - (8 if w.icon().isNull() else 28)
            if type(w).__name__ in ("QRadioButton", "QCheckBox"):
                room = w.width() - 20
            if need > room:
                out.append(f"button {w.text()!r}: {need} > {room}")
    return out


def table_labels_cut(win) -> list[str]:
    """Labels on the table whose text does not fit even in their smallest font."""
    from PySide6.QtGui import QFontMetricsF

    from omg_desktop.ui.table.items import LabelItem

    out = []
    for item in win.scene.items():
        if isinstance(item, LabelItem):
            width = QFontMetricsF(item.fitted_font()).horizontalAdvance(item.text())
            if width > item.text_rect().width():
                out.append(f"table label {item.text()!r}: {width:.0f} > {item.text_rect().width()}")
    return out


def missing_glyphs(text: str, font: QFont) -> list[str]:
    """Characters of ``text`` that no font Qt falls back to can draw (empty boxes)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100000)
    layout.endLayout()
    bad = []
    for run in layout.glyphRuns():
        raw = run.rawFont()
        for g in run.glyphIndexes():
            if g == 0:
                bad.append(raw.familyName())
    return bad


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_window_and_its_dialogs_speak_the_language_without_clipping(
    qtbot, qapp, tmp_path, code
):
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CampaignDialog
    from omg_desktop.games.ohmygoods.face.campaign.launcher import campaign_store
    from omg_desktop.games.ohmygoods.face.campaign.story_dialog import StoryDialog
    from omg_desktop.net.seatbook import HeldSeat
    from omg_desktop.seating import GameConfig, Seat
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    with speaking(qapp, code) as cat:
        win = make_window(qtbot, tmp_path, cat)
        menus = [a.text() for a in win.menuBar().actions()]
        if code != "en":
            assert menus != ["&Game", "&View", "&Help"], menus
        win.games.start_game(
            GameConfig((Seat("Ana", "human", None), Seat("Bo", "computer", "random")), "bigbox", 3)
        )
        qtbot.waitUntil(lambda: win.controller.awaiting_human(), timeout=10000)
        problems = clipped(win.panel) + table_labels_cut(win)
        from omg_desktop.games.ohmygoods.rules.scoring import Score
        from omg_desktop.ui.dialogs.about import AboutDialog
        from omg_desktop.ui.dialogs.card_data import CardDataDialog
        from omg_desktop.ui.dialogs.help import HelpDialog, ShortcutsDialog
        from omg_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
        from omg_desktop.ui.dialogs.slots import SlotsDialog
        from omg_desktop.ui.dialogs.statistics import StatisticsDialog
        from omg_desktop.ui.network.dialogs import HostDialog, JoinDialog

        book = win.games.seat_book()  # one seat held, so the Join dialog lists it
        book.keep(HeldSeat("ws://192.168.1.20:8765", "K7QX2M", 1, "t" * 32, "Bo"))
        win.games.history.record_game(made("g", 0, ("Ana", None, 26, 1.0), ("Bo", "random", 21, 0)))
        sheet = [Score(20, 3, 17, 3, 2), Score(18, 1, 12, 2, 2)]
        parts = [  # the game's rows (its record's score parts)
            [("buildings", 20), ("assistants", 3), ("goods", (17, 3)), ("leftover", 2)],
            [("buildings", 18), ("assistants", 1), ("goods", (12, 2)), ("leftover", 2)],
        ]
        ending = cat.endings[0]
        dialogs = [
            NewGameDialog(cat, parent=win),
            CampaignDialog(cat, campaign_store(win), win),
            StoryDialog.intro(cat, "ch1", True, win),
            StoryDialog.ending(ending, 0, win),
            ScoreSheetDialog(
                ["Ana", "Bo"], sheet, [0], [[3, 9, 26], [2, 8, 21]], win, parts=parts, face=win.face
            ),
            SlotsDialog(win.store, can_save=True, default_name="Ana, Bo", parent=win),
            AboutDialog(win),
            HelpDialog(win, language=code),
            ShortcutsDialog(win.menus.shortcuts(), win),
            CardDataDialog(cat, win),
            StatisticsDialog(win.games.history, win.settings, cat, win),
            HostDialog(cat, win),
            JoinDialog(win.settings, book, win),
        ]
        for dlg in dialogs:
            dlg.show()
            qtbot.waitExposed(dlg)
            problems += [f"{type(dlg).__name__}: {p}" for p in clipped(dlg)]
            dlg.close()
        win.controller.shutdown()
        assert problems == []


#: The About box's most height on a 1024 x 700 screen: room left for a title bar and a
#: panel (it was 674 px in Japanese with four games one under another).
ABOUT_HEIGHT = 640


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_about_box_fits_a_small_screen_with_every_game(qtbot, qapp, code):
    from omg_desktop.games import registry
    from omg_desktop.ui.dialogs.about import AboutDialog

    with speaking(qapp, code):
        d = AboutDialog(language=code)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        assert d.height() <= ABOUT_HEIGHT and d.width() <= 1024 - 100, d.size()
        for info in registry.GAMES:
            assert info.title(code) in d.games.text()
        assert clipped(d) == []
        d.close()


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_table_label_is_set_much_smaller_than_it_is_meant(qtbot, qapp, tmp_path, code):
    """A label's words that fit only in a far smaller font ("Monte de compra" beside
    "Descarte") read as a mistake: each language's table words fit nearly as meant."""
    from omg_desktop.seating import GameConfig, Seat
    from omg_desktop.ui.table.items import LabelItem

    with speaking(qapp, code) as cat:
        win = make_window(qtbot, tmp_path, cat)
        seats = (Seat("Ana", "human", None), Seat("Bo", "computer", "random"))
        win.games.start_game(GameConfig((*seats, Seat("Cy", "computer", "random")), "bigbox", 3))
        qtbot.waitUntil(lambda: win.controller.awaiting_human(), timeout=10000)
        shrunk = []
        for item in win.scene.items():
            if isinstance(item, LabelItem):
                meant = float(item.placement.data.get("size", 13))
                if item.fitted_font().pointSizeF() < 0.9 * meant:
                    shrunk.append(f"{item.text()!r}: {item.fitted_font().pointSizeF()} < {meant}")
        win.controller.shutdown()
        assert shrunk == []


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_pile_or_row_label_is_cut_on_a_small_screen(qtbot, qapp, tmp_path, code, players):
    """At 1024x700 the piles' and rows' names show whole and near their size ("Draw p…"
    was painted cut under the draw pile of a two-player table)."""
    from omg_desktop.ui.table.items import LabelItem

    with speaking(qapp, code) as cat:
        win = make_window(qtbot, tmp_path, cat)
        win.resize(1024, 670)
        seats = [Seat("Ana", "human", None)] + [
            Seat(f"C{k}", "computer", "random") for k in range(1, players)
        ]
        win.games.start_game(GameConfig(tuple(seats), "bigbox", 3))
        qtbot.waitUntil(lambda: win.controller.awaiting_human(), timeout=10000)
        cut = [
            item.text()
            for item in win.scene.items()
            if isinstance(item, LabelItem)
            and item.placement.data["text"][0] in ("deck", "discard", "row", "new_buildings")
            and (
                item.cut()
                or item.fitted_font().pointSizeF() < 0.9 * item.placement.data.get("size", 13)
            )
        ]
        win.controller.shutdown()
        assert cut == []


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_the_marks_beside_the_icons_are_in_the_language(qtbot, qapp, tmp_path, code):
    """The glyphs ("Wd" for wood) on the card edges, the tally, the assistants and the
    tooltips come from the language's data file: unique, none left in English."""
    from omg_desktop.games.ohmygoods.face.art.look import load_look
    from omg_desktop.i18n.data_texts import glyph_texts, read_texts
    from omg_desktop.ui.table.overlay import TallyItem

    english = load_look()
    with speaking(qapp, code) as cat:
        win = make_window(qtbot, tmp_path, cat)
        look = win.art.look
        texts = read_texts(i18n_files.folder(), code)
        for key in glyph_texts():
            item = key.removeprefix("glyph.")
            if item.startswith("colour."):
                assert look.colours[item.removeprefix("colour.")].glyph == texts[key]
            else:
                assert look.item(item).glyph == texts[key]
        marks = [look.item(i).glyph for i in [*cat.resources, *cat.goods]]
        assert len({m.casefold() for m in marks}) == len(marks)  # nobody needs colour
        ours = [look.item(r).glyph for r in cat.resources]
        theirs = [english.item(r).glyph for r in cat.resources]  # Cl, Gr, Wo, Wd, St
        assert sum(a != b for a, b in zip(ours, theirs, strict=True)) >= 4  # Gr is Grão too
        win.games.start_game(GameConfig((Seat("Ana"), Seat.computer("Bo", "random")), "bigbox", 3))
        qtbot.waitUntil(lambda: win.controller.awaiting_human(), timeout=10000)
        tally = [it for it in win.scene.items() if isinstance(it, TallyItem)]
        assert tally and all(
            it.text().startswith(look.item(it.placement.data["resource"]).glyph + " ")
            for it in tally
        )
        wood = next(c for c in cat.cards.values() if c.resource == "wood")
        assert f"[{look.item('wood').glyph}]" in win.art.card_text(wood.id)
        win.controller.shutdown()


def test_japanese_is_drawn_with_real_glyphs(qtbot, qapp, tmp_path):
    with speaking(qapp, "ja") as cat:
        win = make_window(qtbot, tmp_path, cat)
        samples = [a.text() for a in win.menuBar().actions()]
        samples += [cat.cards[1].name, cat.events[301].name, cat.chapters["ch1"].setting[:40]]
        font = win.font()
        assert any(ord(ch) > 0x3000 for ch in "".join(samples)), samples  # it is Japanese
        for text in samples:
            assert missing_glyphs(text, font) == [], text
        image = win.grab().toImage()
        assert not image.isNull()


def test_the_language_menu_remembers_the_choice_and_says_when_it_applies(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, default_catalog())
    actions = {a.data(): a for a in win.menus.language.actions()}
    assert set(actions) == {"", *LANGUAGES}
    assert actions[""].isChecked()  # the system's language until one is chosen
    actions["ja"].trigger()
    assert win.settings.language == "ja"
    assert win.menus.language_notice.isVisible()
    assert "next start" in win.menus.language_notice.text()
    win.menus.language_notice.close()


def test_the_chosen_language_wins_over_the_system(monkeypatch):
    monkeypatch.delenv(language.ENV, raising=False)
    assert language.chosen("es") == "es"
    monkeypatch.setenv(language.ENV, "ja")
    assert language.chosen("es") == "ja"


def test_the_clipping_check_sees_cut_text(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel("a label far too long for its place", box)
    label.setFixedWidth(40)
    box.show()
    qtbot.waitExposed(box)
    assert clipped(box) and "far too long" in clipped(box)[0]
    assert missing_glyphs("\ue000\ue001", box.font())  # private-use: no font draws them
