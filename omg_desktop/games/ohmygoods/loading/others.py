"""Resources, goods, workers and assistants from YAML mappings."""

from __future__ import annotations

from omg_desktop.games.ohmygoods.rules.catalog import (
    AssistantDef,
    AssistantSide,
    Good,
    Resource,
    WorkerDef,
)

from ....data_loading.fields import MAX_ID, Entry, describe, is_int, suggest
from ....data_loading.problems import clip

RESOURCE_FIELDS = ("id", "name", "colour", "provenance", "notes")
GOOD_FIELDS = ("id", "name", "value", "provenance", "notes")
WORKER_FIELDS = ("id", "name", "provenance", "notes")
ASSISTANT_FIELDS = ("id", "name", "sides", "provenance", "notes", "expansion")
SIDE_FIELDS = ("cost", "needs", "vp")
SIDE_NAMES = ("A", "B")


def label(what: str, data: dict, index: int) -> str:
    """``good coal``, ``assistant 3``, or ``goods entry 4`` when the id is unusable."""
    entity_id = data.get("id")
    if isinstance(entity_id, str):
        return f"{what} {clip(entity_id, 40)}"
    if is_int(entity_id):
        return f"{what} {describe(entity_id)}"
    return f"{what}s entry {index}" if entity_id is None else f"{what} {describe(entity_id)}"


def build_resource(entry: Entry) -> Resource | None:
    entry.check_fields(RESOURCE_FIELDS)
    resource_id = entry.str_("id", ident=True)
    name = entry.str_("name")
    colour = entry.str_("colour", ident=True)
    entry.str_("notes", required=False, long=True)
    provenance, _ = entry.provenance(RESOURCE_FIELDS[:3])
    if entry.failed or resource_id is None or name is None or colour is None:
        return None  # (a required field's reader reports before it gives None)
    return Resource(resource_id, name, colour, provenance)


def build_good(entry: Entry) -> Good | None:
    entry.check_fields(GOOD_FIELDS)
    good_id = entry.str_("id", ident=True)
    name = entry.str_("name")
    value = entry.int_("value", minimum=1)
    entry.str_("notes", required=False, long=True)
    provenance, _ = entry.provenance(GOOD_FIELDS[:3])
    if entry.failed or good_id is None or name is None or value is None:
        return None  # (a required field's reader reports before it gives None)
    return Good(good_id, name, value, provenance)


def build_worker(entry: Entry) -> WorkerDef | None:
    entry.check_fields(WORKER_FIELDS)
    worker_id = entry.int_("id", minimum=1, maximum=MAX_ID)
    name = entry.str_("name")
    entry.str_("notes", required=False, long=True)
    provenance, _ = entry.provenance(WORKER_FIELDS[:2])
    if entry.failed or worker_id is None or name is None:
        return None  # (a required field's reader reports before it gives None)
    return WorkerDef(worker_id, name, provenance)


def build_assistant(entry: Entry, colours: set[str]) -> AssistantDef | None:
    entry.check_fields(ASSISTANT_FIELDS)
    assistant_id = entry.int_("id", minimum=1, maximum=MAX_ID)
    name = entry.str_("name")
    entry.str_("notes", required=False, long=True)
    provenance, _ = entry.provenance(ASSISTANT_FIELDS[:3])
    sides = entry.data.get("sides")
    built: list[AssistantSide | None] = []
    if sides is None:
        entry.missing("sides")
    elif not isinstance(sides, list) or len(sides) != 2:
        shown = f"{len(sides)} sides" if isinstance(sides, list) else describe(sides)
        entry.report("sides", f"expected exactly 2 sides (A and B), got {shown}")
    else:
        built = [_side(entry, raw, n, colours) for raw, n in zip(sides, SIDE_NAMES, strict=True)]
    expansion = entry.str_("expansion", required=False, ident=True)
    if entry.failed or assistant_id is None or name is None or len(built) != 2:
        return None  # (a required field's reader reports before it gives None)
    side_a, side_b = built
    if side_a is None or side_b is None:
        return None  # (_side reports before it gives None)
    return AssistantDef(assistant_id, name, (side_a, side_b), provenance, expansion)


def _side(entry: Entry, raw: object, side: str, colours: set[str]) -> AssistantSide | None:
    if not isinstance(raw, dict):
        wanted = "a mapping like {cost: 4, needs: [red], vp: 1}"
        entry.report(f"side {side}", f"expected {wanted}, got {describe(raw)}")
        return None
    sub = entry.child(raw, f"side {side} ")
    sub.check_fields(SIDE_FIELDS)
    cost = sub.int_("cost")
    vp = sub.int_("vp")
    needs = raw.get("needs")
    if needs is None:
        sub.missing("needs")
    elif not isinstance(needs, list):
        sub.report("needs", f"expected a list of colours like [red, green], got {describe(needs)}")
    else:
        for colour in needs:
            if not isinstance(colour, str) or colour not in colours:  # (a set: text only)
                hint = suggest(colour, colours) or f"; known: {', '.join(sorted(colours))}"
                sub.report("needs", f"unknown colour {describe(colour)}{hint}")
    if sub.failed or cost is None or vp is None or not isinstance(needs, list):
        entry.failed = True  # (each of these was reported: sub.failed is set)
        return None
    return AssistantSide(cost, tuple(needs), vp)
