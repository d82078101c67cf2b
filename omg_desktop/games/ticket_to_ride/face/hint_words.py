"""Help ▸ Hint for Ticket to Ride: what Normal would do now, and why, in a sentence
naming the route, the cards and the tickets it plays for (the reason codes of
:mod:`..bots.advice`), and what the map marks (:func:`hint_marks`): the route and the
cities it names, or the face-up card to take. The hint is the viewer's own: it names
only their tickets and what the table shows."""

from __future__ import annotations

from typing import Any

from omg_desktop.i18n.templates import fill

from . import words
from .words import tr, trn


def _advice(view: Any, legal: list) -> Any:
    """Normal's advice, worked out once for the same decision (the words and the marks
    ask for it in turn)."""
    from ..bots.advice import advise

    key = (view.turn, view.current, view.drawn, tuple(view.face_up),
           tuple(sorted(view.claimed.items())), tuple(view.seats[view.current].hand),
           tuple(view.seats[view.current].offered), tuple(legal))  # fmt: skip
    if _last.get("key") != key:
        _last.update(key=key, advice=advise(view, list(legal)))
    return _last["advice"]


_last: dict[str, Any] = {}


def _claim_head(cat: Any, d: dict) -> str:
    """``Claim Denver – Omaha with Pink ×4``."""
    paid = words.payment(cat, d["route"], d["colour"], int(d.get("wild", 0)))
    return fill(tr("Claim %1 with %2."), words.route_name(cat, d["route"]), paid)


def _two(first: str, second: str) -> str:
    """Two sentences, one after the other, as the language writes them."""
    return fill(tr("%1 %2", "two sentences one after the other"), first, second)


def hint_text(view: Any, code: str, d: dict) -> str:
    """The words for the reason ``code`` with its data ``d``."""
    cat = view.catalog
    if code == "keep":
        kept = words.ticket_list(cat, d.get("tickets", ()))
        n = int(d.get("points", 0))
        if d.get("fits"):
            return fill(trn("Keep %1: %n point(s) your routes can join in the turns left.",
                            n), kept)  # fmt: skip
        return fill(tr("Keep %1: the least at risk, as no choice fits the turns left."), kept)
    if code in ("claim_threatened", "claim_plan"):
        head = _claim_head(cat, d)
        served = words.ticket_list(cat, d.get("tickets", ()))
        if code == "claim_threatened":
            if served:
                why = fill(tr("Others may take it first, and it lies on the way of %1."), served)
            else:
                why = tr("Others may take it first, and your plan needs it.")
        elif served:
            why = fill(tr("It lies on the way of %1."), served)
        else:
            why = tr("Your plan needs it, and losing it would cost most.")
        return _two(head, why)
    if code == "block":
        why = tr("It would join two parts of another player's network: taking it blocks them.")
        return _two(_claim_head(cat, d), why)
    if code == "claim_points":
        n = int(d.get("points", 0))
        if d.get("last"):
            why = trn("It scores %n point(s) in your last turn.", n)
        else:
            why = trn("It scores %n point(s): your tickets need nothing more.", n)
        return _two(_claim_head(cat, d), why)
    if code == "tickets":
        return tr("Draw destination tickets: your tickets are made or out of reach, and you "
                  "have trains enough to make new ones.")  # fmt: skip
    if code == "draw_colour":
        return fill(trn("Take the face-up %1 in place %2: your routes still lack %n of it.",
                        int(d.get("lacking", 0))), words.colour_name(d["colour"]),
                    d["slot"])  # fmt: skip
    if code == "draw_wild":
        return fill(tr("Take the face-up %1 in place %2: a route of your plan lacks just one "
                       "card."), words.colour_name(cat.wild), d["slot"])  # fmt: skip
    if code == "draw_collect":
        return fill(tr("Take the face-up %1 in place %2: the colour you hold most, towards a "
                       "long route."), words.colour_name(d["colour"]), d["slot"])  # fmt: skip
    if code == "draw_deck":
        if d.get("second"):
            return tr("Take your second card from the deck: no card your plan needs lies "
                      "face up.")  # fmt: skip
        return tr("Draw from the deck: no card your plan needs lies face up.")
    if code == "draw_any":
        return fill(tr("Take the face-up %1 in place %2: the deck is empty."),
                    words.colour_name(d["colour"]), d["slot"])  # fmt: skip
    if code == "pass":
        return tr("Pass: there is nothing else you can do.")
    return ""


def hint(view: Any, legal: list) -> str:
    """What the Normal opponent would do now, and why."""
    advice = _advice(view, legal)
    return hint_text(view, advice.reason, advice.detail)


def hint_marks(view: Any, legal: list) -> set[tuple]:
    """The table's keys of what the hint names: the route (each of its spaces,
    ``("route", id, n)``), the cities (``("city", id)``) and a face-up card
    (``("face", place)``)."""
    advice = _advice(view, legal)
    marks: set[tuple] = {("city", c) for c in advice.cities}
    if advice.route is not None:
        length = view.catalog.routes[advice.route].length
        marks |= {("route", advice.route, n) for n in range(length)}
    if "slot" in advice.detail:
        marks.add(("face", int(advice.detail["slot"])))
    return marks
