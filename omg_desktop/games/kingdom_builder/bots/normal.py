"""Normal: plays to the cards in play and the tiles. Every action is weighed by the board
it leaves (:func:`.worth.weigh`: gold now and to come); the best few are played out to
the end of its turn (the remaining builds and tile actions, each the best by that
weight) in one world drawn from its view, and the one whose turn ends best is chosen."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.engine import apply_in_place, legal_actions
from ..rules.state import KBState
from ..rules.view import determinize
from .reading import END, After, after, best, shortlist
from .worth import next_build, odds, weigh

#: The actions played out to the end of the turn (the best by their own weight).
WIDTH = 4
#: The most actions the rest of a turn may take (3 builds and a few tiles).
STEPS = 8
#: The moves by a tile weighed at its choice (the likeliest by
#: :func:`.reading.shortlist`) and at each step of a look ahead (none: a move is weighed
#: when it is the choice at hand).
MOVES, MOVES_AHEAD = 8, 0
#: The weight of the gold its next turn's first build may bring (:func:`.worth.next_build`).
NEXT = 2.0


class Normal:
    """A short look ahead over its own turn, weighing gold now and to come."""

    def __init__(self, seed: int | str) -> None:
        self.rng, self.seed = SeededRandom(seed), seed

    def choose(self, view: KBState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        return best([(value, a) for value, a, _ in self.ranked(view, actions)], self.rng)

    def ranked(
        self, view: KBState, actions: list[str], width: int = WIDTH
    ) -> list[tuple[float, str, list[str]]]:
        """The ``width`` actions of the best weight at once, each with the weight its
        played-out turn ends with: (weight, action, the rest of the turn's actions)."""
        seat = view.current
        key = f"{self.seed}/{view.turn}/{view.placed}/{len(view.settlements)}"
        world = determinize(view, seat, SeededRandom(key))
        first = sorted(
            (
                (weigh(world, seat, after(world, seat, a)), a)
                for a in shortlist(world, seat, actions, MOVES)
            ),
            key=lambda pair: -pair[0],
        )
        chances = odds(view)
        out = []
        for _, a in first[:width]:
            plan: list[str] = []
            out.append((_played_out(world, seat, a, chances, plan), a, plan))
        return out


def _now(state: KBState, seat: int) -> float:
    return weigh(state, seat, after(state, seat, END))


def _played_out(
    world: KBState,
    seat: int,
    action: str,
    chances: dict[str, float],
    plan: list[str] | None = None,
) -> float:
    """The weight of the board once ``action`` and the rest of the turn are done, and
    what its next turn's first build may bring (the rest of the turn's actions are
    added to ``plan``)."""
    if action == END:
        return _now(world, seat) + NEXT * next_build(world, seat, chances)
    state = world.clone()
    apply_in_place(state, action, report=False)
    for _ in range(STEPS):
        if state.over or state.current != seat:
            break
        legal = shortlist(state, seat, legal_actions(state, seat), MOVES_AHEAD)
        options = [(weigh(state, seat, after(state, seat, a)), a) for a in legal if a != END]
        if not options:
            break
        value, chosen = max(options, key=lambda pair: pair[0])
        if END in legal and value <= _now(state, seat):
            break
        apply_in_place(state, chosen, report=False)
        if plan is not None:
            plan.append(chosen)
    held = frozenset(t.at for t in state.seats[seat].tiles)
    later = NEXT * next_build(state, seat, chances)
    return weigh(state, seat, After(state.settlements, held, False)) + later
