"""Kingdom Builder's figures in the history and the Statistics window: gold per card in
play and from the castles, settlements built, tiles held and tile actions taken, the
largest area, named by its face; read from a spectator's view."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from omg_desktop.games.kingdom_builder.face.records import figure_name, score_part_name
from omg_desktop.games.kingdom_builder.rules.scoring import areas
from omg_desktop.history import GameHistory, finished_game
from omg_desktop.record import GameRecord
from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs.statistics import StatisticsDialog
from omg_desktop.ui.settings import Settings
from tests.history.helpers import Clock

pytestmark = pytest.mark.timeout(60)
SEATS = (Seat.human("Ana"), Seat.computer("Bot", "greedy"))


def finished(kb, seed: int):
    """A whole game of two Easy computers as the history keeps it (Ana plays one), its
    last state and each action with its seat."""
    cat = kb.load_catalog()
    state = kb.new_game(cat, 2, seed, None)
    bots = [kb.bots["greedy"](seed + s) for s in range(2)]
    taken = []
    while not kb.is_over(state):
        seat = kb.to_act(state)[0]
        action = bots[seat].choose(kb.player_view(state, seat), kb.legal_actions(state, seat))
        taken.append((seat, action))
        kb.apply_in_place(state, action)
    steps = [action for _, action in taken]
    record = GameRecord("standard", seed, 2, steps, game="kingdom_builder")
    entry = finished_game(record, SEATS, state, datetime(2026, 1, 2, tzinfo=UTC))
    return entry, state, taken


def test_a_finished_game_keeps_its_gold_by_card_settlements_tiles_and_areas(qtbot, kb, tmp_path):
    entry, state, taken = finished(kb, 3)
    mine = dict(entry.seats[0].figures)
    parts = dict(kb.score_parts(state)[0])
    for card in state.cards:
        assert mine[f"gold_{card}"] == parts[card]
    assert mine["castles"] == parts["castles"]
    assert (
        sum(v for k, v in mine.items() if k.startswith("gold_")) + mine["castles"]
        == (kb.scores(state)[0])
    )
    assert mine["settlements"] == sum(1 for s in state.settlements.values() if s == 0)
    assert mine["settlements"] == 40 - state.seats[0].supply
    assert mine["tiles"] == len(state.seats[0].tiles)
    used = sum(1 for seat, action in taken if seat == 0 and action.startswith("use "))
    assert mine["tiles_used"] == state.seats[0].uses == used > 0
    groups = areas(state.board, state.settlements, 0)
    assert mine["largest_area"] == max(len(g) for g in groups) and mine["groups"] == len(groups)
    history = GameHistory(tmp_path, clock=Clock())
    assert history.record_game(entry).new
    settings = Settings(path=tmp_path / "settings.ini")
    dlg = StatisticsDialog(history, settings, None, current="Ana", game="kingdom_builder")
    qtbot.addWidget(dlg)
    dlg.show()
    form = dlg.form
    shown = [form.itemAt(r, form.ItemRole.LabelRole).widget() for r in range(form.rowCount())]
    labels = [w.text() for w in shown if w.isVisible()]
    figures = ("settlements", "tiles", "tiles_used", "largest_area", "castles")
    for figure in (*figures, f"gold_{state.cards[0]}"):
        assert figure_name(figure) in labels
    assert dlg.values["games"].text() == "1"
    dlg.close()
    history.close()


def test_every_figure_and_score_part_has_words(kb):
    entry, state, _taken = finished(kb, 4)
    for figure, _value in entry.seats[1].figures:
        name = figure_name(figure)
        assert name and "_" not in name
    for part, _gold in kb.score_parts(state)[0]:
        assert score_part_name(part)
