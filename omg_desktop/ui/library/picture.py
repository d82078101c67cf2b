"""A game's picture on its tile: ``resources/library/<game id>.svg``, drawn at the size
asked for; a game without one gets a plain card with its title's first letter."""

from __future__ import annotations

import zlib
from pathlib import Path

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QFont, QImageReader, QPainter, QPixmap

from ...resources import resources_root


def picture_path(game_id: str, folder: Path | None = None) -> Path:
    """Where ``game_id``'s picture is (it may be missing)."""
    return (folder or resources_root() / "library") / f"{game_id}.svg"


def picture(game_id: str, title: str, size: QSize, folder: Path | None = None) -> QPixmap:
    """``game_id``'s picture at ``size`` (device pixels), or a plain one."""
    path = picture_path(game_id, folder)
    if path.is_file():
        reader = QImageReader(str(path))
        reader.setScaledSize(size)
        image = reader.read()
        if not image.isNull():
            return QPixmap.fromImage(image)
    return plain_picture(game_id, title, size)


def plain_picture(game_id: str, title: str, size: QSize) -> QPixmap:
    """A rounded card in a colour of the game's own (from its id) with a letter on it."""
    from PySide6.QtCore import Qt

    pix = QPixmap(size)
    pix.fill(QColor(0, 0, 0, 0))
    hue = zlib.crc32(game_id.encode()) % 360
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor.fromHsl(hue, 120, 170))
    p.setPen(QColor.fromHsl(hue, 120, 60))
    rect = QRectF(2, 2, size.width() - 4, size.height() - 4)
    p.drawRoundedRect(rect, 14, 14)
    font = QFont()
    font.setPixelSize(max(12, size.height() // 2))
    font.setBold(True)
    p.setFont(font)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, (title[:1] or "?").upper())
    p.end()
    return pix
