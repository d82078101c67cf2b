"""A turn: exactly one of three actions (seed 003 "Visão geral do jogo", README §4), one
test per rule on a hand-built table."""

from __future__ import annotations

import pytest

from omg_desktop.games.base import IllegalAction
from omg_desktop.games.ticket_to_ride.rules import apply_in_place, legal_actions, to_act
from omg_desktop.games.ticket_to_ride.rules.cards import MAX_RESETS, refill
from omg_desktop.games.ticket_to_ride.rules.invariants import broken

from .conftest import own, route, table

W = "locomotive"
FACE = ["red", "blue", "green", "white", "black"]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def test_a_turn_is_one_of_three_actions(cat):
    """Seed: "Execute apenas uma das seguintes ações": draw train cards, claim a route,
    draw destination tickets."""
    state = table(cat, hands={0: ["red", "red"]}, face=FACE)
    actions = legal_actions(state, 0)
    assert {a.split()[0] for a in actions} == {"draw", "tickets", "claim"}
    assert legal_actions(state, 1) == []
    assert f"claim {route(cat, 'dallas', 'houston')} red 0" in actions


def test_two_train_cards_from_the_face_up_five_or_the_deck(cat):
    """Seed: "Pegue 2 cartas em qualquer combinação"; the slot is refilled at once [std]."""
    state = table(cat, face=FACE, top=["pink", "orange"])
    events = apply_in_place(state, "draw face 2")
    assert state.face_up[1] == "pink" and "blue" in state.seats[0].hand
    assert to_act(state) == [0] and state.drawn == 1
    assert legal_actions(state, 0) == [*(f"draw face {i}" for i in range(1, 6)), "draw deck"]
    events += apply_in_place(state, "draw deck")
    assert "orange" in state.seats[0].hand and len(state.seats[0].hand) == 6
    assert to_act(state) == [1] and kinds(events)[-1] == "ended"


def test_a_face_up_wild_card_is_the_whole_draw(cat):
    """Seed: "pegue apenas 1 carta de locomotiva ... das cartas viradas para cima";
    "Locomotivas viradas para cima só podem ser compradas como primeira compra e uma
    segunda carta não pode ser comprada"."""
    state = table(cat, face=[W, "red", "blue", "green", "white"])
    apply_in_place(state, "draw face 1")
    assert W in state.seats[0].hand and to_act(state) == [1] and state.drawn == 0


def test_the_second_card_may_not_be_a_face_up_wild_card(cat):
    """Seed: a face-up locomotive only as the first card; README: one that appears
    after the first draw may not be taken as the second [std]."""
    state = table(cat, face=["red", W, "blue", "green", "white"], top=[W])
    apply_in_place(state, "draw face 1")  # the slot refills with a wild card
    assert state.face_up[0] == W
    assert "draw face 1" not in legal_actions(state, 0)
    assert "draw face 2" not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="only be taken as the first card"):
        apply_in_place(state, "draw face 2")


def test_a_wild_card_from_the_deck_counts_as_one(cat):
    """README §4: a locomotive drawn blind from the deck counts as one card [std]."""
    state = table(cat, face=FACE, top=[W, "red"])
    apply_in_place(state, "draw deck")
    assert to_act(state) == [0] and state.drawn == 1
    apply_in_place(state, "draw deck")
    assert state.seats[0].hand.count(W) >= 1 and to_act(state) == [1]


def test_three_wild_cards_face_up_are_replaced(cat):
    """Seed: "Se três ou mais cartas viradas para cima forem locomotivas ..., todas as
    cartas viradas para cima são imediatamente descartadas e novas cartas ... as
    substituem"."""
    state = table(cat, face=[W, W, "red", "blue", ""], top=[W, "pink", "pink", "pink", "pink"])
    events: list = []
    refill(state, events)
    assert kinds(events).count("reset") == 1
    assert state.discard == [W, W, "red", "blue", W]
    assert state.face_up == ["pink"] * 4 + [state.face_up[4]]
    assert not broken(state)


def test_the_resets_stop_after_three_in_a_row(cat):
    """Seed: "(até um máximo de três vezes consecutivas)"; decision 2: kept, so a deck of
    wild cards cannot loop for ever; the cards then stay as they are."""
    state = table(cat, face=["", "", "", "", ""])
    state.seats[1].hand = sorted(state.seats[1].hand + [c for c in state.deck if c != W])
    state.deck = [c for c in state.deck if c == W]
    events: list = []
    refill(state, events)
    assert kinds(events).count("reset") == MAX_RESETS == 3
    assert state.face_up.count(W) == 5 and not broken(state)


def test_an_empty_deck_is_made_again_from_the_discards(cat):
    """Seed: "Se o baralho estiver vazio, os descartes são embaralhados em uma nova pilha
    de compras"."""
    state = table(cat, face=FACE)
    state.discard, state.deck = state.deck, []
    events = apply_in_place(state, "draw deck")
    assert "shuffled" in kinds(events) and state.deck and not state.discard
    assert not broken(state)


def test_with_no_card_to_draw_the_deck_is_not_offered(cat):
    """README §4: if the deck and the discards are both empty, no train card can be drawn
    from them [std]; the face-up cards still can."""
    state = table(cat, face=FACE)
    state.seats[1].hand += state.deck
    state.seats[1].hand.sort()
    state.deck = []
    assert "draw deck" not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="deck and the discards are empty"):
        apply_in_place(state, "draw deck")
    apply_in_place(state, "draw face 1")
    assert state.face_up[0] == "" and not broken(state)


def test_no_second_card_to_take_ends_the_draw(cat):
    """Decision 4: when the first card leaves nothing to take as the second (no deck, no
    discards, only wild cards face up), the draw ends with one card."""
    state = table(cat, face=["red", W, W, "", ""])
    state.seats[1].hand = sorted(state.seats[1].hand + state.deck)
    state.deck = []
    apply_in_place(state, "draw face 1")
    assert to_act(state) == [1] and state.drawn == 0


def nothing_to_draw(cat, trains: int):
    """A table with no card to draw and no ticket left: seat 1 holds every train card and
    the tickets left, seat 0 no card; seat 1 has ``trains`` trains."""
    state = table(cat, face=["", "", "", "", ""])
    state.seats[0].hand = []
    state.seats[1].hand = sorted(c for c, n in cat.cards.items() for _ in range(n))
    state.seats[1].tickets += state.tickets
    state.deck, state.tickets = [], []
    state.seats[1].trains = trains
    return state


def test_a_player_who_can_do_nothing_passes(cat):
    """Decision 3: a player who can do nothing at all passes (the turn goes on); any
    other action starts the count of passes again."""
    state = nothing_to_draw(cat, 45)
    assert legal_actions(state, 0) == ["pass"]
    apply_in_place(state, "pass")
    assert not state.over and state.passes == 1 and to_act(state) == [1]
    claim = next(a for a in legal_actions(state, 1) if a.startswith("claim"))
    apply_in_place(state, claim)
    assert state.passes == 0 and not broken(state)


def test_a_full_round_of_passes_ends_the_game(cat):
    """Decision 3: when every player in a row had to pass, nothing can change any more
    and the game ends."""
    state = nothing_to_draw(cat, 0)
    state.seats[0].trains = 0
    state.last_turns = 5  # the last round is on, but the passes end it first
    apply_in_place(state, "pass")
    assert legal_actions(state, 1) == ["pass"]
    apply_in_place(state, "pass")
    assert state.over


def test_no_hand_limit(cat):
    """Seed: "Não há limite de tamanho de mão"."""
    state = table(cat, face=FACE)
    state.seats[0].hand = sorted(state.seats[0].hand + state.deck[:60])
    del state.deck[:60]
    assert "draw deck" in legal_actions(state, 0)


def test_a_route_is_claimed_with_its_colour_and_wild_cards(cat):
    """Seed: "você deve ter o cartão de vagão da mesma cor mostrado no mapa ... Você pode
    usar um ou mais cartões de locomotivas como curingas"."""
    blue = route(cat, "atlanta", "miami")  # blue, 5
    state = table(cat, hands={0: ["blue", "blue", "blue", W, W, "red"]})
    actions = [a for a in legal_actions(state, 0) if a.startswith(f"claim {blue} ")]
    assert actions == [f"claim {blue} blue 2"]
    apply_in_place(state, f"claim {blue} blue 2")
    assert state.seats[0].hand == ["red"] and state.claimed[blue] == 0
    assert state.seats[0].trains == 40 and state.seats[0].points == 10
    assert sorted(state.discard[-5:]) == ["blue", "blue", "blue", W, W]


def test_a_grey_route_takes_any_one_colour_never_a_mix(cat):
    """Seed: "cinza representa qualquer cor que você quiser"; README: a set of any one
    colour."""
    grey = route(cat, "atlanta", "charleston")  # grey, 2
    state = table(cat, hands={0: ["red", "blue", "pink", "pink", W]})
    mine = sorted(a for a in legal_actions(state, 0) if a.startswith(f"claim {grey} "))
    assert mine == sorted([
        f"claim {grey} blue 1", f"claim {grey} pink 0", f"claim {grey} pink 1",
        f"claim {grey} red 1",
    ])  # fmt: skip
    with pytest.raises(IllegalAction, match="does not hold the cards"):
        apply_in_place(state, f"claim {grey} red 0")  # red and blue are two colours


def test_a_route_of_wild_cards_only(cat):
    """Locomotives stand in for any colour [seed]: all of them may be wild."""
    red = route(cat, "dallas", "el_paso")  # red, 4
    state = table(cat, hands={0: [W, W, W, W]})
    assert f"claim {red} {W} 4" in legal_actions(state, 0)
    apply_in_place(state, f"claim {red} {W} 4")
    assert state.claimed[red] == 0 and state.seats[0].hand == []


@pytest.mark.parametrize(
    ("a", "b", "points"),
    [
        ("atlanta", "nashville", 1), ("atlanta", "charleston", 2), ("chicago", "duluth", 4),
        ("dallas", "el_paso", 7), ("atlanta", "miami", 10), ("calgary", "winnipeg", 15),
    ],
)  # fmt: skip
def test_a_route_scores_at_once_by_its_length(cat, a, b, points):
    """Seed: "Quando um jogador reivindica uma rota, ele imediatamente marca o número de
    pontos" — 1 2 4 7 10 15 for lengths 1 to 6."""
    r = cat.routes[route(cat, a, b)]
    state = table(cat, hands={0: [W] * r.length})
    events = apply_in_place(state, f"claim {r.id} {W} {r.length}")
    assert state.seats[0].points == points and events[0].data["points"] == points


def test_a_route_needs_trains_enough(cat):
    """README §4: you need enough trains left [std]."""
    six = route(cat, "calgary", "winnipeg")
    state = table(cat, hands={0: [W] * 6})
    state.seats[0].trains = 5
    assert not any(a.startswith(f"claim {six} ") for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="needs 6 trains, 5 are left"):
        apply_in_place(state, f"claim {six} {W} 6")


def test_a_route_is_claimed_once(cat):
    """Seed: a claimed route is the player's; nobody claims it again."""
    r = route(cat, "atlanta", "nashville")
    state = table(cat, hands={0: ["red"]})
    own(state, 1, r)
    with pytest.raises(IllegalAction, match="taken already"):
        apply_in_place(state, f"claim {r} red 0")


def test_one_player_never_claims_both_lanes(cat):
    """README §4: both lanes may be claimed with 4–5 players, but never both by the same
    player [std]."""
    a, b = route(cat, "boston", "new_york", "red"), route(cat, "boston", "new_york", "yellow")
    state = table(cat, players=4, hands={0: ["yellow", "yellow"], 1: ["yellow", "yellow"]})
    own(state, 0, a)
    assert not any(x.startswith(f"claim {b} ") for x in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="never claims both lanes"):
        apply_in_place(state, f"claim {b} yellow 0")
    state.current = 1
    apply_in_place(state, f"claim {b} yellow 0")  # another player may, with 4
    assert state.claimed == {a: 0, b: 1} and not broken(state)


@pytest.mark.parametrize("players", [2, 3])
def test_with_two_or_three_players_one_lane_of_a_double(cat, players):
    """Seed: "Em jogos com 2 ou 3 jogadores, apenas uma das Rotas Duplas pode ser
    utilizada. ... a outra rota fica então fechada para outros jogadores"."""
    a, b = route(cat, "boston", "new_york", "red"), route(cat, "boston", "new_york", "yellow")
    state = table(cat, players=players, hands={1: ["yellow", "yellow"]})
    own(state, 0, a)
    state.current = 1
    assert not any(x.startswith(f"claim {b} ") for x in legal_actions(state, 1))
    with pytest.raises(IllegalAction, match=f"with {players} players only one lane"):
        apply_in_place(state, f"claim {b} yellow 0")


def test_tickets_draw_three_and_keep_at_least_one(cat):
    """Seed: "Compre 3 novas cartas e guarde pelo menos uma"; the rest go to the bottom
    of the ticket deck [std]."""
    state = table(cat)
    top = state.tickets[:3]
    apply_in_place(state, "tickets")
    assert state.seats[0].offered == top and to_act(state) == [0]
    assert len(legal_actions(state, 0)) == 7  # every non-empty choice of 3
    with pytest.raises(IllegalAction, match="first choose which of the tickets"):
        apply_in_place(state, "draw deck")
    with pytest.raises(IllegalAction, match="keep at least 1"):
        apply_in_place(state, "keep")
    apply_in_place(state, "keep 2")
    assert state.seats[0].tickets[-1] == top[1] and state.tickets[-2:] == [top[0], top[2]]
    assert to_act(state) == [1] and not broken(state)


def test_fewer_tickets_left_than_three_draws_what_there_is(cat):
    """README §4: with fewer than 3 left, draw what there is [std]; none left, no draw."""
    state = table(cat)
    state.seats[1].tickets += state.tickets[2:]
    del state.tickets[2:]
    apply_in_place(state, "tickets")
    assert len(state.seats[0].offered) == 2
    apply_in_place(state, "keep 1 2")
    state.current = 0
    assert "tickets" not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="no destination ticket is left"):
        apply_in_place(state, "tickets")


def test_two_trains_or_fewer_start_everyones_last_turn(cat):
    """Seed: "A última rodada é acionada assim que qualquer jogador tiver 2 ou menos
    vagões restantes. Cada jogador (incluindo o jogador que desencadeou o final do
    jogo) tem um turno final"."""
    r = route(cat, "atlanta", "charleston")  # 2 trains
    state = table(cat, players=3, hands={0: ["red", "red"]}, face=FACE)
    state.seats[0].trains = 4
    events = apply_in_place(state, f"claim {r} red 0")
    assert "last" in kinds(events) and state.last_turns == 3
    for seat in (1, 2, 0):
        assert to_act(state) == [seat] and not state.over
        apply_in_place(state, "tickets")
        apply_in_place(state, "keep 1")
    assert state.over and to_act(state) == []


def test_three_trains_left_do_not_start_the_last_round(cat):
    """Seed: 2 or fewer, not 3."""
    r = route(cat, "atlanta", "charleston")
    state = table(cat, hands={0: ["red", "red"]})
    state.seats[0].trains = 5
    apply_in_place(state, f"claim {r} red 0")
    assert state.last_turns is None


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("claim r999 red 0", "there is no route 'r999'"),
        ("claim r001 purple 0", "there is no card 'purple'"),
        ("claim r002 red 0", "route r002 takes blue cards"),
        ("claim r001 red 0", "the hand does not hold the cards"),
        ("draw face 9", "no face-up card at place 9"),
        ("keep 1", "no tickets to choose from"),
        ("pass", "only when nothing else can be done"),
        ("fly home", "'fly home' is not a legal move now"),
        ("", "is not a legal move now"),
    ],
)
def test_an_illegal_action_is_refused_with_its_reason(cat, action, reason):
    """Every refusal says why, and changes nothing."""
    state = table(cat, hands={0: ["blue"]})
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=reason.replace("(", r"\(")):
        apply_in_place(state, action)
    assert state.to_dict() == before


def test_the_game_over_refuses_every_action(cat):
    state = table(cat)
    state.step = "over"
    with pytest.raises(IllegalAction, match="the game is over"):
        apply_in_place(state, "draw deck")


def test_an_empty_face_up_place_is_filled_when_cards_come_back(cat):
    """Decision 13: a place left empty (no card anywhere) is filled from the cards of a
    claim, at the end of that turn."""
    r = route(cat, "atlanta", "charleston")
    state = table(cat, hands={0: ["red", "red"]}, face=["blue", "", "", "", ""])
    state.seats[1].hand = sorted(state.seats[1].hand + state.deck)
    state.deck = []
    apply_in_place(state, f"claim {r} red 0")
    assert state.face_up[:3] == ["blue", "red", "red"] and not state.discard
    assert not broken(state)
