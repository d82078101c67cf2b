"""A checked on-disk copy of Oh My Goods!'s default catalog, so a start skips reading
the YAML: :func:`default_catalog` returns the same catalog :func:`.loader.load_catalog`
builds from the packaged data, through the frame's checked cache
(:mod:`omg_desktop.data_loading.cache`), keyed by every data file and the source of
every module of this package and of its rules (the code that builds the catalog and
defines its classes).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

from ....data_loading.cache import cached

if TYPE_CHECKING:
    from ..rules.catalog import Catalog


# ---- the default catalog -------------------------------------------------------------


def _files_under(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def _builder_sources() -> list[Path]:
    """The code that turns the YAML into a catalog: every module of this package, of
    ``omg_desktop.games.ohmygoods.rules`` (the classes, and what the loader calls there)
    and of the frame's ``omg_desktop.data_loading`` (the fields, lines and counts the
    loader reads with)."""
    package = Path(__file__).resolve().parent
    frame = package.parents[2] / "data_loading"
    rules = package.parent / "rules"
    return sorted(package.glob("*.py")) + sorted(rules.glob("*.py")) + sorted(frame.glob("*.py"))


@functools.lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The packaged data, loaded once per process, from the cache when it is current.

    The loader (and PyYAML with it) is imported only when the YAML must be read.
    """
    from ....data_loading.paths import default_data_root

    root = default_data_root()

    def build() -> Catalog:
        from .loader import load_catalog

        return load_catalog(root)

    if not root.is_dir():
        return build()  # reports the missing folder
    return cached(
        "catalog",
        build,
        _files_under(root),
        _builder_sources(),
        extra=str(root),
    )
