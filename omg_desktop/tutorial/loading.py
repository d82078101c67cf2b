"""Lessons from YAML, checked field by field like a game's cards (any game).

One file holds one lesson under ``lesson:``; ``docs/tutorial.md`` explains every field.
This module checks what can be checked without playing: the fields, the ids, the
action texts (the game's ``decode``), what a step points at, its claims and the
placeholders of its texts (the game's :class:`~.rules.LessonRules` says which names
and values are its own, and what its catalog knows). Whether the steps play as written
is the walk's to say (:mod:`.walk`). Every problem names the file, the line, the lesson
and step, and the field.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..data_loading.fields import Entry, describe, suggest
from ..data_loading.problems import DataError, Problem, clip
from ..data_loading.yaml_lines import LineDict, read_yaml
from .lesson import DO, OFFERS, OPPONENT, READ, Lesson, Part, Step, Target
from .rules import LessonRules

LESSON_FIELDS = (
    "id", "title", "summary", "minutes", "learner", "opponent", "order", "offer", "parts",
    "notes",
)  # fmt: skip
PART_FIELDS = ("id", "title", "position", "steps", "notes")
STEP_FIELDS = ("id", "read", "do", "opponent", "say", "wrong", "highlight", "check", "notes")
#: ``text -> action``: a game's decoding of an action (ValueError when it is none).
Decode = Callable[[str], Any]


class Reader:
    """Reads one game's lessons: its hooks, its action decoding, its catalog (None: the
    references to the catalog are not checked)."""

    def __init__(self, rules: LessonRules, decode: Decode, cat: Any = None) -> None:
        self.rules = rules
        self.decode = decode
        self.cat = cat

    def load(self, folder: Path) -> list[Lesson]:
        """Every lesson in ``folder`` (sorted by ``order``); raise :class:`DataError`
        listing every problem."""
        lessons, problems = self.read(folder)
        if problems:
            raise DataError(sorted(problems, key=Problem.sort_key))
        return lessons

    def read(self, folder: Path) -> tuple[list[Lesson], list[Problem]]:
        """The lessons of ``folder``'s ``*.yaml`` that could be built, and the problems of
        all of them (no folder: none)."""
        problems: list[Problem] = []
        lessons: list[Lesson] = []
        if not folder.is_dir():
            return [], problems
        shown_root = folder.parent.name or str(folder.parent)
        seen: dict[str, str] = {}
        for path in sorted(folder.glob("*.yaml")):
            shown = f"{shown_root}/{folder.name}/{path.name}"
            data, found = read_yaml(path, shown)
            problems.extend(found)
            if data is None:
                continue
            lesson = self.build(data, shown, problems)
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

    def build(self, data: Any, shown: str, problems: list[Problem]) -> Lesson | None:
        """One file's lesson (None, with the problems reported, when it cannot be built)."""
        if not isinstance(data, LineDict) or set(data) != {"lesson"}:
            what = describe(data)
            if isinstance(data, dict):
                what = f"keys {sorted(map(str, data))}"
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
                self._check_text(entry, name, text)
        parts_raw = raw.get("parts")
        parts: list[Part] = []
        if not isinstance(parts_raw, list) or not parts_raw:
            entry.report("parts", f"expected a list of parts, got {describe(parts_raw)}")
        else:
            part_ids: set[str] = set()
            step_ids: set[str] = set()
            for index, item in enumerate(parts_raw, 1):
                part = self._part(entry, item, index, part_ids, step_ids)
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
        self, lesson: Entry, item: Any, index: int, part_ids: set[str], step_ids: set[str]
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
            self._check_text(entry, "title", title)
        if part_id is not None:
            if part_id in part_ids:
                entry.report("id", f"part id {part_id!r} is used twice in this lesson")
            part_ids.add(part_id)
        position = item.get("position")
        if not isinstance(position, dict):
            message = f"expected a position (a mapping), got {describe(position)}"
            entry.report("position", message)
        steps_raw = item.get("steps")
        steps: list[Step] = []
        if not isinstance(steps_raw, list) or not steps_raw:
            entry.report("steps", f"expected a list of steps, got {describe(steps_raw)}")
        else:
            for number, raw in enumerate(steps_raw, 1):
                step = self._step(entry, lesson.label, raw, number, step_ids)
                if step is not None:
                    steps.append(step)
        if entry.failed:
            lesson.failed = True
            return None
        return Part(part_id or "", title or "", dict(position or {}), tuple(steps), item.line)

    def _step(
        self, part: Entry, lesson_label: str, raw: Any, number: int, step_ids: set[str]
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
            message = f"a step has exactly one of 'read', 'do' and 'opponent' ({found} here)"
            entry.report("", message)
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
                    self.decode(action)
                except ValueError as exc:
                    entry.report(kind, str(exc))
            say = entry.str_("say", long=True, required=kind == DO) or ""
        wrong = entry.str_("wrong", required=False, long=True) or ""
        if wrong and kind != DO:
            entry.report("wrong", "only a 'do' step answers another action")
        for field_name, text in ((READ if kind == READ else "say", say), ("wrong", wrong)):
            if text:
                self._check_text(entry, field_name, text)
        highlight = self._highlight(entry)
        check = self._check(entry)
        entry.str_("notes", required=False, long=True)
        if entry.failed:
            return None
        lines = {k: raw.line_of(k) for k in raw}
        final_id = step_id or f"{kind}_{number}"
        return Step(final_id, kind, say, action, wrong, highlight, check, raw.line, lines)

    def _highlight(self, entry: Entry) -> tuple[Target, ...]:
        raw = entry.data.get("highlight")
        if raw is None:
            return ()
        if not isinstance(raw, list):
            shown = ", ".join(target_examples(self.rules))
            entry.report("highlight", f"expected a list like [{shown}], got {describe(raw)}")
            return ()
        out = []
        for item in raw:
            target = self.parse_target(item)
            if isinstance(target, str):
                entry.report("highlight", target)
                continue
            why = self.rules.known_target(self.cat, target) if self.cat is not None else None
            if why is not None:
                entry.report("highlight", why)
                continue
            out.append(target)
        return tuple(out)

    def parse_target(self, item: Any) -> Target | str:
        """The :class:`Target` ``item`` names, or why it names none."""
        rules = self.rules
        if not isinstance(item, str):
            shown = " or ".join(f"'{x}'" for x in target_examples(rules))
            return f"expected a name like {shown}, got {describe(item)}"
        words = item.split()
        if len(words) == 1 and words[0] in rules.areas:
            return Target(words[0])
        if len(words) == 2 and words[0] in rules.item_kinds:
            kind, ref = words
            try:
                return Target(kind, rules.item_ref(kind, ref))
            except ValueError as exc:
                return f"'{clip(item, 40)}': {exc}"
        known = ", ".join([*rules.areas, *(f"{k} N" for k in rules.item_kinds)])
        return f"unknown item {describe(item)}{suggest(item, rules.areas)}; one of: {known}"

    def _check(self, entry: Entry) -> tuple[tuple[str, Any], ...]:
        raw = entry.data.get("check")
        if raw is None:
            return ()
        if not isinstance(raw, LineDict):
            example = self.rules.check_example
            entry.report("check", f"expected a mapping like {{{example}}}, got {describe(raw)}")
            return ()
        checks = self.rules.checks
        out = []
        for name, value in raw.items():
            line = raw.line_of(name)
            if name not in checks:
                hint = suggest(name, checks) or f"; one of: {', '.join(checks)}"
                entry.report("check", f"unknown claim {describe(name)}{hint}", line)
                continue
            why = self.rules.check_value(name, value)
            if why is not None:
                entry.report("check", f"{name}: {why}", line)
                continue
            out.append((name, plain(value)))
        return tuple(out)

    def _check_text(self, entry: Entry, field_name: str, text: str) -> None:
        """The placeholders of ``text`` name things the catalog has; no stray braces."""
        pattern = self.rules.placeholder
        bare = pattern.sub("", text)
        if "{" in bare or "}" in bare:
            examples = self.rules.placeholder_examples
            entry.report(field_name, f"a brace that is not a placeholder such as {examples}")
        if self.cat is None:
            return
        for m in pattern.finditer(text):
            if m.lastindex is None or m.group(1) is None:
                continue  # {opponent}
            kind, ref = m.group(1), m.group(2)
            if not self.rules.knows(self.cat, kind, ref):
                entry.report(field_name, f"{m.group(0)}: there is no {kind} {ref!r}")


def target_examples(rules: LessonRules) -> list[str]:
    """What a step may point at, as a message shows it: the game's first area and its
    first kind of item with a reference (``hand``, ``card N``)."""
    out = [*rules.areas[:1], *(f"{kind} N" for kind in rules.item_kinds[:1])]
    return out or ["an area", "an item N"]


def plain(value: Any) -> Any:
    """``value`` without the YAML reader's line bookkeeping (plain dicts and lists)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value
