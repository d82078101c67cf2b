"""Characters (expansion, seed 002): a character card in hand may be played in the phase
it names; what it does is data (``play_effects``), carried out by :mod:`.effects`."""

from __future__ import annotations

from .actions import Action, Play
from .catalog import CHARACTER
from .effects import carry_out
from .events import Event
from .illegal import require
from .starvation import enter_discards
from .state import GameState

#: The phase a character names -> the state phase in which it may be played.
CHARACTER_PHASES = {"exchange": "exchange", "sunrise": "sunrise", "production": "production"}


def playable_characters(state: GameState, seat: int) -> list[int]:
    """Character cards ``seat`` may play now (expansion), sorted, each once."""
    if state.ruleset.expansion is None:
        return []
    cards = state.cat.cards
    out = {
        c
        for c in state.players[seat].hand
        if cards[c].kind == CHARACTER and CHARACTER_PHASES.get(cards[c].phase or "") == state.phase
    }
    return sorted(out)


def play_actions(state: GameState, seat: int) -> list[Action]:
    return [Play(seat, c) for c in playable_characters(state, seat)]


def do_play(state: GameState, a: Play, events: list[Event] | None) -> None:
    p = state.players[a.seat]
    require(a.card in p.hand, f"card {a.card} is not in your hand")
    card = state.cat.cards[a.card]
    require(card.kind == CHARACTER, f"{card.name} is not a character")
    require(
        a.card in playable_characters(state, a.seat),
        f"{card.name} can only be played in the {card.phase} phase",
    )
    p.hand.remove(a.card)
    state.discard.append(a.card)
    out = [] if events is None else events
    out.append(Event("character_played", a.seat, {"card": a.card}))
    carry_out(state, card.play_effects, out, seat=a.seat)
    enter_discards(state)


def event_now(state: GameState, when: str, events: list[Event] | None) -> None:
    """Carry out this round's event card if it happens ``when`` (expansion)."""
    if state.event is None:
        return
    ev = state.cat.events[state.event]
    if ev.when == when:
        carry_out(state, ev.effects, [] if events is None else events)
        enter_discards(state)
