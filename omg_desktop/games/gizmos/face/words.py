"""Gizmos' words (context "Gizmos"): colours, levels, kinds, and each card's effect told
from its structured fields (the data's ``text`` is the English source's; every language
reads the same fields), in a whole sentence and in the short lines its face shows."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from omg_desktop.i18n.templates import fill

from ..rules.catalog import MULTI, NONE, Card

_COLOURS = {
    "black": QT_TRANSLATE_NOOP("Gizmos", "black"),
    "blue": QT_TRANSLATE_NOOP("Gizmos", "blue"),
    "red": QT_TRANSLATE_NOOP("Gizmos", "red"),
    "yellow": QT_TRANSLATE_NOOP("Gizmos", "yellow"),
    MULTI: QT_TRANSLATE_NOOP("Gizmos", "multi-coloured"),
    NONE: QT_TRANSLATE_NOOP("Gizmos", "starting"),
}
_KINDS = {
    "upgrade": QT_TRANSLATE_NOOP("Gizmos", "Upgrade"),
    "converter": QT_TRANSLATE_NOOP("Gizmos", "Converter"),
    "trigger": QT_TRANSLATE_NOOP("Gizmos", "Trigger"),
}
#: The group a built gizmo lies in on its player's board (triggers by what sets them off).
GROUPS = {
    "upgrade": QT_TRANSLATE_NOOP("Gizmos", "Upgrades"),
    "converter": QT_TRANSLATE_NOOP("Gizmos", "Converters"),
    "pick": QT_TRANSLATE_NOOP("Gizmos", "On a pick"),
    "build": QT_TRANSLATE_NOOP("Gizmos", "On a build"),
    "build_level_2": QT_TRANSLATE_NOOP("Gizmos", "On a level II build"),
    "build_from_file": QT_TRANSLATE_NOOP("Gizmos", "On a build from the file"),
    "file": QT_TRANSLATE_NOOP("Gizmos", "On a file"),
}
LEVELS = ("", "I", "II", "III")


def tr(text: str) -> str:
    return QCoreApplication.translate("Gizmos", text)


def colour_name(colour: str) -> str:
    return tr(str(_COLOURS.get(colour, colour)))  # i18n: marked with QT_TRANSLATE_NOOP


def kind_name(kind: str) -> str:
    return tr(str(_KINDS.get(kind, kind)))  # i18n: marked with QT_TRANSLATE_NOOP


def group_name(group: str) -> str:
    return tr(str(GROUPS.get(group, group)))  # i18n: marked with QT_TRANSLATE_NOOP


def colours_text(colours: tuple[str, ...]) -> str:
    """``red or blue`` (any colour for none)."""
    if not colours:
        return tr("any colour")
    names = [colour_name(c) for c in colours]
    return names[0] if len(names) == 1 else fill(tr("%1 or %2"), ", ".join(names[:-1]), names[-1])


def energies(n: int) -> str:
    return QCoreApplication.translate("Gizmos", "%n energy", None, n)


def card_title(card: Card) -> str:
    """``Level II red converter`` (a starter: ``Starting gizmo``)."""
    if card.level == 0:
        return tr("Starting gizmo")
    return fill(tr("Level %1 %2 %3"), LEVELS[card.level], colour_name(card.colour),
                kind_name(card.kind).lower())  # fmt: skip


def card_in_sentence(card: Card) -> str:
    """``the level II red converter`` (a starter: ``a starting gizmo``), inside a sentence."""
    if card.level == 0:
        return tr("a starting gizmo")
    return fill(tr("the level %1 %2 %3"), LEVELS[card.level], colour_name(card.colour),
                kind_name(card.kind).lower())  # fmt: skip


def cost_text(card: Card) -> str:
    """``cost: 3 red, worth 2 points`` (a multi-coloured card: of any colours)."""
    if card.level == 0:
        return ""
    points = QCoreApplication.translate("Gizmos", "%n point(s)", None, card.vp)
    if card.colour == MULTI:
        return fill(tr("cost: %1 of any colours, worth %2"), card.cost, points)
    return fill(tr("cost: %1 %2, worth %3"), card.cost, colour_name(card.colour), points)


# ---- what a card does ------------------------------------------------------------
def _gives(kind: str, n: int) -> str:
    """What a trigger gives, as the end of its sentence."""
    if kind == "draw_random_energy":
        return QCoreApplication.translate("Gizmos", "draw %n random energy", None, n)
    if kind == "pick_energy":
        return QCoreApplication.translate("Gizmos", "pick %n energy from the row", None, n)
    if kind == "vp_token":
        return QCoreApplication.translate("Gizmos", "take %n victory point token(s)", None, n)
    if kind == "file":
        return tr("file a gizmo")
    if kind == "research":
        return tr("research")
    return tr("build a level I gizmo for free")


def _when(card: Card) -> str:
    t = card.trigger
    assert t is not None
    if t.when == "pick":
        return fill(tr("When you pick %1 energy"), colours_text(t.colours))
    if t.when == "build":
        return fill(tr("When you build a %1 gizmo"), colours_text(t.colours))
    if t.when == "build_level_2":
        return tr("When you build a level II gizmo")
    if t.when == "build_from_file":
        return tr("When you build a gizmo from your file")
    return tr("When you file a gizmo")


_SPECIALS = {
    "no_file": QT_TRANSLATE_NOOP("Gizmos", "you may never file again"),
    "no_research": QT_TRANSLATE_NOOP("Gizmos", "you may never research again"),
    "discount_level_2": QT_TRANSLATE_NOOP("Gizmos", "level II gizmos cost you 1 less"),
    "discount_build_from_file": QT_TRANSLATE_NOOP(
        "Gizmos", "gizmos you build from your file cost 1 less"
    ),
    "discount_build_from_research": QT_TRANSLATE_NOOP(
        "Gizmos", "gizmos you build from a research cost 1 less"
    ),
    "end_score_energy": QT_TRANSLATE_NOOP("Gizmos", "at the end, 1 point for each energy left"),
    "end_score_vp_tokens": QT_TRANSLATE_NOOP(
        "Gizmos", "at the end, 1 point more for each victory point token"
    ),
}


def _upgrade_parts(card: Card) -> list[str]:
    u = card.upgrade
    assert u is not None
    parts = []
    if u.energy_limit:
        parts.append(fill(tr("+%1 energy storage"), u.energy_limit))
    if u.file_limit:
        parts.append(fill(tr("+%1 file"), u.file_limit))
    if u.research:
        parts.append(fill(tr("+%1 research"), u.research))
    if u.special:
        parts.append(tr(str(_SPECIALS[u.special])))  # i18n: marked with QT_TRANSLATE_NOOP
    return parts


def _converter_text(card: Card) -> str:
    c = card.converter
    assert c is not None
    source = colours_text(c.sources or ())
    if c.same:
        text = fill(tr("each %1 energy you spend counts as 2 of its colour"), source)
    else:
        text = fill(tr("%1 energy may be spent as any colour"), source)
    if c.uses > 1:
        text = fill(tr("%1 (up to %2 energies)"), text, c.uses)
    return text + tr(", once a turn")


def effect_text(card: Card) -> str:
    """The whole effect, in one sentence."""
    if card.trigger is not None:
        return fill(tr("%1: %2."), _when(card), _gives(card.trigger.gives, card.trigger.amount))
    if card.converter is not None:
        return fill(tr("Converter: %1."), _converter_text(card))
    parts = _upgrade_parts(card) if card.upgrade is not None else []
    return fill(tr("Upgrade: %1."), "; ".join(parts))


def card_words(card: Card) -> str:
    """What a card is and does: its title, cost and points, effect."""
    cost = cost_text(card)
    head = card_title(card) + (fill(tr(" (%1)"), cost) if cost else "")
    return fill(tr("%1. %2"), head, effect_text(card))


# ---- the face's short lines ------------------------------------------------------
_WHEN = {
    "pick": QT_TRANSLATE_NOOP("Gizmos", "PICK"),
    "build": QT_TRANSLATE_NOOP("Gizmos", "BUILD"),
    "build_level_2": QT_TRANSLATE_NOOP("Gizmos", "BUILD II"),
    "build_from_file": QT_TRANSLATE_NOOP("Gizmos", "BUILD FROM FILE"),
    "file": QT_TRANSLATE_NOOP("Gizmos", "FILE"),
}


def short_when(card: Card) -> str:
    """The trigger's condition in one or two words (its colours are drawn as shapes)."""
    t = card.trigger
    assert t is not None
    return tr(str(_WHEN[t.when]))  # i18n: marked with QT_TRANSLATE_NOOP


def short_gives(card: Card) -> str:
    t = card.trigger
    assert t is not None
    n = t.amount
    return {
        "draw_random_energy": fill(tr("draw %1"), n),
        "pick_energy": fill(tr("pick %1"), n),
        "vp_token": fill(tr("+%1 VP"), n),
        "file": tr("file"),
        "research": tr("research"),
        "build_level_1_free": tr("free I"),
    }[t.gives]


def short_upgrade(card: Card) -> list[str]:
    """An upgrade's lines: ``+1 storage``, ``+1 file``, ``never file``…"""
    u = card.upgrade
    assert u is not None
    lines = []
    if u.energy_limit:
        lines.append(fill(tr("+%1 store"), u.energy_limit))
    if u.file_limit:
        lines.append(fill(tr("+%1 file"), u.file_limit))
    if u.research:
        lines.append(fill(tr("+%1 research"), u.research))
    special = {
        "no_file": QT_TRANSLATE_NOOP("Gizmos", "never file"),
        "no_research": QT_TRANSLATE_NOOP("Gizmos", "never research"),
        "discount_level_2": QT_TRANSLATE_NOOP("Gizmos", "II: −1"),
        "discount_build_from_file": QT_TRANSLATE_NOOP("Gizmos", "from file: −1"),
        "discount_build_from_research": QT_TRANSLATE_NOOP("Gizmos", "research: −1"),
        "end_score_energy": QT_TRANSLATE_NOOP("Gizmos", "end: 1 VP per energy"),
        "end_score_vp_tokens": QT_TRANSLATE_NOOP("Gizmos", "end: tokens ×2"),
    }
    if u.special:
        lines.append(tr(str(special[u.special])))  # i18n: marked with QT_TRANSLATE_NOOP
    return lines


def any_word() -> str:
    return tr("any")
