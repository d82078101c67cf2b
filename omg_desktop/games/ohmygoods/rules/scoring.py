"""Scoring: building and assistant VP, 1 VP per 5 coins of goods, and the tie-breaks."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from .goods import coins_of
from .state import GameState


@dataclass(frozen=True, slots=True)
class Score:
    """One player's score sheet."""

    buildings: int  # VP of buildings (start building included)
    assistants: int  # VP of hired assistants (assigned or not)
    coins: int  # coin value of all goods left on buildings
    goods: int  # coins // 5
    leftover: int  # coins left after that conversion: the first tie-break

    @property
    def total(self) -> int:
        return self.buildings + self.assistants + self.goods

    def to_dict(self) -> dict[str, int]:
        return {**asdict(self), "total": self.total}


def score_of(state: GameState, seat: int) -> Score:
    cat = state.cat
    p = state.players[seat]
    bvp = sum(cat.card(b.card).vp for b in p.buildings)
    avp = sum(cat.assistants[h.assistant].sides[h.side].vp for h in p.assistants)
    coins = coins_of(p, cat)
    return Score(bvp, avp, coins, coins // 5, coins % 5)


def scores(state: GameState) -> list[Score]:
    return [score_of(state, i) for i in range(state.num_players)]


def winners(state: GameState) -> list[int]:
    """Seats with the most points; ties go to the most coins left; then shared."""
    sheet = scores(state)
    best = max((s.total, s.leftover) for s in sheet)
    return [i for i, s in enumerate(sheet) if (s.total, s.leftover) == best]
