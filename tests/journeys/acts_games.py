"""The acts the box's newer games share in their journeys (``program.py`` runs the
games' own scripts, which are made of these): the game's tile's New game, turns played by
the game's own decision (:attr:`Played.decide`), quit; the library's Continue taking it
up; a start that loads a slot from the game's window, plays it to its end, saves it and
replays both saves."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from acts import (
    CTRL,
    NO,
    Key,
    Person,
    choose,
    close_the_scores,
    fill_seats,
    pick,
    replay_to_the_end,
    save_to_slot,
    slots_dialog,
)
from program import Script, Wait
from PySide6.QtWidgets import QMessageBox

from omg_desktop.record import state_hash


@dataclass(frozen=True)
class Played:
    """A game as its journeys play it: its id, its name in the waits' words, and one
    decision of the person on screen (a click or a key; the waits it needs, if any)."""

    game: str
    name: str
    decide: Callable[[Person], Iterable[Wait] | None]


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


def window(p: Person, g: Played) -> Script:
    """The game's window, once the library opened it."""
    yield p.until(f"{g.name}'s window", lambda: g.game in p.library.windows)
    p.win = p.library.windows[g.game]


def no_lesson_now(p: Person) -> Script:
    """The library, and not now to the lesson a first start offers."""
    yield from p.at_library()
    box = p.dialog(kind=QMessageBox)
    if box is not None:
        p.click(box.button(NO))
        yield p.until("the library alone", lambda: p.dialog(kind=QMessageBox) is None)


def play(p: Person, g: Played, turns: int | None) -> Script:
    """``turns`` decisions of the people here (None: to the end), each the game's own;
    Space takes the seat behind a cover."""
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
        waits = g.decide(p)
        if waits is not None:
            yield from waits
        assert len(p.game.record.steps) > before, f"no step taken ({p.win.panel.prompt.text()})"
        done += 1


def quit_game(p: Person) -> Script:
    """The seat uncovered, where the game stands noted, Ctrl+Q, the window closed."""
    yield from p.uncover()
    p.out["quit_at"] = position(p)
    yield from p.key(p.win, Key.Key_Q, CTRL)
    yield p.until("the window to close", lambda: not p.win.isVisible())


def new_game(p: Person, g: Played, seats, seed: str, turns: int) -> Script:
    """The library, not now to any lesson offer, the game's New game (its player counts,
    levels and options noted), ``turns`` decisions, quit."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from no_lesson_now(p)
    tile = p.library.screen_.tiles[g.game]
    p.out["tile"] = tile.title.text()
    p.click(tile.buttons["new"])
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    dlg = p.dialog(kind=NewGameDialog)
    p.out["players"] = [dlg.players.minimum(), dlg.players.maximum()]
    p.out["levels"] = [dlg.rows[1].level.itemData(i) for i in range(dlg.rows[1].level.count())]
    p.out["options"] = [dlg.ruleset.itemData(i) for i in range(dlg.ruleset.count())]
    fill_seats(dlg, [tuple(s) for s in seats])
    choose(dlg.ruleset, "standard")
    dlg.seed.setText(seed)
    yield from p.key(dlg, Key.Key_Return)
    yield from window(p, g)
    yield p.until("the new game on the table", lambda: p.game is not None)
    p.out["title"] = p.win.windowTitle()
    yield from play(p, g, turns)
    yield from quit_game(p)


def take_up(p: Person, g: Played, turns: int) -> Script:
    """Start again: the library's Continue takes the game up (where noted); play on."""
    yield from p.at_library()
    screen = p.library.screen_
    p.out["continue"] = screen.continue_line.text() if not screen.continue_box.isHidden() else None
    p.click(screen.continue_button)
    yield from window(p, g)
    yield p.until("the game back on the table", lambda: p.game is not None)
    p.out["resumed"] = position(p)
    yield from play(p, g, turns)
    yield from p.uncover()


def save_named(p: Person, slot_name: str) -> Script:
    """The game saved to a slot named ``slot_name`` (Ctrl+S), where it stands noted."""
    yield from save_to_slot(p, slot_name)
    p.out["saved"] = position(p)


def replay(p: Person, slot_name: str, note: str) -> Script:
    """Game ▸ Replay a saved game (Ctrl+Shift+P): the slot, moved to its last step
    (its state hashed by its game's record, the window's title noted)."""
    yield from replay_to_the_end(
        p, slot_name, note, lambda state: state_hash(p.win.game, state),
        lambda rw: {"title": rw.windowTitle()},
    )  # fmt: skip


def load_finish_replay(p: Person, g: Played, slot_name: str) -> Script:
    """Start again: the game's window (its New game dialog closed), the named slot loaded
    (Ctrl+O), played to its end, saved as "Later"; both saves replayed."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from p.at_library()
    p.click(p.library.screen_.tiles[g.game].buttons["new"])
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    yield from window(p, g)
    yield from p.key(p.dialog(kind=NewGameDialog), Key.Key_Escape)
    yield p.until("the dialog to close", lambda: p.dialog(kind=NewGameDialog) is None)
    yield from slots_dialog(p, Key.Key_O, CTRL)
    p.click(pick(p, slot_name).load_button)
    yield p.until("the saved game on the table", lambda: p.game is not None)
    p.out["loaded"] = position(p)
    p.out["loaded_hash"] = state_hash(p.win.game, p.game.state_for_save)
    yield from play(p, g, None)
    yield from close_the_scores(p)
    p.out["later"] = position(p)
    p.out["later_hash"] = state_hash(p.win.game, p.game.state_for_save)
    yield from save_to_slot(p, "Later")
    yield from replay(p, slot_name, "replayed")
    yield from replay(p, "Later", "replayed_later")
    yield from quit_game(p)
