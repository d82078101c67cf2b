"""Kingdom Builder's face: the table's look and words, imported by the window only.

What the frame's window takes from it (named on first use, as Gizmos' face does):
the window's own (:func:`card_art`, :func:`decision_panel`, :func:`rules_path`,
:func:`hint`, and :func:`hint_marks`: the hexes it names); the prompt
(:func:`prompt_text`); the table's :func:`layout`,
:data:`TABLE`, :data:`STEPS`, :func:`label_text`, :func:`label_tip`, :func:`retitle`
and :class:`Speech`; the log's :func:`sentence`, :func:`log_where` and
:func:`where_label`; the score sheet's and the statistics' words
(:func:`score_part_name`, :func:`figure_name`, :func:`tie_break_note`,
:func:`winner_sentence`: its score is gold); the sound map
(:data:`STEP_EFFECTS`, its own effects :data:`SOUNDS`); the lessons' (:func:`lesson_face`).
The hexagon's geometry, shared by the layout, the art and the clicks, is in :mod:`.hexes`.
"""

from __future__ import annotations

from omg_desktop.lazy import named_on_first_use

_WHERE = {
    "card_art": ".window",
    "decision_panel": ".window",
    "rules_path": ".window",
    "hint": ".hint_words",
    "hint_marks": ".hint_words",
    "prompt_text": ".prompts",
    "layout": ".table_layout",
    "TABLE": ".table_layout",
    "STEPS": ".steps",
    "label_text": ".table_words",
    "label_tip": ".table_words",
    "retitle": ".table_words",
    "Speech": ".speech",
    "sentence": ".log_text",
    "log_where": ".log_text",
    "where_label": ".log_text",
    "score_part_name": ".records",
    "figure_name": ".records",
    "tie_break_note": ".records",
    "winner_sentence": ".records",
    "STEP_EFFECTS": ".sounds",
    "SOUNDS": ".sounds",
    "lesson_face": ".lessons",
}

__all__ = sorted(_WHERE)


__getattr__ = named_on_first_use(__name__, _WHERE, globals())
