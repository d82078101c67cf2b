"""Render the app icon from its SVG to every format the installers need.

    python packaging/make_icons.py [--svg resources/icons/omg-desktop.svg] [--out DIR]

writes into DIR (default ``build/packaging/icons``):

- ``png/omg-desktop-N.png`` for N in :data:`PNG_SIZES` (16 … 512; the Linux
  hicolor theme and the AppStream metadata use them);
- ``omg-desktop.ico`` (Windows: the .exe's icon and the installer's): 16, 24,
  32, 48 and 64 px as 32-bit BMP images with alpha, 128 and 256 px as PNG, the
  layout Windows itself expects (Vista and later);
- ``omg-desktop.icns`` (macOS: the .app's icon): ``ic07``–``ic14``, every image
  PNG-encoded (128, 256, 512 px and their @2x doubles, 16@2x and 32@2x), with a
  ``TOC `` block, as ``iconutil`` writes it.

Only PySide6 (QtGui + QtSvg, both in PySide6-Essentials) is needed: the SVG is
drawn by ``QSvgRenderer`` into a ``QImage`` and the ICO and ICNS containers are
written here byte by byte, so this runs on Linux, Windows and macOS alike (it
uses Qt's ``offscreen`` platform when none is set). :func:`read_ico` and
:func:`read_icns` parse the files back (the tests use them).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "resources" / "icons" / "omg-desktop.svg"
DEFAULT_OUT = ROOT / "build" / "packaging" / "icons"
NAME = "omg-desktop"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: Sizes at or above this go into the .ico as PNG, smaller ones as BMP.
ICO_PNG_FROM = 128
#: ICNS block types and the pixel size of each (all PNG-encoded).
ICNS_TYPES: dict[bytes, int] = {
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,  # 512@2x
    b"ic11": 32,  # 16@2x
    b"ic12": 64,  # 32@2x
    b"ic13": 256,  # 128@2x
    b"ic14": 512,  # 256@2x
}

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class Renderer:
    """Draws the SVG at any size; keeps the QGuiApplication alive while it is used."""

    def __init__(self, svg: Path) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtSvg import QSvgRenderer

        self._app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        self._svg = QSvgRenderer(str(svg))
        if not self._svg.isValid():
            raise ValueError(f"{svg}: not an SVG that Qt can draw")
        self._cache: dict[int, object] = {}

    def image(self, size: int):
        """A ``QImage`` (ARGB32, straight alpha) of the icon, ``size`` × ``size`` pixels."""
        if size not in self._cache:
            from PySide6.QtCore import QRectF, Qt
            from PySide6.QtGui import QImage, QPainter

            img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            painter = QPainter(img)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self._svg.render(painter, QRectF(0, 0, size, size))
            painter.end()
            self._cache[size] = img.convertToFormat(QImage.Format.Format_ARGB32)
        return self._cache[size]

    def png(self, size: int) -> bytes:
        """The icon at ``size`` px, PNG-encoded."""
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice

        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        if not self.image(size).save(buf, "PNG"):
            raise RuntimeError(f"Qt could not encode the {size} px icon as PNG")
        buf.close()
        return bytes(data.data())

    def bgra_rows(self, size: int) -> list[bytes]:
        """The icon's pixel rows top to bottom, 4 bytes a pixel: B, G, R, A (straight alpha)."""
        img = self.image(size)
        stride = img.bytesPerLine()
        raw = bytes(img.constBits())[: stride * size]
        rows = [raw[y * stride : y * stride + size * 4] for y in range(size)]
        if sys.byteorder == "big":  # ARGB32 is a native 0xAARRGGBB word
            rows = [_swap_words(r) for r in rows]
        return rows


def _swap_words(row: bytes) -> bytes:
    out = bytearray(len(row))
    for i in range(0, len(row), 4):
        out[i : i + 4] = row[i : i + 4][::-1]
    return bytes(out)


# -- ICO ---------------------------------------------------------------------


def bmp_entry(rows: list[bytes]) -> bytes:
    """One .ico image as a DIB: BITMAPINFOHEADER, 32-bit BGRA bottom-up, the AND mask."""
    size = len(rows)
    header = struct.pack(
        "<IiiHHIIiiII",
        40,  # header size
        size,
        size * 2,  # height counts the XOR and the AND bitmap together
        1,  # planes
        32,  # bits per pixel
        0,  # BI_RGB
        size * size * 4,
        0,
        0,
        0,
        0,
    )
    pixels = b"".join(reversed(rows))
    mask_stride = ((size + 31) // 32) * 4
    mask = bytearray()
    for row in reversed(rows):
        bits = bytearray(mask_stride)
        for x in range(size):
            if row[x * 4 + 3] == 0:  # fully transparent: masked out
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    return header + pixels + bytes(mask)


def ico_bytes(renderer: Renderer, sizes: Iterable[int] = ICO_SIZES) -> bytes:
    """A Windows .ico holding the icon at each of ``sizes`` (at most 256)."""
    images: list[tuple[int, bytes]] = []
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 px, not {size}")
        data = renderer.png(size) if size >= ICO_PNG_FROM else bmp_entry(renderer.bgra_rows(size))
        images.append((size, data))
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for size, data in images:
        dim = 0 if size == 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _, data in images:
        out += data
    return bytes(out)


def read_ico(data: bytes) -> list[tuple[int, str]]:
    """The images of an .ico: (size in px, ``"png"`` or ``"bmp"``) each, in file order."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an .ico file")
    found = []
    for i in range(count):
        w, h, _, _, _, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        if offset + length > len(data):
            raise ValueError(f"image {i} runs past the end of the file")
        body = data[offset : offset + length]
        if body.startswith(PNG_MAGIC):
            fmt = "png"
            size = png_size(body)[0]
        else:
            fmt = "bmp"
            (hsize, bw, bh) = struct.unpack_from("<Iii", body, 0)
            if hsize != 40 or bh != 2 * bw:
                raise ValueError(f"image {i}: not a BITMAPINFOHEADER icon")
            size = bw
        if size != (w or 256) or size != (h or 256) or bpp != 32:
            raise ValueError(f"image {i}: directory says {w}x{h}@{bpp}, data is {size}")
        found.append((size, fmt))
    return found


# -- ICNS --------------------------------------------------------------------


def icns_bytes(renderer: Renderer, types: dict[bytes, int] = ICNS_TYPES) -> bytes:
    """A macOS .icns: a ``TOC `` block, then one PNG block for each type in ``types``."""
    blocks = [(kind, renderer.png(size)) for kind, size in types.items()]
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in blocks)
    body = b"TOC " + struct.pack(">I", 8 + len(toc)) + toc
    for kind, data in blocks:
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_icns(data: bytes) -> dict[str, tuple[int, int]]:
    """The PNG blocks of an .icns: type -> (width, height)."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns file (or its length is wrong)")
    found: dict[str, tuple[int, int]] = {}
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4]
        (length,) = struct.unpack_from(">I", data, pos + 4)
        if length < 8 or pos + length > len(data):
            raise ValueError(f"block {kind!r} has a bad length")
        body = data[pos + 8 : pos + length]
        if kind != b"TOC ":
            if not body.startswith(PNG_MAGIC):
                raise ValueError(f"block {kind!r} is not PNG")
            found[kind.decode("ascii")] = png_size(body)
        pos += length
    return found


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if not data.startswith(PNG_MAGIC) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack_from(">II", data, 16)


# -- all of it ---------------------------------------------------------------


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write every icon file into ``out``; returns them by kind (``png-N``, ``ico``, ``icns``)."""
    renderer = Renderer(svg)
    out.mkdir(parents=True, exist_ok=True)
    (out / "png").mkdir(exist_ok=True)
    written: dict[str, Path] = {}
    for size in PNG_SIZES:
        path = out / "png" / f"{NAME}-{size}.png"
        path.write_bytes(renderer.png(size))
        written[f"png-{size}"] = path
    written["ico"] = out / f"{NAME}.ico"
    written["ico"].write_bytes(ico_bytes(renderer))
    written["icns"] = out / f"{NAME}.icns"
    written["icns"].write_bytes(icns_bytes(renderer))
    written["svg"] = out / f"{NAME}.svg"
    written["svg"].write_bytes(svg.read_bytes())
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG, help="the icon's SVG")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write")
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    for kind, path in written.items():
        print(f"{kind:8} {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
