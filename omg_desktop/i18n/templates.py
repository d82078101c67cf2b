"""Filling translated sentences: ``%1``, ``%2``… replaced by values, in one pass.

One pass, so a value that itself holds ``%2`` (a player named "Ana%2") is shown as it
is, never filled with the next value. A place with no value stays as written.
"""

from __future__ import annotations

import re

_PLACE = re.compile(r"%(\d)")


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values`` (values not re-scanned)."""

    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if 0 <= i < len(values) else m.group(0)

    return _PLACE.sub(sub, template)
