"""Help ▸ Hint for Kingdom Builder: what Normal would do now, and why, in a sentence or
two naming the hexes and the cards in play it builds for (the reason codes of
:mod:`..bots.advice`), and the hexes the table marks (:func:`hint_marks`)."""

from __future__ import annotations

from typing import Any

from omg_desktop.i18n.templates import fill

from . import words
from .records import score_part_name as _part
from .words import tr


def _advice(view: Any, legal: list) -> Any:
    """Normal's advice, worked out once for the same decision (the words and the
    marks ask for it in turn)."""
    from ..bots.advice import advise

    key = (view.turn, view.current, view.placed, tuple(sorted(view.settlements.items())),
           tuple(legal))  # what the decision is (not where the view object lies)  # fmt: skip
    if _last.get("key") != key:
        _last.update(key=key, advice=advise(view, list(legal)))
    return _last["advice"]


_last: dict[str, Any] = {}


def _why(d: dict) -> str:
    """Why that hex: the gold it brings by card, the tile it takes, what it reaches."""
    said = []
    gains = [fill(tr("%1 from %2"), words.gold(int(n)), _part(p)) for p, n in d.get("gains", [])]
    if gains:
        said.append(fill(tr("It brings %1."), ", ".join(gains)))
    if d.get("takes"):
        said.append(fill(tr("It takes a %1 tile."), words.tile_name(d["takes"])))
    if d.get("loses"):
        said.append(fill(tr("It gives up your %1 tile."), words.tile_name(d["loses"])))
    reach = d.get("reach", "")
    if reach == "castle":
        said.append(tr("It brings a castle within one build."))
    elif reach:
        said.append(
            fill(tr("It brings the %1 tiles within one build."), words.tile_name(reach))
        )  # fmt: skip
    if not said:
        said.append(tr("It keeps room next to your settlements for the cards to come."))
    return " ".join(said)


def hint_text(view: Any, code: str, d: dict) -> str:
    """The words for the reason ``code`` with its data ``d``."""
    if code == "end_turn":
        return tr("End your turn: no tile action would gain anything now.")
    if code == "end_only":
        return tr("End your turn: there is nothing more to do in it.")
    where = words.hex_where(d["hex"]) if "hex" in d else ""
    terrain = words.terrain_name(d.get("terrain", ""))
    if code == "build":
        head = fill(tr("Build on the %1 at %2."), terrain, where)
    elif code == "use":
        head = fill(
            tr("Use your %1: build on the %2 at %3."), words.tile_name(d["tile"]), terrain, where
        )  # fmt: skip
    elif code == "move":
        head = fill(
            tr("Use your %1: move your settlement from %2 to the %3 at %4."),
            words.tile_name(d["tile"]),
            words.hex_where(d["from"]),
            terrain,
            where,
        )
    else:
        return ""
    return f"{head} {_why(d)}"


def hint(view: Any, legal: list) -> str:
    """What the Normal opponent would do now, and why."""
    advice = _advice(view, legal)
    return hint_text(view, advice.reason, advice.detail)


def hint_marks(view: Any, legal: list) -> set[tuple]:
    """The table's keys of the hexes the hint names (a move: where from and where to)."""
    return {("hex", r, c) for r, c in _advice(view, legal).hexes}
