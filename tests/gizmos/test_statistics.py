"""Gizmos' figures in the history and the Statistics window: gizmos built by kind and by
level, the longest chain reaction and points by source, named by its face; kept apart
from Oh My Goods!'s."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from omg_desktop.games.gizmos.face.records import figure_name, score_part_name
from omg_desktop.history import GameHistory, finished_game
from omg_desktop.record import GameRecord
from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs.statistics import StatisticsDialog
from omg_desktop.ui.settings import Settings
from tests.history.helpers import Clock

pytestmark = pytest.mark.timeout(60)
SEATS = (Seat.human("Ana"), Seat.computer("Bot", "greedy"))


def finished(gizmos, seed: int):
    """A whole game of two Easy computers as the history keeps it (Ana plays one)."""
    cat = gizmos.load_catalog()
    state = gizmos.new_game(cat, 2, seed, None)
    bots = [gizmos.bots["greedy"](seed + s) for s in range(2)]
    steps = []
    while not gizmos.is_over(state):
        seat = gizmos.to_act(state)[0]
        action = bots[seat].choose(
            gizmos.player_view(state, seat), gizmos.legal_actions(state, seat)
        )
        steps.append(action)
        state, _ = gizmos.apply(state, action)
    record = GameRecord("standard", seed, 2, steps, game="gizmos")
    return finished_game(record, SEATS, state, datetime(2026, 1, 2, tzinfo=UTC)), state


def test_a_finished_game_keeps_its_gizmos_by_kind_and_level_and_its_points(qtbot, gizmos, tmp_path):
    entry, state = finished(gizmos, 3)
    mine = dict(entry.seats[0].figures)
    seat = state.seats[0]
    kinds = [gizmos.load_catalog().card(g) for g in seat.built]
    assert mine["gizmos"] == len(seat.built)
    assert mine["upgrades"] + mine["converters"] + mine["triggers"] == len(seat.built) - 1
    assert mine["level_1"] + mine["level_2"] + mine["level_3"] == len(seat.built) - 1
    assert mine["converters"] == sum(1 for c in kinds if c.kind == "converter" and c.level)
    assert mine["printed"] == sum(c.vp for c in kinds) and mine["tokens"] == seat.tokens
    history = GameHistory(tmp_path, clock=Clock())
    assert history.record_game(entry).new
    settings = Settings(path=tmp_path / "settings.ini")
    dlg = StatisticsDialog(history, settings, None, current="Ana", game="gizmos")
    qtbot.addWidget(dlg)
    dlg.show()
    form = dlg.form
    shown = [form.itemAt(r, form.ItemRole.LabelRole).widget() for r in range(form.rowCount())]
    labels = [w.text() for w in shown if w.isVisible()]
    for figure in ("gizmos", "converters", "level_3", "chain", "tokens"):
        assert figure_name(figure) in labels
    assert "Longest chain reaction" in labels and dlg.values["games"].text() == "1"
    dlg.close()
    history.close()


def test_every_figure_and_score_part_has_words(gizmos):
    entry, state = finished(gizmos, 4)
    for figure, _value in entry.seats[1].figures:
        assert figure_name(figure)
    for part, _points in gizmos.score_parts(state)[0]:
        assert score_part_name(part)
