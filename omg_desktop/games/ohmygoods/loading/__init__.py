"""Oh My Goods!'s YAML card data -> :class:`~omg_desktop.games.ohmygoods.rules.catalog.Catalog`.

Use :func:`load_catalog` for a folder, :func:`default_catalog` for the packaged data; the
problems (:class:`DataError`, :class:`Problem`) are the frame's (:mod:`omg_desktop.data_loading`).

The names are imported on first use (PEP 562): a start whose catalog comes from the
cache (:mod:`.cache`) never imports the loader, its builders or PyYAML.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....lazy import named_on_first_use

if TYPE_CHECKING:
    from ....data_loading.paths import default_data_root
    from ....data_loading.problems import DataError, Problem
    from .cache import default_catalog
    from .loader import load_catalog

__all__ = ["DataError", "Problem", "default_catalog", "default_data_root", "load_catalog"]

#: Each public name -> the module that defines it.
_WHERE = {
    "DataError": "omg_desktop.data_loading.problems",
    "Problem": "omg_desktop.data_loading.problems",
    "default_catalog": f"{__name__}.cache",  # the loader's catalog, kept in a checked cache
    "default_data_root": "omg_desktop.data_loading.paths",
    "load_catalog": f"{__name__}.loader",
}


__getattr__ = named_on_first_use(__name__, _WHERE, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
