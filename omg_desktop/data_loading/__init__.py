"""The frame's data loading: YAML read with line numbers, problems that name file:line,
counted files, and where the data folder is. A game's own loader builds on these
(Oh My Goods!'s: :mod:`omg_desktop.games.ohmygoods.loading`).

The names are imported on first use (PEP 562).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import named_on_first_use

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


__getattr__ = named_on_first_use(__name__, _WHERE, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
