"""Determinization: a full game state sampled to agree with one seat's view.

``determinize(view, seat, rng)`` fills every card the seat cannot see (``UNKNOWN``,
``0`` in a :func:`~omg_desktop.games.ohmygoods.rules.player_view`) — the draw pile, the other
hands, other players' planned cards, and the good cards face down under every
building (goods as cards, classic 2015) — with a random assignment of the cards the
seat has not seen (every catalog card minus every card visible in the view), and
gives the result a fresh PRNG state. The result is a valid full state: the
engine can play it on (``invariants.problems(state, check_actions=False)`` is
empty).

Secret choices that the view cannot show are handled as follows:

- Phase I (exchange): other seats that have already decided show as keeping
  their hand; in the sampled world they become seats that have not decided yet
  (``exchange = None``) and the search lets them choose again.
- Phase II (sunrise): other seats' pending worker, orientation, planned card and
  paid assistant moves are hidden. A seat that has already committed is turned
  back into one that has not acted: its hidden planned card (sampled like every
  other unknown card) goes back to its hand, its pending moves are dropped (they
  were not paid yet), and the search's playout policy chooses for it.

So a sampled world never invents a commitment that the seat could not observe;
it only lets the others decide again, which is the simplest correct reading of
"simultaneous and secret".
"""

from __future__ import annotations

from collections import Counter

from ..rules import GameState
from ..rules.chapters import unturned_events
from ..rules.rng import Rng
from ..rules.state import EXCHANGE, SUNRISE, UNKNOWN


def visible_cards(view: GameState) -> Counter[int]:
    """Every card id the view shows somewhere (``UNKNOWN`` excluded)."""
    seen: Counter[int] = Counter()
    for c in view.deck + view.discard + view.market[0] + view.market[1]:
        seen[c] += 1
    for stack in view.display.values():
        for c in stack:
            seen[c] += 1
    for p in view.players:
        for c in p.hand:
            seen[c] += 1
        for b in p.buildings:
            seen[b.card] += 1
            for c in b.good_cards:
                seen[c] += 1
        for c in (p.planned, p.pending_plan):
            if c is not None:
                seen[c] += 1
    for tag in view.out_of_game:
        kind, _, value = tag.partition(":")
        if kind == "card":
            seen[int(value)] += 1
    seen.pop(UNKNOWN, None)
    return seen


def unseen_cards(view: GameState) -> list[int]:
    """The cards the viewer cannot see, sorted (the pool hidden slots are filled from)."""
    seen = visible_cards(view)
    return sorted(c for c in view.cat.cards if c not in seen)


def determinize(view: GameState, seat: int, rng: Rng) -> GameState:
    """A full state consistent with ``view`` (seat ``seat``'s view), hidden cards sampled.

    ``rng`` is consumed (a different draw gives a different world); ``view`` is
    left unchanged.
    """
    s = view.clone()
    s.viewer = None
    others = [i for i in range(s.num_players) if i != seat]
    if s.phase == SUNRISE:
        for i in others:
            p = s.players[i]
            if p.committed:
                p.committed = False
                if p.pending_plan is not None:
                    p.hand.append(p.pending_plan)  # UNKNOWN: sampled below
                p.pending_plan = None
                p.pending_worker = None
                p.pending_efficient = True
                p.pending_moves = []
    elif s.phase == EXCHANGE:
        for i in others:
            p = s.players[i]
            if p.hand and p.exchange is False:
                p.exchange = None
    pool = unseen_cards(s)
    rng.shuffle(pool)
    it = iter(pool)
    s.deck = [next(it) if c == UNKNOWN else c for c in s.deck]
    for i in others:
        p = s.players[i]
        p.hand = [next(it) if c == UNKNOWN else c for c in p.hand]
        if p.planned == UNKNOWN:
            p.planned = next(it)
        if p.pending_plan == UNKNOWN:
            p.pending_plan = next(it)
    for p in s.players:  # goods as cards: face down for every seat, its own included
        for b in p.buildings:
            if UNKNOWN in b.good_cards:
                b.good_cards = tuple(next(it) if c == UNKNOWN else c for c in b.good_cards)
    leftover = list(it)
    if leftover:  # the view hid fewer slots than unseen cards: a view of another game
        raise ValueError(f"the view leaves {len(leftover)} card(s) unaccounted for")
    if UNKNOWN in s.events:  # expansion: the order of the event deck is hidden
        hidden = unturned_events(s)
        rng.shuffle(hidden)
        it = iter(hidden)
        s.events = [next(it) if e == UNKNOWN else e for e in s.events]
    s.rng = rng.next_u64()
    s.seed = 0
    return s
