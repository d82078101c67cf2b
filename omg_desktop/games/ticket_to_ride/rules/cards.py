"""The train cards' moves: a card from the deck (the discards shuffled into a new deck
when it is out), a hand kept sorted, and the five face-up slots refilled, with the reset
when too many of them are wild."""

from __future__ import annotations

from .chance import shuffle
from .events import Event
from .state import TTRState

#: Resets of the face-up cards in a row, at most (rules.md, decision 2).
MAX_RESETS = 3


def draw_card(state: TTRState, events: list[Event]) -> str | None:
    """The deck's top card, taken (None: the deck and the discards are both empty)."""
    if not state.deck and state.discard:
        state.deck, state.discard = state.discard, []
        shuffle(state, state.deck)
        events.append(Event("shuffled", None, {"deck": "cards", "count": len(state.deck)}))
    return state.deck.pop(0) if state.deck else None


def give(state: TTRState, seat: int, card: str) -> None:
    hand = state.seats[seat].hand
    hand.append(card)
    hand.sort()


def deal_to(state: TTRState, seat: int, events: list[Event]) -> None:
    """The seat draws a card from the deck (secret); nothing when none is left."""
    card = draw_card(state, events)
    if card is not None:
        give(state, seat, card)
        events.append(Event("drew", seat, {"card": card}))


def wilds_face_up(state: TTRState) -> int:
    return state.face_up.count(state.catalog.wild)


def refill(state: TTRState, events: list[Event]) -> None:
    """Every empty face-up slot gets the deck's top card; when a card was laid and the
    wild cards face up reach the reset number, the five are discarded and five new
    ones dealt, at most :data:`MAX_RESETS` times in a row."""
    if not _fill(state, events):
        return
    for _ in range(MAX_RESETS):
        if wilds_face_up(state) < state.catalog.reset_at:
            return
        events.append(Event("reset", None, {"cards": list(state.face_up)}))
        state.discard.extend(c for c in state.face_up if c)
        state.face_up = [""] * len(state.face_up)
        _fill(state, events)


def _fill(state: TTRState, events: list[Event]) -> bool:
    laid = False
    for slot, card in enumerate(state.face_up):
        if card:
            continue
        new = draw_card(state, events)
        if new is None:
            break
        state.face_up[slot] = new
        events.append(Event("face", None, {"slot": slot + 1, "card": new}))
        laid = True
    return laid


def second_draws(state: TTRState) -> list[str]:
    """The second card of a draw: any face-up card but a wild one, or the deck's top."""
    wild = state.catalog.wild
    out = [f"draw face {i + 1}" for i, c in enumerate(state.face_up) if c and c != wild]
    return out + (["draw deck"] if state.deck or state.discard else [])
