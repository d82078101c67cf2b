"""YAML card data -> :class:`omg_desktop.rules.catalog.Catalog`, with problems that name file:line.

Use :func:`load_catalog` for a folder, :func:`default_catalog` for the packaged data.

The names are imported on first use (PEP 562): a start whose catalog comes from the
cache (:mod:`.cache`) never imports the loader, its builders or PyYAML.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cache import default_catalog
    from .loader import load_catalog
    from .paths import default_data_root
    from .problems import DataError, Problem

__all__ = ["DataError", "Problem", "default_catalog", "default_data_root", "load_catalog"]

#: Each public name -> the module of this package that defines it.
_WHERE = {
    "DataError": ".problems",
    "Problem": ".problems",
    "default_catalog": ".cache",  # the loader's catalog, kept in a checked cache
    "default_data_root": ".paths",
    "load_catalog": ".loader",
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
