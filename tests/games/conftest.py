"""The toy game in the box, for one test at a time (it is registered only in the tests)."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry

from . import kuhn


@pytest.fixture
def toy(monkeypatch):
    """The toy game's record, with the registry holding it for this test only."""
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, kuhn.INFO))
    registry.load.cache_clear()
    yield registry.load("kuhn")
    registry.load.cache_clear()
