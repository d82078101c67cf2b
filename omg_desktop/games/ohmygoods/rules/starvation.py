"""Both piles empty (RULES.md I.): every player discards half their hand, card by card.

Also used when an effect makes players discard: the phase becomes ``STARVE`` until
everyone has, then play goes back to the phase it left.
"""

from __future__ import annotations

from .actions import Action, Discard
from .events import Event
from .illegal import phase_is, require
from .rng import Rng
from .state import STARVE, GameState


def starve(state: GameState, events: list[Event] | None) -> bool:
    """Both piles are empty: every player discards half their hand (rounded down).

    Returns True when someone must discard (the phase becomes STARVE), False
    when nobody has anything to discard (the draw is given up).
    """
    counts = [len(p.hand) // 2 for p in state.players]
    if not any(counts):
        return False
    for p, n in zip(state.players, counts, strict=True):
        p.to_discard = n
    state.resume = state.phase
    state.phase = STARVE
    if events is not None:
        events.append(Event("starving", None, {"counts": counts}))
    return True


def enter_discards(state: GameState) -> None:
    """After an effect made players discard: they do it now, then play goes on."""
    if state.phase != STARVE and any(p.to_discard for p in state.players):
        state.resume = state.phase
        state.phase = STARVE


def discard_actions(state: GameState, seat: int) -> list[Action]:
    return [Discard(seat, c) for c in sorted(set(state.players[seat].hand))]


def sample_discard(state: GameState, seat: int, rng: Rng) -> Action:
    hand = state.players[seat].hand
    return Discard(seat, hand[rng.below(len(hand))])


def do_discard(state: GameState, a: Discard, events: list[Event] | None) -> None:
    phase_is(state.phase, STARVE, "discarding")
    p = state.players[a.seat]
    require(a.card in p.hand, f"card {a.card} is not in your hand")
    p.hand.remove(a.card)
    state.discard.append(a.card)
    p.to_discard -= 1
    if events is not None:
        events.append(Event("discarded", a.seat, {"card": a.card}))


def after_discards(state: GameState) -> bool:
    """Back to the phase play left once nobody has to discard; False while someone has."""
    if any(p.to_discard for p in state.players):
        return False
    state.phase = state.resume
    state.resume = ""
    return True
