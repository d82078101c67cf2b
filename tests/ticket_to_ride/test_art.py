"""Ticket to Ride's drawn art: every piece drawn; each train colour its own glyph (from
the data's order, the wild card its own, the any-colour none), so that the route
colours stay apart without colour (grey pictures all different, at a space's size on
screen); each seat's trains apart by their silhouette as well; a ticket's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from omg_desktop.games.ticket_to_ride.face.art import Art
from omg_desktop.games.ticket_to_ride.face.shapes import GLYPHS, SEAT_COLOURS, glyph_of


def grey(pixmap) -> bytes:
    """A picture's grey levels (what a reader without colour sees)."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    return bytes(image.constBits())


def painted(pixmap) -> int:
    image = pixmap.toImage()
    return sum(
        image.pixelColor(x, y).alpha() > 0
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
    )


def test_each_train_colour_has_its_own_glyph_from_the_datas_order(cat):
    glyphs = [glyph_of(cat, c) for c in cat.colours]
    assert len(set(glyphs)) == len(cat.colours) and set(glyphs) <= set(GLYPHS)
    assert glyph_of(cat, cat.wild) == "wheel" and glyph_of(cat, cat.any_colour) == ""


def marks(picture: bytes, width: int) -> set[int]:
    """Where a grey picture's band has a mark: the pixels of its middle row band far
    from the band's usual grey (the glyph or the rail, whatever the paint)."""
    rows = len(picture) // width
    band = range(rows * 2 // 5 * width, rows * 3 // 5 * width)
    usual = sorted(picture[i] for i in band)[len(band) // 2]
    return {i for i in band if abs(picture[i] - usual) > 60}


def test_the_route_colours_differ_by_their_marks_alone(qapp, cat):
    """A space 40 x 56 pixels (its band 40 x 20: a space at 1366 x 768 is about 26 x 13),
    drawn for each route colour: the marks on its band (what is far from its own paint,
    in grey) differ between every two colours by at least 12 pixels — red and green, or
    any two of the same lightness, are told apart by shape."""
    art = Art(cat)
    colours = [*cat.colours, cat.any_colour]
    found = {c: marks(grey(art.pixmap("route", (c, None, 0, False), QSize(40, 56))), 40)
             for c in colours}  # fmt: skip
    for a in colours:
        for b in colours:
            if a < b:
                assert len(found[a] ^ found[b]) >= 12, (a, b)


def test_each_seats_trains_differ_without_colour(qapp, cat):
    art = Art(cat)
    seats = range(len(SEAT_COLOURS))
    pictures = {s: grey(art.pixmap("route", ("grey", s, 0, False), QSize(64, 90))) for s in seats}
    assert len(set(pictures.values())) == len(SEAT_COLOURS) == 5
    tokens = {s: grey(art.pixmap("token", (s,), QSize(64, 90))) for s in seats}
    assert len(set(tokens.values())) == 5


@pytest.mark.parametrize(
    "kind,key",
    [
        ("route", ("red", None, 0, False)),
        ("route", ("red", None, 1, False)),
        ("route", ("grey", 2, 0, False)),
        ("city", ("denver", False)),
        ("city", ("denver", True)),
        ("board", (0.66, 0.02)),
        ("face", ("locomotive", -1)),
        ("hand", ("blue", 3)),
        ("hand", ("blue", 0)),
        ("deck", (40,)),
        ("ticket_deck", (20,)),
        ("ticket", ("t01", "open")),
        ("ticket", ("t01", "done")),
        ("offered", ("t01", "chosen")),
        ("token", (4,)),
        ("back", ()),
    ],
)
def test_every_piece_is_drawn(qapp, cat, kind, key):
    pm = Art(cat).pixmap(kind, key, QSize(126, 176))
    assert painted(pm) > 60, (kind, key)


def test_states_are_drawn_apart(qapp, cat):
    """A glowing space, a lit city, a done ticket, a chosen offer and an empty colour of
    the hand each look other than their plain selves."""
    art = Art(cat)
    size = QSize(126, 176)
    pairs = [
        (("route", ("red", None, 0, False)), ("route", ("red", None, 1, False))),
        (("route", ("red", None, 1, False)), ("route", ("red", None, 2, False))),
        (("route", ("red", None, 0, False)), ("route", ("red", None, 0, True))),
        (("city", ("denver", False)), ("city", ("denver", True))),
        (("ticket", ("t01", "open")), ("ticket", ("t01", "done"))),
        (("offered", ("t01", "chosen")), ("offered", ("t01", "offered"))),
        (("hand", ("blue", 3)), ("hand", ("blue", 0))),
    ]
    for (k1, key1), (k2, key2) in pairs:
        a = art.pixmap(k1, key1, size).toImage()
        b = art.pixmap(k2, key2, size).toImage()
        assert a != b, (key1, key2)


def test_a_pieces_words_name_it(cat):
    art = Art(cat)
    t = cat.tickets["t01"]
    words = art.card_text({"ticket": "t01"})
    assert cat.cities[t.a].name in words and cat.cities[t.b].name in words
    assert str(t.points) in words
    assert art.card_text({"card": cat.wild, "count": 2}).endswith("2")
