"""Oh My Goods!'s sound map: which of the box's effects
(:data:`omg_desktop.ui.sound.effects.EFFECTS`) or of its own (:data:`SOUNDS`) each of its
table steps plays. The frame's sound board takes both from the face."""

from __future__ import annotations

#: Event kind -> the effect its table step plays (kinds not named here are silent; the
#: game's end is the sound board's own: won, lost or over).
STEP_EFFECTS: dict[str, str] = {
    "revealed": "card_turned",
    "drew": "cards_dealt",
    "produced": "goods_produced",
    "chained": "goods_produced",
    "goods_gained": "goods_produced",
    "paid": "coins_paid",
    "built": "building_built",
    "hired": "assistant_hired",
    "market_discarded": "round_end",  # the last step of every round
}

#: Its own effects, beside the box's: name -> file in ``resources/sounds``
#: (``scripts/make_sounds.py`` makes them).
SOUNDS: dict[str, str] = {
    "goods_produced": "goods_produced.wav",
    "building_built": "building_built.wav",
    "assistant_hired": "assistant_hired.wav",
}
