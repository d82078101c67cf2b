"""The campaign screen and the story screens, driven through their widgets (no exec)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QRadioButton
from story_fixture import expansion_catalog

from omg_desktop.campaign.flow import (
    RULESET,
    chapter_seed,
    chapter_setup,
    finish_chapter,
    new_campaign,
)
from omg_desktop.campaign.progress import Seat
from omg_desktop.campaign.store import CampaignStore
from omg_desktop.rules import apply_in_place, legal_actions, new_game, to_act
from omg_desktop.rules.rng import Rng
from omg_desktop.ui.campaign.campaign_dialog import ALL_IN, CONTINUE, NEW, REPLAY, CampaignDialog
from omg_desktop.ui.campaign.story_dialog import MedalLadder, StoryDialog
from omg_desktop.ui.story_text import character_lines, event_lines

CAT = expansion_catalog()


def finished(camp):
    state = new_game(CAT, len(camp.seats), chapter_seed(camp), RULESET, chapter_setup(camp))
    rng = Rng(1)
    while not state.over:
        acts = legal_actions(state, to_act(state)[0])
        apply_in_place(state, acts[rng.below(len(acts))])
    return finish_chapter(CAT, camp, state)


def test_every_event_and_character_is_described_in_whole_sentences(qapp):
    for ev in CAT.events.values():
        lines = event_lines(CAT, ev)
        assert len(lines) == 1 + len(ev.effects)
        assert all(line.endswith(".") for line in lines), lines
        assert not any(e.kind in " ".join(lines) for e in ev.effects), lines
    for card in (c for c in CAT.extra_cards.values() if c.kind == "character"):
        lines = character_lines(CAT, card.id)
        assert lines[0].startswith("Play it in phase"), lines
    text = " ".join(event_lines(CAT, CAT.events[807]))
    assert "New building: Press" in text


def test_the_intro_screen_shows_setting_goal_and_medals(qtbot):
    dlg = StoryDialog.intro(CAT, "t1", solo=True)
    qtbot.addWidget(dlg)
    assert "A test." in dlg.text.toPlainText()
    assert dlg.findChild(MedalLadder) is not None
    assert "Chapter 1: Test One" in dlg.windowTitle()
    assert not dlg.picture.pixmap().isNull()


def test_the_decision_is_taken_on_the_result_screen(qtbot):
    camp = new_campaign(CAT, [Seat("Ana")], 3)
    result = finished(camp)
    dlg = StoryDialog.after(CAT, result, ["Ana"], solo=True)
    qtbot.addWidget(dlg)
    ok = dlg.buttons.buttons()[0]
    assert not ok.isEnabled()  # nothing chosen yet
    radios = dlg.findChildren(QRadioButton)
    assert [r.property("option") for r in radios] == ["left", "right"]
    qtbot.mouseClick(radios[1], Qt.MouseButton.LeftButton)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dlg.choice == "right" and dlg.result() == dlg.DialogCode.Accepted


def test_the_ending_screen(qtbot):
    dlg = StoryDialog.ending(CAT.endings[0], 0)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Left" and "Went left." in dlg.text.toPlainText()


def test_campaign_dialog_lists_slots_and_returns_intents(qtbot, tmp_path):
    store = CampaignStore(tmp_path)
    camp = new_campaign(CAT, [Seat("Ana"), Seat("Bo", "greedy")], 3)
    finished(camp)
    store.save(2, camp)
    store.path(3).write_text("not json")
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    texts = [dlg.slots.item(i).text() for i in range(3)]
    assert "empty" in texts[0] and "2 players" in texts[1] and "cannot be read" in texts[2]
    dlg.slots.setCurrentRow(1)
    assert "Ana, Bo" in dlg.details.toPlainText() and "Test One" in dlg.details.toPlainText()
    assert dlg.replay_box.count() == 1 and dlg.continue_btn.isEnabled()
    qtbot.mouseClick(dlg.continue_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent.kind == CONTINUE and dlg.intent.slot == 2


def test_replay_new_delete_and_all_in(qtbot, tmp_path):
    store = CampaignStore(tmp_path)
    camp = new_campaign(CAT, [Seat("Ana")], 3)
    finished(camp)
    store.save(1, camp)
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    dlg.confirm_hook = lambda box: True
    qtbot.mouseClick(dlg.replay_btn, Qt.MouseButton.LeftButton)
    assert (dlg.intent.kind, dlg.intent.slot, dlg.intent.index) == (REPLAY, 1, 0)
    dlg.intent = None
    dlg.slots.setCurrentRow(0)
    qtbot.mouseClick(dlg.new_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent.kind == NEW
    dlg.slots.setCurrentRow(0)
    qtbot.mouseClick(dlg.delete_btn, Qt.MouseButton.LeftButton)
    assert not store.path(1).exists() and "empty" in dlg.slots.item(0).text()
    qtbot.mouseClick(dlg.all_in_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent.kind == ALL_IN
