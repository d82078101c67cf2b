"""Gizmos' sound map: which of the box's effects (:data:`omg_desktop.ui.sound.effects.EFFECTS`) or
of its own (:data:`SOUNDS`) each of its table steps plays. A quiet table: the marble rolling in
to refill the row, a turn passing, a card put back under its deck and the captions of skipped or
passed moves are silent."""

from __future__ import annotations

#: Event kind -> the effect its table step plays (kinds not named here are silent; the
#: game's end is the sound board's own: won, lost or over).
STEP_EFFECTS: dict[str, str] = {
    "picked": "marble_taken",  # a marble from the row into the ring
    "drew_energy": "marble_taken",  # one from the dispenser
    "used": "gizmo_triggered",
    "filed": "card_filed",
    "built": "gizmo_built",
    "revealed": "card_turned",
    "researched": "cards_dealt",  # the same for everyone: the cards are not named
    "tokens": "coins_paid",
    "end_triggered": "round_end",
}

#: Its own effects, beside the box's: name -> file in ``resources/sounds``
#: (``scripts/make_sounds.py`` makes them).
SOUNDS: dict[str, str] = {
    "marble_taken": "marble_taken.wav",
    "gizmo_triggered": "gizmo_triggered.wav",
    "card_filed": "card_filed.wav",
    "gizmo_built": "gizmo_built.wav",
}
