"""View ▸ High contrast and View ▸ Card text size: the menu entries, the settings they
keep, and putting them into effect at once.

High contrast switches the widgets' palette (:mod:`.contrast`) and the table's own
colours (:mod:`.table.chrome`); the card text size the words on the card faces and
the size of a card shown large (:mod:`.art.type_sizes`, ``table.preview``). Both are
remembered in :class:`~.settings.Settings` and applied when the window is made.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication

from .contrast import apply_high_contrast
from .table.chrome import use_chrome

#: The card text sizes and their menu names.
TEXT_SIZE_NAMES = (
    ("normal", "Normal"),
    ("large", "Large"),
    ("largest", "Largest"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Appearance", text)


class Appearance(QObject):
    """The window's high contrast and card text size."""

    def __init__(self, window) -> None:
        """``window``: the main window (its settings, art, scene and menus)."""
        super().__init__(window)
        self.window = window
        self.act_contrast: QAction | None = None
        self.size_actions: dict[str, QAction] = {}

    # ---- at start ----------------------------------------------------------------
    def apply_settings(self) -> None:
        """Colours and sizes as the settings say (the window is being made)."""
        on = self.window.settings.high_contrast
        apply_high_contrast(on)
        use_chrome(on)
        self.window.scene.paint_background()

    # ---- the menu ----------------------------------------------------------------
    def add_to(self, view_menu) -> None:
        """High contrast (checkable) and Card text size (one of three) in ``view_menu``."""
        w = self.window
        view_menu.addSeparator()
        act = QAction(_tr("&High contrast"), w, checkable=True)
        act.setChecked(w.settings.high_contrast)
        act.toggled.connect(self.set_high_contrast)
        view_menu.addAction(act)
        w.addAction(act)
        self.act_contrast = act
        sizes = view_menu.addMenu(_tr("Card &text size"))
        self.text_size_menu = sizes
        group = QActionGroup(w)
        names = {"Normal": _tr("Normal"), "Large": _tr("Large"), "Largest": _tr("Largest")}
        current = w.settings.card_text_size
        for level, name in TEXT_SIZE_NAMES:
            a = QAction(names[name], w, checkable=True)
            a.setData(level)
            a.setChecked(level == current)
            a.triggered.connect(lambda _=False, v=level: self.set_text_size(v))
            group.addAction(a)
            sizes.addAction(a)
            self.size_actions[level] = a

    def _scenes(self) -> list:
        """The tables shown now: the window's, and a replay window's (same art, same
        colours)."""
        from .table.view import TableView

        scenes = [self.window.scene]
        for widget in QApplication.allWidgets():
            if isinstance(widget, TableView) and widget.scene() not in scenes:
                scenes.append(widget.scene())
        return [s for s in scenes if hasattr(s, "repaint_all")]

    # ---- changes -----------------------------------------------------------------
    def tell_panel(self, panel) -> None:
        """View ▸ Confirm each piece taken, as the settings have it, told to ``panel``
        (a game's panel without the choice takes a piece at the first click); a panel
        that works with the table and keeps a setting of its own is handed the window's
        table and settings (its ``attach(scene, settings)``)."""
        if hasattr(panel, "confirm_taking"):
            panel.confirm_taking = self.window.settings.confirm_on_table
        attach = getattr(panel, "attach", None)
        if attach is not None:
            attach(self.window.scene, self.window.settings)

    def set_confirm_on_table(self, on: bool) -> None:
        """Confirm each piece taken on or off: remembered, and the panel told."""
        self.window.settings.confirm_on_table = on
        panel = getattr(self.window, "panel", None)
        if panel is not None and hasattr(panel, "confirm_taking"):
            panel.confirm_taking = on
            panel.marks_changed.emit()

    def set_high_contrast(self, on: bool) -> None:
        """High contrast on or off: remembered, and in effect at once."""
        w = self.window
        w.settings.high_contrast = on
        apply_high_contrast(on)
        use_chrome(on)
        for scene in self._scenes():
            scene.repaint_all()
        if self.act_contrast is not None and self.act_contrast.isChecked() != on:
            self.act_contrast.setChecked(on)

    def set_text_size(self, level: str) -> None:
        """The words on the cards at ``level``: remembered, and drawn so at once."""
        w = self.window
        w.settings.card_text_size = level
        if w.art.set_text_size(level):
            for scene in self._scenes():
                scene.repaint_all()
                scene.refresh_preview()
        act = self.size_actions.get(level)
        if act is not None and not act.isChecked():
            act.setChecked(True)
