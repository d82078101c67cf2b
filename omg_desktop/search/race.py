"""The race: candidates played on the same sampled worlds, the weaker half dropped at
each stage (successive halving), the best mean score kept.

Nothing here knows a game: ``draw()`` gives a world, ``play(world, candidate)`` gives a
score and what it cost (actions played). Work is counted, never timed, so the same
random draws give the same choice on any machine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

A = TypeVar("A")  # a candidate (an action)
W = TypeVar("W")  # a world (a full state)


@dataclass(frozen=True)
class Race(Generic[A]):
    """How a race ended."""

    #: The candidate with the best total (ties: the one listed first).
    best: A
    #: The candidates still racing at the end, in their listed order.
    alive: list[A]
    #: ``(mean score over every world drawn, candidate)`` of each one of :attr:`alive`.
    means: list[tuple[float, A]]
    #: Worlds drawn, and the cost of every play together.
    worlds: int
    cost: int


def race(
    candidates: Sequence[A],
    draw: Callable[[], W],
    play: Callable[[W, A], tuple[float, int]],
    stages: Sequence[int],
    *,
    min_worlds: int = 1,
    max_cost: int | None = None,
) -> Race[A]:
    """Race ``candidates`` over ``stages`` (worlds per stage).

    Every candidate plays the first ``stages[0]`` worlds; then the better half (never
    fewer than 2) goes on to the next stage, and so on; the last survivors play every
    stage left. Each world is drawn once and played by every candidate still racing
    (common random numbers: the totals compared cover the same worlds). After
    ``min_worlds`` worlds, no new world is drawn once the cost reaches ``max_cost``.
    """
    cands = list(candidates)
    if not cands:
        raise ValueError("a race needs at least one candidate")
    totals = [0.0] * len(cands)
    alive = list(range(len(cands)))
    cost = done = 0
    stopped = False
    for k, size in enumerate(stages):
        for _ in range(size):
            if done >= min_worlds and max_cost is not None and cost >= max_cost:
                stopped = True
                break
            world = draw()
            for i in alive:
                value, used = play(world, cands[i])
                totals[i] += value
                cost += used
            done += 1
        if stopped:
            break
        if k < len(stages) - 1 and len(alive) > 2:
            keep = max(2, (len(alive) + 1) // 2)
            alive = sorted(sorted(alive, key=lambda i: (-totals[i], i))[:keep])
    best = max(alive, key=lambda i: (totals[i], -i))
    return Race(
        best=cands[best],
        alive=[cands[i] for i in alive],
        means=[(totals[i] / max(1, done), cands[i]) for i in alive],
        worlds=done,
        cost=cost,
    )
