"""One seeded game (Big Box or a Longsdale chapter) in the real main window, offscreen.

Seat 0 is a person ("Ana") whose decisions a seeded random bot takes, after clicking up
to two of the hand or building cards the page glows; the other seats ("C1", ...) are
random computers. ``text_cover.py`` and ``button_cover.py`` count what the table shows
each time the scene settles.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from omg_desktop.games.ohmygoods.bots.registry import make_bot
from omg_desktop.games.ohmygoods.face.zones import BUILDING
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.saves.slots import SlotStore
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.main_window import MainWindow
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.table.layout import HAND

MAX_STEPS = 4000  # the person's decisions at most, a game that never ends stops here


def open_window(size: tuple[int, int], seed: int, tmp: Path) -> MainWindow:
    """The main window at ``size``, shown, with no animation and its files in ``tmp``."""
    settings = Settings(path=tmp / f"settings-{seed}.ini")
    settings.animation_speed = 0
    store = SlotStore(tmp / f"saves-{seed}", catalog=default_catalog())
    win = MainWindow(default_catalog(), settings, store)
    win.resize(*size)
    win.show()
    QApplication.instance().processEvents()
    return win


def shooter(win: MainWindow, shots: Path | None, name: str) -> Callable[[], None] | None:
    """Saves the window as ``shots/NAME-N.png`` when called (None without ``shots``)."""
    if shots is None:
        return None
    taken = []

    def shot() -> None:
        taken.append(1)
        path = str(shots / f"{name}-{len(taken)}.png")
        QTimer.singleShot(0, lambda: win.grab().save(path))

    return shot


def play(
    win: MainWindow,
    players: int,
    seed: int,
    on_settle: Callable[[Any, Any], None],
    ruleset: str = "bigbox",
    setup: dict | None = None,
) -> None:
    """Play one game of ``ruleset`` (``setup``: a chapter's, see ``campaign.flow``) in
    ``win`` to its end, calling ``on_settle(scene, marks)`` after every settle of the
    scene; the window is closed after."""
    app = QApplication.instance()
    scene = win.scene
    settle = scene.settle

    def counted(placements, marks, animate_ms=0):
        settle(placements, marks, animate_ms)
        on_settle(scene, marks)

    scene.settle = counted
    seats = [Seat("Ana", "human", None)] + [
        Seat(f"C{k}", "computer", "random") for k in range(1, players)
    ]
    win.games.start_game(GameConfig(seats=tuple(seats), ruleset=ruleset, seed=seed), setup)
    c = win.controller
    c.bot_delay_ms = 0
    me = make_bot("random", seed)
    steps = 0
    while not c.is_over and steps < MAX_STEPS:
        app.processEvents()
        if not c.awaiting_human():
            continue
        steps += 1
        scene.player.finish()
        marks = win.panel.marks()
        glowing = [k for k in sorted(marks.highlight, key=str) if k in scene.items_by_key]
        for key in glowing[:2]:
            p = scene.items_by_key[key].placement
            if p.zone in (HAND, BUILDING):
                win.panel.on_click(p)
                app.processEvents()
        if not c.awaiting_human():
            continue
        c.submit(me.choose(c.view(), c.legal_actions()))
    c.shutdown()
    scene.player.stop()
    win.close()
    win.deleteLater()
    app.processEvents()
