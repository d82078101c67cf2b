"""Building one :class:`CardDef` from a YAML mapping, checking every field."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, cast

from omg_desktop.games.ohmygoods.rules.catalog import (
    ANY,
    CARD_KINDS,
    CHARACTER,
    CHARBURNER,
    EFFECT_KINDS,
    OFFICE,
    PRODUCTION,
    CardDef,
    Effect,
)
from omg_desktop.games.ohmygoods.rules.story import StoryEffect

from ....data_loading.fields import (
    MAX_ID,
    MAX_NUMBER,
    Entry,
    describe,
    is_int,
    number_problem,
    suggest,
)
from ....data_loading.problems import clip, short
from ....data_loading.yaml_lines import LineDict
from .story import CHARACTER_PHASES, build_effects

CARD_FIELDS = (
    "id", "name", "type", "kind", "resource", "colour", "cost", "vp", "inputs", "good",
    "chain", "half_sun", "effects", "provenance", "notes", "phase", "expansion", "text",
)  # fmt: skip

#: Per kind: fields that must be given (R) or must not be given (X); others are optional.
KIND_RULES: dict[str, dict[str, str]] = {
    PRODUCTION: {"resource": "R", "cost": "R", "inputs": "R", "good": "R",
                 "effects": "X", "phase": "X"},
    OFFICE: {"resource": "R", "cost": "R", "effects": "R", "inputs": "X", "good": "X",
             "chain": "X", "phase": "X"},
    CHARBURNER: {"resource": "X", "colour": "R", "cost": "X", "inputs": "R", "good": "R",
                 "effects": "X", "phase": "X"},
    CHARACTER: {"phase": "R", "effects": "R", "expansion": "R", "resource": "X", "cost": "X",
                "inputs": "X", "good": "X", "chain": "X", "colour": "X"},
}  # fmt: skip

#: Effects whose value must name a resource.
RESOURCE_EFFECTS = {"market_resource"}


@dataclass
class Refs:
    """What cards may refer to: resource colours, goods, and all known colours."""

    resource_colours: dict[str, str]
    goods: set[str]
    colours: set[str] = field(default_factory=set)


def card_label(data: dict, index: int) -> str:
    """``card 37 (Weaving Mill)``, or the entry's position if it has no usable id."""
    card_id, name = data.get("id"), data.get("name")
    if not is_int(card_id):
        return f"cards entry {index}" if card_id is None else f"card {describe(card_id)}"
    shown = describe(card_id)
    return f"card {shown} ({clip(name, 40)})" if isinstance(name, str) else f"card {shown}"


def build_card(entry: Entry, refs: Refs) -> CardDef | None:
    """Check one card mapping; return the CardDef, or None if anything was wrong."""
    entry.check_fields(CARD_FIELDS)
    card_id = entry.int_("id", minimum=1, maximum=MAX_ID)
    name = entry.str_("name")
    type_ = entry.str_("type", ident=True)
    kind = entry.choice("kind", CARD_KINDS)
    vp = entry.int_("vp")
    half_sun = entry.bool_("half_sun")
    notes = entry.str_("notes", required=False, long=True) or ""
    phase = entry.str_("phase", required=False)
    if phase is not None and phase not in CHARACTER_PHASES:
        known = ", ".join(CHARACTER_PHASES)
        entry.report(
            "phase",
            f"unknown phase {describe(phase)}{suggest(phase, CHARACTER_PHASES)}; one of: {known}",
        )
    expansion = entry.str_("expansion", required=False, ident=True)
    text = entry.str_("text", required=False, long=True) or ""
    fields = [f for f in CARD_FIELDS if f not in ("provenance", "notes")]
    provenance, overrides = entry.provenance(fields)
    if kind is not None:
        _check_kind(entry, kind)
    resource = entry.str_("resource", required=False)
    if resource is not None and resource not in refs.resource_colours:
        entry.report("resource", _unknown("resource", resource, refs))
        resource = None
    colour = _colour(entry, refs, resource, kind)
    cost = entry.int_("cost", required=False)
    inputs = _inputs(entry, refs)
    good = entry.str_("good", required=False)
    if good is not None and good not in refs.goods:
        entry.report("good", _unknown("good", good, refs))
    chain = _chain(entry, refs)
    play_effects: tuple[StoryEffect, ...] = ()
    effects: tuple[Effect, ...]
    if kind == CHARACTER:
        play_effects, effects = build_effects(entry), ()
    else:
        effects = _effects(entry, refs)
    if entry.failed or card_id is None or name is None or type_ is None or kind is None:
        return None  # (a required field's reader reports before it gives None)
    if colour is None or vp is None:
        return None  # (as above; _colour reports before it gives None)
    return CardDef(
        id=card_id,
        name=name,
        type=type_,
        kind=kind,
        resource=resource,
        colour=colour,
        cost=cost,
        vp=vp,
        inputs=inputs,
        good=good,
        chain=chain,
        half_sun=half_sun,
        effects=effects,
        provenance=provenance,
        provenance_fields=overrides,
        notes=notes,
        phase=phase,
        expansion=expansion,
        text=text,
        play_effects=play_effects,
    )


def _check_kind(entry: Entry, kind: str) -> None:
    for name, rule in KIND_RULES[kind].items():
        if rule == "R" and not entry.present(name):
            entry.missing(name, f" on {kind} cards")
        elif rule == "X" and entry.present(name):
            entry.report(name, f"not allowed on {kind} cards; remove it")


def _unknown(what: str, value: Any, refs: Refs) -> str:
    pool = refs.resource_colours if what == "resource" else refs.goods
    other = "good" if what == "resource" else "resource"
    if value in (refs.goods if what == "resource" else refs.resource_colours):
        return f"{describe(value)} is a {other}, not a {what}"
    return f"unknown {what} {describe(value)}{suggest(value, pool)}"


def _colour(entry: Entry, refs: Refs, resource: str | None, kind: str | None) -> str | None:
    given = entry.str_("colour", required=False)
    if resource is not None:
        derived = refs.resource_colours[resource]
        if given is not None and given != derived:
            entry.report(
                "colour",
                f"is {describe(given)} but resource {describe(resource)} makes the card "
                f"{describe(derived)}",
            )
        return derived
    if given is not None:
        refs.colours.add(given)
        return given
    if kind == CHARACTER:
        return ""  # characters have no colour
    rules = KIND_RULES.get(kind) if kind is not None else None
    if rules is None or entry.present("resource") or entry.present("colour"):
        return None  # unknown kind, or a bad resource/colour: reported already
    if "R" not in (rules.get("colour"), rules.get("resource")):
        entry.missing("colour", " on a card without a resource")
    return None


def _inputs(entry: Entry, refs: Refs) -> tuple[tuple[str, int], ...]:
    raw = entry.data.get("inputs")
    if raw is None:
        return ()
    if not isinstance(raw, dict) or not raw:
        entry.report("inputs", f"expected a mapping like {{clay: 1, wool: 3}}, got {describe(raw)}")
        return ()
    items = []
    lines = cast(LineDict, raw)  # every mapping parse_yaml reads is a LineDict
    for key, count in raw.items():
        line = lines.line_of(key)
        if key != ANY and key not in refs.resource_colours:
            entry.report("inputs", _unknown("resource", key, refs), line)
        problem = number_problem(count, 1, MAX_NUMBER)
        if problem is not None:
            what = key if isinstance(key, str) and len(key) <= 20 else short(key)
            colon = ":" if problem.startswith("expected") else ""
            entry.report("inputs", f"count of {what}{colon} {problem}", line)
        items.append((key, count))
    if ANY in raw and len(raw) > 1:
        entry.report("inputs", f"'{ANY}' cannot be mixed with named resources")
    return tuple(items)


def _chain(entry: Entry, refs: Refs) -> tuple[str, ...]:
    raw = entry.data.get("chain")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        entry.report("chain", f"expected a list like [planks, glass], got {describe(raw)}")
        return ()
    for item in raw:
        if not isinstance(item, str) or (
            item not in refs.resource_colours and item not in refs.goods
        ):
            hint = suggest(item, [*refs.resource_colours, *refs.goods])
            entry.report("chain", f"{describe(item)} is neither a resource nor a good{hint}")
    return tuple(raw)


def _effects(entry: Entry, refs: Refs) -> tuple[Effect, ...]:
    raw = entry.data.get("effects")
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        wanted = "a list like [market_resource: wool]"
        entry.report("effects", f"expected {wanted}, got {describe(raw)}")
        return ()
    effects = []
    for item in raw:
        line = getattr(item, "line", None)
        if not isinstance(item, dict) or len(item) != 1:
            wanted = "one 'kind: value' pair"
            entry.report("effects", f"each effect is {wanted}, got {describe(item)}", line)
            continue
        ((kind, value),) = item.items()
        if kind not in EFFECT_KINDS:
            known = ", ".join(EFFECT_KINDS)
            hint = suggest(kind, EFFECT_KINDS)
            entry.report("effects", f"unknown effect {describe(kind)}{hint}; one of: {known}", line)
            continue
        problem = _effect_value_problem(value, EFFECT_KINDS[kind])
        if problem is not None:
            entry.report("effects", f"{kind}: {problem}", line)
        elif kind in RESOURCE_EFFECTS and value not in refs.resource_colours:
            entry.report("effects", f"{kind}: {_unknown('resource', value, refs)}", line)
        else:
            effects.append(Effect(kind, value))
    return tuple(effects)


def _effect_value_problem(value: Any, wanted: type) -> str | None:
    """Why a gray building's effect value does not fit (None: it does)."""
    if wanted is int:
        if not is_int(value) or value < 0:
            return f"expected a whole number, 0 or more, got {describe(value)}"
        return number_problem(value)
    if not isinstance(value, str) or len(value) > 60:
        return f"expected text, got {describe(value)}"
    return None


def check_types(built: list[tuple[Entry, CardDef]]) -> None:
    """Copies of one building type must agree on name, kind, good and chain (and on the
    resource, except expansion stacks, whose copies come in several colours)."""
    by_type: dict[str, list[tuple[Entry, CardDef]]] = defaultdict(list)
    for entry, card in built:
        by_type[card.type].append((entry, card))
    for type_, copies in by_type.items():
        if len(copies) < 2:
            continue
        names = ["name", "kind", "good", "chain", "expansion"]
        if not any(c.expansion for _, c in copies):
            names.append("resource")  # an expansion stack mixes colours
        for name in names:
            common, _ = Counter(getattr(c, name) for _, c in copies).most_common(1)[0]
            for entry, card in copies:
                if getattr(card, name) != common:
                    shown = list(common) if isinstance(common, tuple) else common
                    entry.report(
                        name,
                        f"differs from the other {short(type_)} cards, which have {short(shown)}",
                    )
