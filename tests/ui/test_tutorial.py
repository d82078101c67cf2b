"""Learn to play through the real window: every lesson played to its end by clicks on the
table's viewport (and Enter where a step only asks to read), the coach's rings and
bubble where they belong, a kind word for another move, Back, Skip, Leave and coming
back, the offers at the first start and before the campaign, and no saved game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_main_window import click_card

from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.face.zones import PLANNED
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.loading.lessons import load_lessons
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Chain,
    Done,
    Exchange,
    Hire,
    Play,
    Produce,
    Sunrise,
    decode,
)
from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.tutorial.lesson import DO, OFFER_FIRST_START, OPPONENT, READ
from omg_desktop.ui.lessons.launcher import start_lesson
from omg_desktop.ui.lessons.layer import bubble_spot, leader_crossing
from omg_desktop.ui.lessons.panel import bold_names
from omg_desktop.ui.lessons.progress import LessonProgress
from omg_desktop.ui.library.first_lesson import first_start
from omg_desktop.ui.table.layout import CARD_H, CARD_W, HAND
from omg_desktop.ui.table.rects import overlap

pytestmark = pytest.mark.timeout(300)

LESSONS = {x.id: x for x in load_lessons(cat=default_catalog())}


def begin(qtbot, window, lesson: str, from_start: bool = True):
    start_lesson(window, lesson, from_start)
    qtbot.waitUntil(lambda: window.coach is not None and window.coach.active)
    return window.coach


def settled(window) -> None:
    """The table shows the last layout and the coach has placed its rings."""
    window.scene.player.finish()
    QApplication.processEvents()
    if window.coach is not None:
        window.coach.refresh_layer()


def click(qtbot, window, key: tuple) -> None:
    """A click on a table item, where a player sees it (buttons: their middle)."""
    settled(window)
    assert key in window.scene.items_by_key, f"{key} is not on the table"
    if key[0] in ("card", "assistant", "goods"):
        if key[0] == "goods":
            item = window.scene.items_by_key[key]
            point = window.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
            qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
        else:
            click_card(qtbot, window, key)
    else:
        item = window.scene.items_by_key[key]
        point = window.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


def act_on_the_table(qtbot, window, action) -> None:
    """The learner makes ``action`` with the table's cards and buttons, as a player would."""
    page = window.panel.page()
    if isinstance(action, Exchange):
        click(qtbot, window, ("control", "exchange" if action.swap else "keep"))
    elif isinstance(action, Sunrise):
        if page.building.currentData() != action.building:
            click(qtbot, window, ("card", action.building))
        if page.eff.isChecked() != action.efficient:
            click(qtbot, window, ("card", action.building))  # a second click turns it
        if page.plan.currentData() != action.plan:
            if action.plan is None:
                click(qtbot, window, ("card", page.plan.currentData()))  # put it back
            else:
                click(qtbot, window, ("card", action.plan))
        assert page.choice() == action
        click(qtbot, window, ("control", "confirm"))
    elif isinstance(action, Produce):
        assert sorted(page.picked) == sorted(action.cards)  # the table proposes them
        click(qtbot, window, ("control", "produce"))
    elif isinstance(action, Chain):
        control = ("control", f"chain:{action.building}")
        if page.active != action.building:
            click(qtbot, window, control)
        for card in action.cards:
            click(qtbot, window, ("card", card))
        for source in action.sources:
            click(qtbot, window, ("goods", source))
        assert page.complete()
        click(qtbot, window, control)
    elif isinstance(action, Build):
        if window.controller.view().players[0].planned != action.card:
            click(qtbot, window, ("card", action.card))  # from the display
        click(qtbot, window, ("control", "build"))
    elif isinstance(action, Hire):
        click(qtbot, window, ("assistant", action.assistant))
        click(qtbot, window, ("card", action.building))
        click(qtbot, window, ("control", "hire"))
    elif isinstance(action, Done):
        click(qtbot, window, ("control", "done"))
    elif isinstance(action, Play):
        click(qtbot, window, ("control", f"play:{action.card}"))
    else:
        raise AssertionError(f"no table path for {action!r}")


def check_the_coach_points_right(window, coach) -> None:
    """Every ring stands around what the step names, and the bubble covers no ring and
    no table button."""
    settled(window)
    layer = coach.layer
    rects = [r for r, _z in layer.group_rects()]
    assert len(layer.rings) == len(rects)
    bubble = layer.bubble_rect()
    assert bubble is not None and coach.text()
    for ring in rects:
        assert not overlap(bubble, ring), (coach.stop.step.id, bubble, ring)
    for key, item in window.scene.items_by_key.items():
        if key[0] == "control" and item.isVisible():
            r = item.sceneBoundingRect()
            box = (r.x(), r.y(), r.width(), r.height())
            assert not overlap(bubble, box), (coach.stop.step.id, key)
    # a ring that runs across a label's words (a player's line just above the row it
    # rings) lies under them, so they are read over its line
    for i, ring in enumerate(layer.rings):
        for _words, z in layer.labels_crossed(ring.rect, i):
            assert ring.zValue() < z, (coach.stop.step.id, i)
    # no table button lies over a card of the hand the step names (its name, its
    # inputs): "click the Tannery" with its name under "Pick for one run" (a playtest)
    placements = [it.placement for it in window.scene.items_by_key.values()]
    named = {
        k
        for k in coach.named_cards(placements)
        if window.scene.items_by_key[k].placement.zone == HAND
    }
    for key, item in window.scene.items_by_key.items():
        if key[0] == "control" and item.isVisible():
            r = item.sceneBoundingRect()
            box = (r.x(), r.y(), r.width(), r.height())
            for card in named:
                p = window.scene.items_by_key[card].placement
                face = (p.x, p.y, CARD_W * p.scale, CARD_H * p.scale)
                assert not overlap(box, face), (coach.stop.step.id, key, card)
    # nothing the coach points at is a card of the opponent's hand (face down anyway)
    hidden = set(window.controller.state_for_tests.players[1].hand)
    assert not {k for g in layer.groups for k in g if k[0] == "card" and k[1] in hidden}


def play_lesson(qtbot, window, lesson_id: str, look: bool = True) -> list[str]:
    """Play the whole lesson on the table; the ids of the steps the learner saw."""
    coach = begin(qtbot, window, lesson_id)
    seen: list[str] = []
    finished = []
    coach.ended.connect(lambda: finished.append(True))
    while not finished:
        stop = coach.stop
        kind = stop.step.kind
        here = coach.index

        def moved(here: int = here) -> bool:
            return bool(finished) or coach.index != here

        if kind == OPPONENT:
            qtbot.waitUntil(moved, timeout=20_000)
            continue
        seen.append(stop.step.id)
        qtbot.waitUntil(
            lambda: state_hash(window.controller.state_for_tests) == coach._before[coach.index],
            timeout=20_000,
        )
        if look:
            check_the_coach_points_right(window, coach)
        if kind == READ:
            settled(window)
            qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Enter: Next
        else:
            assert kind == DO
            qtbot.waitUntil(window.controller.awaiting_human, timeout=20_000)
            settled(window)
            act_on_the_table(qtbot, window, decode(stop.step.action))
            assert not coach.aside, f"{stop.step.id}: the coach refused {stop.step.action}"
        qtbot.waitUntil(moved, timeout=20_000)
    return seen


# ---- whole lessons ----
@pytest.mark.parametrize("lesson", sorted(LESSONS))
def test_every_lesson_is_played_to_its_end_on_the_table(qtbot, window, lesson):
    seen = play_lesson(qtbot, window, lesson)
    shown = [s.id for _, s in LESSONS[lesson].steps() if s.kind != OPPONENT]
    assert seen == shown
    assert LessonProgress(window.settings).finished(lesson)
    assert window.coach is None and window.controller is None  # the welcome table
    assert not [r for r in window.store.infos() if not r.empty]  # a lesson is never saved
    # the window goes on to a real game (the story's lesson: to the campaign)
    dialog = window.games.extras["campaign_dialog"] if lesson == "longsdale" else None
    if dialog is None:
        qtbot.waitUntil(
            lambda: any(
                w.isVisible() and type(w).__name__ == "NewGameDialog"
                for w in QApplication.topLevelWidgets()
            )
        )
    else:
        assert dialog.isVisible()
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and w is not window and w.isWindow():
            w.close()


def test_the_base_lesson_can_be_played_by_the_keyboard_where_a_step_confirms(qtbot, window):
    """A step whose move is the table's default (keep, confirm, produce) takes Enter."""
    coach = begin(qtbot, window, "base")
    keep = LESSONS["base"].index_of("keep")
    while coach.index < keep:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert coach.stop.step.id == "keep"
    qtbot.waitUntil(window.controller.awaiting_human)
    settled(window)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Keep my hand is the default
    qtbot.waitUntil(lambda: coach.stop.step.id == "drew")


# ---- the coach ----
def test_another_move_gets_a_kind_word_and_is_not_played(qtbot, window):
    coach = begin(qtbot, window, "base")
    keep = LESSONS["base"].index_of("keep")
    coach.jump(keep)
    qtbot.waitUntil(window.controller.awaiting_human)
    steps = len(window.controller.record.steps)
    click(qtbot, window, ("control", "exchange"))  # the step asks to keep
    assert len(window.controller.record.steps) == steps
    assert coach.stop.step.id == "keep"
    assert "Keep my hand" in coach.panel.kind.text()
    assert coach.layer.bubble.kind == "wrong"
    assert not window.panel.error.text()  # a word from the coach, not a refusal
    click(qtbot, window, ("control", "keep"))
    qtbot.waitUntil(lambda: coach.stop.step.id == "drew")
    assert not coach.aside


def test_acting_while_a_step_is_read_goes_on_when_it_is_the_next_move(qtbot, window):
    coach = begin(qtbot, window, "base")
    assert coach.stop.step.id == "welcome"
    qtbot.waitUntil(window.controller.awaiting_human)
    click(qtbot, window, ("control", "keep"))  # the move of the step after the reading
    qtbot.waitUntil(lambda: coach.stop.step.id == "drew")


def test_the_opponent_waits_while_the_coach_talks(qtbot, window):
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("same_market"))
    c = window.controller
    settled(window)
    assert c.active_seat == 1 and coach.stop.step.kind == READ
    assert coach._table_busy()  # the opponent's move is held
    steps = len(c.record.steps)
    for _ in range(5):
        QApplication.processEvents()
    assert len(c.record.steps) == steps
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Next: sloppy_seen, still reading
    assert coach.stop.step.id == "sloppy_seen"
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Next: the opponent plays on
    qtbot.waitUntil(lambda: coach.stop.step.id == "round_two", timeout=20_000)
    assert len(c.record.steps) > steps


def test_do_it_for_me_makes_the_move_and_back_sets_the_step_up_again(qtbot, window):
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("supply"))
    qtbot.waitUntil(window.controller.awaiting_human)
    button = coach.panel.skip_button
    assert button.isVisible() and button.text().replace("&", "") == "Do it for me"  # it does
    # the step, so it does not say it skips it
    button.click()
    qtbot.waitUntil(lambda: coach.stop.step.id == "one_card")
    goods = window.controller.state_for_tests.players[0].find(102).goods
    assert goods == 9
    old = window.controller
    coach.panel.back_button.click()  # the position before the production, again
    qtbot.waitUntil(lambda: coach.stop.step.id == "supply")
    assert window.controller is not old
    assert window.controller.state_for_tests.players[0].find(102).goods == 7
    coach.panel.back_button.click()  # reading at the same position: no new game
    assert coach.stop.step.id == "sunset_row" and window.controller is not old


def test_a_phase_banner_still_up_does_not_cover_what_the_step_points_at(qtbot, window):
    """Step 7 of the first lesson rings the sunrise row and the market's tally; the
    table's "Phase II" banner, still up when the step's words come, lay over the tally."""
    from omg_desktop.ui.table.overlay import CaptionItem

    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("sunrise_row"))
    qtbot.waitUntil(lambda: coach.stop.step.id == "sunrise_row" and len(coach.layer.rings) == 2)
    settled(window)
    assert coach.number()[0] == 7
    tally = coach.layer.rings[1].sceneBoundingRect()
    banner = CaptionItem("Phase II: each player places their worker", banner=True)
    banner.setPos(100, tally.bottom() - 20)  # where the table put it: under the tally row
    banner.setZValue(7000)
    window.scene.addItem(banner)
    assert banner.sceneBoundingRect().intersects(tally)
    coach.refresh_layer()
    assert not banner.isVisible()  # it goes: the ringed tally can be read
    assert all(r.isVisible() for r in coach.layer.rings)
    far = CaptionItem("Bruno kept their hand")  # a sentence clear of them stays
    window.scene.addItem(far)
    taken = [r.sceneBoundingRect() for r in coach.layer.rings]
    taken.append(coach.layer.bubble.sceneBoundingRect())
    spot = next(
        (x, y)
        for x in (20, 700, 1300)
        for y in (20, 400, 800)
        if not any(far.boundingRect().translated(x, y).intersects(t) for t in taken)
    )
    far.setPos(*spot)
    coach.refresh_layer()
    assert far.isVisible()


def test_an_undo_brings_the_coach_back_with_it(qtbot, window):
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("supply"))
    qtbot.waitUntil(window.controller.awaiting_human)
    coach.skip()
    qtbot.waitUntil(lambda: coach.stop.step.id == "one_card")
    assert window.controller.can_undo()
    window.undo()
    qtbot.waitUntil(lambda: coach.stop.step.id == "supply")


def test_leaving_keeps_the_step_and_coming_back_goes_on_from_it(qtbot, window):
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("chain"))
    qtbot.waitUntil(window.controller.awaiting_human)
    coach.panel.leave_button.click()
    assert window.coach is None and window.controller is None
    assert LessonProgress(window.settings).step("base") == "chain"
    assert window.scene.items_by_key == {}  # the welcome table
    coach = begin(qtbot, window, "base", from_start=False)
    assert coach.stop.step.id == "chain"
    assert window.controller.state_for_tests.players[0].find(102).goods == 9
    coach.leave()
    coach = begin(qtbot, window, "base", from_start=True)  # Start over
    assert coach.stop.step.id == "welcome"


def test_a_new_game_replaces_the_lesson_and_keeps_its_step(qtbot, window):
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("phases"))
    from test_main_window import versus_computer

    window.games.start_game(versus_computer(5))
    assert window.coach is None and not coach.active
    assert not window.games.in_lesson()
    assert LessonProgress(window.settings).step("base") == "phases"
    assert window.side_box.indexOf(coach.panel) < 0


def test_a_lesson_cannot_be_saved_as_a_game(qtbot, window):
    begin(qtbot, window, "base")
    window.ask_save()
    assert "lesson" in window.status.text()
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    window.games.autosave()
    assert window.store.info("autosave").empty


def test_leaving_for_a_new_game_asks_and_names_the_lesson(qtbot, window):
    begin(qtbot, window, "base")
    window.ask_new_game()
    box = window.leave_question
    assert box.isVisible() and "lesson" in box.text()
    box.close()


# ---- the offers and the menu ----
def library_over(qtbot, window):
    """The library of a start whose games' window is ``window`` (its settings, its saves),
    shown and looked over as after its first paint."""
    from omg_desktop.ui.library.window import LibraryWindow

    lib = LibraryWindow(window.settings, lambda _game_id: window)
    qtbot.addWidget(lib)
    lib.show()
    qtbot.waitExposed(lib)
    lib.look()
    return lib


def first_start_now(window) -> bool:
    """Whether a start now would be the box's very first (nothing offered before)."""
    assert not LessonProgress(window.settings).offered(OFFER_FIRST_START)
    return first_start(window.settings, window.store.folder, registry.GAMES)


def test_the_first_start_offers_the_lesson_once(qtbot, window):
    lib = library_over(qtbot, window)
    box = lib.lesson_offer
    assert box is not None and box.isVisible() and box.objectName() == "LessonOffer"
    assert "learn:ohmygoods" in [b.objectName() for b in box.buttons()]
    box.button(QMessageBox.StandardButton.No).click()  # Not now: the library stays
    assert not box.isVisible() and lib.isVisible()
    assert LessonProgress(window.settings).offered(OFFER_FIRST_START)
    # never again, declined or taken: the next start's library offers nothing
    assert not first_start(window.settings, window.store.folder, registry.GAMES)
    assert library_over(qtbot, window).lesson_offer is None


def test_someone_with_saved_games_is_not_offered_the_lesson(qtbot, window):
    from test_main_window import versus_computer

    window.games.start_game(versus_computer(4))
    qtbot.waitUntil(window.controller.awaiting_human)
    window.controller.submit(window.controller.legal_actions()[0])
    qtbot.waitUntil(lambda: not window.store.info("autosave").empty)
    assert not first_start_now(window)


def test_someone_with_a_campaign_is_not_offered_the_lesson(qtbot, window):
    from omg_desktop.games.ohmygoods.campaign.flow import new_campaign
    from omg_desktop.games.ohmygoods.face.campaign.launcher import campaign_store
    from omg_desktop.seating import Seat

    campaign_store(window).save(2, new_campaign(window.cat, [Seat.human("Ana")], 6))
    assert not first_start_now(window)


def test_the_learner_is_named_as_in_the_last_game_set_up(qtbot, window):
    from omg_desktop.seating import GameConfig, Seat

    assert begin(qtbot, window, "base").learner_name() == LESSONS["base"].learner
    window.coach.leave()
    window.settings.last_game_config = GameConfig(
        (Seat.human("Zoë"), Seat.computer("Bo", "random")), "bigbox"
    )
    begin(qtbot, window, "base")
    assert window.controller.seat_names == ["Zoë", LESSONS["base"].opponent]


def test_taking_the_offer_starts_the_lesson(qtbot, window):
    lib = library_over(qtbot, window)
    (learn,) = [b for b in lib.lesson_offer.buttons() if b.objectName() == "learn:ohmygoods"]
    learn.click()
    qtbot.waitUntil(lambda: window.coach is not None)
    assert window.coach.lesson.id == "base" and window.coach.stop.step.id == "welcome"
    assert window.isVisible() and not lib.isVisible()


def test_the_campaign_screen_offers_its_lesson_until_a_first_campaign_is_begun(qtbot, window):
    from omg_desktop.games.ohmygoods.face.campaign.launcher import ask_campaign

    dlg = ask_campaign(window)
    button = dlg.lesson_button
    assert button.isVisible() and "Learn the story game first" in button.text()
    button.click()
    assert not dlg.isVisible()
    qtbot.waitUntil(lambda: window.coach is not None)
    assert window.coach.lesson.id == "longsdale"
    window.coach.leave()
    LessonProgress(window.settings).finish("longsdale")  # learnt: no more offer
    dlg = ask_campaign(window)
    assert getattr(dlg, "lesson_button", None) is None
    dlg.close()


def test_the_campaign_screen_does_not_offer_the_lesson_to_someone_with_a_campaign(qtbot, window):
    from omg_desktop.games.ohmygoods.campaign.flow import new_campaign
    from omg_desktop.games.ohmygoods.face.campaign.launcher import ask_campaign, campaign_store
    from omg_desktop.seating import Seat

    campaign_store(window).save(1, new_campaign(window.cat, [Seat.human("Ana")], 5))
    dlg = ask_campaign(window)
    assert getattr(dlg, "lesson_button", None) is None
    dlg.close()


def test_help_learn_to_play_lists_the_lessons_and_goes_on_where_one_was_left(qtbot, window):
    LessonProgress(window.settings).remember("base", "chain")
    window.show_lessons()
    dlg = window.games.extras["lessons_dialog"]
    assert dlg.isVisible() and dlg.list.count() == len(LESSONS)
    assert "Left at step" in dlg.list.item(0).text()
    assert dlg.go.text().replace("&", "") == "Continue" and dlg.again.isVisible()
    dlg.go.click()
    qtbot.waitUntil(lambda: window.coach is not None)
    assert window.coach.stop.step.id == "chain"


def test_help_has_learn_to_play(qtbot, window):
    texts = [a.text().replace("&", "") for a in window.actions()]
    assert "Learn to play…" in texts


# ---- the bubble's place (geometry alone) ----
def test_the_bubble_never_covers_what_it_points_at_or_a_button_when_there_is_room():
    table = (0.0, 0.0, 1600.0, 900.0)
    anchor = (700.0, 400.0, 126.0, 176.0)
    button = (840.0, 420.0, 160.0, 34.0)
    x, y = bubble_spot((330.0, 90.0), anchor, table, [anchor, button], [], 20.0)
    box = (x, y, 330.0, 90.0)
    assert not overlap(box, anchor) and not overlap(box, button)
    assert x >= 0 and x + 330 <= 1600 and y >= 0 and y + 90 <= 900
    # at the table's top edge the bubble goes below, still inside the table
    top = (700.0, 5.0, 126.0, 60.0)
    x, y = bubble_spot((330.0, 90.0), top, table, [top], [], 20.0)
    assert y >= top[1] + top[3] and not overlap((x, y, 330.0, 90.0), top)
    # with the player's cards below and the right free, it goes where nothing is covered
    cards = [(0.0, 600.0, 1600.0, 300.0)]
    x, y = bubble_spot((330.0, 90.0), (100.0, 560.0, 126.0, 30.0), table, [], cards, 20.0)
    assert not overlap((x, y, 330.0, 90.0), cards[0])


def test_the_bubble_s_leader_line_goes_round_the_cards_when_it_can():
    """A newcomer's trial: the leader line from a bubble set farther off crossed cards
    the step does not talk about. Here every place beside the card covers cards; the
    nearest free place (above) would draw the line across a block of them, a place
    farther right reaches the card through a free corridor: that one is taken."""
    table = (0.0, 0.0, 1600.0, 900.0)
    anchor = (700.0, 400.0, 126.0, 176.0)
    blocks = [
        (300.0, 150.0, 850.0, 250.0),  # above the card
        (300.0, 576.0, 850.0, 254.0),  # below
        (300.0, 400.0, 400.0, 176.0),  # left
        (826.0, 400.0, 324.0, 70.0),  # right, over the corridor
        (826.0, 506.0, 324.0, 70.0),  # right, under it
    ]
    size = (330.0, 90.0)
    x, y = bubble_spot(size, anchor, table, [anchor], blocks, 20.0)
    assert not any(overlap((x, y, *size), b) for b in blocks)
    assert leader_crossing((x, y), size, anchor, blocks) == 0
    assert x >= 1150.0  # right of the blocks, not above them


@pytest.mark.parametrize("where", ["before the box", "the game's own"])
@pytest.mark.parametrize(
    "raw", ["", "not json", "[1, 2]", '{"base": "chain"}', '{"base": {"step": 3}}', "x" * 5000]
)
def test_a_stored_progress_that_does_not_parse_reads_as_not_begun(window, raw, where):
    from omg_desktop.ui.lessons import progress as kept

    old = where == "before the box"
    progress_key = kept.OLD_PROGRESS_KEY if old else kept.progress_key("ohmygoods")
    offered_key = kept.OLD_OFFERED_KEY if old else kept.offered_key("ohmygoods")
    window.settings.qsettings.setValue(progress_key, raw)
    window.settings.qsettings.setValue(offered_key, raw)
    progress = LessonProgress(window.settings)
    assert progress.step("base") is None and not progress.finished("base")
    assert not progress.offered("first_start")
    progress.remember("base", "keep")
    assert progress.step("base") == "keep"


def test_the_tie_is_told_with_the_coins_the_table_shows(qtbot, window):
    """A newcomer read "Coins: 28" and "Coins: 37" over the rows while the coach said
    "you have 3, he has 2": the tie-break names both totals before what is left over."""
    import re

    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("tie"))
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.is_over)
    settled(window)
    shown = []
    for item in window.scene.items():
        text = item.text() if hasattr(item, "text") and callable(item.text) else ""
        if isinstance(text, str) and " — VP: " in text:
            shown.append(re.search(r"Coins: (\d+)", text).group(1))
    assert sorted(shown) == ["28", "37"]
    said = coach.text()
    assert all(re.search(rf"\b{coins}\b", said) for coins in shown), said


def test_the_hint_is_off_while_the_coach_teaches(qtbot, window):
    """Ctrl+H is the Normal computer's move: at the step that says keep the hand it
    said to swap it (a newcomer's playtest). In a lesson only the coach says what to
    do; the hint comes back with the lesson's end."""
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("keep"))
    qtbot.waitUntil(window.controller.awaiting_human)
    assert not window.menus.hint.isEnabled()
    window.panel.hint.clear()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    window.show_hint()  # even when asked directly
    assert window.panel.hint.text() == ""
    assert window.status.text() == "In a lesson the coach says what to do."
    coach.leave()
    assert window.menus.hint.isEnabled()


def test_the_side_keeps_its_width_through_back_and_the_lessons_parts(qtbot, window):
    """The side panel widened and narrowed by 40-80 pixels as the coach's steps changed
    what it held, and after Back (a newcomer's playtest): the splitter keeps its sizes.
    At 1366 wide the coach's first box needs more than the welcome table's side had."""
    window.resize(1366, 740)
    QApplication.processEvents()
    coach = begin(qtbot, window, "base")
    settled(window)
    first = window.splitter.sizes()
    widths = []
    for step in ("keep", "place_worker", "later", "office", "eighth", "the_end"):
        coach.jump(LESSONS["base"].index_of(step))
        qtbot.waitUntil(lambda: window.controller is not None)
        settled(window)
        widths.append(window.splitter.sizes())
        coach.back()
        settled(window)
        widths.append(window.splitter.sizes())
    assert all(w == first for w in widths), (first, widths)
    window.resize(window.width() - 200, window.height())  # a new size: a new share
    qtbot.waitUntil(lambda: sum(window.splitter.sizes()) < sum(first))
    assert window.splitter.kept == window.splitter.sizes()


@pytest.mark.parametrize("width", [1366, 1900])
def test_next_stays_where_it_was_whatever_the_length_of_the_words(qtbot, window, width):
    """Under the words, Next moved with each step's text (a newcomer's playtest); and
    with the part's title, which wraps at one width and not at another ("Your first
    two rounds"): the title keeps two lines' room."""
    from PySide6.QtGui import QFontMetrics

    window.resize(width, 740)
    QApplication.processEvents()
    if width > 1366:  # the player drags the side wide: the titles fit on one line
        window.splitter.moveSplitter(width - 460, 1)
    coach = begin(qtbot, window, "base")
    spots, lines = [], []
    for step in ("welcome", "coal", "phases", "hand", "later", "office", "eighth", "tie"):
        coach.jump(LESSONS["base"].index_of(step))
        settled(window)
        QApplication.processEvents()
        button = coach.panel.back_button  # Next or Skip beside it, as the step is
        assert button.isVisible()
        spots.append(button.mapTo(window, button.rect().topLeft()))
        lines.append(coach.panel.words.height())
        title = coach.panel.title
        assert title.height() >= 2 * QFontMetrics(title.font()).lineSpacing(), step
    assert len(set(lines)) > 1  # the words took more or fewer lines
    assert len({(p.x(), p.y()) for p in spots}) == 1, spots


@pytest.mark.parametrize("step", ["chain", "brick_supply", "two_items", "new_chain"])
def test_no_table_button_covers_the_hand_card_the_coach_names(qtbot, window, step):
    """At 1366x768 "Produce", "Pick for one run" and "Run chain" lay over the hand card
    the coach said to give or click (the Market Office, the Tannery: a playtest)."""
    window.resize(1366, 740)
    QApplication.processEvents()
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of(step))
    qtbot.waitUntil(window.controller.awaiting_human)
    settled(window)
    items = window.scene.items_by_key
    named = [k for k in coach.named_cards([it.placement for it in items.values()])
             if items[k].placement.zone == HAND]  # fmt: skip
    assert named
    buttons = [it.sceneBoundingRect() for k, it in items.items() if k[0] == "control"]
    for card in named:
        p = items[card].placement
        face = (p.x, p.y, CARD_W * p.scale, CARD_H * p.scale)
        for r in buttons:
            assert not overlap((r.x(), r.y(), r.width(), r.height()), face), (step, card)


def test_the_bubble_waits_for_the_table_to_show_what_it_talks_about(qtbot, window):
    """After Keep, the table plays the cards drawn and the sunrise; the next step talks
    about them: its rings and bubble come once the table has shown them."""
    window._set_speed(1.0)
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("keep"))
    qtbot.waitUntil(window.controller.awaiting_human)
    qtbot.waitUntil(lambda: not window.scene.player.busy(), timeout=20_000)
    click(qtbot, window, ("control", "keep"))
    qtbot.waitUntil(lambda: coach.stop.step.id == "drew", timeout=20_000)
    QApplication.processEvents()
    assert window.scene.player.busy()  # the moves that led to the new step are playing
    assert coach.layer.bubble_rect() is None and not coach.layer.rings
    assert "Step 5 of" in coach.panel.where.text()  # the box waits with the table too
    with qtbot.waitSignal(window.scene.player.idle, timeout=30_000):
        pass
    qtbot.waitUntil(lambda: coach.layer.bubble_rect() is not None, timeout=5_000)
    assert "Step 6 of" in coach.panel.where.text()


@pytest.mark.parametrize("how", ["played", "enter"])
def test_the_coach_s_words_wait_for_the_table_to_show_the_sunset_row(qtbot, window, how):
    """Step 10 of the base lesson talks about the sunset row: after the worker is placed
    and the opponent has planned, its words (and the log's phase III) came while the
    table still showed phase II; they come once the table has shown it, or at once on
    Enter."""
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("place_worker"))
    qtbot.waitUntil(window.controller.awaiting_human)
    window._set_speed(1.0)
    coach.panel.skip_button.click()  # Do it for me: the worker goes to the Charburner
    qtbot.waitUntil(lambda: coach.stop.step.id == "sunset_row", timeout=30_000)
    queue = window.scene.player
    assert queue.busy()  # the opponent's plan and phase III are still being shown
    assert coach.number()[0] == 10
    assert "Step 10 of" not in coach.panel.where.text()
    assert coach.panel.words.text() != coach.words.say(coach.stop.step, mark=bold_names)
    assert not coach.panel.next_button.isEnabled()  # Next would skip words not read yet
    assert not [r for r in window.log_model.rows() if r.phase >= 3]
    with qtbot.waitSignal(queue.idle, timeout=60_000):
        if how == "enter":  # the moves at once, and the words: no step is passed unread
            window.table.setFocus()
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Step 10 of" in coach.panel.where.text(), timeout=5_000)
    assert coach.stop.step.id == "sunset_row"
    assert coach.panel.words.text() == coach.words.say(coach.stop.step, mark=bold_names)
    assert coach.panel.next_button.isEnabled()
    assert [r for r in window.log_model.rows() if r.phase == 3]


def test_the_first_part_says_what_the_table_shows(qtbot, window):
    """A newcomer read "Your first round" through round 2, "it goes face down" over a
    card shown face up, and "press Run chain" when no button said so yet."""
    coach = begin(qtbot, window, "base")
    coach.jump(LESSONS["base"].index_of("build_brick"))  # the part's last move
    qtbot.waitUntil(lambda: window.controller is not None)
    assert window.controller.view().round == 2
    assert "two rounds" in coach.panel.title.text()
    coach.jump(LESSONS["base"].index_of("place_worker"))
    qtbot.waitUntil(window.controller.awaiting_human)
    click(qtbot, window, ("card", 27))  # plan the Mill
    settled(window)
    planned = window.scene.items_by_key[("card", 27)]
    assert planned.placement.zone == PLANNED and planned.placement.kind == "card"  # a face
    assert "face up for you" in coach.text()
    coach.jump(LESSONS["base"].index_of("chain"))
    qtbot.waitUntil(window.controller.awaiting_human)
    click(qtbot, window, ("card", 1))  # the Sawmill into the chain
    settled(window)
    button = window.scene.items_by_key[("control", "chain:102")].placement.data["text"]
    assert button.startswith("Run chain") and "then reads Run chain" in coach.text()
