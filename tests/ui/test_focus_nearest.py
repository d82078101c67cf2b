"""The arrows' choice of the next item (focus.nearest), over stand-ins for table items."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from omg_desktop.ui.table.focus import nearest
from omg_desktop.ui.table.layout import CARD_H, CARD_W, Placement


class Item:
    """What nearest reads of a table item: its placement and its unscaled rectangle."""

    def __init__(self, key: tuple, x: float, y: float, scale: float = 1.0) -> None:
        self.placement = Placement(key, "card", x, y, scale)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, CARD_W, CARD_H)


def fanned_hand_under_a_building() -> tuple[Item, list[Item]]:
    """A building up and to the left, a hand of five below whose fan rises a few units
    in the middle (the ends lowest, as the table draws it)."""
    building = Item(("card", 1), 0, 0)
    hand = [
        Item(("card", 10 + i), 1.5 * CARD_W + i * 1.1 * CARD_W, 3 * CARD_H - (2 - abs(2 - i)) * 2)
        for i in range(5)
    ]
    return building, hand


def test_up_from_the_fanned_hand_goes_to_the_row_above_not_to_a_neighbour():
    building, hand = fanned_hand_under_a_building()
    items = [building, *hand]
    assert nearest(items, hand[0], 0, -1) is building
    assert nearest(items, hand[4], 0, -1) is building


def test_along_the_fanned_hand_left_and_right_go_to_the_neighbours():
    building, hand = fanned_hand_under_a_building()
    items = [building, *hand]
    assert nearest(items, hand[0], 1, 0) is hand[1]
    assert nearest(items, hand[2], -1, 0) is hand[1]
    assert nearest(items, hand[4], 1, 0) is None


def test_down_to_the_next_line_of_a_cascade():
    top = Item(("card", 1), 0, 0)
    under = Item(("card", 2), 0, 0.3 * CARD_H)  # the next line shows the top strip
    assert nearest([top, under], top, 0, 1) is under
    assert nearest([top, under], under, 0, -1) is top
