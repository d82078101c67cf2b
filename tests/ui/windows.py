"""The real main window for a test: instant animations, settings and saves in tmp_path."""

from __future__ import annotations

from omg_desktop.data_loading import default_catalog
from omg_desktop.saves.slots import SlotStore
from omg_desktop.ui.main_window import MainWindow
from omg_desktop.ui.settings import Settings


def make_window(qtbot, tmp_path, cat=None) -> MainWindow:
    """A shown, exposed window over ``cat`` (default: the shipped catalog)."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.animation_speed = 0
    store = SlotStore(tmp_path / "saves", catalog=default_catalog())
    win = MainWindow(cat or default_catalog(), settings, store)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win
