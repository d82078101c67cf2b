"""Plain-text descriptions of cards for tooltips and screen readers.

Names come from the data; the connecting words go through
``QCoreApplication.translate("CardArt", ...)``.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from omg_desktop.games.ohmygoods.rules.catalog import ANY, CHARBURNER, OFFICE, CardDef, Catalog
from omg_desktop.i18n.templates import fill

from ..log_text import list_text
from .look import Look


def coins(n: int | str) -> str:
    """``1 coin``, ``7 coins``."""
    if isinstance(n, int):
        return QCoreApplication.translate("CardArt", "%n coin(s)", "", n)
    return fill(QCoreApplication.translate("CardArt", "%1 coins"), str(n))


def item_name(catalog: Catalog, item_id: str) -> str:
    if item_id in catalog.resources:
        return catalog.resources[item_id].name
    if item_id in catalog.goods:
        return catalog.goods[item_id].name
    if item_id == ANY:
        return QCoreApplication.translate("CardArt", "resources of any kind")
    return item_id


def item_label(catalog: Catalog, look: Look, item_id: str) -> str:
    """``Wool [Wo]``: the name with the glyph printed on the cards."""
    glyph = look.item(item_id).glyph if look.has_item(item_id) else ""
    name = item_name(catalog, item_id)
    return f"{name} [{glyph}]" if glyph else name


def colour_name(look: Look, colour: str) -> str:
    entry = look.colours.get(colour)
    return entry.name if entry else colour


def colour_label(catalog: Catalog, look: Look, colour: str) -> str:
    """``Green (Wood)``: a colour with the resource that carries it."""
    carriers = [r.name for r in catalog.resources.values() if r.colour == colour]
    name = catalog.colour_names.get(colour) or colour_name(look, colour)
    return f"{name} ({', '.join(carriers)})" if carriers else name


#: Provenance levels as players read them.
PROVENANCE_WORDS = {
    "original": QT_TRANSLATE_NOOP("CardArt", "our own design"),
    "verified": QT_TRANSLATE_NOOP("CardArt", "verified (two sources agree)"),
    "single-source": QT_TRANSLATE_NOOP("CardArt", "from one source"),
    "provisional": QT_TRANSLATE_NOOP("CardArt", "provisional"),
}


def provenance_word(level: str) -> str:
    word = PROVENANCE_WORDS.get(level, level)
    return QCoreApplication.translate("CardArt", word)  # i18n: marked with QT_TRANSLATE_NOOP


def _counts(catalog: Catalog, look: Look, inputs: tuple[tuple[str, int], ...]) -> str:
    each = QCoreApplication.translate("CardArt", "%1 × %2")
    return list_text(fill(each, str(n), item_label(catalog, look, item)) for item, n in inputs)


def _effect_text(catalog: Catalog, look: Look, kind: str, value: str | int) -> str:
    if kind == "market_resource":
        return fill(
            QCoreApplication.translate("CardArt", "+1 %1 in the market, for you only"),
            item_label(catalog, look, str(value)),
        )
    if kind == "extra_card_if_hand_at_most":
        return fill(
            QCoreApplication.translate(
                "CardArt", "+1 card in phase I if you hold at most %1 cards at its start"
            ),
            str(value),
        )
    return f"{kind}: {value}"


def card_text(catalog: Catalog, look: Look, card_id: int) -> str:
    card = catalog.find_card(card_id)
    if card is None:
        return fill(QCoreApplication.translate("CardArt", "Unknown card %1"), str(card_id))
    lines = [f"{card.name} (#{card.id})"]
    lines.append(_kind_line(catalog, look, card))
    if card.cost is not None:
        lines.append(fill(QCoreApplication.translate("CardArt", "Cost: %1"), coins(card.cost)))
    lines.append(fill(QCoreApplication.translate("CardArt", "Victory points: %1"), str(card.vp)))
    if card.inputs:
        lines.append(
            fill(
                QCoreApplication.translate("CardArt", "Worker needs: %1"),
                _counts(catalog, look, card.inputs),
            )
        )
    if card.good:
        good = catalog.goods.get(card.good)
        value = good.value if good else "?"
        lines.append(
            fill(
                QCoreApplication.translate("CardArt", "Produces: %1, worth %2"),
                item_label(catalog, look, card.good),
                coins(value),
            )
        )
    if card.chain:
        parts = []
        for item in card.chain:
            if item in catalog.resources:
                parts.append(
                    fill(
                        QCoreApplication.translate("CardArt", "%1 card from hand"),
                        item_label(catalog, look, item),
                    )
                )
            else:
                parts.append(item_label(catalog, look, item))
        gives = fill(
            QCoreApplication.translate("CardArt", "gives %1 %2"),
            str(len(card.chain)),
            item_label(catalog, look, card.good or "?"),
        )
        lines.append(
            fill(QCoreApplication.translate("CardArt", "Chain: %1, %2"), " + ".join(parts), gives)
        )
    elif card.kind != OFFICE:
        lines.append(QCoreApplication.translate("CardArt", "Chain: none"))
    if card.half_sun:
        lines.append(QCoreApplication.translate("CardArt", "Half sun"))
    for effect in card.effects:
        lines.append(_effect_text(catalog, look, effect.kind, effect.value))
    return "\n".join(lines)  # where the data comes from: Help ▸ About the card data


def _kind_line(catalog: Catalog, look: Look, card: CardDef) -> str:
    colour = catalog.colour_names.get(card.colour) or colour_name(look, card.colour)
    if card.kind == CHARBURNER:
        return fill(QCoreApplication.translate("CardArt", "%1 start building"), colour)
    if card.kind == OFFICE:
        kind = fill(QCoreApplication.translate("CardArt", "%1 office"), colour)
    else:
        kind = fill(QCoreApplication.translate("CardArt", "%1 building"), colour)
    if card.resource:
        kind += " · " + fill(
            QCoreApplication.translate("CardArt", "resource: %1"),
            item_label(catalog, look, card.resource),
        )
    return kind


def provenance_line(card: CardDef) -> str:
    """Where a card's numbers come from, in words (the card data page)."""
    line = fill(QCoreApplication.translate("CardArt", "Data: %1"), provenance_word(card.provenance))
    weaker = sorted({level for _, level in card.provenance_fields} - {card.provenance})
    if weaker:
        words = list_text(provenance_word(level) for level in weaker)
        line += " " + fill(QCoreApplication.translate("CardArt", "(some details: %1)"), words)
    return line


def assistant_text(catalog: Catalog, look: Look, assistant_id: int, side: int) -> str:
    assistant = catalog.assistants.get(assistant_id) or catalog.extra_assistants.get(assistant_id)
    if assistant is None or side not in (0, 1):
        return fill(
            QCoreApplication.translate("CardArt", "Unknown assistant %1"), str(assistant_id)
        )
    face = assistant.sides[side]
    lines = [
        f"{assistant.name}, " + fill(QCoreApplication.translate("CardArt", "side %1"), "AB"[side])
    ]
    lines.append(fill(QCoreApplication.translate("CardArt", "Cost: %1"), coins(face.cost)))
    needs = list_text(colour_label(catalog, look, c) for c in face.needs)
    lines.append(fill(QCoreApplication.translate("CardArt", "Needs buildings: %1"), needs))
    lines.append(fill(QCoreApplication.translate("CardArt", "Victory points: %1"), str(face.vp)))
    return "\n".join(lines)


def worker_text(efficient: bool) -> str:
    if efficient:
        return QCoreApplication.translate(
            "CardArt", "Worker, efficient: needs every input shown, produces 2 goods"
        )
    return QCoreApplication.translate(
        "CardArt", "Worker, sloppy: needs one input fewer, produces 1 good"
    )
