"""YAML card data -> :class:`omg_desktop.rules.catalog.Catalog`, with problems that name file:line.

Use :func:`load_catalog` for a folder, :func:`default_catalog` for the packaged data.
"""

from .cache import default_catalog  # the loader's catalog, kept in a checked cache
from .loader import default_data_root, load_catalog
from .problems import DataError, Problem

__all__ = ["DataError", "Problem", "default_catalog", "default_data_root", "load_catalog"]
