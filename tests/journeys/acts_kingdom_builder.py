"""Kingdom Builder's journeys through the real program, from the library (``program.py``
runs them): its tile's New game, turns played on the board (a click on a lit hex builds
there, *End the turn* once the builds are done), quit; the library's Continue taking it
up and a save to a named slot; a start that loads that slot from the game's window,
plays it to its end, saves it and replays both saves."""

from __future__ import annotations

from acts import Person, Script
from acts_games import Played, load_finish_replay, new_game, quit_game, save_named, take_up


def _decide(p: Person) -> None:
    """One decision of the person on screen: a lit hex clicked (the build there), or *End
    the turn* once nothing is lit."""
    hexes = [k for k in p.highlighted() if k[0] == "hex"]
    if hexes:
        p.click_card(hexes[0])
    else:
        assert "end" in p.game.legal_actions(), "no hex lit and the turn may not end"
        p.click(p.win.panel.end)


KB = Played("kingdom_builder", "Kingdom Builder", _decide)


def kb_new_game(p: Person, seats, seed: str, turns: int) -> Script:
    """The library, Kingdom Builder's New game, ``turns`` decisions, quit."""
    yield from new_game(p, KB, seats, seed, turns)


def kb_continue_and_save(p: Person, turns: int, slot_name: str) -> Script:
    """Start again: the library's Continue takes Kingdom Builder up; play on, save to a
    named slot (Ctrl+S), quit."""
    yield from take_up(p, KB, turns)
    yield from save_named(p, slot_name)
    yield from quit_game(p)


def kb_load_finish_replay(p: Person, slot_name: str) -> Script:
    """Start again: Kingdom Builder's window (its New game dialog closed), the named
    slot loaded (Ctrl+O), played to its end, saved as "Later"; both saves replayed."""
    yield from load_finish_replay(p, KB, slot_name)
