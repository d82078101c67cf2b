"""Engine events as whole, translatable sentences for the game log (context "Log").

Every sentence is one ``QCoreApplication.translate`` call with ``%1``-style
placeholders (filled by :func:`fill`) and ``%n`` for counts, so translators see
whole sentences. Card, good and resource names come from the catalog (``data/``).

For ``pyside6-lupdate`` to find a string, each call's arguments must be literals or
plain names (an expression such as ``d["count"]`` hides the call from it).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.templates import fill
from ....ui.words import list_text, name_list
from ..rules import Catalog, Event
from ..rules.state import (
    EXCHANGE,
    PHASE_NUMBERS,
    PRODUCTION,
    SUNRISE,
    SUNSET_REVEAL,
    UNKNOWN,
)


# ---- names and amounts ----------------------------------------------------------
def card_name(cat: Catalog, card: int) -> str:
    c = cat.find_card(card)
    if card == UNKNOWN or c is None:
        return QCoreApplication.translate("Log", "a hidden card")
    return c.name


def good_name(cat: Catalog, good: str) -> str:
    """A good's name from the data, lower-cased for use inside a sentence."""
    g = cat.goods.get(good)
    return g.name.lower() if g else good


def resource_name(cat: Catalog, resource: str) -> str:
    r = cat.resources.get(resource)
    if r is not None:
        return r.name.lower()
    if resource == "any":
        return QCoreApplication.translate("Log", "any resource")
    return resource


def assistant_name(cat: Catalog, assistant: int) -> str:
    """An assistant's name, the expansion's included (its number if it is unknown)."""
    a = cat.assistants.get(assistant) or cat.extra_assistants.get(assistant)
    return a.name if a else str(assistant)


def amount(n: int, name: str) -> str:
    """``"2 iron"``: a count of a good or resource."""
    return fill(
        QCoreApplication.translate("Log", "%n %1", "a count of a good or resource", n), name
    )


def payment(cat: Catalog, paid: Sequence[Sequence]) -> str:
    """``"2 iron + 1 flour (8)"``: goods paid and their value in coins (``"2 coal"``:
    not when the value is the count again, goods worth 1 coin each)."""
    if not paid:
        return QCoreApplication.translate("Log", "nothing")
    items = " + ".join(amount(int(n), good_name(cat, g)) for g, n in paid)
    value = sum(cat.goods[g].value * int(n) for g, n in paid if g in cat.goods)
    if value == sum(int(n) for _, n in paid):
        return items
    return fill(
        QCoreApplication.translate("Log", "%1 (%2)", "goods paid, then their value in coins"),
        items,
        value,
    )


def phase_numeral(number: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(number, str(number))


def where_label(round_no: int, phase_no: int) -> str:
    """The tooltip of a log row: ``"Round 3, phase II"``."""
    if phase_no <= 0:
        return fill(QCoreApplication.translate("Log", "Round %1"), round_no)
    return fill(
        QCoreApplication.translate("Log", "Round %1, phase %2"), round_no, phase_numeral(phase_no)
    )


def log_where(e: Event, round_no: int, phase_no: int) -> tuple[int, int]:
    """The round and phase (1-4, 0 before the first) the log is at after ``e``, from
    where it was: the log's rows follow them through the event stream."""
    if e.kind == "round_started":
        return int(e.data.get("round", round_no)), 1
    if e.kind == "revealed":
        return round_no, 2 if e.data.get("row") == 0 else 3
    if e.kind == "phase":
        return round_no, PHASE_NUMBERS.get(e.data.get("phase", ""), phase_no)
    if e.kind == "turn":
        return round_no, PHASE_NUMBERS[PRODUCTION]
    return round_no, phase_no


# ---- sentences ------------------------------------------------------------------
def sentence(e: Event, cat: Catalog, seat_names: Sequence[str]) -> str | None:
    """One log line for ``e``, or None for events not worth a line."""
    tr = _SENTENCES.get(e.kind)
    if tr is None:
        return None
    who = seat_names[e.seat] if e.seat is not None and 0 <= e.seat < len(seat_names) else ""
    return tr(e.data, cat, who, seat_names)


def _round_started(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    first = d.get("first")
    first_name = names[first] if isinstance(first, int) and 0 <= first < len(names) else "?"
    return fill(
        QCoreApplication.translate("Log", "Round %1 begins; %2 is the first player"),
        d.get("round", "?"),
        first_name,
    )


def _phase(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str | None:
    phase = d.get("phase")
    if phase == EXCHANGE:
        return QCoreApplication.translate("Log", "Phase I: each player may exchange their hand")
    if phase == SUNRISE:
        return QCoreApplication.translate(
            "Log", "Phase II: each player places their worker and plans a building"
        )
    if phase == SUNSET_REVEAL:
        return QCoreApplication.translate("Log", "Phase III: the sunset row is revealed")
    return None


def _exchanged(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    n = int(d.get("count", 0))
    return fill(
        QCoreApplication.translate("Log", "%1 exchanged their whole hand (%n card(s))", "", n), who
    )


def _kept(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("Log", "%1 kept their hand"), who)


def _drew(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    n = int(d.get("count", 0))
    cards = d.get("cards")
    if cards:
        shown = list_text(card_name(cat, c) for c in cards)
        return fill(QCoreApplication.translate("Log", "%1 drew %n card(s): %2", "", n), who, shown)
    return fill(QCoreApplication.translate("Log", "%1 drew %n card(s)", "", n), who)


def _extra_card(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    if d.get("card") is not None:
        return fill(
            QCoreApplication.translate("Log", "%1 drew an extra card: %2"),
            who,
            card_name(cat, d["card"]),
        )
    return fill(QCoreApplication.translate("Log", "%1 drew an extra card"), who)


def _shuffled(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    n = int(d.get("count", 0))
    return QCoreApplication.translate(
        "Log", "The discard pile was shuffled into a new draw pile of %n card(s)", "", n
    )


def _starving(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return QCoreApplication.translate(
        "Log", "Both piles are empty: every player discards half their hand"
    )


def _discarded(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(
        QCoreApplication.translate("Log", "%1 discarded %2"), who, card_name(cat, d.get("card", 0))
    )


def _revealed(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    c = cat.find_card(d.get("card", UNKNOWN))
    res = resource_name(cat, c.resource) if c and c.resource else "?"
    name = card_name(cat, d.get("card", UNKNOWN))
    sunrise = d.get("row") == 0
    if d.get("half_sun"):
        if sunrise:
            text = QCoreApplication.translate(
                "Log", "Sunrise row: %1 with a half sun is revealed (%2)"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "Sunset row: %1 with a half sun is revealed (%2)"
            )
    elif sunrise:
        text = QCoreApplication.translate("Log", "Sunrise row: %1 is revealed (%2)")
    else:
        text = QCoreApplication.translate("Log", "Sunset row: %1 is revealed (%2)")
    return fill(text, res, name)


def _sunrise_chosen(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("Log", "%1 has made their choices"), who)


def _assistant_moved(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(
        QCoreApplication.translate("Log", "%1 moved an assistant to the %2, paying %3"),
        who,
        card_name(cat, d.get("to", UNKNOWN)),
        payment(cat, d.get("paid", [])),
    )


def _worker_placed(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    if d.get("building", UNKNOWN) is None:  # assistants hold every production building
        text = QCoreApplication.translate(
            "Log", "%1's worker stays home: an assistant works at each of their buildings"
        )
        return fill(text, who)
    building = card_name(cat, d.get("building", UNKNOWN))
    if d.get("efficient", True):
        text = QCoreApplication.translate(
            "Log", "%1 put their worker on the %2, working efficiently"
        )
    else:
        text = QCoreApplication.translate("Log", "%1 put their worker on the %2, working sloppily")
    return fill(text, who, building)


def _planned(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("Log", "%1 planned a building, face down"), who)


def _produced(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    building = d.get("building", UNKNOWN)
    card = cat.find_card(building)
    good = card.good if card is not None else None
    made = amount(int(d.get("goods", 0)), good_name(cat, good) if good else "?")
    n = len(d.get("cards") or [])
    name = card_name(cat, building)
    if n:
        return fill(
            QCoreApplication.translate(
                "Log", "%1's %2 produced %3, using %n card(s) from hand", "", n
            ),
            who,
            name,
            made,
        )
    return fill(QCoreApplication.translate("Log", "%1's %2 produced %3"), who, name, made)


def _no_production(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    name = card_name(cat, d.get("building", UNKNOWN))
    if d.get("reason") == "skipped":
        return fill(QCoreApplication.translate("Log", "%1 let the %2 produce nothing"), who, name)
    return fill(
        QCoreApplication.translate("Log", "%1's %2 produced nothing: resources are missing"),
        who,
        name,
    )


def _chained(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    building = d.get("building", UNKNOWN)
    card = cat.find_card(building)
    good = card.good if card is not None else None
    gained = amount(int(d.get("goods", 0)), good_name(cat, good) if good else "?")
    n = int(d.get("times", 1))
    return fill(
        QCoreApplication.translate("Log", "%1 ran the %2 chain %n time(s), gaining %3", "", n),
        who,
        card_name(cat, building),
        gained,
    )


def _built(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    name = card_name(cat, d.get("card", UNKNOWN))
    paid = d.get("paid") or []
    vowel = name[:1].upper() in "AEIOU"  # English source only: "an Iron Smelter"
    if not paid:
        if vowel:
            return fill(QCoreApplication.translate("Log", "%1 built an %2 for free"), who, name)
        return fill(QCoreApplication.translate("Log", "%1 built a %2 for free"), who, name)
    if vowel:
        text = QCoreApplication.translate("Log", "%1 built an %2, paying %3")
    else:
        text = QCoreApplication.translate("Log", "%1 built a %2, paying %3")
    return fill(text, who, name, payment(cat, paid))


def _hired(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    helper = assistant_name(cat, d.get("assistant", 0))
    paid = payment(cat, d.get("paid") or [])
    if d.get("building") is None:
        return fill(QCoreApplication.translate("Log", "%1 hired %2, paying %3"), who, helper, paid)
    return fill(
        QCoreApplication.translate("Log", "%1 hired %2 for the %3, paying %4"),
        who,
        helper,
        card_name(cat, d["building"]),
        paid,
    )


def _plan_returned(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    to_hand = d.get("to") == "hand"
    if d.get("card") is not None:
        if to_hand:
            text = QCoreApplication.translate(
                "Log", "%1 did not build the planned %2; it goes back to their hand"
            )
        else:
            text = QCoreApplication.translate(
                "Log", "%1 did not build the planned %2; it is discarded"
            )
        return fill(text, who, card_name(cat, d["card"]))
    if to_hand:
        text = QCoreApplication.translate(
            "Log", "%1 did not build their planned card; it goes back to their hand"
        )
    else:
        text = QCoreApplication.translate(
            "Log", "%1 did not build their planned card; it is discarded"
        )
    return fill(text, who)


def _assigned(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(
        QCoreApplication.translate("Log", "%1 assigned %2 to the %3"),
        who,
        assistant_name(cat, d.get("assistant", 0)),
        card_name(cat, d.get("building", UNKNOWN)),
    )


def _turn(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("Log", "Phase IV: %1's turn to produce and build"), who)


def _end_triggered(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(
        QCoreApplication.translate("Log", "The end of the game is near: round %1 will be the last"),
        d.get("final_round", "?"),
    )


def _market_discarded(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    n = int(d.get("count", 0))
    return QCoreApplication.translate(
        "Log", "The round ends: the market's %n card(s) are discarded", "", n
    )


def _game_over(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    seats = [w for w in d.get("winners", []) if 0 <= w < len(names)]
    scores = d.get("scores") or []
    n = int(scores[seats[0]]["total"]) if seats and seats[0] < len(scores) else 0
    if len(seats) == 1:
        text = QCoreApplication.translate("Log", "Game over: %1 wins with %n point(s)", "", n)
    else:
        text = QCoreApplication.translate(
            "Log", "Game over: %1 share the victory with %n point(s) each", "", n
        )
    return fill(text, name_list([names[w] for w in seats]))


def _event_turned(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    ev = cat.events.get(d.get("event"))
    return fill(
        QCoreApplication.translate("Log", "Event: %1"), ev.name if ev else d.get("event", "?")
    )


def _character_played(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(
        QCoreApplication.translate("Log", "%1 played %2"), who, card_name(cat, d.get("card", 0))
    )


def _introduced(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    what = d.get("what")
    if what == "building":
        n = len(d.get("cards", []))
        text = QCoreApplication.translate(
            "Log", "New building: %1 (%n card(s) in the display)", "", n
        )
        cards = d.get("cards") or []
        return fill(text, card_name(cat, cards[0]) if cards else d.get("type", "?"))
    if what == "character":
        text = QCoreApplication.translate("Log", "New character in the draw pile: %1")
        return fill(text, card_name(cat, d.get("card", 0)))
    text = QCoreApplication.translate("Log", "New assistant for hire: %1")
    return fill(text, assistant_name(cat, d.get("assistant", 0)))


def _rule_changed(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    rule, value = d.get("rule"), d.get("value")
    if rule == "half_suns_per_row":
        return QCoreApplication.translate(
            "Log", "This round the market rows show %n half sun(s)", "", int(value)
        )
    if rule == "cards_per_round":
        return QCoreApplication.translate(
            "Log", "This round each player draws %n card(s) in phase I", "", int(value)
        )
    if value:
        return QCoreApplication.translate("Log", "This round hands may be exchanged")
    return QCoreApplication.translate("Log", "This round no hand may be exchanged")


def _goods_gained(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    n = int(d.get("goods", 0))
    text = QCoreApplication.translate("Log", "%1 gets %n good(s) on their %2", "", n)
    return fill(text, who, card_name(cat, d.get("building", 0)))


def _goods_lost(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    n = int(d.get("goods", 0))
    text = QCoreApplication.translate("Log", "%1 loses %n good(s) from their %2", "", n)
    return fill(text, who, card_name(cat, d.get("building", 0)))


def _paid(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    paid = d.get("paid") or []
    if not paid:
        return fill(QCoreApplication.translate("Log", "%1 has nothing to pay"), who)
    return fill(QCoreApplication.translate("Log", "%1 pays %2"), who, payment(cat, paid))


def _bonus(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    mod, n = str(d.get("mod", "")), int(d.get("amount", 0))
    if mod.startswith("market:"):
        return fill(
            QCoreApplication.translate("Log", "This round %1 sees one more %2 in the market"),
            who,
            resource_name(cat, mod[7:]),
        )
    if mod.startswith("bonus:"):
        text = QCoreApplication.translate(
            "Log", "This round %1's %2 buildings produce %n more good(s)", "", n
        )
        return fill(text, who, cat.colour_names.get(mod[6:], mod[6:]))
    texts = {
        "build_discount": QT_TRANSLATE_NOOP("Log", "This round building costs %1 %n coin(s) less"),
        "hire_discount": QT_TRANSLATE_NOOP("Log", "This round hiring costs %1 %n coin(s) less"),
        "free_moves": QT_TRANSLATE_NOOP("Log", "This round %1 may move %n assistant(s) for free"),
    }
    return fill(
        QCoreApplication.translate("Log", texts.get(mod, "%1: %n"), "", n), who
    )  # i18n: marked with QT_TRANSLATE_NOOP


def _must_discard(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    counts = d.get("counts") or []
    parts = [
        fill(QCoreApplication.translate("Log", "%1: %n", "", int(n)), names[i])
        for i, n in enumerate(counts)
        if n and i < len(names)
    ]
    return fill(
        QCoreApplication.translate("Log", "Cards to discard because of the event: %1"),
        list_text(parts),
    )


def _character_discarded(d: dict, cat: Catalog, who: str, names: Sequence[str]) -> str:
    return fill(
        QCoreApplication.translate("Log", "A character card is drawn and discarded: %1"),
        card_name(cat, d.get("card", UNKNOWN)),
    )


_SENTENCES = {
    "round_started": _round_started,
    "phase": _phase,
    "exchanged": _exchanged,
    "kept": _kept,
    "drew": _drew,
    "extra_card": _extra_card,
    "shuffled": _shuffled,
    "starving": _starving,
    "discarded": _discarded,
    "revealed": _revealed,
    "sunrise_chosen": _sunrise_chosen,
    "assistant_moved": _assistant_moved,
    "worker_placed": _worker_placed,
    "planned": _planned,
    "produced": _produced,
    "no_production": _no_production,
    "chained": _chained,
    "built": _built,
    "hired": _hired,
    "plan_returned": _plan_returned,
    "assigned": _assigned,
    "turn": _turn,
    "end_triggered": _end_triggered,
    "market_discarded": _market_discarded,
    "game_over": _game_over,
    "event_turned": _event_turned,
    "character_discarded": _character_discarded,
    "character_played": _character_played,
    "introduced": _introduced,
    "rule_changed": _rule_changed,
    "goods_gained": _goods_gained,
    "goods_lost": _goods_lost,
    "paid": _paid,
    "bonus": _bonus,
    "must_discard": _must_discard,
}

#: Every event kind that gets a log line.
KINDS = frozenset(_SENTENCES)
