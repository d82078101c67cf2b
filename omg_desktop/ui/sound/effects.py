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
from collections.abc import Iterable, Sequence
from pathlib import Path

RATE = 44_100  # samples a second; the files are 16-bit mono (scripts/make_sounds.py)

#: The effects, each a file ``resources/sounds/<name>.wav``.
EFFECTS = (
    "card_turned",
    "cards_dealt",
    "goods_produced",
    "coins_paid",
    "building_built",
    "assistant_hired",
    "round_end",
    "game_won",
    "game_lost",
    "game_over",
    "marble_taken",
    "gizmo_triggered",
    "card_filed",
    "gizmo_built",
    "settlement_placed",
    "tile_taken",
)
#: The table's quiet background, a loop.
AMBIENCE = "ambience"

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


def load_sounds(folder: Path, names: Iterable[str]) -> tuple[dict[str, bytes], list[str]]:
    """The 16-bit mono PCM of each named file, and the names that could not be read."""
    found: dict[str, bytes] = {}
    missing: list[str] = []
    for name in names:
        try:
            with wave.open(str(folder / f"{name}.wav"), "rb") as w:
                if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                    raise wave.Error("not 16-bit mono at 44.1 kHz")
                found[name] = w.readframes(w.getnframes())
        except (OSError, EOFError, wave.Error):
            missing.append(name)
    return found, missing
