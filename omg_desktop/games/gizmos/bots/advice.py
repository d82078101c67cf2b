"""The hint: what Normal would do now, and why, as a reason code and its data (Qt-free;
the table turns the code into translated words).

Reason codes and their data keys:

- ``build`` — ``card`` (id), ``points`` (its printed points): build this gizmo.
- ``end_ahead`` — ``card``, ``lead`` (points ahead after it): this build ends the game
  while ahead.
- ``pick_trigger`` — ``colour``, ``gizmos`` (how many built gizmos the pick sets off).
- ``pick_towards`` — ``colour``, ``card`` (the card in sight it brings nearer),
  ``short`` (energies still lacking for it after the pick, converters aside).
- ``pick_energy`` — ``colour``: energy to hold for later (no card in sight nearer).
- ``file_for_later`` — ``card``, ``short`` (energies lacking for it now).
- ``research_level`` — ``level``: look for a card in that deck.
- ``use_trigger`` — ``card`` (the gizmo), ``gives`` (what its effect gives: one of the
  catalog's ``GIVES``, e.g. ``pick_energy``, ``vp_token``).
- ``keep_none`` — nothing: a Research's cards, none built or filed.
- ``put_back`` — ``card``: the next card of a Research to go under the deck.
- ``end_turn`` — nothing: no active gizmo worth using.
- ``pass`` — nothing: no action possible.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.catalog import MULTI
from ..rules.limits import END_LEVEL_3, END_TOTAL
from ..rules.scoring import scores
from ..rules.state import GizmosState
from .normal import Normal
from .reading import card_of, in_sight, me, parts, shortfall
from .worth import points

#: Every reason code :func:`advise` gives (the table has words for each).
REASONS = (
    "build", "end_ahead", "pick_trigger", "pick_towards", "pick_energy", "file_for_later",
    "research_level", "use_trigger", "keep_none", "put_back", "end_turn", "pass",
)  # fmt: skip


@dataclass(frozen=True)
class Advice:
    """The action Normal would choose, its reason code and the reason's data."""

    action: str
    reason: str
    detail: dict[str, Any] = field(default_factory=dict)


def advise(view: GizmosState, legal: list[str], seed: int | str = 0) -> Advice:
    """What Normal (made from ``seed``) would play from ``view``, and why."""
    action = Normal(seed).choose(view, list(legal))
    return Advice(action, *explain(view, action))


def explain(view: GizmosState, action: str) -> tuple[str, dict[str, Any]]:
    """The reason code and its data for playing ``action`` from ``view``."""
    word, rest = parts(action)
    card = card_of(view, action)
    if word == "build" and card is not None:
        lead = _lead_if_ending(view, card.id)
        if lead is not None:
            return "end_ahead", {"card": card.id, "lead": lead}
        return "build", {"card": card.id, "points": card.vp}
    if word == "file" and card is not None:
        return "file_for_later", {"card": card.id, "short": shortfall(me(view), card)}
    if word == "pick":
        return _pick(view, rest[0])
    if word == "research":
        return "research_level", {"level": int(rest[0])}
    if word == "use":
        trigger = view.cat.card(rest[0]).trigger
        return "use_trigger", {"card": rest[0], "gives": trigger.gives if trigger else ""}
    if word == "bottom":
        return "put_back", {"card": rest[0]}
    return {"skip": "keep_none", "end": "end_turn"}.get(word, "pass"), {}


def _lead_if_ending(view: GizmosState, card_id: str) -> int | None:
    """The points ahead if building ``card_id`` starts the game's end (else None)."""
    if view.ending:
        return None
    seat = me(view)
    built = [*seat.built, card_id]
    level_3 = sum(1 for g in built if view.cat.card(g).level == 3)
    if level_3 < END_LEVEL_3 and len(built) < END_TOTAL:
        return None
    totals = [s.total for s in scores(view)]
    mine = totals[view.current] + view.cat.card(card_id).vp
    others = max(t for n, t in enumerate(totals) if n != view.current)
    return mine - others if mine > others else None


def _pick(view: GizmosState, colour: str) -> tuple[str, dict[str, Any]]:
    seat = me(view)
    fired = 0
    for g in seat.built:
        trigger = view.cat.card(g).trigger
        if trigger and trigger.when == "pick":
            fired += not trigger.colours or colour in trigger.colours
    if fired:
        return "pick_trigger", {"colour": colour, "gizmos": fired}
    nearer = []
    for g in in_sight(view):
        card = view.cat.card(g)
        if card.colour not in (colour, MULTI) or shortfall(seat, card) == 0:
            continue
        short = shortfall(seat, card, colour)
        nearer.append((points(card, seat) / (1 + short), -short, g))
    if not nearer:
        return "pick_energy", {"colour": colour}
    _value, minus_short, target = max(nearer)
    return "pick_towards", {"colour": colour, "card": target, "short": -minus_short}


__all__ = ["REASONS", "Advice", "advise", "explain"]
