"""Ticket to Ride's figures in the history, the profile and the Statistics window: the
tickets completed and failed, the longest path and the routes claimed of each length,
named by its face; read from a spectator's view (at the end every ticket is shown)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QApplication

from omg_desktop.games.ticket_to_ride.face.records import figure_name, score_part_name
from omg_desktop.games.ticket_to_ride.rules.result import paths, ticket_results
from omg_desktop.history import GameHistory, finished_game
from omg_desktop.record import GameRecord
from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs.statistics import StatisticsDialog
from omg_desktop.ui.plurals import EnglishPlurals
from omg_desktop.ui.settings import Settings
from tests.history.helpers import Clock

pytestmark = pytest.mark.timeout(60)
SEATS = (Seat.human("Ana"), Seat.computer("Bot", "greedy"), Seat.computer("Cy", "heuristic"))
GAME = "ticket_to_ride"


def finished(ttr, seed: int, day: int = 2):
    """A whole game of Easy and Normal computers as the history keeps it (Ana plays the
    first seat)."""
    cat = ttr.load_catalog()
    state = ttr.new_game(cat, 3, seed, None)
    bots = [ttr.bots[s.level or "greedy"](seed + n) for n, s in enumerate(SEATS)]
    steps = []
    while not ttr.is_over(state):
        seat = ttr.to_act(state)[0]
        action = bots[seat].choose(ttr.player_view(state, seat), ttr.legal_actions(state, seat))
        steps.append(action)
        ttr.apply_in_place(state, action)
    record = GameRecord("standard", seed, 3, steps, game=GAME)
    return finished_game(record, SEATS, state, datetime(2026, 1, day, tzinfo=UTC)), state


@pytest.fixture(scope="module")
def games(request):
    """Two finished games (shared by the module's tests)."""
    from omg_desktop.games import registry

    ttr = registry.load(GAME)
    return [finished(ttr, seed, day) for seed, day in ((3, 2), (8, 3))]


def test_a_finished_game_keeps_its_tickets_longest_path_and_routes_by_length(ttr, games):
    entry, state = games[0]
    cat = state.catalog
    for seat, kept in enumerate(entry.seats):
        mine = dict(kept.figures)
        results = ticket_results(state, seat)
        assert mine["tickets_done"] == sum(done for _, done in results)
        assert mine["tickets_failed"] == len(results) - mine["tickets_done"]
        assert mine["tickets_done"] + mine["tickets_failed"] == len(state.seats[seat].tickets)
        assert mine["longest_path"] == paths(state)[seat]
        by_length = {n: mine[f"routes_{n}"] for n in cat.route_points}
        assert sum(by_length.values()) == len(state.routes_of(seat))
        assert sum(n * k for n, k in by_length.items()) == 45 - state.seats[seat].trains
    parts = dict(ttr.score_parts(state)[0])
    routes = sum(cat.route_points[n] * dict(entry.seats[0].figures)[f"routes_{n}"]
                 for n in cat.route_points)  # fmt: skip
    assert parts["routes"] == routes


def test_the_profile_and_the_statistics_window_show_them(qtbot, games, tmp_path):
    history = GameHistory(tmp_path, clock=Clock())
    for entry, _state in games:
        assert history.record_game(entry).new
    profile = history.profile("Ana", GAME)
    assert profile.games == 2
    done = [dict(e.seats[0].figures)["tickets_done"] for e, _ in games]
    assert profile.figures["tickets_done"] == (sum(done) / 2, max(done))
    longest = [dict(e.seats[0].figures)["longest_path"] for e, _ in games]
    assert profile.figures["longest_path"] == (sum(longest) / 2, max(longest))
    assert len(history.games_of("Ana", GAME)) == 2

    plurals = EnglishPlurals()  # as the program's application has it
    QApplication.installTranslator(plurals)
    settings = Settings(path=tmp_path / "settings.ini")
    dlg = StatisticsDialog(history, settings, None, current="Ana", game=GAME)
    qtbot.addWidget(dlg)
    dlg.show()
    form = dlg.form
    shown = [form.itemAt(r, form.ItemRole.LabelRole).widget() for r in range(form.rowCount())]
    labels = [w.text() for w in shown if w.isVisible()]
    for figure in ("tickets_done", "tickets_failed", "longest_path", "routes_6", "routes_1"):
        assert figure_name(figure) in labels, (figure, labels)
    assert "Routes of 6 spaces" in labels and "Longest path (spaces)" in labels
    assert dlg.values["games"].text() == "2" and dlg.games.rowCount() == 2
    dlg.close()
    QApplication.removeTranslator(plurals)
    history.close()


def test_every_figure_and_score_part_has_words(ttr, games):
    entry, state = games[1]
    for figure, _value in entry.seats[1].figures:
        name = figure_name(figure)
        assert name and "_" not in name
    for part, _points in ttr.score_parts(state)[0]:
        assert score_part_name(part) and "_" not in score_part_name(part)
