"""Phase I, new cards (RULES.md I.): each player may first swap the whole hand (Big Box;
all at once, in secret), then everyone is dealt the round's cards, plus one for each
building whose extra-card condition the hand met at the start of the round."""

from __future__ import annotations

from .actions import Action, Exchange
from .events import Event
from .illegal import phase_is, require
from .piles import draw, refill
from .rng import Rng
from .starvation import starve
from .state import DRAW, EXCHANGE, GameState


def exchange_actions(state: GameState, seat: int) -> list[Action]:
    acts: list[Action] = [Exchange(seat, False)]
    if state.players[seat].hand:
        acts.append(Exchange(seat, True))
    return acts


def sample_exchange(state: GameState, seat: int, rng: Rng) -> Action:
    return Exchange(seat, bool(state.players[seat].hand) and rng.below(2) == 1)


def do_exchange(state: GameState, a: Exchange, events: list[Event] | None) -> None:
    phase_is(state.phase, EXCHANGE, "exchanging the hand")
    p = state.players[a.seat]
    require(not a.swap or bool(p.hand), "an empty hand cannot be exchanged")
    p.exchange = a.swap


def resolve_exchange(state: GameState, events: list[Event] | None) -> None:
    """The hands swapped are discarded, first player first; their new cards come first."""
    n = state.num_players
    state.draws = []
    for k in range(n):
        i = (state.first + k) % n
        p = state.players[i]
        if p.exchange:
            count = len(p.hand)
            state.discard.extend(p.hand)
            p.hand = []
            state.draws.append([i, count])
            if events is not None:
                events.append(Event("exchanged", i, {"count": count}))
        elif events is not None:
            events.append(Event("kept", i, {}))
    queue_deals(state, keep=True)
    state.phase = DRAW


def queue_deals(state: GameState, keep: bool = False) -> None:
    """Every seat's cards of the round, first player first (after the swapped hands'
    replacements when ``keep``)."""
    if not keep:
        state.draws = []
    n = state.num_players
    cards = state.cat.cards
    per_round = int(state.rules_now.get("cards_per_round", state.ruleset.cards_per_round))
    for k in range(n):
        i = (state.first + k) % n
        p = state.players[i]
        extra = 0
        for b in p.buildings:
            card = cards[b.card]
            if card.effects:
                for limit in card.effect_values("extra_card_if_hand_at_most"):
                    if p.hand_at_round_start <= int(limit):
                        extra += 1
        state.draws.append([i, per_round + extra])


def run_draws(state: GameState, events: list[Event] | None) -> bool:
    """Deal the queued cards; False when the piles ran out and players must discard."""
    while state.draws:
        seat, n = state.draws[0]
        drawn: list[int] = []
        hand = state.players[seat].hand
        while n:
            c = draw(state, events)
            if c is None:
                break
            hand.append(c)
            drawn.append(c)
            n -= 1
        if drawn:
            if events is not None:
                events.append(Event("drew", seat, {"count": len(drawn), "cards": drawn}))
            refill(state, events)
        if n == 0:
            state.draws.pop(0)
            continue
        state.draws[0][1] = n
        if starve(state, events):
            return False
        state.draws = []  # nothing left anywhere to draw
    return True
