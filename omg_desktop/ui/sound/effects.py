"""Which sound goes with which table step, whose ears a game's end is for, and where
the sound files are. Plain Python (the mixer's thread and the tests use it too).

The sounds follow the table's event queue (:mod:`omg_desktop.ui.table.animation`):
an effect starts when the step of its event starts, so sound and picture agree, and
the Instant speed, which plays no step, plays no sound. Only public steps have a
sound, each the same for every seat (a card dealt to a hidden hand sounds like any
other), so at a pass-and-play table no one hears what they may not see.
"""

from __future__ import annotations

import wave
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

RATE = 44_100  # samples a second; the files are 16-bit mono (scripts/make_sounds.py)

#: The box's own effects, each a file ``resources/sounds/<name>.wav``: what the frame
#: plays itself (the game's end: won, lost or over; a card turned at a new volume) and
#: what any card table does (cards dealt, coins paid, a round's end). A game's own
#: effects are its face's (``SOUNDS``: name -> file), loaded with these.
EFFECTS = (
    "card_turned",
    "cards_dealt",
    "coins_paid",
    "round_end",
    "game_won",
    "game_lost",
    "game_over",
)
#: The table's quiet background, a loop.
AMBIENCE = "ambience"


def sound_files(own: Mapping[str, str] | None = None) -> dict[str, str]:
    """Every sound a game's table plays -> its file in ``resources/sounds``: the box's
    effects and ambience, and the game's ``own`` effects (its face's ``SOUNDS``; one
    that takes a name of the box's does not replace it)."""
    files = {name: f"{name}.wav" for name in (*EFFECTS, AMBIENCE)}
    for name, file in (own or {}).items():
        files.setdefault(name, file)
    return files


#: The volume levels of View ▸ Sound (percent; the default is the settings').
VOLUMES = (25, 50, 75, 100)


def outcome(humans: Sequence[int], winners: Iterable[int]) -> str:
    """The end-of-game effect for the people at the table: won or lost when one person
    plays (a shared first place is a win), a neutral one when several share the
    screen (one's win is another's loss) or nobody does."""
    if len(humans) != 1:
        return "game_over"
    return "game_won" if humans[0] in set(winners) else "game_lost"


def gain(volume: int) -> float:
    """The factor for a volume in percent: its square, so the steps sound even."""
    v = min(100, max(0, int(volume)))
    return (v / 100) ** 2


def sound_folder() -> Path:
    """``resources/sounds`` (in the checkout, the wheel or the frozen app)."""
    from ...resources import resources_root

    return resources_root() / "sounds"


def load_sounds(
    folder: Path, names: Iterable[str] | Mapping[str, str]
) -> tuple[dict[str, bytes], list[str]]:
    """The 16-bit mono PCM of each named sound, and the names that could not be read.
    ``names``: name -> file in ``folder`` (:func:`sound_files`), or names alone (the
    file ``<name>.wav``)."""
    files = names if isinstance(names, Mapping) else {n: f"{n}.wav" for n in names}
    found: dict[str, bytes] = {}
    missing: list[str] = []
    for name, file in files.items():
        try:
            with wave.open(str(folder / file), "rb") as w:
                if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                    raise wave.Error("not 16-bit mono at 44.1 kHz")
                found[name] = w.readframes(w.getnframes())
        except (OSError, EOFError, wave.Error):
            missing.append(name)
    return found, missing
