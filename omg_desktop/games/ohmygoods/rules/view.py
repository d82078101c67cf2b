"""What one seat may know: the only thing the UI and the bots read.

``player_view(state, seat)`` is a :class:`GameState` in which everything the
seat cannot see is replaced: other hands and the draw pile become ``UNKNOWN``
cards (their sizes stay), other players' planned cards become ``UNKNOWN``,
their pending (secret) choices are cleared (a seat that has decided
whether to exchange its hand shows as keeping it until all have decided),
and the PRNG state and the seed are zeroed. Of the event deck only the
*Bottom* card (shown to all at set-up) stays known. Goods that are cards (classic
2015) lie face down: every seat sees how many there are on a building, none of them
(its own included) which cards they are.
The discard pile is public: every card in it was shown when it went there.
"""

from __future__ import annotations

from ...base import without_secrets
from .events import SECRET_FIELDS, Event
from .state import EXCHANGE, UNKNOWN, GameState


def player_view(state: GameState, seat: int | None) -> GameState:
    """The state as ``seat`` sees it (``None``: a spectator who sees no hand)."""
    v = state.clone()
    v.viewer = seat
    v.rng = 0
    v.seed = 0  # with the seed, the deck order could be worked out
    v.deck = [UNKNOWN] * len(v.deck)
    if v.events:  # the event deck: only its Bottom card was shown to all
        v.events = [v.events[0]] + [UNKNOWN] * (len(v.events) - 1)
    if state.ruleset.goods_are_cards:
        hide_good_cards(v)
    for i, p in enumerate(v.players):
        if i == seat:
            continue
        p.hand = [UNKNOWN] * len(p.hand)
        if p.planned is not None:
            p.planned = UNKNOWN
        if p.pending_plan is not None:
            p.pending_plan = UNKNOWN
        if state.phase == EXCHANGE and p.exchange is not None:
            p.exchange = False  # decided, but what is secret until everyone has
        p.pending_worker = None
        p.pending_efficient = True
        p.pending_moves = []
    return v


def hide_good_cards(v: GameState) -> None:
    """Every good card under a building becomes ``UNKNOWN`` (the count stays)."""
    for p in v.players:
        for b in p.buildings:
            if b.good_cards:
                b.good_cards = (UNKNOWN,) * len(b.good_cards)


def visible_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events as ``seat`` may see them: others' secret fields removed (a ``public``
    event keeps them)."""
    return without_secrets(events, seat, SECRET_FIELDS)
