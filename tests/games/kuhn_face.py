"""The toy game's face: what the frame's window takes from a game's face, and no more.

The window's own: the card art (:func:`card_art`), the decision panel
(:func:`decision_panel`: the legal moves as buttons), the rules page
(:func:`rules_path`); the table's: :func:`layout` (two hands and the pot),
:data:`TABLE` (its own mark), :data:`STEPS`, :func:`label_text` and :func:`label_tip`,
:class:`Speech`; the log's
:func:`sentence`, :func:`log_where` and :func:`where_label`; :func:`prompt_text`; the
score sheet's :func:`score_part_name` and the statistics' :func:`figure_name`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QPushButton

from omg_desktop.ui.face_art import DrawnArt
from omg_desktop.ui.face_panel import Panel
from omg_desktop.ui.table.layout import CARD_H, CARD_W, HAND, SCENE_W, Placement
from omg_desktop.ui.table.terms import TableTerms

MOVES = {"p": "pass", "b": "bet", "c": "call", "f": "fold"}
DONE = {"p": "passes", "b": "bets", "c": "calls", "f": "folds"}
CARDS = ("Jack", "Queen", "King")
HIDDEN = -1


def prompt_text(
    view: Any, seat_names: Sequence[str], *, active: int | None, cover: int | None, actions: Any
) -> str:
    """What the viewer must do now, or whom the table waits for."""
    if cover is not None:
        return f"Waiting for {seat_names[cover]} to take the seat…"
    if actions:
        card = "JQK"[view.cards[view.viewer]]
        return f"Your card: {card}. " + " or ".join(MOVES[a] for a in actions)
    return "" if active is None else f"Waiting for {seat_names[active]}…"


# ---- the window's own -------------------------------------------------------------------
class Art(DrawnArt):
    def draw(self, painter: QPainter, kind: str, key: tuple, rect: QRectF) -> None:
        painter.setBrush(QColor(250, 246, 236) if kind == "card" else QColor(120, 30, 40))
        painter.setPen(QColor(40, 30, 20))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        if kind == "card":
            painter.setFont(QFont("DejaVu Serif", 64, QFont.Weight.Bold))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "JQK"[key[0]])

    def card_text(self, card: Any) -> str:
        return CARDS[card]


def card_art(_catalog: Any, _settings: Any) -> Art:
    return Art()


class Moves(Panel):
    """The legal moves as buttons (Tab reaches them, Enter or Space presses one)."""

    def show_actions(self, view: Any, seat: int | None, legal: list) -> None:
        while self.actions_box.count():
            old = self.actions_box.takeAt(0).widget()
            old.setParent(None)
            old.deleteLater()
        for action in legal:
            button = QPushButton("&" + MOVES[action].capitalize())
            button.setAccessibleName(MOVES[action].capitalize())
            button.setObjectName(f"move-{action}")
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.actions_box.addWidget(button)


def decision_panel(_catalog: Any) -> Moves:
    return Moves()


def rules_path(_language: str) -> Path:
    return Path(__file__).with_name("kuhn_rules.html")


# ---- the table ---------------------------------------------------------------------------
def layout(view: Any, bottom: int, names: Sequence[str], info: dict, *_table: Any) -> list:
    """Each seat's card and name (the viewer's at the bottom) and the pot in the middle."""
    out = []
    for seat in range(len(view.cards)):
        y = 500.0 if seat == bottom else 110.0  # (the table fits its width: room below)
        card = view.cards[seat]
        face = ("card", {"card": card}) if card != HIDDEN else ("back", {})
        x = (SCENE_W - CARD_W) / 2
        out.append(Placement(("hand", seat), face[0], x, y, 1.0, 1, face[1], HAND, seat))
        text = ("player", names[seat], view.chips[seat], info.get(seat, ""))
        data = {"text": text, "width": 400, "size": 15}  # (a seat's area starts at its name)
        out.append(Placement(("label", "player", seat), "label", x, y - 40, 1, 2, data, "", seat))
    mine = {"text": ("you",), "width": 200, "size": 13}
    out.append(Placement(OWN, "label", x - 220, 500 + CARD_H / 2, 1, 2, mine, "", bottom))
    pot = ("pot", -sum(view.chips))
    mid = {"text": pot, "width": 300, "size": 18}
    out.append(Placement(("label", "pot"), "label", x + CARD_W + 60, 380, 1, 2, mid))
    return out


OWN = ("label", "you")  # the bottom seat's mark
TABLE = TableTerms(own=OWN)


def label_text(spec: tuple) -> str:
    if spec[0] == "pot":
        return f"Pot: {spec[1]} chips"
    if spec[0] == "you":
        return "Your card"
    _player, name, chips, note = spec
    return f"{name}: {chips:+d} chips" + (f" ({note})" if note else "")


def label_tip(spec: tuple, _other: bool) -> str:
    return label_text(spec)


STEPS = {"moved": "caption", "showdown": "banner"}


class Speech:
    """What the table's items say to a screen reader: a card, or a face-down card."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def name(self, item: Any) -> str:
        p = item.placement
        if p.kind == "label":
            return label_text(p.data["text"])
        whose = f"seat {p.seat + 1}'s card"
        return (
            f"{whose}: the {CARDS[p.data['card']]}" if p.kind == "card" else f"{whose}, face down"
        )

    def description(self, _item: Any) -> str:
        return ""

    def tooltip(self, p: Placement) -> str:
        return ""


# ---- the log -----------------------------------------------------------------------------
def sentence(e: Any, _cat: Any, names: Sequence[str]) -> str:
    if e.kind == "moved":
        return f"{names[e.seat]} {DONE[e.data['move']]}."
    won = names[e.data["winner"]]
    if "cards" not in e.data:
        return f"{won} takes the pot: the other folded."
    cards = " and ".join(f"{names[i]} the {CARDS[c]}" for i, c in enumerate(e.data["cards"]))
    return f"{won} takes the pot ({cards})."


def log_where(_e: Any, round_: int, phase: int) -> tuple[int, int]:
    return round_, phase


def where_label(_round: int, _phase: int) -> str:
    return ""


# ---- the score sheet and the statistics ---------------------------------------------------
def score_part_name(part: str) -> str:
    return {"staked": "Staked (the ante and every bet or call)"}[part]


def figure_name(figure: str) -> str:
    return {"bets": "Bets"}[figure]
