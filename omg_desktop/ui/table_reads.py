"""What the window reads of any game it shows, a game at this screen
(:class:`~.controller.GameController`) or at a network table (:class:`~.network.net_game.NetGame`):
the seats, their names, the catalog, whose eyes the table shows and whom a cover is up for."""

from __future__ import annotations

from typing import Any

from ..seating.seat import Seat


class TableReads:
    """Read-only properties over ``_seats``, ``_cat``, ``_viewer`` and ``_cover``, which the
    class that mixes this in keeps."""

    _seats: tuple[Seat, ...]
    _cat: Any  # the game's catalog
    _viewer: int | None
    _cover: int | None

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self._seats]

    @property
    def catalog(self) -> Any:
        return self._cat

    @property
    def viewer(self) -> int | None:
        """The human whose eyes the table shows; None while a cover is up or no human plays."""
        return self._viewer

    @property
    def covered_seat(self) -> int | None:
        """The human a cover is up for (None: no cover)."""
        return self._cover
