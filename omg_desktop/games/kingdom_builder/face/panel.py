"""Kingdom Builder's decision panel: the board is where a player acts.

The mandatory build: the hexes a settlement may go on glow, a click on one builds there;
a hex that may not be built on says why while the pointer is on it (the rules' own
targets decide, the reasons only tell them apart). A location tile: a click on a ready
tile chooses it and its targets glow (a build tile: the hexes; a move tile: first the
settlements that may move, then, once one is clicked, where it may go); a click
elsewhere, the tile again, *Cancel* or Esc lets it go. *End the turn* (Enter) once the
build is done.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.face_panel import Panel, say_prompt
from omg_desktop.ui.table.layout import Marks, Placement

from ..rules.board import CASTLE, LOCATION, MOUNTAIN, TERRAINS, WATER, Hex
from ..rules.engine import END
from ..rules.state import READY
from ..rules.tiles import MOVES, hex_text, parse_hex
from . import prompts, words
from .table_layout import BOARD, TILES
from .words import tr

Move = tuple[Hex, Hex]
#: Lines the prompt keeps room for (its longest, in a narrow panel), so that the buttons
#: under it do not move up and down with the prompt's words.
PROMPT_LINES = 4


def build_hexes(legal: list[str]) -> list[Hex]:
    """The hexes of the mandatory build's next settlement, from the legal actions."""
    return [parse_hex(a.split()[1]) for a in legal if a.startswith("build ")]


def tile_uses(legal: list[str], kind: str) -> list[list[Hex]]:
    """The legal uses of a tile kind: each its hexes (one to build, two to move)."""
    return [[parse_hex(h) for h in a.split()[2:]] for a in legal if a.split()[:2] == ["use", kind]]


def why_not(view: Any, seat: int, h: Hex, targets: set[Hex], letters: str) -> str:
    """Why ``seat`` may not build on ``h`` now, building on ``letters`` (none: it may)."""
    if h in targets:
        return ""
    cell = view.board.cells[h]
    if h in view.settlements:
        owner = view.settlements[h]
        return tr("Taken: your settlement.") if owner == seat else tr("Taken.")
    if cell == WATER:
        return tr("Water: nobody builds there (a location tile may move a settlement onto it).")
    if cell == MOUNTAIN:
        return tr("Mountain: nobody builds there.")
    if cell in (CASTLE, LOCATION):
        return tr("A castle or a location: nobody builds there.")
    if cell not in letters:
        return fill(tr("Not the terrain of your card (%1)."),
                    " / ".join(words.terrain_name(t) for t in letters))  # fmt: skip
    return tr("Not next to your settlements, while a hex of this terrain next to them is free.")


class KingdomBuilderPanel(Panel):
    """The panel beside Kingdom Builder's table."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.view: Any = None
        self.seat: int | None = None
        self.legal: list[str] = []
        self.tile: str | None = None  # the location tile chosen (its kind)
        self.source: Hex | None = None  # a move tile's settlement chosen to move
        self._prompt = ""  # the decision's own prompt (a tile's steps say theirs)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setObjectName("ChosenCard")
        self.cancel = QPushButton(tr("&Cancel the tile"))
        self.cancel.clicked.connect(self.let_go)
        self.end = QPushButton(tr("&End the turn"))
        self.end.setDefault(True)
        self.end.clicked.connect(lambda: self._submit(END))
        for w in (self.about, self.cancel, self.end):
            self.actions_box.addWidget(w)
            w.setVisible(False)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.escape.activated.connect(self.let_go)
        self.escape.setEnabled(False)

    # ---- what the window asks ----------------------------------------------------------
    def show_decision(self, view: Any, seat: int | None, legal: list, prompt: str) -> None:
        self._prompt = prompt
        super().show_decision(view, seat, legal, prompt)
        self._say()

    def show_actions(self, view: Any, seat: int | None, legal: list) -> None:
        same = view is not None and self.view is not None and seat == self.seat
        self.view, self.seat, self.legal = view, seat, [str(a) for a in legal]
        if not same or (self.tile is not None and not tile_uses(self.legal, self.tile)):
            self.tile, self.source = None, None
        self._refresh()

    def marks(self) -> Marks:
        marks = Marks()
        if not self.legal or self.view is None or self.seat is None:
            return marks
        marks.page = self._page()
        if self.tile is None:
            builds = build_hexes(self.legal)
            marks.highlight = {("hex", *h) for h in builds}
            marks.highlight |= {k for k in map(self._tile_key, self._usable()) if k is not None}
            if builds:
                self._notes(marks, set(builds), self.view.seats[self.seat].card)
            return marks
        chosen = self._tile_key(self.tile)
        if chosen is not None:
            marks.selected.add(chosen)
        uses = tile_uses(self.legal, self.tile)
        if self.tile not in MOVES:
            targets = {u[0] for u in uses}
            marks.highlight = {("hex", *h) for h in targets}
            self._tile_notes(marks, targets)
        elif self.source is None:
            marks.highlight = {("settlement", *u[0]) for u in uses}
        else:
            targets = {u[1] for u in uses if u[0] == self.source}
            marks.selected.add(("settlement", *self.source))
            marks.highlight = {("hex", *h) for h in targets}
            self._tile_notes(marks, targets)
        return marks

    def on_click(self, p: Placement) -> None:
        if not self.legal or self.seat is None:
            return
        if p.kind == "tile" and p.zone == TILES and p.seat == self.seat:
            kind = str(p.data.get("kind", ""))
            if kind == self.tile:
                self.let_go()
            elif p.data.get("state") == "ready" and tile_uses(self.legal, kind):
                self.tile, self.source = kind, None
                self._changed()
            return
        if p.zone != BOARD:
            return
        h = tuple(p.data.get("hex", ()))
        if len(h) != 2:
            return
        at = (int(h[0]), int(h[1]))
        if self.tile is None:
            if f"build {hex_text(at)}" in self.legal:
                self._submit(f"build {hex_text(at)}")
            else:  # the refusal line says why, as the hover's note does
                self.error.setText(self.marks().notes.get(p.key, ""))
            return
        uses = tile_uses(self.legal, self.tile)
        if self.tile not in MOVES:
            if [at] in uses:
                self._submit(f"use {self.tile} {hex_text(at)}")
            else:
                self.let_go()
        elif self.source is None:
            if p.kind == "settlement" and any(u[0] == at for u in uses):
                self.source = at
                self._changed()
            else:
                self.let_go()
        elif at == self.source:
            self.source = None
            self._changed()
        elif [self.source, at] in uses:
            self._submit(f"use {self.tile} {hex_text(self.source)} {hex_text(at)}")
        else:
            self.let_go()

    def confirm_default(self, looked_at: Placement | None = None) -> bool:
        """Enter: End the turn once it may end and no tile is chosen (as the prompt says,
        even while the ring is on a tile a click would choose: Space does that), else
        the piece the keyboard's ring is on (as a click)."""
        if self.tile is None and END in self.legal:
            self._submit(END)
            return True
        if looked_at is not None and self._acts_on(looked_at):
            self.on_click(looked_at)
            return True
        return False

    def forget_seats(self) -> None:
        self.tile, self.source = None, None
        super().forget_seats()

    # ---- choices -----------------------------------------------------------------------
    def let_go(self) -> None:
        """Cancel the tile chosen (Esc, Cancel, a click elsewhere)."""
        if self.tile is None:
            return
        self.tile, self.source = None, None
        self._changed()

    def _acts_on(self, p: Placement) -> bool:
        marks = self.marks()
        return p.key in marks.highlight or p.key in marks.selected

    def _submit(self, action: str) -> None:
        if action in self.legal:
            self.tile, self.source = None, None
            self.choose(action)

    def _changed(self) -> None:
        self._refresh()
        self._say()
        self.marks_changed.emit()

    def _usable(self) -> list[str]:
        """The tile kinds with a legal use now, in the rules' order."""
        kinds = [a.split()[1] for a in self.legal if a.startswith("use ")]
        return list(dict.fromkeys(kinds))

    def _tile_key(self, kind: str | None) -> tuple | None:
        """The key of the seat's first ready tile of ``kind`` on the table."""
        if kind is None or self.view is None or self.seat is None:
            return None
        for i, t in enumerate(self.view.seats[self.seat].tiles):
            if t.kind == kind and t.state == READY:
                return ("tile", self.seat, i)
        return None

    def _page(self) -> str:
        """The step the marks are of (the keyboard's ring starts afresh on a new one)."""
        if self.tile is None:
            return "build" if build_hexes(self.legal) else "tiles"
        return f"{self.tile}:{self.source}"

    # ---- the reasons -------------------------------------------------------------------
    def _notes(self, marks: Marks, targets: set[Hex], card: str) -> None:
        """Every hex the mandatory build may not use says why (on its settlement when one
        stands there)."""
        view, seat = self.view, int(self.seat or 0)
        letters = card if card in TERRAINS else ""
        for h in view.board.hexes():
            why = why_not(view, seat, h, targets, letters)
            if why:
                marks.notes[("hex", *h)] = why
                if h in view.settlements:
                    marks.notes[("settlement", *h)] = why

    def _tile_notes(self, marks: Marks, targets: set[Hex]) -> None:
        name = words.tile_name(self.tile or "")
        for h in self.view.board.hexes():
            if h in targets:
                continue
            why = (tr("Taken.") if h in self.view.settlements
                   else fill(tr("Not a hex the %1 may reach now."), name))  # fmt: skip
            marks.notes[("hex", *h)] = why

    # ---- the panel's widgets -----------------------------------------------------------
    def _say(self) -> None:
        if self.tile is None:
            text = self._prompt
        elif self.tile not in MOVES:
            text = prompts.tile_build_prompt(self.tile)
        elif self.source is None:
            text = prompts.tile_source_prompt(self.tile)
        else:
            text = prompts.tile_target_prompt(self.tile)
        # the prompt keeps room for its longest words: the buttons under it stay put
        self.prompt.setMinimumHeight(PROMPT_LINES * self.prompt.fontMetrics().lineSpacing())
        say_prompt(self, text)

    def _refresh(self) -> None:
        chosen = self.tile is not None
        self.about.setVisible(chosen)
        if chosen:
            self.about.setText(fill(tr("%1: %2"), words.tile_name(self.tile or ""),
                                    words.tile_rule(self.tile or "")))  # fmt: skip
        self.cancel.setVisible(chosen)
        self.escape.setEnabled(chosen)
        self.end.setVisible(END in self.legal and not chosen)
