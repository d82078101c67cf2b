"""Gizmos' log: every event of a whole game is a sentence for each seat that sees it (its
own Research named, another's only counted), beginning with a capital, never the raw
event kind; and every event kind has a step on the table."""

from __future__ import annotations

from omg_desktop.games.gizmos.face.log_text import sentence
from omg_desktop.games.gizmos.face.steps import STEPS
from omg_desktop.games.gizmos.rules import visible_events
from omg_desktop.seeds import SeededRandom

NAMES = ["Ana", "Bruno", "Chiara"]


def test_every_event_of_a_game_reads_as_a_sentence_to_every_seat(qtbot, gizmos):
    from PySide6.QtWidgets import QApplication

    from omg_desktop.ui.plurals import EnglishPlurals

    plurals = EnglishPlurals()  # as the program's application has it ("3 cards")
    QApplication.installTranslator(plurals)
    cat = gizmos.load_catalog()
    state, events = gizmos.set_up(cat, 3, 12, None, None)
    rng = SeededRandom(12)
    seen: list = list(events)
    while not gizmos.is_over(state):
        seat = gizmos.to_act(state)[0]
        actions = gizmos.legal_actions(state, seat)
        state, new = gizmos.apply(state, actions[rng.below(len(actions))])
        seen += new
    kinds = {e.kind for e in seen}
    assert {"researched", "bottomed", "built", "filed", "picked", "used"} <= kinds
    assert kinds <= set(STEPS)
    for seat in range(3):
        for e in visible_events(seen, seat):
            text = sentence(e, cat, NAMES)
            assert text and text != e.kind and text[0].isupper(), (e, text)
            if e.kind == "researched" and e.seat != seat:
                n = e.data["count"]
                assert f"draws {n} card{'s' if n != 1 else ''}." in text, text  # not named
    QApplication.removeTranslator(plurals)
