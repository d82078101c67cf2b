"""The history of finished games: a local SQLite database, its figures, CSV export.

Qt-free (the Statistics dialog lives in :mod:`omg_desktop.ui.dialogs.statistics`).

- :class:`GameHistory` — the database ``history.sqlite3`` in the saves folder and the
  replays of the games it holds in ``history/``; a damaged database is set aside
  (renamed with a timestamp) and a fresh one started (:class:`Notice` says so).
- :func:`finished_game` — a finished game as one row per game and one per seat.
- :func:`profile`, :func:`profile_names`, :func:`games_of` — the figures of one
  person's profile, as queries over the database.
- :func:`write_games_csv` — a profile's games as CSV.

See ``docs/history.md`` for the file, the schema and privacy.
"""

from .entry import (
    FinishedGame,
    SeatResult,
    ending_key,
    finished_game,
    game_key,
    network_game,
)
from .export import games_csv, write_games_csv
from .queries import GameLine, ProfileStats, games_of, profile, profile_names
from .schema import SCHEMA_VERSION
from .store import GameHistory, Notice

__all__ = [
    "SCHEMA_VERSION",
    "FinishedGame",
    "GameHistory",
    "GameLine",
    "Notice",
    "ProfileStats",
    "SeatResult",
    "ending_key",
    "finished_game",
    "network_game",
    "game_key",
    "games_csv",
    "games_of",
    "profile",
    "profile_names",
    "write_games_csv",
]
