"""Who is asked next, for any game: the one rule of the turn flow (DESIGN.md 11), Qt-free.

A game says which seats must act now (``Game.to_act``, several in a simultaneous step)
and which seat plays first (``Game.first_seat``); the flow picks the one to ask:

- a seat still in the middle of its own decision keeps control (it acted, the
  decision did not change, and it must still act);
- else the people first, in seat order from the first player, then the computers
  and the remote seats in the same order.
"""

from __future__ import annotations

from collections.abc import Sequence

from .seat import Seat


def in_turn_order(acting: Sequence[int], first: int, players: int) -> list[int]:
    """``acting`` in seat order from ``first``."""
    return sorted(acting, key=lambda s: (s - first) % players)


def next_to_ask(
    acting: Sequence[int],
    seats: Sequence[Seat],
    first: int,
    *,
    actor: int | None = None,
    same_decision: bool = False,
) -> int | None:
    """The seat to ask now among ``acting`` (None: nobody acts). ``actor`` acted last;
    ``same_decision``: the decision it was in has not changed since."""
    if not acting:
        return None
    if actor is not None and same_decision and actor in acting:
        return actor
    order = in_turn_order(acting, first, len(seats))
    people = [s for s in order if seats[s].is_human]
    return (people or order)[0]
