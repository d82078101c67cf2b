"""Gizmos' cards as plain, frozen data: what the loader builds and the rules read."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

#: The energy colours, in the ring's order (every count of energies follows it).
COLOURS = ("black", "blue", "red", "yellow")
#: A level-III card paid with any colours that counts as every colour for triggers.
MULTI = "multi"
#: The starting gizmos' colour.
NONE = "none"
CARD_COLOURS = (*COLOURS, MULTI, NONE)
LEVELS = (0, 1, 2, 3)
KINDS = ("upgrade", "converter", "trigger")
SPECIALS = (
    "no_file", "no_research", "discount_level_2", "discount_build_from_file",
    "discount_build_from_research", "end_score_energy", "end_score_vp_tokens",
)  # fmt: skip
WHENS = ("pick", "file", "build", "build_from_file", "build_level_2")
GIVES = ("draw_random_energy", "pick_energy", "file", "research", "build_level_1_free", "vp_token")
#: A converter's ``from`` or ``to`` that means every colour.
ANY = "any"
SAME = "same"


@dataclass(frozen=True)
class Upgrade:
    energy_limit: int = 0
    file_limit: int = 0
    research: int = 0
    special: str | None = None


@dataclass(frozen=True)
class Converter:
    """One energy of a ``sources`` colour (``None``: any) counts as ``gives`` energies:
    of any other colour (``same`` False) or of its own (``same`` True, a doubler);
    ``uses`` energies per use (per listed colour when ``per_colour``)."""

    sources: tuple[str, ...] | None
    same: bool
    gives: int = 1
    uses: int = 1
    per_colour: bool = False


@dataclass(frozen=True)
class Trigger:
    when: str
    gives: str
    amount: int = 1
    #: The colours that set it off (pick and build triggers); empty: any colour.
    colours: tuple[str, ...] = ()


@dataclass(frozen=True)
class Card:
    id: str
    level: int
    colour: str
    cost: int
    vp: int
    kind: str
    text: str
    upgrade: Upgrade | None = None
    converter: Converter | None = None
    trigger: Trigger | None = None

    def counts_as(self, colour: str) -> bool:
        """Whether a "build a <colour> gizmo" condition sees this card (multi: every colour)."""
        return self.colour == colour or self.colour == MULTI


@dataclass(frozen=True)
class Catalog:
    cards: dict[str, Card] = field(default_factory=dict)

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    @functools.cached_property
    def upgrades(self) -> dict[str, Upgrade]:
        """Each upgrade card's upgrade, by card id (read at every limit's question)."""
        return {c.id: c.upgrade for c in self.cards.values() if c.upgrade is not None}

    def level(self, level: int) -> list[str]:
        """Every card id of ``level``, in the data's order."""
        return [c.id for c in self.cards.values() if c.level == level]
