"""Game ▸ Statistics through the real window: the figures, the chart and the table of a
person's finished games, CSV export, recording on and off, and short games played to
their end through the window going into the history (once)."""

from __future__ import annotations

import csv

import pytest
from history_games import Clock, last_round, made, near_the_end
from PySide6.QtWidgets import QApplication, QMessageBox
from test_main_window import play_to_the_end

from omg_desktop.history.store import DATABASE
from omg_desktop.saves.slots import AUTOSAVE
from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs import statistics
from omg_desktop.ui.dialogs.statistics import COLUMNS, StatisticsDialog
from omg_desktop.ui.settings import Settings

pytestmark = pytest.mark.timeout(240)


@pytest.fixture
def dated(window):
    """The window, its history dated by a clock that moves a minute each reading."""
    window.games.clock = Clock()
    return window


def menu_action(win, text: str):
    """The Game menu's action called ``text`` (without its accelerator)."""
    game = win.menuBar().actions()[0].menu()
    return next(a for a in game.actions() if a.text().replace("&", "") == text)


def open_statistics(win) -> StatisticsDialog:
    menu_action(win, "Statistics…").trigger()
    dlg = win.statistics
    assert dlg is not None and dlg.isVisible()
    return dlg


def cell(dlg: StatisticsDialog, row: int, column: str) -> str:
    return dlg.games.item(row, COLUMNS.index(column)).text()


def breakdown(dlg: StatisticsDialog) -> dict[str, tuple[str, str]]:
    t = dlg.breakdown
    return {
        t.verticalHeaderItem(r).text(): (t.item(r, 0).text(), t.item(r, 1).text())
        for r in range(t.rowCount())
    }


def record_some(win) -> None:
    """Ana: a win against Normal (30), a victory shared with Ben (24), a loss (18)."""
    h = win.games.history
    h.record_game(made("g1", 0, ("Ana", None, 30, 1.0), ("Bo", "heuristic", 22, 0.0)))
    h.record_game(made("g2", 1, ("Ana", None, 24, 0.5), ("Ben", None, 24, 0.5)))
    h.record_game(made("g3", 2, ("Bo", "montecarlo", 40, 1.0), ("Ana", None, 18, 0.0)))


# ---- the dialog ----------------------------------------------------------------------------
def test_the_statistics_open_from_the_game_menu_with_the_figures_chart_and_games(qtbot, dated):
    record_some(dated)
    dlg = open_statistics(dated)
    assert [dlg.person.itemText(i) for i in range(dlg.person.count())] == ["Ana", "Ben"]
    assert dlg.person.currentText() == "Ana"  # the latest game's person
    v = {k: label.text() for k, label in dlg.values.items()}
    assert v["games"] == "3"
    assert v["wins"] == "1½ (50 %)"  # the shared victory is half a win
    assert v["average"] == "24.0" and v["best"] == "30"
    assert v["best_round"].startswith("20 point")  # 10 in g1's first round, then 20
    # what "Best round" means, where it is shown (a newcomer did not know)
    tip = "The most points gained in one round of a game"
    assert dlg.values["best_round"].toolTip() == tip
    assert dlg.games.horizontalHeaderItem(COLUMNS.index("best_round")).toolTip() == tip
    assert v["medals"] == "None yet" and v["endings"] == "None yet"
    assert breakdown(dlg) == {
        "2 player(s)": ("3", "1½"),  # English plurals come from the app's translator
        "Against people": ("1", "½"),
        "Against Normal": ("1", "1"),
        "Against Hard": ("1", "0"),
    }
    assert dlg.chart.names() == ["Score", "Average so far"]
    assert dlg.chart.series() == [[30, 24, 18], [30, 27, 24]]
    assert dlg.games.rowCount() == 3
    assert [cell(dlg, r, "number") for r in range(3)] == ["3", "2", "1"]  # the newest first
    assert [cell(dlg, r, "result") for r in range(3)] == ["Lost", "Shared victory (½)", "Won"]
    assert cell(dlg, 0, "opponents") == "Bo (Hard)" and cell(dlg, 1, "opponents") == "Ben"
    assert cell(dlg, 2, "rules") == "Big Box" and cell(dlg, 2, "score") == "30"
    dlg.person.setCurrentIndex(1)  # Ben
    assert dlg.values["games"].text() == "1" and dlg.values["wins"].text() == "½ (50 %)"
    assert dlg.chart.series() == [[24], [24]] and dlg.games.rowCount() == 1
    dlg.close()


def test_medals_and_endings_are_named_in_the_players_language(qtbot, dated):
    from omg_desktop.seating import Seat as S

    h = dated.games.history
    h.record_game(made("c1", 0, ("Ana", None, 31, 1.0), chapter="ch1", medal="bronze"))
    h.record_game(made("c2", 1, ("Ana", None, 44, 1.0), chapter="ch1", medal="gold"))
    h.record_game(made("c3", 2, ("Ana", None, 12, 1.0), chapter="ch2", medal=None))
    h.record_ending("1:9:x", dated.cat.endings[1].id, [S.human("Ana")])
    dlg = open_statistics(dated)
    assert dlg.values["medals"].text() == ("Gold 1 · silver 0 · bronze 1 (best: chapter 1: Gold)")
    title = dated.cat.endings[1].title
    assert dlg.values["endings"].text() == f"1 of {len(dated.cat.endings)}: {title}"
    assert [cell(dlg, r, "medal") for r in range(3)] == ["No medal", "Gold", "Bronze"]
    assert cell(dlg, 2, "rules").startswith("Chapter 1: ")
    dlg.close()


def test_with_no_finished_games_the_dialog_says_so(qtbot, dated):
    dlg = open_statistics(dated)
    assert dlg.person.count() == 0 and not dlg.person.isEnabled()
    assert "No finished games yet" in dlg.note.text()
    assert dlg.games.rowCount() == 0 and dlg.chart.series() == []
    assert not dlg.export_button.isEnabled()
    dlg.close()


def test_export_writes_the_csv_to_the_path_the_player_chooses(qtbot, dated, tmp_path, monkeypatch):
    record_some(dated)
    dlg = open_statistics(dated)
    asked = []
    target = tmp_path / "out" / "ana.csv"
    target.parent.mkdir()

    def choose(parent, title, default, filters):
        asked.append((parent, default, filters))
        return str(target), filters

    monkeypatch.setattr(statistics.QFileDialog, "getSaveFileName", choose)
    qtbot.mouseClick(dlg.export_button, statistics.Qt.MouseButton.LeftButton)
    assert asked and asked[0][0] is dlg and asked[0][1].endswith("Ana - statistics.csv")
    table = list(csv.DictReader(target.read_text("utf-8-sig").splitlines()))
    assert [(r["game"], r["score"], r["win"]) for r in table] == [
        ("g1", "30", "1"),
        ("g2", "24", "0.5"),
        ("g3", "18", "0"),
    ]
    assert str(target) in dlg.note.text()
    dlg.close()


def test_a_cancelled_or_failed_export_writes_nothing_and_says_why(
    qtbot, dated, tmp_path, monkeypatch
):
    record_some(dated)
    dlg = open_statistics(dated)
    monkeypatch.setattr(statistics.QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    dlg.ask_export()
    assert list(tmp_path.glob("*.csv")) == []
    nowhere = tmp_path / "no such folder" / "ana.csv"
    monkeypatch.setattr(statistics.QFileDialog, "getSaveFileName", lambda *a: (str(nowhere), ""))
    dlg.ask_export()
    assert not nowhere.exists()
    assert dlg.export_error.isVisible() and "not written" in dlg.export_error.text()
    dlg.export_error.close()
    dlg.close()


# ---- games played through the window -------------------------------------------------------
def test_a_short_game_played_to_its_end_is_in_the_statistics_once(qtbot, dated, tmp_path):
    seats = (Seat.human("Ana"), Seat.computer("Bruno", "random"))
    near_the_end(dated.store, "slot-01", seats, 31)
    dated.games.load_from("slot-01")
    c = dated.controller
    with qtbot.waitSignal(dated.games.recorded, timeout=60_000):
        play_to_the_end(qtbot, dated, 31)
    dated.score_sheet.close()
    score = c.scores()[0].total
    won = 0 in c.winners()
    dlg = open_statistics(dated)
    assert dlg.person.currentText() == "Ana"
    assert dlg.games.rowCount() == 1 and cell(dlg, 0, "score") == str(score)
    assert cell(dlg, 0, "opponents") == "Bruno (Beginner)"
    assert cell(dlg, 0, "result") in (("Won", "Shared victory (½)") if won else ("Lost",))
    assert dlg.chart.series()[0] == [score]
    (line,) = dated.games.history.games_of("Ana")
    assert (tmp_path / "saves" / line.replay_file).is_file()
    assert line.best_round == max(
        b - a for a, b in zip([0, *c.view().players[0].points_by_round],
                              c.view().players[0].points_by_round, strict=False)
    )  # fmt: skip
    # the game's replay file, watched from the statistics: a finished game, every hand
    assert not dlg.replay_button.isEnabled()  # no game chosen yet
    dlg.games.selectRow(0)
    qtbot.mouseClick(dlg.replay_button, statistics.Qt.MouseButton.LeftButton)
    rw = dated.replay_window
    assert rw is not None and rw.isVisible()
    assert [rw.seat.itemData(i) for i in range(rw.seat.count())] == [None, 0, 1]
    assert rw.replayer.step_count == len(c.record.actions())
    rw.close()
    replay = tmp_path / "saves" / line.replay_file
    kept = replay.read_bytes()
    replay.write_bytes(kept[: len(kept) // 2])  # a damaged replay file: said, not a crash
    qtbot.mouseClick(dlg.replay_button, statistics.Qt.MouseButton.LeftButton)
    assert dated.replay_window is rw  # no new window
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    box = next(b for b in boxes if b.isVisible() and "JSON" in b.text())
    box.close()
    replay.write_bytes(kept)
    dlg.close()
    # the finished game loaded again, and its replay, are not a second game
    dated.games.load_from(AUTOSAVE)
    assert dated.controller is not c and dated.controller.is_over
    dated.open_replay(AUTOSAVE)
    assert dated.replay_window is not None
    dated.replay_window.goto(dated.replay_window.replayer.step_count)
    dated.replay_window.close()
    assert len(dated.games.history.games_of("Ana")) == 1
    assert dated.games.history.profile_names() == ["Ana"]  # no profile for the computer


def test_at_a_pass_and_play_table_each_person_gets_their_own_results(qtbot, dated):
    seats = (Seat.human("Ana"), Seat.human("Ben"), Seat.computer("Cy", "random"))
    near_the_end(dated.store, "slot-02", seats, 12)
    dated.games.load_from("slot-02")
    c = dated.controller
    with qtbot.waitSignal(dated.games.recorded, timeout=60_000):
        play_to_the_end(qtbot, dated, 12)
    dated.score_sheet.close()
    totals = [s.total for s in c.scores()]
    h = dated.games.history
    assert sorted(h.profile_names()) == ["Ana", "Ben"]
    for seat, name in enumerate(("Ana", "Ben")):
        (line,) = h.games_of(name)
        assert (line.seat, line.score, line.players) == (seat, totals[seat], 3)
        expected = 1 / len(c.winners()) if seat in c.winners() else 0
        assert h.profile(name).wins == pytest.approx(expected)
    dlg = open_statistics(dated)
    assert dlg.person.count() == 2
    dlg.close()


def test_with_recording_off_a_finished_game_is_not_kept(qtbot, dated, tmp_path):
    dlg = open_statistics(dated)
    assert dlg.record.isChecked()
    dlg.record.click()
    assert not dated.settings.record_history
    assert "Recording is off" in dlg.note.text()
    dlg.close()
    assert not Settings(path=tmp_path / "settings.ini").record_history  # remembered
    near_the_end(dated.store, "slot-01", (Seat.human("Ana"), Seat.computer("Bo", "random")), 5)
    dated.games.load_from("slot-01")
    play_to_the_end(qtbot, dated, 5)
    dated.score_sheet.close()
    assert dated.games.history.profile_names() == []
    assert not (tmp_path / "saves" / "history").exists()  # no replay file either
    dlg = open_statistics(dated)
    dlg.record.click()
    assert dated.settings.record_history and dlg.note.isHidden() is False
    dlg.close()


def test_a_damaged_history_is_set_aside_with_a_message_and_the_game_recorded(
    qtbot, dated, tmp_path
):
    saves = tmp_path / "saves"
    near_the_end(dated.store, "slot-01", (Seat.human("Ana"), Seat.computer("Bo", "random")), 9)
    (saves / DATABASE).write_bytes(b"\x00garbage" * 300)
    dated.games.load_from("slot-01")
    with qtbot.waitSignal(dated.games.recorded, timeout=60_000):
        play_to_the_end(qtbot, dated, 9)
    boxes = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QMessageBox) and w.isVisible() and w.parentWidget() is dated
    ]
    assert any("set aside" in b.text() and "not a database" in b.text() for b in boxes)
    for b in boxes:
        b.close()
    aside = [p for p in saves.iterdir() if p.name.startswith(DATABASE + ".not-sqlite-")]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"\x00garbage")
    assert len(dated.games.history.games_of("Ana")) == 1


def test_a_campaigns_last_chapter_goes_in_with_its_medal_and_the_ending(qtbot, dated, tmp_path):
    from test_campaign_window import decide_some

    from omg_desktop.games.ohmygoods.campaign.flow import (
        RULESET,
        chapter_seed,
        chapter_setup,
        decide,
        new_campaign,
        start_chapter,
        story,
    )
    from omg_desktop.games.ohmygoods.campaign.progress import DECIDING, ChapterResult
    from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CONTINUE, Intent
    from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out
    from omg_desktop.games.ohmygoods.rules.rng import Rng

    cat = dated.cat
    camp = new_campaign(cat, [Seat.human("Ana")], 77)
    for ch in story(cat)[:-1]:  # the chapters before the last, played without a medal
        camp.results.append(ChapterResult(ch.id, [10], [0], 10, None))
        camp.status = DECIDING
        decide(cat, camp, ch.decision.options[0].id)
    assert camp.chapter == "ch5"  # the last chapter: no decision, the ending follows it
    record, _state = last_round(cat, 1, chapter_seed(camp), RULESET, chapter_setup(camp))
    start_chapter(camp, record.to_dict())
    CampaignStore(tmp_path / "saves", catalog=cat).save(1, camp)
    carry_out(dated, Intent(CONTINUE, 1))
    with qtbot.waitSignal(dated.games.recorded, timeout=60_000):
        decide_some(qtbot, dated, Rng(3), None)
    session = dated.games.campaign
    result = session.camp.results[-1]
    (line,) = dated.games.history.games_of("Ana")
    assert (line.chapter, line.medal, line.players) == ("ch5", result.medal, 1)
    ana = dated.games.history.profile("Ana")
    assert ana.endings == (session.camp.ending,)
    dlg = open_statistics(dated)
    ending = next(e for e in cat.endings if e.id == session.camp.ending)
    assert ending.title in dlg.values["endings"].text()
    assert cell(dlg, 0, "rules").startswith("Chapter 5")
    medal = {"gold": "Gold", "silver": "Silver", "bronze": "Bronze", None: "No medal"}
    assert cell(dlg, 0, "medal") == medal[result.medal]
    dlg.close()
    qtbot.waitUntil(lambda: session.dialog is not None, timeout=10_000)  # the result screen
    session.dialog.close()
