"""Checked by ``mypy`` only: both tables keep the :class:`~.table_protocol.Table` protocol
(the window holds either, and asks neither which it is)."""

from __future__ import annotations

from .controller import GameController
from .network.net_game import NetGame
from .table_protocol import Table


def as_tables(local: GameController, remote: NetGame) -> tuple[Table, Table]:
    """The two tables, typed as the window holds them (a type error here breaks the build)."""
    return local, remote
