"""Ticket to Ride's journeys through the real program, from the library (``program.py``
runs them): its tile's New game, turns played on the map (the offered tickets kept, a
lit route clicked and its trains placed, else the deck or a lit card drawn), quit; the
library's Continue taking it up and a save to a named slot; a start that loads that slot
from the game's window, plays it to its end, saves it and replays both saves."""

from __future__ import annotations

import hashlib
import json

from acts import (
    CTRL,
    NO,
    SHIFT,
    Key,
    Person,
    Script,
    choose,
    close_the_scores,
    fill_seats,
    pick,
    save_to_slot,
    slots_dialog,
)
from PySide6.QtWidgets import QMessageBox

from omg_desktop.record import state_hash

GAME = "ticket_to_ride"


def position(p: Person) -> dict:
    """Where the game stands: its round, steps, whose turn, and a hash of its state."""
    c = p.game
    game = p.win.game
    state = c.state_for_save
    text = json.dumps(game.state_to_dict(state), sort_keys=True, default=str)
    return {
        "game": c.record.game,
        "round": game.round(state),
        "steps": len(c.record.steps),
        "hash": hashlib.sha256(text.encode()).hexdigest()[:16],
        "over": c.is_over,
    }


def _window(p: Person) -> Script:
    yield p.until("Ticket to Ride's window", lambda: GAME in p.library.windows)
    p.win = p.library.windows[GAME]


def _no_lesson_now(p: Person) -> Script:
    """The library, and not now to the lesson a first start offers."""
    yield from p.at_library()
    box = p.dialog(kind=QMessageBox)
    if box is not None:
        p.click(box.button(NO))
        yield p.until("the library alone", lambda: p.dialog(kind=QMessageBox) is None)


def _decide(p: Person) -> None:
    """One decision of the person on screen, by what the table and the panel offer: the
    offered tickets kept (all of them), a lit route's trains placed (the colour and
    locomotives the panel proposes), else the deck or a lit card drawn, else tickets."""
    panel, lit = p.win.panel, p.highlighted()
    if panel.keep_button.isVisible():
        p.click(panel.keep_button)
        return
    routes = [k for k in lit if k[0] == "route"]
    chosen = bool(routes) and _click_a_space(p, routes)
    if chosen and panel.place.isVisible() and panel.place.isEnabled():
        p.seen("placed", panel.route)
        p.click(panel.place)
        return
    for wanted in ("deck", "face", "ticket_deck"):
        found = [k for k in lit if k[0] == wanted]
        if found:
            p.click_card(found[0])
            return
    raise AssertionError(f"nothing to do: lit {lit}, prompt {panel.prompt.text()!r}")


def _click_a_space(p: Person, lit: list[tuple]) -> bool:
    """A click on the middle of a space of a lit route, through the view, until the
    panel has a route chosen (a city's name may lie over a small space: a click there
    reaches the space or not, as it would for a person)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from omg_desktop.ui.table.layout import CARD_H, CARD_W

    view, spaces = p.win.table, [k for k in p.win.scene.items_by_key if k[0] == "route"]
    for head in lit:
        for key in [k for k in spaces if k[:2] == head[:2]]:
            item = p.win.scene.items_by_key[key]
            pos = view.mapFromScene(item.mapToScene(CARD_W / 2, CARD_H / 2))
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            if p.win.panel.route is not None:
                return True
    return False


def _play(p: Person, turns: int | None) -> Script:
    """``turns`` decisions of the people here (None: to the end); Space takes the seat
    behind a cover."""
    done = 0
    while turns is None or done < turns:
        yield p.until(
            "a decision, a cover or the end",
            lambda: p.game.is_over or p.win.covered
            or (p.game.awaiting_human() and p.table_idle()),
        )  # fmt: skip
        if p.game.is_over:
            return
        if p.win.covered:
            yield from p.key(p.win.cover, Key.Key_Space)
            continue
        before = len(p.game.record.steps)
        _decide(p)
        assert len(p.game.record.steps) > before, f"no step taken ({p.win.panel.prompt.text()})"
        done += 1


def _quit(p: Person) -> Script:
    yield from p.uncover()
    p.out["quit_at"] = position(p)
    yield from p.key(p.win, Key.Key_Q, CTRL)
    yield p.until("the window to close", lambda: not p.win.isVisible())


def ttr_new_game(p: Person, seats, seed: str, turns: int) -> Script:
    """The library, Ticket to Ride's New game, ``turns`` decisions, quit."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from _no_lesson_now(p)
    tile = p.library.screen_.tiles[GAME]
    p.out["tile"] = tile.title.text()
    p.click(tile.buttons["new"])
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    dlg = p.dialog(kind=NewGameDialog)
    p.out["players"] = [dlg.players.minimum(), dlg.players.maximum()]
    p.out["levels"] = [dlg.rows[1].level.itemData(i) for i in range(dlg.rows[1].level.count())]
    fill_seats(dlg, [tuple(s) for s in seats])
    choose(dlg.ruleset, "standard")
    dlg.seed.setText(seed)
    yield from p.key(dlg, Key.Key_Return)
    yield from _window(p)
    yield p.until("the new game on the table", lambda: p.game is not None)
    p.out["title"] = p.win.windowTitle()
    yield from _play(p, turns)
    yield from _quit(p)


def ttr_continue_and_save(p: Person, turns: int, slot_name: str) -> Script:
    """Start again: the library's Continue takes Ticket to Ride up; play on, save to a
    named slot (Ctrl+S), quit."""
    yield from p.at_library()
    screen = p.library.screen_
    p.out["continue"] = screen.continue_line.text() if not screen.continue_box.isHidden() else None
    p.click(screen.continue_button)
    yield from _window(p)
    yield p.until("the game back on the table", lambda: p.game is not None)
    p.out["resumed"] = position(p)
    yield from _play(p, turns)
    yield from p.uncover()
    yield from save_to_slot(p, slot_name)
    p.out["saved"] = position(p)
    p.out["thumbnail"] = len(p.win.store.info(_slot_of(p, slot_name)).thumbnail or b"")
    yield from _quit(p)


def _slot_of(p: Person, slot_name: str) -> str:
    return next(i.slot for i in p.win.store.infos() if i.name == slot_name)


def _replay(p: Person, slot_name: str, note: str) -> Script:
    """Game ▸ Replay a saved game (Ctrl+Shift+P): the slot, moved to its last step."""
    from omg_desktop.ui.replay_window import ReplayWindow

    yield from slots_dialog(p, Key.Key_P, CTRL | SHIFT)
    p.click(pick(p, slot_name).load_button)
    yield p.until("the replay window", lambda: p.dialog(kind=ReplayWindow))
    rw = p.dialog(kind=ReplayWindow)
    yield from p.key(rw.slider, Key.Key_End)
    r = rw.replayer
    p.out[note] = {
        "hash": state_hash(p.win.game, r.state),
        "position": r.position,
        "moves": r.step_count,
        "title": rw.windowTitle(),
    }
    yield from p.key(rw, Key.Key_Escape)
    yield p.until("the replay window to close", lambda: not rw.isVisible())


def ttr_load_finish_replay(p: Person, slot_name: str) -> Script:
    """Start again: Ticket to Ride's window (its New game dialog closed), the named slot
    loaded (Ctrl+O), played to its end, saved as "Later"; both saves replayed."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from p.at_library()
    p.click(p.library.screen_.tiles[GAME].buttons["new"])
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    yield from _window(p)
    yield from p.key(p.dialog(kind=NewGameDialog), Key.Key_Escape)
    yield p.until("the dialog to close", lambda: p.dialog(kind=NewGameDialog) is None)
    yield from slots_dialog(p, Key.Key_O, CTRL)
    p.click(pick(p, slot_name).load_button)
    yield p.until("the saved game on the table", lambda: p.game is not None)
    p.out["loaded"] = position(p)
    p.out["loaded_hash"] = state_hash(p.win.game, p.game.state_for_save)
    yield from _play(p, None)
    yield from close_the_scores(p)
    p.out["later"] = position(p)
    p.out["later_hash"] = state_hash(p.win.game, p.game.state_for_save)
    yield from save_to_slot(p, "Later")
    yield from _replay(p, slot_name, "replayed")
    yield from _replay(p, "Later", "replayed_later")
    yield from _quit(p)
