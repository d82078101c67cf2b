"""The package boundaries of DESIGN.md, checked on the source with ``ast``.

1. ``omg_desktop/games/ohmygoods/rules/`` is the game alone: no Qt, no ``omg_desktop.ui`` or
   ``omg_desktop.games.ohmygoods.bots``, no file system, processes or network, no printing, no
   ``random`` (the rules own their PRNG, so old games replay) and no pickle.
2. Nowhere in ``omg_desktop/``: pickle (saves are JSON/YAML) or ``yaml.load`` and
   its unsafe relatives (only ``yaml.safe_load``).
3. The packages below the window (:data:`QT_FREE`: the rules, the bots, the campaign,
   the saves, the data loading, the translations' tools, the seats, the history, the
   lessons, the network) import no Qt and nothing from ``omg_desktop.ui``.
4. No import circles in ``omg_desktop``: every import counts, inside functions and
   under ``TYPE_CHECKING`` too (a type-only circle is the same knot for a reader, and
   becomes a real one the day a default value needs the name).

Every ``.py`` file under the package is read, so new modules are covered as they
arrive. A failure names the file and line.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "omg_desktop"
RULES = PACKAGE / "games" / "ohmygoods" / "rules"

#: Top-level modules the rules must not import, and why.
RULES_FORBIDDEN_MODULES: dict[str, str] = {
    **dict.fromkeys(
        ["PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "sip"],
        "Qt belongs to omg_desktop.ui",
    ),
    **dict.fromkeys(
        ["os", "pathlib", "io", "shutil", "tempfile", "glob", "builtins", "importlib"],
        "the rules touch no files (data arrive through omg_desktop.data_loading)",
    ),
    **dict.fromkeys(
        ["subprocess", "multiprocessing", "signal"],
        "the rules start no processes",
    ),
    **dict.fromkeys(
        ["socket", "ssl", "http", "urllib", "ftplib", "smtplib", "asyncio", "requests"],
        "the rules use no network",
    ),
    **dict.fromkeys(
        ["random", "secrets"],
        "the rules draw only from their own seeded PRNG (omg_desktop.games.ohmygoods.rules.rng)",
    ),
    **dict.fromkeys(
        ["pickle", "shelve", "marshal", "dill", "cloudpickle"],
        "state is plain data saved as JSON/YAML, never pickled",
    ),
}

#: Packages of this project the rules must not import.
RULES_FORBIDDEN_PACKAGES: dict[str, str] = {
    "omg_desktop.ui": "the rules know nothing of the window",
    "omg_desktop.games.ohmygoods.bots": "the bots use the rules, not the other way round",
}

#: Built-in functions the rules must not call.
RULES_FORBIDDEN_CALLS: dict[str, str] = {
    "open": "the rules touch no files",
    "print": "the rules print nothing: they return events",
    "input": "the rules read no input: seats answer through legal actions",
    "breakpoint": "no debugger calls in the rules",
    "__import__": "no dynamic imports in the rules",
    "exec": "no dynamic code in the rules",
    "eval": "no dynamic code in the rules",
}

#: The packages of omg_desktop that must not import Qt or the window.
QT_FREE = (
    "saves", "data_loading", "i18n", "seating", "history", "net", "tutorial",
    "games/ohmygoods/rules", "games/ohmygoods/bots", "games/ohmygoods/campaign",
    "games/ohmygoods/lessons", "games/ohmygoods/loading",
)  # fmt: skip
#: Single modules that must not import Qt or the window either (the box's record and list).
QT_FREE_FILES = (
    "games/__init__.py", "games/base.py", "games/registry.py", "games/ohmygoods/__init__.py",
    "games/ohmygoods/narrate.py", "games/ohmygoods/simulation.py",
)  # fmt: skip
QT_MODULES = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "sip")

#: Everywhere in omg_desktop.
PICKLE_MODULES = ("pickle", "shelve", "dill", "cloudpickle")
UNSAFE_YAML = ("load", "load_all", "unsafe_load", "unsafe_load_all", "full_load", "full_load_all")


def python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(
    tree: ast.AST, module: str, is_package: bool, origins: bool
) -> Iterator[tuple[int, str]]:
    """(line, dotted name) of every import, relative ones resolved; ``from a.b import c``
    gives ``a.b.c``, and ``a.b`` before it when ``origins``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            origin = _origin(node, module, is_package)
            if origins:
                yield node.lineno, origin
            for alias in node.names:
                if alias.name == "*":
                    if not origins:
                        yield node.lineno, origin
                else:
                    yield node.lineno, f"{origin}.{alias.name}"


def imported_names(tree: ast.AST, module: str, is_package: bool) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) for every import, relative ones resolved.

    ``from a.b import c`` yields both ``a.b`` and ``a.b.c``: ``c`` may be a module.
    """
    return _imports(tree, module, is_package, origins=True)


def imported_modules(tree: ast.AST, module: str, is_package: bool) -> Iterator[tuple[int, str]]:
    """(line, dotted name) of what each import loads: ``from a.b import c`` yields
    ``a.b.c`` only (the module ``c``, or the name ``c`` of ``a.b``)."""
    return _imports(tree, module, is_package, origins=False)


def _origin(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    """The absolute name of the module a ``from … import`` reads from."""
    if not node.level:
        return node.module or ""
    package = module if is_package else module.rpartition(".")[0]
    parts = package.split(".")
    base = parts[: len(parts) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def called_builtins(tree: ast.AST) -> Iterator[tuple[int, str]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            yield node.lineno, node.func.id


def parse(path: Path) -> ast.AST:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def rules_violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """Problems in one module of ``omg_desktop.games.ohmygoods.rules``, as ``line: message``."""
    tree = ast.parse(source)
    found = []
    for line, name in imported_names(tree, module, is_package):
        top = name.partition(".")[0]
        if top in RULES_FORBIDDEN_MODULES:
            found.append(f"{line}: imports {name}: {RULES_FORBIDDEN_MODULES[top]}")
        for package, why in RULES_FORBIDDEN_PACKAGES.items():
            if name == package or name.startswith(package + "."):
                found.append(f"{line}: imports {name}: {why}")
    for line, name in called_builtins(tree):
        if name in RULES_FORBIDDEN_CALLS:
            found.append(f"{line}: calls {name}(): {RULES_FORBIDDEN_CALLS[name]}")
    return sorted(set(found), key=lambda s: (int(s.partition(":")[0]), s))


def serialisation_violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """Pickle imports and unsafe YAML loading anywhere in the package."""
    tree = ast.parse(source)
    found = []
    for line, name in imported_names(tree, module, is_package):
        if name.partition(".")[0] in PICKLE_MODULES:
            found.append(f"{line}: imports {name}: saves are JSON/YAML, never pickle")
        if name in {f"yaml.{f}" for f in UNSAFE_YAML}:
            found.append(f"{line}: imports {name}: use yaml.safe_load")
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in UNSAFE_YAML
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "yaml"
        ):
            found.append(f"{node.lineno}: calls yaml.{node.func.attr}(): use yaml.safe_load")
    return sorted(set(found), key=lambda s: (int(s.partition(":")[0]), s))


def qt_free_violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """Imports of Qt or of ``omg_desktop.ui`` in one module, as ``line: message``."""
    found = []
    for line, name in imported_names(ast.parse(source), module, is_package):
        if name.partition(".")[0] in QT_MODULES:
            found.append(f"{line}: imports {name}: Qt belongs to omg_desktop.ui")
        if name == "omg_desktop.ui" or name.startswith("omg_desktop.ui."):
            found.append(f"{line}: imports {name}: the window is built on this, not under it")
    return sorted(set(found), key=lambda s: (int(s.partition(":")[0]), s))


def import_graph(sources: dict[str, tuple[str, bool]]) -> dict[str, dict[str, int]]:
    """module -> {module it imports: first line}, among the modules of ``sources``
    (module -> (source, is_package)).

    ``from a import b`` imports the module ``a.b`` if there is one, else ``a``; an
    import of a module outside ``sources`` is left out, and so is a module's own name.
    (A package's ``__init__`` runs before its modules, but is counted only where it
    is named: else every ``from . import x`` in an ``__init__`` would be a circle.)
    """
    graph: dict[str, dict[str, int]] = {}
    for module, (source, is_package) in sources.items():
        edges: dict[str, int] = {}
        names = imported_modules(ast.parse(source), module, is_package)
        for line, name in sorted(names, key=lambda item: item[0]):
            target = name
            while target and target not in sources:
                target = target.rpartition(".")[0]
            if target and target != module:
                edges.setdefault(target, line)
        graph[module] = edges
    return graph


def import_cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """One circle of imports (``[a, b, …, a]``) for each knot of modules that import
    each other, whichever way round; sorted, so a failure reads the same every time."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    knots: list[set[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            knot = set()
            while True:
                top = stack.pop()
                knot.add(top)
                if top == node:
                    break
            if len(knot) > 1:
                knots.append(knot)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(_circle(graph, knot) for knot in knots)


def _circle(graph: dict[str, dict[str, int]], knot: set[str]) -> list[str]:
    """The shortest way from the knot's first module back to itself, inside the knot."""
    start = min(knot)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in sorted(graph[node]):
                if nxt == start:
                    return [*paths[node], start]
                if nxt in knot and nxt not in paths:
                    paths[nxt] = [*paths[node], nxt]
                    following.append(nxt)
        frontier = following
    raise AssertionError(f"not a knot: {sorted(knot)}")


def describe_circle(graph: dict[str, dict[str, int]], circle: Iterable[str]) -> str:
    """``a (line 3) -> b (line 9) -> a``: each module with the line that imports the next."""
    steps = list(circle)
    parts = [f"{a} (line {graph[a][b]})" for a, b in zip(steps, steps[1:], strict=False)]
    return " -> ".join([*parts, steps[-1]])


def package_sources() -> dict[str, tuple[str, bool]]:
    return {
        module_name(p): (p.read_text(encoding="utf-8"), p.name == "__init__.py")
        for p in python_files(PACKAGE)
    }


def check_files(paths: list[Path], checker) -> list[str]:
    problems = []
    for path in paths:
        source = path.read_text(encoding="utf-8")
        for problem in checker(source, module_name(path), path.name == "__init__.py"):
            problems.append(f"{path.relative_to(ROOT)}:{problem}")
    return problems


# --- the real package ----------------------------------------------------------------


def test_rules_files_are_found():
    # A walker that finds nothing would pass everything.
    files = python_files(RULES)
    assert RULES / "catalog.py" in files, files


def test_rules_import_nothing_outside_the_game():
    problems = check_files(python_files(RULES), rules_violations)
    assert not problems, "omg_desktop/games/ohmygoods/rules/ must stay pure:\n" + "\n".join(
        problems
    )


def test_nothing_pickles_or_loads_yaml_unsafely():
    files = python_files(PACKAGE)
    assert files
    problems = check_files(files, serialisation_violations)
    assert not problems, "\n".join(problems)


def test_the_packages_below_the_window_import_no_qt_and_no_ui():
    for name in QT_FREE:
        assert (PACKAGE / name / "__init__.py").is_file(), f"omg_desktop/{name}/ is gone"
    files = [f for name in QT_FREE for f in python_files(PACKAGE / name)]
    files += [PACKAGE / name for name in QT_FREE_FILES]
    problems = check_files(files, qt_free_violations)
    assert not problems, "these packages must stay free of Qt and the UI:\n" + "\n".join(problems)


def test_the_package_has_no_import_circles():
    graph = import_graph(package_sources())
    # A graph that lost its edges would pass everything.
    assert "omg_desktop.seating.seat" in graph["omg_desktop.saves.fileformat"]
    circles = [describe_circle(graph, c) for c in import_cycles(graph)]
    assert not circles, "modules of omg_desktop import each other:\n" + "\n".join(circles)


# --- the checkers themselves -----------------------------------------------------------


@pytest.mark.parametrize(
    "source",
    [
        "import os",
        "import os.path",
        "from pathlib import Path",
        "import io",
        "import shutil, json",
        "import subprocess",
        "import socket",
        "import tempfile",
        "from glob import glob",
        "import random",
        "from random import Random",
        "import pickle",
        "from PySide6.QtCore import QObject",
        "import PyQt6",
        "import shiboken6",
        "import omg_desktop.ui.controller",
        "from omg_desktop.games.ohmygoods.bots import greedy",
        "from omg_desktop import ui",
        "from ....ui import scene",
        "from .. import bots",
        "f = open('x')",
        "print('hello')",
        "def f():\n    import os\n    return os",
    ],
)
def test_rules_checker_catches(source):
    assert rules_violations(source, "omg_desktop.games.ohmygoods.rules.engine")


@pytest.mark.parametrize(
    "source",
    [
        "from __future__ import annotations",
        "from dataclasses import dataclass, field",
        "import json",
        "from . import catalog",
        "from .catalog import Card",
        "from .rng import Rng",
        "from ..rules import state",
        "from omg_desktop.games.ohmygoods.rules.expansion import events",
        "import typing, enum, itertools, functools, collections",
        "x = state.open_slots()",  # a method named open is not the builtin
    ],
)
def test_rules_checker_allows(source):
    assert rules_violations(source, "omg_desktop.games.ohmygoods.rules.engine") == []


def test_rules_checker_names_the_line():
    source = "import json\n\nimport os\n"
    assert rules_violations(source, "omg_desktop.games.ohmygoods.rules.engine") == [
        "3: imports os: " + RULES_FORBIDDEN_MODULES["os"]
    ]


def test_relative_imports_resolve_from_a_package_init():
    # In rules/expansion/__init__.py, "from .. import bots" means
    # omg_desktop.games.ohmygoods.rules.bots (fine),
    # and "from ... import bots" means omg_desktop.games.ohmygoods.bots (not fine).
    module = "omg_desktop.games.ohmygoods.rules.expansion"
    assert rules_violations("from .. import bots", module, is_package=True) == []
    assert rules_violations("from ... import bots", module, is_package=True)


@pytest.mark.parametrize(
    "source",
    [
        "import pickle",
        "from pickle import loads",
        "import shelve",
        "yaml.load(text)",
        "yaml.load(text, Loader=yaml.SafeLoader)",
        "yaml.unsafe_load(text)",
        "yaml.full_load(text)",
        "yaml.load_all(text)",
        "from yaml import load",
        "from yaml import unsafe_load",
    ],
)
def test_serialisation_checker_catches(source):
    assert serialisation_violations(source, "omg_desktop.games.ohmygoods.campaign.saves")


@pytest.mark.parametrize(
    "source",
    [
        "import yaml\nyaml.safe_load(text)",
        "yaml.safe_load_all(text)",
        "from yaml import safe_load",
        "import json\njson.load(f)",
        "data = loader.load(path)",
    ],
)
def test_serialisation_checker_allows(source):
    assert serialisation_violations(source, "omg_desktop.games.ohmygoods.campaign.saves") == []


@pytest.mark.parametrize(
    "source",
    [
        "from PySide6.QtCore import QObject",
        "import shiboken6",
        "from omg_desktop.ui.seats import Seat",
        "from ..ui import settings",
        "from .. import ui",
        "def f():\n    from ..ui.app import run\n    return run",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..ui.controller import C",
    ],
)
def test_qt_free_checker_catches(source):
    assert qt_free_violations(source, "omg_desktop.saves.launcher")


@pytest.mark.parametrize(
    "source",
    [
        "from ..seating import Seat",
        "from ..rules import GameState",
        "import json",
        "from .uid import x",  # a sibling whose name starts with "ui" is no UI
    ],
)
def test_qt_free_checker_allows(source):
    assert qt_free_violations(source, "omg_desktop.games.ohmygoods.campaign.launcher") == []


def graph_of(**modules: str) -> dict[str, dict[str, int]]:
    """The import graph of made-up modules: ``p__a`` is ``p.a``, and ``p`` a package."""
    names = [m.replace("__", ".") for m in modules]
    return import_graph(
        {
            name: (source, any(other.startswith(name + ".") for other in names))
            for name, source in zip(names, modules.values(), strict=True)
        }
    )


def test_import_graph_resolves_relative_names_and_modules():
    graph = graph_of(
        p="from .a import A",
        p__a="from . import b\nfrom .c import C\nimport os",
        p__b="",
        p__c="",
    )
    assert graph["p"] == {"p.a": 1}
    assert graph["p.a"] == {"p.b": 1, "p.c": 2}  # b is a module; os is not ours


def test_import_cycles_finds_a_circle_through_functions_and_type_checking():
    graph = graph_of(
        p="",
        p__a="def f():\n    from .b import g",
        p__b="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import C",
        p__c="import p.a",
        p__d="from .a import f",
    )
    circles = import_cycles(graph)
    assert circles == [["p.a", "p.b", "p.c", "p.a"]]
    assert (
        describe_circle(graph, circles[0]) == "p.a (line 2) -> p.b (line 3) -> p.c (line 1) -> p.a"
    )


def test_import_cycles_is_empty_for_a_tree():
    graph = graph_of(p="from . import a", p__a="from . import b", p__b="")
    assert graph["p"] == {"p.a": 1} and import_cycles(graph) == []
