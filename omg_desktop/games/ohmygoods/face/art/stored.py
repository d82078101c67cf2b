"""Card renders kept on disk between starts, so the first frame draws no vector art.

A card face takes ~4 ms to draw; the table's first frame shows about fifteen. The
window's :class:`~.cards.CardArt` therefore keeps each render it makes in the user's
cache folder (:func:`omg_desktop.data_loading.cache.cache_dir`, ``card-images/``) and
reads it back at the next start (~0.1 ms).

- **Exact.** A file holds the render's raw premultiplied ARGB pixels (no lossy or
  colour-converting format), with its size and a CRC-32; anything else is ignored
  and the card is drawn again.
- **Current.** Files live in a folder named by a fingerprint of everything a render
  depends on: the art code (``ui/art/*.py``), the look (``look.yaml`` as loaded),
  the catalog, the fonts the look asks for as this machine resolves them, and the
  Qt version; then the card text size (``-large``, ``-largest``: the words'
  size is the player's setting). A change of any but the text size means a new
  folder; the old ones are removed when the new one is first written (the folders
  of the other text sizes of the same fingerprint stay: switching back draws none).
- **Out of the way.** Renders are written after the frame that needed them (a timer,
  and when the window closes), never while painting; a folder that cannot be written
  only means the cards are drawn again next time.
"""

from __future__ import annotations

import hashlib
import math
import os
import shutil
import struct
import zlib
from pathlib import Path

from PySide6.QtCore import QTimer, qVersion
from PySide6.QtGui import QFont, QFontInfo, QImage

#: Bump when the file layout changes.
FORMAT = 1
MAGIC = b"OMGCARD1"
_HEADER = struct.Struct("<8sIIIdI")  # magic, width, height, bytes per line, dpr, crc32
#: At most this many renders are written per fingerprint (sizes change with the window).
MAX_FILES = 4000
#: How long after a render it is written (renders of one frame are written together).
WRITE_DELAY_MS = 400


def _art_sources() -> list[Path]:
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


class StoredRenders:
    """Renders on disk for one :class:`~.cards.CardArt` (its catalog and look)."""

    def __init__(self, art, root: Path | None = None) -> None:
        self.art = art
        self._root = root
        self._folder: Path | None = None
        self._pending: dict[str, QImage] = {}
        self._written: int | None = None
        self._timer: QTimer | None = None
        self._base: str | None = None
        self.failed = False  # the folder could not be read or written: stop trying

    # ---- where ----------------------------------------------------------------------

    def fingerprint(self) -> str:
        """The folder's name: :meth:`base_fingerprint` and the card text size."""
        level = getattr(self.art, "text_size", "normal")
        base = self.base_fingerprint()
        return base if level == "normal" else f"{base}-{level}"

    def forget_folder(self) -> None:
        """Find the folder again at the next use (the card text size changed)."""
        self.flush()
        self._folder = None
        self._written = None

    def base_fingerprint(self) -> str:
        """A hash of everything but the text size that a render depends on."""
        if self._base is not None:
            return self._base
        h = hashlib.sha256(f"card renders {FORMAT}\0{qVersion()}\0".encode())
        for path in _art_sources():
            h.update(path.name.encode() + b"\0" + path.read_bytes())
        look = self.art.look
        h.update(repr(look).encode())
        for family in (*look.title_fonts, *look.body_fonts, *look.narrow_title_fonts):
            info = QFontInfo(QFont(family))
            h.update(f"\0{family}>{info.family()}:{info.styleName()}".encode())
        # the catalog: where the catalog cache says it came from (its data and code),
        # else all of it (repr of the frozen dataclasses, ~3 ms)
        from omg_desktop.data_loading.cache import origin_of

        catalog = self.art.catalog
        h.update((origin_of(catalog) or repr(catalog)).encode())
        self._base = h.hexdigest()[:24]
        return self._base

    def folder(self) -> Path:
        if self._folder is None:
            root = self._root
            if root is None:
                from omg_desktop.data_loading.cache import cache_dir

                root = cache_dir()
            self._folder = root / "card-images" / self.fingerprint()
        return self._folder

    @staticmethod
    def file_name(kind: str, key: tuple, width: int, height: int, dpr: float) -> str:
        parts = "-".join(str(int(k)) if isinstance(k, bool) else str(k) for k in key)
        return f"{kind}-{parts}-{width}x{height}-{round(dpr * 1000)}.argb"

    # ---- reading ----------------------------------------------------------------------

    def load(self, kind: str, key: tuple, width: int, height: int, dpr: float) -> QImage | None:
        """The stored render, or None (missing, damaged, or not for this size)."""
        if self.failed:
            return None
        name = self.file_name(kind, key, width, height, dpr)
        pending = self._pending.get(name)
        if pending is not None:
            return pending
        try:
            data = (self.folder() / name).read_bytes()
        except OSError:
            return None
        except Exception:  # noqa: BLE001 (e.g. no source to fingerprint: do without)
            self.failed = True
            return None
        return self.decode(data, width, height, dpr)

    @staticmethod
    def decode(data: bytes, width: int, height: int, dpr: float) -> QImage | None:
        if len(data) < _HEADER.size:
            return None
        magic, w, h, bpl, stored_dpr, crc = _HEADER.unpack_from(data)
        pixels = data[_HEADER.size :]
        if (
            magic != MAGIC
            or stored_dpr != dpr
            or (w, h) != (math.ceil(max(1, width) * dpr), math.ceil(max(1, height) * dpr))
            or bpl < 4 * w
            or len(pixels) != bpl * h
            or zlib.crc32(pixels) != crc
        ):
            return None
        image = QImage(pixels, w, h, bpl, QImage.Format.Format_ARGB32_Premultiplied).copy()
        image.setDevicePixelRatio(dpr)
        return image

    @staticmethod
    def encode(image: QImage) -> bytes:
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        pixels = bytes(image.constBits())[: image.sizeInBytes()]
        header = _HEADER.pack(
            MAGIC,
            image.width(),
            image.height(),
            image.bytesPerLine(),
            float(image.devicePixelRatio()),
            zlib.crc32(pixels),
        )
        return header + pixels

    # ---- writing ----------------------------------------------------------------------

    def store_later(
        self, kind: str, key: tuple, width: int, height: int, dpr: float, image: QImage
    ) -> None:
        """Write this fresh render soon (not now: the frame is being painted)."""
        if self.failed:
            return
        self._pending[self.file_name(kind, key, width, height, dpr)] = image
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self.flush)
        if not self._timer.isActive():
            self._timer.start(WRITE_DELAY_MS)

    def flush(self) -> None:
        """Write the renders made since the last flush (errors only stop the caching)."""
        pending, self._pending = self._pending, {}
        if self._timer is not None:
            self._timer.stop()
        if not pending or self.failed:
            return
        try:
            folder = self.folder()
            if not folder.is_dir():
                folder.mkdir(parents=True, exist_ok=True)
                self._drop_other_fingerprints(folder)
            if self._written is None:
                self._written = sum(1 for _ in folder.iterdir())
            for name, image in pending.items():
                if self._written >= MAX_FILES:
                    break
                path = folder / name
                tmp = folder / f".{name}.{os.getpid()}.tmp"
                tmp.write_bytes(self.encode(image))
                os.replace(tmp, path)
                self._written += 1
        except Exception:  # noqa: BLE001 (a cache: never in the way)
            self.failed = True

    def _drop_other_fingerprints(self, folder: Path) -> None:
        """Remove the folders of other fingerprints (not of other text sizes)."""
        base = self.base_fingerprint()
        for other in folder.parent.iterdir():
            if other.is_dir() and other.name.split("-")[0] != base:
                shutil.rmtree(other, ignore_errors=True)
