"""The table in Qt's accessibility tree: the view with one child per item on the table.

QGraphicsItems have no accessibility of their own. :func:`install` adds a factory to
``QAccessible`` that gives the table's view a :class:`TableAccessible` (its children
are the items, in reading order: rows top to bottom, each left to right) and every
item a :class:`ItemAccessible` (its name and description from the game face's
``Speech``, its place on the screen, whether the keyboard can reach it, has it, or
the decision chose or dims it, and its actions: :mod:`.item_actions`). Qt keeps each interface
until its object is destroyed.

:func:`follow` makes a view tell the screen reader what happens on its table: when
the focus ring moves, a focus event for the item in it (and the view's accessible
description says the same, for a reader that follows the view only); when a new
layout changes the ringed item's words, a name or description event; when the items
change, a reorder event. Behind a pass-and-play cover the view has no children.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QAccessible, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget

from ..screen_reader import send_event
from .controls import CONTROL
from .focus import reading_order
from .item_actions import ItemActions
from .items import TableItem
from .overlay import TallyItem
from .view import TableView

_factory_installed = False


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("TableSpeech", text, None, n)


NO_INTERFACE = shiboken6.VoidPtr(0)


def install() -> None:
    """Give the table's view and items their accessible interfaces (once a process)."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        _factory_installed = True


def _factory(key: str, obj):
    if isinstance(obj, TableView):
        return TableAccessible(obj)
    if isinstance(obj, (TableItem, TallyItem)) and hasattr(obj, "placement"):
        return ItemAccessible(obj)
    return None


def spoken_items(view: TableView) -> list:
    """The items a screen reader finds on ``view``'s table, in reading order (none
    behind a pass-and-play cover)."""
    scene = view.scene()
    if scene is None or not view.keys_allowed():
        return []
    items = []
    counters = getattr(getattr(scene, "terms", None), "counters", ())
    for item in getattr(scene, "items_by_key", {}).values():
        if not shiboken6.isValid(item) or not item.isVisible() or item.scene() is not scene:
            continue
        p = item.placement
        if p.kind in counters and p.data.get("count", 0) <= 0:
            continue  # none lie there: the card says so
        items.append(item)
    return reading_order(items)


def _view_of(item) -> TableView | None:
    scene = item.scene() if shiboken6.isValid(item) else None
    views = scene.views() if scene is not None else []
    return next((v for v in views if isinstance(v, TableView)), None)


class TableAccessible(QAccessibleWidget):
    """The table's view: a canvas named "Game table" whose children are the items.

    A canvas, not a pane: Orca reads a pane that takes the focus with the words of every
    label in it (the players' lines, the captions: some 480 characters before the item
    in the ring); a canvas with its name and role only."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.Canvas)

    def _view(self) -> TableView | None:
        view = self.widget()
        return view if isinstance(view, TableView) and shiboken6.isValid(view) else None

    def _items(self) -> list:
        view = self._view()
        return spoken_items(view) if view is not None else []

    def childCount(self) -> int:  # noqa: N802 (Qt's names)
        return len(self._items())

    def child(self, index: int):
        items = self._items()
        if 0 <= index < len(items):
            return QAccessible.queryAccessibleInterface(items[index])
        return None

    def indexOfChild(self, child) -> int:  # noqa: N802
        obj = child.object() if child is not None else None
        items = self._items()
        return items.index(obj) if obj in items else -1

    def focusChild(self):  # noqa: N802
        view = self._view()
        target = focused_item(view) if view is not None else None
        return QAccessible.queryAccessibleInterface(target) if target is not None else None

    def childAt(self, x: int, y: int):  # noqa: N802
        view = self._view()
        if view is None:
            return None
        local = view.viewport().mapFromGlobal(QPoint(x, y))
        spoken = set(map(id, self._items()))
        for item in view.items(local):
            if id(item) in spoken:
                return QAccessible.queryAccessibleInterface(item)
        return None


def focused_item(view: TableView):
    """The item in the focus ring while the view has the keyboard's focus (else None)."""
    scene = view.scene()
    focus = getattr(scene, "focus", None)
    if focus is None or not focus.shown or not view.hasFocus() or not view.keys_allowed():
        return None
    return focus.current()


class ItemAccessible(QAccessibleObject):
    """One item of the table: its words, its place, whether it is focused or chosen, and
    its actions (:mod:`.item_actions`)."""

    def __init__(self, item) -> None:
        super().__init__(item)
        self.actions = ItemActions(self)  # lives as long as this interface

    def interface_cast(self, kind: QAccessible.InterfaceType):
        if kind == QAccessible.InterfaceType.ActionInterface:
            return self.actions.pointer()
        return NO_INTERFACE  # (None is no void*: shiboken crashed on it)

    def _item(self):
        obj = self.object()
        return obj if obj is not None and shiboken6.isValid(obj) else None

    def isValid(self) -> bool:  # noqa: N802
        return self._item() is not None

    def role(self) -> QAccessible.Role:
        item = self._item()
        kind = item.placement.kind if item is not None else ""
        if kind == CONTROL:
            return QAccessible.Role.Button
        if kind in ("label", "tally"):
            return QAccessible.Role.StaticText
        return QAccessible.Role.Graphic

    def text(self, which: QAccessible.Text) -> str:
        item = self._item()
        if item is None or item.scene() is None:
            return ""
        speech = item.scene().face.Speech(item.scene())
        if which == QAccessible.Text.Name:
            return speech.name(item)
        if which == QAccessible.Text.Description:
            return speech.description(item)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        item = self._item()
        if item is None:
            state.invalid = True
            return state
        view = _view_of(item)
        scene = item.scene()
        focus = getattr(scene, "focus", None)
        state.invisible = not item.isVisible()
        if focus is not None and item in focus.items():
            state.focusable = True
        state.focused = view is not None and focused_item(view) is item
        state.selected = bool(getattr(item, "selected_mark", False))
        state.selectable = bool(getattr(item, "highlighted", False)) or state.selected
        p = item.placement
        state.disabled = bool(getattr(item, "dimmed", False)) or (
            p.kind == CONTROL and not p.data.get("enabled", True)
        )
        state.defaultButton = p.kind == CONTROL and bool(p.data.get("default"))
        return state

    def rect(self) -> QRect:
        item = self._item()
        view = _view_of(item) if item is not None else None
        if view is None:
            return QRect()
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())

    def parent(self):
        item = self._item()
        view = _view_of(item) if item is not None else None
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def child(self, index: int):
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child) -> int:  # noqa: N802
        return -1


class TableNarrator:
    """Tells the screen reader what happens on ``view``'s table (see the module's text)."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self._told: object | None = None  # the item the last focus event was about
        self._words: tuple[str, str] = ("", "")
        self._base = view.accessibleDescription() or tr(
            "Tab and the arrow keys move the focus ring over the cards, goods and buttons; "
            "Space acts on the one in the ring, Enter confirms the step."
        )
        view.setAccessibleDescription(self._base)
        scene = view.scene()
        scene.focus.moved.append(self._moved)
        scene.settled.connect(self._shown)
        self._entering = _Entering(view, self.retell)

    def retell(self) -> None:
        """A focus event for the item in the ring again (the table took the focus: Qt's
        focus event for the view came after the item's, and Orca reads the last one)."""
        view = self.view
        item = focused_item(view) if shiboken6.isValid(view) else None
        if item is not None:
            send_event(item, QAccessible.Event.Focus)

    def _words_of(self, item) -> tuple[str, str]:
        speech = item.scene().face.Speech(item.scene())
        return speech.name(item), speech.description(item)

    def _moved(self, _target=None) -> None:
        """The ring moved (or came or went): a focus event for the item now in it."""
        view = self.view
        if not shiboken6.isValid(view):
            return
        item = focused_item(view)
        if item is self._told:
            return
        self._told = item
        if item is None:
            view.setAccessibleDescription(self._base)
            return
        self._words = self._words_of(item)
        view.setAccessibleDescription(self._words[0])
        send_event(item, QAccessible.Event.Focus)

    def _shown(self) -> None:
        """A new layout: the items changed; the ringed item may say something new."""
        view = self.view
        if not shiboken6.isValid(view):
            return
        send_event(view, QAccessible.Event.ObjectReorder)
        item = focused_item(view)
        if item is None or item is not self._told:
            self._moved()
            return
        name, description = self._words_of(item)
        if name != self._words[0]:
            view.setAccessibleDescription(name)
            send_event(item, QAccessible.Event.NameChanged)
        if description != self._words[1]:
            send_event(item, QAccessible.Event.DescriptionChanged)
        self._words = (name, description)


class _Entering(QObject):
    """Calls ``then`` once the view has taken the keyboard's focus and Qt has said so."""

    def __init__(self, view: TableView, then) -> None:
        super().__init__(view)
        self.then = then
        view.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FocusIn:
            QTimer.singleShot(0, self, self.then)
        return False


def follow(view: TableView) -> TableNarrator:
    """Install the interfaces and tell the screen reader about ``view``'s table."""
    install()
    view._narrator = TableNarrator(view)
    return view._narrator
