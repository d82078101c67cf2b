"""The game log as a list model: one translatable sentence per visible event.

``DisplayRole`` is the sentence, ``ToolTipRole`` the round and phase, ``SeatRole``
the seat the event concerns (None for the table), ``KindRole`` the event kind.
The sentences, the round and phase each row is at and their words come from the
game's face (:func:`sentence`, :func:`log_where`, :func:`where_label`).
Feed it visible events only (:func:`visible_events`); :meth:`attach` does that
from a :class:`GameController` (appends on ``events_happened``, rebuilds on
``history_reset``), or, given the table's event queue, as the table shows each
move (appends on its ``shown``, rebuilds on its ``rewound``): a line never tells
what the table has not shown yet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from .faces import face as face_of

if TYPE_CHECKING:
    from .controller import GameController

_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class LogRow:
    text: str
    seat: int | None
    kind: str
    round: int
    phase: int  # 1–4 (0 before the first phase)


class LogModel(QAbstractListModel):
    """Sentences from events, appended as they arrive."""

    SeatRole = Qt.ItemDataRole.UserRole + 1
    KindRole = Qt.ItemDataRole.UserRole + 2

    def __init__(
        self,
        catalog: Any,
        seat_names: Sequence[str],
        parent: QObject | None = None,
        face: Any = None,
    ) -> None:
        """``face``: the game's face (the box's default game's for None)."""
        super().__init__(parent)
        self._face = face if face is not None else face_of()
        self._cat = catalog
        self._names = list(seat_names)
        self._rows: list[LogRow] = []
        self._round = 1
        self._phase = 0
        self._table: QObject | None = None  # the event queue that feeds the log

    # ---- feeding -------------------------------------------------------------------
    def attach(self, controller: GameController, table: QObject | None = None) -> None:
        """Follow ``controller`` (a new game): its names and visible history now, then every
        change. Use this rather than ``events_happened`` alone: on ``history_reset`` (a cover
        hand-over, an undo) the log must be rebuilt, or one human's cards stay in view.

        ``table``: the table's event queue (``EventQueue``), which takes the controller's
        events itself; the log then follows what it has shown (``shown``, ``rewound``)."""
        self._names = list(controller.seat_names)
        self.reset_events(controller.visible_history())
        if table is None:
            controller.events_happened.connect(self.append_events)
            controller.history_reset.connect(self.reset_events)
        elif table is not self._table:  # one table for every game of a window
            self._table = table
            table.shown.connect(self.append_events)
            table.rewound.connect(self.reset_events)

    def reset(self, seat_names: Sequence[str] | None = None) -> None:
        """Empty the log (for a new game, whose players are ``seat_names``)."""
        if seat_names is not None:
            self._names = list(seat_names)
        self.reset_events([])

    def append_events(self, events: list[Any]) -> None:
        rows = self._rows_for(events)
        if not rows:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    add_events = append_events

    def reset_events(self, events: list[Any]) -> None:
        """Replace everything with the sentences for ``events`` (a whole visible history)."""
        self.beginResetModel()
        self._rows = []
        self._round, self._phase = 1, 0
        self._rows = self._rows_for(events)
        self.endResetModel()

    def _rows_for(self, events: list[Any]) -> list[LogRow]:
        out = []
        for e in events:
            self._track(e)
            text = self._face.sentence(e, self._cat, self._names)
            if text:
                out.append(LogRow(text, e.seat, e.kind, self._round, self._phase))
        return out

    def _track(self, e: Any) -> None:
        """Follow the round and phase through the event stream."""
        self._round, self._phase = self._face.log_where(e, self._round, self._phase)

    # ---- reading ----------------------------------------------------------------------
    def rows(self) -> list[LogRow]:
        return list(self._rows)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        if not 0 <= index.row() < len(self._rows) or index.column() != 0:
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._face.where_label(row.round, row.phase)
        if role == self.SeatRole:
            return row.seat
        if role == self.KindRole:
            return row.kind
        return None

    def roleNames(self) -> dict[int, bytes]:
        names = dict(super().roleNames())
        names[self.SeatRole] = b"seat"
        names[self.KindRole] = b"kind"
        return names
