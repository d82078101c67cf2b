"""Problems found in the card data, and the error that carries them all."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


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
            parts.append(self.card)
        if self.field:
            parts.append(f"field '{self.field}'")
        parts.append(self.message)
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
