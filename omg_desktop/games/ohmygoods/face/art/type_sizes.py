"""How large the words on a card face are set: Normal, Large or Largest (View ▸ Card
text size), and where the pieces around them go to make room.

Every size keeps what the table relies on: a face's name, cost and points lie in its
top 30 % (what a cascaded card shows, ``face.geometry.TOP_STRIP``), the left band's resource
and glyph end above the building's input slots (``slots.SLOT_TOP``), and the inputs
and chain boxes keep their place. At a larger size the title band is taller (names on
two lines are set larger), the coins are a little smaller and their numerals larger,
the picture of a building's good is smaller and its name below it larger. Every text
is still fitted to its box (``canvas``: fit_font, title_fit, draw_wrapped), so a long
word makes its own line smaller, never cut. Normal is the face as it always was.
"""

from __future__ import annotations

from dataclasses import dataclass

NORMAL, LARGE, LARGEST = "normal", "large", "largest"
#: The card text sizes offered (View ▸ Card text size), smallest first.
TEXT_SIZES: tuple[str, ...] = (NORMAL, LARGE, LARGEST)


@dataclass(frozen=True)
class TypeSizes:
    """The type sizes and the room around them on one face, in design units (a face is
    630 x 880; see :mod:`.canvas`)."""

    level: str = NORMAL
    scale: float = 1.0  # how much larger the words are asked for (their box may hold less)
    title_h: float = 152.0  # the title band's height
    title_px: float = 74.0  # a name's size (two lines: as large as the band holds)
    numeral_px: float = 74.0  # a cost's or points' numerals
    coin_r: float = 52.0  # the cost's coin and the points' shield
    coin_y: float = 206.0  # their centres
    band_y: float = 208.0  # the left band's resource medallion: its centre
    band_r: float = 46.0  # and radius
    glyph_h: float = 56.0  # the resource's glyph under it
    good_y: float = 322.0  # a building's picture of its good: centre
    good_r: float = 118.0  # and radius
    good_name_y: float = 450.0  # the good's name under it: top
    good_name_h: float = 58.0  # and height

    def px(self, base: float, room: float | None = None) -> float:
        """``base`` (a size at Normal) at this size, no larger than ``room`` (a box's
        height) holds; at Normal exactly ``base``."""
        if self.level == NORMAL:
            return base
        size = base * self.scale
        return min(size, room * 0.92) if room is not None else size

    @property
    def title_box(self) -> tuple[float, float, float, float]:
        """Where a name is set (x, y, w, h): across the whole title band."""
        return (10.0, 2.0, 630.0 - 20.0, self.title_h - 4.0)


SIZES: dict[str, TypeSizes] = {
    NORMAL: TypeSizes(),
    LARGE: TypeSizes(
        LARGE,
        1.2,
        title_h=170.0,
        title_px=88.0,
        numeral_px=88.0,
        coin_r=46.0,
        coin_y=218.0,
        band_y=218.0,
        band_r=42.0,
        glyph_h=56.0,
        good_y=318.0,
        good_r=110.0,
        good_name_y=434.0,
        good_name_h=76.0,
    ),
    LARGEST: TypeSizes(
        LARGEST,
        1.4,
        title_h=178.0,
        title_px=104.0,
        numeral_px=100.0,
        coin_r=38.0,
        coin_y=215.0,
        band_y=222.0,
        band_r=38.0,
        glyph_h=52.0,
        good_y=312.0,
        good_r=100.0,
        good_name_y=418.0,
        good_name_h=92.0,
    ),
}


def type_sizes(level: str) -> TypeSizes:
    """The sizes of ``level`` (Normal for a level this version does not know)."""
    return SIZES.get(level, SIZES[NORMAL])
