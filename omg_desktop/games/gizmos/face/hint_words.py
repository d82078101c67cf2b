"""Help ▸ Hint for Gizmos: what Normal would do now, and why, in one sentence (the
reason codes of :mod:`..bots.advice`, each its own translatable sentence)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from . import words
from .log_text import card_name


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("GizmosHint", text, None, n)


def _gives(kind: str) -> str:
    return {
        "draw_random_energy": tr("a random energy"),
        "pick_energy": tr("an energy of your choice"),
        "vp_token": tr("victory points"),
        "file": tr("a gizmo filed"),
        "research": tr("a research"),
        "build_level_1_free": tr("a level I gizmo for free"),
    }.get(kind, kind)


def hint_text(view: Any, code: str, d: dict) -> str:
    """The sentence for the reason ``code`` with its data ``d``."""
    cat = view.cat
    card = card_name(cat, d["card"]) if "card" in d else ""
    colour = words.colour_name(d["colour"]) if "colour" in d else ""
    sentences = {
        "build": lambda: fill(
            tr("Build %1: %2 now."), card, tr("%n point(s)", int(d.get("points", 0)))
        ),  # fmt: skip
        "end_ahead": lambda: fill(
            tr("Build %1: it ends the game while you are %2 ahead."),
            card,
            tr("%n point(s)", int(d.get("lead", 0))),
        ),  # fmt: skip
        "pick_trigger": lambda: fill(
            tr("Pick a %1 energy: it sets off %2."),
            colour,
            tr("%n of your gizmos", int(d.get("gizmos", 1))),
        ),  # fmt: skip
        "pick_towards": lambda: fill(
            tr("Pick a %1 energy towards %2 (then %3 short)."),
            colour,
            card,
            tr("%n energy", int(d.get("short", 0))),
        ),  # fmt: skip
        "pick_energy": lambda: fill(tr("Pick a %1 energy and keep it for later."), colour),
        "file_for_later": lambda: fill(
            tr("File %1 to build it later (%2 short now)."),
            card,
            tr("%n energy", int(d.get("short", 0))),
        ),  # fmt: skip
        "research_level": lambda: fill(
            tr("Research level %1: look for a better gizmo there."),
            words.LEVELS[int(d.get("level", 1))],
        ),  # fmt: skip
        "use_trigger": lambda: fill(
            tr("Use %1: it gives you %2."), card, _gives(str(d.get("gives", "")))
        ),  # fmt: skip
        "keep_none": lambda: tr("Take none of these cards: skip."),
        "put_back": lambda: fill(tr("Put %1 under the deck next."), card),
        "end_turn": lambda: tr("End the turn: no active gizmo is worth using."),
        "pass": lambda: tr("Pass: there is nothing you can do."),
    }
    say = sentences.get(code)
    return say() if say is not None else ""


def hint(view: Any, legal: list) -> str:
    """What the Normal opponent would do now, and why."""
    from ..bots.advice import advise

    advice = advise(view, list(legal))
    return hint_text(view, advice.reason, advice.detail)
