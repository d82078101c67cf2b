"""The frame's data loading: YAML read with line numbers, problems that name file:line,
counted files, and where the data folder is. A game's own loader builds on these
(Oh My Goods!'s: :mod:`omg_desktop.games.ohmygoods.loading`).

The names are imported on first use (PEP 562).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .paths import default_data_root
    from .problems import DataError, Problem

__all__ = ["DataError", "Problem", "default_data_root"]

#: Each public name -> the module of this package that defines it.
_WHERE = {
    "DataError": ".problems",
    "Problem": ".problems",
    "default_data_root": ".paths",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value  # next time a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
