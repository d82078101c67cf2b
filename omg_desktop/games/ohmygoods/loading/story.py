"""The expansion's story from YAML: effects, events, chapters and endings.

Each builder checks its own fields; :func:`check_story_refs` then checks what
the entries say of each other (events named by chapters, building types,
characters and assistants named by effects, flags named by endings).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, cast

from omg_desktop.games.ohmygoods.rules.catalog import CHARACTER, AssistantDef, CardDef
from omg_desktop.games.ohmygoods.rules.queries import CHARACTER_PHASES as _RULES_CHARACTER_PHASES
from omg_desktop.games.ohmygoods.rules.story import (
    EFFECT_SPECS,
    EVENT_TIMES,
    GOODS_PLACES,
    OPTIONAL_PARAMS,
    ROUND_RULES,
    TARGETS,
    ChapterDef,
    Decision,
    EndingDef,
    EventDef,
    Goal,
    Option,
    StoryEffect,
    Variant,
)

from ....data_loading.fields import (
    MAX_ID,
    MAX_NUMBER,
    Entry,
    describe,
    is_int,
    number_problem,
    suggest,
    text_problem,
)
from ....data_loading.problems import clip, short
from ....data_loading.yaml_lines import LineDict

EVENT_FIELDS = ("id", "name", "when", "text", "effects", "notes")
CHAPTER_FIELDS = (
    "id", "number", "title", "setting", "deck", "goal", "decision", "variants",
    "all_in", "reserved", "epilogue", "notes",
)  # fmt: skip
DECK_FIELDS = ("bottom", "middle", "solo_middle", "top")
GOAL_FIELDS = ("metric", "bronze", "silver", "gold")
GOAL_METRICS = ("points", "buildings", "coins", "assistants")
ENDING_FIELDS = ("id", "title", "text", "when", "notes")
#: The phases a character card may name (the rules' own list).
CHARACTER_PHASES = tuple(_RULES_CHARACTER_PHASES)
MIDDLE_CARDS = 5
#: Effects that only make sense at some event times (a rule for the round must
#: be set before phase I; discarding at the end of a round would not be played).
TIMING = {
    "round_rule": ("start",),
    "free_moves": ("start",),
    "market_resource": ("start", "sunrise"),
    "discard": ("start", "sunrise", "production"),
}
TOP_CARDS = 3
#: Effect parameters that name a card or an assistant (the others count or cost).
ID_PARAMS = ("card", "assistant")
#: The highest medal threshold a chapter's goal may set.
MAX_GOAL = 999


# ---- effects ----------------------------------------------------------------------
def build_effects(entry: Entry, field_name: str = "effects") -> tuple[StoryEffect, ...]:
    """A list of ``{kind: ..., param: value}`` mappings, each checked against the vocabulary."""
    raw = entry.data.get(field_name)
    if raw is None:
        entry.missing(field_name)
        return ()
    if not isinstance(raw, list) or not raw:
        entry.report(
            field_name, f"expected a list like [{{kind: draw, count: 1}}], got {describe(raw)}"
        )
        return ()
    out = []
    for item in raw:
        line = getattr(item, "line", None)
        effect = _effect(entry, field_name, item, line)
        if effect is not None:
            out.append(effect)
    return tuple(out)


def _effect(entry: Entry, field_name: str, item: Any, line: int | None) -> StoryEffect | None:
    if not isinstance(item, dict):
        entry.report(
            field_name, f"each effect is a mapping with 'kind', got {describe(item)}", line
        )
        return None
    kind = item.get("kind")
    if not isinstance(kind, str) or kind not in EFFECT_SPECS:
        known = ", ".join(EFFECT_SPECS)
        entry.report(
            field_name,
            f"unknown effect {describe(kind)}{suggest(kind, EFFECT_SPECS)}; one of: {known}",
            line,
        )
        return None
    spec = {**EFFECT_SPECS[kind], **OPTIONAL_PARAMS}
    ok = True
    for key in item:
        if key != "kind" and key not in spec:
            hint = suggest(key, spec) or f"; allowed: {', '.join(spec)}"
            if isinstance(key, bool):
                hint += " (YAML reads on/off/yes/no as true/false)"
            entry.report(field_name, f"{kind}: unknown parameter {describe(key)}{hint}", line)
            ok = False
    for name, wanted in EFFECT_SPECS[kind].items():
        if name not in item:
            entry.report(field_name, f"{kind}: parameter '{name}' is required", line)
            ok = False
        elif not _fits(item[name], wanted):
            entry.report(
                field_name,
                f"{kind}: {name}: expected {_wanted(wanted)}, got {describe(item[name])}",
                line,
            )
            ok = False
        else:
            problem = _bounds(item[name], wanted, name)
            if problem is not None:
                entry.report(field_name, f"{kind}: {name}: {problem}", line)
                ok = False
    ok = _check_values(entry, field_name, kind, item, line) and ok
    if not ok:
        return None
    args = tuple((k, item[k]) for k in sorted(item) if k != "kind")
    return StoryEffect(kind, args)


def _fits(value: Any, wanted: type) -> bool:
    if wanted is int:
        return is_int(value) and value >= 0
    if wanted is object:
        return value is not None
    return isinstance(value, wanted)


def _bounds(value: Any, wanted: type, name: str) -> str | None:
    """Why a parameter of the right type is still unusable: too large, too long."""
    if wanted is int:
        return number_problem(value, 0, MAX_ID if name in ID_PARAMS else MAX_NUMBER)
    if wanted is str:
        return text_problem(value)
    return None


def _wanted(wanted: type) -> str:
    return {int: "a whole number, 0 or more", str: "text", bool: "true or false"}.get(
        wanted, "a value"
    )


def _check_values(entry: Entry, field_name: str, kind: str, item: dict, line: int | None) -> bool:
    ok = True

    def bad(msg: str) -> None:
        nonlocal ok
        entry.report(field_name, f"{kind}: {msg}", line)
        ok = False

    who = item.get("who")
    if who is not None and who not in TARGETS:
        bad(f"who: unknown target {describe(who)}; one of: {', '.join(TARGETS)}")
    if kind in ("gain_goods", "lose_goods") and item.get("where") not in (*GOODS_PLACES, None):
        bad(
            f"where: unknown place {describe(item.get('where'))}; one of: {', '.join(GOODS_PLACES)}"
        )
    if kind == "round_rule":
        rule = item.get("rule")
        if not isinstance(rule, str) or rule not in ROUND_RULES:
            rules = ", ".join(ROUND_RULES)
            bad(f"rule: {describe(rule)} cannot change for a round; one of: {rules}")
        else:
            wanted = ROUND_RULES[rule]
            value: Any = item.get("value")
            fits = is_int(value) and value >= 0 if wanted is int else isinstance(value, wanted)
            if not fits:
                bad(f"value: {rule} needs {_wanted(wanted)}, got {describe(value)}")
            elif wanted is int and value > MAX_NUMBER:
                bad(f"value: {rule} must be at most {MAX_NUMBER}, got {describe(value)}")
    if kind == "introduce_assistant" and item.get("side") not in (0, 1):
        bad(f"side: 0 (side A) or 1 (side B), got {describe(item.get('side'))}")
    return ok


# ---- events, chapters, endings -----------------------------------------------------------
def build_event(entry: Entry) -> EventDef | None:
    entry.check_fields(EVENT_FIELDS)
    event_id = entry.int_("id", minimum=1, maximum=MAX_ID)
    name = entry.str_("name")
    when = entry.choice("when", EVENT_TIMES)
    text = entry.str_("text", required=False, long=True) or ""
    entry.str_("notes", required=False, long=True)
    effects = build_effects(entry)
    for e in effects:
        need = TIMING.get(e.kind)
        if when is not None and need is not None and when not in need:
            entry.report(
                "when", f"{e.kind} only works in an event carried out at {' or '.join(need)}"
            )
    if entry.failed or event_id is None or name is None or when is None:
        return None  # (a required field's reader reports before it gives None)
    return EventDef(event_id, name, when, effects, text)


def build_chapter(entry: Entry) -> ChapterDef | None:
    entry.check_fields(CHAPTER_FIELDS)
    chapter_id = entry.str_("id", ident=True)
    number = entry.int_("number", maximum=MAX_ID)
    title = entry.str_("title")
    setting = entry.str_("setting", long=True)
    epilogue = entry.str_("epilogue", required=False, long=True) or ""
    entry.str_("notes", required=False, long=True)
    all_in = entry.bool_("all_in")
    deck = _deck(entry)
    goal = _goal(entry)
    decision = _decision(entry)
    variants = _variants(entry)
    reserved = _int_list(entry, "reserved", required=False)
    if entry.failed or deck is None or goal is None:
        return None
    if chapter_id is None or number is None or title is None or setting is None:
        return None  # (a required field's reader reports before it gives None)
    bottom, middle, solo_middle, top = deck
    return ChapterDef(
        id=chapter_id,
        number=number,
        title=title,
        setting=setting,
        bottom=bottom,
        middle=middle,
        solo_middle=solo_middle,
        top=top,
        goal=goal,
        decision=decision,
        variants=variants,
        all_in=all_in,
        reserved=reserved,
        epilogue=epilogue,
    )


def _int_list(
    entry: Entry, name: str, required: bool = True, size: int | None = None
) -> tuple[int, ...]:
    raw = entry.data.get(name)
    if raw is None:
        if required:
            entry.missing(name)
        return ()
    if not isinstance(raw, list) or not all(is_int(x) for x in raw):
        entry.report(name, f"expected a list of card numbers, got {describe(raw)}")
        return ()
    for x in raw:
        problem = number_problem(x, 1, MAX_ID)
        if problem is not None:
            entry.report(name, f"card number {problem}")
            return ()
    if size is not None and len(raw) != size:
        entry.report(name, f"needs exactly {size} event cards, got {len(raw)}")
    return tuple(raw)


def _deck(entry: Entry) -> tuple[int, tuple[int, ...], int, tuple[int, ...]] | None:
    raw = entry.data.get("deck")
    if not isinstance(raw, dict):
        entry.report(
            "deck", f"expected a mapping with {', '.join(DECK_FIELDS)}, got {describe(raw)}"
        )
        return None
    sub = entry.child(raw, "deck ")
    sub.check_fields(DECK_FIELDS)
    bottom = sub.int_("bottom", minimum=1, maximum=MAX_ID)
    solo = sub.int_("solo_middle", minimum=1, maximum=MAX_ID)
    middle = _int_list(sub, "middle", size=MIDDLE_CARDS)
    top = _int_list(sub, "top", size=TOP_CARDS)
    if sub.failed or bottom is None or solo is None:
        entry.failed = True  # (a required field's reader reports before it gives None)
        return None
    return bottom, middle, solo, top


def _goal(entry: Entry) -> Goal | None:
    raw = entry.data.get("goal")
    if not isinstance(raw, dict):
        entry.report(
            "goal", f"expected a mapping with {', '.join(GOAL_FIELDS)}, got {describe(raw)}"
        )
        return None
    sub = entry.child(raw, "goal ")
    sub.check_fields(GOAL_FIELDS)
    metric = sub.choice("metric", GOAL_METRICS)
    bronze, silver, gold = (sub.int_(n, maximum=MAX_GOAL) for n in ("bronze", "silver", "gold"))
    if metric is None or bronze is None or silver is None or gold is None:
        entry.failed = True  # (a required field's reader reports before it gives None)
        return None
    if not sub.failed and not bronze <= silver <= gold:
        sub.report("bronze", "medal thresholds must rise: bronze <= silver <= gold")
    if sub.failed:
        entry.failed = True
        return None
    return Goal(metric, bronze, silver, gold)


def _flags(sub: Entry, name: str) -> tuple[tuple[str, str], ...]:
    raw = sub.data.get(name)
    if raw is None:
        return ()
    if not isinstance(raw, dict) or not all(isinstance(v, str | bool) for v in raw.values()):
        sub.report(
            name, f"expected a mapping of story flags like {{ally: guild}}, got {describe(raw)}"
        )
        return ()
    for k, v in raw.items():
        texts = [x for x in (k, v) if isinstance(x, str)]
        problem = next((p for p in map(text_problem, texts) if p is not None), None)
        if problem is not None:
            line = cast(LineDict, raw).line_of(k)  # a mapping parse_yaml reads is a LineDict
            sub.report(name, f"story flag {describe(k)}: {problem}", line)
            return ()
    return tuple(sorted((str(k), _flag_text(v)) for k, v in raw.items()))


def _flag_text(value: str | bool) -> str:
    return ("yes" if value else "no") if isinstance(value, bool) else value


def _decision(entry: Entry) -> Decision | None:
    raw = entry.data.get("decision")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        entry.report("decision", f"expected a mapping with prompt and options, got {describe(raw)}")
        return None
    sub = entry.child(raw, "decision ")
    sub.check_fields(("prompt", "options"))
    prompt = sub.str_("prompt")
    options = []
    raw_options = raw.get("options")
    if not isinstance(raw_options, list) or len(raw_options) < 2:
        sub.report("options", f"expected a list of at least 2 options, got {describe(raw_options)}")
    else:
        for item in raw_options:
            if not isinstance(item, dict):
                sub.report(
                    "options", f"each option is a mapping (id, text, sets), got {describe(item)}"
                )
                continue
            oid = item.get("id")
            shown = clip(oid, 40) if isinstance(oid, str) else short(oid, 40)
            opt = sub.child(item, f"decision option {shown} ")
            opt.check_fields(("id", "text", "sets"))
            oid, text = opt.str_("id", ident=True), opt.str_("text", long=True)
            sets = _flags(opt, "sets")
            if opt.failed or oid is None or text is None:
                entry.failed = True  # (a required field's reader reports before it gives None)
            else:
                options.append(Option(oid, text, sets))
    if sub.failed or prompt is None:
        entry.failed = True  # (a required field's reader reports before it gives None)
        return None
    return Decision(prompt, tuple(options))


def _variants(entry: Entry) -> tuple[Variant, ...]:
    raw = entry.data.get("variants")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        entry.report(
            "variants", f"expected a list of {{when: ..., replace: ...}}, got {describe(raw)}"
        )
        return ()
    out = []
    for item in raw:
        if not isinstance(item, dict):
            entry.report("variants", f"expected a mapping, got {describe(item)}")
            continue
        sub = entry.child(item, "variant ")
        sub.check_fields(("when", "replace"))
        when = _flags(sub, "when")
        rep = item.get("replace")
        if not isinstance(rep, dict) or not all(is_int(k) and is_int(v) for k, v in rep.items()):
            sub.report(
                "replace",
                f"expected a mapping of event numbers like {{304: 321}}, got {describe(rep)}",
            )
        elif any(number_problem(n, 1, MAX_ID) for pair in rep.items() for n in pair):
            sub.report("replace", f"event numbers run from 1 to {MAX_ID}, got {describe(rep)}")
        if not when:
            sub.report("when", "a variant needs the flags that choose it")
        if sub.failed or not isinstance(rep, dict):
            entry.failed = True  # (a replace that is not a mapping was reported)
            continue
        out.append(Variant(when, tuple(sorted(rep.items()))))
    return tuple(out)


def build_ending(entry: Entry) -> EndingDef | None:
    entry.check_fields(ENDING_FIELDS)
    ending_id = entry.str_("id", ident=True)
    title = entry.str_("title")
    text = entry.str_("text", long=True)
    entry.str_("notes", required=False, long=True)
    when = _flags(entry, "when")
    if entry.failed or ending_id is None or title is None or text is None:
        return None  # (a required field's reader reports before it gives None)
    return EndingDef(ending_id, title, text, when)


# ---- references between them ---------------------------------------------------------
@dataclass
class StoryRefs:
    """What story effects may name."""

    cards: dict[int, CardDef]
    assistants: dict[int, AssistantDef]
    resources: Collection[str]
    colours: Collection[str]
    types: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.types = {c.type for c in self.cards.values() if c.expansion and c.kind != CHARACTER}


def check_effect_refs(entry: Entry, effects: tuple[StoryEffect, ...], refs: StoryRefs) -> None:
    """Every name an effect uses must exist in the data."""
    for e in effects:
        label = f"{e.kind}: "
        bt = e.arg("building_type")
        if bt is not None and bt not in refs.types:
            known = ", ".join(sorted(refs.types)) or "none"
            entry.report(
                "effects",
                f"{label}{describe(bt)} is not an expansion building type"
                f"{suggest(bt, refs.types)}; known: {known}",
            )
        card = e.arg("card")
        if card is not None and (card not in refs.cards or refs.cards[card].kind != CHARACTER):
            entry.report("effects", f"{label}card {card} is not a character card")
        helper = e.arg("assistant")
        if helper is not None and (
            helper not in refs.assistants or not refs.assistants[helper].expansion
        ):
            entry.report("effects", f"{label}{helper} is not an expansion assistant")
        res = e.arg("resource")
        if res is not None and res not in refs.resources:
            entry.report(
                "effects", f"{label}unknown resource {describe(res)}{suggest(res, refs.resources)}"
            )
        colour = e.arg("colour")
        if colour is not None and colour not in refs.colours:
            entry.report(
                "effects",
                f"{label}unknown colour {describe(colour)}{suggest(colour, refs.colours)}",
            )


def check_chapter_refs(
    entry: Entry, chapter: ChapterDef, events: Collection[int], cards: Collection[int]
) -> None:
    """Events a chapter's table and variants name must exist; reserved cards too."""
    named = [chapter.bottom, *chapter.middle, chapter.solo_middle, *chapter.top]
    for v in chapter.variants:
        named += [b for _, b in v.replace]
    for e in named:
        if e not in events:
            entry.report("deck", f"event card {e} does not exist")
    table = [chapter.bottom, *chapter.middle, chapter.solo_middle, *chapter.top]
    dup = sorted({e for e in table if table.count(e) > 1})
    if dup:
        entry.report("deck", f"event card(s) {dup} appear twice in the table")
    for v in chapter.variants:
        for a, _ in v.replace:
            if a not in table:
                entry.report(
                    "variants", f"replaces event {a}, which is not in this chapter's table"
                )
    for c in chapter.reserved:
        if c not in cards:
            entry.report("reserved", f"card {c} does not exist")


def check_flags(
    ending_entries: list[tuple[Entry, EndingDef]],
    chapter_entries: list[tuple[Entry, ChapterDef]],
) -> None:
    """Flags tested by endings and variants must be set by some option (or by a goal)."""
    settable: dict[str, set[str]] = {}
    for _, ch in chapter_entries:
        settable.setdefault(f"{ch.id}_goal", set()).update({"yes", "no"})
        if ch.decision:
            for opt in ch.decision.options:
                for k, v in opt.sets:
                    settable.setdefault(k, set()).add(v)
    tests = [(e, en.when, "when") for e, en in ending_entries]
    tests += [(e, v.when, "variants") for e, ch in chapter_entries for v in ch.variants]
    for entry, when, name in tests:
        for k, v in when:
            if k not in settable:
                hint = suggest(k, settable)
                entry.report(name, f"flag {describe(k)} is never set by a decision{hint}")
            elif v not in settable[k]:
                only = short(sorted(settable[k]))
                entry.report(
                    name, f"flag {describe(k)} is never set to {describe(v)} (only {only})"
                )
    if ending_entries and ending_entries[-1][1].when:
        entry = ending_entries[-1][0]
        entry.report("when", "the last ending must have no 'when', so every story ends somewhere")


__all__ = [
    "CHARACTER_PHASES",
    "StoryRefs",
    "build_chapter",
    "build_effects",
    "build_ending",
    "build_event",
    "check_chapter_refs",
    "check_effect_refs",
    "check_flags",
]
