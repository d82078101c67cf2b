"""Saved games: slots with backups, autosave, resuming and stepping through a record.

Qt-free (the slot list model and dialog live in :mod:`omg_desktop.ui`). Any game of the
box: a record names its game (:mod:`omg_desktop.record`), which is reached through its
:class:`~omg_desktop.games.base.Game` record only.

- :class:`SlotStore` — ``save``/``load``/``load_backup``/``rename``/``delete``/``infos``;
  problems raise :class:`SaveError` (slot, message, ``backup_available``).
- :class:`Autosaver` — the autosave slot after every completed action.
- :func:`state_from_record`, :func:`resumed_recorder` — a record back to a live game.
- :class:`Replayer` — forward and back through a record, read-only.
- :func:`default_save_dir` — the user's data folder for saves.
"""

from .autosave import Autosaver
from .fileformat import SaveMeta
from .paths import default_save_dir
from .replayer import Replayer
from .resume import replay_with_events, resumed_recorder, state_from_record
from .slots import AUTOSAVE, SavedGame, SaveError, SlotInfo, SlotStore, slot_label

__all__ = [
    "AUTOSAVE",
    "Autosaver",
    "Replayer",
    "SaveError",
    "SaveMeta",
    "SavedGame",
    "SlotInfo",
    "SlotStore",
    "default_save_dir",
    "replay_with_events",
    "resumed_recorder",
    "slot_label",
    "state_from_record",
]
