"""Ticket to Ride's table keeps each person's secrets (the checks tests/ui/test_privacy.py
makes of Oh My Goods!'s, for this game's table): a person's cards and tickets leave the
table as soon as they have decided, not after their moves have played; the words a
screen reader gets never name another person's tickets or cards, and behind a cover the
table has no items; the save slot's picture is a spectator's (no hand, no ticket)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from omg_desktop.games.ticket_to_ride.face import words
from omg_desktop.games.ticket_to_ride.face.table_layout import TABLE, layout
from omg_desktop.games.ticket_to_ride.rules import player_view
from omg_desktop.seating import Seat
from omg_desktop.ui.table.layout import Table

from .conftest import table
from .test_window import act, open_window, settled, start

pytestmark = pytest.mark.timeout(300)
PEOPLE = [Seat.human("Ana"), Seat.human("Bruno")]


def private_items(win) -> list:
    return [it.placement for it in win.scene.items_by_key.values()
            if TABLE.private(it.placement, it.placement.seat)]  # fmt: skip


def accessible_texts(win) -> str:
    """Every name and description the table gives Qt's accessibility now."""
    name, description = QAccessible.Text.Name, QAccessible.Text.Description
    iface = QAccessible.queryAccessibleInterface(win.table)
    texts = [iface.text(name), iface.text(description)]
    for i in range(iface.childCount()):
        child = iface.child(i)
        texts += [child.text(name), child.text(description)]
    return "\n".join(texts)


def _first_choice(legal: list[str]) -> str:
    return legal[0] if legal[0].startswith("keep") else next(
        a for a in legal if a.startswith("draw") or a.startswith("claim"))  # fmt: skip


def test_a_persons_secrets_leave_the_table_as_soon_as_they_have_decided(qtbot, tmp_path, ttr):
    """At a speed, right after Ana keeps her tickets (the computer goes to Bruno) her
    hand and tickets are gone from the table while the moves still to play are shown."""
    win = open_window(qtbot, tmp_path, speed=1.0)
    c = start(qtbot, win, PEOPLE, seed=3)
    while not (c.awaiting_human() and c.active_seat == 0):
        qtbot.waitUntil(lambda: win.cover.isVisible() or c.awaiting_human(), timeout=20000)
        if win.cover.isVisible():
            win.scene.player.finish()
            qtbot.keyClick(win.cover, Qt.Key.Key_Space)
            continue
        act(qtbot, win, _first_choice(c.legal_actions()))
    win.scene.player.finish()
    settled(qtbot, win)
    assert {p.seat for p in private_items(win)} == {0}
    c.submit(c.legal_actions()[0])  # (keeps the tickets: the turn goes to Bruno)
    assert c.active_seat == 1
    assert [p.key for p in private_items(win) if p.seat == 0] == []
    c.shutdown()


def test_no_accessible_text_names_another_persons_tickets_or_cards(qtbot, tmp_path, ttr):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, PEOPLE, seed=21)
    cat = c.state_for_tests.catalog
    checked = covers = 0
    while checked < 5 and not c.is_over:
        qtbot.waitUntil(lambda: win.cover.isVisible() or c.awaiting_human(), timeout=20000)
        if win.cover.isVisible():
            settled(qtbot, win)
            assert accessible_texts(win).count("\n") == 1  # the view alone: no items
            covers += 1
            qtbot.keyClick(win.cover, Qt.Key.Key_Space)
            continue
        settled(qtbot, win)
        state, seat = c.state_for_tests, c.active_seat
        text = accessible_texts(win)
        other = state.seats[1 - seat]
        mine = set(state.seats[seat].tickets) | set(state.seats[seat].offered)
        for t in set(other.tickets) | set(other.offered):
            if t not in mine:
                assert words.ticket_name(cat, t) not in text, t
        for colour in cat.cards:  # the hand's words are the viewer's own counts only
            said = [line for line in text.splitlines()
                    if line.startswith(f"Your {words.colour_name(colour)} cards")]  # fmt: skip
            assert said == [f"Your {words.colour_name(colour)} cards: "
                            f"{state.seats[seat].hand.count(colour)}"], said  # fmt: skip
        checked += 1
        act(qtbot, win, _first_choice(c.legal_actions()))
    assert covers >= 2 and checked == 5
    c.shutdown()


def test_a_spectators_table_shows_no_hand_and_no_ticket(cat):
    """What the save slot's picture and the replay of another's game lay out: the view
    of no seat (every hand and ticket hidden) has no hand, ticket or offer on it, only
    the counts."""
    state = table(cat, players=3, hands={0: ["red", "blue"], 1: ["green"]})
    placements = layout(player_view(state, None), 0, ["Ana", "Bruno", "Chiara"], {}, Table())
    assert not [p.key for p in placements if p.kind in ("hand", "ticket", "offered")]
    assert not [p.key for p in placements if TABLE.private(p, p.seat)]
    stock = {p.seat: p.data["text"][1:4] for p in placements if p.key[:2] == ("label", "stock")}
    assert stock[0] == (45, 2, 3) and stock[1] == (45, 1, 3)
