"""Kingdom Builder's sound map: which of the box's effects
(:data:`omg_desktop.ui.sound.effects.EFFECTS`) each of its table steps plays. A quiet
table: the deck shuffled, a turn's end and the set-up's captions are silent; a drawn
card sounds the same for every seat (its terrain is not heard)."""

from __future__ import annotations

#: Event kind -> the effect its table step plays (kinds not named here are silent; the
#: game's end is the sound board's own: won, lost or over).
STEP_EFFECTS: dict[str, str] = {
    "built": "building_built",  # a settlement put on its hex
    "moved": "building_built",  # a settlement set down on its new hex
    "took": "coins_paid",  # a location tile taken
    "used": "card_turned",  # a tile turned over: used this turn
    "revealed": "card_turned",  # the turn's terrain card shown
    "drew": "cards_dealt",  # the same for everyone: the card is not named
    "last": "round_end",  # the last settlement: the round is played out
}
