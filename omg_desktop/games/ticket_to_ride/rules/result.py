"""The end: route points (scored during play), each kept ticket added when its cities
are joined and taken off when not, and the longest continuous path's bonus to every
player who has it. The most points win; ties go to the most tickets completed, then the
longest path; players tied on all three share the win."""

from __future__ import annotations

from .scoring import joined, longest_path
from .state import TTRState

#: The score sheet's parts.
ROUTES, TICKETS_DONE, TICKETS_FAILED = "routes", "tickets_done", "tickets_failed"
LONGEST = "longest_path"


def ticket_results(state: TTRState, seat: int) -> list[tuple[str, bool]]:
    """Each kept ticket of the seat and whether its cities are joined."""
    cat = state.catalog
    own = [cat.routes[r] for r in state.routes_of(seat)]
    out = []
    for t in state.seats[seat].tickets:
        ticket = cat.tickets.get(t)
        if ticket is not None:  # a view before the end hides the others' tickets
            out.append((t, joined(own, ticket.a, ticket.b)))
    return out


def paths(state: TTRState) -> list[int]:
    """Each seat's longest continuous path, in train spaces."""
    cat = state.catalog
    return [longest_path(cat.routes[r] for r in state.routes_of(s)) for s in range(state.players)]


def parts(state: TTRState) -> list[dict[str, int]]:
    """Each seat's score by part: routes, tickets completed (+), failed (-), the bonus."""
    cat = state.catalog
    lengths = paths(state)
    out = []
    for seat, s in enumerate(state.seats):
        results = ticket_results(state, seat)
        worth = {t: cat.tickets[t].points for t, _ in results}
        out.append({
            ROUTES: s.points,
            TICKETS_DONE: sum(worth[t] for t, done in results if done),
            TICKETS_FAILED: -sum(worth[t] for t, done in results if not done),
            LONGEST: cat.longest_bonus if lengths[seat] == max(lengths) and lengths[seat] else 0,
        })  # fmt: skip
    return out


def scores(state: TTRState) -> list[int]:
    """The final totals once the game is over; before, the points on the track."""
    if not state.over:
        return [s.points for s in state.seats]
    return [sum(p.values()) for p in parts(state)]


def tickets_done(state: TTRState) -> list[int]:
    return [sum(done for _, done in ticket_results(state, s)) for s in range(state.players)]


def winners(state: TTRState) -> list[int]:
    ranks = list(zip(scores(state), tickets_done(state), paths(state), strict=True))
    best = max(ranks)
    return [seat for seat, rank in enumerate(ranks) if rank == best]
