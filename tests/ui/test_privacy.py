"""Pass-and-play secrets through the real window: nothing shows one person another's hand.

Covers lock the whole window (menus, shortcuts, other windows); each seat's
controls start from that seat's own state; the replay viewer shows no hand of an
unfinished game of several people and never the running game's autosave; the
Statistics window holds finished games only; named saves carry a spectator's
picture; a new game's seed is 64 bits and a typed seed is for one game only;
settings that do not parse fall back to defaults.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_main_window import press, take_turn

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.saves.slots import AUTOSAVE
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.seeds import fresh_seed
from omg_desktop.ui.dialogs.new_game import NewGameDialog
from omg_desktop.ui.slots_model import spectator_thumbnail

pytestmark = pytest.mark.timeout(240)

TWO_PEOPLE = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Ben", "human", None)), ruleset="bigbox", seed=11
)


def until_cover(qtbot, win, rng: Rng, stop=None) -> None:
    """Play the person on screen until a cover is up (or ``stop()`` says so)."""
    c = win.controller
    while not win.cover.isVisible():
        qtbot.waitUntil(lambda: win.cover.isVisible() or c.awaiting_human(), timeout=10000)
        if win.cover.isVisible() or (stop is not None and stop()):
            return
        take_turn(qtbot, win, rng)


def take_seat(qtbot, win) -> None:
    qtbot.mouseClick(win.cover, Qt.MouseButton.LeftButton)
    assert not win.cover.isVisible()


def visible_windows(win) -> list:
    """The windows ``win`` opened that are showing (not other tests' leftovers)."""
    return [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w is not win and _opened_by(w, win)
    ]


def _opened_by(w, win) -> bool:
    parent = w.parentWidget()
    while parent is not None:
        if parent is win:
            return True
        parent = parent.parentWidget()
    return False


# ---- covers ------------------------------------------------------------------------------
def test_while_a_cover_is_up_no_menu_shortcut_or_other_window_answers(qtbot, window):
    window.games.start_game(TWO_PEOPLE)
    rng = Rng(1)
    until_cover(qtbot, window, rng)
    # the first cover of the game is for Ana; take it, play to the hand-over to Ben
    take_seat(qtbot, window)
    window.show_shortcuts()  # Ana opens a window of her own before she hands over
    assert visible_windows(window)
    until_cover(qtbot, window, rng)
    assert window.covered and not visible_windows(window)
    assert not window.menuBar().isEnabled()
    assert all(not a.isEnabled() for a in window.actions())
    for keys in ("Ctrl+Shift+P", "Ctrl+O", "Ctrl+S", "Ctrl+H", "Ctrl+Z", "Ctrl+N"):
        qtbot.keyClicks(window, "")  # focus stays on the cover
        from PySide6.QtGui import QKeySequence

        seq = QKeySequence(keys)
        combo = seq[0]
        qtbot.keyClick(window.cover, combo.key(), combo.keyboardModifiers())
        assert not visible_windows(window), keys
    assert window.covered
    take_seat(qtbot, window)
    assert window.menuBar().isEnabled() and window.menus.new.isEnabled()


def test_the_statistics_show_finished_games_only_and_close_under_a_cover(qtbot, window):
    """The Statistics window at a pass-and-play table: it opens on the person at the
    screen, holds nothing of the game in progress (the history has finished games only:
    no hand, no count of it), and closes, like every window, when the computer is passed
    on; its menu item answers no one behind the cover."""
    from history_games import made
    from PySide6.QtWidgets import QLabel

    window.games.history.record_game(
        made("earlier", 0, ("Ana", None, 30, 1.0), ("Ben", None, 21, 0.0))
    )
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    rng = Rng(6)
    until_cover(qtbot, window, rng)
    take_seat(qtbot, window)
    until_cover(qtbot, window, rng)
    take_seat(qtbot, window)  # Ben's turn, a few moves into the game
    window.menus.statistics.trigger()
    dlg = window.statistics
    assert dlg.isVisible() and dlg.person.currentText() == c.seats[c.viewer].name == "Ben"
    hands = {window.cat.card(card).name for p in c.state_for_tests.players for card in p.hand}
    for i in range(dlg.person.count()):
        dlg.person.setCurrentIndex(i)
        assert dlg.games.rowCount() == 1 and dlg.values["games"].text() == "1"
        shown = [w.text() for w in dlg.findChildren(QLabel)]
        shown += [
            t.item(r, col).text()
            for t in (dlg.games, dlg.breakdown)
            for r in range(t.rowCount())
            for col in range(t.columnCount())
        ]
        shown.append(dlg.chart.accessibleDescription())
        assert not [name for name in hands if any(name in text for text in shown)]
    until_cover(qtbot, window, rng)
    assert not dlg.isVisible() and not window.menus.statistics.isEnabled()


# ---- per-seat controls -------------------------------------------------------------------
def test_each_person_starts_phase_two_from_their_own_controls(qtbot, window):
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    rng = Rng(2)
    checked = 0
    while checked < 3 and not c.is_over:
        qtbot.waitUntil(lambda: window.cover.isVisible() or c.awaiting_human(), timeout=10000)
        if window.cover.isVisible():
            take_seat(qtbot, window)
            continue
        page = window.panel.page()
        if window.panel.current == "sunrise":
            assert page.eff.isChecked(), "a phase II page must open on Efficient"
            assert page.plan.currentData() is None, "and with nothing planned"
            worker = window.panel.draft(c.view()).players[c.viewer].pending_efficient
            assert worker is True
            page.slop.setChecked(True)  # this person chooses sloppy work
            checked += 1
            press(qtbot, page.confirm)
        else:
            take_turn(qtbot, window, rng)
    assert checked == 3


def test_where_a_persons_buttons_went_leaves_with_them(qtbot, window):
    """The scene keeps where each anchor's table buttons went (so they do not move
    under the pointer); a person who leaves the table takes that along, and the next
    one's buttons are placed on their own table alone."""
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    scene = window.scene
    qtbot.waitUntil(lambda: window.cover.isVisible() or c.awaiting_human(), timeout=10000)
    if window.cover.isVisible():
        take_seat(qtbot, window)
    qtbot.waitUntil(lambda: c.awaiting_human() and ("control", "keep") in scene.items_by_key)
    first = set(scene.control_spots)
    assert first
    press(qtbot, window.panel.page().keep)
    qtbot.waitUntil(window.cover.isVisible, timeout=10000)
    assert scene.control_spots == {}
    take_seat(qtbot, window)
    qtbot.waitUntil(lambda: c.awaiting_human() and ("control", "keep") in scene.items_by_key)
    assert scene.control_spots and not first & set(scene.control_spots)


def test_a_refusal_is_not_shown_to_the_next_person(qtbot, window):
    window.games.start_game(TWO_PEOPLE)
    rng = Rng(3)
    until_cover(qtbot, window, rng)
    take_seat(qtbot, window)
    until_cover(qtbot, window, rng)
    # a refusal still on the panel when the computer is passed on (the path that leaves
    # it there does not matter): the next person must not read it
    window.panel.error.setText("Not allowed: that card is not in your hand")
    take_seat(qtbot, window)
    assert window.panel.error.text() == ""


# ---- replays and saves -------------------------------------------------------------------
def test_the_replay_viewer_never_shows_a_hand_of_an_unfinished_game_of_two_people(qtbot, window):
    window.games.start_game(TWO_PEOPLE)
    rng = Rng(4)
    for _ in range(3):
        until_cover(qtbot, window, rng)
        take_seat(qtbot, window)
    window._save_to("slot-01", "Tea break")
    # the list of games to replay leaves the running game's own autosave out
    window.ask_replay()
    dialog = next(w for w in visible_windows(window) if w.windowTitle() == "Saved games")
    slots = [dialog.model.info(r).slot for r in range(dialog.model.rowCount())]
    assert AUTOSAVE not in slots and "slot-01" in slots
    dialog.close()
    # asking for it anyway is refused with a message
    window.open_replay(AUTOSAVE)
    assert window.replay_window is None
    box = next(w for w in visible_windows(window) if isinstance(w, QMessageBox))
    assert "over" in box.text()
    box.close()
    # the named save replays, a spectator's view only
    window.open_replay("slot-01")
    rw = window.replay_window
    assert rw is not None
    assert [rw.seat.itemData(i) for i in range(rw.seat.count())] == [None]
    rw.goto(rw.replayer.step_count)
    assert all(k[0] != "card" for k in rw.scene.items_by_key if _is_hand(rw, k))


def _is_hand(rw, key) -> bool:
    return rw.scene.items_by_key[key].placement.zone == "hand"


def seated(qtbot, window) -> tuple:
    """A game of two people begun, the first seated at their turn: (controller, rng)."""
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    rng = Rng(5)
    until_cover(qtbot, window, rng)
    take_seat(qtbot, window)
    qtbot.waitUntil(c.awaiting_human, timeout=10000)
    return c, rng


def test_a_named_save_carries_a_spectators_picture(qtbot, window):
    c, _rng = seated(qtbot, window)
    window._save_to("slot-02", "Ana saves")
    saved = window.store.info("slot-02").thumbnail
    names = [s.name for s in c.seats]
    state = c.state_for_save
    assert saved == spectator_thumbnail(window.art, state, names, window._default_bottom())
    # the picture is the same whatever the hands hold: it shows none of them
    other = state.clone()
    for p in other.players:
        p.hand = list(reversed(p.hand))
        if len(p.hand) > 1:
            p.hand[0], other.deck[0] = other.deck[0], p.hand[0]
    assert spectator_thumbnail(window.art, other, names, 0) == spectator_thumbnail(
        window.art, state, names, 0
    )


def test_the_autosave_carries_a_spectators_picture_drawn_once_a_round(qtbot, window):
    """The autosave row had no picture: it now has the spectator's one (no hand on it:
    the named save's test shows the picture is the same whatever the hands hold), drawn
    afresh when the round changes, not at every move."""
    from omg_desktop.saves.slots import AUTOSAVE
    from omg_desktop.ui import slots_model

    c, rng = seated(qtbot, window)
    games = window.games
    games._autosave_picture = None  # drawn afresh for the state as it is now
    names = [s.name for s in c.seats]
    picture = games.autosave_thumbnail()
    assert picture and picture == spectator_thumbnail(window.art, c.state_for_save, names, 0)
    drawn = []
    real = slots_model.spectator_thumbnail
    slots_model.spectator_thumbnail = lambda *a, **kw: drawn.append(1) or real(*a, **kw)
    try:
        before = window.games.game.round(c.state_for_save)
        take_turn(qtbot, window, rng)
        games.autosave()
        if window.games.game.round(c.state_for_save) == before:
            assert drawn == [] and window.store.info(AUTOSAVE).thumbnail == picture
        else:
            assert len(drawn) == 1
    finally:
        slots_model.spectator_thumbnail = real


# ---- seeds and settings ------------------------------------------------------------------
def test_a_new_games_seed_has_64_bits():
    seeds = [fresh_seed() for _ in range(32)]
    assert all(0 <= s < 2**64 for s in seeds)
    assert max(seeds) >= 2**40 and len(set(seeds)) == 32


def test_a_game_without_a_typed_seed_gets_a_64_bit_one(qtbot, window):
    seeds = []
    for _ in range(4):  # all four below 2**40 by chance: once in 2**96 runs
        window.games.start_game(GameConfig(seats=TWO_PEOPLE.seats, ruleset="bigbox", seed=None))
        seeds.append(window.controller.record.seed)
    assert all(isinstance(s, int) and 0 <= s < 2**64 for s in seeds)
    assert max(seeds) >= 2**40


def test_a_typed_seed_is_used_for_that_game_only(qtbot, window):
    dlg = NewGameDialog(window.cat, window.settings, window)
    qtbot.addWidget(dlg)
    dlg.seed.setText("1234")
    assert dlg.result_config().seed == 1234
    dlg.accept()
    assert window.settings.last_game_config is not None
    assert window.settings.last_game_config.seed is None
    again = NewGameDialog(window.cat, window.settings, window)
    qtbot.addWidget(again)
    assert again.seed.text() == ""
    assert again.result_config().seed is None


BAD_LAST_CONFIGS = [
    "[" * 100_000 + "]" * 100_000,  # nested past Python's recursion limit
    '{"seats": [[[[["Ana"]]]]], "ruleset": "bigbox"}',
    '{"seats": {"a": 1}, "ruleset": "bigbox"}',
    '{"seats": [["Ana", "human", null]], "ruleset": ["bigbox"]}',
    '{"seats": [["' + "A" * 5000 + '", "human", null]], "ruleset": "bigbox"}',
    '{"seats": [' + ",".join(['["A", "human", null]'] * 50) + '], "ruleset": "bigbox"}',
    '{"seats": "Ana", "ruleset": "bigbox"}',
    "1" * 5000,
    "not json",
    '{"seats": [["Ana", "human", null]], "ruleset": "bigbox", "seed": {"x": 1}}',
]


@pytest.mark.parametrize("raw", BAD_LAST_CONFIGS, ids=range(len(BAD_LAST_CONFIGS)))
def test_a_stored_last_game_that_does_not_parse_falls_back_to_the_default(qtbot, window, raw):
    window.settings.qsettings.setValue("game/last_config", raw)
    assert window.settings.last_game_config is None
    dlg = NewGameDialog(window.cat, window.settings, window)  # opens, with the defaults
    qtbot.addWidget(dlg)
    assert dlg.result_config().seats


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("ui/animation_speed", "fast"),
        ("ui/animation_speed", "1e999"),
        ("ui/zoom", "[1, 2]"),
        ("ui/zoom", "nan"),
        ("ui/language", "../../etc"),
        ("ui/language", "x" * 10_000),
        ("window/geometry", "garbage"),
    ],
)
def test_every_stored_value_that_does_not_parse_reads_as_the_default(tmp_path, key, value):
    from omg_desktop.ui.settings import Settings

    s = Settings(path=tmp_path / "settings.ini")
    s.qsettings.setValue(key, value)
    assert s.animation_speed == Settings.DEFAULT_ANIMATION_SPEED or key != "ui/animation_speed"
    assert s.zoom == Settings.DEFAULT_ZOOM or key != "ui/zoom"
    assert s.language == Settings.DEFAULT_LANGUAGE or key != "ui/language"
    s.window_geometry  # noqa: B018 - reads without raising


def test_a_new_campaign_gets_a_64_bit_seed(qtbot, window, tmp_path):
    from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import NEW, Intent
    from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out

    seeds = []
    for slot in (1, 2, 3):  # all three below 2**40 by chance: once in 2**72 runs
        carry_out(window, Intent(NEW, slot))
        window.games.extras["seats_dialog"].players.setValue(1)
        window.games.extras["seats_dialog"].accept()
        if window.controller is not None:
            window.controller.shutdown()
        seeds.append(CampaignStore(tmp_path / "saves").load(slot).seed)
    assert all(0 <= s < 2**64 for s in seeds) and max(seeds) >= 2**40


def test_a_persons_secrets_leave_the_table_as_soon_as_they_have_decided(qtbot, window):
    """After Ana's phase II choices the computer goes to Ben. The moves everyone may see
    still play from her seat, but her hand, her planned card and where and how her worker
    works are hidden at once, not after those moves (the table showed them face up
    under "Waiting for Ben to take the seat")."""
    from omg_desktop.games.ohmygoods.face.zones import shows_mode
    from omg_desktop.games.ohmygoods.rules import Sunrise

    window.settings.animation_speed = 1.0
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    rng = Rng(5)
    while not (c.awaiting_human() and c.viewer == 0 and c.view().phase == "sunrise"):
        qtbot.waitUntil(lambda: window.cover.isVisible() or c.awaiting_human(), timeout=20_000)
        if window.cover.isVisible():
            window.scene.player.finish()
            take_seat(qtbot, window)
            continue
        take_turn(qtbot, window, rng)
    window.scene.player.finish()
    view = c.view()
    plan = view.players[0].hand[0]
    action = next(
        a for a in c.legal_actions()
        if isinstance(a, Sunrise) and a.plan == plan and not a.efficient
    )  # fmt: skip
    c.submit(action)
    assert c.viewer is None
    shown = [it.placement for it in window.scene.items_by_key.values() if it.placement.seat == 0]
    assert not [p for p in shown if p.zone in ("hand", "planned") and p.kind == "card"]
    workers = [p for p in shown if p.kind == "worker"]
    assert workers and not any(shows_mode(p) for p in workers)
    assert all(p.zone != "building" for p in workers)


# ---- what a screen reader gets ---------------------------------------------------------------
def accessible_texts(win) -> str:
    """Every name and description the table gives Qt's accessibility now (the view's and
    its items')."""
    from PySide6.QtGui import QAccessible

    name, description = QAccessible.Text.Name, QAccessible.Text.Description
    iface = QAccessible.queryAccessibleInterface(win.table)
    texts = [iface.text(name), iface.text(description)]
    for i in range(iface.childCount()):
        child = iface.child(i)
        texts += [child.text(name), child.text(description)]
    return "\n".join(texts)


def _secrets(state, seats) -> set[int]:
    from omg_desktop.games.ohmygoods.rules.state import UNKNOWN

    out: set[int] = set()
    for s in seats:
        p = state.players[s]
        out |= set(p.hand) | {p.planned, p.pending_plan}
    return out - {None, UNKNOWN}


def _face_up(view) -> set[int]:
    """The cards ``view`` shows face up: market, buildings, own hand and plan, discard."""
    from omg_desktop.games.ohmygoods.rules.state import UNKNOWN

    cards = {c for row in view.market for c in row} | set(view.discard[-1:])
    cards |= {c for cards in view.display.values() for c in cards}
    for p in view.players:
        cards |= {b.card for b in p.buildings} | set(p.hand) | {p.planned, p.pending_plan}
    return cards - {None, UNKNOWN}


def _named_cards(win) -> set[str]:
    """The card names the table's accessible texts say: an item's name before its first
    comma ("Sawmill, in your hand"), a description line's before " (#" (a card's text)."""
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(win.table)
    out: set[str] = set()
    for i in range(iface.childCount()):
        child = iface.child(i)
        out.add(child.text(QAccessible.Text.Name).split(",")[0])
        for line in child.text(QAccessible.Text.Description).splitlines():
            if " (#" in line:
                out.add(line.split(" (#")[0])
    return out


def _leaks(win, hidden: set[int], shown: set[int]) -> list[str]:
    cat = win.cat
    text = accessible_texts(win)
    seen_names = {cat.card(c).name for c in shown}
    named = _named_cards(win)
    out = [f"#{h}" for h in hidden if f"(#{h})" in text]
    out += [cat.card(h).name for h in hidden if cat.card(h).name not in seen_names and
            cat.card(h).name in named]  # fmt: skip
    return out


def test_no_accessible_text_names_another_humans_hand_or_planned_card(qtbot, window):
    """At a pass-and-play table the words a screen reader gets for the table (every item's
    name and description) never name a card of another person's hand or their planned
    card, neither for the person at the table nor between two people; behind a cover
    the table has no items at all."""
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    rng = Rng(7)
    checked = covers = between = 0
    while checked < 24 and not c.state_for_tests.over:
        qtbot.waitUntil(lambda: window.cover.isVisible() or c.awaiting_human(), timeout=20000)
        if window.cover.isVisible():
            assert accessible_texts(window).count("\n") == 1  # the view alone: no items
            covers += 1
            take_seat(qtbot, window)
            continue
        state, viewer = c.state_for_tests, c.viewer
        others = [s for s in range(state.num_players) if s != viewer]
        assert not _leaks(window, _secrets(state, others), _face_up(c.view()))
        checked += 1
        take_turn(qtbot, window, rng)
        if c.viewer is None and not window.cover.isVisible():  # between two people
            state = c.state_for_tests
            everyone = range(state.num_players)
            shown = _face_up(c.view()) - _secrets(state, everyone)
            assert not _leaks(window, _secrets(state, everyone), shown)
            between += 1
    assert covers >= 2 and checked >= 12, (covers, checked, between)


# ---- Learn to play -----------------------------------------------------------------------
def test_a_lesson_shows_the_learner_nothing_of_the_opponents_secrets(qtbot, window):
    """The lesson's table is the learner's view at every step: the scripted opponent's
    hand lies face down, his planned card too until it is built or goes back, the coach
    points at none of them, and what the lesson remembers is a step's id, no card.
    The lessons' dialog (Help > Learn to play) lists lessons only."""
    from omg_desktop.tutorial.lesson import OPPONENT
    from omg_desktop.ui.lessons.launcher import start_lesson
    from omg_desktop.ui.lessons.progress import progress_key

    start_lesson(window, "base", True)
    qtbot.waitUntil(lambda: window.coach is not None)
    coach = window.coach
    for index, stop in enumerate(coach.stops):
        if stop.step.kind == OPPONENT or stop.part is not coach.stops[0].part:
            continue
        coach.jump(index)
        window.scene.player.finish()
        coach.refresh_layer()
        secret = window.controller.state_for_tests.players[1]
        hidden = set(secret.hand) | {c for c in (secret.planned, secret.pending_plan) if c}
        faces = {k[1] for k, it in window.scene.items_by_key.items()
                 if k[0] == "card" and it.placement.kind == "card"}  # fmt: skip
        assert not faces & hidden, stop.step.id
        pointed = {k[1] for g in coach.layer.groups for k in g if k[0] == "card"}
        assert not pointed & hidden, stop.step.id
        if secret.hand:  # his hand is on the table as a fan of backs
            assert any(k[0] == "hand-fan" and k[1] == 1 for k in window.scene.items_by_key)
    stored = str(window.settings.qsettings.value(progress_key("ohmygoods")))
    assert stored == '{"base": {"step": "first_rounds_end"}}'
    coach.leave()
    window.show_lessons()
    dialog = window.games.extras["lessons_dialog"]
    assert dialog.isVisible() and dialog.list.count() == 2
    text = " ".join(dialog.list.item(i).text() for i in range(dialog.list.count()))
    names = {c.name for c in window.cat.cards.values() if c.kind != "charburner"}
    assert not [n for n in names if n in text]
    dialog.close()
