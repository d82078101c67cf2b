"""Run by test_window_fit.py in a process of its own (the offscreen screen's size is
set when Qt starts): opens the real main window on a first start, a replay and every
dialog, and prints, as JSON, the screen's free area and each window's frame."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication


def rect(r) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def dialogs(win, tmp: Path) -> dict:
    from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CampaignDialog
    from omg_desktop.games.ohmygoods.face.campaign.story_dialog import StoryDialog
    from omg_desktop.games.ohmygoods.face.summary import SummaryWindow
    from omg_desktop.games.ohmygoods.rules import new_game, scores
    from omg_desktop.ui.dialogs.about import AboutDialog
    from omg_desktop.ui.dialogs.card_data import CardDataDialog
    from omg_desktop.ui.dialogs.help import HelpDialog, ShortcutsDialog
    from omg_desktop.ui.dialogs.new_game import NewGameDialog
    from omg_desktop.ui.dialogs.score_sheet import ScoreSheetDialog, parts_of
    from omg_desktop.ui.dialogs.slots import SlotsDialog
    from omg_desktop.ui.dialogs.statistics import StatisticsDialog
    from omg_desktop.ui.lessons.launcher import ask_lessons
    from omg_desktop.ui.network.dialogs import HostDialog

    cat = win.cat
    state = new_game(cat, 4, 1)
    names = ["Ana", "Bruno", "Chiara", "Dora"]
    sheet = parts_of(win.game, state)  # the game's rows
    out = {
        "new game": NewGameDialog(cat, win.settings, win),
        "host": HostDialog(cat, win),
        "slots": SlotsDialog(win.store, can_save=True, default_name="x", parent=win),
        "rules": HelpDialog(win),
        "shortcuts": ShortcutsDialog(win.menus.shortcuts(), win),
        "card data": CardDataDialog(cat, win),
        "about": AboutDialog(win),
        "scores": ScoreSheetDialog(
            names, scores(state), [0], [[1, 2]] * 4, win, parts=sheet, face=win.face
        ),
        "statistics": StatisticsDialog(win.games.history, win.settings, cat, win),
        "campaign": CampaignDialog(cat, CampaignStore(tmp / "campaign"), win),
        "story": StoryDialog("Chapter", 1, None, win),
        "summary": SummaryWindow(cat, [], dict(enumerate(names)), [1, 2, 3], win),
    }
    ask_lessons(win)  # opens it
    out["lessons"] = win.games.extras["lessons_dialog"]
    return out


def main() -> None:
    app = QApplication(sys.argv[:1])
    from omg_desktop.games.ohmygoods.loading import default_catalog
    from omg_desktop.saves.slots import SlotStore
    from omg_desktop.seating import GameConfig, Seat
    from omg_desktop.ui.main_window import MainWindow
    from omg_desktop.ui.replay_window import ReplayWindow
    from omg_desktop.ui.settings import Settings

    tmp = Path(tempfile.mkdtemp(prefix="omg-fit-"))
    settings = Settings(path=tmp / "settings.ini")
    settings.animation_speed = 0
    cat = default_catalog()
    win = MainWindow(cat, settings, SlotStore(tmp / "saves", catalog=cat))
    win.show()
    app.processEvents()
    frames = {"main": rect(win.frameGeometry())}
    seats = (Seat("Ana", "human", None), Seat("Bruno", "computer", "random"))
    win.games.start_game(GameConfig(seats=seats, ruleset="bigbox", seed=3))
    while not win.controller.awaiting_human():
        app.processEvents()
    win.games.save_to("slot-01", "one", 0)
    replayer, names, hands = win.games.replay_of("slot-01", False)
    shown = {"replay": ReplayWindow(win.cat, replayer, names, win.art, win, hands)}
    shown["replay"].show()
    shown.update(dialogs(win, tmp))
    for name, w in shown.items():
        if name != "replay":
            w.open()
        app.processEvents()
        frames[name] = rect(w.frameGeometry())
        w.close()
    screen = app.primaryScreen().availableGeometry()
    win.controller.shutdown()
    print(json.dumps({"available": rect(screen), "frames": frames}))


if __name__ == "__main__":
    main()
