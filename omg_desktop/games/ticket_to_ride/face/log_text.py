"""Ticket to Ride's events as whole, translatable sentences (context "TicketToRide"),
for the log, the table's captions and a screen reader. What a seat may not know never
reaches a sentence: the events another seat is given come without the card drawn from
the deck and without the tickets drawn and kept (``visible_events``), and the sentence
then says only that a card was drawn, or how many tickets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from omg_desktop.i18n.templates import fill

from ..rules.state import HIDDEN
from . import words
from .words import tr, trn

#: ``phase`` as the log keeps it: 0 before the first player is known; then the first
#: seat plus one, times :data:`_SEATS`, plus :data:`_BETWEEN` while a turn has ended and
#: the next has not begun, plus :data:`_LAST` once the last round is on.
_SEATS, _BETWEEN, _LAST = 4, 1, 2

#: The kinds that are a player's own move (the first of them begins a turn).
_MOVES = ("drew", "took", "offered", "kept", "claimed", "passed")


def _catalog(cat: Any) -> Any:
    if cat is not None:
        return cat
    from ..loading import default_catalog

    return default_catalog()


def _secret(value: Any) -> bool:
    """Whether a field is one this seat may not see (left out, or hidden)."""
    if value is None or value == HIDDEN:
        return True
    return isinstance(value, list) and any(v == HIDDEN for v in value)


def sentence(e: Any, cat: Any, names: Sequence[str]) -> str:
    """One event in words."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    d = e.data
    k = e.kind
    if k == "shuffled":
        if d.get("deck") == "tickets":
            return trn("The destination tickets are shuffled: a deck of %n.", d.get("count", 0))
        return trn("The train cards are shuffled: a deck of %n.", d.get("count", 0))
    if k == "drew":
        card = d.get("card")
        if _secret(card):
            return fill(tr("%1 draws a train card from the deck."), who)
        return fill(tr("%1 draws a train card from the deck: %2."), who, words.colour_name(card))
    if k == "face":
        return fill(tr("A card is laid face up in place %1: %2."), d.get("slot", "?"),
                    words.colour_name(str(d.get("card", ""))))  # fmt: skip
    if k == "took":
        return fill(tr("%1 takes the face-up card in place %2: %3."), who, d.get("slot", "?"),
                    words.colour_name(str(d.get("card", ""))))  # fmt: skip
    if k == "reset":
        cat = _catalog(cat)
        wild = sum(1 for c in d.get("cards", ()) if c == cat.wild)
        return fill(trn("The face-up cards show %n %1 card(s): they are all discarded and new "
                        "ones are laid out.", wild), words.colour_name(cat.wild))  # fmt: skip
    if k == "offered":
        n = int(d.get("count", 0))
        if _secret(d.get("tickets")):
            return fill(trn("%1 draws %n destination ticket(s).", n), who)
        return fill(trn("%1 draws %n destination ticket(s): %2.", n), who,
                    words.ticket_list(_catalog(cat), d["tickets"]))  # fmt: skip
    if k == "kept":
        return _kept(who, d, cat)
    if k == "first":
        return fill(tr("%1 is drawn to play first; everyone chooses their tickets in turn."), who)
    if k == "started":
        return fill(tr("Every player has chosen their tickets: %1 begins."), who)
    if k == "claimed":
        cat = _catalog(cat)
        route = d.get("route", "")
        paid = words.payment(cat, route, str(d.get("colour", "")), int(d.get("wild", 0)))
        return fill(trn("%1 claims %2 with %3 and scores %n point(s); %4.",
                        int(d.get("points", 0))), who, words.route_name(cat, route), paid,
                    words.trains_left(int(d.get("trains", 0))))  # fmt: skip
    if k == "passed":
        return fill(tr("%1 can do nothing and passes."), who)
    if k == "ended":
        return fill(tr("%1 ends their turn."), who)
    if k == "last":
        return fill(tr("%1 is down to their last trains: everyone, %1 included, plays one "
                       "last turn."), who)  # fmt: skip
    if k == "over":
        return _over(d, names)
    return fill(tr("Something happened (%1)."), k)


def _kept(who: str, d: dict, cat: Any) -> str:
    n = int(d.get("count", 0))
    back = int(d.get("returned", 0))
    if _secret(d.get("tickets")):
        if back:
            return fill(trn("%1 keeps %n ticket(s) and returns %2 to the bottom of the deck.",
                            n), who, back)  # fmt: skip
        return fill(trn("%1 keeps all %n ticket(s).", n), who)
    kept = words.ticket_list(_catalog(cat), d["tickets"])
    if back:
        return fill(trn("%1 keeps %n ticket(s), %2, and returns %3 to the bottom of the deck.",
                        n), who, kept, back)  # fmt: skip
    return fill(trn("%1 keeps all %n ticket(s): %2.", n), who, kept)


def _over(d: dict, names: Sequence[str]) -> str:
    """The end: the winners when the event names them."""
    won = [names[s] for s in d.get("winners", ()) if 0 <= s < len(names)]
    if len(won) == 1:
        return fill(tr("The game is over: %1 wins."), won[0])
    if won:
        return fill(tr("The game is over: %1 share the win."), words.list_of(won))
    return tr("The game is over.")


def log_where(e: Any, round_: int, phase: int) -> tuple[int, int]:
    """The log groups lines by round: the set-up (round 0) until every ticket choice is
    made; then a round begins when the first player makes a move after a turn ended."""
    k = e.kind
    if k == "first" and e.seat is not None:
        return 0, (e.seat + 1) * _SEATS
    if phase < _SEATS:  # before the first player is known: the set-up
        return 0, phase
    if k == "started":
        return 1, phase - phase % _SEATS
    if round_ == 0:
        return 0, phase
    if k == "ended":
        return round_, phase | _BETWEEN
    if k == "last":
        return round_, phase | _LAST
    if k in _MOVES and phase & _BETWEEN:
        first = phase // _SEATS - 1
        return round_ + (1 if e.seat == first else 0), phase & ~_BETWEEN
    return round_, phase


def where_label(round_: int, phase: int) -> str:
    if not round_:
        return tr("Set-up")
    if phase >= _SEATS and phase & _LAST:
        return fill(tr("Round %1 (the last turns)"), round_)
    return fill(tr("Round %1"), round_)
