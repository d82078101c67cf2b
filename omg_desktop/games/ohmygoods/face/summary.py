"""Oh My Goods!'s 'last round' summary: what each opponent built, produced, hired and
chained (the frame's table opens it as ``face.SummaryWindow``).

Built from the events the viewer has seen (the event queue keeps them), so it never
says more than the log does. ``round_summary`` is plain text; ``SummaryWindow`` shows
it for every opponent, the clicked one first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from ....i18n.templates import fill
from ....ui.window_size import fit_window
from ....ui.words import list_text
from ..rules import Catalog, Event
from .log_text import amount, assistant_name, card_name, good_name

KINDS = ("built", "produced", "hired", "chained")


def tr(text: str) -> str:
    return QCoreApplication.translate("Summary", text)


@dataclass
class RoundDoings:
    """One seat's production-phase doings in one round."""

    round: int
    built: list[str] = field(default_factory=list)
    produced: list[str] = field(default_factory=list)
    hired: list[str] = field(default_factory=list)
    chains: list[str] = field(default_factory=list)


def doings(cat: Catalog, history: Sequence[Event], seat: int) -> list[RoundDoings]:
    """``seat``'s doings round by round, oldest first: every round in which it had its
    production turn (one where it did nothing says so), and any other it acted in."""
    rounds: dict[int, RoundDoings] = {}
    current = 1
    for e in history:
        if e.kind == "round_started":
            current = int(e.data.get("round", current))
            continue
        if e.seat != seat or e.kind not in (*KINDS, "turn"):
            continue
        r = rounds.setdefault(current, RoundDoings(current))
        if e.kind == "turn":
            continue
        d = e.data
        if e.kind == "built":
            r.built.append(card_name(cat, d["card"]))
        elif e.kind == "hired":
            r.hired.append(assistant_name(cat, d["assistant"]))
        else:
            building = d["building"]
            card = cat.find_card(building)
            good = good_name(cat, card.good) if card is not None and card.good else ""
            text = fill(
                tr("%1 at the %2"), amount(int(d.get("goods", 0)), good), card_name(cat, building)
            )
            (r.produced if e.kind == "produced" else r.chains).append(text)
    return [rounds[k] for k in sorted(rounds)]


def round_summary(cat: Catalog, history: Sequence[Event], seat: int, name: str) -> str:
    """The text for one opponent: its latest round with doings (and the one before)."""
    done = doings(cat, history, seat)
    if not done:
        return fill(tr("%1: nothing built, produced or hired yet."), name)
    lines = []
    for r in done[-2:][::-1]:
        lines.append(fill(tr("%1, round %2"), name, r.round))
        nothing = tr("nothing")
        for label, items in (
            (tr("Built: %1"), r.built),
            (tr("Produced: %1"), r.produced),
            (tr("Hired: %1"), r.hired),
            (tr("Chains: %1"), r.chains),
        ):
            lines.append("   " + fill(label, list_text(items) if items else nothing))
    return "\n".join(lines)


class SummaryWindow(QDialog):
    """Every opponent's last round (``seats`` in order); Escape or Close puts it away."""

    def __init__(
        self,
        cat: Catalog,
        history: Sequence[Event],
        names: Mapping[int | None, str],
        seats: Sequence[int],
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LastRoundSummary")
        self.setWindowTitle(tr("Last round"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box = QVBoxLayout(self)
        self.text = "\n\n".join(round_summary(cat, history, s, names.get(s, "")) for s in seats)
        label = QLabel(self.text)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        label.setAccessibleName(tr("Last round"))
        label.setWordWrap(True)
        box.addWidget(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        box.addWidget(buttons)
        fit_window(self, (460, 120 + 90 * len(seats)))
