"""Dataclass methods compiled once and kept between starts of the window.

Python writes a dataclass's methods (``__init__``, ``__repr__``, ``__eq__``, …) as text
and compiles that text each time the class is made: ≈ 0.09 ms a method, ≈ 300
methods and ≈ 25 ms before the table's first frame. From the command line of a
window's start on (``cli``, ``ui/launch``), :func:`install` has ``dataclasses`` compile
each text once: the code of a text met at
an earlier start is read back, the very code ``compile`` makes of it. :func:`keep` adds
the texts met this time to the file, when one was new (after the first frame, and at
exit).

The file is kept where Python keeps this package's bytecode (this module's
``__pycache__``, or under ``PYTHONPYCACHEPREFIX``), one per Python version, and trusted
as that bytecode is; when Python writes no bytecode (``PYTHONDONTWRITEBYTECODE``) it is
read but not written. Never in the way: a missing, unreadable or foreign file is a
cache of nothing; a folder that cannot be written keeps nothing.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import dataclasses
import importlib.util
import marshal
import os
import sys
import types
from pathlib import Path
from typing import Any

#: Above this many texts the file keeps only this start's (old versions' texts would
#: pile up, and the file is read at every start: ≈ 1 ms for 400 texts).
MOST = 1500


class _Cache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[str, types.CodeType] = _read(path)
        self.used: dict[str, types.CodeType] = {}
        self.new = 0

    def exec(self, source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002
        """``exec`` as ``dataclasses`` calls it, with each text compiled once."""
        if isinstance(source, str):
            code = self.known.get(source)
            if code is None:
                # dont_inherit: compiled as dataclasses' own exec would (no future flags)
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.known[source] = code
                self.new += 1
            self.used[source] = code
            source = code
        builtins.exec(source, globals, locals)

    def keep(self) -> None:
        if not self.new or sys.dont_write_bytecode:
            return
        self.new = 0
        kept = {**_read(self.path), **self.used}  # (other starts', as another wrote them)
        if len(kept) > MOST:
            kept = dict(self.used)
        with contextlib.suppress(OSError, ValueError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
            part.write_bytes(marshal.dumps((importlib.util.MAGIC_NUMBER, kept)))
            os.replace(part, self.path)


_cache: _Cache | None = None


def _read(path: Path) -> dict[str, types.CodeType]:
    try:
        known = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    # the bytecode's own magic number, as a .pyc has it: another build of this Python
    # (its format changed) reads a cache of nothing
    if not (
        isinstance(known, tuple) and len(known) == 2 and known[0] == importlib.util.MAGIC_NUMBER
    ):
        return {}
    known = known[1]
    if not isinstance(known, dict):
        return {}
    return {k: v for k, v in known.items() if isinstance(k, str) and isinstance(v, types.CodeType)}


def cache_file(folder: Path | None = None) -> Path:
    """Where the texts' code is kept: in ``folder``, by default beside this module's
    bytecode (for this Python: marshal's format is its own)."""
    if folder is None:
        folder = Path(importlib.util.cache_from_source(__file__)).parent
    return folder / f"dataclass-methods.{sys.implementation.cache_tag}.marshal"


def install(folder: Path | None = None) -> None:
    """From now on, dataclass methods compile once (see the module's docstring)."""
    global _cache
    if _cache is not None or sys.implementation.cache_tag is None:
        return
    try:
        path = cache_file(folder)
    except (ValueError, NotImplementedError):  # no bytecode folder (a frozen app, say)
        return
    _cache = _Cache(path)
    dataclasses.exec = _cache.exec  # type: ignore[attr-defined]  (its global `exec`)
    atexit.register(keep)


def keep() -> None:
    """Write the texts met since the start, if one of them was new."""
    if _cache is not None:
        _cache.keep()


def uninstall() -> None:
    """``dataclasses`` compiles every text again (tests)."""
    global _cache
    if _cache is not None:
        vars(dataclasses).pop("exec", None)
        atexit.unregister(keep)
        _cache = None


def compiled_this_start() -> int:
    """How many texts were compiled since the last :func:`keep` (0 when all were kept)."""
    return 0 if _cache is None else _cache.new
