"""The toy game's figures in the history, the Statistics window and the score sheet: the
frame takes them from its record (``figures``, ``score_parts``) and its face's words,
and they never mix with Oh My Goods!'s."""

from __future__ import annotations

import csv
import dataclasses
import io
from datetime import UTC, datetime, timedelta

import pytest

from omg_desktop.games import registry
from omg_desktop.history import GameHistory, finished_game, games_csv, network_game
from omg_desktop.history.entry import seat_figures
from omg_desktop.record import GameRecord
from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from omg_desktop.ui.dialogs.statistics import ALL_GAMES, COLUMNS, StatisticsDialog
from omg_desktop.ui.settings import Settings
from tests.history.helpers import Clock, made, person

from . import kuhn_face

pytestmark = pytest.mark.timeout(60)

START = datetime(2025, 5, 1, 20, 0, tzinfo=UTC)
SEATS = (Seat.human("Ana"), Seat.computer("Bot", "heuristic"))


def toy_game(toy, moves: str, day: int, seed: int = 1):
    """A finished toy game of ``moves`` as the history keeps it, and its final state."""
    state = toy.new_game(None, 2, seed, None)
    for move in moves:
        state, _events = toy.apply(state, move)
    record = GameRecord("standard", seed, 2, list(moves), game="kuhn")
    when = START + timedelta(days=day)
    return finished_game(record, SEATS, state, when), state


def history_of_both(tmp_path, toy) -> GameHistory:
    """Ana's two toy games (she bets once, then not at all) and one Oh My Goods! game."""
    history = GameHistory(tmp_path, clock=Clock())
    for day, moves in enumerate(("bc", "pp")):
        assert history.record_game(toy_game(toy, moves, day, seed=day)[0]).new
    assert history.record_game(made("omg", 9, person("Ana", 30, (10, 30), 1.0))).new
    return history


def test_a_finished_toy_game_keeps_its_own_figures_apart_from_the_others(tmp_path, toy):
    entry, _state = toy_game(toy, "pbc", 0)  # Ana passes, the computer bets, Ana calls
    assert [s.figures for s in entry.seats] == [(("bets", 0.0),), (("bets", 1.0),)]
    history = history_of_both(tmp_path, toy)
    mine = history.profile("Ana", "kuhn")
    assert mine.games == 2 and mine.figures == {"bets": (0.5, 1.0)}
    assert [dict(g.figures) for g in history.games_of("Ana", "kuhn")] == [{"bets": 1}, {"bets": 0}]
    omg = history.profile("Ana", registry.DEFAULT)
    assert omg.games == 1 and omg.figures == {} and omg.best_score == 30  # no toy game in it
    every = history.profile("Ana", None)
    assert every.games == 3 and every.by_game == {"kuhn": (2, every.by_game["kuhn"][1]),
                                                  "ohmygoods": (1, 1.0)}  # fmt: skip
    assert {g.game for g in history.games_of("Ana", None)} == {"kuhn", "ohmygoods"}
    rows = list(csv.DictReader(io.StringIO(games_csv("Ana", history.games_of("Ana", None)))))
    assert [(r["game_id"], r["figures"]) for r in rows] == [
        ("ohmygoods", ""),
        ("kuhn", "bets=1"),
        ("kuhn", "bets=0"),
    ]
    history.close()


def test_a_finished_network_toy_game_keeps_its_figures_too(toy):
    """A network game's entry is built from a seat's last view: the game's figures are a
    spectator's, so they are kept as a game on this screen keeps them."""
    _entry, state = toy_game(toy, "pbc", 0)
    entry = network_game("ws://host", "ABC123", SEATS, toy.player_view(state, 0), None, [1],
                         START, game="kuhn")  # fmt: skip
    assert [s.figures for s in entry.seats] == [(("bets", 0.0),), (("bets", 1.0),)]


def test_a_games_figures_of_the_wrong_count_are_left_out_not_the_game(toy, caplog):
    """A game's mistake in its figures (one seat's too few) costs the figures, never the
    end of the game (it would reach the player as a traceback)."""
    _entry, state = toy_game(toy, "pbc", 0)
    broken = dataclasses.replace(toy, figures=lambda view: [{"bets": 1}])
    assert seat_figures(broken, toy.player_view(state, None)) == [(), ()]
    assert "figures for a game of 2" in caplog.text


def dialog(qtbot, tmp_path, history, game: str) -> StatisticsDialog:
    settings = Settings(path=tmp_path / "settings.ini")
    dlg = StatisticsDialog(history, settings, None, current="Ana", game=game)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def row_labels(dlg: StatisticsDialog) -> list[str]:
    form = dlg.form
    labels = []
    for r in range(form.rowCount()):
        label = form.itemAt(r, form.ItemRole.LabelRole).widget()
        if label.isVisible():
            labels.append(label.text())
    return labels


def headers(dlg: StatisticsDialog) -> list[str]:
    t = dlg.games
    return [
        t.horizontalHeaderItem(c).text() for c in range(t.columnCount()) if not t.isColumnHidden(c)
    ]


def test_the_statistics_of_the_toy_game_show_its_figures_and_only_its_games(qtbot, tmp_path, toy):
    history = history_of_both(tmp_path, toy)
    dlg = dialog(qtbot, tmp_path, history, "kuhn")
    assert dlg.chosen_game() == "kuhn" and dlg.game.currentText() == "Kuhn poker"
    assert dlg.values["games"].text() == "2"
    # its own figure (named by its face), no best round, medals or endings (it has none)
    assert row_labels(dlg)[-1] == kuhn_face.figure_name("bets") == "Bets"
    assert "Best round" not in row_labels(dlg) and "Campaign medals" not in row_labels(dlg)
    last = dlg.form.itemAt(dlg.form.rowCount() - 1, dlg.form.ItemRole.FieldRole).widget()
    assert last.text() == "0.5 on average, 1 at most"
    assert headers(dlg)[-1] == "Bets" and "Game" not in headers(dlg)
    bets = dlg.games.columnCount() - 1
    assert [dlg.games.item(r, bets).text() for r in range(2)] == ["0", "1"]  # newest first
    assert dlg.chart.series()[0] == [g.score for g in history.games_of("Ana", "kuhn")]
    dlg.game.setCurrentIndex(dlg.game.findData(registry.DEFAULT))  # Oh My Goods!'s: as before
    assert dlg.values["games"].text() == "1" and dlg.values["best"].text() == "30"
    assert "Bets" not in row_labels(dlg) and "Best round" in row_labels(dlg)
    assert headers(dlg)[-1] != "Bets" and dlg.games.rowCount() == 1
    assert dlg.chart.series() == [[30], [30]]
    dlg.game.setCurrentIndex(dlg.game.findData(ALL_GAMES))  # every game: a Game column
    assert dlg.chosen_game() is None and dlg.values["games"].text() == "3"
    assert "Game" in headers(dlg) and "Bets" not in headers(dlg)
    games = [dlg.games.item(r, COLUMNS.index("game")).text() for r in range(3)]
    assert games == ["Kuhn poker", "Kuhn poker", "Oh My Goods!"]  # the newest first
    t = dlg.breakdown
    breakdown = {t.verticalHeaderItem(r).text(): t.item(r, 0).text() for r in range(t.rowCount())}
    assert breakdown["Oh My Goods!"] == "1" and breakdown["Kuhn poker"] == "2"
    assert dlg.chart.names() == ["Oh My Goods!", "Kuhn poker"]  # a line per game
    dlg.close()
    history.close()


def test_another_games_rules_show_in_the_windows_language(qtbot, tmp_path, toy):
    """In *All games*, an Oh My Goods! game in a toy window's statistics names its rules
    as Oh My Goods!'s own window would, in the window's language (its catalog localized)."""
    from PySide6.QtCore import QLocale

    history = GameHistory(tmp_path, clock=Clock())
    history.record_game(made("omg", 9, person("Ana", 30, (10, 30), 1.0), ruleset="classic"))
    before = QLocale()
    QLocale.setDefault(QLocale("pt_BR"))
    try:
        dlg = dialog(qtbot, tmp_path, history, "kuhn")
        dlg.game.setCurrentIndex(dlg.game.findData(ALL_GAMES))
        assert dlg.games.item(0, COLUMNS.index("rules")).text() == "Clássico (2015)"
        dlg.close()
    finally:
        QLocale.setDefault(before)
        history.close()


def test_the_score_sheet_of_a_finished_toy_game_shows_its_rows(qtbot, toy):
    _entry, state = toy_game(toy, "bf", 0)  # Ana bets, the computer folds
    sheet = ScoreSheetDialog.from_state(state, ["Ana", "Bot"], game=toy)
    qtbot.addWidget(sheet)
    t = sheet.table
    rows = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
    assert rows == [kuhn_face.score_part_name("staked"), "Total"]
    assert [[t.item(r, c).text() for c in (0, 1)] for r in (0, 1)] == [
        ["\u22122", "\u22121"],
        ["1", "\u22121"],
    ]  # below zero with a minus sign
    assert sheet.headline.text() == "Ana wins with 1 points." and not sheet.note.isVisible()
    assert sheet.chart.isHidden() and sheet.height() < 300  # no rounds: no chart, no gap


def test_the_toy_games_tile_opens_the_statistics_of_the_toy_game(qtbot, tmp_path, toy):
    from omg_desktop.ui.library.tile import STATISTICS

    from .test_toy_window import open_library

    library = open_library(qtbot, tmp_path)
    library.screen_.tiles["kuhn"].buttons[STATISTICS].click()
    win = library.game_window("kuhn")
    qtbot.waitUntil(lambda: win.statistics is not None and win.statistics.isVisible())
    assert win.statistics.chosen_game() == "kuhn"
    assert win.statistics.game.currentText() == "Kuhn poker"
    win.statistics.close()  # (a dialog left shown lies over the next test's window)
    for w in library.windows.values():
        w.close()
        w.scene.player.stop()
