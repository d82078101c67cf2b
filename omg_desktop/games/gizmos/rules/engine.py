"""The rules' front door: who acts, the legal actions, applying one.

An action is a short text (``file g1-05``, ``pick red``, ``build g2-03 0.2.0.1 g1-02``,
``research 2``, ``skip``, ``bottom g2-07``, ``use g1-20``, ``end``, ``pass``); the legal
ones are listed in full with ONE payment per buildable card (the cheapest, as the table
preselects it); :func:`payments` gives every payment of one card, and ``apply`` takes any
valid one (checked directly: the card may be built from here, the payment pays it). Every
other action is legal exactly when it is listed. ``apply`` never changes the state given.
"""

from __future__ import annotations

from omg_desktop.games.base import IllegalAction

from . import payment as pay_search
from . import triggers
from .catalog import COLOURS
from .chance import draw_to_ring, fill_display, fill_row
from .events import Event
from .limits import converters as free_converters
from .limits import discount, ends_game, may_file, may_research, research_size, room, specials
from .payment import Payment
from .state import ACTION, BOTTOM, DECK, EFFECTS, FILE, FREE, OVER, PICK, RESEARCH, GizmosState


def to_act(state: GizmosState) -> list[int]:
    return [] if state.over else [state.current]


def _builds(state: GizmosState, card_ids: list[str], source: str) -> list[str]:
    """``build <card> <payment>`` for each card that can be paid: its cheapest payment."""
    seat = state.seat()
    cheapest = pay_search.cheapest_from(seat.energy, free_converters(state, seat))
    extra = specials(state, seat)
    found = []
    for card_id in card_ids:
        card = state.cat.card(card_id)
        pay = cheapest(card, discount(state, seat, card, source, extra))
        if pay is not None:
            found.append(f"build {card_id} {pay.text()}")
    return found


def buildable(state: GizmosState) -> dict[str, str]:
    """The cards the seat to act may build now (paying), each with where it lies."""
    me = state.seat()
    if state.step == ACTION:
        return {**{g: "display" for g in _display(state)}, **{g: "file" for g in me.filed}}
    if state.step == RESEARCH:
        return {g: "research" for g in state.research}
    return {}


def payments(state: GizmosState, card_id: str) -> list[Payment]:
    """Every payment of ``card_id`` the seat to act could make now, the cheapest (the
    listed action's) first; [] if it cannot be built now."""
    source = buildable(state).get(card_id)
    if source is None or state.over:
        return []
    seat, card = state.seat(), state.cat.card(card_id)
    convs = free_converters(state, seat)
    return pay_search.payments(seat.energy, card, discount(state, seat, card, source), convs)


def _build_refusal(state: GizmosState, rest: list[str]) -> str | None:
    """Why ``build <rest>`` may not be played now (None: it may)."""
    if state.step == FREE:
        ok = len(rest) == 2 and rest[1] == "free" and rest[0] in state.display[0]
        return None if ok else "only a level-I gizmo of the display, free, may be built now"
    source = buildable(state).get(rest[0]) if rest else None
    if source is None:
        return "that gizmo cannot be built now"
    if len(rest) != 3:
        return "a build names the gizmo, the energies spent and the converters"
    try:
        pay = Payment.parse(rest[1], rest[2])
    except ValueError:
        return "the payment is not written as black.blue.red.yellow and converters"
    seat, card = state.seat(), state.cat.card(rest[0])
    convs = free_converters(state, seat)
    found = pay_search.refusal(seat.energy, card, discount(state, seat, card, source), convs, pay)
    return None if found is None else f"that payment does not pay for {rest[0]}: {found}"


def _picks(state: GizmosState) -> list[str]:
    return [f"pick {c}" for c in COLOURS if c in state.row]


def _researches(state: GizmosState) -> list[str]:
    return [f"research {level}" for level in (1, 2, 3) if state.decks[level - 1]]


def _display(state: GizmosState) -> list[str]:
    return [g for row in state.display for g in row]


def legal_actions(state: GizmosState, seat: int) -> list[str]:
    if state.over or seat != state.current:
        return []
    return _listed(state, True)


def _listed(state: GizmosState, builds: bool) -> list[str]:
    """The legal actions; without the paid builds when ``builds`` is False (then a
    lone ``pass`` is listed only when no build could be either)."""
    me = state.seat()
    step = state.step
    if step == ACTION:
        found = [f"file {g}" for g in _display(state)] if may_file(state, me) else []
        found += _picks(state) if room(state, me) else []
        if builds:
            found += _builds(state, _display(state), "display")
            found += _builds(state, me.filed, "file")
        found += _researches(state) if may_research(state, me) else []
        if not found and not builds:
            return _listed(state, True)
        return found or ["pass"]
    if step == RESEARCH:
        found = _builds(state, state.research, "research") if builds else []
        found += [f"file {g}" for g in state.research] if may_file(state, me) else []
        return [*found, "skip"]
    if step == BOTTOM:
        return [f"bottom {g}" for g in state.research]
    if step == EFFECTS:
        usable = [g for g in state.active if triggers.usable(state, g)]
        return [*(f"use {g}" for g in usable), "end"]
    if step == PICK:
        return _picks(state)
    if step == FILE:
        return [f"file {g}" for g in _display(state)]
    if step == DECK:
        return _researches(state)
    if step == FREE:
        return [f"build {g} free" for g in state.display[0]]
    return []


def apply_in_place(
    state: GizmosState, action: str, report: bool = True, checked: bool = True
) -> list[Event]:
    """Apply a legal ``action`` to ``state``; IllegalAction (nothing changed) if it is not.
    ``checked=False`` skips the check, for an action just taken from ``legal_actions`` of
    this very state (a computer's playout): the same result, less work."""
    if state.over:
        raise IllegalAction("the game is over")
    word, *rest = action.split() or [""]
    if not checked:
        pass
    elif word == "build":
        reason = _build_refusal(state, rest)
        if reason is not None:
            raise IllegalAction(f"{action!r} is not a legal move now: {reason}")
    elif action not in _listed(state, False):
        raise IllegalAction(f"{action!r} is not a legal move now ({state.step})")
    events: list[Event] = []
    step = state.step
    if step == ACTION:
        state.passes = 0 if word != "pass" else state.passes
    if word == "pass":
        state.passes += 1
        events.append(Event("passed", state.current))
        _end_turn(state, events)
    elif word == "file":
        _file(state, rest[0], "research" if step == RESEARCH else "display", events)
        _next(state, step, events)
    elif word == "pick":
        _pick(state, rest[0], events)
        if step == PICK and state.picks > 1 and room(state, state.seat()) and state.row:
            state.picks -= 1  # the effect's next pick
        else:
            state.picks = 0  # a pick past storage is lost
            _after(state, events)
    elif word == "build":
        source = _source(state, rest[0])
        pay = None if rest[1] == "free" else Payment.parse(rest[1], rest[2])
        _build(state, rest[0], source, pay, events)
        _next(state, step, events)
    elif word == "research":
        _research(state, int(rest[0]), events)
    elif word == "skip":
        events.append(Event("skipped", state.current))
        _research_done(state, events)
    elif word == "bottom":
        _bottom(state, rest[0], events)
        if len(state.research) == 1:
            _bottom(state, state.research[0], events)
        if not state.research:
            _finish_research(state, events)
    elif word == "use":
        _use(state, rest[0], events)
    elif word == "end":
        _end_turn(state, events)
    return events if report else []


def apply(state: GizmosState, action: str) -> tuple[GizmosState, list[Event]]:
    after = state.clone()
    return after, apply_in_place(after, action)


def _next(state: GizmosState, step: str, events: list[Event]) -> None:
    """After a build or a file: a Research's rest goes back, then the active gizmos."""
    if step == RESEARCH:
        _research_done(state, events)
    else:
        _after(state, events)


def _source(state: GizmosState, card_id: str) -> str:
    if state.step == RESEARCH:
        return "research"
    return "file" if card_id in state.seat().filed else "display"


def _take(state: GizmosState, card_id: str, source: str) -> None:
    """Take ``card_id`` from where it lies."""
    if source == "display":
        state.display[state.cat.card(card_id).level - 1].remove(card_id)
    elif source == "file":
        state.seat().filed.remove(card_id)
    else:
        state.research.remove(card_id)


def _refill(state: GizmosState, card_id: str, source: str, events: list[Event]) -> None:
    """A display row a card left is refilled at once (after the event that took it, so
    the log tells the build or the file first)."""
    if source == "display":
        fill_display(state, state.cat.card(card_id).level, events)


def _file(state: GizmosState, card_id: str, source: str, events: list[Event]) -> None:
    _take(state, card_id, source)
    state.seat().filed.append(card_id)
    events.append(Event("filed", state.current, {"card": card_id, "from": source}))
    _refill(state, card_id, source, events)
    triggers.filed(state)


def _pick(state: GizmosState, colour: str, events: list[Event]) -> None:
    state.row.remove(colour)
    state.seat().energy[COLOURS.index(colour)] += 1
    events.append(Event("picked", state.current, {"energy": colour}))
    fill_row(state, events)
    triggers.picked(state, colour)


def _build(
    state: GizmosState, card_id: str, source: str, pay: Payment | None, events: list[Event]
) -> None:
    seat = state.seat()
    spent = pay.spent if pay else (0, 0, 0, 0)
    for colour, n in enumerate(spent):
        seat.energy[colour] -= n
        state.dispenser[colour] += n  # spent energy goes back into the dispenser
    state.used.extend(pay.converters if pay else ())
    _take(state, card_id, source)
    seat.built.append(card_id)
    data = {"card": card_id, "from": source, "spent": list(spent)}
    events.append(
        Event("built", state.current, {**data, "converters": list(pay.converters) if pay else []})
    )
    _refill(state, card_id, source, events)
    if ends_game(state, seat) and not state.ending:
        state.ending = True
        events.append(Event("end_triggered", state.current))
    triggers.built(state, state.cat.card(card_id), from_file=source == "file")


def _research(state: GizmosState, level: int, events: list[Event]) -> None:
    deck = state.decks[level - 1]
    n = min(research_size(state, state.seat()), len(deck))
    state.research, state.research_level = deck[:n], level
    del deck[:n]
    state.forget(state.research)
    state.step = RESEARCH
    events.append(
        Event(
            "researched", state.current, {"level": level, "count": n, "cards": list(state.research)}
        )  # fmt: skip
    )


def _research_done(state: GizmosState, events: list[Event]) -> None:
    """The rest of a Research goes under its deck: in the player's order if several."""
    if len(state.research) > 1:
        state.step = BOTTOM
        return
    if state.research:
        _bottom(state, state.research[0], events)
    _finish_research(state, events)


def _bottom(state: GizmosState, card_id: str, events: list[Event]) -> None:
    state.research.remove(card_id)
    state.decks[state.research_level - 1].append(card_id)
    state.seat().placed.append(card_id)  # its player knows where it lies
    events.append(
        Event("bottomed", state.current, {"level": state.research_level, "card": card_id})
    )


def _finish_research(state: GizmosState, events: list[Event]) -> None:
    state.research_level = 0
    _after(state, events)


def _use(state: GizmosState, gizmo: str, events: list[Event]) -> None:
    state.active.remove(gizmo)
    state.used.append(gizmo)
    trigger = state.cat.card(gizmo).trigger
    assert trigger is not None
    events.append(Event("used", state.current, {"card": gizmo}))
    seat = state.seat()
    if trigger.gives == "draw_random_energy":
        draw_to_ring(state, trigger.amount, room(state, seat), events)
    elif trigger.gives == "vp_token":
        seat.tokens += trigger.amount
        events.append(Event("tokens", state.current, {"amount": trigger.amount}))
    elif trigger.gives == "pick_energy":
        state.picks, state.step = trigger.amount, PICK
        return
    else:
        state.step = {"file": FILE, "research": DECK, "build_level_1_free": FREE}[trigger.gives]
        return
    _after(state, events)


def _after(state: GizmosState, events: list[Event]) -> None:
    """Back to the active gizmos; the turn ends when none can be used."""
    if any(triggers.usable(state, g) for g in state.active):
        state.step = EFFECTS
    else:
        _end_turn(state, events)


def _end_turn(state: GizmosState, events: list[Event]) -> None:
    seat = state.seat()
    chain = sum(1 for g in state.used if state.cat.card(g).trigger is not None)
    seat.chain = max(seat.chain, chain)
    state.active.clear()
    state.used.clear()
    state.picks = 0
    following = (state.current + 1) % state.players
    if (state.ending and following == state.first) or state.passes >= state.players:
        state.step = OVER
        events.append(Event("game_over"))
        return
    state.current, state.step = following, ACTION
    state.turn += 1
    events.append(Event("turn", state.current, {"turn": state.turn}))
