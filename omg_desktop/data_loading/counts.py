"""Each data file states how many entries it holds (``count: 94``); a file that holds
another number was cut short or edited without its count, and is refused.

A data folder that states counts (the shipped one does, in every file) must state one
in every data file, so a file emptied or cut above its ``count:`` line is refused too;
a folder of one's own that states none is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .fields import describe
from .problems import Problem

#: The top-level key that states a file's number of entries.
COUNT_KEY = "count"
#: The most entries one file may state (the numbers' bound of docs/data.md).
MAX_COUNT = 9999


@dataclass
class FileCount:
    """One data file: the count it states (None: none) at ``line``, and the entries found."""

    file: str
    stated: int | None = None
    line: int | None = None
    found: int = 0
    #: False when a problem already reported spoils the count (a bad ``count:`` value,
    #: an unknown top-level key, a section that is not a list): it is not compared.
    countable: bool = True


def read_count(value: Any, record: FileCount, line: int, problems: list[Problem]) -> None:
    """Check the value of a file's ``count:`` key and keep it in ``record``."""
    record.line = line
    if isinstance(value, bool) or not isinstance(value, int):
        msg = f"expected the number of entries in this file, got {describe(value)}"
        problems.append(Problem(record.file, line, "", COUNT_KEY, msg))
        record.countable = False
    elif not 0 <= value <= MAX_COUNT:
        msg = f"must be from 0 to {MAX_COUNT}, got {describe(value)}"
        problems.append(Problem(record.file, line, "", COUNT_KEY, msg))
        record.countable = False
    else:
        record.stated = value


def check_counts(records: list[FileCount], problems: list[Problem]) -> None:
    """Refuse files whose entries differ from their stated count, and, where the folder
    states counts, files that state none."""
    counted = any(r.line is not None for r in records)  # some file has a count: key
    for r in records:
        if not r.countable:
            continue
        if r.stated is None:
            if counted:
                msg = (
                    f"states no count of its entries (it holds {_entries(r.found)}); "
                    f"every other data file here does: add '{COUNT_KEY}: N' at the top"
                )
                problems.append(Problem(r.file, 1, "", COUNT_KEY, msg))
            continue
        if r.found != r.stated:
            why = (
                "the file may have been cut short"
                if r.found < r.stated
                else f"if the new entries are meant, set '{COUNT_KEY}: {r.found}'"
            )
            msg = f"states {_entries(r.stated)} but holds {r.found}: {why}"
            problems.append(Problem(r.file, r.line, "", COUNT_KEY, msg))


def _entries(n: int) -> str:
    return f"{n} entry" if n == 1 else f"{n} entries"
