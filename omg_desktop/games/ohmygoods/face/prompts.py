"""The sentence above the table saying what the viewer must do now (context "Prompt")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ..rules import Action, Build, GameState, Hire, MoveAssistant, Sunrise
from ..rules import queries as q
from ..rules.state import (
    ASSIGN,
    BUILD,
    CHAIN,
    EXCHANGE,
    FINAL_CHAIN,
    PRODUCE,
    PRODUCTION,
    STARVE,
    SUNRISE,
)
from .log_text import amount, card_name, name_list, resource_name


def prompt_text(
    view: GameState,
    seat_names: Sequence[str],
    *,
    active: int | None,
    cover: int | None,
    actions: Sequence[Action],
) -> str:
    """What ``view.viewer`` must do now; ``actions`` are theirs (empty: not their decision)."""
    if view.over:
        return QCoreApplication.translate("Prompt", "The game is over")
    if cover is not None:
        return fill(
            QCoreApplication.translate("Prompt", "Waiting for %1 to take the seat…"),
            seat_names[cover],
        )
    if view.viewer is None or not actions:
        if active is None:
            return ""
        return fill(QCoreApplication.translate("Prompt", "Waiting for %1…"), seat_names[active])
    phase = view.phase
    if phase == EXCHANGE:
        return QCoreApplication.translate("Prompt", "Phase I: keep your hand or exchange all of it")
    if phase == SUNRISE:
        if all(isinstance(a, Sunrise) and a.building is None for a in actions):
            return QCoreApplication.translate(
                "Prompt",
                "Phase II: your worker stays home (an assistant works at each of your "
                "production buildings); choose a card to build",
            )
        if any(isinstance(a, MoveAssistant) for a in actions):
            return QCoreApplication.translate(
                "Prompt",
                "Phase II: put your worker on a building, efficient or sloppy, and choose a "
                "card to build; you may first pay to move an assistant",
            )
        return QCoreApplication.translate(
            "Prompt",
            "Phase II: put your worker on a building, efficient or sloppy, "
            "and choose a card to build",
        )
    if phase == STARVE:
        n = view.players[view.viewer].to_discard
        return QCoreApplication.translate(
            "Prompt", "Both piles are empty: discard %n more card(s) from your hand", "", n
        )
    if phase == ASSIGN:
        return QCoreApplication.translate(
            "Prompt", "Put your newly hired assistants on production buildings, then press Done"
        )
    if phase == PRODUCTION:
        return _production(view, actions)
    return QCoreApplication.translate("Prompt", "Choose your action")


def _production(view: GameState, actions: Sequence[Action]) -> str:
    step = view.step
    if step == PRODUCE and view.to_produce:
        return _supply(view, view.to_produce[0])
    if step == CHAIN and q.chains_everywhere(view):
        return QCoreApplication.translate(
            "Prompt",
            "Last round: every building may run its chain, even one that produced nothing. "
            "Run your chains, then press Done",
        )
    if step == CHAIN:
        return QCoreApplication.translate("Prompt", "Run your production chains, then press Done")
    if step == FINAL_CHAIN:
        return QCoreApplication.translate(
            "Prompt", "Final round: run your production chains once more, then press Done"
        )
    if step == BUILD:
        build = any(isinstance(a, Build) for a in actions)
        hire = any(isinstance(a, Hire) for a in actions)
        if build and hire:
            return QCoreApplication.translate(
                "Prompt", "Build your planned card, hire an assistant, or press Done"
            )
        if build:
            return QCoreApplication.translate("Prompt", "Build your planned card or press Done")
        if hire:
            return QCoreApplication.translate("Prompt", "Hire an assistant or press Done")
    return QCoreApplication.translate("Prompt", "Press Done to end your turn")


def _supply(view: GameState, building: int) -> str:
    cat = view.cat
    seat = view.viewer
    assert seat is not None
    p = view.players[seat]
    lack = q.deficit(cat.card(building), q.market_counts(view, seat))
    missing = name_list([amount(n, resource_name(cat, r)) for r, n in sorted(lack.items())])
    person = q.person_at(p, building) or q.ASSISTANT
    if q.may_lack(person, p.efficient):
        text = QCoreApplication.translate(
            "Prompt",
            "Phase IV: your %1 lacks %2 and your sloppy worker can do without one — choose "
            "cards from your hand to supply the rest, or skip",
        )
    else:
        text = QCoreApplication.translate(
            "Prompt",
            "Phase IV: your %1 lacks %2 — choose cards from your hand to supply it, or skip",
        )
    return fill(text, card_name(cat, building), missing)
