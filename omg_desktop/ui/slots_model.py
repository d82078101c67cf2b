"""The save slot list as a table model: name, game, date, seats, round; the thumbnail as decoration.

One row per slot of a :class:`SlotStore` (the autosave first, empty slots included,
so "Save here" can pick one). ``SlotRole`` gives the slot id, ``InfoRole`` the
:class:`SlotInfo`. A damaged slot (one that does not even replay, with ``verify``)
shows "damaged save" in the name column and its problem in the tooltip.
Call :meth:`refresh` after the store changed.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    Qt,
)
from PySide6.QtGui import QImage, QPainter, QPixmap

from omg_desktop.i18n.templates import fill

from ..games import registry
from ..games.base import Game
from ..saves import AUTOSAVE, SlotInfo, SlotStore, default_save_dir
from .faces import face_of_game
from .words import list_text

_Index = QModelIndex | QPersistentModelIndex
NAME, GAME, DATE, SEATS, ROUND = range(5)
_COLUMNS = 5
THUMB_WIDTH = 160


def _tr(text: str) -> str:
    return QCoreApplication.translate("SlotsModel", text)


def slot_title(slot: str) -> str:
    """A slot's name in the window's language: "Autosave", "Slot 3"."""
    if slot == AUTOSAVE:
        return _tr("Autosave")
    if slot.startswith("slot-") and slot[5:].isdigit():
        return fill(_tr("Slot %1"), int(slot[5:]))
    return slot


def app_save_dir() -> Path:
    """The saves folder (:func:`default_save_dir`: the data folder's ``saves``, one level,
    not Qt's doubled ``AppDataLocation``); ``OMG_DESKTOP_SAVE_DIR`` overrides it."""
    return default_save_dir()


def saved_when(info: SlotInfo) -> str:
    """When the slot was saved, in the user's local time and locale ("" if unknown)."""
    return when_text(info.saved_at)


def when_text(when: datetime | None) -> str:
    """A moment in the user's local time and locale ("" if unknown)."""
    if when is None:
        return ""
    return QLocale().toString(when.astimezone(), QLocale.FormatType.ShortFormat)


def game_title(game_id: str) -> str:
    """The title of a saved game's game in the window's language (a file that names
    none is the default game's; an id the box lacks shows as it is)."""
    from PySide6.QtWidgets import QApplication

    language = getattr(QApplication.instance(), "language", "en")
    return registry.title(game_id or registry.DEFAULT, language)


def seats_text(info: SlotInfo) -> str:
    """The players, computers marked: "Ana, Bruno (computer)"."""
    computer = _tr("computer")
    return list_text(s.name if s.is_human else f"{s.name} ({computer})" for s in info.seats)


def spectator_thumbnail(
    art,
    state: Any,
    names: list[str],
    bottom: int = 0,
    width: int = THUMB_WIDTH,
    game: Game | None = None,
) -> bytes:
    """A small PNG of the table as a spectator sees it, for the slot list.

    Drawn afresh from the game's ``player_view(state, None)``: every hand face down, no
    planned card, no pending choice, whoever saved — never a grab of the window.
    ``game``: the game's record (the box's default game's for None); its face lays the
    table out.
    """
    from .table.layout import Marks
    from .table.scene import TableScene

    game = game if game is not None else registry.load()
    face = face_of_game(game)
    scene = TableScene(art, None, face)
    view = game.player_view(state, None)
    scene.show_layout(face.layout(view, bottom, names, {}), Marks(), 0)
    rect = scene.itemsBoundingRect()
    if rect.isEmpty():
        return b""
    height = max(1, round(width * rect.height() / rect.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.darkGray)  # the scene's own background is drawn over it
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    scene.clear()
    return png_bytes(QPixmap.fromImage(image))


def thumbnail_png(widget, width: int = THUMB_WIDTH) -> bytes:
    """A small PNG of any widget (for a picture that holds nothing private)."""
    pix = widget.grab()
    if pix.isNull():
        return b""
    return png_bytes(pix.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation))


def png_bytes(pix: QPixmap) -> bytes:
    """``pix`` as PNG bytes (b"" for a null pixmap)."""
    if pix.isNull():
        return b""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pix.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


class SlotsModel(QAbstractTableModel):
    """The slots of ``store``, one row each."""

    SlotRole = Qt.ItemDataRole.UserRole + 1
    InfoRole = Qt.ItemDataRole.UserRole + 2

    def __init__(
        self,
        store: SlotStore,
        parent: QObject | None = None,
        *,
        verify: bool = True,
        hidden: Collection[str] = (),
    ) -> None:
        """``hidden``: slots not listed at all (the running game's autosave, for replays)."""
        super().__init__(parent)
        self.store = store
        self.verify = verify
        self.hidden = frozenset(hidden)
        self._rows: list[SlotInfo] = []
        self._pixmaps: dict[str, QPixmap] = {}
        self.refresh()

    def refresh(self) -> None:
        """Re-read every slot from the store."""
        self.beginResetModel()
        self._rows = [i for i in self.store.infos(self.verify) if i.slot not in self.hidden]
        self._pixmaps = {}
        self.endResetModel()

    def info(self, row: int) -> SlotInfo:
        return self._rows[row]

    def row_of(self, slot: str) -> int:
        return next((i for i, r in enumerate(self._rows) if r.slot == slot), -1)

    # ---- the model ---------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else _COLUMNS

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = [_tr("Name"), _tr("Game"), _tr("Saved"), _tr("Players"), _tr("Round")]
        return titles[section] if 0 <= section < len(titles) else None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        info = self._rows[index.row()]
        col = index.column()
        if role == self.SlotRole:
            return info.slot
        if role == self.InfoRole:
            return info
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(info, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(info)
        if role == Qt.ItemDataRole.DecorationRole and col == NAME:
            return self._pixmap(info)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return " — ".join(t for t in (self._text(info, c) for c in range(_COLUMNS)) if t)
        return None

    # ---- cells -------------------------------------------------------------------------
    def _text(self, info: SlotInfo, col: int) -> str:
        if col == NAME:
            title = slot_title(info.slot)
            if info.empty:
                return f"{title}: " + _tr("(empty)")
            if info.problem:
                return f"{title}: " + _tr("damaged save")
            return f"{title}: {info.name}" if info.name != info.label else title
        if info.empty or info.problem:
            return ""
        if col == GAME:
            return game_title(info.game)
        if col == DATE:
            return saved_when(info)
        if col == SEATS:
            return seats_text(info)
        if col == ROUND:
            if info.over:
                return _tr("finished")
            return "" if info.round is None else str(info.round)
        return ""

    def _tooltip(self, info: SlotInfo) -> str:
        if info.problem:
            tip = fill(_tr("This save cannot be read: %1"), info.problem)
            if info.backup_available:
                tip += "\n" + _tr("A backup of the previous save is available.")
            return tip
        if info.empty:
            return _tr("An empty slot")
        return fill(_tr("%1 steps, rule set %2"), info.steps, self._ruleset_name(info.ruleset))

    def _ruleset_name(self, key: str) -> str:
        """The name players know a saved game's rule set by (``classic@2`` is "Classic
        (2015)"); the key itself when this catalog does not know it."""
        try:
            return self.store.catalog.stored_ruleset(key).name
        except KeyError:
            return key

    def _pixmap(self, info: SlotInfo) -> QPixmap | None:
        if not info.thumbnail:
            return None
        pix = self._pixmaps.get(info.slot)
        if pix is None:
            pix = QPixmap()
            if not pix.loadFromData(info.thumbnail, "PNG"):
                return None
            if pix.width() > THUMB_WIDTH:
                pix = pix.scaledToWidth(THUMB_WIDTH, Qt.TransformationMode.SmoothTransformation)
            self._pixmaps[info.slot] = pix
        return pix
