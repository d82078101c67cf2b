"""One gizmo card from its YAML mapping, every field checked."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, cast

from ....data_loading.fields import Entry, describe
from ....data_loading.problems import Problem
from ....data_loading.yaml_lines import LineDict
from ..rules.catalog import (
    ANY,
    CARD_COLOURS,
    COLOURS,
    GIVES,
    KINDS,
    LEVELS,
    MULTI,
    NONE,
    SAME,
    SPECIALS,
    WHENS,
    Card,
    Converter,
    Trigger,
    Upgrade,
)

CARD_FIELDS = (
    "id", "level", "colour", "cost", "vp", "kind", "upgrade", "converter", "trigger",
    "text", "sources", "provenance", "note",
)  # fmt: skip
SOURCES = ("bga", "gw", "mir")
ID = re.compile(r"g[0-3]-[0-9]{2}\Z")
#: Cards per level in a whole set (level 0: the starting gizmos).
PER_LEVEL = {0: 4, 1: 36, 2: 36, 3: 36}


def build_card(raw: Any, index: int, shown: str, problems: list[Problem]) -> Card | None:
    """Check one card mapping; the Card, or None (and problems) if anything was wrong."""
    if not isinstance(raw, dict):
        problems.append(Problem(shown, None, f"cards entry {index}", "", "expected a mapping"))
        return None
    data = cast(LineDict, raw)
    ident = data.get("id")
    label = f"card {describe(ident)}" if ident is not None else f"cards entry {index}"
    e = Entry(shown, data, label, problems)
    e.check_fields(CARD_FIELDS)
    card_id = e.str_("id")
    if card_id is not None and not ID.match(card_id):
        e.report("id", f"expected an id like 'g1-05', got {describe(card_id)}")
    level = e.int_("level", maximum=3)
    colour = e.choice("colour", CARD_COLOURS)
    cost, vp = e.int_("cost", maximum=7), e.int_("vp", maximum=9)
    kind = e.choice("kind", KINDS)
    text = e.str_("text")
    e.str_("provenance")
    _sources(e)
    if level is not None and level not in LEVELS:
        e.report("level", "must be 0, 1, 2 or 3")
    if level is not None and colour is not None and (level == 0) != (colour == NONE):
        e.report("colour", "'none' is the starting gizmos' colour, and theirs only")
    if colour == MULTI and level != 3:
        e.report("colour", "only level-III cards are multi-coloured")
    for other in KINDS:
        if other != kind and other in data:
            e.report(other, f"a {kind} card has no '{other}' mapping")
    effect = _effect(e, kind) if kind is not None else None
    if e.failed or effect is None:
        return None
    assert card_id and level is not None and colour and cost is not None and vp is not None
    return Card(card_id, level, colour, cost, vp, cast(str, kind), cast(str, text), **effect)


def _sources(e: Entry) -> None:
    value = e.data.get("sources")
    if not isinstance(value, list) or not value or any(v not in SOURCES for v in value):
        e.report("sources", f"expected a list of {', '.join(SOURCES)}, got {describe(value)}")


def _mapping(e: Entry, kind: str) -> Entry | None:
    value = e.data.get(kind)
    if not isinstance(value, dict):
        e.report(kind, f"a {kind} card needs a '{kind}' mapping, got {describe(value)}")
        return None
    return e.child(value, f"{kind}.")


def _effect(e: Entry, kind: str) -> dict[str, Any] | None:
    m = _mapping(e, kind)
    if m is None:
        return None
    if kind == "upgrade":
        m.check_fields(("energy_limit", "file_limit", "research", "special"))
        special = m.data.get("special")
        if special is not None and special not in SPECIALS:
            m.report("special", f"unknown value {describe(special)}; one of: {', '.join(SPECIALS)}")
        limits = [m.int_(f, maximum=9) for f in ("energy_limit", "file_limit", "research")]
        if m.failed or None in limits:
            return None
        energy, files, research = cast(list[int], limits)
        return {"upgrade": Upgrade(energy, files, research, special)}
    if kind == "converter":
        return _converter(m)
    m.check_fields(("when", "colours", "gives", "amount"))
    when, gives = m.choice("when", WHENS), m.choice("gives", GIVES)
    amount = m.int_("amount", minimum=1, maximum=9)
    colours = _colours(m, "colours", required=False)
    if colours and when not in ("pick", "build"):
        m.report("colours", "only pick and build triggers name colours")
    if m.failed or when is None or gives is None or amount is None:
        return None
    return {"trigger": Trigger(when, gives, amount, tuple(colours or ()))}


def _colours(m: Entry, field: str, required: bool = True) -> list[str] | None:
    value = m.data.get(field)
    if value is None and not required:
        return None
    if not isinstance(value, list) or not value or any(v not in COLOURS for v in value):
        m.report(field, f"expected a list of {', '.join(COLOURS)}, got {describe(value)}")
        return None
    return value


def _converter(m: Entry) -> dict[str, Any] | None:
    m.check_fields(("from", "to", "gives", "uses", "per_colour"))
    raw = m.data.get("from")
    sources = None if raw == ANY else _colours(m, "from")
    to = m.choice("to", (ANY, SAME))
    gives, uses = m.int_("gives", minimum=1, maximum=2), m.int_("uses", minimum=1, maximum=2)
    per_colour = m.bool_("per_colour")
    if to == SAME and raw == ANY:
        m.report("from", "a doubler (to: same) names its colours")
    if m.failed or to is None or gives is None or uses is None:
        return None
    srcs = tuple(sources) if sources is not None else None
    return {"converter": Converter(srcs, to == SAME, gives, uses, per_colour)}


def check_deck(cards: dict[str, Card], shown: str, problems: list[Problem], line: int) -> None:
    """A whole set: 4 starting gizmos and 36 cards of each level."""
    counts = Counter(c.level for c in cards.values())
    for level, wanted in PER_LEVEL.items():
        if counts[level] != wanted:
            msg = f"level {level} has {counts[level]} cards, a whole set has {wanted}"
            problems.append(Problem(shown, line, "", "cards", msg))
