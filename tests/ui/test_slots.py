"""The slot list model and the saved games dialog (driven through widgets, never exec())."""

from __future__ import annotations

import dataclasses
import itertools
import json
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QLabel, QMessageBox

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.saves import AUTOSAVE, SaveError, SlotStore
from omg_desktop.saves.paths import default_save_dir
from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs.slots import SlotsDialog, backup_offer, resume_offer
from omg_desktop.ui.slots_model import (
    DATE,
    GAME,
    NAME,
    ROUND,
    SEATS,
    SlotsModel,
    app_save_dir,
    thumbnail_png,
)

pytestmark = pytest.mark.timeout(60)

CAT = default_catalog()
SEATS_ = [Seat("Ana", "human"), Seat("Bruno", "computer", "random")]


def recorder(actions: int, seed: int = 3) -> Recorder:
    rec = Recorder(CAT, 2, seed)
    bots = [RandomBot(i) for i in range(2)]
    n = 0
    while not rec.state.over and n < actions:
        seat = to_act(rec.state)[0]
        rec.play(bots[seat].choose(rec.state, legal_actions(rec.state, seat)))
        n += 1
    return rec


def png(colour: str = "darkgreen") -> bytes:
    label = QLabel("table")
    label.resize(320, 200)
    label.setStyleSheet(f"background: {colour}")
    return thumbnail_png(label)


def stepping_clock(start: datetime, step: timedelta = timedelta(minutes=1)):
    """A fake clock for a store: ``start``, then one ``step`` later at every call."""
    calls = itertools.count()
    return lambda: start + next(calls) * step


@pytest.fixture
def store(qtbot, tmp_path: Path) -> SlotStore:
    """Slot 1 (finished), slot 2 damaged with a backup, then the autosave (unfinished, with
    a picture): the most recent save, a minute after the others on the store's fake clock."""
    s = SlotStore(tmp_path, catalog=CAT, clock=stepping_clock(datetime(2025, 3, 1, 18, tzinfo=UTC)))
    mid = recorder(40)
    done = recorder(10_000)
    s.save("slot-01", done.record, SEATS_, name="Finished one", state=done.state)
    s.save("slot-02", mid.record, SEATS_, name="Good", state=mid.state)
    s.save("slot-02", mid.record, SEATS_, name="Good again", state=mid.state)
    s.path("slot-02").write_text("{ not json")
    s.save(AUTOSAVE, mid.record, SEATS_, state=mid.state, thumbnail=png())
    return s


@pytest.fixture
def dialog(qtbot, store):
    def make(**kw) -> SlotsDialog:
        d = SlotsDialog(store, **kw)
        qtbot.addWidget(d)
        d.show()
        return d

    return make


def test_the_model_passes_the_model_tester(qtmodeltester, store):
    model = SlotsModel(store)
    qtmodeltester.check(model)
    store.delete("slot-01")
    model.refresh()
    qtmodeltester.check(model)


def test_model_cells(store):
    model = SlotsModel(store)
    assert model.rowCount() == 11 and model.columnCount() == 5
    auto = model.row_of(AUTOSAVE)
    text = lambda row, col: model.index(row, col).data()  # noqa: E731
    assert text(auto, NAME) == "Autosave" and text(auto, ROUND) == str(model.info(auto).round)
    assert text(auto, SEATS) == "Ana, Bruno (computer)" and text(auto, DATE)
    picture = model.index(auto, NAME).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(picture, QPixmap) and not picture.isNull() and picture.width() <= 160
    one = model.row_of("slot-01")
    assert text(one, NAME) == "Slot 1: Finished one" and text(one, ROUND) == "finished"
    two = model.row_of("slot-02")
    assert "damaged" in text(two, NAME) and text(two, DATE) == ""
    tip = model.index(two, NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert "not valid JSON" in tip and "backup" in tip
    tip = model.index(one, NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(f"rule set {CAT.ruleset('bigbox').name}") and "@" not in tip
    three = model.row_of("slot-03")
    assert "(empty)" in text(three, NAME)
    assert model.index(three, NAME).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.index(one, DATE).data(SlotsModel.SlotRole) == "slot-01"
    assert model.index(one, DATE).data(SlotsModel.InfoRole).over
    assert model.headerData(SEATS, Qt.Orientation.Horizontal) == "Players"
    assert text(auto, GAME) == "Oh My Goods!" and text(three, GAME) == ""


def test_each_saved_game_says_which_game_of_the_box_it_holds(qtbot, store):
    """Saves of different games share the slots: each row names its game, in a column
    of its own that the dialog shows."""
    from omg_desktop.games import registry
    from omg_desktop.record import Recorder

    for n, game_id in ((4, "gizmos"), (5, "kingdom_builder")):
        rec = Recorder.start(game_id, store.catalog_for(game_id), 2, seed=5)
        store.save(f"slot-0{n}", rec.record, SEATS_, state=rec.state)
    d = SlotsDialog(store, can_save=False)
    qtbot.addWidget(d)
    d.show()
    model = d.model
    assert model.headerData(GAME, Qt.Orientation.Horizontal) == "Game"
    assert not d.table.isColumnHidden(GAME) and d.table.columnWidth(GAME) > 0
    for slot, game_id in (("slot-01", "ohmygoods"), ("slot-04", "gizmos"),
                          ("slot-05", "kingdom_builder")):  # fmt: skip
        row = model.row_of(slot)
        assert model.index(row, GAME).data() == registry.title(game_id, "en"), slot
        said = model.index(row, NAME).data(Qt.ItemDataRole.AccessibleTextRole)
        assert registry.title(game_id, "en") in said


def test_the_tooltip_names_an_earlier_revision_s_rule_set_as_players_know_it(store):
    """A game begun under classic revision 2 says "Classic …", not its key "classic@2"."""
    rec = Recorder(CAT, 2, 5, "classic@2")
    rec.play(legal_actions(rec.state, to_act(rec.state)[0])[0])
    store.save("slot-03", rec.record, SEATS_, state=rec.state)
    model = SlotsModel(store)
    tip = model.index(model.row_of("slot-03"), NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(f" steps, rule set {CAT.ruleset('classic').name}")


def test_a_slot_that_does_not_replay_is_shown_damaged(store):
    data = json.loads(store.path("slot-01").read_text())
    data["steps"][5] = "T reveal c=999 r=0"
    store.path("slot-01").write_text(json.dumps(data))
    model = SlotsModel(store)
    assert "damaged" in model.index(model.row_of("slot-01"), NAME).data()


def test_thumbnails_are_small_pngs(qtbot):
    data = png("navy")
    assert data.startswith(b"\x89PNG")
    pix = QPixmap()
    assert pix.loadFromData(data) and pix.width() == 160
    assert QColor(pix.toImage().pixel(80, 50)) == QColor("navy")


def test_the_qt_save_folder_is_the_one_saves_use(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.delenv("OMG_DESKTOP_SAVE_DIR", raising=False)
    org, app = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("omg-desktop")
    QCoreApplication.setApplicationName("omg-desktop")
    try:
        if not sys.platform.startswith("linux"):
            pytest.skip("XDG_DATA_HOME only matters on Linux")
        assert app_save_dir() == default_save_dir()
    finally:
        QCoreApplication.setOrganizationName(org)
        QCoreApplication.setApplicationName(app)


# -- the dialog ------------------------------------------------------------------------


def test_load(dialog, store):
    d = dialog(can_save=False)
    assert not d.save_button.isVisible()
    asked = []
    d.load_requested.connect(asked.append)
    assert d.current().slot == AUTOSAVE  # the most recent save is selected
    d.select("slot-03")
    assert not d.load_button.isEnabled() and not d.delete_button.isEnabled()
    d.select("slot-01")
    assert d.load_button.isEnabled() and d.name_edit.text() == "Finished one"
    d.load_button.click()
    assert asked == ["slot-01"] and not d.isVisible()


def test_a_damaged_slot_offers_its_backup(dialog):
    d = dialog()
    asked = []
    d.load_backup_requested.connect(asked.append)
    d.select("slot-02")
    assert not d.load_button.isEnabled() and d.backup_button.isEnabled()
    assert d.problem.isVisible() and "Slot 2" in d.problem.text()
    d.backup_button.click()
    assert asked == ["slot-02"]


def test_save_into_an_empty_slot(dialog):
    d = dialog(default_name="Ana vs Bruno")
    saved = []
    d.save_requested.connect(lambda slot, name: saved.append((slot, name)))
    assert d.current().slot == "slot-03"  # the first free slot
    assert d.name_edit.text() == "Ana vs Bruno"
    d.name_edit.setText("Evening game")
    d.save_button.click()
    assert saved == [("slot-03", "Evening game")] and d.confirm is None


def test_overwriting_asks_first(dialog, qtbot):
    d = dialog()
    saved = []
    d.save_requested.connect(lambda slot, name: saved.append((slot, name)))
    d.select("slot-01")
    d.save_button.click()
    assert saved == [] and d.confirm is not None and "Finished one" in d.confirm.text()
    d.confirm.button(QMessageBox.StandardButton.No).click()
    assert saved == [] and d.isVisible()
    d.save_button.click()
    d.confirm.button(QMessageBox.StandardButton.Yes).click()
    assert saved == [("slot-01", "Finished one")]


def test_the_autosave_slot_is_not_for_saving_or_renaming(dialog):
    d = dialog()
    d.select(AUTOSAVE)
    assert not d.save_button.isEnabled() and not d.rename_button.isEnabled()
    assert d.load_button.isEnabled() and d.delete_button.isEnabled()


def test_rename(dialog, store):
    d = dialog()
    d.select("slot-01")
    d.name_edit.setText("Renamed")
    d.rename_button.click()
    assert store.info("slot-01").name == "Renamed"
    assert (
        d.current().slot == "slot-01"
        and "Renamed" in d.model.index(d.model.row_of("slot-01"), NAME).data()
    )


def test_delete_asks_first(dialog, store):
    d = dialog()
    d.select("slot-01")
    d.delete_button.click()
    d.confirm.button(QMessageBox.StandardButton.No).click()
    assert store.info("slot-01").ok
    d.delete_button.click()
    assert "cannot be undone" in d.confirm.text()
    d.confirm.button(QMessageBox.StandardButton.Yes).click()
    assert store.info("slot-01").empty and d.current().slot == "slot-01"
    assert "(empty)" in d.model.index(d.model.row_of("slot-01"), NAME).data()


def test_resume_offer(qtbot, store):
    box = resume_offer(store.latest_unfinished())
    qtbot.addWidget(box)
    assert "Autosave" in box.text() and "Ana, Bruno (computer)" in box.text()
    accepted = []
    box.accepted.connect(lambda: accepted.append(True))
    box.open()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert accepted == [True]


def test_resume_offer_names_a_named_save_once(qtbot, store):
    """A save's name (by default its seats and round) is not followed by the round again."""
    info = dataclasses.replace(store.latest_unfinished(), name="Ana, Bruno, round 3", round=3)
    box = resume_offer(info)
    qtbot.addWidget(box)
    assert box.text().count("round 3") == 1 and box.text().startswith("Resume your last game? Ana")


def test_backup_offer(qtbot, store):
    with pytest.raises(SaveError) as err:
        store.load("slot-02")
    box = backup_offer(err.value)
    qtbot.addWidget(box)
    assert box.text().startswith("Slot 2: ") and "backup" in box.text()
    assert box.button(QMessageBox.StandardButton.Yes) is not None
    plain = backup_offer(SaveError("slot-04", "broken"))
    qtbot.addWidget(plain)
    assert plain.button(QMessageBox.StandardButton.Yes) is None


def test_enter_in_the_list_loads_and_tab_leaves_it(dialog, qtbot):
    """The keyboard: Enter on the list loads the slot chosen (saves, in the save
    dialog); Tab goes from the list to the next control, not to the next cell."""
    d = dialog(can_save=False)
    asked = []
    d.load_requested.connect(asked.append)
    d.select("slot-01")
    d.table.setFocus()
    qtbot.keyClick(d.table, Qt.Key.Key_Tab)
    assert not d.table.hasFocus()
    d.table.setFocus()
    qtbot.keyClick(d.table, Qt.Key.Key_Return)
    assert asked == ["slot-01"]
    s = dialog(default_name="Evening")
    saved = []
    s.save_requested.connect(lambda slot, name: saved.append(slot))
    s.table.setFocus()
    qtbot.keyClick(s.table, Qt.Key.Key_Return)
    assert saved == ["slot-03"]
