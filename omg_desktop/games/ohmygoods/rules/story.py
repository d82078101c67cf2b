"""Frozen definitions of the expansion's story: effects, events, chapters, endings.

Everything here comes from ``data/`` (see ``docs/campaign.md``). The effect
vocabulary :data:`EFFECT_SPECS` is the one list of what an event or a
character may do; :mod:`.effects` implements each kind once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: When an event's one-off effects happen (round-long rule changes last all round).
EVENT_TIMES = ("start", "sunrise", "production", "round_end")

#: Who an event's effect touches (characters always touch the player who plays them).
TARGETS = ("all", "leader", "trailer", "first")

#: Where goods land or are taken: the start building, the building with the
#: most / fewest goods, or every building of a colour (``colour``) or every one.
GOODS_PLACES = ("start", "richest", "poorest", "each")

#: Rules a ``round_rule`` effect may change for one round, and their value types.
ROUND_RULES: dict[str, type] = {
    "half_suns_per_row": int,
    "cards_per_round": int,
    "hand_exchange": bool,
}

#: Effect kind -> {parameter: type}. A parameter named ``colour``, ``resource``,
#: ``building_type``, ``card`` or ``assistant`` must name something in the data.
#: Optional parameters are listed in :data:`OPTIONAL_PARAMS`.
EFFECT_SPECS: dict[str, dict[str, type]] = {
    "round_rule": {"rule": str, "value": object},  # change a rule for this round
    "draw": {"count": int},  # draw cards now
    "discard": {"count": int},  # discard cards of one's choice now
    "gain_goods": {"count": int, "where": str},  # put goods on buildings (GOODS_PLACES)
    "lose_goods": {"count": int, "where": str},  # take goods off buildings
    "pay": {"coins": int},  # pay goods worth this much (least overpayment), or all one has
    "introduce_building": {"building_type": str},  # a new display stack
    "introduce_character": {"card": int},  # shuffled into the draw pile
    "introduce_assistant": {"assistant": int, "side": int},  # opens for hire
    "free_moves": {"count": int},  # phase II: move assistants for free this round
    "market_resource": {"resource": str},  # +1 of it in the market this round
    "production_bonus": {"colour": str, "count": int},  # +goods when these buildings produce
    "build_discount": {"coins": int},  # building costs less this round
    "hire_discount": {"coins": int},  # hiring costs less this round
}

#: Optional parameters of every effect (with their types).
OPTIONAL_PARAMS: dict[str, type] = {"who": str, "colour": str}


@dataclass(frozen=True, slots=True)
class StoryEffect:
    """One typed effect of an event or a character, e.g. ``draw(count=2)``."""

    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    def arg(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default


@dataclass(frozen=True, slots=True)
class EventDef:
    """An event card: turned at the start of a round, carried out ``when`` it says."""

    id: int
    name: str
    when: str
    effects: tuple[StoryEffect, ...]
    text: str = ""  # story flavour (the effects are described from the data)


@dataclass(frozen=True, slots=True)
class Goal:
    """A solo chapter's goal: a metric and the medal thresholds (bronze = success)."""

    metric: str  # "points" | "buildings" | "coins" | "assistants"
    bronze: int
    silver: int
    gold: int

    def medal(self, value: int) -> str | None:
        for name, need in (("gold", self.gold), ("silver", self.silver), ("bronze", self.bronze)):
            if value >= need:
                return name
        return None


@dataclass(frozen=True, slots=True)
class Option:
    """One answer to a chapter's decision and the story flags it sets."""

    id: str
    text: str
    sets: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Decision:
    prompt: str
    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Variant:
    """A change to a chapter's event deck when every flag in ``when`` has its value."""

    when: tuple[tuple[str, str], ...]
    replace: tuple[tuple[int, int], ...]  # event id -> event id


@dataclass(frozen=True, slots=True)
class ChapterDef:
    """A chapter: its Setting text, its event table and what follows it."""

    id: str
    number: int
    title: str
    setting: str
    bottom: int
    middle: tuple[int, ...]
    solo_middle: int  # the 6th Middle card, in solo games only
    top: tuple[int, ...]
    goal: Goal
    decision: Decision | None = None
    variants: tuple[Variant, ...] = ()
    all_in: bool = False  # every new building and character in the deck from the start
    reserved: tuple[int, ...] = ()  # cards the All-In game leaves out
    epilogue: str = ""  # read after the chapter, before the decision

    def event_ids(
        self, flags: dict[str, str], solo: bool
    ) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        """``(bottom, middle, top)`` event ids, with the variants that apply."""
        swap: dict[int, int] = {}
        for v in self.variants:
            if all(flags.get(k) == val for k, val in v.when):
                swap.update(dict(v.replace))
        middle = self.middle + ((self.solo_middle,) if solo else ())
        return (
            swap.get(self.bottom, self.bottom),
            tuple(swap.get(e, e) for e in middle),
            tuple(swap.get(e, e) for e in self.top),
        )


@dataclass(frozen=True, slots=True)
class EndingDef:
    """An ending of the story, reached when every flag in ``when`` has its value."""

    id: str
    title: str
    text: str
    when: tuple[tuple[str, str], ...] = ()
