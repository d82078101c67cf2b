"""Ticket to Ride at the real window, opened through the real start with its record
registered for the test only (the registry does not list it yet): a person plays four
computers through clicks on the map, the cards and the panel, at 1024 x 700; two
people pass the screen behind covers and neither ever has the other's cards or
tickets on the table; at a speed above 0 every move plays as a step; the labels of a
five-player table are legible in the real view (at least 9 px, never cut)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.games.ticket_to_ride.face.table_layout import TABLE
from omg_desktop.seating import Seat
from omg_desktop.seating.config import GameConfig
from omg_desktop.ui import launch
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.table.items import LabelItem
from omg_desktop.ui.table.layout import CARD_H, CARD_W, MIN_TEXT_PX
from tests.pointer import hover

pytestmark = pytest.mark.timeout(300)
FAST = 0.25


def open_window(qtbot, tmp_path, speed: float = 0, size=(1366, 768)):
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", speed
    settings.sync()
    _app, win = launch._window(tmp_path / "settings.ini", game_id="ticket_to_ride")
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def start(qtbot, win, seats, seed=11):
    win.games.start_game(GameConfig(tuple(seats), "standard", seed))
    qtbot.waitUntil(lambda: win.controller is not None)
    settled(qtbot, win)
    return win.controller


def settled(qtbot, win) -> None:
    qtbot.waitUntil(lambda: not win.scene.player.busy(), timeout=20000)
    QApplication.processEvents()


def click(qtbot, win, key: tuple) -> None:
    """A left click on the middle of the table item ``key``, through the viewport."""
    item = win.scene.items_by_key[key]
    spot = win.table.mapFromScene(item.mapToScene(QPointF(CARD_W / 2, CARD_H / 2)))
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def act(qtbot, win, action: str) -> None:
    """What a person clicks for ``action``: the offered tickets to let go and Keep; a
    face-up card or a deck; a route, then the colour and locomotives, then Place."""
    word, *rest = action.split()
    panel = win.panel
    if word == "keep":
        for slot in sorted(panel.keep - {int(k) for k in rest}):
            click(qtbot, win, ("offered", slot))
        panel.keep_button.click()
    elif word == "draw":
        click(qtbot, win, ("face", int(rest[1])) if rest[0] == "face" else ("deck",))
    elif word == "tickets":
        click(qtbot, win, ("ticket_deck",))
    else:
        assert word == "claim"
        rid, colour, wild = rest[0], rest[1], int(rest[2])
        click(qtbot, win, ("route", rid, 0))
        if panel.colour != colour:
            panel._choose_colour(colour)  # (the colour's button, as tested on the table)
        while panel.wild < wild:
            panel.more.click()
        while panel.wild > wild:
            panel.fewer.click()
        panel.place.click()


def private_on_table(win) -> list[tuple]:
    """The table's secrets there are now (a hand's cards, tickets, their lines), with
    their seats."""
    return [(it.placement.seat, k) for k, it in win.scene.items_by_key.items()
            if TABLE.private(it.placement, it.placement.seat)]  # fmt: skip


def test_a_person_plays_four_computers_through_the_table(qtbot, tmp_path, ttr):
    """Seat 0 claims, draws and keeps tickets by clicks (a route when one can be claimed,
    else the deck; the tickets once), the computers move between; only seat 0's hand
    and tickets are ever on the table."""
    win = open_window(qtbot, tmp_path, size=(1024, 700))
    seats = [Seat.human("Ana")] + [Seat.computer(n, "random") for n in ("B", "C", "D", "E")]
    c = start(qtbot, win, seats, seed=4)
    kinds: list[str] = []
    drew_tickets = False
    while len(kinds) < 16 and not c.is_over:
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=60000)
        if c.is_over:
            break
        settled(qtbot, win)
        assert {seat for seat, _k in private_on_table(win)} == {0}
        legal = c.legal_actions()
        claims = [a for a in legal if a.startswith("claim ")]
        if any(a.startswith("keep") for a in legal):
            action = legal[0]  # the fewest kept (the first choice)
        elif claims:
            action = claims[0]
        elif "tickets" in legal and not drew_tickets:
            action, drew_tickets = "tickets", True
        else:
            action = next(a for a in legal if a.startswith("draw"))
        n = len(c.record.steps)
        act(qtbot, win, action)
        assert c.record.steps[n : n + 1] == [action], (action, c.record.steps[n:])
        kinds.append(action.split()[0])
    assert {"keep", "claim", "draw", "tickets"} <= set(kinds)
    c.shutdown()


def test_two_people_behind_covers_never_see_the_others_cards_or_tickets(qtbot, tmp_path, ttr):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.human("Bruno")], seed=21)
    covers = decisions = 0
    while decisions < 14 and not c.is_over:
        if win.cover.isVisible():
            covers += 1
            settled(qtbot, win)
            assert private_on_table(win) == []  # nobody's secrets under the cover
            qtbot.keyClick(win.cover, Qt.Key.Key_Space)
            settled(qtbot, win)
            continue
        qtbot.waitUntil(lambda: c.is_over or win.cover.isVisible() or c.awaiting_human())
        if not c.awaiting_human():
            continue
        settled(qtbot, win)
        seat = c.active_seat
        assert {s for s, _k in private_on_table(win)} == {seat}
        hand = sorted(c.state_for_tests.seats[seat].hand)
        shown = sorted(
            it.placement.data["card"]
            for k, it in win.scene.items_by_key.items()
            if k[0] == "hand"
            for _ in range(it.placement.data["count"])
        )
        assert shown == hand  # the person's own hand, by colour
        legal = c.legal_actions()
        action = legal[0] if legal[0].startswith("keep") else next(
            a for a in legal if a.startswith("draw") or a.startswith("claim"))  # fmt: skip
        act(qtbot, win, action)
        decisions += 1
    assert covers >= 4
    c.shutdown()


def test_at_a_speed_every_move_plays_as_a_step(qtbot, tmp_path, ttr):
    win = open_window(qtbot, tmp_path, speed=FAST)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "greedy")], seed=8)
    played: list[str] = []
    win.scene.player.step_started.connect(played.append)
    for _ in range(7):
        qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(),
                        timeout=30000)  # fmt: skip
        legal = c.legal_actions()
        claims = [a for a in legal if a.startswith("claim ")]
        act(qtbot, win, claims[0] if claims else legal[0] if legal[0].startswith("keep")
            else next(a for a in legal if a.startswith("draw")))  # fmt: skip
    qtbot.waitUntil(lambda: c.awaiting_human() and not win.scene.player.busy(), timeout=30000)
    assert {"kept", "started", "took", "face", "ended"} <= set(played)  # a face-up card laid anew
    assert "claimed" in played
    c.shutdown()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)])
def test_five_players_labels_are_legible_in_the_real_view(qtbot, tmp_path, ttr, size):
    """Every label the real view draws (the cities, the players' lines, the round, the
    tickets) is at least 9 px high on screen and never cut or shrunk below that."""
    win = open_window(qtbot, tmp_path, size=size)
    seats = [Seat.human("Ana")] + [
        Seat.computer(n, "random") for n in ("Bruno", "Chiara", "Davi", "Eva")
    ]
    c = start(qtbot, win, seats, seed=5)
    for _ in range(6):  # a few turns in: routes, cards and tickets on the table
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=60000)
        settled(qtbot, win)
        legal = c.legal_actions()
        claims = [a for a in legal if a.startswith("claim ")]
        act(qtbot, win, legal[0] if legal[0].startswith("keep") else claims[0] if claims
            else next(a for a in legal if a.startswith("draw")))  # fmt: skip
    qtbot.waitUntil(lambda: c.awaiting_human(), timeout=60000)
    settled(qtbot, win)
    zoom = win.table.transform().m11()
    labels = [it for it in win.scene.items_by_key.values()
              if isinstance(it, LabelItem) and it.placement.key != ("label", "you")]  # fmt: skip
    assert len(labels) > 36 + 10
    for it in labels:
        px = it.fitted_font().pointSizeF() * it.placement.scale * zoom
        assert px >= MIN_TEXT_PX - 0.05, (it.placement.key, px)
        assert not it.cut(), it.placement.key
    # the pointer on one of Ana's tickets lights its two cities on the map
    ticket = next(k for k in win.scene.items_by_key if k[0] == "ticket")
    spot = win.table.mapFromScene(win.scene.items_by_key[ticket].sceneBoundingRect().center())
    hover(qtbot, win.table.viewport(), spot)
    tk = c.state_for_tests.catalog.tickets[ticket[1]]
    for city in (tk.a, tk.b):
        item = win.scene.items_by_key[("city", city)]
        qtbot.waitUntil(lambda item=item: TABLE.art_key(item.placement)[1][1])
    c.shutdown()


def test_ask_before_placing_trains_is_kept_for_the_next_window(qtbot, tmp_path, ttr):
    """On at first; turned off, the settings keep it off for this game, and the next
    window's panel starts with it off."""
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=2)
    assert win.panel.ask.isChecked() and win.panel.confirm_claims
    win.panel.ask.setChecked(False)
    win.settings.sync()
    kept = Settings(path=tmp_path / "settings.ini")
    assert kept.game_text("ticket_to_ride", "ask_before_placing_trains") == "off"
    c.shutdown()
    win.close()
    again = open_window(qtbot, tmp_path)
    c = start(qtbot, again, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=2)
    assert not again.panel.ask.isChecked() and not again.panel.confirm_claims
    c.shutdown()
