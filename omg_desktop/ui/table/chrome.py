"""The table's own colours (its "chrome": the background, labels, badges, glows, the
buttons on the table), in the usual look or in high contrast (View ▸ High contrast).

Every item reads its colours from :func:`chrome` when it paints, so switching takes
effect at the next paint (:func:`use_chrome`, then a repaint of the scene). Card faces
are art and keep their colours; the focus ring keeps its own black under white
(:mod:`.focus`). High contrast puts white and yellow words on black (or black words
on white buttons): every pair of words and their ground is at least 7:1
(``tests/ui/test_contrast.py`` computes it from these colours and from painted items).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Chrome:
    """The colours of the table's items (QColor arguments: names or (r, g, b[, a]))."""

    high_contrast: bool
    background: tuple  # two colours: the top and the foot of the table (a gradient)
    label: tuple  # names, counts, the round's title
    band: tuple  # the "at work" band behind a label
    band_edge: tuple | None  # its edge (None: no edge)
    glow: tuple  # what the decision can act on
    selected: tuple  # what is chosen
    mark_width: float  # the glow's pen, in item units
    dim: tuple  # the veil over what cannot be chosen
    badge: tuple  # the count of goods chosen to pay: its ground
    badge_text: tuple  # and its words and edge
    pile: tuple  # a pile's count: its ground
    pile_text: tuple
    slot_edge: tuple  # the "to build" slot: its dashed edge and words
    slot_fill: tuple
    button: tuple  # a button on the table: its ground, words, edge
    button_text: tuple
    button_hover: tuple
    button_edge: tuple
    button_off: tuple  # a button that cannot be used now
    button_off_text: tuple
    goods_count: tuple  # the count of goods on a building: its ground (words: goods_text)
    goods_text: tuple
    efficient: tuple  # the worker's mode: 2 on this colour (words: efficient_text)
    efficient_text: tuple
    sloppy: tuple  # 1 on this one
    sloppy_text: tuple
    input_slot: tuple  # an empty input on a building: its ground (words: input_text)
    input_text: tuple
    tally: tuple  # the market tally: its ground and words (a resource the market lacks:
    tally_text: tuple  # tally_none)
    tally_none: tuple
    caption: tuple  # what a seat just did, in a box: its ground, words, a banner's edge
    caption_text: tuple
    caption_edge: tuple

    def qcolor(self, name: str) -> QColor:
        """One of the colours as a QColor (the background: its top colour)."""
        value = getattr(self, name)
        if isinstance(value, str):
            return QColor(value)
        return QColor(*value[0]) if isinstance(value[0], tuple) else QColor(*value)


NORMAL = Chrome(
    high_contrast=False,
    background=((38, 92, 66), (22, 62, 44)),
    label=(250, 245, 230),
    band=(255, 196, 0, 70),
    band_edge=None,
    glow=(255, 196, 0),
    selected=(40, 140, 255),
    mark_width=7.0,
    dim=(30, 30, 30, 120),
    badge=(170, 30, 30),
    badge_text=(255, 255, 255),
    pile=(0, 0, 0, 170),
    pile_text=(255, 255, 255),
    slot_edge=(250, 240, 210, 160),
    slot_fill=(0, 0, 0, 40),
    button=(250, 240, 210),
    button_text=(40, 30, 10),
    button_hover=(255, 226, 140),
    button_edge=(60, 40, 10),
    button_off=(170, 170, 160),
    button_off_text=(90, 90, 90),
    goods_count=(255, 255, 255, 230),
    goods_text=(60, 40, 10),
    efficient=(46, 125, 50),
    efficient_text=(255, 255, 255),
    sloppy=(230, 120, 20),
    sloppy_text=(255, 255, 255),
    input_slot=(255, 255, 255, 150),
    input_text=(40, 30, 10),
    tally=(0, 0, 0, 90),
    tally_text=(250, 245, 230),
    tally_none=(190, 200, 190),
    caption=(12, 30, 22, 225),
    caption_text=(250, 240, 210),
    caption_edge=(250, 226, 150),
)

#: White and yellow on black; black words on white or yellow buttons.
HIGH_CONTRAST = Chrome(
    high_contrast=True,
    background=((0, 0, 0), (0, 0, 0)),
    label=(255, 255, 255),
    band=(0, 0, 0),
    band_edge=(255, 255, 0),
    glow=(255, 255, 0),
    selected=(0, 255, 255),
    mark_width=9.0,
    dim=(0, 0, 0, 110),
    badge=(0, 0, 0),
    badge_text=(255, 255, 0),
    pile=(0, 0, 0),
    pile_text=(255, 255, 255),
    slot_edge=(255, 255, 255),
    slot_fill=(0, 0, 0),
    button=(255, 255, 255),
    button_text=(0, 0, 0),
    button_hover=(255, 255, 0),
    button_edge=(255, 255, 255),
    button_off=(0, 0, 0),
    button_off_text=(176, 176, 176),
    goods_count=(255, 255, 255),
    goods_text=(0, 0, 0),
    efficient=(0, 90, 0),
    efficient_text=(255, 255, 255),
    sloppy=(255, 170, 0),
    sloppy_text=(0, 0, 0),
    input_slot=(255, 255, 255),
    input_text=(0, 0, 0),
    tally=(0, 0, 0),
    tally_text=(255, 255, 255),
    tally_none=(176, 176, 176),
    caption=(0, 0, 0),
    caption_text=(255, 255, 255),
    caption_edge=(255, 255, 0),
)

#: The pairs of words and the ground they are drawn on (for the contrast check).
TEXT_PAIRS: tuple[tuple[str, str], ...] = (
    ("label", "background"),
    ("label", "band"),
    ("badge_text", "badge"),
    ("pile_text", "pile"),
    ("slot_edge", "slot_fill"),
    ("button_text", "button"),
    ("button_text", "button_hover"),
    ("button_off_text", "button_off"),
    ("goods_text", "goods_count"),
    ("efficient_text", "efficient"),
    ("sloppy_text", "sloppy"),
    ("input_text", "input_slot"),
    ("tally_text", "tally"),
    ("tally_none", "tally"),
    ("caption_text", "caption"),
)

_in_use = NORMAL


def use_chrome(high_contrast: bool) -> Chrome:
    """Use the high-contrast colours (or the usual ones) from the next paint on."""
    global _in_use
    _in_use = HIGH_CONTRAST if high_contrast else NORMAL
    return _in_use


def chrome() -> Chrome:
    """The table's colours now."""
    return _in_use
