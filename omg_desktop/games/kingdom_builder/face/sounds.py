"""Kingdom Builder's sound map: which of the box's effects
(:data:`omg_desktop.ui.sound.effects.EFFECTS`) or of its own (:data:`SOUNDS`) each of its table
steps plays. A quiet table: the deck shuffled, a turn's end and the set-up's captions are silent;
a drawn card sounds the same for every seat (its terrain is not heard). Two effects are its own
(``scripts/make_sounds.py``): a settlement placed, a tile taken."""

from __future__ import annotations

#: Event kind -> the effect its table step plays (kinds not named here are silent; the
#: game's end is the sound board's own: won, lost or over).
STEP_EFFECTS: dict[str, str] = {
    "built": "settlement_placed",  # a settlement put on its hex: a wooden clack
    "moved": "settlement_placed",  # set down on its new hex
    "took": "tile_taken",  # a location tile slid off its location
    "used": "card_turned",  # a tile turned over: used this turn
    "revealed": "card_turned",  # the turn's terrain card shown
    "drew": "cards_dealt",  # the same for everyone: the card is not named
    "last": "round_end",  # the last settlement: the round is played out
}

#: Its own effects, beside the box's: name -> file in ``resources/sounds``
#: (``scripts/make_sounds.py`` makes them).
SOUNDS: dict[str, str] = {
    "settlement_placed": "settlement_placed.wav",
    "tile_taken": "tile_taken.wav",
}
