"""Problems found in the card data, and the error that carries them all."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

#: How many characters of a value a message shows (then an ellipsis).
SHOWN = 60
#: The most a problem's entry or field name shows; and its message (a backstop:
#: every value a message echoes is shortened with :func:`short` already).
LABEL_LIMIT = 100
MESSAGE_LIMIT = 600
ELLIPSIS = "…"


def printable(text: str) -> str:
    """``text`` with every control character escaped (a message stays one line)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def clip(text: str, limit: int = SHOWN) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + ELLIPSIS


def short(value: Any, limit: int = SHOWN, _depth: int = 0) -> str:
    """``repr(value)`` of at most about ``limit`` characters, cheap for huge values.

    A 100 MB string is cut before it is quoted, a list shows its first items, a
    number too long to print shows its size.
    """
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else repr(value[:limit]) + ELLIPSIS
    if isinstance(value, bytes | bytearray):
        return f"{len(value)} bytes of binary data"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, list | tuple | set | frozenset | dict):
        if _depth > 1:
            return "[…]" if not isinstance(value, dict) else "{…}"
        items = list(value.items() if isinstance(value, dict) else value)[:6] if value else []
        if isinstance(value, dict):
            shown = [f"{short(k, 20, 2)}: {short(v, 20, _depth + 1)}" for k, v in items]
        else:
            shown = [short(v, 20, _depth + 1) for v in items]
        more = [ELLIPSIS] if len(value) > len(items) else []
        inner = ", ".join(shown + more)
        text = f"{{{inner}}}" if isinstance(value, dict | set | frozenset) else f"[{inner}]"
        return clip(text, limit)
    try:
        return clip(repr(value), limit)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in the data, located as precisely as we can.

    ``str(problem)`` reads like
    ``data/base/buildings.yaml:212: card 37 (Weaving Mill): field 'cost': expected ...``.
    """

    file: str
    line: int | None
    card: str
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        parts = [where]
        if self.card:
            parts.append(clip(printable(self.card), LABEL_LIMIT))
        if self.field:
            parts.append(f"field '{clip(printable(self.field), LABEL_LIMIT)}'")
        parts.append(clip(printable(self.message), MESSAGE_LIMIT))
        return ": ".join(parts)

    def sort_key(self) -> tuple[str, int]:
        return (self.file, self.line or 0)


class DataError(Exception):
    """The data could not be loaded; ``problems`` lists every reason."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: list[Problem] = list(problems)
        super().__init__(self.problems)

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)
