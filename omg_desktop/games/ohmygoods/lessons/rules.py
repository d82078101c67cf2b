"""Oh My Goods!'s lesson hooks for the frame's mechanics (:mod:`omg_desktop.tutorial`).

How a part's position is set up (the scenario format, :mod:`..rules.scenario`), the
claims a step may make and how each is checked, what a step may point at and whether
the learner can see it, what the table proposes for a payment or a production, what a
placeholder names, and which lists of an action's encoding are in no order. The
mechanics (walk, scripted opponent, matching, words) take :data:`RULES` with the game's
record and know nothing more of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from ....data_loading.fields import describe, is_int
from ....tutorial.lesson import LEARNER, Target
from ....tutorial.rules import LessonRules
from ..rules import Action, Catalog, GameState, encode, scores, winners
from ..rules import queries as q
from ..rules.actions import Build, Hire, Produce
from ..rules.scenario import from_data
from ..rules.state import SUNRISE
from .lesson import AREAS, CHECKS, CONTROL_ID, ITEM_KINDS, PLACEHOLDER

#: Encoded fields that list cards or buildings, whose order does not matter.
LISTS = ("c", "g")


def start(cat: Catalog, position: Mapping[str, Any]) -> GameState:
    """A part's position (the scenario format) set up to its first decision; a lesson
    is played by 2 players (ValueError otherwise)."""
    state, _events = from_data(dict(position), cat)
    if state.num_players != 2:
        raise ValueError(f"a lesson is played by 2 players, the position seats {state.num_players}")
    return state


def normalised(action: Action) -> str:
    """``action``'s encoding with its lists of cards and goods sorted."""
    parts = encode(action).split()
    out = parts[:2]
    for part in parts[2:]:
        key, _, value = part.partition("=")
        if key in LISTS and value != "-":
            value = ",".join(sorted(value.split(","), key=int))
        out.append(f"{key}={value}")
    return " ".join(out)


def name_of(cat: Catalog, kind: str, ref: str) -> str:
    """The name of the thing a placeholder names (its reference when there is none)."""
    if kind == "card":
        card = cat.find_card(int(ref))
        return card.name if card is not None else ref
    if kind == "good":
        return cat.goods[ref].name if ref in cat.goods else ref
    if kind == "resource":
        return cat.resources[ref].name if ref in cat.resources else ref
    if kind == "colour":
        return cat.colour_names.get(ref, ref)
    if kind == "assistant":
        found = {**cat.assistants, **cat.extra_assistants}.get(int(ref))
        return found.name if found is not None else ref
    if kind == "event":
        event = cat.events.get(int(ref))
        return event.name if event is not None else ref
    return ref


def proposal_problem(state: GameState, action: Action) -> str | None:
    """Why the learner's expected ``action`` is not what the table proposes (None: it
    is). The table starts a payment with the least overpayment and a production with
    the engine's first supply; a step that wants other goods or cards would need the
    learner to change them, so a lesson expects what is proposed."""
    cat = state.cat
    p = state.players[action.seat]
    if isinstance(action, Build | Hire):
        if isinstance(action, Build):
            cost = q.build_cost(state, action.seat, action.card)
        else:
            side = next((s for a, s in state.open_assistants if a == action.assistant), 0)
            cost = q.hire_cost(state, action.seat, action.assistant, side)
        best = q.best_payment(q.goods_of(p, cat), cat, cost)
        if best is not None and tuple(best) != tuple(action.payment):
            shown = "+".join(f"{g}*{n}" for g, n in best)
            return f"the table proposes pay={shown}; expect that payment"
    elif isinstance(action, Produce) and not action.skip:
        options = q.supply_options(state, action.seat, action.building, 1)
        if options and sorted(options[0]) != sorted(action.cards):
            shown = ",".join(str(c) for c in options[0]) or "-"
            return f"the table proposes c={shown}; expect those cards"
    return None


# ---- what a step points at ------------------------------------------------------
def visible_problem(state: GameState, target: Target) -> str | None:
    """Why the learner cannot see ``target`` in ``state`` (None: they can)."""
    ref = target.ref
    me = state.players[LEARNER]
    if target.kind == "card":
        seen = set(me.hand) | {c for row in state.market for c in row}
        seen |= {b.card for p in state.players for b in p.buildings}
        seen |= {c for cards in state.display.values() for c in cards}
        plan = me.planned if me.planned is not None else me.pending_plan
        if plan is not None:
            seen.add(plan)
        if state.discard:
            seen.add(state.discard[-1])
        if ref not in seen:
            return f"card {ref} is not where the learner can see it"
    elif target.kind == "goods":
        if not any(p.find(int(ref)) for p in state.players):  # type: ignore[arg-type]
            return f"there is no building {ref} on the table"
    elif target.kind == "assistant":
        hired = {h.assistant for p in state.players for h in p.assistants}
        if ref not in hired and ref not in {a for a, _ in state.open_assistants}:
            return f"assistant {ref} is neither open for hire nor hired"
    elif target.kind == "sunset" and not state.market[1]:
        return "the sunset row is empty"
    elif target.kind in ("sunrise", "market") and not any(state.market):
        return "the market is empty"
    elif target.kind == "event" and state.event is None:
        return "no event card is turned"
    elif target.kind == "display" and not any(state.display.values()):
        return "the display of new buildings is empty"
    elif target.kind == "hand" and not me.hand:
        return "the learner's hand is empty"
    elif target.kind == "worker" and me.worker is None and state.phase != SUNRISE:
        return "the learner's worker is not on the table now"
    return None


# ---- what a step claims ---------------------------------------------------------------------
def _seat_map(want: Any) -> dict[int, Any]:
    if not isinstance(want, dict):
        raise ValueError("expected a mapping of seat to number")
    return {int(k): v for k, v in want.items()}


def _goods(state: GameState, want: Any) -> str | None:
    wrong = []
    for card, n in _seat_map(want).items():
        b = next((b for p in state.players if (b := p.find(card)) is not None), None)
        if b is None:
            wrong.append(f"building {card} is not on the table")
        elif b.goods != n:
            wrong.append(f"building {card} holds {b.goods} goods, not {n}")
    return "; ".join(wrong) or None


def _by_seat(values: list[Any], want: Any) -> str | None:
    wrong = [
        f"seat {seat} has {values[seat]}, not {n}"
        for seat, n in _seat_map(want).items()
        if not 0 <= seat < len(values) or values[seat] != n
    ]
    return "; ".join(wrong) or None


def _plan(state: GameState) -> int | None:
    me = state.players[LEARNER]
    return me.planned if me.planned is not None else me.pending_plan


def _market(state: GameState) -> dict[str, int]:
    """What the market shows the learner, by resource (their Market Offices included)."""
    return dict(sorted((r, n) for r, n in q.market_counts(state, LEARNER).items() if n))


def _same(got: Any, want: Any) -> str | None:
    return None if got == want else f"it is {got!r}, not {want!r}"


#: Each claim a step may make: name -> (position, claimed value) -> why it is wrong.
CLAIMS: dict[str, Callable[[GameState, Any], str | None]] = {
    "round": lambda s, w: _same(s.round, w),
    "phase": lambda s, w: _same(s.phase, w),
    "step": lambda s, w: _same(s.step, w),
    "turn": lambda s, w: _same(s.turn, w),
    "first": lambda s, w: _same(s.first, w),
    "goods": _goods,
    "hand": lambda s, w: _same(len(s.players[LEARNER].hand), w),
    "hand_has": lambda s, w: _same(sorted(c for c in w if c not in s.players[LEARNER].hand), []),
    "buildings": lambda s, w: _same(len(s.players[LEARNER].buildings), w),
    "planned": lambda s, w: _same(_plan(s), w),
    "market": lambda s, w: _same(_market(s), dict(sorted(w.items()))),
    "assistants": lambda s, w: _same(len(s.players[LEARNER].assistants), w),
    "score": lambda s, w: _by_seat([x.total for x in scores(s)], w),
    "coins": lambda s, w: _by_seat([x.coins for x in scores(s)], w),
    "leftover": lambda s, w: _by_seat([x.leftover for x in scores(s)], w),
    "winners": lambda s, w: _same(winners(s), list(w)),
    "final_round": lambda s, w: _same(s.is_final_round, w),
    "over": lambda s, w: _same(s.over, w),
    "display": lambda s, w: _same(
        {k: len(v) for k, v in sorted(s.display.items()) if v}, dict(sorted(w.items()))
    ),
    "event": lambda s, w: _same(s.event, w),
}


# ---- what a lesson file may say (read by the frame's :mod:`omg_desktop.tutorial.loading`) ----
#: Claims whose value is a mapping (of building, seat, resource or stack to a number).
MAPPING_CHECKS = ("goods", "market", "score", "coins", "leftover", "display")
#: Claims whose value is true or false, a list, or a phase/step name.
BOOL_CHECKS = ("final_round", "over")
LIST_CHECKS = ("hand_has", "winners")
TEXT_CHECKS = ("phase", "step")


def check_value(name: str, value: Any) -> str | None:
    """Why ``value`` has not the shape of the claim ``name``'s value."""
    if name in MAPPING_CHECKS:
        if not isinstance(value, dict) or not all(is_int(v) for v in value.values()):
            return f"expected a mapping of names or numbers to numbers, got {describe(value)}"
    elif name in BOOL_CHECKS:
        if not isinstance(value, bool):
            return f"expected true or false, got {describe(value)}"
    elif name in LIST_CHECKS:
        if not isinstance(value, list) or not all(is_int(v) for v in value):
            return f"expected a list of numbers, got {describe(value)}"
    elif name in TEXT_CHECKS:
        if not isinstance(value, str):
            return f"expected a name, got {describe(value)}"
    elif name == "planned" or name == "event":
        if value is not None and not is_int(value):
            return f"expected a card number or null, got {describe(value)}"
    elif not is_int(value):
        return f"expected a whole number, got {describe(value)}"
    return None


def item_ref(kind: str, ref: str) -> int | str:
    """A target's reference: a table button's id, or a card's, goods' or assistant's number."""
    if kind == "control":
        if not CONTROL_ID.match(ref):
            raise ValueError("a control is named like 'control produce'")
        return ref
    if not ref.isdigit():
        raise ValueError(f"{kind} is followed by a number")
    return int(ref)


def known_target(cat: Catalog, target: Target) -> str | None:
    """Why the catalog has no card or assistant ``target`` names (None: it has)."""
    cards = {**cat.cards, **cat.extra_cards}
    if target.kind in ("card", "goods") and target.ref not in cards:
        return f"there is no card {target.ref}"
    assistants = {**cat.assistants, **cat.extra_assistants}
    if target.kind == "assistant" and target.ref not in assistants:
        return f"there is no assistant {target.ref}"
    return None


def knows(cat: Catalog, kind: str, ref: str) -> bool:
    """Whether the catalog has the thing a placeholder names."""
    known: dict[str, Collection] = {
        "card": {str(c) for c in (*cat.cards, *cat.extra_cards)},
        "good": cat.goods,
        "resource": cat.resources,
        "colour": cat.colours,
        "assistant": {str(a) for a in (*cat.assistants, *cat.extra_assistants)},
        "event": {str(e) for e in cat.events},
    }
    return ref in known[kind]


def check(state: GameState, name: str, want: Any) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    return CLAIMS[name](state, want)


#: The hooks the frame's lesson mechanics take for Oh My Goods!.
RULES = LessonRules(
    start=start,
    checks=CHECKS,
    check=check,
    areas=AREAS,
    item_kinds=ITEM_KINDS,
    visible=visible_problem,
    proposed=proposal_problem,
    placeholder=PLACEHOLDER,
    name_of=name_of,
    normalised=normalised,
    check_value=check_value,
    item_ref=item_ref,
    known_target=known_target,
    knows=knows,
    placeholder_examples="{card:28}, {good:coal}, {resource:wood}, {colour:red}, "
    "{assistant:3}, {event:301} or {opponent}",
    check_example="phase: sunrise",
)
