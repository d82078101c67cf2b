"""Ticket to Ride's sound map: which of the box's effects
(:data:`omg_desktop.ui.sound.effects.EFFECTS`) or of its own (:data:`SOUNDS`) each of its
table steps plays. A quiet table: the shuffles, a card laid face up to refill the five,
a turn's end, the tickets kept and the set-up's captions are silent; a card drawn from
the deck sounds the same for every seat (its colour is not heard), and so do tickets
drawn (how many, never which). Two effects are its own (``scripts/make_sounds.py``): a
train of cars set down on a route, tickets drawn."""

from __future__ import annotations

#: Event kind -> the effect its table step plays (kinds not named here are silent; the
#: game's end is the sound board's own: won, lost or over).
STEP_EFFECTS: dict[str, str] = {
    "claimed": "trains_placed",  # a row of little cars set down along the route
    "offered": "tickets_drawn",  # a few slips of card drawn and fanned in the hand
    "drew": "cards_dealt",  # the same for everyone: the card is not named
    "took": "card_turned",  # a face-up card taken from the five
    "reset": "cards_dealt",  # the five swept away and five new ones dealt
    "last": "round_end",  # someone is down to their last trains: one last turn each
}

#: Its own effects, beside the box's: name -> file in ``resources/sounds``
#: (``scripts/make_sounds.py`` makes them).
SOUNDS: dict[str, str] = {
    "trains_placed": "trains_placed.wav",
    "tickets_drawn": "tickets_drawn.wav",
}
