"""Names a package gives from the modules that hold them, each imported when the name is
first asked for (PEP 562): importing the package, or one of its modules, brings nothing
else (a game's face, the data loading, the dialogs). Pure Python (no Qt)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def named_on_first_use(
    package: str, where: dict[str, str], kept: dict[str, Any]
) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``name`` from the module ``where[name]``
    (relative to ``package``), then kept in ``kept`` (the package's globals) so the next
    time it is a plain attribute."""

    def __getattr__(name: str) -> Any:  # noqa: N807 (the module hook's name)
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        kept[name] = value
        return value

    return __getattr__
