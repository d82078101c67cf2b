"""The end: route points (scored during play), each kept ticket added when its cities
are joined and taken off when not, and the longest continuous path's bonus to every
player who has it. The most points win; ties go to the most tickets completed, then the
longest path; players tied on all three share the win."""

from __future__ import annotations

from .events import Event
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


def parts(
    state: TTRState, lengths: list[int] | None = None, results: list[list[tuple[str, bool]]]
    | None = None,
) -> list[dict[str, int]]:  # fmt: skip
    """Each seat's score by part: routes, tickets completed (+), failed (-), the bonus
    (``lengths``, ``results``: :func:`paths` and each seat's :func:`ticket_results`, when
    the caller has them)."""
    cat = state.catalog
    lengths = paths(state) if lengths is None else lengths
    out = []
    for seat, s in enumerate(state.seats):
        results_ = ticket_results(state, seat) if results is None else results[seat]
        worth = {t: cat.tickets[t].points for t, _ in results_}
        out.append({
            ROUTES: s.points,
            TICKETS_DONE: sum(worth[t] for t, done in results_ if done),
            TICKETS_FAILED: -sum(worth[t] for t, done in results_ if not done),
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
    return _best(scores(state), tickets_done(state), paths(state))


def _best(totals: list[int], done: list[int], lengths: list[int]) -> list[int]:
    """The seats ahead on the totals, then the tickets completed, then the longest path."""
    ranks = list(zip(totals, done, lengths, strict=True))
    best = max(ranks)
    return [seat for seat, rank in enumerate(ranks) if rank == best]


def end_events(state: TTRState) -> list[Event]:
    """The end as the table tells it, in plain data (every seat's tickets are shown at
    the end): each seat's ``scored`` (its tickets completed and failed, their points,
    its route points and its total), the ``longest`` path (each seat's length, who gets
    the bonus) and ``over`` (the totals, the winners)."""
    cat = state.catalog
    lengths = paths(state)
    each = [ticket_results(state, seat) for seat in range(state.players)]
    by_part = parts(state, lengths, each)
    totals = [sum(p.values()) for p in by_part]
    events = []
    for seat, p in enumerate(by_part):
        results = each[seat]
        events.append(Event("scored", seat, {
            "done": [t for t, done in results if done],
            "failed": [t for t, done in results if not done],
            "tickets": p[TICKETS_DONE] + p[TICKETS_FAILED],
            "routes": p[ROUTES],
            "total": totals[seat],
        }))  # fmt: skip
    bonus = [seat for seat, p in enumerate(by_part) if p[LONGEST]]
    events.append(Event("longest", None, {
        "lengths": lengths, "seats": bonus, "bonus": cat.longest_bonus if bonus else 0,
    }))  # fmt: skip
    done = [sum(ok for _, ok in results) for results in each]
    events.append(Event("over", None, {"scores": totals, "winners": _best(totals, done, lengths)}))
    return events
