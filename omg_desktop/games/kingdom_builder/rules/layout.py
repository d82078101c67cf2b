"""Which sections lie where: a random layout is one number below :data:`LAYOUTS`, read
as 4 of the 8 sections in slot order and a turn (180°) for each."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .board import SLOTS

#: Sections in the box.
SECTIONS = 8
#: Ordered choices of 4 sections of 8, times upright-or-turned for each: 26,880.
LAYOUTS = SECTIONS * (SECTIONS - 1) * (SECTIONS - 2) * (SECTIONS - 3) * 2**SLOTS


class Draws(Protocol):
    def below(self, n: int) -> int: ...


def layout_of(index: int, names: Sequence[str]) -> tuple[tuple[str, bool], ...]:
    """The layout numbered ``index`` (0 <= index < LAYOUTS): (section, turned) per slot."""
    if len(names) != SECTIONS or not 0 <= index < LAYOUTS:
        raise ValueError(f"layout {index} of {len(names)} sections")
    turns, rest = index % 2**SLOTS, index // 2**SLOTS
    left = list(names)
    out = []
    for slot in range(SLOTS):
        rest, pick = divmod(rest, len(left))
        out.append((left.pop(pick), bool(turns >> slot & 1)))
    return tuple(out)


def random_layout(rng: Draws, names: Sequence[str]) -> tuple[tuple[str, bool], ...]:
    """Any of the 26,880 layouts, each as likely (one draw)."""
    return layout_of(rng.below(LAYOUTS), names)
