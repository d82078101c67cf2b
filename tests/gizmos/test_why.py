"""Why a piece cannot be taken now (the table's hover notes), on hand-built states; each
case quotes the digest (``../shared/games/gizmos/README.md``, "Actions")."""

from __future__ import annotations

from omg_desktop.games.gizmos.rules import why
from omg_desktop.games.gizmos.rules.state import RESEARCH

from .conftest import table


def test_a_card_one_cannot_pay_may_be_filed_not_built(cat):
    """Digest: "Build: ... by spending energy of the gizmo's colour equal to its cost"; "You may
    not File when your file is full (file limit, 1 at start)"."""
    state = table(cat, display=["g2-03"], energy={0: {"red": 1, "blue": 2}})
    found = why.card_standing(state, "g2-03")
    assert found is not None and not found.build and found.file
    assert found.build_why == (why.CANNOT_PAY, 3, "red", 1)
    state = table(cat, display=["g2-03"], filed={0: ["g1-01"]}, energy={0: {"red": 3}})
    found = why.card_standing(state, "g2-03")
    assert found is not None and found.build and not found.file
    assert found.file_why == (why.FILE_FULL, 1, 1)


def test_never_file_again_is_its_own_reason(cat):
    """Digest: "'Never File/Research again' upgrades also block File/Research" [std]."""
    state = table(cat, built={0: ["g3-23"]}, display=["g1-01"])
    found = why.card_standing(state, "g1-01")
    assert found is not None and found.file_why == (why.NO_FILE,)
    state = table(cat, built={0: ["g3-21"]})
    assert why.research_why(state, 1) == (why.NO_RESEARCH,)


def test_a_full_ring_stops_a_pick_and_an_empty_deck_a_research(cat):
    """Digest: "You may not Pick when your storage is full" (storage 5 at start)."""
    state = table(cat, energy={0: {"black": 3, "red": 2}})
    assert why.pick_why(state) == (why.RING_FULL,)
    assert why.pick_why(table(cat)) == ()
    state = table(cat)
    state.out.extend(state.decks[2])
    state.decks[2].clear()
    assert why.research_why(state, 3) == (why.DECK_EMPTY,) and why.research_why(state, 1) == ()


def test_only_the_pieces_of_the_step_have_a_standing(cat):
    """At a Research the researched cards are judged; the display is not acted on."""
    state = table(cat)
    shown = state.display[0][0]
    state.step = RESEARCH
    state.research = [state.decks[0].pop(0)]
    assert why.card_standing(state, shown) is None
    assert why.card_standing(state, state.research[0]) is not None
    assert why.card_standing(state, state.seats[1].built[0]) is None
