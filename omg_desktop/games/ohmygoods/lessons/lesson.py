"""Oh My Goods!'s side of the lesson data: its claims, areas, items and placeholders.

The data shape itself (Lesson, Part, Step, Target, step kinds, seats, offers, text
keys) is the frame's, :mod:`omg_desktop.tutorial.lesson`. Lessons are built from YAML
by :mod:`omg_desktop.games.ohmygoods.loading.lessons`.
"""

from __future__ import annotations

import re

#: What a step may claim about the position once it is done (see ``docs/tutorial.md``).
CHECKS = (
    "round", "phase", "step", "turn", "first", "goods", "hand", "hand_has", "buildings",
    "planned", "market", "assistants", "score", "coins", "leftover", "winners",
    "final_round", "over", "display", "event",
)  # fmt: skip

#: Names of things on the table a step may point at; ``card N``, ``goods N``,
#: ``assistant N`` and ``control ID`` name one item.
AREAS = (
    "hand", "worker", "sunrise", "sunset", "market", "round", "to_build", "tally",
    "deck", "discard", "assistants", "you", "opponent", "event", "display", "events",
)  # fmt: skip
ITEM_KINDS = ("card", "goods", "assistant", "control")
#: A table button's id (the panel pages' controls: keep, confirm, produce, chain:62 …).
CONTROL_ID = re.compile(r"[a-z_]+(?::\d+)?\Z")

#: Placeholders in a text: ``{card:28}`` (a card's name), ``{good:coal}``,
#: ``{resource:wood}``, ``{colour:red}``, ``{assistant:3}``, ``{opponent}``.
PLACEHOLDER = re.compile(
    r"\{(card|good|resource|colour|assistant|event):([a-z0-9_]+)\}|\{opponent\}"
)
