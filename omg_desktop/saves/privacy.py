"""What a viewer of a saved game may show: hands only where no living secret is left.

At a pass-and-play table a save holds every hand. A replay of a finished game may
show any of them; of an unfinished game with several people, none (the spectator's
view only), since the people at the table may still be playing it; of an unfinished
game with one person, that person's own hand only.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..seating.seat import Seat


def replay_hands(seats: Sequence[Seat], over: bool) -> tuple[int, ...]:
    """The seats whose hands a replay of this game may show."""
    if over:
        return tuple(range(len(seats)))
    humans = tuple(i for i, s in enumerate(seats) if s.is_human)
    return humans if len(humans) == 1 else ()
