"""Sound: effects that follow the table's steps, a quiet ambience, View ▸ Sound.

- :mod:`.effects`: which step plays which effect, the game's end for whom, the files;
- :mod:`.mixer`: the effects and the loop summed into one stream (plain Python);
- :mod:`.players`: the :class:`~.players.Player` interface, silent and miniaudio;
- :mod:`.board`: :class:`~.board.SoundBoard`, the window's sound (Qt);
- :mod:`.menu`: :class:`~.menu.SoundMenu`, View ▸ Sound.

How the sounds are made and why this library: ``docs/sound.md``.
"""

from .board import SoundBoard
from .menu import SoundMenu

__all__ = ["SoundBoard", "SoundMenu"]
