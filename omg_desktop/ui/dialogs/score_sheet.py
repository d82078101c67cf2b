"""The end-of-game score sheet: the winner(s), a table of points and a chart by round.

Any game of the box: its rows are the parts of each seat's score its record gives
(``Game.score_parts``), named by its face (``score_part_name``), then the total; the
face also says why a tie-break decided (``tie_break_note``) and, for a game not scored
in points, who won in its own words (``winner_sentence``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...games.base import Game
from ..window_size import fit_window
from ..words import list_text
from .points_chart import PointsChart

#: A seat's final score as the game's record gives it (``Game.scores``): a number, or an
#: object with its ``total``.
Score = Any

#: One seat's score parts, the record's ``score_parts``: ``(part, value)`` rows.
Parts = Sequence[tuple[str, Any]]

WINNER_SYMBOL = "★"

#: The row of the total, below the game's parts.
TOTAL = "total"


def number_text(value: Any) -> str:
    """A sheet's number as printed: below zero with a minus sign (−12, not the hyphen of
    -12), as the log writes it; anything else as it is."""
    if isinstance(value, int | float) and not isinstance(value, bool) and value < 0:
        return f"\u2212{-value}"
    return str(value)


def total(score: Score) -> Any:
    """A seat's total (the score itself for a game whose score is a number)."""
    return getattr(score, "total", score)


def winner_sentence(
    names: Sequence[str], winners: Sequence[int], scores: Sequence[Score], face: Any = None
) -> str:
    """One whole sentence naming the winner, or the players who share the victory (in
    the face's words, its ``winner_sentence(names, total)``, if it has them)."""
    who = [names[i] for i in winners]
    points = total(scores[winners[0]]) if winners else 0
    own = getattr(face, "winner_sentence", None)
    if own is not None and who:
        return str(own(who, points))
    if len(who) == 1:
        return fill(
            QCoreApplication.translate("ScoreSheetDialog", "%1 wins with %2 points."),
            who[0],
            points,
        )
    if len(who) == 2:
        return fill(
            QCoreApplication.translate(
                "ScoreSheetDialog", "%1 and %2 share the victory with %3 points each."
            ),
            *who,
            points,
        )
    if len(who) == 3:
        return fill(
            QCoreApplication.translate(
                "ScoreSheetDialog", "%1, %2 and %3 share the victory with %4 points each."
            ),
            *who,
            points,
        )
    if len(who) == 4:
        return fill(
            QCoreApplication.translate(
                "ScoreSheetDialog", "%1, %2, %3 and %4 share the victory with %5 points each."
            ),
            *who,
            points,
        )
    return fill(
        QCoreApplication.translate("ScoreSheetDialog", "%1 share the victory with %2 points each."),
        list_text(who),
        points,
    )


def tie_break_note(winners: Sequence[int], scores: Sequence[Score], face: Any = None) -> str:
    """The face's sentence explaining the tie-break when it decided or shared the game
    (its ``tie_break_note(shared)``), else "" (a clear winner, or a face without one)."""
    words = getattr(face, "tie_break_note", None)
    if not winners or words is None:
        return ""
    best = total(scores[winners[0]])
    tied = [i for i, s in enumerate(scores) if total(s) == best]
    if len(tied) == len(winners) == 1:
        return ""
    return words(len(winners) > 1)


def parts_of(game: Game, state: Any) -> list[Parts] | None:
    """Each seat's score parts of a finished ``state`` (None: the game has none)."""
    if game.score_parts is None:
        return None
    return [list(p) for p in game.score_parts(state)]


def _height_for(layout: QVBoxLayout, width: int) -> int:
    """The height ``layout``'s content takes at ``width`` (its wrapped labels laid out)."""
    layout.activate()
    if layout.hasHeightForWidth():
        return layout.totalHeightForWidth(width)
    return layout.totalSizeHint().height()


class ScoreSheetDialog(QDialog):
    """Final scores. ``play_again`` is emitted (and the dialog accepted) on "Play again"."""

    play_again = Signal()

    def __init__(
        self,
        names: Sequence[str],
        scores: Sequence[Score],
        winners: Sequence[int],
        points_by_round: Sequence[Sequence[int]],
        parent: QWidget | None = None,
        *,
        parts: Sequence[Parts] | None = None,
        face: Any = None,
    ) -> None:
        """``parts``: each seat's score parts (:func:`parts_of`; None: the totals only);
        ``face``: the game's face, which names the parts and the tie-break."""
        super().__init__(parent)
        self._names = list(names)
        self._scores = list(scores)
        self._winners = list(winners)
        self._face = face
        self._parts = [dict(p) for p in parts] if parts else [{} for _ in self._scores]
        order = [part for seat in (parts or ()) for part, _value in seat]
        self._rows = (*dict.fromkeys(order), TOTAL)  # the game's parts, then the total
        self.setWindowTitle(self.tr("Final scores"))

        self.headline = QLabel(winner_sentence(self._names, self._winners, self._scores, face))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.headline.setAccessibleName(self.tr("Result"))
        self.note = QLabel(tie_break_note(self._winners, self._scores, face))
        self.note.setWordWrap(True)
        self.note.setVisible(bool(self.note.text()))

        self.table = self._make_table()
        self.chart = PointsChart(self)
        self.chart.set_data(self._names, points_by_round)
        self.chart.setMinimumHeight(240)
        chart_label = QLabel(self.tr("Points after each round"))
        chart_label.setStyleSheet("font-weight: bold")
        if not any(points_by_round):  # a game without rounds: no chart
            self.chart.hide()
            chart_label.hide()

        self.buttons = QDialogButtonBox(self)
        self.play_again_button = QPushButton(self.tr("&Play again"))
        self.play_again_button.setAccessibleName(self.tr("Play again with the same players"))
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.setAccessibleName(self.tr("Close"))
        self.buttons.addButton(self.play_again_button, QDialogButtonBox.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.RejectRole)
        self.close_button.setDefault(True)
        self.play_again_button.clicked.connect(self._play_again)
        self.close_button.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.note)
        layout.addSpacing(6)
        layout.addWidget(self.table)
        layout.addSpacing(6)
        layout.addWidget(chart_label)
        layout.addWidget(self.chart, 1)
        if self.chart.isHidden():
            layout.addStretch(1)  # the sheet and the buttons as one block, not spread out
        layout.addWidget(self.buttons)
        QWidget.setTabOrder(self.table, self.play_again_button)
        QWidget.setTabOrder(self.play_again_button, self.close_button)
        self.close_button.setFocus()
        wanted = self.table.verticalHeader().sizeHint().width() + 110 * len(self._names) + 40
        width = max(560, wanted)
        # no chart: as tall as its content at that width (a wrapped label's own hint
        # assumes a narrow one, and left an empty band under the table)
        height = 620 if not self.chart.isHidden() else _height_for(layout, width)
        fit_window(self, (width, height))

    @classmethod
    def from_state(
        cls,
        state: Any,
        names: Sequence[str],
        parent: QWidget | None = None,
        game: Game | None = None,
    ) -> ScoreSheetDialog:
        """The sheet for a finished game of ``game`` (the box's default game for None):
        its record's scores, their parts, the winners and each seat's points after each
        round, named by its face."""
        from ..faces import face_of_game

        if game is None:
            from ...games import registry

            game = registry.load()
        history = [list(st.by_round) for st in game.standings(state)]
        return cls(
            names,
            game.scores(state),
            game.winners(state),
            history,
            parent,
            parts=parts_of(game, state),
            face=face_of_game(game),
        )

    def _row_labels(self) -> list[str]:
        name = getattr(self._face, "score_part_name", None)
        return [
            self.tr("Total") if row == TOTAL else name(row) if name is not None else row
            for row in self._rows
        ]

    def cell_text(self, row: str, seat: int) -> str:
        """What the table shows for ``row`` (a part of the game's, or :data:`TOTAL`) and
        ``seat``: a number, or ``a → b`` for a part turned into points."""
        if row == TOTAL:
            return number_text(total(self._scores[seat]))
        value = self._parts[seat].get(row, "")
        if isinstance(value, tuple | list):
            return fill(self.tr("%1 → %2"), *map(number_text, value))
        return number_text(value)

    def header_text(self, seat: int) -> str:
        name = self._names[seat]
        if seat in self._winners:
            return fill(self.tr("%1 %2\nWinner"), WINNER_SYMBOL, name)
        return name

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(len(self._rows), len(self._names), self)
        table.setAccessibleName(self.tr("Score sheet"))
        table.setVerticalHeaderLabels(self._row_labels())
        table.setHorizontalHeaderLabels([self.header_text(i) for i in range(len(self._names))])
        table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SingleSelection)
        table.setTabKeyNavigation(False)
        bold = QFont(table.font())
        bold.setBold(True)
        for c in range(len(self._names)):
            header = table.horizontalHeaderItem(c)
            if c in self._winners:
                header.setFont(bold)
            for r, key in enumerate(self._rows):
                item = QTableWidgetItem(self.cell_text(key, c))
                item.setTextAlignment(Qt.AlignCenter)
                if key == TOTAL or c in self._winners:
                    item.setFont(bold)
                table.setItem(r, c, item)
        hh = table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.Stretch)
        hh.setMinimumSectionSize(90)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        height = hh.sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
        table.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        table.setCurrentCell(-1, -1)
        return table

    def _play_again(self) -> None:
        self.play_again.emit()
        self.accept()
