"""Damaged or foreign saves through the real window: refused or explained, nothing lost.

A damaged autosave with a good backup is offered at start; a backup the player was
not asked about is kept in a free slot before anything replaces it; a save naming a
computer level this version does not know loads with a stated replacement.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_main_window import take_turn, versus_computer

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.saves import SlotStore
from omg_desktop.saves.slots import AUTOSAVE
from omg_desktop.seating import Seat

pytestmark = pytest.mark.timeout(240)

CAT = default_catalog()
SEATS = [Seat("Ana", "human"), Seat("Bruno", "computer", "random")]


def recorded(seed: int, actions: int) -> Recorder:
    """A game of Ana and Bruno, ``actions`` first legal actions in."""
    from omg_desktop.games.ohmygoods.rules import legal_actions, to_act

    rec = Recorder(CAT, 2, seed)
    for _ in range(actions):
        seat = to_act(rec.state)[0]
        rec.play(legal_actions(rec.state, seat)[0])
    return rec


def damaged_autosave_with_backup(folder) -> tuple[SlotStore, list[str]]:
    """An autosave slot whose file is cut short and whose backup is a good earlier save."""
    store = SlotStore(folder, catalog=CAT)
    first = recorded(5, 6)
    store.save(AUTOSAVE, first.record, SEATS, name="Autosave", state=first.state)
    later = recorded(5, 9)
    store.save(AUTOSAVE, later.record, SEATS, name="Autosave", state=later.state)
    path = store.path(AUTOSAVE)
    path.write_bytes(path.read_bytes()[:200])  # a crash mid-write on an unsafe disk
    assert store.info(AUTOSAVE).problem and store.has_backup(AUTOSAVE)
    return store, list(first.record.steps)


def open_box(win, name: str | None = None) -> QMessageBox:
    """The message box ``win`` has open (``name``: its object name), not another test's."""
    boxes = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QMessageBox)
        and w.isVisible()
        and w.parentWidget() is win
        and (name is None or w.objectName() == name)
    ]
    assert boxes, "no message box is open"
    return boxes[-1]


def test_at_start_a_damaged_autosave_offers_its_backup(qtbot, window, tmp_path):
    _, steps = damaged_autosave_with_backup(tmp_path / "saves")
    assert window.offer_resume()
    box = open_box(window, "DamagedAutosaveOffer")
    assert "damaged" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=5000)
    assert window.controller.record.steps == steps  # the backup's game, exactly


def test_a_backup_nobody_was_asked_about_is_kept_before_a_new_game_replaces_it(
    qtbot, window, tmp_path
):
    store, steps = damaged_autosave_with_backup(tmp_path / "saves")
    window.games.start_game(versus_computer(3))  # straight to a new game: no start-up offer
    c = window.controller
    rng = Rng(2)
    for _ in range(6):  # several autosaves: the second would replace the backup
        qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=10000)
        take_turn(qtbot, window, rng)
    kept = store.load("slot-01")
    assert list(kept.record.steps) == steps
    assert "slot 1" in open_box(window).text().lower()


def test_a_save_with_an_unknown_computer_level_loads_at_a_stated_level(qtbot, window, tmp_path):
    rec = recorded(8, 4)
    window.store.save("slot-03", rec.record, SEATS, name="From the future", state=rec.state)
    path = window.store.path("slot-03")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "grandmaster"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.games.load_from("slot-03")
    c = window.controller
    assert c is not None and c.seats[1].level == "heuristic"
    assert "Bruno" in open_box(window).text() and "Normal" in open_box(window).text()
    qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=10000)
    assert len(c.record.steps) >= len(rec.record.steps)  # the computer plays on


def test_replaying_a_damaged_slot_offers_its_backup_and_replays_it(qtbot, window, tmp_path):
    """The backup offered for a replay is replayed, not loaded as the game."""
    store = window.store
    first, later = recorded(6, 5), recorded(6, 8)
    store.save("slot-02", first.record, SEATS, name="Kept", state=first.state)
    store.save("slot-02", later.record, SEATS, name="Kept", state=later.state)
    path = store.path("slot-02")
    path.write_bytes(path.read_bytes()[:150])
    window.open_replay("slot-02")
    assert window.replay_window is None and window.controller is None
    open_box(window).accept()
    qtbot.waitUntil(lambda: window.replay_window is not None)
    assert window.controller is None  # nothing was loaded onto the table
    window.replay_window.close()
