"""Lessons from YAML (``data/lessons/*.yaml``), checked field by field like the cards.

One file holds one lesson under ``lesson:``; ``docs/tutorial.md`` explains every field.
This module checks what can be checked without playing: the fields, the ids, the
action texts, what a step points at, its claims and the placeholders of its texts
(against the catalog, when one is given). Whether the steps play as written is the
engine's to say: :mod:`omg_desktop.games.ohmygoods.lessons.walk`. Every problem names the file, the
line, the lesson and step, and the field.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import Any

from omg_desktop.games.ohmygoods.lessons.lesson import (
    AREAS,
    CHECKS,
    CONTROL_ID,
    DO,
    ITEM_KINDS,
    OFFERS,
    OPPONENT,
    PLACEHOLDER,
    READ,
    Lesson,
    Part,
    Step,
    Target,
    lesson_texts,
)
from omg_desktop.games.ohmygoods.rules.actions import ActionFormatError, decode
from omg_desktop.games.ohmygoods.rules.catalog import Catalog

from ....data_loading.fields import Entry, describe, is_int, suggest
from ....data_loading.paths import LESSONS_FOLDER, default_data_root
from ....data_loading.problems import DataError, Problem, clip
from ....data_loading.yaml_lines import LineDict, read_yaml

#: The folder of the data that holds the lessons (the catalog's loader leaves it out).
FOLDER = LESSONS_FOLDER
LESSON_FIELDS = (
    "id", "title", "summary", "minutes", "learner", "opponent", "order", "offer", "parts",
    "notes",
)  # fmt: skip
PART_FIELDS = ("id", "title", "position", "steps", "notes")
STEP_FIELDS = ("id", "read", "do", "opponent", "say", "wrong", "highlight", "check", "notes")
#: Claims whose value is a mapping (of building, seat, resource or stack to a number).
MAPPING_CHECKS = ("goods", "market", "score", "coins", "leftover", "display")
#: Claims whose value is true or false, a list, or a phase/step name.
BOOL_CHECKS = ("final_round", "over")
LIST_CHECKS = ("hand_has", "winners")
TEXT_CHECKS = ("phase", "step")


def lessons_folder(root: Path | None = None) -> Path:
    """Where the lessons are: ``lessons/`` in the data folder (default: the packaged one)."""
    return (default_data_root() if root is None else Path(root)) / FOLDER


def load_lessons(root: Path | None = None, cat: Catalog | None = None) -> list[Lesson]:
    """Every lesson under ``root``'s ``lessons/`` (sorted by ``order``); raise
    :class:`DataError` listing every problem."""
    lessons, problems = read_lessons(root, cat)
    if problems:
        raise DataError(sorted(problems, key=Problem.sort_key))
    return lessons


def read_lessons(
    root: Path | None = None, cat: Catalog | None = None
) -> tuple[list[Lesson], list[Problem]]:
    """The lessons that could be built, and the problems of all of them."""
    folder = lessons_folder(root)
    problems: list[Problem] = []
    lessons: list[Lesson] = []
    if not folder.is_dir():
        return [], problems
    shown_root = folder.parent.name or str(folder.parent)
    seen: dict[str, str] = {}
    for path in sorted(folder.glob("*.yaml")):
        shown = f"{shown_root}/{FOLDER}/{path.name}"
        data, found = read_yaml(path, shown)
        problems.extend(found)
        if data is None:
            continue
        lesson = build_lesson(data, shown, problems, cat)
        if lesson is None:
            continue
        if lesson.id in seen:
            message = f"lesson id {lesson.id!r} is already used by {seen[lesson.id]}"
            problems.append(Problem(shown, lesson.line, f"lesson {lesson.id}", "id", message))
            continue
        seen[lesson.id] = shown
        lessons.append(lesson)
    lessons.sort(key=lambda x: (x.order, x.id))
    return lessons, problems


def build_lesson(
    data: Any, shown: str, problems: list[Problem], cat: Catalog | None = None
) -> Lesson | None:
    """One file's lesson (None, with the problems reported, when it cannot be built)."""
    if not isinstance(data, LineDict) or set(data) != {"lesson"}:
        what = describe(data) if not isinstance(data, dict) else f"keys {sorted(map(str, data))}"
        message = f"a lesson file holds one mapping under 'lesson:', got {what}"
        problems.append(Problem(shown, 1, "", "", message))
        return None
    raw = data["lesson"]
    if not isinstance(raw, LineDict):
        message = f"'lesson' must be a mapping of fields, got {describe(raw)}"
        problems.append(Problem(shown, data.line_of("lesson"), "", "", message))
        return None
    lesson_id = raw.get("id")
    label = f"lesson {clip(lesson_id, 40)}" if isinstance(lesson_id, str) else "lesson"
    entry = Entry(shown, raw, label, problems)
    entry.check_fields(LESSON_FIELDS)
    lid = entry.str_("id", ident=True)
    title = entry.str_("title")
    summary = entry.str_("summary", long=True)
    minutes = entry.int_("minutes", minimum=1)
    opponent = entry.str_("opponent")
    learner = entry.str_("learner")
    order = entry.int_("order", required=False) or 0
    offer = entry.choice("offer", OFFERS) if entry.present("offer") else None
    entry.str_("notes", required=False, long=True)
    for name, text in (("title", title), ("summary", summary)):
        if text is not None:
            _check_text(entry, name, text, cat)
    parts_raw = raw.get("parts")
    parts: list[Part] = []
    if not isinstance(parts_raw, list) or not parts_raw:
        entry.report("parts", f"expected a list of parts, got {describe(parts_raw)}")
    else:
        part_ids: set[str] = set()
        step_ids: set[str] = set()
        for index, item in enumerate(parts_raw, 1):
            part = _part(entry, item, index, part_ids, step_ids, cat)
            if part is not None:
                parts.append(part)
    if entry.failed or lid is None:
        return None
    lesson = Lesson(
        lid, title or "", summary or "", minutes or 1, opponent or "", tuple(parts),
        learner or "", order, offer, shown, raw.line,
    )  # fmt: skip
    return lesson


def _part(
    lesson: Entry,
    item: Any,
    index: int,
    part_ids: set[str],
    step_ids: set[str],
    cat: Catalog | None,
) -> Part | None:
    if not isinstance(item, LineDict):
        lesson.report("parts", f"part {index}: expected a mapping, got {describe(item)}")
        return None
    pid = item.get("id")
    label = f"{lesson.label}, part {clip(pid, 40) if isinstance(pid, str) else index}"
    entry = Entry(lesson.file, item, label, lesson.sink)
    entry.check_fields(PART_FIELDS)
    part_id = entry.str_("id", ident=True)
    title = entry.str_("title")
    if title is not None:
        _check_text(entry, "title", title, cat)
    if part_id is not None:
        if part_id in part_ids:
            entry.report("id", f"part id {part_id!r} is used twice in this lesson")
        part_ids.add(part_id)
    position = item.get("position")
    if not isinstance(position, dict):
        message = f"expected a position (a scenario mapping), got {describe(position)}"
        entry.report("position", message)
    steps_raw = item.get("steps")
    steps: list[Step] = []
    if not isinstance(steps_raw, list) or not steps_raw:
        entry.report("steps", f"expected a list of steps, got {describe(steps_raw)}")
    else:
        for number, raw in enumerate(steps_raw, 1):
            step = _step(entry, lesson.label, raw, number, step_ids, cat)
            if step is not None:
                steps.append(step)
    if entry.failed:
        lesson.failed = True
        return None
    return Part(part_id or "", title or "", dict(position or {}), tuple(steps), item.line)


def _step(
    part: Entry,
    lesson_label: str,
    raw: Any,
    number: int,
    step_ids: set[str],
    cat: Catalog | None,
) -> Step | None:
    if not isinstance(raw, LineDict):
        part.report("steps", f"step {number}: expected a mapping, got {describe(raw)}")
        return None
    sid = raw.get("id")
    where = part.label.rsplit(", ", 1)[-1]  # "part first_rounds"
    name = clip(sid, 40) if isinstance(sid, str) else f"{number} of {where}"
    entry = Entry(part.file, raw, f"{lesson_label}, step {name}", part.sink)
    entry.check_fields(STEP_FIELDS)
    kinds = [k for k in (READ, DO, OPPONENT) if k in raw]
    if len(kinds) != 1:
        found = ", ".join(kinds) or "none of them"
        entry.report("", f"a step has exactly one of 'read', 'do' and 'opponent' ({found} here)")
        return None
    kind = kinds[0]
    has_words = kind == READ or entry.present("say")
    step_id = entry.str_("id", ident=True, required=has_words)
    if step_id is not None:
        if step_id in step_ids:
            entry.report("id", f"step id {step_id!r} is used twice in this lesson")
        step_ids.add(step_id)
    action = None
    if kind == READ:
        say = entry.str_(READ, long=True) or ""
        if entry.present("say"):
            entry.report("say", "a 'read' step says its words in 'read'")
    else:
        action = entry.str_(kind)
        if action is not None:
            try:
                decode(action)
            except ActionFormatError as exc:
                entry.report(kind, str(exc))
        say = entry.str_("say", long=True, required=kind == DO) or ""
    wrong = entry.str_("wrong", required=False, long=True) or ""
    if wrong and kind != DO:
        entry.report("wrong", "only a 'do' step answers another action")
    for field_name, text in ((READ if kind == READ else "say", say), ("wrong", wrong)):
        if text:
            _check_text(entry, field_name, text, cat)
    highlight = _highlight(entry, cat)
    check = _check(entry)
    entry.str_("notes", required=False, long=True)
    if entry.failed:
        return None
    lines = {k: raw.line_of(k) for k in raw}
    return Step(
        step_id or f"{kind}_{number}", kind, say, action, wrong, highlight, check, raw.line, lines
    )


def _highlight(entry: Entry, cat: Catalog | None) -> tuple[Target, ...]:
    raw = entry.data.get("highlight")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        entry.report("highlight", f"expected a list like [hand, card 28], got {describe(raw)}")
        return ()
    out = []
    for item in raw:
        target = parse_target(item)
        if isinstance(target, str):
            entry.report("highlight", target)
            continue
        why = _target_ref_problem(target, cat)
        if why is not None:
            entry.report("highlight", why)
            continue
        out.append(target)
    return tuple(out)


def parse_target(item: Any) -> Target | str:
    """The :class:`Target` ``item`` names, or why it names none."""
    if not isinstance(item, str):
        return f"expected a name like 'hand' or 'card 28', got {describe(item)}"
    words = item.split()
    if len(words) == 1 and words[0] in AREAS:
        return Target(words[0])
    if len(words) == 2 and words[0] in ITEM_KINDS:
        kind, ref = words
        if kind == "control":
            if not CONTROL_ID.match(ref):
                return f"'{clip(item, 40)}': a control is named like 'control produce'"
            return Target(kind, ref)
        if not ref.isdigit():
            return f"'{clip(item, 40)}': {kind} is followed by a number"
        return Target(kind, int(ref))
    known = ", ".join([*AREAS, *(f"{k} N" for k in ITEM_KINDS)])
    return f"unknown item {describe(item)}{suggest(item, AREAS)}; one of: {known}"


def _target_ref_problem(target: Target, cat: Catalog | None) -> str | None:
    if cat is None:
        return None
    cards = {**cat.cards, **cat.extra_cards}
    if target.kind in ("card", "goods") and target.ref not in cards:
        return f"there is no card {target.ref}"
    assistants = {**cat.assistants, **cat.extra_assistants}
    if target.kind == "assistant" and target.ref not in assistants:
        return f"there is no assistant {target.ref}"
    return None


def _check(entry: Entry) -> tuple[tuple[str, Any], ...]:
    raw = entry.data.get("check")
    if raw is None:
        return ()
    if not isinstance(raw, LineDict):
        entry.report("check", f"expected a mapping like {{phase: sunrise}}, got {describe(raw)}")
        return ()
    out = []
    for name, value in raw.items():
        line = raw.line_of(name)
        if name not in CHECKS:
            hint = suggest(name, CHECKS) or f"; one of: {', '.join(CHECKS)}"
            entry.report("check", f"unknown claim {describe(name)}{hint}", line)
            continue
        why = _claim_value_problem(name, value)
        if why is not None:
            entry.report("check", f"{name}: {why}", line)
            continue
        out.append((name, _plain(value)))
    return tuple(out)


def _claim_value_problem(name: str, value: Any) -> str | None:
    if name in MAPPING_CHECKS:
        if not isinstance(value, dict) or not all(is_int(v) for v in value.values()):
            return f"expected a mapping of names or numbers to numbers, got {describe(value)}"
    elif name in BOOL_CHECKS:
        if not isinstance(value, bool):
            return f"expected true or false, got {describe(value)}"
    elif name in LIST_CHECKS:
        if not isinstance(value, list) or not all(is_int(v) for v in value):
            return f"expected a list of numbers, got {describe(value)}"
    elif name in TEXT_CHECKS:
        if not isinstance(value, str):
            return f"expected a name, got {describe(value)}"
    elif name == "planned" or name == "event":
        if value is not None and not is_int(value):
            return f"expected a card number or null, got {describe(value)}"
    elif not is_int(value):
        return f"expected a whole number, got {describe(value)}"
    return None


def _plain(value: Any) -> Any:
    """``value`` without the YAML reader's line bookkeeping (plain dicts and lists)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _check_text(entry: Entry, field_name: str, text: str, cat: Catalog | None) -> None:
    """The placeholders of ``text`` name things the catalog has; no stray braces."""
    bare = PLACEHOLDER.sub("", text)
    if "{" in bare or "}" in bare:
        entry.report(
            field_name,
            "a brace that is not a placeholder such as {card:28}, {good:coal}, "
            "{resource:wood}, {colour:red}, {assistant:3}, {event:301} or {opponent}",
        )
    if cat is None:
        return
    for m in PLACEHOLDER.finditer(text):
        kind, ref = m.group(1), m.group(2)
        if kind is None:
            continue
        if not _known(cat, kind, ref):
            entry.report(field_name, f"{m.group(0)}: there is no {kind} {ref!r}")


def _known(cat: Catalog, kind: str, ref: str) -> bool:
    known: dict[str, Collection] = {
        "card": {str(c) for c in (*cat.cards, *cat.extra_cards)},
        "good": cat.goods,
        "resource": cat.resources,
        "colour": cat.colours,
        "assistant": {str(a) for a in (*cat.assistants, *cat.extra_assistants)},
        "event": {str(e) for e in cat.events},
    }
    return ref in known[kind]


def source_texts(root: Path | None = None) -> dict[str, str]:
    """Every lesson text, by translation key, in English (no lessons: empty)."""
    out: dict[str, str] = {}
    for lesson in load_lessons(root):
        out.update(lesson_texts(lesson))
    return out


__all__ = ["FOLDER", "build_lesson", "lessons_folder", "load_lessons", "parse_target",
           "read_lessons", "source_texts"]  # fmt: skip
