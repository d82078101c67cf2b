"""How the table paints cards at rest: a render made for exactly how the card lies on
the screen, copied at whole pixels; and Qt's own cache for the other items.

These count work and compare pixels; none measures time (the frame times are in
``benchmarks/ui_speed.py``)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from omg_desktop.games.ohmygoods.face.art import CARD_H, CARD_W, CardArt
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.ui.table.items import CardItem, GoodsItem, Hooks, LabelItem, face_size
from omg_desktop.ui.table.layout import Placement

HOOKS = Hooks(click=lambda p: None, drop=lambda p, at: None, hover=lambda p: None)


@pytest.fixture
def art(qapp):
    return CardArt(default_catalog())


def card(angle: float = 0.0, scale: float = 0.6) -> Placement:
    return Placement(("c",), "card", 40.3, 30.7, scale, 0.0, {"card": 1, "angle": angle}, "hand")


def item_for(p: Placement, art) -> CardItem:
    item = CardItem(p, art, HOOKS)
    item.setPos(p.x, p.y)
    item.setScale(p.scale)
    item.setRotation(p.data.get("angle", 0.0))
    return item


def paint_scene(scene: QGraphicsScene, zoom: float = 0.8) -> QImage:
    """The scene drawn as a view at ``zoom`` would draw it (no view: Qt's item cache is
    not used, the item's own paint is)."""
    image = QImage(260, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    source = QRectF(0, 0, 260 / zoom, 260 / zoom)
    scene.render(painter, QRectF(0, 0, 260, 260), source)
    painter.end()
    return image


def lit(image: QImage) -> list[tuple[int, int]]:
    """The pixels the card covers (anything not the black ground)."""
    return [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).value() > 24
    ]


def centre(points: list[tuple[int, int]]) -> tuple[float, float]:
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def test_the_exact_render_has_the_size_asked_and_is_kept(art):
    size = face_size(0.8)
    exact = art.exact_pixmap("card", (1,), size, QSize(101, 141), 1.0)
    assert (exact.width(), exact.height()) == (101, 141)
    assert art.exact_pixmap("card", (1,), size, QSize(101, 141), 1.0) is exact
    same = art.exact_pixmap("card", (1,), size, size, 1.0)
    assert same is art.pixmap("card", (1,), size, 1.0)  # no second copy when it is exact
    double = art.exact_pixmap("card", (1,), face_size(1.6), QSize(101, 141), 2.0)
    assert (double.width(), double.height(), double.devicePixelRatio()) == (202, 282, 2.0)


def test_the_turned_render_holds_the_whole_card(art):
    turn = QTransform().rotate(14).scale(0.7, 0.7)
    linear = (turn.m11(), turn.m12(), turn.m21(), turn.m22())
    pixmap, corner = art.turned_pixmap("back", (), face_size(0.7), linear, 1.0)
    for x, y in ((0, 0), (CARD_W, 0), (0, CARD_H), (CARD_W, CARD_H)):
        at = turn.map(QPointF(x, y)) + corner
        assert -0.01 <= at.x() <= pixmap.width() + 0.01
        assert -0.01 <= at.y() <= pixmap.height() + 0.01
    middle = turn.map(QPointF(CARD_W / 2, CARD_H / 2)) + corner
    assert QColor(pixmap.toImage().pixel(int(middle.x()), int(middle.y()))).alpha() == 255
    assert art.turned_pixmap("back", (), face_size(0.7), linear, 1.0)[0] is pixmap


@pytest.mark.parametrize("angle", [0.0, -9.0, 17.0])
def test_a_card_at_rest_lies_where_the_drawing_through_its_transform_lies(qapp, art, angle):
    scene = QGraphicsScene(0, 0, 400, 400)
    item = item_for(card(angle), art)
    scene.addItem(item)
    copied = lit(paint_scene(scene))
    item._at_rest = lambda: False  # as while it grows: drawn through the transform
    drawn = lit(paint_scene(scene))
    assert copied and drawn
    cx, cy = centre(copied)
    dx, dy = centre(drawn)
    assert math.hypot(cx - dx, cy - dy) < 1.0  # within a pixel
    assert len(set(copied) ^ set(drawn)) < 0.04 * len(drawn)  # edges only


def test_painting_a_card_at_rest_again_makes_nothing_new(qapp, art, monkeypatch):
    scene = QGraphicsScene(0, 0, 400, 400)
    scene.addItem(item_for(card(12.0), art))
    scene.addItem(item_for(Placement(("d",), "card", 200, 40, 0.6, 0, {"card": 2}, "hand"), art))
    paint_scene(scene)
    made: list[tuple] = []
    real = CardArt.render_image
    monkeypatch.setattr(CardArt, "render_image", lambda self, *a: made.append(a) or real(self, *a))
    entries = len(art._cache)
    for _ in range(3):
        paint_scene(scene)
    assert made == [] and len(art._cache) == entries


def test_a_card_growing_is_drawn_from_the_stepped_render(qapp, art):
    scene = QGraphicsScene(0, 0, 400, 400)
    item = item_for(card(), art)
    scene.addItem(item)
    item.setScale(0.45)  # halfway through an animation from 0.45 to 0.6
    paint_scene(scene)
    kinds = {k[0] for k in art._cache}
    assert "exact" not in kinds and "turned" not in kinds  # nothing kept for a passing size


def test_items_other_than_cards_are_kept_by_qt_and_cards_are_not(qapp, art):
    label = LabelItem(
        Placement(("l",), "label", 0, 0, 1.0, 0, {"text": ("x", "Sunrise")}), art, HOOKS, str
    )
    goods = GoodsItem(
        Placement(("g",), "goods", 0, 0, 1.0, 0, {"item": "grain", "n": 2}), art, HOOKS
    )
    assert label.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert goods.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert item_for(card(), art).cacheMode() == QGraphicsItem.CacheMode.NoCache


def test_a_kept_label_shows_its_new_text(qtbot, art):
    """Qt's cache must not show an old text: a label's new placement repaints it."""
    scene = QGraphicsScene(0, 0, 400, 100)
    scene.setBackgroundBrush(QColor(0, 0, 0))
    words = {"a": "Sunrise", "b": "Round 3 · Production"}
    label = LabelItem(
        Placement(("l",), "label", 10, 10, 1.0, 0, {"text": ("a",), "width": 300}),
        art,
        HOOKS,
        lambda spec: words[spec[0]],
    )
    label.setPos(10, 10)
    scene.addItem(label)
    view = QGraphicsView(scene)
    view.setFixedSize(420, 120)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    before = view.viewport().grab().toImage()
    with qtbot.waitSignal(scene.changed, timeout=2000):
        label.update_placement(
            Placement(("l",), "label", 10, 10, 1.0, 0, {"text": ("b",), "width": 300})
        )
    after = view.viewport().grab().toImage()
    assert before != after
    assert label.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache


def test_a_new_layout_repaints_only_what_it_changed(qapp, art):
    """A layout that moves an item, or gives it the same placement, leaves its picture
    (and Qt's kept copy of it) alone; a change of what it shows repaints it."""
    p = card()
    item = item_for(p, art)
    asked: list[int] = []
    item.update = lambda *a: asked.append(1)
    item.update_placement(replace(p, x=p.x + 50, y=p.y - 20, z=9.0))
    item.update_placement(replace(p, data=dict(p.data)))
    assert asked == []
    item.update_placement(replace(p, data={**p.data, "card": 2}))
    item.update_placement(replace(p, data={**p.data, "card": 2}, zone="building"))
    assert asked == [1, 1]
    assert item.placement.zone == "building"


def test_a_face_draws_each_icon_shape_once_per_size(qapp, monkeypatch):
    """The icons of a face are drawn as shapes once per size in pixels, then copied;
    drawn turned they are shapes every time (a copy would be blurred)."""
    from omg_desktop.games.ohmygoods.face.art import faces

    drawn: list[str] = []
    real = faces.draw_icon
    monkeypatch.setattr(
        faces,
        "draw_icon",
        lambda p, r, icon, *a, **k: drawn.append(icon) or real(p, r, icon, *a, **k),
    )
    art = CardArt(default_catalog())
    art.render_image("card", (3,), QSize(128, 178))
    first = len(drawn)
    assert first > 3
    art.render_image("card", (3,), QSize(128, 178))
    assert len(drawn) == first  # the same size: copies only
    art.render_image("card", (3,), QSize(96, 134))
    assert len(drawn) > first  # another size: the shapes again
    again = len(drawn)
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.rotate(10)
    art.paint_card(painter, QRectF(40, 0, 128, 178), 3)
    painter.end()
    assert len(drawn) > again


def test_a_button_that_moves_away_from_the_pointer_is_no_longer_hovered(qapp, art):
    """A playtest saw "Done: end my turn" drawn hovered after "Done with chains" (the same
    button) moved from under the pointer to another place."""
    from omg_desktop.ui.table.items import ControlItem

    p = Placement(("control", "done"), "control", 100, 100, 1.0, 0, {"text": "Done"}, "control")
    button = ControlItem(p, art, HOOKS)
    button._hover = True  # the pointer is on it
    button.update_placement(replace(p, data={"text": "Done with chains"}))
    assert button._hover  # changed in place: still under the pointer
    button.update_placement(replace(p, x=400.0, data={"text": "Done: end my turn"}))
    assert not button._hover


def test_drawing_ahead_draws_one_new_face_a_tick_and_skips_those_drawn(qtbot, art, monkeypatch):
    """The faces a batch will show are drawn ahead, one a timer tick; faces already drawn
    take no tick (a batch of 60 placements with 8 new faces took 60 ticks)."""
    from omg_desktop.ui.table.scene import TableScene
    from omg_desktop.ui.table.view import TableView

    scene = TableScene(art)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.has_painted = True
    cards = [Placement(("card", c), "card", 0, 0, 0.5, 0, {"card": c}, "hand") for c in (1, 2, 3)]
    scene.warm(cards[:1])
    scene._warm_one()  # the first face drawn: now in memory
    made: list[tuple] = []
    real = CardArt.render_image
    monkeypatch.setattr(CardArt, "render_image", lambda self, *a: made.append(a) or real(self, *a))
    scene.warm([cards[1], cards[0], cards[2], cards[0]])  # drawn from the end
    scene._warm_one()
    assert len(made) == 1  # card 3 (the one at the end)
    scene._warm_one()
    assert len(made) == 2 and scene._warm == []  # card 1 skipped, card 2 drawn
    scene._warm_one()
    assert len(made) == 2


def test_a_faces_diagonal_lines_are_drawn_once_per_colour_and_size(qapp, monkeypatch):
    """Rendering faces into images, a colour's lines are drawn once per size and copied
    after that, to the same picture as drawn line by line (within one level)."""
    from omg_desktop.games.ohmygoods.face.art import faces

    drawn: list[str] = []
    real = faces.FacePainter._hatch_lines
    monkeypatch.setattr(
        faces.FacePainter,
        "_hatch_lines",
        staticmethod(lambda p, c, a: drawn.append(c) or real(p, c, a)),
    )
    art = CardArt(default_catalog())
    copied = art.render_image("card", (3,), QSize(128, 178))
    first = len(drawn)
    assert first >= 1
    art.render_image("card", (3,), QSize(128, 178))
    assert len(drawn) == first
    monkeypatch.setattr(faces.FacePainter, "copy_lines", False)
    lined = CardArt(default_catalog()).render_image("card", (3,), QSize(128, 178))
    assert len(drawn) > first  # drawn line by line this time
    worst = max(
        max(
            abs(a - b)
            for a, b in zip(
                QColor(copied.pixel(x, y)).getRgb(), QColor(lined.pixel(x, y)).getRgb(), strict=True
            )
        )
        for y in range(178)
        for x in range(128)
    )
    assert worst <= 1


def test_drawing_ahead_ends_with_every_face_of_the_deck_at_the_markets_size(qtbot, art):
    """After the batch's faces, every deck card's face is drawn at the market's size, each
    once: a fast-forward that turns up cards nobody has seen draws none in its frame."""
    from PySide6.QtCore import QSize as Size

    from omg_desktop.ui.table.scene import TableScene
    from omg_desktop.ui.table.view import TableView

    scene = TableScene(art)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.has_painted = True
    market = Placement(("card", 5), "card", 0, 0, 0.45, 0, {"card": 5}, "market")
    scene.warm([market])
    deck = art.catalog.deck
    ticks = 0
    while scene._warm:
        scene._warm_one()
        ticks += 1
    assert ticks == len(set(deck) | {5})  # one new face a tick, none twice
    t = view.transform()
    zoom = (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * 0.45
    exact = Size(round(CARD_W * zoom), round(CARD_H * zoom))
    dpr = view.viewport().devicePixelRatioF()
    assert all(art.has_exact("card", (c,), face_size(zoom), exact, dpr) for c in deck)


def test_a_hand_turned_over_does_not_fly_in_but_a_drawn_card_does(qtbot, art):
    """As a pass-and-play seat is left its hand turns face down: the same cards, so they
    stay where they lie (a playtest saw them fly in from the draw pile, scattered)."""
    from omg_desktop.ui.table.layout import Marks
    from omg_desktop.ui.table.scene import TableScene

    scene = TableScene(art)
    deck = Placement(("deck",), "back", 20, 20, 0.5, 0, {"count": 30}, "deck")

    def hand(kind: str, n: int) -> list[Placement]:
        return [
            Placement(
                ("card", 40 + i) if kind == "card" else ("hand-back", 0, i),
                kind, 300 + 70 * i, 600, 0.5, 100 + i,
                {"card": 40 + i} if kind == "card" else {}, "hand", 0,
            )
            for i in range(n)
        ]  # fmt: skip

    scene.settle([deck, *hand("card", 3)], Marks())
    scene.settle([deck, *hand("back", 3)], Marks(), 300)
    assert not scene.animating  # turned over where they lie
    assert scene.items_by_key[("hand-back", 0, 2)].pos() == QPointF(440, 600)
    scene.settle([deck, *hand("back", 4)], Marks(), 300)
    assert scene.animating  # a card drawn flies in from the draw pile


@pytest.mark.parametrize("x", [40 + k * 0.07 for k in range(15)])
def test_a_face_drawn_ahead_is_the_one_the_paint_copies(qtbot, art, x):
    """Drawing ahead makes the very render a card at rest copies: painting it afterwards
    makes nothing new, wherever it lies (a pixel's fraction must not change its size)."""
    from omg_desktop.ui.table.layout import Marks
    from omg_desktop.ui.table.scene import TableScene
    from omg_desktop.ui.table.view import TableView

    scene = TableScene(art)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 650)
    view.show()
    qtbot.waitExposed(view)
    view.has_painted = True
    card = Placement(("card", 7), "card", x, 60.2, 0.43, 0, {"card": 7}, "market")
    scene.settle([card], Marks())
    scene.warm([card])
    while scene._warm:
        scene._warm_one()
    faces = lambda: {k for k in art._cache if k[0] != "icon"}  # noqa: E731 (the tally's are icons)
    entries = faces()
    view.viewport().grab()
    assert faces() == entries
