"""What Gizmos' computers read from a seat's view: the action's parts, the card it
names, the energies it spends, how far the seat is from paying a card."""

from __future__ import annotations

from typing import Any

from ..rules.catalog import COLOURS, MULTI, Card
from ..rules.state import GizmosState, Seat


def parts(action: str) -> tuple[str, list[str]]:
    word, *rest = action.split()
    return word, rest


def card_of(view: GizmosState, action: str) -> Card | None:
    """The card a build or file names (None for any other action)."""
    word, rest = parts(action)
    return view.cat.card(rest[0]) if word in ("build", "file") and rest else None


def spent(action: str) -> int:
    """The energies a build spends (a free build: none)."""
    _word, rest = parts(action)
    if len(rest) < 2 or rest[1] == "free":
        return 0
    return sum(int(n) for n in rest[1].split("."))


def me(view: GizmosState) -> Seat:
    return view.seats[view.current]


def shortfall(seat: Seat, card: Card, extra: str | None = None) -> int:
    """The energies ``seat`` still lacks for ``card`` (converters aside), with one more of
    colour ``extra`` if given."""
    ring = list(seat.energy)
    if extra is not None:
        ring[COLOURS.index(extra)] += 1
    have = sum(ring) if card.colour == MULTI else ring[COLOURS.index(card.colour)]
    return max(0, card.cost - have)


def in_sight(view: GizmosState) -> list[str]:
    """The cards the seat could build later: the display's and its own file."""
    return [g for row in view.display for g in row] + list(me(view).filed)


def best(scored: list[tuple[float, str]], rng: Any) -> str:
    """The action of the highest score; ties drawn by the seeded ``rng``."""
    top = max(score for score, _ in scored)
    tied = [action for score, action in scored if score >= top - 1e-9]
    return tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
