"""Kingdom Builder's whole game at the real window: two people pass the screen behind
covers and act on the board (a helper turns each chosen action into the clicks a person
makes), neither ever sees the other's terrain card; with computers at every seat count
the game plays to its end; at a speed above 0 every event plays as a step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.games.kingdom_builder.face import words
from omg_desktop.games.kingdom_builder.rules.state import HIDDEN
from omg_desktop.seating import Seat
from tests.games import window
from tests.games.window import click

pytestmark = pytest.mark.timeout(300)
FAST = 0.25
#: The longest a table may take to settle (a whole game's steps on a busy machine).
SETTLE_MS = 20000


def open_window(qtbot, tmp_path, speed: float = 0, size=(1366, 768)):
    return window.open_window(qtbot, tmp_path, "kingdom_builder", speed, size)


def start(qtbot, win, seats, seed=11, option="standard"):
    return window.start(qtbot, win, seats, seed, option, timeout=SETTLE_MS)


def settled(qtbot, win) -> None:
    window.settled(qtbot, win, SETTLE_MS)


def _hex(text: str) -> tuple[int, int]:
    r, c = text.split(".")
    return int(r), int(c)


def act(qtbot, win, action: str) -> None:
    """What a person clicks for ``action``: the hex; the tile then its hex, or the tile,
    the settlement and the hex; the panel's End the turn."""
    word, *rest = action.split()
    if word == "build":
        click(qtbot, win, ("hex", *_hex(rest[0])))
    elif word == "use":
        seat = win.controller.viewer
        tile = next(k for k, it in win.scene.items_by_key.items()
                    if k[:2] == ("tile", seat) and it.placement.data["kind"] == rest[0]
                    and it.placement.data["state"] == "ready")  # fmt: skip
        click(qtbot, win, tile)
        settled(qtbot, win)
        if len(rest) == 3:
            click(qtbot, win, ("settlement", *_hex(rest[1])))
            settled(qtbot, win)
        click(qtbot, win, ("hex", *_hex(rest[-1])))
    else:
        assert word == "end"
        win.panel.end.click()


def others_cards_shown(win) -> list[tuple[int, str]]:
    """Terrain cards face up on the table that the eyes before it may not see: another
    seat's, not shown by the player whose turn it is."""
    c = win.controller
    state = c.state_for_save
    shown = []
    for it in win.scene.items_by_key.values():
        p = it.placement
        face_up = p.kind == "terrain" and p.data["terrain"] not in ("?", HIDDEN)
        if face_up and p.seat not in (state.current, c.viewer):
            shown.append((p.seat, p.data["terrain"]))
    return shown


def test_two_people_play_a_whole_game_behind_covers_on_the_board(qtbot, tmp_path):
    from omg_desktop.games import registry

    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.human("Bruno")], seed=21)
    chooser = registry.load("kingdom_builder").bots["greedy"](5)
    covers = tiles = 0
    while not c.is_over:
        if win.cover.isVisible():
            covers += 1
            settled(qtbot, win)
            assert not others_cards_shown(win)
            qtbot.keyClick(win.cover, Qt.Key.Key_Space)
            settled(qtbot, win)
            continue
        qtbot.waitUntil(lambda: c.is_over or win.cover.isVisible() or c.awaiting_human())
        if not c.awaiting_human():
            continue
        settled(qtbot, win)
        assert not others_cards_shown(win)
        view = c.view()
        action = chooser.choose(view, c.legal_actions())
        tiles += action.startswith("use ")
        n = len(c.record.steps)
        act(qtbot, win, action)
        assert c.record.steps[n : n + 1] == [action], (action, c.record.steps[n:])
    assert covers > 10 and tiles > 0 and c.record.game == "kingdom_builder"
    sheet = win.score_sheet
    qtbot.waitUntil(lambda: sheet is not None and sheet.isVisible())
    sheet.close()
    assert len(win.games.history.games_of("Ana", "kingdom_builder")) == 1
    c.shutdown()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_computers_play_to_the_end_in_the_window(qtbot, tmp_path, players):
    """One person and computers: the person's turns through the board and the panel
    (the first legal build, End the turn), the rest by the computers, to the end."""
    win = open_window(qtbot, tmp_path, size=(1024, 700))
    seats = [Seat.human("Ana")] + [Seat.computer(f"Bot {n}", "random") for n in range(1, players)]
    c = start(qtbot, win, seats, seed=players, option="first_game")
    while not c.is_over:
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=60000)
        if c.is_over:
            break
        settled(qtbot, win)
        legal = c.legal_actions()
        action = next((a for a in legal if a.startswith("build ")), legal[-1])
        n = len(c.record.steps)
        act(qtbot, win, action)
        assert c.record.steps[n] == action
    totals = [it.placement.data["text"][2] for k, it in win.scene.items_by_key.items()
              if k[:2] == ("label", "player")]  # fmt: skip
    assert len(totals) == players
    assert win.scene.items_by_key[("label", "round")].placement.data["text"][-1]  # over
    c.shutdown()


def test_at_a_speed_the_events_play_one_step_each(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, speed=FAST)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "greedy")], seed=8)
    played: list[str] = []
    win.scene.player.step_started.connect(played.append)
    for _turn in range(8):
        qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(),
                        timeout=20000)  # fmt: skip
        legal = c.legal_actions()
        act(qtbot, win, next((a for a in legal if a.startswith("build ")), legal[-1]))
    qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(), timeout=20000)
    assert {"built", "ended", "drew", "revealed"} <= set(played)
    log = [win.log_model.index(i, 0).data() for i in range(win.log_model.rowCount())]
    assert any(line.startswith("Ana builds") for line in log)
    c.shutdown()


def test_the_keyboard_reaches_a_glowing_hex_and_space_builds_there(qtbot, tmp_path):
    """Tab onto the table: the ring comes to a hex the build may use; Space builds
    there; after the three builds Enter ends the turn."""
    win = open_window(qtbot, tmp_path)
    win.activateWindow()
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=3)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    win.table.setFocus()
    focus = win.scene.focus
    for _ in range(40):
        qtbot.keyClick(win.table, Qt.Key.Key_Tab)
        if focus.shown and focus.key is not None and focus.key[0] == "hex":
            break
    key = focus.key
    assert key[0] == "hex" and key in win.panel.marks().highlight
    n = len(c.record.steps)
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert c.record.steps[n] == f"build {key[1]}.{key[2]}"
    for _ in range(4):
        if "end" in c.legal_actions():
            break
        settled(qtbot, win)
        qtbot.keyClick(win.table, Qt.Key.Key_Space)  # the ring on the next glowing hex
        QApplication.processEvents()
    assert all(s.startswith("build ") for s in c.record.steps[n : n + 3])
    settled(qtbot, win)
    qtbot.keyClick(win.table, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert c.record.steps[n + 3] == "end"
    c.shutdown()


def test_after_space_builds_the_ring_stays_on_the_board_and_esc_puts_a_card_away(qtbot, tmp_path):
    """A playtest: after Space built on a hex, an arrow pressed while the build played
    sent the ring to the cards and opened one large over the board, and Esc did not
    close it. The ring waits on the hex built, then goes to the next glowing hex; Esc
    puts away a card the ring shows large."""
    win = open_window(qtbot, tmp_path, speed=FAST)
    win.activateWindow()
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=3)
    qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(), timeout=20000)
    win.table.setFocus()
    focus = win.scene.focus
    qtbot.keyClick(win.table, Qt.Key.Key_Right)
    built = focus.key
    assert built[0] == "hex" and built in win.panel.marks().highlight
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    assert win.scene.player.busy()  # the build plays
    qtbot.keyClick(win.table, Qt.Key.Key_Right)
    assert focus.key == built and win.scene.preview is None
    qtbot.waitUntil(lambda: not win.scene.player.busy(), timeout=20000)
    QApplication.processEvents()
    assert focus.key[0] == "hex" and focus.key in win.panel.marks().highlight
    for _ in range(60):  # on to a card: it is shown large
        qtbot.keyClick(win.table, Qt.Key.Key_Tab)
        if focus.key[0] == "kbcard":
            break
    assert focus.key[0] == "kbcard" and win.scene.preview is not None
    qtbot.keyClick(win.table, Qt.Key.Key_Escape)
    assert win.scene.preview is None and focus.shown
    c.shutdown()


def test_enter_ends_the_turn_while_the_ring_is_on_a_usable_tile(qtbot, tmp_path):
    """A playtest: with the builds done and a tile still usable, the prompt says "End
    your turn (Enter)", but Enter chose the tile the ring had come to. Enter ends the
    turn (Space, as a click, chooses the tile)."""
    from omg_desktop.games import registry

    win = open_window(qtbot, tmp_path)
    win.activateWindow()
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=21)
    chooser = registry.load("kingdom_builder").bots["greedy"](5)
    for _turn in range(200):
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=60000)
        assert not c.is_over
        settled(qtbot, win)
        legal = c.legal_actions()
        if "end" in legal and any(a.startswith("use ") for a in legal):
            break
        builds = [a for a in legal if a.startswith("build ")]
        act(qtbot, win, builds[0] if builds else chooser.choose(c.view(), legal))
    win.table.setFocus()
    focus = win.scene.focus
    for _ in range(60):
        qtbot.keyClick(win.table, Qt.Key.Key_Tab)
        if focus.key is not None and focus.key[0] == "tile":
            break
    assert focus.key[0] == "tile" and focus.key in win.panel.marks().highlight
    assert "(Enter)" in win.panel.prompt.text()
    n = len(c.record.steps)
    qtbot.keyClick(win.table, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert c.record.steps[n] == "end"
    c.shutdown()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)])
def test_the_end_button_stays_put_whatever_the_prompts_length(qtbot, tmp_path, size):
    """A playtest: End the turn moved up and down with the prompt's line count."""
    win = open_window(qtbot, tmp_path, size=size)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=3)
    qtbot.waitUntil(c.awaiting_human)
    settled(qtbot, win)
    panel, view = win.panel, c.view()
    tops = []
    for said in ("End your turn (Enter).", "End your turn (Enter) or use a tile. " * 3):
        panel.show_decision(view, c.viewer, ["end"], said)
        QApplication.processEvents()
        assert panel.end.isVisible() and panel.prompt.text() == said
        tops.append(panel.end.mapTo(win, panel.end.rect().topLeft()).y())
    assert tops[0] == tops[1]
    c.shutdown()


def test_the_status_bar_says_the_chosen_tiles_step_as_the_panel(qtbot, tmp_path):
    """A playtest: with a tile chosen, the panel said where it builds but the status bar
    still said "... or first use a tile"."""
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=21)
    for _turn in range(200):
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=60000)
        assert not c.is_over
        settled(qtbot, win)
        legal = c.legal_actions()
        if any(a.startswith("use ") for a in legal):
            break
        act(qtbot, win, next((a for a in legal if a.startswith("build ")), "end"))
    before = win.status.text()
    kind = next(a for a in legal if a.startswith("use ")).split()[1]
    tile = next(k for k, it in win.scene.items_by_key.items()
                if k[:2] == ("tile", c.viewer) and it.placement.data["kind"] == kind)  # fmt: skip
    click(qtbot, win, tile)
    assert win.panel.tile == kind and "(Esc: cancel)" in win.panel.prompt.text()
    assert win.status.text() == win.panel.prompt.text()
    qtbot.keyClick(win.table, Qt.Key.Key_Escape)
    assert win.panel.tile is None and win.status.text() == before
    c.shutdown()


@pytest.mark.parametrize(
    ("size", "players"), [((1024, 700), 2), ((1024, 700), 3), ((1024, 700), 4), ((1366, 768), 4)]
)
def test_the_terrain_cards_name_and_the_gold_lines_are_legible(qtbot, tmp_path, size, players):
    """Playtests: at 1024x700 the name on the player's terrain card came out ~5 px and
    the gold card by card ~8 px (7.8 px with 4 players: a block 278 px wide squeezed
    its font). The card's name is also said beside it; the gold lines of a narrow block
    are two, so both reach MIN_TEXT_PX on screen, whole."""
    from omg_desktop.ui.table.layout import MIN_TEXT_PX

    win = open_window(qtbot, tmp_path, size=size)
    seats = [Seat.human("Ana")] + [Seat.computer(f"Bot {n}", "random") for n in range(1, players)]
    c = start(qtbot, win, seats, seed=5)
    qtbot.waitUntil(c.awaiting_human, timeout=20000)
    settled(qtbot, win)
    items = win.scene.items_by_key

    def px(key: tuple) -> float:
        item = items[key]
        return item.fitted_font().pointSizeF() * item.scale() * win.table.scale_factor()

    name = items[("label", "terrain", c.viewer)]
    assert name.text() == words.terrain_name(c.view().seats[c.viewer].card)
    assert px(("label", "terrain", c.viewer)) >= MIN_TEXT_PX
    for seat in range(players):
        lines = [k for k in items if k[:3] == ("label", "gold", seat)]
        assert lines and len(lines) == (2 if size == (1024, 700) else 1), seat
        for key in lines:
            assert px(key) >= MIN_TEXT_PX and not items[key].cut(), key
    c.shutdown()


def test_the_score_sheet_opens_once_the_table_has_shown_the_end(qtbot, tmp_path):
    """A playtest: the score sheet came over a table still playing the last turn, its
    round's line naming a next turn ("Round 10 · Ana's turn · last round"). It opens
    once the moves are shown, over "The game is over"."""
    from omg_desktop.games.kingdom_builder.face.table_words import label_text
    from omg_desktop.games.kingdom_builder.rules.engine import apply

    win = open_window(qtbot, tmp_path)  # instant, to the last turn
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=7)
    while True:
        qtbot.waitUntil(c.awaiting_human, timeout=60000)
        legal = c.legal_actions()
        if "end" in legal and apply(c.state_for_save, "end")[0].over:
            break
        c.submit(next((a for a in legal if a.startswith("build ")), "end"))
    settled(qtbot, win)
    win._set_speed(1.0)  # the last moves play as a person sees them
    c.submit("end")
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=30000)  # fmt: skip
    line = win.scene.items_by_key[("label", "round")].placement.data["text"]
    assert not win.scene.player.busy() and label_text(line) == "The game is over"
    # a playtest: the headline said "points"; the game counts gold
    headline = win.score_sheet.headline.text()
    assert headline.endswith(" gold.") or headline.endswith(" gold each."), headline
    assert "points" not in headline
    c.shutdown()


def test_play_again_while_the_end_plays_never_brings_the_old_score_sheet(qtbot, tmp_path):
    """A review: Play again pressed while the last moves still play started the next game,
    and the finished game's sheet then opened over it (the table's stop said idle)."""
    from omg_desktop.games.kingdom_builder.rules.engine import apply

    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=7)
    while True:
        qtbot.waitUntil(c.awaiting_human, timeout=60000)
        legal = c.legal_actions()
        if "end" in legal and apply(c.state_for_save, "end")[0].over:
            break
        c.submit(next((a for a in legal if a.startswith("build ")), "end"))
    settled(qtbot, win)
    win._set_speed(1.0)
    c.submit("end")
    old = win.score_sheet
    assert old is not None and win.scene.player.busy() and not old.isVisible()
    win.games.animation_ms = lambda: 0  # the sheet's moment after idle: the next turn
    win.games.play_again()
    qtbot.waitUntil(lambda: win.controller is not c and win.controller is not None)
    for _ in range(5):  # (zero timers fire at the next turns of the event loop)
        QApplication.processEvents()
    assert not old.isVisible() and not win.controller.is_over
    win.controller.shutdown()
    c.shutdown()


def test_a_sheet_gone_with_its_window_before_its_moment_is_not_opened(qtbot, tmp_path):
    """The sheet's moment after the last moves is the sheet's own timer: a window closed
    and deleted meanwhile (a test's teardown) leaves nothing to call on a deleted sheet."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from omg_desktop.games.kingdom_builder.rules.engine import apply

    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=7)
    while True:
        qtbot.waitUntil(c.awaiting_human, timeout=60000)
        legal = c.legal_actions()
        if "end" in legal and apply(c.state_for_save, "end")[0].over:
            break
        c.submit(next((a for a in legal if a.startswith("build ")), "end"))
    settled(qtbot, win)
    win._set_speed(1.0)
    c.submit("end")
    sheet = win.score_sheet
    assert sheet is not None and win.scene.player.busy()
    win.games.animation_ms = lambda: 0  # the sheet's moment: the next turn of the loop
    win.scene.player.stop()  # the table said idle: the sheet's moment is set
    sheet.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for _ in range(5):
        QApplication.processEvents()  # (a call on the deleted sheet would raise here)
    c.shutdown()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)])
def test_every_label_of_a_four_player_table_is_legible_some_turns_in(qtbot, tmp_path, size):
    """Every label the real view draws (the players' names and lines, the gold card by
    card, the cards, the round), a few turns in with tiles taken and used, is at least
    MIN_TEXT_PX high on screen and never cut."""
    from omg_desktop.ui.table.items import LabelItem
    from omg_desktop.ui.table.layout import MIN_TEXT_PX

    win = open_window(qtbot, tmp_path, size=size)
    seats = [Seat.human("Ana")] + [Seat.computer(n, "random") for n in ("Bruno", "Chiara", "Davi")]
    c = start(qtbot, win, seats, seed=5)
    for _ in range(25):
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=20000)
        settled(qtbot, win)
        legal = c.legal_actions()
        act(qtbot, win, next((a for a in legal if a.startswith("use ")), legal[0]))
    qtbot.waitUntil(c.awaiting_human, timeout=20000)
    settled(qtbot, win)
    zoom = win.table.transform().m11()
    labels = [it for it in win.scene.items_by_key.values()
              if isinstance(it, LabelItem) and it.placement.key != ("label", "you")]  # fmt: skip
    assert len(labels) >= 10
    for it in labels:
        px = it.fitted_font().pointSizeF() * it.placement.scale * zoom
        assert px >= MIN_TEXT_PX - 0.05 and not it.cut(), (it.placement.key, px, it.text())
    c.shutdown()


@pytest.mark.parametrize(("size", "players"), [((1366, 768), 4), ((1024, 700), 2)])
def test_every_cards_rule_in_words_is_legible_in_every_language(qtbot, tmp_path, size, players):
    """A playtest: at 1366x768 the Kingdom Builder cards' rules in words came out 7.4 px
    (Lords, Merchants, Farmers: long sentences made smaller to fit). Each of the ten
    cards' rule, in each language, is drawn at least MIN_TEXT_PX high on the table's
    cards as the real window places them (the smallest: 1366x768, and 1024x700 with two
    players)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from omg_desktop.games.kingdom_builder.face.art import RULE_BOX, RULE_FONT
    from omg_desktop.i18n import files
    from omg_desktop.ui.face_text import wrapped_size
    from omg_desktop.ui.table.layout import MIN_TEXT_PX

    win = open_window(qtbot, tmp_path, size=size)
    seats = [Seat.human("Ana")] + [Seat.computer(f"Bot {n}", "random") for n in range(1, players)]
    c = start(qtbot, win, seats, seed=5)
    card = next(it for key, it in win.scene.items_by_key.items() if key[0] == "kbcard")
    zoom = win.table.transform().m11() * card.placement.scale
    c.shutdown()
    for language in ("en", "pt_BR", "es", "ja"):
        translator = QTranslator()
        if language != "en":
            files.build([language])
            assert translator.load(str(files.qm_path(language)))
            QCoreApplication.installTranslator(translator)
        try:
            for name in words._CARD_RULES:
                rule = words.card_rule(name)
                px = wrapped_size(RULE_BOX, rule, *RULE_FONT) * zoom
                assert px >= MIN_TEXT_PX, (language, name, round(px, 2))
        finally:
            QCoreApplication.removeTranslator(translator)
