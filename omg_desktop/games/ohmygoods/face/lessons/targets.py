"""What a step points at, as the keys of the table's items.

A step names a card, goods, an assistant or a table button by its id, or an area
(``hand``, ``sunrise``, ``opponent`` …, :data:`omg_desktop.games.ohmygoods.lessons.lesson.AREAS`);
each becomes the keys of the items that show it (:mod:`..table.layout` keys them),
read from the position and from what the table holds now.
"""

from __future__ import annotations

from collections.abc import Mapping

from .....tutorial.lesson import LEARNER, SCRIPTED, Target
from .....ui.table.controls import CONTROL
from .....ui.table.layout import HAND, Placement
from ...rules import GameState
from ..zones import DISPLAY, OPEN_ASSISTANT


def target_keys(target: Target, state: GameState, items: Mapping[tuple, Placement]) -> list[tuple]:
    """The keys of the items ``target`` names (those on the table now)."""
    ref = target.ref
    kind = target.kind
    if kind in ("card", "goods", "assistant"):
        keys = [(kind, ref)]
    elif kind == "control":
        keys = [(CONTROL, ref)]
    elif kind == "hand":
        keys = [k for k, p in items.items() if p.zone == HAND and p.seat == LEARNER]
    elif kind == "worker":
        keys = [("worker", LEARNER)]
    elif kind in ("sunrise", "sunset", "market"):
        rows = {"sunrise": (0,), "sunset": (1,), "market": (0, 1)}[kind]
        keys = [("card", c) for r in rows for c in state.market[r]]
        keys += [("label", "row", r) for r in rows]
    elif kind == "round":
        keys = [("label", "round")]
    elif kind == "to_build":
        keys = [("slot", "planned")]
    elif kind == "tally":
        keys = [k for k, p in items.items() if p.kind == "tally"]
    elif kind == "deck":
        keys = [("deck",), ("label", "deck")]
    elif kind == "discard":
        keys = [("card", state.discard[-1])] if state.discard else []
        keys.append(("label", "discard"))
    elif kind == "assistants":
        keys = [k for k, p in items.items() if p.zone == OPEN_ASSISTANT]
        keys.append(("label", "assistants"))
    elif kind == "you":
        keys = [("label", "player", LEARNER)]
    elif kind == "opponent":
        keys = [k for k, p in items.items() if p.seat == SCRIPTED and p.kind != CONTROL]
    elif kind == "event":
        keys = [("event", state.event)] if state.event is not None else []
    elif kind == "events":
        keys = [("label", "events")]
    elif kind == "display":
        keys = [k for k, p in items.items() if p.zone == DISPLAY]
        keys.append(("label", "display"))
    else:
        keys = []
    return [k for k in keys if k in items]
