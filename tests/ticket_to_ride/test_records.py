"""Ticket to Ride's score sheet and statistics in words: every part of the record's
``score_parts`` (routes, tickets completed, tickets failed, the longest path's bonus) and
every figure of its ``figures`` (tickets completed and failed, the longest path, routes
of each length) has a name of its own; the tie-break note says the seed's order."""

from __future__ import annotations

import pytest

from omg_desktop.games.ticket_to_ride.face import records
from omg_desktop.games.ticket_to_ride.rules import apply, legal_actions, new_game
from omg_desktop.seeds import SeededRandom
from tests.games.plurals import english_plurals

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)


class Marked:
    """A translator that marks every text of the game's context: a name shown marked
    went through the translation files."""

    def __enter__(self):
        from PySide6.QtCore import QTranslator
        from PySide6.QtWidgets import QApplication

        class Mark(QTranslator):
            def translate(self, context, source, disambiguation=None, n=-1):
                return f"«{source}»" if context == "TicketToRide" else None

            def isEmpty(self):  # noqa: N802
                return False

        self.translator = Mark()
        QApplication.installTranslator(self.translator)
        return self

    def __exit__(self, *_exc):
        from PySide6.QtWidgets import QApplication

        QApplication.removeTranslator(self.translator)


def finished(cat, players: int = 3, seed: int = 6):
    state = new_game(cat, players, seed)
    rng = SeededRandom(seed)
    while not state.over:
        actions = legal_actions(state, state.current)
        claims = [a for a in actions if a.startswith("claim ")]
        pool = claims if claims and rng.below(3) else actions
        state, _ = apply(state, pool[rng.below(len(pool))])
    return state


def test_every_part_of_the_score_sheet_has_a_name(ttr, cat):
    parts = ttr.score_parts(finished(cat))
    names = [records.score_part_name(p) for p, _ in parts[0]]
    assert names == ["Routes", "Tickets completed", "Tickets failed", "Longest path bonus"]
    with Marked():
        assert all(records.score_part_name(p).startswith("«") for p, _ in parts[0])
    assert all(len(seat) == len(names) for seat in parts)


def test_every_figure_of_the_statistics_has_a_name(ttr, cat):
    figures = ttr.figures(finished(cat))
    assert figures and figures[0]
    said = {f: records.figure_name(f) for f in figures[0]}
    assert len(set(said.values())) == len(said)
    with Marked():  # each name is a translated one, none the key spelt out
        for figure in figures[0]:
            assert records.figure_name(figure).startswith("«"), figure
    assert said["longest_path"] == "Longest path (spaces)"
    assert said["routes_1"] == "Routes of 1 space"
    assert said["routes_6"] == "Routes of 6 spaces"
    assert {f"routes_{n}" for n in cat.route_points} <= set(said)


def test_the_tie_break_note_follows_the_seed():
    """Seed "Desempates": "Bilhetes de destino mais concluídos", "Rota contínua mais
    longa"; decision 9: still tied, they share the win."""
    broken = records.tie_break_note(False)
    assert broken.index("tickets completed") < broken.index("longest path")
    assert "share the win" in records.tie_break_note(True)
