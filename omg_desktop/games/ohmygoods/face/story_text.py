"""What events and characters do, in words: built from their effects in the data.

Every sentence is whole and goes through ``QCoreApplication.translate("Story", …)``
(counts with ``%n``); names of resources, colours, buildings, characters and
assistants come from the data. A line per effect; an event adds who it touches
and when it happens.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from omg_desktop.i18n.templates import fill

from ..rules.catalog import Catalog
from ..rules.queries import CHARACTER_PHASES
from ..rules.state import EXCHANGE, PRODUCTION, SUNRISE
from ..rules.story import EventDef, StoryEffect
from .log_text import assistant_name, card_name
from .panel.widgets import colour_name


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Story", text, None, n)


def _type_name(cat: Catalog, building_type: str) -> str:
    """A building type's name (the base catalog keeps the expansion's cards apart)."""
    for c in [*cat.cards.values(), *cat.extra_cards.values()]:
        if c.type == building_type:
            return c.name
    return building_type


_GAIN = {
    "start": QT_TRANSLATE_NOOP("Story", "Put %n good(s) on your start building."),
    "richest": QT_TRANSLATE_NOOP("Story", "Put %n good(s) on your building with the most goods."),
    "poorest": QT_TRANSLATE_NOOP(
        "Story", "Put %n good(s) on your production building with the fewest goods."
    ),
    "each": QT_TRANSLATE_NOOP("Story", "Put %n good(s) on each of your production buildings."),
}
_GAIN_COLOUR = {
    "start": QT_TRANSLATE_NOOP("Story", "Put %n good(s) on your start building if it is %1."),
    "richest": QT_TRANSLATE_NOOP(
        "Story", "Put %n good(s) on your %1 building with the most goods."
    ),
    "poorest": QT_TRANSLATE_NOOP(
        "Story", "Put %n good(s) on your %1 building with the fewest goods."
    ),
    "each": QT_TRANSLATE_NOOP("Story", "Put %n good(s) on each of your %1 buildings."),
}
_LOSE = {
    "start": QT_TRANSLATE_NOOP("Story", "Remove %n good(s) from your start building."),
    "richest": QT_TRANSLATE_NOOP(
        "Story", "Remove %n good(s) from your building with the most goods."
    ),
    "poorest": QT_TRANSLATE_NOOP(
        "Story", "Remove %n good(s) from your production building with the fewest goods."
    ),
    "each": QT_TRANSLATE_NOOP("Story", "Remove %n good(s) from each of your production buildings."),
}
_LOSE_COLOUR = {
    "start": QT_TRANSLATE_NOOP("Story", "Remove %n good(s) from your start building if it is %1."),
    "richest": QT_TRANSLATE_NOOP(
        "Story", "Remove %n good(s) from your %1 building with the most goods."
    ),
    "poorest": QT_TRANSLATE_NOOP(
        "Story", "Remove %n good(s) from your %1 building with the fewest goods."
    ),
    "each": QT_TRANSLATE_NOOP("Story", "Remove %n good(s) from each of your %1 buildings."),
}


def effect_text(cat: Catalog, e: StoryEffect) -> str:
    """One effect as a whole sentence (imperative, addressed to the affected player)."""
    k, a = e.kind, e.arg
    if k == "round_rule":
        rule, value = a("rule"), a("value")
        if rule == "half_suns_per_row":
            return _t("This round, fill each market row until it shows %n half sun(s).", value)
        if rule == "cards_per_round":
            return _t("This round, draw %n card(s) in phase I.", value)
        if rule == "hand_exchange":
            if value:
                return _t("This round, hands may be exchanged in phase I.")
            return _t("This round, no hand may be exchanged in phase I.")
    if k == "draw":
        return _t("Draw %n card(s).", a("count"))
    if k == "discard":
        return _t("Discard %n card(s) of your choice.", a("count"))
    if k in ("gain_goods", "lose_goods"):
        colour = a("colour")
        if k == "gain_goods":
            table = _GAIN_COLOUR if colour else _GAIN
        else:
            table = _LOSE_COLOUR if colour else _LOSE
        text = _t(table[a("where")], a("count"))  # i18n: marked with QT_TRANSLATE_NOOP
        return fill(text, colour_name(cat, colour)) if colour else text
    if k == "pay":
        return _t("Pay goods worth %n coin(s) (all your goods if they are worth less).", a("coins"))
    if k == "introduce_building":
        return fill(
            _t("New building: %1. Its cards wait in a stack beside the market; in phase IV "
               "you may build one instead of your planned card."),
            _type_name(cat, a("building_type")),
        )  # fmt: skip
    if k == "introduce_character":
        return fill(
            _t("New character: %1 is shuffled into the draw pile."), card_name(cat, a("card"))
        )
    if k == "introduce_assistant":
        return fill(_t("New assistant for hire: %1."), assistant_name(cat, a("assistant")))
    if k == "free_moves":
        return _t("This round, you may move %n assistant(s) for free in phase II.", a("count"))
    if k == "market_resource":
        return fill(
            _t("This round, the market shows one more %1 for you."), _res(cat, a("resource"))
        )
    if k == "production_bonus":
        text = _t(
            "This round, your %1 buildings produce %n more good(s) when they produce.", a("count")
        )
        return fill(text, colour_name(cat, a("colour")))
    if k == "build_discount":
        return _t("This round, building costs you %n coin(s) less.", a("coins"))
    if k == "hire_discount":
        return _t("This round, hiring an assistant costs you %n coin(s) less.", a("coins"))
    return k


def _res(cat: Catalog, r: str) -> str:
    return cat.resources[r].name if r in cat.resources else r


_WHO = {
    "all": QT_TRANSLATE_NOOP("Story", "Every player:"),
    "leader": QT_TRANSLATE_NOOP("Story", "The player(s) with the most points:"),
    "trailer": QT_TRANSLATE_NOOP("Story", "The player(s) with the fewest points:"),
    "first": QT_TRANSLATE_NOOP("Story", "The first player:"),
}
_WHEN = {
    "start": QT_TRANSLATE_NOOP("Story", "At once, before phase I."),
    "sunrise": QT_TRANSLATE_NOOP("Story", "In phase II, after the sunrise cards are turned."),
    "production": QT_TRANSLATE_NOOP("Story", "At the start of phase IV."),
    "round_end": QT_TRANSLATE_NOOP("Story", "At the end of the round, after production."),
}


def event_lines(cat: Catalog, ev: EventDef) -> list[str]:
    """What an event does: when, then one line per effect, each with who it touches."""
    lines = [_t(_WHEN[ev.when])]  # i18n: marked with QT_TRANSLATE_NOOP
    for e in ev.effects:
        if e.kind in TABLE_EFFECTS:  # they change the table, not one player
            lines.append(effect_text(cat, e))
            continue
        who = e.arg("who") or "all"
        who_text = _t(_WHO[who])  # i18n: marked with QT_TRANSLATE_NOOP
        text = QCoreApplication.translate("Story", "%1 %2", "who: what it does")
        lines.append(fill(text, who_text, effect_text(cat, e)))
    return lines


#: Effects on the table as a whole: no "who" is named for them.
TABLE_EFFECTS = ("round_rule", "introduce_building", "introduce_character", "introduce_assistant")


#: When a character may be played, by the phase of the rules it is played in.
_PHASES = {
    EXCHANGE: QT_TRANSLATE_NOOP(
        "Story", "Play it in phase I, before you keep or exchange your hand."
    ),
    SUNRISE: QT_TRANSLATE_NOOP("Story", "Play it in phase II, before you place your worker."),
    PRODUCTION: QT_TRANSLATE_NOOP("Story", "Play it in phase IV, on your turn."),
}


def character_lines(cat: Catalog, card: int) -> list[str]:
    """What a character does and when it may be played."""
    c = cat.find_card(card)
    if c is None:
        raise KeyError(card)
    phase = CHARACTER_PHASES.get(c.phase or "", "")
    when = _t(_PHASES.get(phase, ""))  # i18n: marked with QT_TRANSLATE_NOOP
    return [when, *(effect_text(cat, e) for e in c.play_effects)]
