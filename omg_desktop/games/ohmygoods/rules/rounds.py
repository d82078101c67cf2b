"""The round (RULES.md, course of a round): its start (the expansion's event card, who
may swap), the automatic steps between decisions, the end of the round (market
discarded, points noted) and of the game."""

from __future__ import annotations

from .characters import event_now
from .events import Event
from .exchange import queue_deals, resolve_exchange, run_draws
from .hiring import unassigned
from .market import reveal
from .scoring import scores, winners
from .starvation import after_discards
from .state import (
    ASSIGN,
    BUILD,
    DRAW,
    EXCHANGE,
    FINAL_CHAIN,
    OVER,
    PRODUCE,
    PRODUCTION,
    STARVE,
    SUNRISE,
    SUNRISE_REVEAL,
    SUNSET_REVEAL,
    GameState,
)
from .sunrise import reveal_choices
from .turn import advance_turn, production_over, start_turn, worker_leaves


def start_round(state: GameState, events: list[Event] | None) -> None:
    """A round begins: the event card (expansion), then phase I."""
    if events is not None:
        events.append(Event("round_started", None, {"round": state.round, "first": state.first}))
    if state.ruleset.expansion is not None:
        state.rules_now = {}
        for p in state.players:
            p.mods = {}
        state.event = state.events.pop() if state.events else None
        if state.event is not None:  # the event deck's top card is turned
            state.events_turned.append(state.event)
            if events is not None:
                events.append(Event("event_turned", None, {"event": state.event}))
            event_now(state, "start", events)
    exchange = bool(state.rules_now.get("hand_exchange", state.ruleset.hand_exchange))
    for p in state.players:
        p.hand_at_round_start = len(p.hand) - p.to_discard
        p.exchange = None if exchange and p.hand else False
        p.committed = False
        for b in p.buildings:
            b.produced = 0
    phase = EXCHANGE if exchange else DRAW
    if exchange:
        if events is not None:
            events.append(Event("phase", None, {"phase": EXCHANGE}))
    else:
        queue_deals(state)
    if state.phase == STARVE:  # the event made players discard first
        state.resume = phase
    else:
        state.phase = phase


def advance(state: GameState, events: list[Event] | None) -> None:
    """Run every step that needs no decision, until someone must act or the game ends."""
    players = state.players
    while True:
        ph = state.phase
        if ph == PRODUCTION:
            if production_over(state):
                end_production(state, events)
            elif not advance_turn(state, events):
                return
        elif ph == SUNRISE:
            for p in players:
                if not p.committed:
                    return
            reveal_choices(state, events)
            state.phase = SUNSET_REVEAL
            state.reveal_row = 1
        elif ph == EXCHANGE:
            for p in players:
                if p.exchange is None:
                    return
            resolve_exchange(state, events)
        elif ph == DRAW:
            if not run_draws(state, events):
                return
            state.phase = SUNRISE_REVEAL
            state.reveal_row = 0
        elif ph == SUNRISE_REVEAL:
            if not reveal(state, events, 0):
                return
            state.phase = SUNRISE
            for p in players:
                p.committed = False
            if events is not None:
                events.append(Event("phase", None, {"phase": SUNRISE}))
            event_now(state, "sunrise", events)
        elif ph == SUNSET_REVEAL:
            if not reveal(state, events, 1):
                return
            state.phase = PRODUCTION
            state.turns_done = 0
            start_turn(state, state.first, events)
            event_now(state, "production", events)
        elif ph == STARVE:
            if not after_discards(state):
                return
        elif ph == ASSIGN:
            if not all(p.committed for p in players):
                return
            close_round(state, events)
        else:  # OVER
            return


def end_production(state: GameState, events: list[Event] | None) -> None:
    """Every player had a turn: assistants hired this round are assigned (expansion),
    then the round ends."""
    if state.ruleset.assign_hired_at_round_end and unassigned(state):
        state.phase = ASSIGN
        for p in state.players:
            p.committed = not any(h.building is None for h in p.assistants)
        return
    close_round(state, events)


def close_round(state: GameState, events: list[Event] | None) -> None:
    """The market is discarded and the points noted; the game ends or the next round
    begins with the next first player."""
    event_now(state, "round_end", events)
    count = len(state.market[0]) + len(state.market[1])
    for row in state.market:
        state.discard.extend(row)
        row.clear()
    if events is not None:
        events.append(Event("market_discarded", None, {"count": count}))
    sheet = scores(state)
    for p, s in zip(state.players, sheet, strict=True):
        p.points_by_round.append(s.total)
    rs = state.ruleset
    last = (state.final_round is not None and state.round >= state.final_round) or (
        rs.fixed_rounds is not None and state.round >= rs.fixed_rounds
    )
    if last:
        state.phase = OVER
        state.step = ""
        if events is not None:
            events.append(
                Event(
                    "game_over",
                    None,
                    {"scores": [s.to_dict() for s in sheet], "winners": winners(state)},
                )
            )
        return
    state.first = (state.first + 1) % state.num_players
    state.round += 1
    start_round(state, events)


def enter_phase(state: GameState, phase: str, step: str, events: list[Event]) -> None:
    """Start ``phase`` (and, in phase IV, ``step`` of the current turn) on a built position.

    Used by scenarios; then runs the automatic steps up to the first decision.
    """
    for p in state.players:
        p.hand_at_round_start = len(p.hand)
    if phase == EXCHANGE:
        start_round(state, events)
    elif phase == DRAW:
        queue_deals(state)
        state.phase = DRAW
    elif phase in (SUNRISE_REVEAL, SUNSET_REVEAL):
        state.phase = phase
        state.reveal_row = 0 if phase == SUNRISE_REVEAL else 1
    elif phase in (SUNRISE, ASSIGN):
        state.phase = phase
        for p in state.players:
            p.committed = phase == ASSIGN and not any(h.building is None for h in p.assistants)
    elif phase == PRODUCTION:
        state.phase = PRODUCTION
        state.turns_done = (state.turn - state.first) % state.num_players
        start_turn(state, state.turn, events)
        if step != PRODUCE:
            state.to_produce = []
            state.step = step
            if step in (BUILD, FINAL_CHAIN):
                worker_leaves(state, state.turn)
    else:
        raise ValueError(f"cannot start a position in phase {phase!r}")
    advance(state, events)
