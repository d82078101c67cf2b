"""Normal's look one turn ahead: each action played in one world drawn from the seat's
view (the same world for every action of a decision, drawn from the bot's seed and the
view alone), the rest of the turn finished by Easy's rule, and the seat's board then
weighed: points scored, places among the 16 gizmos taken, energy held, how near it is to
the best card in sight."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.engine import apply_in_place, legal_actions
from ..rules.scoring import scores
from ..rules.state import GizmosState
from ..rules.view import determinize
from .easy import Easy
from .reading import shortfall
from .worth import points

#: What the board weighs per point scored; per energy held; the pull of the best card in
#: sight (its points over 1 + the energies it lacks); what a place among the 16 gizmos
#: that end the game costs. Tuned by the ladder: points and places are what count; an
#: engine counts by what it gives in the turn played out (a guess at its later worth,
#: the filed cards' worth and a phase that shifts weight from engine to points all lost
#: games against Easy).
POINTS, ENERGY, AIM, SLOT = 1.6, 0.08, 0.4, 1.5
#: Ending the game while not ahead by this much is a big no.
LEAD, BEHIND = 2, 20.0
#: The most decisions the rest of a turn may take (a chain of effects is short).
STEPS = 40


def world(view: GizmosState, seed: int | str) -> GizmosState:
    """One full state that fits ``view``, drawn from ``seed`` and the view alone."""
    key = f"{seed}/{view.turn}/{view.step}/{len(view.used)}/{len(view.research)}/{view.picks}"
    return determinize(view, view.current, SeededRandom(key))


def played(start: GizmosState, action: str, seed: int | str) -> GizmosState:
    """``start`` after ``action`` and the rest of the turn by Easy's rule."""
    after = start.clone()
    seat = after.current
    apply_in_place(after, action, report=False)
    finisher = Easy(seed)
    for _ in range(STEPS):
        if after.over or after.current != seat:
            break
        apply_in_place(after, finisher.choose(after, legal_actions(after, seat)), report=False)
    return after


def weigh(state: GizmosState, seat: int, ending_before: bool) -> float:
    """The seat's board after a turn (``ending_before``: the end was set off already)."""
    board = state.seats[seat]
    totals = [s.total for s in scores(state)]
    value = POINTS * totals[seat] + ENERGY * sum(board.energy) - SLOT * len(board.built)
    filed = [state.cat.card(g) for g in board.filed]
    sight = [state.cat.card(g) for row in state.display for g in row]
    value += (
        AIM
        * POINTS
        * max((points(c, board) / (1 + shortfall(board, c)) for c in sight + filed), default=0.0)
    )
    if state.ending and not ending_before:
        others = max(t for n, t in enumerate(totals) if n != seat)
        value -= 0.0 if totals[seat] >= others + LEAD else BEHIND
    return value
