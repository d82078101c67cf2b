"""The seat dialogs (New game, Host, the campaign's seats) show every label whole, inside
the dialog, and fit the screen, at every number of seats and in every language (three
remembered players cut the level's line under the seats at 1024x700).

The screen's size is fixed when Qt starts, so the checks run in a process of their own
(this file, run as a script) on an offscreen screen of each size."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import pytest
from windows import on_screen

SCREENS = [(1366, 768), (1024, 700)]


def label_problems(dlg) -> list[str]:
    """Visible labels shorter than their text needs at their width, or outside ``dlg``."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel

    out = []
    for label in dlg.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        width = label.width()
        need = label.heightForWidth(width) if label.wordWrap() else label.sizeHint().height()
        if label.height() < need:
            out.append(f"{label.text()[:40]!r} is {label.height()} high, needs {need}")
        box = QRect(label.mapTo(dlg, label.rect().topLeft()), label.size())
        if not dlg.rect().contains(box):
            out.append(f"{label.text()[:40]!r} at {box.getRect()} outside {dlg.rect().getRect()}")
    return out


def seated(dlg, count: int) -> None:
    """``count`` seats: the first played here, the others by the computer (the level's line
    under the seats shows)."""
    from omg_desktop.seating.seat import COMPUTER

    dlg.players.setValue(count)
    for row in dlg.rows[1:count]:
        row.kind.setCurrentIndex(row.kind.findData(COMPUTER))


def dialogs(cat, settings, count: int):
    """Each seat dialog with ``count`` seats (skipped where its rules take fewer or more);
    the New game dialog as remembered from the last game, the way it opens."""
    from omg_desktop.games.ohmygoods.campaign.flow import RULESET
    from omg_desktop.seating import GameConfig, Seat
    from omg_desktop.ui.dialogs.new_game import NewGameDialog
    from omg_desktop.ui.network.dialogs import CampaignSeatsDialog, HostDialog

    names = ["Ana", "Bruno", "Chiara", "Daiki", "Eve", "Fumi"]
    seats = (Seat.human("Ana"),) + tuple(
        Seat.computer(names[i], "heuristic") for i in range(1, count)
    )
    settings.last_game_config = GameConfig(seats, "bigbox", None)
    remembered = NewGameDialog(cat, settings)
    yield "new game", remembered
    for name, make in (
        ("campaign", lambda: NewGameDialog(cat, ruleset=RULESET, title="Campaign")),
        ("campaign seats", lambda: CampaignSeatsDialog(cat, RULESET, "Campaign", None)),
        ("host", lambda: HostDialog(cat)),
    ):
        dlg = make()
        if dlg.players.minimum() <= count <= dlg.players.maximum():
            seated(dlg, count)
            yield name, dlg


def probe() -> dict:
    """Every language, seat count and seat dialog: the problems found, by case."""
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from omg_desktop.games.ohmygoods.loading import default_catalog
    from omg_desktop.i18n import LANGUAGES
    from omg_desktop.i18n import files as i18n_files
    from omg_desktop.ui import language
    from omg_desktop.ui.settings import Settings

    i18n_files.build()
    language.register_fonts()
    settings = Settings(path=Path(tempfile.mkdtemp(prefix="omg-fits-")) / "settings.ini")
    screen = app.primaryScreen().availableGeometry()
    problems: dict[str, list[str]] = {}
    seen = 0
    for code in LANGUAGES:
        installed = language.install(app, code)
        cat = language.localized(default_catalog(), code)
        for count in range(1, 7):
            for name, dlg in dialogs(cat, settings, count):
                dlg.open()
                app.processEvents()
                found = label_problems(dlg)
                if not screen.contains(dlg.frameGeometry()):
                    found.append(f"frame {dlg.frameGeometry().getRect()} off the screen")
                if found:
                    problems[f"{code} {name} {count} seats"] = found
                seen += 1
                dlg.close()
                dlg.deleteLater()
        for t in installed:
            app.removeTranslator(t)
    return {"screen": screen.getRect(), "seen": seen, "problems": problems}


@pytest.mark.timeout(300)
@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_seat_dialog_shows_its_labels_whole(tmp_path, size):
    result = on_screen(tmp_path, size, __file__)
    assert result["screen"][2:] == list(size)
    assert result["seen"] >= 4 * 4 * 3  # languages x seat counts x dialogs, at least
    assert result["problems"] == {}


if __name__ == "__main__":
    print(json.dumps(probe()))
