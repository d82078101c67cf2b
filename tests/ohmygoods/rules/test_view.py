"""What one seat may know (RULES.md: hands, the face-down plan and the sunrise choices are
secret; "decide simultaneously and in secret"; the deck is face down)."""

from __future__ import annotations

from omg_desktop.games.ohmygoods.rules import (
    Done,
    Exchange,
    MoveAssistant,
    Sunrise,
    apply,
    new_game,
    player_view,
    visible_events,
)
from omg_desktop.games.ohmygoods.rules.state import UNKNOWN

from .helpers import catalog, load_scenario, play


def test_other_hands_are_hidden_but_keep_their_size():
    """Hands are secret; how many cards a player holds is not."""
    state = new_game(catalog(), players=3, seed=8)
    view = player_view(state, 1)
    assert view.players[1].hand == state.players[1].hand
    for i in (0, 2):
        assert view.players[i].hand == [UNKNOWN] * len(state.players[i].hand)


def test_a_spectator_sees_no_hand():
    state = new_game(catalog(), players=2, seed=8)
    view = player_view(state, None)
    assert all(set(p.hand) == {UNKNOWN} for p in view.players)


def test_the_deck_order_is_hidden():
    """Setup 4: the deck lies "face down" — its size shows, not its order (nor the seed)."""
    state = new_game(catalog(), players=2, seed=8)
    view = player_view(state, 0)
    assert view.deck == [UNKNOWN] * len(state.deck)
    assert view.rng == 0 and view.seed == 0


def test_public_information_stays_visible():
    """Buildings, goods, the market, the discard pile and the open assistants are public."""
    state, _ = load_scenario("sunrise")
    view = player_view(state, 1)
    assert view.market == state.market
    assert view.discard == state.discard
    assert view.open_assistants == state.open_assistants
    assert [b.to_dict() for b in view.players[0].buildings] == [
        b.to_dict() for b in state.players[0].buildings
    ]
    assert view.players[0].assistants == state.players[0].assistants


def test_the_view_leaves_the_state_unchanged():
    state = new_game(catalog(), players=2, seed=8)
    before = state.to_dict()
    player_view(state, 0)
    assert state.to_dict() == before


def test_exchange_decisions_stay_secret_until_all_have_decided():
    """I: the exchange is decided by all at once; another seat sees only that one decided."""
    state, _ = load_scenario(
        "\nphase: exchange\nplayers:\n  - {buildings: [101], hand: [1, 2]}\n"
        "  - {buildings: [102], hand: [3]}\n"
    )
    state, _ = apply(state, Exchange(0, True))
    assert player_view(state, 0).players[0].exchange is True
    assert player_view(state, 1).players[0].exchange is False
    assert player_view(state, 1).players[1].exchange is None  # undecided


def test_pending_sunrise_choices_are_hidden_from_other_seats():
    """II: "all players decide simultaneously and in secret" — the worker, its orientation,
    the plan and paid moves stay hidden until every seat has chosen."""
    state, _ = load_scenario("sunrise")
    state, _ = play(state, MoveAssistant(0, 1, 101, (("coal", 2),)), Sunrise(0, 27, False, 30))
    other = player_view(state, 1).players[0]
    assert (other.pending_worker, other.pending_efficient, other.pending_moves) == (None, True, [])
    assert other.pending_plan == UNKNOWN
    assert other.committed is True  # that seat 0 has chosen is public
    own = player_view(state, 0).players[0]
    assert (own.pending_worker, own.pending_efficient, own.pending_plan) == (27, False, 30)
    assert len(own.pending_moves) == 1


def test_after_the_reveal_the_worker_shows_but_the_plan_stays_face_down():
    """II: the plan is a card "face down"; the worker is placed openly."""
    state, _ = load_scenario("sunrise")
    state, events = play(state, Sunrise(0, 27, True, 30), Sunrise(1, 102, True, 46))
    view = player_view(state, 1)
    assert view.players[0].planned == UNKNOWN
    assert view.players[1].planned == 46
    seen = [(e.kind, e.data) for e in visible_events(events, 1) if e.seat == 0]
    assert ("worker_placed", {"building": 27, "efficient": True}) in seen
    assert ("planned", {}) in seen


def test_visible_events_strip_other_seats_drawn_cards():
    """Drawn cards are secret to the drawer; the count is public."""
    state, _ = load_scenario(
        "\nphase: exchange\ndeck: [10, 11, 12, 13]\nplayers:\n"
        "  - {buildings: [101], hand: [1]}\n  - {buildings: [102], hand: [3]}\n"
    )
    state, events = play(state, Exchange(0, False), Exchange(1, False))
    mine = [e for e in visible_events(events, 0) if e.kind == "drew"]
    assert [(e.seat, e.data) for e in mine] == [
        (0, {"count": 2, "cards": [10, 11]}),
        (1, {"count": 2}),
    ]
    spectator = [e for e in visible_events(events, None) if e.kind == "drew"]
    assert all("cards" not in e.data for e in spectator)


def test_visible_events_strip_a_returned_plan_for_others():
    """The planned card is face down; going back to hand it stays secret."""
    state, _ = load_scenario("build")
    _, events = apply(state, Done(0))
    (own,) = [e for e in visible_events(events, 0) if e.kind == "plan_returned"]
    (other,) = [e for e in visible_events(events, 1) if e.kind == "plan_returned"]
    assert own.data == {"card": 53, "to": "hand"}
    assert other.data == {"to": "hand"}


def test_visible_events_leave_the_events_unchanged():
    state, _ = load_scenario("build")
    _, events = apply(state, Done(0))
    before = [e.to_dict() for e in events]
    visible_events(events, 1)
    assert [e.to_dict() for e in events] == before
