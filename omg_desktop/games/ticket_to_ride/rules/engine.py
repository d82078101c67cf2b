"""The turn, one action at a time, as short texts:

- ``draw face <1-5>`` / ``draw deck``: a train card (twice a turn; a face-up wild card
  only as the first, and then it is the whole draw);
- ``tickets``: draw destination tickets, then ``keep <positions>`` (e.g. ``keep 1 3``:
  the first and third offered; the set-up's choice is a ``keep`` too);
- ``claim <route> <colour> <wild cards>``: a route, paid with that many wild cards and
  the rest in the colour;
- ``pass``: only when nothing else can be done.

A turn that leaves the player with few trains starts the last round: everyone, that
player included, plays one more turn."""

from __future__ import annotations

from omg_desktop.games.base import IllegalAction

from .cards import draw_card, give, refill, second_draws
from .claims import cards_of, claims
from .events import Event
from .reasons import refusal
from .result import end_events
from .state import OVER, SETUP, TURN, TTRState
from .tickets import keeps, offer

PASS = "pass"


def to_act(state: TTRState) -> list[int]:
    return [] if state.over else [state.current]


def legal_actions(state: TTRState, seat: int) -> list[str]:
    if state.over or seat != state.current:
        return []
    if state.seat().offered:
        return keeps(state)
    if state.drawn:
        return second_draws(state)
    out = [f"draw face {i + 1}" for i, card in enumerate(state.face_up) if card]
    if state.deck or state.discard:
        out.append("draw deck")
    if state.tickets:
        out.append("tickets")
    out += claims(state, seat)
    return out or [PASS]


def apply_in_place(
    state: TTRState, action: str, report: bool = True, checked: bool = True
) -> list[Event]:
    """Apply a legal ``action``; IllegalAction with the reason (nothing changed) if not.
    ``checked=False`` skips the check, for an action just taken from ``legal_actions`` of
    this very state (a computer's playout): the same result, less work."""
    if checked and action not in legal_actions(state, state.current):
        raise IllegalAction(refusal(state, action))
    events: list[Event] = []
    seat = state.current
    word, *args = action.split()
    if word != PASS:
        state.passes = 0
    if word == "draw":
        _draw(state, seat, args, events)
    elif word == "tickets":
        _offer(state, seat, events)
    elif word == "keep":
        _keep(state, seat, [int(a) for a in args], events)
    elif word == "claim":
        _claim(state, seat, args[0], args[1], int(args[2]), events)
    else:
        state.passes += 1
        events.append(Event("passed", seat))
        _end_turn(state, events)
    if not report:
        return []
    if state.over:  # the end told: each seat's tickets, the longest path, the winners
        events[-1:] = end_events(state)
    return events


def apply(state: TTRState, action: str) -> tuple[TTRState, list[Event]]:
    after = state.clone()
    return after, apply_in_place(after, action)


def _draw(state: TTRState, seat: int, args: list[str], events: list[Event]) -> None:
    if args[0] == "face":
        slot = int(args[1]) - 1
        card = state.face_up[slot]
        state.face_up[slot] = ""
        give(state, seat, card)
        events.append(Event("took", seat, {"slot": slot + 1, "card": card}))
        refill(state, events)
        whole = card == state.catalog.wild and not state.drawn
    else:
        top = draw_card(state, events)
        assert top is not None, "a legal draw from the deck finds a card"
        give(state, seat, top)
        events.append(Event("drew", seat, {"card": top}))
        whole = False
    state.drawn += 1
    if whole or state.drawn == 2 or not second_draws(state):
        _end_turn(state, events)


def _offer(state: TTRState, seat: int, events: list[Event]) -> None:
    offer(state, seat, state.catalog.draw_tickets[0], events)


def _keep(state: TTRState, seat: int, chosen: list[int], events: list[Event]) -> None:
    s = state.seats[seat]
    kept = [t for i, t in enumerate(s.offered, start=1) if i in chosen]
    back = [t for i, t in enumerate(s.offered, start=1) if i not in chosen]
    s.tickets += kept
    s.offered = []
    state.tickets += back  # to the bottom of the ticket deck
    events.append(Event("kept", seat, {"count": len(kept), "returned": len(back), "tickets": kept}))
    if state.step != SETUP:
        _end_turn(state, events)
        return
    state.current = (state.current + 1) % state.players
    if state.current == state.first:
        state.step = TURN
        events.append(Event("started", state.first))


def _claim(
    state: TTRState, seat: int, route_id: str, colour: str, locos: int, events: list[Event]
) -> None:
    cat = state.catalog
    route = cat.routes[route_id]
    s = state.seats[seat]
    paid = cards_of(state, route, colour, locos)
    for card in paid:
        s.hand.remove(card)
    state.discard += paid
    s.trains -= route.length
    points = cat.route_points[route.length]
    s.points += points
    state.claimed[route_id] = seat
    events.append(
        Event("claimed", seat, {
            "route": route_id, "colour": colour, "wild": locos, "points": points,
            "trains": s.trains,
        })
    )  # fmt: skip
    _end_turn(state, events)


def _end_turn(state: TTRState, events: list[Event]) -> None:
    seat = state.current
    state.drawn = 0
    refill(state, events)  # cards claimed with may fill an empty slot
    events.append(Event("ended", seat))
    if state.last_turns is not None:
        state.last_turns -= 1
    elif state.seats[seat].trains <= state.catalog.last_round_at:
        state.last_turns = state.players
        events.append(Event("last", seat))
    if state.last_turns == 0 or state.passes >= state.players:
        state.step = OVER
        events.append(Event("over"))
        return
    state.current = (seat + 1) % state.players
    state.turn += 1
