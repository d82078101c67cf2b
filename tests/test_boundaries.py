"""The package boundaries of DESIGN.md, checked on the source with ``ast``.

1. ``omg_desktop/rules/`` is the game alone: no Qt, no ``omg_desktop.ui`` or
   ``omg_desktop.ai``, no file system, processes or network, no printing, no
   ``random`` (the rules own their PRNG, so old games replay) and no pickle.
2. Nowhere in ``omg_desktop/``: pickle (saves are JSON/YAML) or ``yaml.load`` and
   its unsafe relatives (only ``yaml.safe_load``).

Every ``.py`` file under the package is read, so new modules are covered as they
arrive. A failure names the file and line.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "omg_desktop"
RULES = PACKAGE / "rules"

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
        "the rules draw only from their own seeded PRNG (omg_desktop.rules.rng)",
    ),
    **dict.fromkeys(
        ["pickle", "shelve", "marshal", "dill", "cloudpickle"],
        "state is plain data saved as JSON/YAML, never pickled",
    ),
}

#: Packages of this project the rules must not import.
RULES_FORBIDDEN_PACKAGES: dict[str, str] = {
    "omg_desktop.ui": "the rules know nothing of the window",
    "omg_desktop.ai": "the bots use the rules, not the other way round",
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


def imported_names(tree: ast.AST, module: str, is_package: bool) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) for every import, relative ones resolved.

    ``from a.b import c`` yields both ``a.b`` and ``a.b.c``: ``c`` may be a module.
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = parts[: len(parts) - (node.level - 1)]
                origin = ".".join([*base, node.module] if node.module else base)
            else:
                origin = node.module or ""
            yield node.lineno, origin
            for alias in node.names:
                if alias.name != "*":
                    yield node.lineno, f"{origin}.{alias.name}"


def called_builtins(tree: ast.AST) -> Iterator[tuple[int, str]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            yield node.lineno, node.func.id


def parse(path: Path) -> ast.AST:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def rules_violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """Problems in one module of ``omg_desktop.rules``, as ``line: message``."""
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
    assert not problems, "omg_desktop/rules/ must stay pure:\n" + "\n".join(problems)


def test_nothing_pickles_or_loads_yaml_unsafely():
    files = python_files(PACKAGE)
    assert files
    problems = check_files(files, serialisation_violations)
    assert not problems, "\n".join(problems)


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
        "from omg_desktop.ai import greedy",
        "from omg_desktop import ui",
        "from ..ui import scene",
        "from .. import ai",
        "f = open('x')",
        "print('hello')",
        "def f():\n    import os\n    return os",
    ],
)
def test_rules_checker_catches(source):
    assert rules_violations(source, "omg_desktop.rules.engine")


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
        "from omg_desktop.rules.expansion import events",
        "import typing, enum, itertools, functools, collections",
        "x = state.open_slots()",  # a method named open is not the builtin
    ],
)
def test_rules_checker_allows(source):
    assert rules_violations(source, "omg_desktop.rules.engine") == []


def test_rules_checker_names_the_line():
    source = "import json\n\nimport os\n"
    assert rules_violations(source, "omg_desktop.rules.engine") == [
        "3: imports os: " + RULES_FORBIDDEN_MODULES["os"]
    ]


def test_relative_imports_resolve_from_a_package_init():
    # In rules/expansion/__init__.py, "from .. import ai" means omg_desktop.rules.ai (fine),
    # and "from ... import ai" means omg_desktop.ai (not fine).
    module = "omg_desktop.rules.expansion"
    assert rules_violations("from .. import ai", module, is_package=True) == []
    assert rules_violations("from ... import ai", module, is_package=True)


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
    assert serialisation_violations(source, "omg_desktop.campaign.saves")


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
    assert serialisation_violations(source, "omg_desktop.campaign.saves") == []
