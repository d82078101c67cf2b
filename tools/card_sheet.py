"""Render a contact sheet of all the card art to a PNG, offscreen.

    python tools/card_sheet.py OUT.png [--scale 1.0] [--dpr 1.0] [--cards 1,24,78] [--columns 12]

Every card face (buildings, Market Offices, Charburners), both sides of every
assistant, the worker efficient and sloppy, the card back, and every icon of
resources/look.yaml at small sizes. ``--cards`` renders only those card ids
(handy with ``--scale 2`` to look at a few cards closely).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from omg_desktop.games.ohmygoods.face.art import CARD_H, CARD_W, CardArt  # noqa: E402
from omg_desktop.games.ohmygoods.loading import default_catalog  # noqa: E402

TABLE = QColor("#2f4a3a")
LABEL = QColor("#f1e8d0")


def _tiles(art: CardArt, only: list[int] | None) -> list[tuple[str, str, tuple]]:
    cat = art.catalog
    if only is not None:
        return [(f"#{i}", "card", (i,)) for i in only]
    tiles = [(f"#{i}", "card", (i,)) for i in sorted(cat.cards)]
    for aid in sorted(cat.assistants):
        for side in (0, 1):
            tiles.append((f"A{aid}{'AB'[side]}", "assistant", (aid, side)))
    tiles.append(("efficient", "worker", (True,)))
    tiles.append(("sloppy", "worker", (False,)))
    tiles.append(("back", "back", ()))
    return tiles


def render_sheet(out: Path, scale: float, dpr: float, only: list[int] | None, columns: int):
    art = CardArt(default_catalog())
    tiles = _tiles(art, only)
    w, h = round(CARD_W * scale), round(CARD_H * scale)
    gap, label_h = 12, 16
    cols = min(columns, len(tiles))
    rows = math.ceil(len(tiles) / cols)
    icon_ids = [*art.look.resources, *art.look.goods, *art.look.symbols, "no_such_id"]
    icon_cell = 64
    icon_cols = max(1, (cols * (w + gap)) // icon_cell)
    icon_rows = 0 if only is not None else math.ceil(len(icon_ids) / icon_cols)
    width = gap + cols * (w + gap)
    height = gap + rows * (h + label_h + gap) + icon_rows * (icon_cell + 14) + gap
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(TABLE)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    label_font = QFont()
    label_font.setFamilies(["DejaVu Sans"])
    label_font.setPixelSize(11)
    p.setFont(label_font)
    for n, (label, kind, key) in enumerate(tiles):
        x = gap + (n % cols) * (w + gap)
        y = gap + (n // cols) * (h + label_h + gap)
        p.drawPixmap(x, y, art.pixmap(kind, key, QSize(w, h), dpr))
        p.setPen(LABEL)
        p.drawText(QRectF(x, y + h, w, label_h), Qt.AlignmentFlag.AlignCenter, label)
    y0 = gap + rows * (h + label_h + gap)
    for n, item in enumerate(icon_ids if only is None else []):
        x = gap + (n % icon_cols) * icon_cell
        y = y0 + (n // icon_cols) * (icon_cell + 14)
        p.fillRect(QRectF(x + 2, y, icon_cell - 4, icon_cell - 4), QColor("#fbf4e2"))
        art.paint_icon(p, QRectF(x + 6, y + 4, 30, 30), item)
        art.paint_icon(p, QRectF(x + 38, y + 4, 16, 16), item)
        art.paint_icon(p, QRectF(x + 40, y + 24, 12, 12), item)
        p.setPen(LABEL)
        p.drawText(
            QRectF(x, y + icon_cell - 4, icon_cell, 14), Qt.AlignmentFlag.AlignCenter, item[:10]
        )
        p.setPen(QColor("#2f2419"))
        glyph = art.look.item(item).glyph
        p.drawText(QRectF(x + 4, y + 38, icon_cell - 8, 18), Qt.AlignmentFlag.AlignCenter, glyph)
    p.end()
    if not image.save(str(out)):
        raise SystemExit(f"could not write {out}")
    return len(tiles)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the PNG to write")
    parser.add_argument("--scale", type=float, default=1.0, help="card size factor (1: 126x176)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--cards", help="only these card ids, comma-separated")
    parser.add_argument("--columns", type=int, default=12)
    args = parser.parse_args(argv)
    only = [int(x) for x in args.cards.split(",")] if args.cards else None
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    count = render_sheet(args.out, args.scale, args.dpr, only, args.columns)
    print(f"{count} cards -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
