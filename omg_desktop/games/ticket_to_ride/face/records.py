"""The score sheet's and the statistics' words for Ticket to Ride: the parts are the
routes (scored during play), the tickets completed and failed, and the longest path's
bonus (the record's ``score_parts``); the statistics add the longest path's length and
the routes claimed of each length (its ``figures``). Ties go to the most tickets
completed, then the longest path; still tied, the players share the win
(docs/games/ticket_to_ride/rules.md, decision 9)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from omg_desktop.i18n.templates import fill

from ..rules.result import LONGEST, ROUTES, TICKETS_DONE, TICKETS_FAILED
from .words import tr, trn

_PARTS = {
    ROUTES: QT_TRANSLATE_NOOP("TicketToRide", "Routes"),
    TICKETS_DONE: QT_TRANSLATE_NOOP("TicketToRide", "Tickets completed"),
    TICKETS_FAILED: QT_TRANSLATE_NOOP("TicketToRide", "Tickets failed"),
    LONGEST: QT_TRANSLATE_NOOP("TicketToRide", "Longest path bonus"),
}
_FIGURES = {
    TICKETS_DONE: QT_TRANSLATE_NOOP("TicketToRide", "Tickets completed"),
    TICKETS_FAILED: QT_TRANSLATE_NOOP("TicketToRide", "Tickets failed"),
    LONGEST: QT_TRANSLATE_NOOP("TicketToRide", "Longest path (spaces)"),
}
#: A figure of the routes claimed of one length: ``routes_<length>``.
_ROUTES_OF = "routes_"


def score_part_name(part: str) -> str:
    """A part of the score sheet: routes, tickets completed, tickets failed, the bonus."""
    if part in _PARTS:
        return tr(str(_PARTS[part]))  # i18n: marked with QT_TRANSLATE_NOOP
    return part.replace("_", " ").capitalize()


def figure_name(figure: str) -> str:
    """A figure of the statistics (the record's ``figures``): the tickets completed and
    failed, the longest path, or the routes of one length (``routes_4``: ``Routes of 4
    spaces``)."""
    if figure in _FIGURES:
        return tr(str(_FIGURES[figure]))  # i18n: marked with QT_TRANSLATE_NOOP
    length = figure.removeprefix(_ROUTES_OF)
    if figure.startswith(_ROUTES_OF) and length.isdigit():
        return fill(trn("Routes of %n space(s)", int(length)))
    return figure.replace("_", " ").capitalize()


def tie_break_note(shared: bool) -> str:
    """Why the tie was broken, or why it stands."""
    if shared:
        return tr("They have the same points, the same number of tickets completed and "
                  "the same longest path: they share the win.")  # fmt: skip
    return tr("Several players have the same points: the most tickets completed wins, "
              "then the longest path.")  # fmt: skip
