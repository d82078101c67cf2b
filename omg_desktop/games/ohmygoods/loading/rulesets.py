"""Rule sets: every field of :class:`RuleSet` may be given in YAML."""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from omg_desktop.games.ohmygoods.rules.catalog import RuleSet

from ....data_loading.fields import (
    ID_PATTERN,
    MAX_NUMBER,
    MAX_PLAYERS,
    Entry,
    describe,
    is_int,
    text_problem,
)
from ....data_loading.problems import clip

#: Where a phase IV plan that was not built goes.
PLAN_DESTINATIONS = ("hand", "discard")


def _field_types() -> dict[str, tuple[type, bool]]:
    """RuleSet field -> (base type, may be null), from the dataclass annotations."""
    hints = typing.get_type_hints(RuleSet)
    out: dict[str, tuple[type, bool]] = {}
    for f in dataclasses.fields(RuleSet):
        hint = hints[f.name]
        args = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
        base = next(a for a in args if a is not type(None))
        out[f.name] = (base, type(None) in args)
    return out


FIELD_TYPES = _field_types()
RULESET_FIELDS = (*FIELD_TYPES, "notes", "earlier")
#: What an ``earlier`` entry may give: its revision and the rules that differed then.
EARLIER_FIELDS = tuple(f for f in FIELD_TYPES if f not in ("id", "name", "description", "default"))
REQUIRED = ("id", "name")
DEFAULTS = {
    f.name: f.default for f in dataclasses.fields(RuleSet) if f.default is not dataclasses.MISSING
}


def build_ruleset(entry: Entry) -> RuleSet | None:
    """Check one rule set mapping; return the RuleSet, or None if anything was wrong."""
    entry.check_fields(RULESET_FIELDS)
    entry.str_("notes", required=False, long=True)
    values = _values(entry, FIELD_TYPES)
    _cross_check(entry, {**DEFAULTS, **values})
    if entry.failed:
        return None
    return RuleSet(**values)


def build_earlier(entry: Entry, current: RuleSet) -> list[RuleSet]:
    """The earlier revisions an entry keeps (``earlier``: a list of the revision and the
    fields that differed then), each the current rule set with those fields."""
    raw = entry.data.get("earlier")
    if raw is None:
        return []
    if not isinstance(raw, list):
        entry.report("earlier", f"expected a list of earlier revisions, got {describe(raw)}")
        return []
    out: list[RuleSet] = []
    for k, item in enumerate(raw):
        if not isinstance(item, dict):
            entry.report("earlier", f"entry {k}: expected a mapping, got {describe(item)}")
            continue
        child = entry.child(item, f"earlier[{k}].")
        child.check_fields(EARLIER_FIELDS)
        values = _values(child, {f: FIELD_TYPES[f] for f in EARLIER_FIELDS})
        revision = values.get("revision")
        if "revision" not in item:
            child.missing("revision")
        elif isinstance(revision, int) and revision >= current.revision:
            child.report("revision", f"is {revision}; the rule set is at {current.revision}")
        elif any(r.revision == revision for r in out):
            child.report("revision", f"revision {revision} is given twice")
        earlier = dataclasses.replace(current, **values)
        _cross_check(child, dataclasses.asdict(earlier))
        if not child.failed:
            out.append(earlier)
    return out


def _values(entry: Entry, types: dict[str, tuple[type, bool]]) -> dict[str, Any]:
    """The fields of ``entry`` that fit their types (the others reported)."""
    values: dict[str, Any] = {}
    for name, (base, nullable) in types.items():
        value = entry.data.get(name)
        if name not in entry.data:
            if name in REQUIRED:
                entry.missing(name)
        elif value is None and not nullable:
            entry.report(name, f"expected {_wanted(base, name, nullable)}, got nothing")
        elif value is None or _fits(value, base, name):
            values[name] = value
        else:
            entry.report(name, _refusal(value, base, name, nullable))
    return values


def _wanted(base: type, name: str, nullable: bool) -> str:
    if base is int:
        text = f"a whole number, {_minimum(name)} or more"
    elif base is bool:
        text = "true or false"
    else:
        text = "a lower-case id like 'bigbox'" if name == "id" else "text"
    return f"{text}, or null" if nullable else text


def _minimum(name: str) -> int:
    return 1 if name.endswith("_players") or name == "revision" else 0


def _maximum(name: str) -> int:
    return MAX_PLAYERS if name.endswith("_players") else MAX_NUMBER


def _fits(value: Any, base: type, name: str) -> bool:
    if base is int:
        return is_int(value) and _minimum(name) <= value <= _maximum(name)
    if base is str:
        if text_problem(value, long=name == "description") is not None:
            return name == "description" and value == ""
        return name != "id" or bool(ID_PATTERN.match(value))
    return isinstance(value, base)


def _refusal(value: Any, base: type, name: str, nullable: bool) -> str:
    """Why ``value`` does not fit the field ``name`` (of type ``base``)."""
    if base is int and is_int(value) and value > _maximum(name):
        return f"must be at most {_maximum(name)}, got {describe(value)}"
    if base is str and isinstance(value, str) and value.strip():
        problem = text_problem(value, long=name == "description")
        if problem is not None:
            return problem
    return f"expected {_wanted(base, name, nullable)}, got {describe(value)}"


def _cross_check(entry: Entry, values: dict[str, Any]) -> None:
    plan_to = values["unbuilt_plan_to"]
    if isinstance(plan_to, str) and plan_to not in PLAN_DESTINATIONS:
        choices = " or ".join(PLAN_DESTINATIONS)
        entry.report("unbuilt_plan_to", f"must be {choices}, got {describe(plan_to)}")
    low, high = values["min_players"], values["max_players"]
    if is_int(low) and is_int(high) and low > high:
        entry.report("min_players", f"is {low}, more than max_players ({high})")
    if values["goods_are_cards"] is True and values["expansion"] is not None:
        entry.report(
            "goods_are_cards",
            "goods are cards only in the 2015 rules; the expansion's events and "
            "characters give and take goods as cubes",
        )


def ruleset_label(data: dict, index: int) -> str:
    ruleset_id = data.get("id")
    if isinstance(ruleset_id, str):
        return f"ruleset {clip(ruleset_id, 40)}"
    return f"rulesets entry {index}"
