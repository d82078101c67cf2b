"""Ticket to Ride's journeys through the real program, from the library (``program.py``
runs them): its tile's New game, turns played on the map (the offered tickets kept, a
lit route clicked and its trains placed, else the deck or a lit card drawn), quit; the
library's Continue taking it up and a save to a named slot; a start that loads that slot
from the game's window, plays it to its end, saves it and replays both saves."""

from __future__ import annotations

from acts import Person, Script
from acts_games import Played, load_finish_replay, new_game, quit_game, save_named, take_up


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


TTR = Played("ticket_to_ride", "Ticket to Ride", _decide)


def ttr_new_game(p: Person, seats, seed: str, turns: int) -> Script:
    """The library, Ticket to Ride's New game, ``turns`` decisions, quit."""
    yield from new_game(p, TTR, seats, seed, turns)


def ttr_continue_and_save(p: Person, turns: int, slot_name: str) -> Script:
    """Start again: the library's Continue takes Ticket to Ride up; play on, save to a
    named slot (Ctrl+S) with its picture, quit."""
    yield from take_up(p, TTR, turns)
    yield from save_named(p, slot_name)
    p.out["thumbnail"] = len(p.win.store.info(_slot_of(p, slot_name)).thumbnail or b"")
    yield from quit_game(p)


def _slot_of(p: Person, slot_name: str) -> str:
    return next(i.slot for i in p.win.store.infos() if i.name == slot_name)


def ttr_load_finish_replay(p: Person, slot_name: str) -> Script:
    """Start again: Ticket to Ride's window (its New game dialog closed), the named slot
    loaded (Ctrl+O), played to its end, saved as "Later"; both saves replayed."""
    yield from load_finish_replay(p, TTR, slot_name)
