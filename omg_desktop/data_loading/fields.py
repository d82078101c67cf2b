"""Checking one YAML mapping field by field, reporting every problem found."""

from __future__ import annotations

import datetime
import difflib
import re
from collections.abc import Collection, Iterable
from typing import Any, cast

from .problems import SHOWN, Problem, short
from .yaml_lines import LineDict

#: Provenance levels of any game's data, strongest first (``original``: our own
#: content, such as a story, its events and new cards).
PROVENANCE_LEVELS = ("original", "verified", "single-source", "provisional")

ID_PATTERN = re.compile(r"[a-z][a-z0-9_]*\Z")

#: Sane bounds of the numbers in the data (the shipped data stays far below them).
MAX_NUMBER = 99  # costs, points, coin values, counts, rule set numbers
MAX_ID = 9999  # card, assistant, worker and event numbers
MAX_PLAYERS = 8  # the most players a rule set may seat (a save file's limit too)
#: The longest texts: names and ids; story texts, descriptions and notes.
SHORT_TEXT = 200
LONG_TEXT = 5000
#: Control characters refused in any text; a long text may hold tabs and line breaks.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_CONTROL_IN_LONG = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def describe(value: Any) -> str:
    """How a YAML value is shown in a message (never more than about 60 characters)."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, set | frozenset):
        return "a set"
    if isinstance(value, datetime.date):
        return f"the date {short(value.isoformat())}"
    return short(value)


def is_int(value: Any) -> bool:
    """A whole number, and not a bool (YAML ``yes`` is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_scalar(value: Any) -> bool:
    """Text, a number, a yes/no value or nothing: not a list, mapping, set or date."""
    return value is None or isinstance(value, str | int | float)


def number_problem(value: Any, minimum: int = 0, maximum: int = MAX_NUMBER) -> str | None:
    """Why ``value`` is not a whole number from ``minimum`` to ``maximum`` (None: it is)."""
    if not is_int(value):
        return f"expected a whole number, got {describe(value)}"
    if value < minimum:
        return f"must be {minimum} or more, got {describe(value)}"
    if value > maximum:
        return f"must be at most {maximum}, got {describe(value)}"
    return None


def text_problem(value: Any, long: bool = False) -> str | None:
    """Why ``value`` is not usable text (None: it is): not text, empty, too long,
    or holding a control character."""
    if not isinstance(value, str) or not value.strip():
        return f"expected text, got {describe(value)}"
    limit = LONG_TEXT if long else SHORT_TEXT
    if len(value) > limit:
        return f"is {len(value)} characters long, at most {limit} allowed: {describe(value)}"
    bad = (_CONTROL_IN_LONG if long else _CONTROL).search(value)
    if bad is not None:
        code = ord(bad.group())
        return (
            f"holds the control character U+{code:04X} at character {bad.start() + 1}: "
            f"{describe(value)}"
        )
    return None


def suggest(word: Any, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` or ``""``."""
    if not isinstance(word, str) or len(word) > SHORT_TEXT:
        return ""
    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""


def weakest(levels: Iterable[str]) -> str:
    """The weakest provenance level among ``levels``."""
    return max(levels, key=PROVENANCE_LEVELS.index)


class Entry:
    """One mapping from the data (a card, a good, an assistant side...).

    Every check reports into ``sink`` with this entry's file, line and label;
    ``failed`` says whether any check failed.
    """

    def __init__(
        self, file: str, data: LineDict, label: str, sink: list[Problem], prefix: str = ""
    ) -> None:
        self.file = file
        self.data = data
        self.label = label
        self.sink = sink
        self.prefix = prefix
        self.failed = False

    def child(self, data: dict[Any, Any], prefix: str) -> Entry:
        """An entry for a nested mapping, reported under this entry's label."""
        # Every mapping parse_yaml reads is a LineDict; callers narrow with isinstance(dict).
        return Entry(self.file, cast(LineDict, data), self.label, self.sink, prefix)

    def report(self, field: str, message: str, line: int | None = None) -> None:
        if line is None:
            line = self.data.line_of(field) if field else self.data.line
        name = f"{self.prefix}{field}" if field else self.prefix.strip()
        self.sink.append(Problem(self.file, line, self.label, name, message))
        self.failed = True

    def present(self, field: str) -> bool:
        return self.data.get(field) is not None

    def check_fields(self, allowed: Collection[str]) -> None:
        """Report every key that is not an allowed field (typos, mostly)."""
        for key in self.data:
            if key in allowed:
                continue
            hint = suggest(key, allowed) or f"; allowed: {', '.join(allowed)}"
            plain = isinstance(key, str) and len(key) <= SHOWN and key.isprintable()
            name = key if plain else short(key)  # a control character is shown escaped
            self.report(name, f"unknown field{hint}", self.data.line_of(key))

    def missing(self, field: str, why: str = "") -> None:
        self.report(field, f"is required{why} but missing", self.data.line)

    def int_(
        self, field: str, *, required: bool = True, minimum: int = 0, maximum: int = MAX_NUMBER
    ) -> int | None:
        """A whole number from ``minimum`` to ``maximum``; None (reported) if not."""
        value = self.data.get(field)
        if value is None:
            if required:
                self.missing(field)
            return None
        problem = number_problem(value, minimum, maximum)
        if problem is not None:
            self.report(field, problem)
            return None
        return value

    def str_(
        self, field: str, *, required: bool = True, ident: bool = False, long: bool = False
    ) -> str | None:
        """Text (``ident``: a lower-case id; ``long``: a story text); None (reported) if not."""
        value = self.data.get(field)
        if value is None:
            if required:
                self.missing(field)
            return None
        problem = text_problem(value, long)
        if problem is None and ident and not ID_PATTERN.match(value):
            problem = f"expected a lower-case id like 'weaving_mill', got {describe(value)}"
        if problem is not None:
            self.report(field, problem)
            return None
        return value

    def bool_(self, field: str, default: bool = False) -> bool:
        value = self.data.get(field)
        if value is None:
            return default
        if not isinstance(value, bool):
            self.report(field, f"expected true or false, got {describe(value)}")
            return default
        return value

    def choice(self, field: str, options: Collection[str]) -> str | None:
        value = self.str_(field)
        if value is not None and value not in options:
            known = ", ".join(options)
            hint = suggest(value, options)
            self.report(field, f"unknown value {describe(value)}{hint}; one of: {known}")
            return None
        return value

    def provenance(self, fields: Collection[str]) -> tuple[str, tuple[tuple[str, str], ...]]:
        """(weakest level, sorted per-field overrides) from ``provenance``."""
        raw = self.data.get("provenance")
        if raw is None:
            self.missing("provenance")
            return PROVENANCE_LEVELS[-1], ()
        if isinstance(raw, str):
            return self._level(raw, "provenance") or PROVENANCE_LEVELS[-1], ()
        if not isinstance(raw, dict):
            self.report(
                "provenance",
                f"expected a level ({', '.join(PROVENANCE_LEVELS)}) or a mapping with "
                f"'default', got {describe(raw)}",
            )
            return PROVENANCE_LEVELS[-1], ()
        levels: list[str] = []
        overrides: list[tuple[str, str]] = []
        if "default" not in raw:
            self.report("provenance", "a provenance mapping needs a 'default' level")
        lines = cast(LineDict, raw)  # a mapping from parse_yaml: always a LineDict
        for key, value in raw.items():
            line = lines.line_of(key)
            if key != "default" and key not in fields:
                self.report(
                    "provenance", f"names unknown field {describe(key)}{suggest(key, fields)}", line
                )
                continue
            level = self._level(value, "provenance", line)
            if level is None:
                continue
            levels.append(level)
            if key != "default":
                overrides.append((key, level))
        return weakest(levels or PROVENANCE_LEVELS[-1:]), tuple(sorted(overrides))

    def _level(self, value: Any, field: str, line: int | None = None) -> str | None:
        if isinstance(value, str) and value in PROVENANCE_LEVELS:
            return value
        known = ", ".join(PROVENANCE_LEVELS)
        self.report(
            field,
            f"unknown provenance level {describe(value)}{suggest(value, PROVENANCE_LEVELS)};"
            f" one of: {known}",
            line,
        )
        return None
