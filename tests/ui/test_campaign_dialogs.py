"""The campaign screen and the story screens, driven through their widgets (no exec)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QRadioButton
from story_fixture import expansion_catalog

from omg_desktop.games.ohmygoods.campaign.flow import (
    RULESET,
    chapter_seed,
    chapter_setup,
    finish_chapter,
    new_campaign,
)
from omg_desktop.games.ohmygoods.campaign.store import CampaignSaveError, CampaignStore
from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import (
    ALL_IN,
    CONTINUE,
    NEW,
    REPLAY,
    CampaignDialog,
    Intent,
)
from omg_desktop.games.ohmygoods.face.campaign.story_dialog import MedalLadder, StoryDialog
from omg_desktop.games.ohmygoods.face.story_text import character_lines, event_lines
from omg_desktop.games.ohmygoods.rules import apply_in_place, legal_actions, new_game, to_act
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.seating import Seat

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
    store = CampaignStore(tmp_path, catalog=CAT)
    camp = new_campaign(CAT, [Seat("Ana"), Seat.computer("Bo", "greedy")], 3)
    finished(camp)
    store.save(2, camp)
    store.path(3).write_text("not json")
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    texts = [dlg.slots.item(i).text() for i in range(3)]
    assert "empty" in texts[0] and "2 players" in texts[1] and "damaged" in texts[2]
    assert "not valid JSON" in texts[2]  # and why
    dlg.slots.setCurrentRow(1)
    assert "Ana, Bo" in dlg.details.toPlainText() and "Test One" in dlg.details.toPlainText()
    assert dlg.replay_box.count() == 1 and dlg.continue_btn.isEnabled()
    qtbot.mouseClick(dlg.continue_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent.kind == CONTINUE and dlg.intent.slot == 2


def test_the_chapter_to_replay_is_shown_only_with_chapters_played_and_named(qtbot, tmp_path):
    store = CampaignStore(tmp_path, catalog=CAT)
    camp = new_campaign(CAT, [Seat("Ana")], 3)
    finished(camp)
    store.save(2, camp)
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    box = dlg.replay_box
    assert not box.isVisible()  # an empty slot: no blank, disabled drop-down
    dlg.slots.setCurrentRow(1)
    assert box.isVisible() and box.isEnabled() and box.currentText()
    assert box.accessibleName() and box.toolTip()
    assert dlg.replay_btn.nextInFocusChain() is box  # the button names it, just before it
    assert dlg.replay_btn.geometry().right() < box.geometry().left()
    dlg.slots.setCurrentRow(0)
    assert not box.isVisible()


def test_replay_new_delete_and_all_in(qtbot, tmp_path):
    store = CampaignStore(tmp_path, catalog=CAT)
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


# ---- damaged slots (issue 12) ----------------------------------------------------------


def damaged_store(tmp_path):
    """Slot 1 and 3 good; slot 2 saved twice (a good backup) and then damaged."""
    from ohmygoods.campaign.damaged import LEVELS, good_campaign

    from omg_desktop.games.ohmygoods.campaign.progress import Campaign

    store = CampaignStore(tmp_path, catalog=CAT, levels=LEVELS)
    camp = Campaign.from_dict(good_campaign())
    for slot, seed in ((1, 11), (2, 21), (2, 22), (3, 33)):
        camp.seed = seed
        store.save(slot, camp)
    store.path(2).write_bytes(b'{"kind": "omg-desktop campaign", "format_version": 1, "camp')
    return store


def sample_variants():
    """Every special damaged file, and a few of each field's wrong values."""
    from ohmygoods.campaign.damaged import FIELDS, variants

    prefixes = tuple(".".join(map(str, p)) for p in FIELDS)
    few = ("0:", "1:", "8:", "14", "16", "21")
    for name, raw in variants():
        rest = name.partition("=")[2]
        special = not name.startswith(prefixes) or name.endswith((" nested", " huge", " missing"))
        if special or rest[:2] in few:
            yield name, raw


def test_every_damaged_campaign_is_listed_as_damaged_and_the_others_work(qtbot, tmp_path):
    from ohmygoods.campaign.damaged import must_refuse

    store = damaged_store(tmp_path)
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    dlg.show()
    seen = 0
    for name, raw in sample_variants():
        store.path(2).write_bytes(raw)
        dlg.refresh(1)
        row = dlg.rows[1]
        text = dlg.slots.item(1).text()
        assert "Campaign 1" in dlg.slots.item(0).text() and "Test Two" in dlg.slots.item(0).text()
        assert "Test Two" in dlg.slots.item(2).text(), name
        if row.campaign is None:
            assert "damaged" in text and row.problem, name
            assert "cannot be read" in dlg.details.toPlainText(), name
            assert "backup" in dlg.details.toPlainText(), name
            assert dlg.backup_btn.isEnabled() and not dlg.continue_btn.isEnabled(), name
            assert dlg.delete_btn.isEnabled() and dlg.replay_box.count() == 0, name
            seen += 1
        else:
            assert not must_refuse(name), name
            assert not dlg.backup_btn.isEnabled(), name
            assert "Ana" in dlg.details.toPlainText() or "Players" in dlg.details.toPlainText()
            for r in row.campaign.results:  # the story screen of each result opens
                story = StoryDialog.after(CAT, r, [s.name for s in row.campaign.seats], False)
                qtbot.addWidget(story)
                story.close()
    assert seen > 200


def test_load_the_backup_of_a_damaged_slot(qtbot, tmp_path):
    store = damaged_store(tmp_path)
    backup = store.backup_path(2).read_bytes()
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    dlg.slots.setCurrentRow(0)
    assert not dlg.backup_btn.isEnabled()  # a good slot: nothing to restore
    dlg.slots.setCurrentRow(1)
    assert "damaged" in dlg.slots.item(1).text() and not dlg.continue_btn.isEnabled()
    assert "can be loaded instead" in dlg.details.toPlainText()
    assert dlg.backup_btn.isEnabled()
    qtbot.mouseClick(dlg.backup_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent is None and not dlg.result()  # the dialog stays open
    assert "previous save" in dlg.status.text()
    assert dlg.slots.currentRow() == 1 and "Test Two" in dlg.slots.item(1).text()
    assert dlg.continue_btn.isEnabled() and not dlg.backup_btn.isEnabled()
    assert store.load(2, CAT).seed == 21
    assert store.path(2).read_bytes() == backup == store.backup_path(2).read_bytes()
    qtbot.mouseClick(dlg.continue_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent == Intent(CONTINUE, 2)


def test_a_backup_that_does_not_replay_is_refused_in_the_dialog(qtbot, tmp_path):
    import json

    store = damaged_store(tmp_path)
    data = json.loads(store.backup_path(2).read_bytes())
    data["campaign"]["game"]["steps"][-1] = "0 build c=1 pay=-"
    store.backup_path(2).write_text(json.dumps(data))
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    dlg.slots.setCurrentRow(1)
    qtbot.mouseClick(dlg.backup_btn, Qt.MouseButton.LeftButton)
    assert "cannot be loaded either" in dlg.status.text()
    assert "does not replay" in dlg.status.text()
    assert "damaged" in dlg.slots.item(1).text() and not dlg.continue_btn.isEnabled()


def test_no_backup_nothing_offered_and_new_campaign_asks_about_the_backup(qtbot, tmp_path):
    store = damaged_store(tmp_path)
    dlg = CampaignDialog(CAT, store)
    qtbot.addWidget(dlg)
    asked = []
    dlg.confirm_hook = lambda box: asked.append(box.text()) or False
    dlg.slots.setCurrentRow(1)
    qtbot.mouseClick(dlg.new_btn, Qt.MouseButton.LeftButton)
    assert dlg.intent is None and "its backup" in asked[-1]  # the backup is not lost unasked
    store.backup_path(2).unlink()
    dlg.refresh(1)
    assert not dlg.backup_btn.isEnabled() and "delete it or start anew" in (
        dlg.details.toPlainText()
    )
    qtbot.mouseClick(dlg.new_btn, Qt.MouseButton.LeftButton)
    assert "backup" not in asked[-1]


def test_a_bad_slot_number_is_a_campaign_error(tmp_path):
    import pytest

    with pytest.raises(CampaignSaveError, match="slots 1 to 3"):
        CampaignStore(tmp_path, catalog=CAT).load(0)


def test_a_campaign_with_a_friend_says_who_plays_over_the_network_and_where_its_chapter_is():
    """The campaign screen names a friend's seat as over the network (their own name as
    text, never markup) and a chapter being played at the host's network table."""
    from omg_desktop.games.ohmygoods.campaign.flow import new_campaign, start_network_chapter
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import slot_details
    from omg_desktop.games.ohmygoods.loading import default_catalog
    from omg_desktop.seating.seat import REMOTE, Seat

    cat = default_catalog()
    camp = new_campaign(cat, [Seat.human("Ana"), Seat("<b>Bo</b>", REMOTE)], 3)
    start_network_chapter(camp, "K7QX2M")
    text = slot_details(cat, camp)
    assert "&lt;b&gt;Bo&lt;/b&gt; (over the network)" in text and "<b>Bo</b>" not in text
    assert "K7QX2M" in text and "in progress" in text
