"""Invariants every reachable state keeps; property tests and ``simulate --check`` use them."""

from __future__ import annotations

from collections import Counter

from .engine import legal_actions, to_act
from .state import OVER, STARVE, Building, GameState


def card_places(state: GameState) -> Counter[str]:
    """How often each physical card appears anywhere (should be once each)."""
    seen: Counter[str] = Counter()
    for c in state.deck + state.discard + state.market[0] + state.market[1]:
        seen[f"card:{c}"] += 1
    for stack in state.display.values():
        for c in stack:
            seen[f"card:{c}"] += 1
    for p in state.players:
        seen[f"worker:{p.worker_card}"] += 1
        for c in p.hand:
            seen[f"card:{c}"] += 1
        for b in p.buildings:
            seen[f"card:{b.card}"] += 1
            for c in b.good_cards:  # goods as cards (classic 2015)
                seen[f"card:{c}"] += 1
        for c in (p.planned, p.pending_plan):
            if c is not None:
                seen[f"card:{c}"] += 1
        for h in p.assistants:
            seen[f"assistant:{h.assistant}"] += 1
    for a, _ in state.open_assistants:
        seen[f"assistant:{a}"] += 1
    for tag in state.out_of_game:
        seen[tag] += 1
    return seen


def good_card_problems(state: GameState, seat: int, b: Building) -> list[str]:
    """Goods as cards: one card under a building for each good on it; none with cubes."""
    if state.ruleset.goods_are_cards:
        if len(b.good_cards) != b.goods:
            n = len(b.good_cards)
            return [f"seat {seat}: building {b.card} has {b.goods} goods but {n} good cards"]
    elif b.good_cards:
        return [f"seat {seat}: building {b.card} has good cards, but goods are cubes"]
    return []


def problems(state: GameState, check_actions: bool = True) -> list[str]:
    """Everything wrong with ``state`` (an empty list when all is well)."""
    cat = state.cat
    out: list[str] = []
    seen = card_places(state)
    expected = (
        {f"card:{c}" for c in cat.cards}
        | {f"worker:{w}" for w in cat.workers}
        | {f"assistant:{a}" for a in cat.assistants}
    )
    for tag in sorted(expected - set(seen)):
        out.append(f"{tag} is nowhere")
    for tag, n in sorted(seen.items()):
        if tag not in expected:
            out.append(f"{tag} is not a card of this game")
        elif n > 1:
            out.append(f"{tag} is in {n} places")
    for i, p in enumerate(state.players):
        for b in p.buildings:
            if b.goods < 0:
                out.append(f"seat {i}: building {b.card} has {b.goods} goods")
            out += good_card_problems(state, i, b)
        places = [h.building for h in p.assistants if h.building is not None]
        if len(places) != len(set(places)):
            out.append(f"seat {i}: two assistants share a building")
        if p.worker is not None and p.worker in places:
            out.append(f"seat {i}: the worker shares a building with an assistant")
        prod = [b.card for b in p.buildings if cat.card(b.card).is_production]
        if prod and all(b in places for b in prod) and state.ruleset.keep_building_free:
            out.append(f"seat {i}: no production building is free of assistants")
        if any(h.building is not None and p.find(h.building) is None for h in p.assistants):
            out.append(f"seat {i}: an assistant works at a building the player does not own")
    if state.goods_owed and state.phase != STARVE:
        out.append(f"goods {state.goods_owed} are owed outside the discards that delay them")
    if check_actions:
        seats = to_act(state)
        if state.phase != OVER and not seats:
            out.append(f"nobody can act in phase {state.phase!r}")
        for s in seats:
            if not legal_actions(state, s):
                out.append(f"seat {s} must act but has no legal action")
    return out
