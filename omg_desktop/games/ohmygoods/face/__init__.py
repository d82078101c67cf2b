"""Oh My Goods!'s face: its art, panel pages, prompts, sentences and story text, the
campaign's and the lessons' screens. Imported by the window only, when the game is opened.

What the frame's window takes from a face (named on first use, PEP 562, so importing
one of its modules brings nothing else): the window's own (:func:`card_art`, the card
art the table draws with; :func:`decision_panel`, the decision panel; :func:`hint`,
Help ▸ Hint's words; :func:`rules_path`, the rules page; :func:`chapter_outcome`, a
chapter's end sound; :func:`events_shown`, the event card shown large; the entry
points of its screens, :func:`ask_campaign`; :func:`lesson_face`, what the frame's
lessons take from the game);
:func:`prompt_text`, the sentence that says what the viewer must do now; the table's
tables (:func:`layout`, where everything lies; :data:`TABLE`, the terms the
frame's table finds its zones by; :func:`tally_counts` and :func:`tally_glyphs`, the market's
resources; the event queue's :data:`STEPS`,
each event kind's step, and :func:`retitle`; the labels' words, :func:`label_text`,
:func:`label_tip` and :func:`tally_tip`); the log's :func:`sentence`,
:func:`where_label` and :func:`log_where`; what the table's items say to a screen
reader (:class:`Speech`); the card data page's :func:`provenance_line` and
:func:`provenance_word`; the last round's :class:`SummaryWindow`; the campaign's
:func:`medal_name` and :func:`chapter_title`; what a start may go on with in the
campaign (:func:`latest_chapter`, its :func:`slot_summary` and :func:`continue_text`,
:func:`continue_chapter`, and the network tables of chapters, :func:`campaign_tables`);
the score sheet's and the statistics' words (:func:`score_part_name`,
:func:`tie_break_note`, :func:`rules_name`, :func:`chapter_numbers`, :func:`ending_titles`).
"""

from __future__ import annotations

from omg_desktop.lazy import named_on_first_use

_WHERE = {
    "card_art": ".window",
    "decision_panel": ".window",
    "hint": ".window",
    "rules_path": ".window",
    "chapter_outcome": ".window",
    "events_shown": ".window",
    "ask_campaign": ".campaign.launcher",
    "lesson_face": ".lessons.launcher",
    "prompt_text": ".prompts",
    "layout": ".table_layout",
    "TABLE": ".zones",
    "tally_counts": ".tally",
    "tally_glyphs": ".tally",
    "STEPS": ".table_steps",
    "retitle": ".table_steps",
    "label_text": ".table_words",
    "label_tip": ".table_words",
    "tally_tip": ".table_words",
    "sentence": ".log_text",
    "where_label": ".log_text",
    "log_where": ".log_text",
    "Speech": ".speech",
    "provenance_line": ".art.describe",
    "provenance_word": ".art.describe",
    "SummaryWindow": ".summary",
    "medal_name": ".campaign.story_dialog",
    "chapter_title": ".campaign.story_dialog",
    "latest_chapter": ".campaign.launcher",
    "slot_summary": ".campaign.launcher",
    "continue_text": ".campaign.launcher",
    "continue_chapter": ".campaign.launcher",
    "campaign_tables": ".campaign.launcher",
    "host_deciding": ".campaign.waiting",
    "STEP_EFFECTS": ".sounds",
    "SOUNDS": ".sounds",
    "chapter_line": ".campaign.waiting",
    "friend_chapter_story": ".campaign.launcher",
    "score_part_name": ".records",
    "tie_break_note": ".records",
    "rules_name": ".records",
    "chapter_numbers": ".records",
    "ending_titles": ".records",
}

__all__ = sorted(_WHERE)


__getattr__ = named_on_first_use(__name__, _WHERE, globals())
