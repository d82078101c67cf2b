"""Pieces drawn as polygons (a hex board): the table terms' ``outlines`` make a click, a
hover and the marks follow the polygon, not the card's rectangle; the arrows go from a
hex to the hex next to it. Any other kind stays a rounded rectangle."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication

from omg_desktop.games.ohmygoods.face.art import CardArt
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.ui.table.focus import ASIDE, ASIDE_POLYGON, nearest
from omg_desktop.ui.table.items import CardItem
from omg_desktop.ui.table.layout import CARD_H, CARD_W, Marks, Placement
from omg_desktop.ui.table.scene import TableScene
from omg_desktop.ui.table.terms import TableTerms
from omg_desktop.ui.table.view import TableView

R = CARD_W / math.sqrt(3)
CX, CY = CARD_W / 2, CARD_H / 2
HEXAGON = ((CX, CY - R), (CARD_W, CY - R / 2), (CARD_W, CY + R / 2), (CX, CY + R),
           (0.0, CY + R / 2), (0.0, CY - R / 2))  # fmt: skip
TERMS = TableTerms(outlines={"cell": HEXAGON}, faces={"card": lambda d: (d["card"],)})
ROW_STEP = 1.5 * R  # pointy-top hexes: the next row lies 3/4 of a hex lower


class Face:
    """A face that draws its ``cell`` kind as a hexagon."""

    TABLE = TERMS

    @staticmethod
    def label_text(spec):
        return " ".join(map(str, spec))

    @staticmethod
    def label_tip(spec, _other):
        return ""

    class Speech:
        def __init__(self, _scene) -> None:
            pass

        def tooltip(self, p: Placement) -> str:
            return str(p.key)


def cell(r: int, c: int, x0: float = 100, y0: float = 100) -> Placement:
    x = x0 + c * CARD_W + (CARD_W / 2 if r % 2 else 0)
    return Placement(("cell", r, c), "cell", x, y0 + r * ROW_STEP, 1.0, 1, {"n": (r, c)}, "board")


def above(p: Placement) -> Placement:
    """``p`` drawn over its neighbours: a rectangle's hit would find it first."""
    return replace(p, z=5)


@pytest.fixture
def table(qapp, qtbot):
    scene = TableScene(CardArt(default_catalog()), face=Face())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def _move(view: TableView, at) -> None:
    """The pointer moves to ``at`` on the viewport (sent to it: no other window of the
    test session can be in the way)."""
    screen = QPointF(view.viewport().mapToGlobal(at))
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(at), screen, Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(view.viewport(), event)


def _press(view: TableView, x: float, y: float, qtbot) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(x, y))


def test_a_click_in_the_rectangles_corner_outside_the_hexagon_misses_it(table, qtbot):
    scene, view = table
    hexp = Placement(("cell", 0, 0), "cell", 300, 300, 1.0, 1, {}, "board")
    card = Placement(("card", 1), "card", 700, 300, 1.0, 1, {"card": 1}, "board")
    scene.settle([hexp, card], Marks())
    clicks: list[tuple] = []
    scene.clicked.connect(lambda p: clicks.append(p.key))
    _press(view, 300 + 4, 300 + 6, qtbot)  # the rectangle's top-left corner: no hexagon
    _press(view, 700 + 8, 300 + 8, qtbot)  # a card's corner: the card (a rectangle)
    _press(view, 300 + CX, 300 + CY, qtbot)  # the hexagon's middle
    assert clicks == [("card", 1), ("cell", 0, 0)]
    item = scene.items_by_key[hexp.key]
    assert not item.shape().contains(QPointF(4, 6)) and item.shape().contains(QPointF(CX, CY))
    assert scene.items_by_key[card.key].shape().contains(QPointF(8, 8))


def test_of_two_hexes_laid_edge_to_edge_a_click_finds_the_one_under_it(table, qtbot):
    """The lower row's hex lies under the upper one's rectangle: the polygon decides."""
    scene, view = table
    upper, lower = above(cell(0, 0)), cell(1, 0)  # the lower one half a hex to the right
    scene.settle([upper, lower], Marks())
    clicks: list[tuple] = []
    scene.clicked.connect(lambda p: clicks.append(p.key))
    # inside the upper rectangle's bottom-right part, inside the lower hexagon only
    _press(view, upper.x + CARD_W - 6, upper.y + CARD_H - 10, qtbot)
    assert clicks == [lower.key]


def _painted(item: CardItem) -> QImage:
    image = QImage(int(CARD_W) + 20, int(CARD_H) + 20, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(10, 10)
    item._paint_marks(painter, QRectF(0, 0, CARD_W, CARD_H))
    painter.end()
    return image


def test_the_glow_follows_the_hexagon(table):
    scene, _view = table
    hexp = Placement(("cell", 0, 0), "cell", 300, 300, 1.0, 1, {}, "board")
    card = Placement(("card", 1), "card", 700, 300, 1.0, 1, {"card": 1}, "board")
    scene.settle([hexp, card], Marks(highlight={hexp.key, card.key}))
    hex_image = _painted(scene.items_by_key[hexp.key])
    card_image = _painted(scene.items_by_key[card.key])
    corner = (10 - 3, 10 + 20)  # the rectangle's edge near its corner: a card's glow only
    assert hex_image.pixelColor(*corner).alpha() == 0
    assert card_image.pixelColor(*corner).alpha() > 0
    top = (10 + int(CX), 10 + int(CY - R) + 3)  # just inside the hexagon's top corner
    assert hex_image.pixelColor(*top).alpha() > 0


def test_the_arrows_go_from_a_hex_to_the_hex_next_to_it(table):
    """Up from a hex goes to a neighbour in the row above (not two rows up, straight
    above); Right goes along the row; a rectangle's rule is the same as before."""
    scene, _view = table
    cells = [cell(r, c) for r in range(5) for c in range(5)]
    scene.settle(cells, Marks(highlight={p.key for p in cells}))
    items = {p.key: scene.items_by_key[p.key] for p in cells}
    middle = items[("cell", 2, 2)]
    everything = list(items.values())
    up = nearest(everything, middle, 0, -1, ASIDE_POLYGON)
    down = nearest(everything, middle, 0, 1, ASIDE_POLYGON)
    assert up.placement.key in {("cell", 1, 1), ("cell", 1, 2)}
    assert down.placement.key in {("cell", 3, 1), ("cell", 3, 2)}
    assert nearest(everything, middle, 1, 0, ASIDE_POLYGON).placement.key == ("cell", 2, 3)
    assert nearest(everything, middle, -1, 0, ASIDE_POLYGON).placement.key == ("cell", 2, 1)
    # the rectangles' weight would skip the neighbours for the hex two rows up
    assert nearest(everything, middle, 0, -1, ASIDE).placement.key == ("cell", 0, 2)


def test_the_focus_ring_walks_the_hexes_with_the_keys(table, qtbot):
    scene, view = table
    cells = [cell(r, c) for r in range(3) for c in range(3)]
    scene.settle(cells, Marks(highlight={p.key for p in cells}))
    view.setFocus()
    scene.focus.key = ("cell", 2, 1)
    scene.focus.show(True)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert scene.focus.key in {("cell", 1, 0), ("cell", 1, 1)}
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert scene.focus.key[1] == 0  # the top row, next to the hex before


def test_a_hover_follows_the_hexagon(table, qtbot):
    scene, view = table
    upper, lower = above(cell(0, 0)), cell(1, 0)
    scene.settle([upper, lower], Marks())
    hovered: list = []
    scene.hooks.hover = hovered.append  # (the items were made with the scene's hooks)
    for it in scene.items_by_key.values():
        it.hooks = scene.hooks
    for x, y in ((upper.x - 40, upper.y - 40), (upper.x + CARD_W - 6, upper.y + CARD_H - 10)):
        _move(view, view.mapFromScene(x, y))  # off the hexes, then onto the lower one
    qtbot.waitUntil(lambda: any(p is not None for p in hovered))
    assert [p.key for p in hovered if p is not None][-1] == lower.key
