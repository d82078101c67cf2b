"""The market display (RULES.md II. and III.): the resources it shows, and turning up
cards into the sunrise and sunset rows until each shows enough half suns."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .catalog import CHARACTER, Catalog
from .events import Event
from .mods import MARKET_MOD
from .piles import refill, turn_up
from .starvation import starve
from .state import GameState


def shown_resources(cat: Catalog, market: Iterable[int]) -> Counter[str]:
    """The resources the market cards ``market`` show (one each; characters none)."""
    counts: Counter[str] = Counter()
    cards = cat.cards
    for c in market:
        card = cards.get(c)
        if card is not None and card.resource is not None:
            counts[card.resource] += 1
    return counts


def office_resources(cat: Catalog, buildings: Iterable[int]) -> Counter[str]:
    """What the Market Offices among ``buildings`` add to the market for their owner."""
    counts: Counter[str] = Counter()
    for b in buildings:
        card = cat.cards.get(b)
        if card is not None and card.effects:
            for r in card.effect_values("market_resource"):
                counts[str(r)] += 1
    return counts


def market_counts(state: GameState, seat: int) -> Counter[str]:
    """Resources the market shows for ``seat``: the cards plus its own offices' bonus."""
    return Counter(market_dict(state, seat))


def market_dict(state: GameState, seat: int) -> dict[str, int]:
    """:func:`market_counts` as a plain dict (the rules' hot path)."""
    p = state.players[seat]
    cat = state.cat
    res_of = cat.resource_of
    counts: dict[str, int] = {}
    for row in state.market:
        for c in row:
            r = res_of.get(c)
            if r is not None:
                counts[r] = counts.get(r, 0) + 1
    offices = cat.office_of
    for b in p.buildings:
        for r in offices.get(b.card, ()):
            counts[r] = counts.get(r, 0) + 1
    if p.mods:
        for k, n in p.mods.items():
            if k.startswith(MARKET_MOD):
                r = k[len(MARKET_MOD) :]
                counts[r] = counts.get(r, 0) + n
    return counts


def half_suns(state: GameState, row: int) -> int:
    cards = state.cat.cards
    return sum(1 for c in state.market[row] if cards[c].half_sun)


def reveal(state: GameState, events: list[Event] | None, row: int) -> bool:
    """Turn up cards into ``row`` until it shows enough half suns.

    False when the piles ran out and players must discard half their hand first.
    """
    cards = state.cat.cards
    need = state.rules_now.get("half_suns_per_row", state.ruleset.half_suns_per_row)
    suns = half_suns(state, row)
    while suns < need:
        c = turn_up(state, events)
        if c is None:
            # the piles are empty (or hold only characters): someone must discard half
            # their hand first, or no card is left anywhere and the row stays short
            return not starve(state, events)
        card = cards[c]
        if card.kind == CHARACTER:
            state.discard.append(c)
            if events is not None:
                events.append(Event("character_discarded", None, {"card": c}))
            continue
        state.market[row].append(c)
        if card.half_sun:
            suns += 1
        if events is not None:
            data = {"card": c, "row": row, "half_sun": card.half_sun}
            events.append(Event("revealed", None, data))
        refill(state, events)
    return True
