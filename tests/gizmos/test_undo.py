"""Undo in Gizmos follows the box's policy (GAMES.md: never across a chance step, another
seat's move, or a decision a hidden card decides): a build from the file and the choice
among a Research's cards can be taken back; a pick (the row refills from the
dispenser), a build or file from the display (a card is turned), a Research (cards are
drawn) and a random energy drawn cannot."""

from __future__ import annotations

from omg_desktop.games.gizmos.rules import apply, legal_actions

from .conftest import table


def _undoable(gizmos, state, action: str) -> bool:
    after, events = apply(state, action)
    return gizmos.undoable(state.current, state, events, after)


def test_a_build_from_the_file_can_be_taken_back_a_pick_cannot(gizmos, cat):
    card = next(g for g in cat.level(1) if cat.card(g).colour == "red")
    state = table(cat, filed={0: [card]}, energy={0: {"red": cat.card(card).cost}})
    build = next(a for a in legal_actions(state, 0) if a.startswith(f"build {card} "))
    assert _undoable(gizmos, state, build)  # nothing drawn, nothing turned
    pick = next(a for a in legal_actions(state, 0) if a.startswith("pick"))
    assert not _undoable(gizmos, state, pick)  # the row refills from the dispenser


def test_the_display_and_a_research_turn_cards_and_cannot_be_taken_back(gizmos, cat):
    state = table(cat)
    card = state.display[0][0]
    assert not _undoable(gizmos, state, f"file {card}")  # a new card turned in its place
    assert not _undoable(gizmos, state, "research 1")  # cards drawn, secret to the others
    after, _ = apply(state, "research 1")
    assert _undoable(gizmos, after, "skip")  # back to the choice among cards already seen
