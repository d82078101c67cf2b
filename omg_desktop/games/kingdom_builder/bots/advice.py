"""The hint: what Normal would do now, and why, as a reason code and its data (Qt-free;
the face turns the code into translated words and marks the hexes on the board).

Reason codes and their data keys:

- ``build`` — the mandatory build: ``hex`` (r, c), ``terrain`` (its letter).
- ``use`` — a build tile's settlement: ``tile`` (its kind), ``hex``, ``terrain``.
- ``move`` — a move tile's: ``tile``, ``from`` (r, c), ``hex`` (where it goes),
  ``terrain``.
- ``end_turn`` — nothing: no tile action worth taking.
- ``end_only`` — nothing: the turn's end is all there is to do.

A settlement's data say why, too: ``gains`` (``[(part, gold)]``: each card in play, or
``castles``, whose gold it raises, and by how much), ``takes`` (the kind of the location
tile it takes, or ""), ``loses`` (the kind of a tile a move gives up, or ""), ``reach``
(with no gold and no tile: the kind of a location with tiles left, or ``castle``, that
one more build next to it would touch; "" none). ``hexes``: the hexes to mark.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.board import CASTLE, TERRAINS, Hex
from ..rules.scoring import score
from ..rules.state import KBState
from ..rules.tiles import parse_hex
from .normal import Normal
from .reading import END, after

#: Every reason code :func:`advise` gives (the face has words for each).
REASONS = ("build", "use", "move", "end_turn", "end_only")


@dataclass(frozen=True)
class Advice:
    """The action Normal would choose, its reason code and the reason's data."""

    action: str
    reason: str
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def hexes(self) -> list[Hex]:
        """The hexes the action touches (a move: from, then to)."""
        return list(self.detail.get("hexes", []))


def advise(view: KBState, legal: list[str], seed: int | str = 0) -> Advice:
    """What Normal (made from ``seed``) would play from ``view``, and why."""
    action = Normal(seed).choose(view, list(legal))
    if action == END and len(legal) == 1:
        return Advice(action, "end_only", {})
    return Advice(action, *explain(view, action))


def explain(view: KBState, action: str) -> tuple[str, dict[str, Any]]:
    """The reason code and its data for playing ``action`` from ``view``."""
    word, *args = action.split()
    if word == END:
        return "end_turn", {}
    hexes = [parse_hex(a) for a in args if "." in a]
    seat = view.current
    board = view.board
    detail: dict[str, Any] = {"hex": hexes[-1], "terrain": board.cells[hexes[-1]]}
    detail["hexes"] = hexes
    if word == "use":
        detail["tile"] = args[0]
    if len(hexes) == 2:
        detail["from"] = hexes[0]
    a = after(view, seat, action)
    assert view.cat is not None
    gold_of = view.cat.castle_gold
    before = score(board, view.settlements, view.cards, seat, gold_of)
    now = score(board, a.settled, view.cards, seat, gold_of)
    detail["gains"] = [(part, now[part] - before[part]) for part in now if now[part] > before[part]]
    held = {t.at for t in view.seats[seat].tiles}
    taken = sorted(a.held - held)
    lost = sorted(held - a.held)
    detail["takes"] = board.locations[taken[0]] if taken else ""
    detail["loses"] = board.locations[lost[0]] if lost else ""
    detail["reach"] = "" if detail["gains"] or taken else _reach(view, seat, a.settled, hexes[-1])
    reason = "build" if word == "build" else "move" if len(hexes) == 2 else "use"
    return reason, detail


def _reach(view: KBState, seat: int, settled: dict[Hex, int], at: Hex) -> str:
    """What one more build next to ``at`` would touch: a location with tiles left the
    seat holds none of, or a castle none of its settlements is next to yet ("" none)."""
    board = view.board
    held = {t.at for t in view.seats[seat].tiles}
    for n in board.neighbours(at):
        if n in settled or board.cells[n] not in TERRAINS:
            continue
        for far in board.neighbours(n):
            if any(settled.get(x) == seat for x in board.neighbours(far)):
                continue
            if far in board.locations and view.tiles_left.get(far, 0) and far not in held:
                return board.locations[far]
            if board.cells[far] == CASTLE:
                return "castle"
    return ""


__all__ = ["REASONS", "Advice", "advise", "explain"]
