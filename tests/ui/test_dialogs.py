"""The dialogs and the pass-and-play cover, driven through their widgets (never exec())."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QWidget

import omg_desktop
from omg_desktop.games.ohmygoods import face as omg_face
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.engine import new_game
from omg_desktop.games.ohmygoods.rules.scoring import Score
from omg_desktop.seating import LEVELS, GameConfig, Seat, parse_seed
from omg_desktop.ui.cover import CoverWidget
from omg_desktop.ui.dialogs import (
    AboutDialog,
    HelpDialog,
    NewGameDialog,
    ScoreSheetDialog,
    ShortcutsDialog,
)
from omg_desktop.ui.dialogs.help import help_path
from omg_desktop.ui.dialogs.points_chart import COLOURS, PointsChart, nice_step
from omg_desktop.ui.dialogs.score_sheet import TOTAL
from omg_desktop.ui.settings import Settings

# -- New game ------------------------------------------------------------------


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(path=tmp_path / "s.ini")


@pytest.fixture
def new_dialog(qtbot, settings):
    def make() -> NewGameDialog:
        dialog = NewGameDialog(settings=settings)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def _retype(qtbot, edit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_default_config(new_dialog):
    d = new_dialog()
    assert d.result_config() == GameConfig(
        (Seat("Ana", "human", None), Seat("Bruno", "computer", "heuristic")),  # Normal
        default_catalog().default_ruleset.id,
        None,
    )
    assert d.ok_button.isEnabled()
    assert not d.message.isVisible()
    assert [r.name.isVisible() for r in d.rows] == [True, True, False, False]
    assert not d.rows[0].level.isVisible() and d.rows[1].level.isVisible()


def test_configure_everything_through_the_widgets(qtbot, new_dialog, settings):
    d = new_dialog()
    qtbot.keyClick(d.players, Qt.Key_Up)
    qtbot.keyClick(d.players, Qt.Key_Up)
    assert d.players.value() == 4
    assert all(r.name.isVisible() for r in d.rows)
    _retype(qtbot, d.rows[1].name, "Zoe")
    d.rows[1].kind.setCurrentIndex(d.rows[1].kind.findData("human"))
    d.rows[2].level.setCurrentIndex(d.rows[2].level.findData(LEVELS[-1]))
    d.ruleset.setCurrentIndex(d.ruleset.findData("classic"))
    qtbot.keyClicks(d.seed, "42")
    config = d.result_config()
    assert config == GameConfig(
        (
            Seat("Ana", "human"),
            Seat("Zoe", "human"),
            Seat("Chiara", "computer", LEVELS[-1]),
            Seat("Daiki", "computer", "heuristic"),  # a new computer seat plays Normal
        ),
        "classic",
        42,
    )
    assert not d.rows[1].level.isVisible()
    assert d.rows[2].level.isVisible() and not d.rows[3].level.isHidden()
    qtbot.mouseClick(d.ok_button, Qt.LeftButton)
    assert d.result() == QDialog.Accepted
    assert d.result_config() == config
    assert settings.last_game_config == replace(config, seed=None)  # a seed is for one game


def test_players_down_hides_seats_and_a_word_is_a_seed(qtbot, new_dialog):
    d = new_dialog()
    qtbot.keyClick(d.players, Qt.Key_Down)  # already at the rule set's minimum
    assert d.players.value() == 2
    qtbot.keyClicks(d.seed, " Longsdale ")
    assert d.result_config().seed == "Longsdale"
    assert len(d.result_config().seats) == 2


def test_every_seat_kind_and_level_offered_has_a_name():
    from omg_desktop.seating import LOCAL_KINDS
    from omg_desktop.ui.dialogs.new_game import KIND_NAMES, LEVEL_NAMES

    assert tuple(KIND_NAMES) == LOCAL_KINDS and tuple(LEVEL_NAMES) == LEVELS


def test_parse_seed():
    assert parse_seed("") is None
    assert parse_seed("   ") is None
    assert parse_seed("007") == 7
    assert parse_seed("abc 1") == "abc 1"
    assert parse_seed("٣") == "٣"  # a non-ASCII digit stays text


def test_ruleset_combo_has_names_descriptions_and_player_range(new_dialog):
    d = new_dialog()
    cat = default_catalog()
    base = [r for r in cat.rulesets.values() if r.expansion is None]
    assert d.ruleset.count() == len(base)  # the expansion starts from the campaign screen
    for i in range(d.ruleset.count()):
        rs = cat.rulesets[d.ruleset.itemData(i)]
        assert d.ruleset.itemText(i) == rs.name
        assert d.ruleset.itemData(i, Qt.ToolTipRole) == rs.description
    rs = cat.default_ruleset
    assert (d.players.minimum(), d.players.maximum()) == (rs.min_players, rs.max_players)
    assert d.ruleset_info.text() == rs.description


def test_the_campaign_uses_the_dialog_for_seats_only(qtbot):
    d = NewGameDialog(default_catalog(), ruleset="longsdale", title="New campaign")
    qtbot.addWidget(d)
    assert d.windowTitle() == "New campaign"
    assert d.ruleset.count() == 1 and d.ruleset.currentData() == "longsdale"
    assert d.players.minimum() == 1  # solo
    assert d.result_config().ruleset == "longsdale"


def test_duplicate_names_disable_ok_with_a_message(qtbot, new_dialog):
    d = new_dialog()
    _retype(qtbot, d.rows[1].name, " ana ")
    assert not d.ok_button.isEnabled()
    assert d.message.isVisible()
    assert "different name" in d.message.text() and "ana" in d.message.text()
    qtbot.mouseClick(d.ok_button, Qt.LeftButton)
    assert d.isVisible() and d.result() != QDialog.Accepted
    _retype(qtbot, d.rows[1].name, "Bruna")
    assert d.ok_button.isEnabled()
    assert not d.message.isVisible()


def test_an_empty_name_disables_ok_with_a_message(qtbot, new_dialog):
    d = new_dialog()
    _retype(qtbot, d.rows[1].name, "   ")
    assert not d.ok_button.isEnabled()
    assert "Seat 2 needs a name." in d.message.text()
    d.accept()  # even a direct accept() refuses
    assert d.result() != QDialog.Accepted


def test_a_hidden_seat_does_not_count(qtbot, new_dialog):
    d = new_dialog()
    qtbot.keyClick(d.players, Qt.Key_Up)
    _retype(qtbot, d.rows[2].name, "Ana")
    assert not d.ok_button.isEnabled()
    qtbot.keyClick(d.players, Qt.Key_Down)
    assert d.ok_button.isEnabled()


def test_the_last_configuration_is_restored(qtbot, new_dialog, settings):
    d = new_dialog()
    qtbot.keyClick(d.players, Qt.Key_Up)
    _retype(qtbot, d.rows[0].name, "Mia")
    d.rows[2].kind.setCurrentIndex(d.rows[2].kind.findData("human"))
    d.ruleset.setCurrentIndex(d.ruleset.findData("classic"))
    qtbot.keyClicks(d.seed, "99")
    qtbot.mouseClick(d.ok_button, Qt.LeftButton)
    saved = d.result_config()

    again = new_dialog()
    assert saved.seed == 99
    assert again.result_config() == replace(saved, seed=None)  # the seed was for that game
    assert again.seed.text() == ""
    assert again.players.value() == 3


def test_cancel_remembers_nothing(qtbot, new_dialog, settings):
    d = new_dialog()
    _retype(qtbot, d.rows[0].name, "Mia")
    d.reject()
    assert settings.last_game_config is None


def test_a_remembered_unknown_ruleset_falls_back_to_the_default(qtbot, settings):
    settings.last_game_config = GameConfig((Seat("A", "human"), Seat("B", "human")), "gone", None)
    d = NewGameDialog(settings=settings)
    qtbot.addWidget(d)
    assert d.result_config().ruleset == default_catalog().default_ruleset.id
    assert d.result_config().names == ["A", "B"]


def test_keyboard_path(new_dialog):
    d = new_dialog()
    chain = [d.players]
    for row in d.rows:
        chain += [row.name, row.kind, row.level]
    chain += [d.ruleset, d.seed]
    order, w = [], d.players
    for _ in range(500):  # follow Qt's focus chain, keeping only our controls
        if w in chain and w not in order:
            order.append(w)
        w = w.nextInFocusChain()
    assert order == chain
    buddies = {label.buddy() for label in d.findChildren(QLabel) if label.buddy()}
    assert {d.players, d.ruleset, d.seed, *(r.name for r in d.rows)} <= buddies
    for w in chain:
        assert w.accessibleName()


def test_each_computer_level_is_explained_in_its_tooltip_and_under_the_seats(qtbot, new_dialog):
    d = new_dialog()
    level = d.rows[1].level
    words = [level.itemData(i, Qt.ToolTipRole) for i in range(level.count())]
    assert all(words) and len(set(words)) == len(LEVELS)  # one sentence per level
    assert level.toolTip() == level.accessibleDescription() == words[level.currentIndex()]
    assert d.level_info.isVisible() and d.level_info.text() == level.toolTip()
    level.setCurrentIndex(0)  # Beginner: its words, in the tooltip and under the seats
    assert level.toolTip() == words[0] and d.level_info.text() == words[0]
    d.rows[1].kind.setCurrentIndex(d.rows[1].kind.findData("human"))
    assert not d.level_info.isVisible()  # no computer: nothing to explain


def test_a_person_plays_here_at_this_screen_in_every_seats_dialog(qtbot, tmp_path):
    from windows import make_window

    from omg_desktop.ui.network.dialogs import CampaignSeatsDialog, HostDialog

    win = make_window(qtbot, tmp_path)
    dialogs = [
        NewGameDialog(win.cat, win.settings, win),
        NewGameDialog(win.cat, parent=win, ruleset="longsdale", title="New campaign"),
        HostDialog(win.cat, win),
        CampaignSeatsDialog(win.cat, "longsdale", "New campaign", win),
    ]
    for d in dialogs:
        qtbot.addWidget(d)
        kind = d.rows[0].kind
        assert kind.itemText(kind.findData("human")) == "Here, at this screen", d


def test_the_campaign_seats_show_the_level_header_and_the_friend_note_only_when_they_apply(
    qtbot, tmp_path
):
    from windows import make_window

    from omg_desktop.ui.network.dialogs import CampaignSeatsDialog

    win = make_window(qtbot, tmp_path)
    d = CampaignSeatsDialog(win.cat, "longsdale", "New campaign", win)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    (header,) = [w for w in d.findChildren(QLabel) if w.text() == "Level"]
    (note,) = [w for w in d.findChildren(QLabel) if w.text().startswith("A friend over")]

    def shown() -> tuple[bool, bool]:
        return header.isVisible(), note.isVisible()

    d.players.setValue(1)  # a campaign of one: no computer, no friend
    assert shown() == (False, False)
    d.players.setValue(2)
    d.rows[1].kind.setCurrentIndex(d.rows[1].kind.findData("computer"))
    assert shown() == (True, True)
    assert d.rows[1].level.isVisible()
    d.rows[1].kind.setCurrentIndex(d.rows[1].kind.findData("human"))
    assert shown() == (False, True)  # the level boxes went: their header too
    d.players.setValue(1)
    assert shown() == (False, False)


def test_every_seats_dialog_starts_with_the_last_name_given(qtbot, tmp_path):
    from windows import make_window

    from omg_desktop.ui.network.dialogs import CampaignSeatsDialog, HostDialog

    win = make_window(qtbot, tmp_path)

    def opened(make):
        d = make()
        qtbot.addWidget(d)
        d.show()
        return d

    def new_game():
        return NewGameDialog(win.cat, win.settings, win)

    def new_campaign():
        return NewGameDialog(win.cat, parent=win, ruleset="longsdale", title="New campaign")

    def host():
        return HostDialog(win.cat, win)

    def campaign_seats():
        return CampaignSeatsDialog(win.cat, "longsdale", "New campaign", win)

    d = opened(new_game)
    _retype(qtbot, d.rows[0].name, "Mia")
    qtbot.mouseClick(d.ok_button, Qt.LeftButton)
    for make in (host, new_campaign, campaign_seats, new_game):
        assert opened(make).rows[0].name.text() == "Mia", make.__name__
    d = opened(host)
    _retype(qtbot, d.rows[0].name, "Zoe")
    qtbot.mouseClick(d.ok_button, Qt.LeftButton)
    assert d.result() == QDialog.Accepted
    for make in (new_game, new_campaign, campaign_seats):
        assert opened(make).rows[0].name.text() == "Zoe", make.__name__
    d = opened(new_campaign)
    _retype(qtbot, d.rows[0].name, "Ugo")
    qtbot.mouseClick(d.ok_button, Qt.LeftButton)
    assert opened(new_game).rows[0].name.text() == "Ugo"
    assert opened(host).rows[0].name.text() == "Ugo"
    proposal = GameConfig((Seat.human("Kim"), Seat.computer("Bo", "random")), "bigbox")
    d = NewGameDialog(win.cat, win.settings, win, proposal=proposal)  # the game just played
    qtbot.addWidget(d)
    assert d.rows[0].name.text() == "Kim"  # keeps its own people's names


# -- Score sheet ---------------------------------------------------------------

NAMES = ["Ana", "Bruno", "Chiara"]
SCORES = [Score(20, 3, 22, 4, 2), Score(18, 5, 23, 4, 3), Score(15, 2, 10, 2, 0)]
HISTORY = [[1, 4, 9, 15, 27], [1, 3, 8, 16, 27], [1, 2, 5, 11, 19]]


ROWS = ("buildings", "assistants", "goods", "leftover", TOTAL)


def _parts(scores):
    """Oh My Goods!'s score parts (its record's ``score_parts``) of hand-made scores."""
    return [
        [
            ("buildings", s.buildings),
            ("assistants", s.assistants),
            ("goods", (s.coins, s.goods)),
            ("leftover", s.leftover),
        ]
        for s in scores
    ]


def _sheet(qtbot, winners, names=NAMES, scores=SCORES, history=HISTORY) -> ScoreSheetDialog:
    d = ScoreSheetDialog(names, scores, winners, history, parts=_parts(scores), face=omg_face)
    qtbot.addWidget(d)
    d.show()
    return d


def test_the_table_shows_the_scores(qtbot):
    d = _sheet(qtbot, [1])
    assert d.table.rowCount() == len(ROWS) and d.table.columnCount() == 3
    for c, s in enumerate(SCORES):
        texts = [d.table.item(r, c).text() for r in range(len(ROWS))]
        assert texts == [
            str(s.buildings),
            str(s.assistants),
            f"{s.coins} → {s.goods}",
            str(s.leftover),
            str(s.total),
        ]
    labels = [d.table.verticalHeaderItem(r).text() for r in range(len(ROWS))]
    assert labels[0] == "Buildings" and labels[-1] == "Total"
    headers = [d.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert headers[0] == "Ana" and headers[2] == "Chiara"
    assert "Bruno" in headers[1] and "Winner" in headers[1] and "★" in headers[1]


def test_a_score_below_zero_is_written_with_a_minus_sign():
    """−12 as the log and the table write it, not the hyphen of -12; other cells as they are."""
    from omg_desktop.ui.dialogs.score_sheet import number_text

    assert number_text(-12) == "\u221212" and number_text(0) == "0" and number_text(7) == "7"
    assert number_text("") == "" and number_text(True) == "True"


def test_a_single_winner_sentence(qtbot):
    d = _sheet(qtbot, [1])
    assert d.headline.text() == "Bruno wins with 27 points."
    assert "coins left" in d.note.text() and d.note.isVisible()


def test_a_face_says_who_won_in_its_own_words(qtbot):
    """A game not scored in points (Kingdom Builder counts gold) gives its face's
    sentence: the winners' names and the total."""
    from omg_desktop.ui.dialogs.score_sheet import winner_sentence

    class Face:
        @staticmethod
        def winner_sentence(names, total):
            return f"{' & '.join(names)}: {total} shells"

    assert winner_sentence(["Ana", "Bruno"], [1], [20, 27], Face()) == "Bruno: 27 shells"
    assert winner_sentence(["Ana", "Bruno"], [0, 1], [27, 27], Face()) == "Ana & Bruno: 27 shells"
    assert winner_sentence(["Ana", "Bruno"], [1], [20, 27]) == "Bruno wins with 27 points."


def test_a_clear_winner_needs_no_tie_break_note(qtbot):
    d = _sheet(qtbot, [0], scores=[SCORES[0], SCORES[2], SCORES[2]])
    assert d.headline.text() == "Ana wins with 27 points."
    assert not d.note.isVisible()


def test_a_shared_victory(qtbot):
    d = _sheet(qtbot, [0, 1])
    assert d.headline.text().startswith("Ana and Bruno share the victory")
    headers = [d.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert ["Winner" in h for h in headers] == [True, True, False]


def test_a_three_way_shared_victory(qtbot):
    same = [SCORES[0]] * 3
    d = _sheet(qtbot, [0, 1, 2], scores=same)
    assert d.headline.text().startswith("Ana, Bruno and Chiara share the victory")


def test_play_again_is_emitted_on_click(qtbot):
    d = _sheet(qtbot, [1])
    with qtbot.waitSignal(d.play_again, timeout=1000):
        qtbot.mouseClick(d.play_again_button, Qt.LeftButton)
    assert d.result() == QDialog.Accepted


def test_close_does_not_play_again(qtbot):
    d = _sheet(qtbot, [1])
    with qtbot.assertNotEmitted(d.play_again):
        qtbot.mouseClick(d.close_button, Qt.LeftButton)
    assert not d.isVisible()


def test_the_chart_paints_every_player(qtbot):
    d = _sheet(qtbot, [1])
    image = d.chart.grab().toImage()
    colours = {
        image.pixelColor(x, y).name()
        for x in range(image.width())
        for y in range(0, image.height(), 2)
    }
    assert len(colours) > 10
    for i in range(3):
        assert QColor(COLOURS[i]).name() in colours, f"player {i}'s colour is missing"
    assert d.chart.names() == NAMES
    for name in NAMES:
        assert name in d.chart.accessibleDescription()


def test_an_empty_chart_says_so_and_a_new_game_has_a_sheet(qtbot):
    state = new_game(default_catalog(), 2, 7)
    d = ScoreSheetDialog.from_state(state, ["Ana", "Bruno"])
    qtbot.addWidget(d)
    d.show()
    assert d.table.columnCount() == 2
    labels = [d.table.verticalHeaderItem(r).text() for r in range(d.table.rowCount())]
    assert labels == [  # Oh My Goods!'s parts, from its record and its face
        "Buildings",
        "Assistants",
        "Goods (coins → points)",
        "Coins left (tie-break)",
        "Total",
    ]
    assert "Ana" in d.headline.text() or "Bruno" in d.headline.text()
    assert not d.chart.grab().toImage().isNull()


def test_a_long_game_chart_paints_all_markers(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(320, 200)
    chart.set_data(["A", "B", "C", "D", "E"], [list(range(0, 60, 3))] * 5)
    image = chart.grab().toImage()
    assert not image.isNull()


def test_nice_steps():
    assert nice_step(4) == 1
    assert nice_step(27) == 10
    assert nice_step(60) == 20
    assert nice_step(260) == 100


# -- Help ----------------------------------------------------------------------


@pytest.fixture
def help_dialog(qtbot) -> HelpDialog:
    d = HelpDialog(shortcuts=[("Ctrl+N", "New game"), (QKeySequence.Undo, "Undo")])
    qtbot.addWidget(d)
    d.show()
    return d


def test_the_help_text_covers_the_rules():
    html = help_path("en").read_text(encoding="utf-8")
    for topic in [
        "Setup",
        "Sunrise",
        "Sunset",
        "Production",
        "Chains",
        "Hiring",
        "Gray",
        "Classic",
        "8 buildings",
        "tie",
        "Space",
    ]:
        assert topic in html, topic
    assert help_path("xx_YY") == help_path("en")


def test_search_finds_and_counts(qtbot, help_dialog):
    d = help_dialog
    qtbot.keyClicks(d.search, "chain")
    assert d.match_count > 3
    assert d.status.text() == f"{d.match_count} matches"
    assert len(d.browser.extraSelections()) == d.match_count
    assert d.browser.textCursor().selectedText().lower() == "chain"

    _retype(qtbot, d.search, "Glassmaker")
    assert d.match_count >= 1
    assert d.browser.textCursor().selectedText() == "Glassmaker"


def test_enter_goes_to_the_next_match_and_shift_enter_back(qtbot, help_dialog):
    d = help_dialog
    qtbot.keyClicks(d.search, "chain")
    assert d.current_match() == 0
    qtbot.keyClick(d.search, Qt.Key_Return)
    assert d.current_match() == 1
    assert d.status.text() == f"Match 2 of {d.match_count}"
    qtbot.keyClick(d.search, Qt.Key_Return, Qt.ShiftModifier)
    qtbot.keyClick(d.search, Qt.Key_Return, Qt.ShiftModifier)
    assert d.current_match() == d.match_count - 1
    assert d.isVisible()  # Enter searched; it did not close the dialog


def test_gibberish_finds_nothing(qtbot, help_dialog):
    d = help_dialog
    qtbot.keyClicks(d.search, "qzxjvk")
    assert d.match_count == 0
    assert d.status.text() == "No match"
    assert d.browser.extraSelections() == []
    qtbot.keyClick(d.search, Qt.Key_Return)
    d.search.clear()
    assert d.status.text() == ""


def test_shortcuts_in_help_and_on_their_own(qtbot, help_dialog):
    help_dialog.show_shortcuts()
    assert help_dialog.tabs.currentWidget() is help_dialog.shortcuts_table
    table = help_dialog.shortcuts_table
    assert table.item(0, 0).text() == QKeySequence("Ctrl+N").toString(QKeySequence.NativeText)
    assert table.item(1, 1).text() == "Undo"

    d = ShortcutsDialog([("F1", "Rules summary")])
    qtbot.addWidget(d)
    assert d.table.rowCount() == 1 and d.table.item(0, 1).text() == "Rules summary"


def test_a_missing_help_file_is_reported(qtbot, tmp_path):
    d = HelpDialog(path=tmp_path / "nope.html")
    qtbot.addWidget(d)
    assert "could not be found" in d.browser.toPlainText()
    assert d.tabs is None


# -- About ---------------------------------------------------------------------


def test_about_names_version_and_credits(qtbot):
    d = AboutDialog()
    qtbot.addWidget(d)
    assert omg_desktop.__version__ in d.version.text()
    assert d.windowTitle() == "About OMG Desktop" and d.title.text() == "OMG Desktop"
    assert d.subtitle.text() == "A box of tabletop games."
    assert d.credits.text() == (
        "Names, numbers and rules are facts of the published games; all art and text here "
        "are original."
    )
    games = d.games.text()
    for author in (
        "Alexander Pfister",
        "Phil Walker-Harding",
        "Donald X. Vaccarino",
        "Alan R. Moon",
    ):
        assert f"A game by {author}, published by " in games
    from omg_desktop.games import registry

    for info in registry.GAMES:  # the box's about: every game and its author
        assert info.title() in games and info.credit_line() in games
        assert info.title() not in d.subtitle.text() + d.credits.text()


def test_about_lists_a_game_added_to_the_registry_with_its_credit_and_attribution(
    qtbot, monkeypatch
):
    """About names no game itself: a game the registry gains is listed with its credit
    and its data's attribution, in the window's language, and nothing else changes."""
    import dataclasses

    from omg_desktop.games import registry
    from omg_desktop.games.base import GameInfo

    words = {"en": "Tiles & Trains", "pt_BR": "Trilhos", "es": "Trenes", "ja": "列車"}
    extra = GameInfo(
        id="tiles_trains",
        titles=words,
        players=(2, 5),
        minutes=(30, 60),
        summary=words,
        options=("standard",),
        package="tests.nowhere",
        credit={"en": "A game by Ana Lima, published by Nobody.", "es": "Un juego de Ana Lima."},
        attributions=({"en": "Maps: Somebody, CC BY 4.0", "es": "Mapas: Alguien, CC BY 4.0"},),
    )
    from omg_desktop.ui.dialogs.about import game_lines

    before = AboutDialog()
    qtbot.addWidget(before)
    before_games = registry.GAMES
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, extra))
    d = AboutDialog()
    qtbot.addWidget(d)
    games = d.games.text()
    assert "Tiles &amp; Trains" in games  # its title, escaped as rich text
    assert "A game by Ana Lima, published by Nobody." in games
    assert "Maps: Somebody, CC BY 4.0" in games
    for info in before_games:  # the others as they were
        assert game_lines(info, "en") in games
    assert d.subtitle.text() == before.subtitle.text() and d.credits.text() == before.credits.text()
    spanish = AboutDialog(language="es")
    qtbot.addWidget(spanish)
    assert "Un juego de Ana Lima." in spanish.games.text()
    assert "Mapas: Alguien, CC BY 4.0" in spanish.games.text()
    assert "Trenes" in spanish.games.text()
    quiet = dataclasses.replace(extra, credit={}, attributions=())  # nothing said: title only
    monkeypatch.setattr(registry, "GAMES", (quiet,))
    plain = AboutDialog()
    qtbot.addWidget(plain)
    assert plain.games.text() == "<b>Tiles &amp; Trains</b>"


@pytest.mark.parametrize("game_id", ["ohmygoods", "gizmos", "kingdom_builder", "ticket_to_ride"])
def test_every_games_window_has_the_same_about_the_box(qtbot, tmp_path, game_id):
    """Help ▸ About names the program (the box), not one game, in every game's window,
    and opens the box's About."""
    from omg_desktop.ui import launch

    settings = Settings(path=tmp_path / "settings.ini")
    settings.language = "en"
    settings.sync()
    _app, win = launch._window(tmp_path / "settings.ini", game_id=game_id)
    qtbot.addWidget(win)
    win.show()
    (helpm,) = [a.menu() for a in win.menuBar().actions() if a.text() == "&Help"]
    qtbot.waitUntil(lambda: bool(helpm.actions()))  # filled after the first frame
    abouts = [a for a in helpm.actions() if a.text().startswith("&About")]
    assert [a.text() for a in abouts] == ["&About OMG Desktop"]
    abouts[0].trigger()
    shown = [d for d in win.findChildren(AboutDialog) if d.isVisible()]
    assert len(shown) == 1 and shown[0].windowTitle() == "About OMG Desktop"
    shown[0].close()


def test_about_says_unofficial_fan_edition_and_lists_the_licences(qtbot):
    from omg_desktop.licences import THIRD_PARTY, notices_path

    d = AboutDialog()
    qtbot.addWidget(d)
    assert d.fan_edition.text() == (
        "The names and rules of the games belong to their publishers. "
        "This is an unofficial fan edition."
    )
    assert "MIT" in d.own_licences.text() and "CC BY 4.0" in d.own_licences.text()
    listed = d.third_party.text()
    for part in THIRD_PARTY:
        assert part.name in listed and part.licence in listed, part
    for name in ("Qt", "PySide6", "Python", "ICU", "OpenSSL", "GLib", "libgcrypt", "Droid"):
        assert name in listed, name
    path = notices_path()
    assert path is not None and path.name == "THIRD-PARTY-NOTICES.md"
    assert QUrl.fromLocalFile(str(path)).toString() in d.notices.text()


def test_about_in_a_built_copy_links_the_notices_of_the_libraries_it_carries(
    qtbot, tmp_path, monkeypatch
):
    """A bundle carries the build machine's system libraries: their notices, written at
    build time (scripts/bundled_libraries.py), are linked from About."""
    from omg_desktop import frozen

    (tmp_path / "LICENSES").mkdir()
    (tmp_path / "LICENSES" / "BUNDLED-LIBRARIES.md").write_text("# Bundled", encoding="utf-8")
    monkeypatch.setattr(frozen, "bundle_root", lambda: tmp_path)
    d = AboutDialog()
    qtbot.addWidget(d)
    link = QUrl.fromLocalFile(str(tmp_path / "LICENSES" / "BUNDLED-LIBRARIES.md")).toString()
    assert link in d.notices.text()
    monkeypatch.setattr(frozen, "bundle_root", lambda: None)  # a checkout has none
    plain = AboutDialog()
    qtbot.addWidget(plain)
    assert "BUNDLED-LIBRARIES" not in plain.notices.text()


def test_help_menu_has_about_qt(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda parent, title: shown.append(title))
    (helpm,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Help"]
    (about_qt,) = [a for a in helpm.actions() if a.text() == "About &Qt"]
    about_qt.trigger()
    assert shown == ["About Qt"]


# -- Cover ---------------------------------------------------------------------


@pytest.fixture
def covered(qtbot):
    parent = QWidget()
    parent.resize(640, 400)
    secret = QWidget(parent)
    secret.setGeometry(0, 0, 640, 400)
    secret.setStyleSheet("background: #ff0000")
    secret.setAutoFillBackground(True)
    cover = CoverWidget(parent)
    qtbot.addWidget(parent)
    parent.show()
    cover.show_for("Ana")
    return parent, cover


def test_cover_texts(covered):
    _, cover = covered
    assert cover.headline() == "Pass the computer to Ana"
    assert cover.prompt() == "Ana — click or press Space when ready"
    assert cover.accessibleName() == "Pass the computer to Ana"


def test_cover_covers_the_parent_and_is_opaque(covered):
    parent, cover = covered
    assert cover.isVisible() and cover.geometry() == parent.rect()
    parent.resize(800, 500)
    assert cover.geometry() == parent.rect()
    image = parent.grab().toImage()
    red = QColor("#ff0000").rgb()
    seen = {
        image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
    }
    assert red not in seen
    corners = [
        (0, 0),
        (image.width() - 1, 0),
        (0, image.height() - 1),
        (image.width() - 1, image.height() - 1),
    ]
    for x, y in corners:
        assert image.pixelColor(x, y) == CoverWidget.BACKGROUND
    band = [image.pixel(x, 5) for x in range(image.width())]  # the top band: no text
    assert len(set(band)) == 1


def test_cover_ready_on_click(qtbot, covered):
    _, cover = covered
    with qtbot.waitSignal(cover.ready, timeout=1000):
        qtbot.mouseClick(cover, Qt.LeftButton, pos=QPoint(30, 30))
    assert not cover.isVisible()


@pytest.mark.parametrize("key", [Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter])
def test_cover_ready_on_space_and_enter(qtbot, covered, key):
    _, cover = covered
    with qtbot.waitSignal(cover.ready, timeout=1000):
        qtbot.keyClick(cover, key)
    assert not cover.isVisible()


def test_other_keys_do_not_lift_the_cover(qtbot, covered):
    _, cover = covered
    with qtbot.assertNotEmitted(cover.ready):
        qtbot.keyClick(cover, Qt.Key_A)
        qtbot.keyClick(cover, Qt.Key_Tab)
    assert cover.isVisible()


def test_the_cover_comes_back_for_the_next_player(qtbot, covered):
    parent, cover = covered
    qtbot.keyClick(cover, Qt.Key_Space)
    cover.show_for("Bruno")
    assert cover.isVisible() and cover.name == "Bruno"
    assert cover.geometry() == parent.rect()


def test_the_card_data_page_says_where_every_card_comes_from(qtbot):
    """Provenance words live on Help ▸ About the card data, not in the table's tooltips."""
    from omg_desktop.ui.dialogs.card_data import CardDataDialog

    cat = default_catalog()
    dlg = CardDataDialog(cat)
    qtbot.addWidget(dlg)
    text = dlg.browser.toPlainText()
    assert all(c.name in text for c in cat.cards.values())
    assert all(a.name in text for a in cat.assistants.values())
    assert "Data: " in text and any(c.notes and c.notes in text for c in cat.cards.values())


def test_every_shortcut_of_the_window_names_its_key(qtbot, tmp_path):
    """Keys given in words ("Tab / Shift+Tab", "Arrow keys") are shown, not blanks."""
    from windows import make_window

    win = make_window(qtbot, tmp_path)
    d = ShortcutsDialog(win.menus.shortcuts(), win)
    qtbot.addWidget(d)
    keys = [d.table.item(r, 0).text() for r in range(d.table.rowCount())]
    assert keys and all(keys), keys
    assert "Tab / Shift+Tab" in keys and "Arrow keys" in keys


def test_a_sheet_without_a_chart_is_as_tall_as_its_content(qtbot):
    """A game without rounds has no chart: no empty band between the table and the
    buttons (the wrapped headline's narrow hint once made the sheet too tall)."""
    scores = [33, 51]
    parts = [[("a", 7), ("b", 12), ("c", 14), ("d", 0)], [("a", 15), ("b", 3), ("c", 24), ("d", 9)]]
    d = ScoreSheetDialog(["Ana", "Bruno"], scores, [1], [[], []], parts=parts)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.chart.isHidden()
    gap = d.buttons.geometry().top() - d.table.geometry().bottom()
    assert gap <= 4 * d.layout().spacing() + 6, gap
    assert d.headline.height() >= d.headline.heightForWidth(d.headline.width())


def test_a_second_levels_line_under_the_seats_is_never_cut(qtbot, new_dialog):
    """Four seats, two of them Hard beside a Normal: the dialog grows for the levels'
    second line (a playtest saw both lines cut when a seat's level was changed)."""
    from test_dialog_fits import label_problems

    d = new_dialog()
    d.players.setValue(4)
    QApplication.processEvents()
    hard = d.rows[2].level.findData("montecarlo")
    for row in d.rows[2:4]:
        row.level.setCurrentIndex(hard)
    QApplication.processEvents()
    assert d.level_info.text().count("\n") == 1  # Normal's words and Hard's
    assert label_problems(d) == []
