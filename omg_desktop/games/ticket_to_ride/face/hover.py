"""A ticket's two cities lit on the map while the pointer or the keyboard's ring is on
the ticket (its small card, its line, or a ticket drawn to choose from).

The frame tells a face nothing of a hover, so the panel watches the table's scene for the
pointer's moves and the focus ring's (:class:`TicketHover`): on a ticket it marks the two
cities' items ``hover`` (their art draws them lit), and takes the mark off once they
leave. The next layout draws every city afresh without the mark.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QObject

from .table_layout import OFFER, TICKETS


def ticket_under(scene: Any, point: Any) -> str | None:
    """The ticket whose piece (a ticket, a ticket's line) lies under ``point``."""
    for item in scene.items(point):
        ticket = ticket_of(getattr(item, "placement", None))
        if ticket is not None:
            return ticket
    return None


def ticket_of(p: Any) -> str | None:
    """The ticket a piece shows (a ticket, a ticket's line), or None."""
    if p is not None and p.zone in (TICKETS, OFFER) and "ticket" in p.data:
        return str(p.data["ticket"])
    if p is not None and p.key[:2] == ("label", "ticket") and len(p.key) > 2:
        return str(p.key[2])
    return None


class TicketHover(QObject):
    """Lights a hovered ticket's cities on ``scene``'s map."""

    def __init__(self, scene: Any, catalog: Any) -> None:
        super().__init__(scene)
        self.scene, self.catalog = scene, catalog
        self.lit: tuple[str, ...] = ()
        scene.installEventFilter(self)
        focus = getattr(scene, "focus", None)
        if focus is not None:
            focus.moved.append(self._focused)

    def _focused(self) -> None:
        """The ring shown, moved or put away: the cities of the ticket it is on lit."""
        ring = self.scene.focus.ring
        self.light(ticket_of(ring.target.placement) if ring is not None else None)

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneMouseMove:
            self.light(ticket_under(self.scene, event.scenePos()))
        elif kind == QEvent.Type.Leave:
            self.light(None)
        return False

    def light(self, ticket: str | None) -> None:
        """The cities of ``ticket`` lit (None: none)."""
        t = self.catalog.tickets.get(ticket) if ticket and self.catalog is not None else None
        wanted = (t.a, t.b) if t is not None else ()
        if wanted == self.lit and all(self._marked(c) for c in wanted):
            return
        for city in set(self.lit) | set(wanted):
            self._mark(city, city in wanted)
        self.lit = wanted

    def _marked(self, city: str) -> bool:
        item = self.scene.items_by_key.get(("city", city))
        return item is not None and bool(item.placement.data.get("hover"))

    def _mark(self, city: str, on: bool) -> None:
        item = self.scene.items_by_key.get(("city", city))
        if item is None or bool(item.placement.data.get("hover")) == on:
            return
        p = item.placement
        item.update_placement(replace(p, data={**p.data, "hover": on}))
