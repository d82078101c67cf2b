"""Easy: one greedy step. Build the card of most points per energy spent; else pick the
energy that brings it nearest a card in sight; else file; else research. It uses every
active gizmo it can (each gives something)."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.catalog import COLOURS, MULTI, Card
from ..rules.state import GizmosState, Seat
from .reading import best, card_of, in_sight, me, parts, spent


class Easy:
    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, view: GizmosState, actions: list[str]) -> str:
        by_word: dict[str, list[str]] = {}
        for action in actions:
            by_word.setdefault(action.partition(" ")[0], []).append(action)
        builds = [a for a in by_word.get("build", []) if _points(view, a) > 0 or spent(a) == 0]
        if builds:
            return best([(_per_energy(view, a), a) for a in builds], self.rng)
        if "use" in by_word:
            return by_word["use"][0]
        if "pick" in by_word:
            aims = [c for c in (view.cat.card(g) for g in in_sight(view)) if c.vp > 0]
            lacking = _nearest(me(view), aims)
            return best([(-lacking[parts(a)[1][0]], a) for a in by_word["pick"]], self.rng)
        if "file" in by_word:
            return best([(_points(view, a), a) for a in by_word["file"]], self.rng)
        for word in ("research", "bottom", "skip", "end"):
            if word in by_word:
                return best([(0.0, a) for a in by_word[word]], self.rng)
        return actions[0]


def _points(view: GizmosState, action: str) -> int:
    card = card_of(view, action)
    return card.vp if card else 0


def _per_energy(view: GizmosState, action: str) -> float:
    points = _points(view, action)
    return points / max(1, spent(action)) + points / 100


def _nearest(seat: Seat, aims: list[Card]) -> dict[str, int]:
    """Per colour picked: the fewest energies still lacking for one of ``aims`` (the
    cards of points in sight), as :func:`.reading.shortfall` counts them."""
    total = sum(seat.energy)
    due = [
        (c.cost - (total if c.colour == MULTI else seat.energy[COLOURS.index(c.colour)]), c.colour)
        for c in aims
    ]
    return {
        colour: min((max(0, n - (kind in (colour, MULTI))) for n, kind in due), default=0)
        for colour in COLOURS
    }
