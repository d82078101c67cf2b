"""A small, stable test expansion (``tests/ohmygoods/rules/expansion_data``) on top of the base
data.

Rule and campaign tests use it so they do not move when the real story in
``data/longsdale`` changes.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
from pathlib import Path

EXPANSION_DATA = Path(__file__).parent / "ohmygoods" / "rules" / "expansion_data"


@functools.lru_cache(maxsize=1)
def expansion_catalog():
    """The base data plus the small test expansion in ``expansion_data/`` (not data/longsdale)."""
    from omg_desktop.games.ohmygoods.loading import default_data_root, load_catalog

    root = Path(tempfile.mkdtemp(prefix="omg-exp-"))
    atexit.register(shutil.rmtree, root, True)
    shutil.copytree(default_data_root() / "base", root / "base")
    shutil.copy(default_data_root() / "rulesets.yaml", root / "rulesets.yaml")
    shutil.copytree(EXPANSION_DATA, root / "longsdale")
    return load_catalog(root)
