"""Kingdom Builder in the tests: its catalog and the first game's board."""

from __future__ import annotations

import pytest

from omg_desktop.games.kingdom_builder.loading import default_catalog
from omg_desktop.games.kingdom_builder.rules.board import Board, build_board


@pytest.fixture(scope="session")
def cat():
    return default_catalog()


@pytest.fixture(scope="session")
def first_board(cat) -> Board:
    """README §4: Tavern, Paddock, Oasis, Farm, all upright."""
    return build_board([(cat.sections[name], turned) for name, turned in cat.first_game])
