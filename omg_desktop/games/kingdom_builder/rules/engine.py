"""The turn: the mandatory build of 3 settlements on the played terrain, one action at a
time (``build r.c``), the location tiles' actions before or after it (``use ...``), then
``end`` discards the card and draws the next. The round in which someone places their
last settlement is played to its end, then the game is over."""

from __future__ import annotations

from omg_desktop.games.base import IllegalAction

from .board import TERRAINS
from .chance import shuffle
from .events import Event
from .places import hexes_of, put, terrain_targets
from .state import OVER, KBState
from .tiles import hex_text, parse_hex, tile_actions, use

#: Settlements of the mandatory build.
MANDATORY = 3
END = "end"


def to_act(state: KBState) -> list[int]:
    return [] if state.over else [state.current]


def builds_due(state: KBState) -> int:
    """The settlements of this turn's mandatory build in all (3; fewer when the supply
    runs out first), counting those placed."""
    return min(MANDATORY, state.placed + state.seat().supply)


def build_targets(state: KBState) -> list[str]:
    """The hexes of the mandatory build's next settlement (none once it is done)."""
    seat = state.seat()
    if state.placed >= MANDATORY or seat.supply == 0 or seat.card not in TERRAINS:
        return []
    return [hex_text(h) for h in terrain_targets(state, state.current, seat.card)]


def legal_actions(state: KBState, seat: int) -> list[str]:
    if state.over or seat != state.current:
        return []
    builds = [f"build {h}" for h in build_targets(state)]
    done = not builds
    tiles = tile_actions(state, seat) if done or state.placed == 0 else []
    return builds + tiles + ([END] if done else [])


def apply_in_place(state: KBState, action: str, report: bool = True) -> list[Event]:
    """Apply a legal ``action``; IllegalAction (nothing changed) if it is not one."""
    if state.over:
        raise IllegalAction("the game is over")
    if action not in legal_actions(state, state.current):
        raise IllegalAction(f"{action!r} is not a legal move now")
    events: list[Event] = []
    seat = state.current
    word, *args = action.split()
    if word == "build":
        h = parse_hex(args[0])
        state.placed += 1
        state.seat().supply -= 1
        events.append(Event("built", seat, {"at": list(h), "terrain": state.board.cells[h]}))
        put(state, seat, h, events)
    elif word == "use":
        use(state, seat, args[0], args[1:], events)
    else:
        _end_turn(state, events)
    if state.seats[seat].supply == 0 and not state.ending:
        state.ending = True
        events.append(Event("last", seat))
    return events if report else []


def apply(state: KBState, action: str) -> tuple[KBState, list[Event]]:
    after = state.clone()
    return after, apply_in_place(after, action)


def _end_turn(state: KBState, events: list[Event]) -> None:
    seat = state.seat()
    if seat.card:
        state.discard.append(seat.card)
    seat.card = ""
    for tile in seat.tiles:
        tile.fresh = tile.used = False
    events.append(Event("ended", state.current))
    draw(state, state.current, events)
    state.placed = 0
    following = (state.current + 1) % state.players
    if state.ending and following == state.first:
        state.step = OVER
        events.append(Event("over"))
        return
    state.current = following
    state.turn += 1
    start_turn(state, events)


def draw(state: KBState, seat: int, events: list[Event]) -> None:
    """The seat draws a terrain card (secret); the discards are shuffled into a new deck
    when the deck is out. Nothing to draw: no card."""
    if not state.deck and state.discard:
        state.deck, state.discard = state.discard, []
        shuffle(state, state.deck)
        events.append(Event("shuffled", None, {"count": len(state.deck)}))
    if not state.deck:
        state.seats[seat].card = ""
        return
    card = state.deck.pop(0)
    state.seats[seat].card = card
    events.append(Event("drew", seat, {"card": card}))


def start_turn(state: KBState, events: list[Event]) -> None:
    """The player shows their terrain card; a card of a terrain with no empty hex left
    leaves the game and the next is drawn, until one can be used (README "Mandatory
    build")."""
    seat = state.seat()
    while seat.card:
        events.append(Event("revealed", state.current, {"card": seat.card}))
        if any(h not in state.settlements for h in hexes_of(state, seat.card)):
            return
        state.removed.append(seat.card)
        events.append(Event("removed", state.current, {"card": seat.card}))
        draw(state, state.current, events)
