"""Checking one YAML mapping field by field, reporting every problem found."""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Iterable
from typing import Any

from omg_desktop.rules.catalog import PROVENANCE_LEVELS

from .problems import Problem
from .yaml_lines import LineDict

ID_PATTERN = re.compile(r"[a-z][a-z0-9_]*\Z")


def describe(value: Any) -> str:
    """How a YAML value is shown in a message."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value) if not isinstance(value, int | float) else str(value)


def is_int(value: Any) -> bool:
    """A whole number, and not a bool (YAML ``yes`` is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def suggest(word: Any, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` or ``""``."""
    if not isinstance(word, str):
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

    def child(self, data: LineDict, prefix: str) -> Entry:
        """An entry for a nested mapping, reported under this entry's label."""
        return Entry(self.file, data, self.label, self.sink, prefix)

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
            self.report(str(key), f"unknown field{hint}", self.data.line_of(key))

    def missing(self, field: str, why: str = "") -> None:
        self.report(field, f"is required{why} but missing", self.data.line)

    def int_(self, field: str, *, required: bool = True, minimum: int = 0) -> int | None:
        value = self.data.get(field)
        if value is None:
            if required:
                self.missing(field)
            return None
        if not is_int(value):
            self.report(field, f"expected a whole number, got {describe(value)}")
            return None
        if value < minimum:
            self.report(field, f"must be {minimum} or more, got {value}")
            return None
        return value

    def str_(self, field: str, *, required: bool = True, ident: bool = False) -> str | None:
        value = self.data.get(field)
        if value is None:
            if required:
                self.missing(field)
            return None
        if not isinstance(value, str) or not value.strip():
            self.report(field, f"expected text, got {describe(value)}")
            return None
        if ident and not ID_PATTERN.match(value):
            self.report(
                field, f"expected a lower-case id like 'weaving_mill', got {describe(value)}"
            )
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
            self.report(field, f"unknown value {value!r}{suggest(value, options)}; one of: {known}")
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
        for key, value in raw.items():
            line = raw.line_of(key)
            if key != "default" and key not in fields:
                self.report(
                    "provenance", f"names unknown field {key!r}{suggest(key, fields)}", line
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
