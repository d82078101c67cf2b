"""The end: each seat's gold from the 3 Kingdom Builder cards and the castles; the most
gold wins, tied players share the win (README §8.5: no tie-breaker in our sources)."""

from __future__ import annotations

from .scoring import score
from .state import KBState


def gold(state: KBState) -> list[dict[str, int]]:
    """Each seat's gold, card by card, then ``castles``."""
    assert state.cat is not None
    return [
        score(state.board, state.settlements, state.cards, seat, state.cat.castle_gold)
        for seat in range(state.players)
    ]


def scores(state: KBState) -> list[int]:
    return [sum(parts.values()) for parts in gold(state)]


def winners(state: KBState) -> list[int]:
    totals = scores(state)
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
