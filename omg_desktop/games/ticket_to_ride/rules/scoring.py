"""The end's arithmetic on one player's routes: whether two cities are joined, and the
longest continuous path, exact: a trail (each route used once, cities passed any number
of times), counted in train spaces."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from .catalog import Route


def joined(routes: Iterable[Route], a: str, b: str) -> bool:
    """Whether a chain of ``routes`` joins cities ``a`` and ``b``."""
    nxt: dict[str, set[str]] = defaultdict(set)
    for r in routes:
        nxt[r.a].add(r.b)
        nxt[r.b].add(r.a)
    seen, todo = {a}, [a]
    while todo:
        for other in nxt[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return b in seen


def longest_path(routes: Iterable[Route]) -> int:
    """The length of the longest trail over ``routes``. Per connected part: if every city
    has an even number of routes, one trail runs over all of them (an Euler circuit);
    else a longest trail starts at a city with an odd number (one left unused at its start
    could lengthen it), so only those are tried, each by a full search."""
    edges = list(routes)
    adj: dict[str, list[tuple[int, str, int]]] = defaultdict(list)
    for i, r in enumerate(edges):
        adj[r.a].append((i, r.b, r.length))
        adj[r.b].append((i, r.a, r.length))
    best = 0
    for part in _parts(adj):
        total = sum(edges[i].length for city in part for i, _, _ in adj[city]) // 2
        odd = [c for c in part if len(adj[c]) % 2]
        if not odd:
            best = max(best, total)
            continue
        found = [0]
        for start in odd:
            _search(adj, start, 0, 0, found, total)
            if found[0] == total:
                break
        best = max(best, found[0])
    return best


def _search(
    adj: dict[str, list[tuple[int, str, int]]], city: str, used: int, length: int,
    found: list[int], total: int,
) -> None:  # fmt: skip
    if length > found[0]:
        found[0] = length
    if found[0] == total:
        return
    for i, other, n in adj[city]:
        if not used >> i & 1:
            _search(adj, other, used | 1 << i, length + n, found, total)


def _parts(adj: dict[str, list[tuple[int, str, int]]]) -> list[list[str]]:
    seen: set[str] = set()
    parts = []
    for city in sorted(adj):
        if city in seen:
            continue
        part, todo = [], [city]
        seen.add(city)
        while todo:
            c = todo.pop()
            part.append(c)
            for _, other, _ in adj[c]:
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        parts.append(sorted(part))
    return parts
