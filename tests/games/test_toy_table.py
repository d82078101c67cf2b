"""The toy game at the window's table (the frame's controller): people and computers,
pass-and-play covers, the turn flow and the record, with no change to the controller."""

from __future__ import annotations

import pytest

from omg_desktop.games.base import IllegalAction
from omg_desktop.record import Recorder, replay
from omg_desktop.seating import Seat
from omg_desktop.ui.controller import GameController

from . import kuhn

pytestmark = pytest.mark.timeout(60)


def table(qtbot, toy, seats, seed=3) -> GameController:
    return GameController(None, seats, seed=seed, game=toy)


def test_two_people_pass_the_screen_behind_covers_and_see_only_their_card(qtbot, toy):
    c = table(qtbot, toy, [Seat("Ana", "human", None), Seat("Bruno", "human", None)])
    covers: list[int] = []
    c.cover_needed.connect(covers.append)
    with qtbot.waitSignal(c.cover_needed):
        c.start()
    moves = iter("pbc")  # Ana passes, Bruno bets, Ana calls
    while not c.is_over:
        seat = covers[-1]
        assert c.viewer is None and c.view().cards == [kuhn.HIDDEN, kuhn.HIDDEN]
        assert "take the seat" in c.prompt()
        c.cover_done()
        assert c.viewer == seat and c.awaiting_human()
        view = c.view()
        assert view.cards[1 - seat] == kuhn.HIDDEN and view.cards[seat] != kuhn.HIDDEN
        with pytest.raises(IllegalAction, match="not a legal move"):
            c.submit("c" if c.legal_actions() == ["p", "b"] else "p")
        assert c.prompt().startswith("Your card: ")
        c.submit(next(moves))
    assert covers == [0, 1, 0]
    assert c.record.steps == ["p", "b", "c"] and c.record.game == "kuhn"
    final = replay(c.record, None)
    assert final.chips == c.state_for_save.chips and sum(final.chips) == 0
    assert c.winners() == [i for i in (0, 1) if final.chips[i] == max(final.chips)]
    c.shutdown()


def test_a_person_plays_a_computer_that_answers_from_its_own_view(qtbot, toy):
    c = table(qtbot, toy, [Seat("Ana", "human", None), Seat("Bot", "computer", "heuristic")])
    c.start()
    assert c.awaiting_human() and c.viewer == 0  # one person: no cover
    with qtbot.waitSignal(c.game_over, timeout=20000):
        c.submit("b")  # the computer calls or folds, on its worker thread
    assert c.record.steps[0] == "b" and len(c.record.steps) == 2
    assert c.view().viewer == 0
    c.shutdown()


def test_a_level_the_game_does_not_have_is_refused_in_words(qtbot, toy):
    with pytest.raises(ValueError, match="Kuhn poker has no computer player of level 'hard'"):
        GameController(None, [Seat("Ana", "human", None), Seat("B", "computer", "hard")], game=toy)


def test_a_new_game_plays_todays_rules_and_its_record_names_their_revision():
    """A rule set revised since (Oh My Goods!'s classic is at a later revision than 1):
    a new game at the table plays it as it stands, and the record keeps that revision."""
    from omg_desktop.games.ohmygoods.loading import default_catalog

    cat = default_catalog()
    for option in ("bigbox", "classic", "longsdale"):
        now = cat.ruleset(option).key
        rec = Recorder.start("ohmygoods", cat, 2, 5, option)
        assert rec.state.ruleset.key == now and rec.record.ruleset == now, option
        assert replay(rec.record, cat).ruleset.key == now
