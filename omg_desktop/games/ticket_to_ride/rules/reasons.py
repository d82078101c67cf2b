"""Why an action is refused, in words (the rules' reasons, for a player and a test)."""

from __future__ import annotations

from collections import Counter

from .claims import twin_closed
from .state import TTRState
from .tickets import keep_least


def refusal(state: TTRState, action: str) -> str:
    """The reason ``action`` may not be played now (it is not among the legal ones)."""
    if state.over:
        return "the game is over"
    words = action.split() if isinstance(action, str) else []
    word = words[0] if words else ""
    seat = state.seat()
    if seat.offered and word != "keep":
        return "first choose which of the tickets drawn to keep"
    if word == "keep":
        return _keep(state, words[1:])
    if state.drawn and word != "draw":
        return "the second train card of the draw is still to be taken"
    if word == "draw":
        return _draw(state, words[1:])
    if word == "tickets" and not state.tickets:
        return "no destination ticket is left to draw"
    if word == "claim" and len(words) == 4:
        return _claim(state, words[1], words[2], words[3])
    if word == "pass":
        return "a player may pass only when nothing else can be done"
    return f"{action!r} is not a legal move now"


def _keep(state: TTRState, args: list[str]) -> str:
    offered = len(state.seat().offered)
    if not offered:
        return "there are no tickets to choose from"
    positions = [int(a) if a.isdigit() else 0 for a in args]
    if len(positions) < keep_least(state):
        return f"keep at least {keep_least(state)} of the tickets drawn"
    if any(not 1 <= p <= offered for p in positions) or len(set(positions)) != len(positions):
        return f"name each ticket kept once, by its place (1 to {offered})"
    return "name the tickets kept in increasing order (e.g. 'keep 1 3')"


def _draw(state: TTRState, args: list[str]) -> str:
    wild = state.catalog.wild
    if args == ["deck"]:
        return "the deck and the discards are empty"
    if len(args) == 2 and args[0] == "face" and args[1].isdigit():
        slot = int(args[1])
        if not 1 <= slot <= len(state.face_up) or not state.face_up[slot - 1]:
            return f"there is no face-up card at place {slot}"
        if state.drawn and state.face_up[slot - 1] == wild:
            return f"a face-up {wild} may only be taken as the first card of a draw"
    return "draw 'face <place>' or 'deck'"


def _claim(state: TTRState, route_id: str, colour: str, locos: str) -> str:
    cat = state.catalog
    route = cat.routes.get(route_id)
    if route is None:
        return f"there is no route {route_id!r}"
    if route.id in state.claimed:
        return f"route {route_id} is taken already"
    if twin_closed(state, state.current, route):
        if state.claimed.get(route.twin or "") == state.current:
            return "a player never claims both lanes of a double route"
        return f"with {state.players} players only one lane of a double route is used"
    if state.seat().trains < route.length:
        return f"the route needs {route.length} trains, {state.seat().trains} are left"
    if colour not in cat.cards:
        return f"there is no card {colour!r}"
    if route.colour not in (cat.any_colour, colour) and colour != cat.wild:
        return f"route {route_id} takes {route.colour} cards"
    n = int(locos) if locos.isdigit() else -1
    all_wild = colour == cat.wild
    if (
        not 0 <= n <= route.length
        or (all_wild and n != route.length)
        or (not all_wild and n == route.length)
    ):
        return f"name how many of the {route.length} cards are {cat.wild} cards"
    hand = Counter(state.seat().hand)
    if hand[cat.wild] < n or (not all_wild and hand[colour] < route.length - n):
        return f"the hand does not hold the cards for route {route_id}"
    return f"'claim {route_id} {colour} {locos}' is not a legal move now"
