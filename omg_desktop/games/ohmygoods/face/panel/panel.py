"""The decision panel beside the table: what to do now, and the controls to do it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QPushButton, QStackedWidget, QVBoxLayout

from omg_desktop.i18n.templates import fill

from .....ui.face_panel import decision_labels, say_prompt, take_back_buttons
from .....ui.table.controls import CONTROL
from .....ui.table.layout import Marks, Placement
from ...rules import Action, Catalog, GameState, IllegalAction
from ...rules.state import (
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
from .characters import CharacterBar
from .pages import (
    AssignPage,
    BuildPage,
    ChainPage,
    DiscardPage,
    ExchangePage,
    Page,
    ProducePage,
    SunrisePage,
    WaitPage,
)
from .widgets import tr

#: The pages of the panel by name (each made when first shown, see :class:`Pages`).
PAGE_CLASSES: dict[str, type[Page]] = {
    "wait": WaitPage,
    "exchange": ExchangePage,
    "discard": DiscardPage,
    "sunrise": SunrisePage,
    "produce": ProducePage,
    "chain": ChainPage,
    "build": BuildPage,
    "assign": AssignPage,
}

#: The page for each decision step: (state.phase, state.step; "" outside phase IV).
PAGE_FOR = {
    (EXCHANGE, ""): "exchange",
    (STARVE, ""): "discard",
    (SUNRISE, ""): "sunrise",
    (PRODUCTION, PRODUCE): "produce",
    (PRODUCTION, CHAIN): "chain",
    (PRODUCTION, FINAL_CHAIN): "chain",
    (PRODUCTION, BUILD): "build",
    (ASSIGN, ""): "assign",
}


class Pages(dict):
    """One seat's pages by name; a page is made the first time it is asked for.

    The first frame shows one page: the others are made by :meth:`ActionPanel.make_all`
    once it is up (the window asks right after its first paint), or on demand.
    Each seat has pages of its own (the waiting page is shared), so no control ever
    starts from what another person chose on it.
    """

    def __init__(self, panel: ActionPanel, wait: Page | None = None) -> None:
        super().__init__()
        self._panel = panel
        if wait is not None:
            self["wait"] = wait

    def __missing__(self, name: str) -> Page:
        page = PAGE_CLASSES[name](self._panel.cat)
        self[name] = page
        self._panel._adopt(page)
        return page


class ActionPanel(QFrame):
    """Shows the prompt and the page for the viewer's current decision."""

    submitted = Signal(object)  # an Action the player confirmed
    marks_changed = Signal()
    prompt_changed = Signal(str)  # the prompt's new words (a screen reader is told)

    def __init__(self, cat: Catalog, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.prompt, self.hint, self.error = decision_labels()
        self.stack = QStackedWidget()
        self.cat = cat
        self.other_ways_open = False  # the pages' lists and fields: folded or open
        self._by_seat: dict[int, dict[str, Page]] = {}  # each seat's own pages
        self.pages: dict[str, Page] = Pages(self)
        self.pages["wait"]  # noqa: B018 (made now: it is the first page shown)
        self._seat: int | None = None  # the last seat shown a decision
        self.characters = CharacterBar()
        self.characters.chosen.connect(self._chosen)
        self.undo, self.reset, row = take_back_buttons()
        box = QVBoxLayout(self)
        box.addWidget(self.prompt)
        box.addWidget(self.characters)
        box.addWidget(self.stack)
        box.addWidget(self.hint)
        box.addWidget(self.error)
        box.addLayout(row)
        self.current = "wait"

    def _adopt(self, page: Page) -> None:
        page.box.addStretch(1)  # the page's widgets at the top
        self.stack.addWidget(page)
        page.chosen.connect(self._chosen)
        page.marks_changed.connect(self.marks_changed)
        if page.other is not None:
            page.other.set_open(self.other_ways_open)
            page.other.toggled.connect(self._other_ways_toggled)

    def _other_ways_toggled(self, open_: bool) -> None:
        """One page's "other ways" opened or folded: every page follows."""
        self.other_ways_open = open_
        for pages in [self.pages, *self._by_seat.values()]:
            for page in pages.values():
                if page.other is not None:
                    page.other.set_open(open_)
        self._fit_page()

    def make_all(self) -> None:
        """Make the pages not made yet (in the order of :data:`PAGE_CLASSES`)."""
        for name in PAGE_CLASSES:
            self.pages[name]  # noqa: B018

    def show_decision(
        self, view: GameState | None, seat: int | None, legal: list[Action], prompt: str
    ) -> None:
        """Show the page for ``legal`` (the viewer's actions), or the waiting page."""
        say_prompt(self, prompt)
        self.hint.clear()
        if seat != self._seat:
            self.error.clear()  # a refusal is said to the person it was for only
            if seat is not None:
                self._use_pages_of(seat)
        name = "wait"
        if view is not None and seat is not None and legal:
            name = PAGE_FOR.get((view.phase, view.step if view.phase == PRODUCTION else ""), "wait")
        self.current = name
        self.characters.load(view, legal)
        page = self.pages[name]
        if name != "wait":
            page.load(view, seat, legal)
        self.stack.setCurrentWidget(page)
        self._fit_page()
        self.marks_changed.emit()

    def _fit_page(self) -> None:
        """Give the stack the height its page's wrapped texts need at this width (a
        stacked widget does not ask its page for a height by width itself)."""
        page = self.stack.currentWidget()
        if page is None:
            return
        layout = page.layout()
        width = max(1, self.stack.width())
        need = layout.heightForWidth(width) if layout and layout.hasHeightForWidth() else -1
        self.stack.setMinimumHeight(max(0, need))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_page()

    def _use_pages_of(self, seat: int) -> None:
        """Switch to ``seat``'s own pages: the first seat takes the pages made before the
        game, every other seat gets a set of its own (made on demand)."""
        pages = self._by_seat.get(seat)
        if pages is None:
            claimed = any(p is self.pages for p in self._by_seat.values())
            pages = Pages(self, wait=self.pages["wait"]) if claimed else self.pages
            self._by_seat[seat] = pages
        self._seat = seat
        self.pages = pages

    def forget_seats(self) -> None:
        """A new game: every seat's pages start afresh (the waiting page stays)."""
        if not self._by_seat:
            return
        wait = self.pages["wait"]
        for pages in self._by_seat.values():
            for page in pages.values():
                if page is not wait:
                    self.stack.removeWidget(page)
                    page.deleteLater()
        self._by_seat = {}
        self._seat = None
        self.pages = Pages(self, wait=wait)
        self.current = "wait"
        self.stack.setCurrentWidget(wait)

    def page(self) -> Page:
        return self.pages[self.current]

    def marks(self) -> Marks:
        marks = self.page().marks() if self.current != "wait" else Marks()
        marks.controls = [*marks.controls, *self.characters.controls()]
        marks.page = self.current
        return marks

    def on_click(self, placement: Placement) -> None:
        if placement.zone == CONTROL and self.characters.on_control(
            str(placement.data.get("id", ""))
        ):
            return
        if placement.data.get("back") and not self.page().takes_goods_back:
            return  # a right click takes a chosen good back: only where goods are chosen
        if self.current != "wait":
            self.page().on_click(placement)

    def on_drop(self, dragged: Placement, target: Placement | None) -> None:
        if self.current != "wait":
            self.page().on_drop(dragged, target)

    def confirm_default(self, looked_at: Placement | None = None) -> bool:
        """Enter: press the current step's default — the table button marked ``default``
        if the page shows one (as its click would), else the page's default button.
        ``looked_at``: the table item the keyboard's ring is on; when the choice leaves it
        out, Enter first takes it (:meth:`Page.takes_first`). False if there is nothing
        that can be pressed now."""
        if self.current == "wait":
            return False
        page = self.page()
        if looked_at is not None and page.takes_first(looked_at):
            return True
        control = next((c for c in self.marks().controls if c.default and c.enabled), None)
        if control is not None:
            data = {"id": control.id, "text": control.text, "enabled": True, "default": True}
            page.on_click(Placement((CONTROL, control.id), CONTROL, 0, 0, 1.0, 0, data, CONTROL))
            return True
        for button in page.findChildren(QPushButton):
            if button.isDefault() and button.isEnabled() and button.isVisibleTo(page):
                button.click()
                return True
        return False

    def draft(self, view: GameState) -> GameState:
        """``view`` with the choice being made drawn into it (a copy)."""
        if self.current == "wait":
            return view
        view = view.clone()
        self.page().draft(view)
        return view

    def _chosen(self, action: Action) -> None:
        self.error.clear()
        self.submitted.emit(action)

    def show_hint(self, text: str) -> None:
        self.hint.setText(text)

    def refuse(self, exc: IllegalAction) -> None:
        """Say that an action was refused: with the rules' reason, which is in English,
        only when the window speaks English."""
        from PySide6.QtWidgets import QApplication

        if getattr(QApplication.instance(), "language", "en") == "en":
            self.error.setText(fill(tr("Not allowed: %1"), exc))
        else:
            self.error.setText(tr("That is not allowed by the rules now. Choose again."))
