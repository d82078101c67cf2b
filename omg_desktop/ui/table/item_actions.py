"""The actions a screen reader can take on an item of the table: what the keys do.

Qt asks an interface for its actions with ``interface_cast(ActionInterface)``, which
answers a C++ pointer. The item's interface keeps an :class:`ItemActions` of its own (a
plain ``QAccessibleActionInterface``: mixed into the interface as a second base, Qt's
calls into it crashed, shiboken finding no Python object for that part); its address is
handed back as the ``void*`` Qt wants (:meth:`ItemActions.pointer`). Each item the keys
can reach has three actions:

- *Press* (Space with the ring on it): a card or good is chosen, a button pressed;
- *Confirm* (Enter with the ring on it): the step's default, taking the item first where
  the choice leaves it out (a button: pressed);
- *SetFocus*: the focus ring on it (the table takes the keyboard; a card is shown large).

Behind a pass-and-play cover, and on items the keys cannot reach, there are none.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessibleActionInterface

from .controls import CONTROL


def tr(text: str) -> str:
    return QCoreApplication.translate("TableSpeech", text)


PRESS = QAccessibleActionInterface.pressAction()
CONFIRM = "Confirm"
SHOW = QAccessibleActionInterface.setFocusAction()


def _reachable(item) -> tuple | None:
    """(view, focus) when the keys can reach ``item`` now, else None."""
    if item is None or not shiboken6.isValid(item) or item.scene() is None:
        return None
    scene = item.scene()
    focus = getattr(scene, "focus", None)
    views = [v for v in scene.views() if hasattr(v, "keys_allowed")]
    if focus is None or not views or not views[0].keys_allowed() or item not in focus.items():
        return None
    return views[0], focus


def ring_on(item) -> bool:
    """The focus ring on ``item``, with the table holding the keyboard (False: the keys
    cannot reach it now)."""
    reach = _reachable(item)
    if reach is None:
        return False
    view, focus = reach
    if not view.hasFocus():
        view.setFocus(Qt.FocusReason.OtherFocusReason)
    focus.key = item.placement.key
    focus.show(True)
    return True


class ItemActions(QAccessibleActionInterface):
    """Press, Confirm and SetFocus for the item of ``iface`` (an ``ItemAccessible``)."""

    def __init__(self, iface) -> None:
        super().__init__()
        self.iface = iface

    def pointer(self) -> shiboken6.VoidPtr:
        """This object's C++ address, as ``interface_cast`` answers it."""
        return shiboken6.VoidPtr(shiboken6.getCppPointer(self)[0])

    def _item(self):
        return self.iface._item()

    def actionNames(self) -> list[str]:  # noqa: N802 (Qt's names)
        return [PRESS, CONFIRM, SHOW] if _reachable(self._item()) is not None else []

    def localizedActionName(self, name: str) -> str:  # noqa: N802
        return {PRESS: tr("Press"), CONFIRM: tr("Confirm the step"), SHOW: tr("Focus")}.get(
            name, ""
        )

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802
        return {
            PRESS: tr("What Space does with the focus ring on it: choose it, or press it."),
            CONFIRM: tr("What Enter does with the focus ring on it: confirm the step."),
            SHOW: tr("Put the focus ring on it; a card is shown large."),
        }.get(name, "")

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        return {PRESS: ["Space"], CONFIRM: ["Return"]}.get(name, [])

    def doAction(self, name: str) -> None:  # noqa: N802
        item = self._item()
        if name not in (PRESS, CONFIRM, SHOW) or not ring_on(item):
            return
        if name == PRESS or (name == CONFIRM and item.placement.kind == CONTROL):
            item.activate()  # as Space (Enter on a button presses it)
        elif name == CONFIRM:
            item.scene().confirm_requested.emit()
