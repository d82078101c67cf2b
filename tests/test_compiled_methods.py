"""Dataclass methods compiled once and kept between starts (omg_desktop/compiled_methods.py)."""

from __future__ import annotations

import dataclasses

import pytest

from omg_desktop import compiled_methods

SOURCE = """
from dataclasses import dataclass, field

@dataclass(frozen=True, order=True)
class Card:
    name: str
    cost: int = 0
    tags: tuple = field(default=())

    def total(self) -> int:
        return self.cost * 2
"""


def make_class():
    """The same class as a module would make it at each start."""
    namespace: dict = {"__name__": "cards_for_the_test"}
    exec(compile(SOURCE, "cards_for_the_test.py", "exec", dont_inherit=True), namespace)
    return namespace["Card"]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setattr(compiled_methods.sys, "dont_write_bytecode", False)
    compiled_methods.uninstall()
    yield tmp_path
    compiled_methods.uninstall()


def test_a_second_start_compiles_no_method_and_its_classes_behave_the_same(folder):
    plain = make_class()
    compiled_methods.install(folder)
    first = make_class()
    assert compiled_methods.compiled_this_start() >= 4  # __init__, __repr__, __eq__, …
    compiled_methods.keep()
    assert compiled_methods.cache_file(folder).is_file()
    compiled_methods.uninstall()

    compiled_methods.install(folder)  # the next start
    again = make_class()
    assert compiled_methods.compiled_this_start() == 0
    for cls in (first, again):
        a, b = cls("Mill", 2), cls("Mill", 2, ("wood",))
        assert repr(a) == repr(plain("Mill", 2)) == "Card(name='Mill', cost=2, tags=())"
        assert a == cls("Mill", 2) and a != b and a < b and hash(a) == hash(cls("Mill", 2))
        assert a.total() == 4
        with pytest.raises(dataclasses.FrozenInstanceError):
            a.cost = 3  # type: ignore[misc]
        assert [f.name for f in dataclasses.fields(cls)] == ["name", "cost", "tags"]
        assert cls.__init__.__annotations__ == plain.__init__.__annotations__


def test_a_damaged_file_is_a_cache_of_nothing_and_is_written_again(folder):
    compiled_methods.cache_file(folder).write_bytes(b"\x00not marshal at all")
    compiled_methods.install(folder)
    cls = make_class()
    assert compiled_methods.compiled_this_start() >= 4 and cls("Mill").cost == 0
    compiled_methods.keep()
    compiled_methods.uninstall()
    compiled_methods.install(folder)
    make_class()
    assert compiled_methods.compiled_this_start() == 0


def test_nothing_is_written_when_python_writes_no_bytecode(folder, monkeypatch):
    monkeypatch.setattr(compiled_methods.sys, "dont_write_bytecode", True)
    compiled_methods.install(folder)
    make_class()
    compiled_methods.keep()
    assert not compiled_methods.cache_file(folder).exists()


def test_uninstalled_dataclasses_compile_as_python_does(folder):
    compiled_methods.install(folder)
    compiled_methods.uninstall()
    assert "exec" not in vars(dataclasses)
    assert make_class()("Mill", 1).total() == 2


def test_a_file_of_another_bytecode_format_is_a_cache_of_nothing(folder):
    """As a .pyc, the file carries the bytecode's magic number: another build of this
    Python (its format changed under the same version tag) reads none of its code."""
    import marshal

    compiled_methods.install(folder)
    make_class()
    compiled_methods.keep()
    compiled_methods.uninstall()
    path = compiled_methods.cache_file(folder)
    _magic, kept = marshal.loads(path.read_bytes())
    path.write_bytes(marshal.dumps((b"\x00\x00\r\n", kept)))
    compiled_methods.install(folder)
    make_class()
    assert compiled_methods.compiled_this_start() >= 4
