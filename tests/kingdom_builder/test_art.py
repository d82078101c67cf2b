"""Kingdom Builder's art: every face of the table's contract draws at the board's small
sizes and the preview's large one; terrains and tiles are told apart by their pictures,
not by colour alone (compared in grey, their brightness levelled); each seat's
settlement has its own silhouette."""

from __future__ import annotations

import itertools
import statistics

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from omg_desktop.games.kingdom_builder.face import words
from omg_desktop.games.kingdom_builder.face.art import Art
from omg_desktop.games.kingdom_builder.face.glyphs import TILE_KINDS
from omg_desktop.games.kingdom_builder.rules.board import LETTERS, LOCATION_KINDS

CARDS = ("fishermen", "merchants", "discoverers", "hermits", "citizens", "miners", "workers",
         "knights", "lords", "farmers")  # fmt: skip
#: Every (kind, key) of the table's contract.
FACES = [
    *(("hex", (t, "", 0)) for t in LETTERS if t != "L"),
    *(("hex", ("L", k, n)) for k in LOCATION_KINDS for n in (0, 1, 2)),
    *(("settlement", (s,)) for s in range(4)),
    *(("supply", (s, n)) for s in range(4) for n in (0, 40)),
    *(("tile", (k, st)) for k in LOCATION_KINDS for st in ("ready", "fresh", "used")),
    *(("kbcard", (c,)) for c in CARDS),
    *(("terrain", (t,)) for t in ("G", "C", "D", "F", "T", "?")),
    ("deck", (25,)),
    ("deck", (0,)),
]
SMALL, LARGE = 32, 378  # a hex's width on a small board; a card in the large preview
#: How far apart two levelled grey pictures must be (two plain colours: about 0.01).
TERRAINS_APART, GLYPHS_APART = 0.25, 0.15


def _size(width: int) -> QSize:
    return QSize(width, round(width * 176 / 126))


def _image(art: Art, kind: str, key: tuple, width: int = 45) -> QImage:
    return art.pixmap(kind, key, _size(width)).toImage()


def _pixels(image: QImage, fmt: QImage.Format) -> list[list[int]]:
    """Rows of one byte a pixel (grey) or four (alpha last on little-endian ARGB32)."""
    img = image.convertToFormat(fmt)
    data = bytes(img.constBits())
    per = 1 if fmt == QImage.Format.Format_Grayscale8 else 4
    stride = img.bytesPerLine()
    return [list(data[y * stride : y * stride + img.width() * per]) for y in range(img.height())]


def _alpha(image: QImage) -> list[bool]:
    """Which pixels are (mostly) covered."""
    rows = _pixels(image, QImage.Format.Format_ARGB32)
    return [row[x * 4 + 3] > 128 for row in rows for x in range(image.width())]


def _levelled_grey(image: QImage) -> list[float]:
    """The picture in grey inside its own shape, its brightness and contrast levelled
    (mean 0, spread 1): what is left is its pattern, not its colour."""
    covered = _alpha(image)
    grey = [v for row in _pixels(image, QImage.Format.Format_Grayscale8) for v in row]
    inside = [g for g, c in zip(grey, covered, strict=True) if c]
    mean, spread = statistics.fmean(inside), statistics.pstdev(inside) or 1.0
    return [(g - mean) / spread if c else 0.0 for g, c in zip(grey, covered, strict=True)]


def _apart(a: list[float], b: list[float]) -> float:
    """How far apart two levelled pictures are, on average over the pixels they cover."""
    return statistics.fmean(abs(x - y) for x, y in zip(a, b, strict=True) if x or y)


def _flat_hex(art: Art, letter: str) -> QImage:
    """A hex of ``letter``'s ground with no texture and no glyph (colour alone)."""
    from omg_desktop.games.kingdom_builder.face import art as art_module

    real = art_module.draw_terrain_glyph, art_module.draw_texture
    art_module.draw_terrain_glyph = art_module.draw_texture = lambda *a, **k: None
    try:
        return Art().pixmap("hex", (letter, "", 0), _size(45)).toImage()
    finally:
        art_module.draw_terrain_glyph, art_module.draw_texture = real


@pytest.mark.parametrize("width", [SMALL, LARGE])
def test_every_face_draws_at_small_and_large_sizes(qapp, width):
    art = Art()
    for kind, key in FACES:
        image = _image(art, kind, key, width)
        assert any(_alpha(image)), (kind, key)


def test_a_hex_is_transparent_outside_its_hexagon(qapp):
    image = _image(Art(), "hex", ("G", "", 0), 126)
    rows = _pixels(image, QImage.Format.Format_ARGB32)
    for x, y in ((0, 0), (125, 0), (0, 175), (125, 175), (63, 2), (63, 173)):
        assert rows[y][x * 4 + 3] == 0, (x, y)
    assert rows[88][63 * 4 + 3] == 255


def test_the_measure_sees_colour_alone_as_no_difference(qapp):
    """The check below can fail: two plain hexes of different colours are the same
    picture once levelled."""
    art = Art()
    a, b = (_levelled_grey(_flat_hex(art, t)) for t in ("G", "T"))
    assert _apart(a, b) < GLYPHS_APART / 5


def test_every_terrain_differs_from_the_others_in_grey_not_by_colour_alone(qapp):
    art = Art()
    pictures = {t: _levelled_grey(_image(art, "hex", (t, "", 0))) for t in LETTERS if t != "L"}
    pictures["L"] = _levelled_grey(_image(art, "hex", ("L", "oracle", 2)))
    for (a, pa), (b, pb) in itertools.combinations(pictures.items(), 2):
        assert _apart(pa, pb) > TERRAINS_APART, (a, b, _apart(pa, pb))


def test_every_location_and_tile_has_its_own_glyph_in_grey(qapp):
    art = Art()
    assert set(TILE_KINDS) == set(LOCATION_KINDS)
    for kind in ("hex", "tile"):
        pictures = {
            k: _levelled_grey(_image(art, kind, ("L", k, 2) if kind == "hex" else (k, "ready")))
            for k in LOCATION_KINDS
        }
        for (a, pa), (b, pb) in itertools.combinations(pictures.items(), 2):
            assert _apart(pa, pb) > GLYPHS_APART, (kind, a, b, _apart(pa, pb))


def test_each_seat_has_its_own_settlement_silhouette(qapp):
    art = Art()
    masks = [_alpha(_image(art, "settlement", (s,), 60)) for s in range(4)]
    for a, b in itertools.combinations(range(4), 2):
        union = sum(x or y for x, y in zip(masks[a], masks[b], strict=True))
        both = sum(x and y for x, y in zip(masks[a], masks[b], strict=True))
        assert both / union < 0.8, (a, b, both / union)


def test_a_location_shows_its_tiles_left_and_a_tile_its_state(qapp):
    art = Art()
    for kind, keys in (
        ("hex", [("L", "barn", n) for n in (0, 1, 2)]),
        ("tile", [("barn", st) for st in ("ready", "fresh", "used")]),
    ):
        pictures = [_levelled_grey(_image(art, kind, key)) for key in keys]
        for pa, pb in itertools.combinations(pictures, 2):
            assert _apart(pa, pb) > 0.02, kind


def test_card_text_gives_a_piece_its_words(qapp):
    art = Art()
    text = art.card_text("fishermen")
    assert words.card_name("fishermen") in text and words.card_rule("fishermen") in text
    assert art.card_text({"card": "lords"}).startswith(words.card_name("lords"))
    assert words.tile_rule("harbor") in art.card_text({"kind": "harbor", "state": "fresh"})
    on_board = art.card_text({"hex": (3, 4), "terrain": "L", "location": "farm", "tiles": 0})
    assert words.tile_name("farm") in on_board and words.tiles_left(0) in on_board
    assert art.card_text({"terrain": "D"}) == words.terrain_name("D")
