"""Gizmos at the real window: a person acts on the pieces (a marble picks it, a display
card offers Build and File on itself, a deck researches, an active gizmo is used by a
click), the payment is preselected and changed by clicking an energy, and a Research's
cards lie large for the researcher alone. Clicks go to the view's viewport."""

from __future__ import annotations

import pytest

from omg_desktop.games.gizmos.rules import legal_actions, player_view
from omg_desktop.games.gizmos.rules.state import ACTION
from omg_desktop.seating import Seat
from tests.games import window
from tests.games.window import click, settled, start

pytestmark = pytest.mark.timeout(90)


def open_window(qtbot, tmp_path, speed: float = 0):
    return window.open_window(qtbot, tmp_path, "gizmos", speed)


def wait_for_person(qtbot, win) -> None:
    c = win.controller
    qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=20000)
    settled(qtbot, win)


def test_a_marble_click_picks_it_and_a_card_click_offers_file_on_the_card(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")])
    wait_for_person(qtbot, win)
    view = c.view()
    assert view.step == ACTION and sum(view.seats[view.viewer].energy) == 0
    colour = view.row[0]
    keys = [k for k in win.scene.items_by_key if k[:2] == ("row", colour)]
    assert keys and all(k in win.panel.marks().highlight for k in keys)  # it glows
    before = len(c.record.steps)
    click(qtbot, win, keys[0])
    assert c.record.steps[before] == f"pick {colour}"
    wait_for_person(qtbot, win)
    card = c.view().display[1][0]  # a level-II card: one marble cannot pay for it
    note = win.panel.marks().notes.get(("card", card), "")
    assert "You may file it, not build it now." in note  # a hover says why
    assert note in win.scene.items_by_key[("card", card)].toolTip()
    click(qtbot, win, ("card", card))
    marks = win.panel.marks()
    assert ("card", card) in marks.selected
    ids = {ctl.id for ctl in marks.controls}
    assert "file" in ids  # filing is open at the start (file 0 of 1)
    settled(qtbot, win)
    assert ("control", "file") in win.scene.items_by_key  # the button lies on the table
    n = len(c.record.steps)
    click(qtbot, win, ("control", "file"))
    assert c.record.steps[n] == f"file {card}"
    c.shutdown()


def test_a_build_is_preselected_cheapest_and_an_energy_click_changes_the_payment(qtbot, tmp_path):
    """Picks until a display card has two ways to pay, then a click on an energy of the
    ring takes the payment that spends more of it, and Build submits that one."""
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")], seed=4)
    from omg_desktop.games.gizmos.rules import payments

    for _turn in range(12):
        wait_for_person(qtbot, win)
        view = c.view()
        choice = [
            (g, ways)
            for row in view.display
            for g in row
            if len(ways := payments(view, g)) > 1
            and any(a.startswith(f"build {g} ") for a in c.legal_actions())
        ]
        if choice:
            break
        picks = [a for a in c.legal_actions() if a.startswith("pick")]
        c.submit(picks[0] if picks else c.legal_actions()[0])
    else:
        pytest.skip("no card with two payments came up")
    card, ways = choice[0]
    click(qtbot, win, ("card", card))
    panel = win.panel
    assert panel.ways == ways and panel.way == 0  # the cheapest first, preselected
    first = ways[0]
    colour = next(
        col
        for n, col in enumerate(("black", "blue", "red", "yellow"))
        if any(w.spent[n] > first.spent[n] for w in ways)
    )
    settled(qtbot, win)
    paying = {k[2]: it.placement.data["paying"] for k, it in win.scene.items_by_key.items()
              if k[:2] == ("ring", view.viewer)}  # fmt: skip
    assert paying == dict(zip(("black", "blue", "red", "yellow"), first.spent, strict=True))
    click(qtbot, win, ("ring", view.viewer, colour))
    chosen = panel.ways[panel.way]
    assert chosen != first
    n = len(c.record.steps)
    panel.build.click()
    assert c.record.steps[n] == f"build {card} {chosen.text()}"
    c.shutdown()


def test_a_research_lies_large_for_the_researcher_and_face_down_for_the_others():
    from omg_desktop.games import registry
    from omg_desktop.games.gizmos.face.table_layout import layout
    from omg_desktop.ui.table.layout import Table

    game = registry.load("gizmos")
    state = game.new_game(game.load_catalog(), 3, 5, None)
    me = state.current
    state, _ = game.apply(state, "research 2")
    drawn = set(state.research)
    for seat in range(3):
        placements = layout(player_view(state, seat), seat, ["A", "B", "C"], {}, Table())
        shown = {p.data.get("card") for p in placements}
        backs = [p for p in placements if p.kind == "cardback"]
        if seat == me:
            assert drawn <= shown and not backs
        else:
            assert not drawn & shown and len(backs) == len(drawn)
    assert legal_actions(state, me)[-1] == "skip"


def test_with_confirmation_a_marble_is_held_until_its_button_or_enter(qtbot, tmp_path):
    """View ▸ Confirm each piece taken (for touch screens): a tap on a marble holds it
    (its Pick button on the table); a tap on another marble holds that one instead; its
    button takes it. Off again, a tap takes at once."""
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")])
    wait_for_person(qtbot, win)
    win.menus.confirm.setChecked(True)
    assert win.settings.confirm_on_table and win.panel.confirm_taking
    row = c.view().row
    keys = [k for k in win.scene.items_by_key if k[0] == "row"]
    first = next(k for k in keys if k[1] == row[0])
    other = next(k for k in keys if k[1] != row[0])
    n = len(c.record.steps)
    click(qtbot, win, first)
    assert len(c.record.steps) == n and first in win.panel.marks().selected
    click(qtbot, win, other)  # another marble: that one is held now
    assert len(c.record.steps) == n and other in win.panel.marks().selected
    settled(qtbot, win)
    assert ("control", "take") in win.scene.items_by_key
    click(qtbot, win, ("control", "take"))
    assert c.record.steps[n] == f"pick {other[1]}"
    win.menus.confirm.setChecked(False)
    wait_for_person(qtbot, win)
    marble = next(k for k in win.scene.items_by_key if k[0] == "row")
    n = len(c.record.steps)
    click(qtbot, win, marble)
    assert c.record.steps[n] == f"pick {marble[1]}"
    c.shutdown()


def test_the_rounds_line_follows_the_turns_as_they_play():
    """The round's line names whose turn the table shows, as each turn event plays (it
    named the next player while the last one's moves still played)."""
    from omg_desktop.games.gizmos.face.table_words import label_text, retitle

    spec = ("round", ("Ana", "Bruno", "Chiara"), 2, 1, False, False)  # Chiara first
    assert label_text(spec) == "Round 1 · Chiara's turn"
    spec = retitle("turn", {"turn": 2}, spec)
    assert label_text(spec) == "Round 1 · Ana's turn"
    spec = retitle("turn", {"turn": 4}, spec)
    assert label_text(spec) == "Round 2 · Chiara's turn"
    spec = retitle("end_triggered", {}, spec)
    assert label_text(spec).endswith("· last round")
    assert label_text(retitle("game_over", {}, spec)) == "The game is over"
    assert retitle("picked", {"energy": "red"}, spec) == spec


def test_enter_with_the_ring_on_another_piece_takes_that_piece_not_the_chosen_card(qtbot, tmp_path):
    """A card chosen, then the keyboard's ring moved to a marble: Enter picks the marble
    (it built or filed the card chosen before)."""
    win = open_window(qtbot, tmp_path)
    c = start(qtbot, win, [Seat.human("Ana"), Seat.computer("Bot", "random")])
    wait_for_person(qtbot, win)
    card = c.view().display[1][0]  # a level-II card: one marble cannot pay for it
    note = win.panel.marks().notes.get(("card", card), "")
    assert "You may file it, not build it now." in note  # a hover says why
    assert note in win.scene.items_by_key[("card", card)].toolTip()
    click(qtbot, win, ("card", card))
    assert win.panel.chosen == card
    marble = next(k for k in win.scene.items_by_key if k[0] == "row")
    n = len(c.record.steps)
    assert win.panel.confirm_default(win.scene.items_by_key[marble].placement)
    assert c.record.steps[n] == f"pick {marble[1]}"
    c.shutdown()
