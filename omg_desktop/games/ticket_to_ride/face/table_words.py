"""The words of Ticket to Ride's table labels (a label's ``text`` spec, made by the
layout), their tooltips, and the round's line as an event starts to play."""

from __future__ import annotations

from omg_desktop.i18n.templates import fill

from . import log_text, words
from .words import tr, trn

#: A ticket's state, as its line begins (a mark as well as the words of its tooltip).
DONE_MARK, OPEN_MARK = "✓", "○"


def label_text(spec: tuple) -> str:
    kind = spec[0]
    if kind == "player":  # (name, points, note[, how the tickets went at the end])
        name, points, note = spec[1:4]
        text = fill(tr("%1 · %2"), name, log_text.score(points))
        return text + (f" ({note})" if note else "")
    if kind == "stock":  # all of it, the trains alone, or the cards and tickets
        _k, trains, cards, tickets, part = spec
        held = fill(tr("%1 · %2"), trn("%n card(s)", cards), words.tickets(tickets))
        if part == 1:
            return words.trains_left(trains)
        if part == 2:
            return held
        return fill(tr("%1 · %2"), words.trains(trains), held)
    if kind == "round":
        return _round_text(spec)
    if kind == "city":
        return str(spec[1])
    if kind == "tickets":
        return fill(tr("Your tickets (%1)"), spec[1])
    if kind == "ticket":
        _k, a, b, points, state = spec
        mark = DONE_MARK if state == "done" else OPEN_MARK
        return fill(tr("%1 %2 – %3 · %4"), mark, a, b, points)
    if kind == "more":  # the tickets there was no room for
        return trn("+ %n more ticket(s) (point here)", len(spec[1]))
    if kind == "you":
        return ""
    return " ".join(str(s) for s in spec)


def _round_text(spec: tuple) -> str:
    _k, names, first, turn, current, last, over, setup = spec
    if over:
        return tr("The game is over")
    players = max(1, len(names))
    name = names[current % players] if names else ""
    if setup:
        return fill(tr("Tickets to keep · %1 chooses"), name)
    round_ = 1 + (turn - 1) // players
    text = fill(tr("Round %1 · %2's turn"), round_, name)
    return text + (tr(" · last round") if last is not None else "")


def label_tip(spec: tuple, _other_seat: bool) -> str:
    text = label_text(spec)
    kind = spec[0]
    if kind == "player" and len(spec) > 4 and spec[4]:  # the end: the score sheet's line
        done, failed, net = spec[4]
        data = {"done": done, "failed": failed, "tickets": net, "total": spec[2]}
        text += "\n" + log_text.scored(str(spec[1]), data, None)
    elif kind == "player":
        text += "\n" + tr(
            "Points so far: the routes claimed. At the end each ticket adds its points when "
            "its cities are joined and takes them off when not, and the longest continuous "
            "path earns its bonus."
        )
    elif kind == "stock":
        text = "\n".join((words.trains_left(spec[1]), words.cards(spec[2]),
                          words.tickets(spec[3])))  # fmt: skip
        text += "\n" + tr("Cards and tickets in hand are secret: only their number is shown.")
    elif kind == "more":
        text = "\n".join(label_text(line) for line in spec[1])
    elif kind == "ticket":
        done = spec[4] == "done"
        text += "\n" + (tr("Done: your routes join its two cities.") if done
                        else tr("Open: your routes do not join its two cities yet."))  # fmt: skip
    elif kind == "round":
        text += "\n" + tr(
            "A turn: draw two train cards, or claim one route, or draw destination tickets."
        )
    return text


def retitle(kind: str, data: dict, spec: tuple) -> tuple:
    """The round's line as an event starts to play: the next player once a turn ends or
    a ticket choice of the set-up is made, the last round announced, the end (so it never
    names a player the table has not shown yet)."""
    if spec[0] != "round":
        return spec
    _k, names, first, turn, current, last, over, setup = spec
    n = max(1, len(names))
    if kind == "ended":
        return ("round", names, first, turn + 1, (current + 1) % n, last, over, setup)
    if kind == "kept" and setup:
        return ("round", names, first, turn, (current + 1) % n, last, over, setup)
    if kind == "started":
        return ("round", names, first, turn, first, last, over, False)
    if kind == "last":
        return ("round", names, first, turn, current, last if last is not None else n, over,
                setup)  # fmt: skip
    if kind == "over":
        return ("round", names, first, turn, current, last, True, setup)
    return spec
