"""The table protocol: what the window reads of a game in progress and what it does to it,
the same for a game at this screen (:class:`~.controller.GameController`) and one at a
network table (:class:`~.network.net_game.NetGame`).

The window never asks which of the two it holds: it reads :class:`Capabilities` (what
this table can do) and, on each refresh, one :class:`Decision` (one view, one list of
legal actions, one prompt). ``mypy`` checks that both tables keep the protocol
(:mod:`.table_conformance`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..seating.seat import Seat


@dataclass(frozen=True)
class Capabilities:
    """What a table can do, so the window shows the matching controls."""

    #: This screen holds the whole game (its record and full state): it saves slots and
    #: the autosave, writes the history, and a campaign keeps the chapter's game.
    keeps_record: bool = True
    #: The people at the table can talk (the chat box).
    chat: bool = False
    #: The game so far replays from the copy of each seat's own views kept at this screen
    #: (a game kept here replays from its record instead).
    seat_replay: bool = False


@dataclass(frozen=True)
class Decision:
    """What the table shows now, asked once per refresh: the viewer's view, their legal
    actions (empty when it is not their decision), the prompt, and a line about the
    connection (empty at this screen)."""

    view: Any
    viewer: int | None
    actions: Sequence[Any]
    prompt: str
    can_undo: bool
    notes: Mapping[int, str] = field(default_factory=dict)
    connection: str = ""


class Table(Protocol):
    """A game in progress as the window sees it. Its Qt signals — ``changed``,
    ``events_happened``, ``history_reset``, ``cover_needed``, ``thinking``,
    ``game_over``, ``error`` — are the same on both tables."""

    @property
    def capabilities(self) -> Capabilities: ...
    @property
    def seats(self) -> tuple[Seat, ...]: ...
    @property
    def seat_names(self) -> list[str]: ...
    @property
    def catalog(self) -> Any: ...
    @property
    def viewer(self) -> int | None: ...
    @property
    def covered_seat(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def several_humans(self) -> bool: ...
    @property
    def bot_delay_ms(self) -> int: ...
    @bot_delay_ms.setter
    def bot_delay_ms(self, ms: int) -> None: ...

    def decision(self) -> Decision:
        """One view, one list of legal actions, one prompt: a refresh asks this once."""
        ...

    def view(self) -> Any: ...
    def seat_notes(self) -> dict[int, str]: ...
    def visible_history(self) -> list[Any]: ...
    def legal_actions(self) -> list[Any]: ...
    def scores(self) -> list[Any]: ...
    def winners(self) -> list[int]: ...
    def can_undo(self) -> bool: ...
    def start(self) -> None: ...
    def submit(self, action: Any) -> None: ...
    def undo(self) -> bool: ...
    def reset_turn(self) -> bool: ...
    def cover_done(self) -> None: ...
    def shutdown(self) -> None: ...
    def wait_for_table(self, busy: Callable[[], bool], idle: Any) -> None: ...
