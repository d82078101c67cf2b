"""The end: each score (printed VP, tokens, the two end-game upgrades) and the winners.

Ties (seed): most gizmos built (filed ones do not count), then most energy left, then
the tied player furthest from the first player in clockwise order.
"""

from __future__ import annotations

from dataclasses import dataclass

from .limits import specials
from .state import GizmosState


@dataclass(frozen=True)
class Score:
    printed: int
    tokens: int
    bonus: int
    gizmos: int
    energy: int

    @property
    def total(self) -> int:
        return self.printed + self.tokens + self.bonus


def scores(state: GizmosState) -> list[Score]:
    found = []
    for seat in state.seats:
        extra = specials(state, seat)
        energy = sum(seat.energy)
        bonus = extra.count("end_score_energy") * energy
        bonus += extra.count("end_score_vp_tokens") * seat.tokens
        printed = sum(state.cat.card(g).vp for g in seat.built)
        found.append(Score(printed, seat.tokens, bonus, len(seat.built), energy))
    return found


def rank_key(state: GizmosState, seat: int, score: Score) -> tuple[int, int, int, int]:
    """Higher is better: total, gizmos built, energy left, distance from the first player."""
    distance = (seat - state.first) % state.players
    return (score.total, score.gizmos, score.energy, distance)


def winners(state: GizmosState) -> list[int]:
    keys = [rank_key(state, i, s) for i, s in enumerate(scores(state))]
    return [i for i, k in enumerate(keys) if k == max(keys)]
