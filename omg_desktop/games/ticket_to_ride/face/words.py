"""Ticket to Ride's words (context "TicketToRide"): the train cards' and the routes'
colours, cities, routes and tickets as the log, the prompts, the hint and a screen reader
name them, and the counts they say — the names every other part of the face reads.

Cities keep the names the data gives (the map's, in every language:
docs/games/ticket_to_ride/words.md); a colour is named by its key in the data."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from omg_desktop.i18n.templates import fill

CONTEXT = "TicketToRide"

#: The data's colours of train cards and routes (``train_cards`` and ``any_colour`` in
#: data/ticket_to_ride/usa.yaml), by key.
_COLOURS = {
    "locomotive": QT_TRANSLATE_NOOP("TicketToRide", "Locomotive"),
    "red": QT_TRANSLATE_NOOP("TicketToRide", "Red"),
    "orange": QT_TRANSLATE_NOOP("TicketToRide", "Orange"),
    "yellow": QT_TRANSLATE_NOOP("TicketToRide", "Yellow"),
    "green": QT_TRANSLATE_NOOP("TicketToRide", "Green"),
    "blue": QT_TRANSLATE_NOOP("TicketToRide", "Blue"),
    "pink": QT_TRANSLATE_NOOP("TicketToRide", "Pink"),
    "white": QT_TRANSLATE_NOOP("TicketToRide", "White"),
    "black": QT_TRANSLATE_NOOP("TicketToRide", "Black"),
    "grey": QT_TRANSLATE_NOOP("TicketToRide", "Grey"),
}


def tr(text: str, comment: str | None = None) -> str:
    return QCoreApplication.translate(CONTEXT, text, comment)


def trn(text: str, n: int) -> str:
    """A plural-aware translation: ``%n`` in ``text`` is ``n``."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


def game_name() -> str:
    return tr("Ticket to Ride")


def has_colour_name(key: str) -> bool:
    """Whether a colour key of the data has a name of its own here."""
    return key in _COLOURS


def colour_name(key: str) -> str:
    """``Red`` for ``red``: a train card's or a route's colour (the wild card's name, the
    grey of the routes that take any one colour); an unknown key as the data spells it."""
    if key in _COLOURS:
        return tr(str(_COLOURS[key]))  # i18n: marked with QT_TRANSLATE_NOOP
    return key.replace("_", " ").capitalize()


def city_name(cat: Any, city: str) -> str:
    """A city as the map names it (the data's name; its key if the data has none)."""
    found = cat.cities.get(city) if cat is not None else None
    return found.name if found is not None else city


def between(cat: Any, a: str, b: str) -> str:
    """``Denver – Omaha``: two cities, as a route or a ticket joins them."""
    return fill(tr("%1 – %2"), city_name(cat, a), city_name(cat, b))


def route_name(cat: Any, route: str) -> str:
    """``Denver – Omaha``; a lane of a double route with its colour:
    ``Kansas City – Omaha (Grey, lane 2)`` when both lanes have the same one,
    ``Denver – Omaha (Pink)`` when not."""
    r = cat.routes.get(route) if cat is not None else None
    if r is None:
        return route
    name = between(cat, r.a, r.b)
    twin = cat.routes.get(r.twin) if r.twin else None
    if twin is None:
        return name
    if twin.colour == r.colour:  # two grey lanes: told apart by the data's order
        lane = 1 + (r.id > twin.id)
        return fill(tr("%1 (%2, lane %3)"), name, colour_name(r.colour), lane)
    return fill(tr("%1 (%2)"), name, colour_name(r.colour))


def route_words(cat: Any, route: str) -> str:
    """``Denver – Omaha, 4 Pink spaces``: the route, its colour and its length."""
    r = cat.routes.get(route) if cat is not None else None
    if r is None:
        return route
    return fill(trn("%1: %n %2 space(s)", r.length), between(cat, r.a, r.b),
                colour_name(r.colour))  # fmt: skip


def ticket_name(cat: Any, ticket: str) -> str:
    """``Los Angeles – New York (21)``: a destination ticket and its points."""
    t = cat.tickets.get(ticket) if cat is not None else None
    if t is None:
        return ticket
    return fill(tr("%1 (%2)"), between(cat, t.a, t.b), t.points)


def ticket_list(cat: Any, tickets: Iterable[str]) -> str:
    """Several tickets, one after another."""
    return list_of(ticket_name(cat, t) for t in tickets)


def list_of(items: Iterable[str]) -> str:
    """Items one after another, as the language separates them."""
    return tr(", ", "between the items of a list").join(items)


def card_count(key: str, n: int) -> str:
    """``Red ×3``: a number of train cards of one colour."""
    return fill(tr("%1 ×%2", "a number of train cards of one colour: Red ×3"), colour_name(key), n)


def payment(cat: Any, route: str, colour: str, wild: int) -> str:
    """The cards a claim plays: ``Red ×3, Locomotive ×1`` (all wild: ``Locomotive ×2``)."""
    r = cat.routes.get(route) if cat is not None else None
    length = r.length if r is not None else wild
    wild_key = cat.wild if cat is not None else colour
    parts = []
    if colour != wild_key and length - wild > 0:
        parts.append(card_count(colour, length - wild))
    if wild:
        parts.append(card_count(wild_key, wild))
    return list_of(parts)


def cards(n: int) -> str:
    """``5 train cards``."""
    return trn("%n train card(s)", n)


def tickets(n: int) -> str:
    """``3 tickets``."""
    return trn("%n ticket(s)", n)


def trains(n: int) -> str:
    """``45 trains``."""
    return trn("%n train(s)", n)


def trains_left(n: int) -> str:
    """``38 trains left``."""
    return trn("%n train(s) left", n)


def points(n: int) -> str:
    """``7 points``."""
    return trn("%n point(s)", n)


def spaces(n: int) -> str:
    """``6 spaces``: a length on the map."""
    return trn("%n space(s)", n)
