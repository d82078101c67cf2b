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
    if k == "scored":
        return scored(who, d, cat)
    if k == "longest":
        return _longest(d, names)
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


def _signed(n: int) -> str:
    """``+9`` or ``−6``: points added or taken off."""
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def score(n: int) -> str:
    """``52 points``; a score below zero as ``−12 points`` (a count is never negative)."""
    if n >= 0:
        return words.points(n)
    return fill(tr("%1 points", "a score below zero: \u221212 points"), _signed(n))


def _number(n: int) -> str:
    return str(n) if n >= 0 else _signed(n)


def scored(who: str, d: dict, cat: Any) -> str:
    """A seat's tickets shown at the end: completed, failed, what they made."""
    done, failed = list(d.get("done", ())), list(d.get("failed", ()))
    net, total = _signed(int(d.get("tickets", 0))), score(int(d.get("total", 0)))
    if not done and not failed:
        return fill(tr("%1 holds no ticket. Score: %2."), who, total)
    cat = _catalog(cat)
    if done and failed:
        return fill(trn("%1 completed %n ticket(s): %2; failed: %3. Tickets: %4. Score: %5.",
                        len(done)), who, words.ticket_list(cat, done),
                    words.ticket_list(cat, failed), net, total)  # fmt: skip
    if done:
        return fill(trn("%1 completed every ticket, %n in all: %2. Tickets: %3. Score: %4.",
                        len(done)), who, words.ticket_list(cat, done), net, total)  # fmt: skip
    return fill(trn("%1 completed none of %n ticket(s): %2. Tickets: %3. Score: %4.",
                    len(failed)), who, words.ticket_list(cat, failed), net, total)  # fmt: skip


def _by_name(values: Sequence[Any], names: Sequence[str]) -> str:
    """``Ana 17, Bruno 12``: one number for each seat."""
    return words.list_of(
        fill(tr("%1 %2", "a player's name and a number: Ana 17"), names[s], _number(v))
        for s, v in enumerate(values)
        if s < len(names)
    )


def _longest(d: dict, names: Sequence[str]) -> str:
    """The longest continuous path: each seat's, and who earns the bonus."""
    lengths = [int(n) for n in d.get("lengths", ())]
    won = [names[s] for s in d.get("seats", ()) if 0 <= s < len(names)]
    bonus = words.points(int(d.get("bonus", 0)))
    each = _by_name(lengths, names)
    n = max(lengths, default=0)
    if len(won) == 1:
        return fill(trn("%1 has the longest continuous path, %n train(s) long, and the "
                        "bonus: %2. Each player's longest path: %3.", n), won[0], bonus,
                    each)  # fmt: skip
    if won:
        return fill(trn("%1 share the longest continuous path, %n train(s) long, and the "
                        "bonus: %2 each. Each player's longest path: %3.", n),
                    words.list_of(won), bonus, each)  # fmt: skip
    return tr("Nobody has claimed a route: no bonus for the longest path.")


def _over(d: dict, names: Sequence[str]) -> str:
    """The end: the winners and everyone's score."""
    won = [names[s] for s in d.get("winners", ()) if 0 <= s < len(names)]
    totals = [int(n) for n in d.get("scores", ())]
    if not won or not totals:
        return tr("The game is over.")
    best = score(totals[d["winners"][0]])
    each = _by_name(totals, names)
    if len(won) == 1:
        return fill(tr("The game is over: %1 wins with %2. Final scores: %3."), won[0], best,
                    each)  # fmt: skip
    return fill(tr("The game is over: %1 share the win with %2 each. Final scores: %3."),
                words.list_of(won), best, each)  # fmt: skip


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
