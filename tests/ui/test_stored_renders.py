"""Card renders kept on disk: the same pixels as drawing the card, and never in the way."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from omg_desktop.games.ohmygoods.face.art import CardArt, load_look
from omg_desktop.games.ohmygoods.face.art import stored as stored_module
from omg_desktop.games.ohmygoods.loading import default_catalog

KEYS = [
    ("card", (101,), QSize(64, 89), 1.0),
    ("card", (29,), QSize(80, 111), 2.0),
    ("assistant", (3, 1), QSize(48, 67), 1.0),
    ("worker", (True,), QSize(64, 89), 1.25),
    ("back", (), QSize(80, 111), 1.0),
]


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("OMG_DESKTOP_CACHE_DIR", str(tmp_path))
    return tmp_path


def same_pixels(a: QImage, b: QImage) -> bool:
    a = a.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    b = b.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return (
        a.size() == b.size()
        and a.devicePixelRatio() == b.devicePixelRatio()
        and bytes(a.constBits()) == bytes(b.constBits())
    )


def files(cache_dir):
    return sorted(p for p in (cache_dir / "card-images").rglob("*.argb"))


def nearly_same_pixels(a: QImage, b: QImage) -> bool:
    """Two renders of one card: Qt's text antialiasing may differ in a few pixels between
    renders made in different states of its glyph caches; nothing more."""
    a = a.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    b = b.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return a.size() == b.size() and sum(x != y for x, y in zip(da, db, strict=True)) < len(da) / 200


def test_a_stored_render_has_exactly_the_pixels_that_were_drawn(qapp, cache_dir):
    art = CardArt(default_catalog(), keep_renders=True)
    drawn_first = [art.pixmap(kind, key, size, dpr).toImage() for kind, key, size, dpr in KEYS]
    assert files(cache_dir) == [], "nothing is written while painting"
    art.flush_renders()
    assert len(files(cache_dir)) == len(KEYS)

    again = CardArt(default_catalog(), keep_renders=True)
    drawn = []
    real_render = again.render_image
    again.render_image = lambda *a: drawn.append(a) or real_render(*a)
    for (kind, key, size, dpr), first in zip(KEYS, drawn_first, strict=True):
        pm = again.pixmap(kind, key, size, dpr)
        assert same_pixels(pm.toImage(), first), (kind, key)
        assert pm.devicePixelRatio() == dpr
        assert nearly_same_pixels(pm.toImage(), art.render_image(kind, key, size, dpr))
    assert drawn == [], "a stored render is read, not drawn again"


def test_the_window_writes_its_renders_when_it_closes(qtbot, cache_dir, tmp_path):
    from omg_desktop.ui.main_window import MainWindow
    from omg_desktop.ui.settings import Settings

    win = MainWindow(default_catalog(), Settings(path=tmp_path / "s.ini"), save_dir=tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: len(win.art._cache) > 0)  # the welcome table's card backs
    win.close()
    assert files(cache_dir)


def test_damaged_or_foreign_files_are_drawn_again(qapp, cache_dir):
    art = CardArt(default_catalog(), keep_renders=True)
    kind, key, size, dpr = KEYS[0]
    art.pixmap(kind, key, size, dpr)
    art.flush_renders()
    [path] = files(cache_dir)
    good = path.read_bytes()
    damages = [
        b"",
        good[:100],
        good[:-1] + bytes([good[-1] ^ 0xFF]),  # a pixel changed: the CRC says so
        b"XXXXXXXX" + good[8:],
        good + b"more",
    ]
    for bad in damages:
        path.write_bytes(bad)
        fresh = CardArt(default_catalog(), keep_renders=True)
        drawn = []
        real_render = fresh.render_image
        fresh.render_image = lambda *a, r=real_render, d=drawn: d.append(a) or r(*a)
        pm = fresh.pixmap(kind, key, size, dpr)
        assert drawn, "a damaged file is not used"
        assert nearly_same_pixels(pm.toImage(), art.render_image(kind, key, size, dpr))


def test_another_look_is_another_folder_and_the_old_one_goes(qapp, cache_dir):
    cat = default_catalog()
    look = load_look()
    art = CardArt(cat, look, keep_renders=True)
    art.pixmap(*KEYS[0])
    art.flush_renders()
    [first] = files(cache_dir)

    other_look = dataclasses.replace(look, ink="#000001")
    other = CardArt(cat, other_look, keep_renders=True)
    assert other.stored.folder() != art.stored.folder()
    drawn = []
    real_render = other.render_image
    other.render_image = lambda *a: drawn.append(a) or real_render(*a)
    other.pixmap(*KEYS[0])
    assert drawn, "renders of another look are not used"
    other.flush_renders()
    [second] = files(cache_dir)
    assert second.parent != first.parent
    assert not first.parent.exists()


def test_another_catalog_or_art_code_is_another_folder(qapp, cache_dir, monkeypatch):
    cat = default_catalog()
    base = CardArt(cat, keep_renders=True).stored.fingerprint()
    card = cat.cards[101]
    renamed = dataclasses.replace(
        cat, cards={**cat.cards, 101: dataclasses.replace(card, name="X")}
    )
    assert CardArt(renamed, keep_renders=True).stored.fingerprint() != base

    fake = cache_dir / "faces.py"
    fake.write_text("# other art code\n")
    monkeypatch.setattr(stored_module, "_art_sources", lambda: [fake])
    assert CardArt(cat, keep_renders=True).stored.fingerprint() != base


def test_a_folder_that_cannot_be_written_only_means_drawing(qapp, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("OMG_DESKTOP_CACHE_DIR", str(blocker))
    art = CardArt(default_catalog(), keep_renders=True)
    for kind, key, size, dpr in KEYS:
        assert not art.pixmap(kind, key, size, dpr).isNull()
    art.flush_renders()  # no exception
    assert art.stored.failed
    assert not art.pixmap("card", (102,), QSize(64, 89), 1.0).isNull()


def test_without_keep_renders_nothing_is_written(qapp, cache_dir):
    art = CardArt(default_catalog())
    art.pixmap(*KEYS[0])
    art.flush_renders()
    assert not (cache_dir / "card-images").exists()
