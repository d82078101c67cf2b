"""Ticket to Ride's computers: a legal action on positions of random games, the same
choice from the same view and seed (however what a seat cannot see is drawn again),
Normal's rules on hand-built tables, and the ladder on a few seat-swapped games."""

from __future__ import annotations

import pytest

from omg_desktop.games.ticket_to_ride.bots import (
    BOT_LEVELS,
    Beginner,
    Easy,
    Hard,
    Normal,
    montecarlo,
    reading,
)
from omg_desktop.games.ticket_to_ride.rules import legal_actions, player_view
from omg_desktop.games.ticket_to_ride.rules.scoring import longest_path
from omg_desktop.games.ticket_to_ride.rules.state import OVER
from omg_desktop.seeds import SeededRandom

from .conftest import own, route, table

LEVELS = ("random", "greedy", "heuristic", "montecarlo")


def positions(g, count: int, seed: int):
    """``count`` positions of random games (2 to 5 players), each as (state, seat)."""
    cat, rng, found, n = g.load_catalog(), SeededRandom(seed), [], 0
    while len(found) < count:
        state = g.new_game(cat, 2 + n % 4, f"{seed}/{n}", None)
        n += 1
        while not g.is_over(state) and len(found) < count:
            seat = g.to_act(state)[0]
            if rng.below(4) == 0:
                found.append((state.clone(), seat))
            g.apply_in_place(state, g.sample_next(state, seat, rng))
    return found


def duel(g, levels: tuple[str, ...], seed: int) -> tuple[list[int], list[int]]:
    """One game, seat n played by ``levels[n]``: the scores and the winners."""
    state = g.new_game(g.load_catalog(), len(levels), seed, None)
    bots = [g.bots[level](f"{seed}/{n}") for n, level in enumerate(levels)]
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        chosen = bots[seat].choose(g.player_view(state, seat), g.legal_actions(state, seat))
        g.apply_in_place(state, chosen)
    return g.scores(state), g.winners(state)


def wins(g, strong: str, weak: str, games: int) -> int:
    """Games ``strong`` wins outright of ``games`` seat-swapped 2-player games."""
    won = 0
    for n in range(games):
        swap = n % 2 == 1
        _scores, winners = duel(g, (weak, strong) if swap else (strong, weak), n // 2)
        won += winners == [1 if swap else 0]
    return won


def test_the_record_offers_four_levels_by_the_boxs_ids(ttr):
    assert list(ttr.bots) == list(LEVELS)
    assert ttr.bots["greedy"] is Easy and ttr.bots["heuristic"] is Normal
    assert ttr.bots["montecarlo"] is Hard
    assert ttr.bots["random"] is Beginner and dict(ttr.bots) == BOT_LEVELS


@pytest.fixture
def small_hard(monkeypatch):
    """Hard in a small budget (its races are tested below on their own)."""
    monkeypatch.setattr(montecarlo, "CANDIDATES", 2)  # each world is played to the end
    monkeypatch.setattr(montecarlo, "STAGES", (1,))
    monkeypatch.setattr(montecarlo, "MIN_WORLDS", 1)


@pytest.mark.parametrize("level", LEVELS)
def test_each_computer_plays_a_legal_action_on_positions_of_random_games(ttr, level, small_hard):
    kinds = set()
    count = 20 if level == "montecarlo" else 150
    for n, (state, seat) in enumerate(positions(ttr, count, 5)):
        legal = ttr.legal_actions(state, seat)
        chosen = ttr.bots[level](n).choose(ttr.player_view(state, seat), list(legal))
        assert chosen in legal
        kinds.add(chosen.split()[0])
    assert {"draw", "keep", "claim"} <= kinds


@pytest.mark.parametrize("level", ["greedy", "heuristic", "montecarlo"])
def test_the_same_choice_from_the_same_view_and_seed(ttr, level, small_hard):
    """Twice from one view, and from the views of two worlds drawn from it (the decks and
    the others' cards and tickets drawn again): one choice, the one made from the real
    table — no secret is read."""
    for n, (state, seat) in enumerate(positions(ttr, 8 if level == "montecarlo" else 80, 9)):
        legal = ttr.legal_actions(state, seat)
        view = ttr.player_view(state, seat)
        chosen = ttr.bots[level](n).choose(view, list(legal))
        assert ttr.bots[level](n).choose(view, list(legal)) == chosen
        for twin in ("a", "b"):
            world = ttr.determinize(view, seat, ttr.random(f"{twin}/{n}"))
            assert ttr.bots[level](n).choose(ttr.player_view(world, seat), list(legal)) == chosen


def _mine(state, tickets: list[str]) -> None:
    state.seats[0].tickets = tickets


def _offer(state, tickets: list[str]) -> None:
    """Seat 0 is offered ``tickets`` (taken from wherever they were)."""
    for t in tickets:
        for s in state.seats:
            if t in s.tickets:
                s.tickets.remove(t)
        if t in state.tickets:
            state.tickets.remove(t)
    state.tickets += [t for s in state.seats for t in s.offered]
    for s in state.seats:
        s.offered = []
    state.seats[0].offered = list(tickets)


def test_normal_claims_the_last_route_that_completes_a_ticket(cat):
    """Chicago–New Orleans: Chicago–Saint Louis–Little Rock held; Little Rock–New
    Orleans (green, 3) completes it, though six red cards would take a 6-space route."""
    state = table(cat, hands={0: ["green"] * 3 + ["red"] * 6})
    _mine(state, ["t05"])
    own(
        state,
        0,
        route(cat, "chicago", "saint_louis", "green"),
        route(cat, "saint_louis", "little_rock"),
    )
    chosen = Normal(1).choose(player_view(state, 0), legal_actions(state, 0))
    assert chosen == f"claim {route(cat, 'little_rock', 'new_orleans')} green 0"


@pytest.mark.parametrize(("rival_at", "first"), [("dallas", "el_paso"), ("omaha", "denver")])
def test_normal_claims_the_threatened_route_of_its_plan_first(cat, rival_at, first):
    """Denver–El Paso by Santa Fe (two grey 2-space routes), the cards for both in hand:
    the one the rival's routes reach is claimed first."""
    state = table(cat, hands={0: ["red"] * 4})
    _mine(state, ["t01"])
    own(state, 1, route(cat, first, rival_at, None if first == "el_paso" else "pink"))
    chosen = Normal(1).choose(player_view(state, 0), legal_actions(state, 0))
    assert chosen == f"claim {route(cat, first, 'santa_fe')} red 0"


def test_normal_takes_tickets_only_when_it_can_still_make_them(cat):
    """Its tickets made: it draws new ones at the start of the game, not when the rival
    is near the end; offered tickets late, it keeps only the one that fits."""
    state = table(cat, hands={0: ["red"]})
    _mine(state, [])
    assert Normal(1).choose(player_view(state, 0), legal_actions(state, 0)) == "tickets"
    state.seats[1].trains = 8
    assert Normal(1).choose(player_view(state, 0), legal_actions(state, 0)) != "tickets"
    state.seats[0].trains = state.seats[1].trains = 20
    _offer(state, ["t30", "t28", "t01"])  # 22, 20 (across the map), 4 (Denver–El Paso)
    assert Normal(1).choose(player_view(state, 0), legal_actions(state, 0)) == "keep 3"


def test_normal_keeps_tickets_that_fit_together_at_the_start(cat):
    """The set-up's choice: Denver–El Paso, Chicago–Santa Fe and Denver–Pittsburgh share
    their paths and all three are kept; of three coast-to-coast tickets (Los Angeles–New
    York, Seattle–New York, Los Angeles–Miami) only two are."""
    for offered, kept in ((["t01", "t09", "t16"], 3), (["t29", "t30", "t27"], 2)):
        state = table(cat)
        state.step = "setup"
        _mine(state, [])
        _offer(state, offered)
        chosen = Normal(1).choose(player_view(state, 0), legal_actions(state, 0))
        assert len(chosen.split()) - 1 == kept


def test_normal_blocks_a_cheap_route_a_rival_needs(cat):
    """The rival holds El Paso–Dallas and Houston–New Orleans: Dallas–Houston (1 space)
    would join them; Normal, its tickets made, takes it with a spare card; with the
    rival's routes elsewhere it does not."""
    state = table(cat, hands={0: ["red"]})
    _mine(state, [])
    own(state, 1, route(cat, "el_paso", "dallas"), route(cat, "houston", "new_orleans"))
    chosen = Normal(1).choose(player_view(state, 0), legal_actions(state, 0))
    lanes = {r.id for r in cat.routes.values() if {r.a, r.b} == {"dallas", "houston"}}
    assert chosen.startswith("claim ") and chosen.split()[1] in lanes
    calm = table(cat, hands={0: ["red"]})
    _mine(calm, [])
    own(calm, 1, route(cat, "seattle", "helena"), route(cat, "houston", "new_orleans"))
    assert not Normal(1).choose(player_view(calm, 0), legal_actions(calm, 0)).startswith("claim")


def test_easy_beats_beginner(ttr):
    assert wins(ttr, "greedy", "random", 20) >= 18


def test_normal_beats_easy(ttr):
    assert wins(ttr, "heuristic", "greedy", 40) >= 28


def test_hard_races_its_candidates_within_its_counted_budget(ttr, monkeypatch):
    """With a race at a turn's first action (:data:`montecarlo.CANDIDATES` above 1), Hard
    races its own choice and a few others over worlds drawn from its view: every world is
    played by each candidate to the end of the game (the work counted in actions), no new
    world once the budget is spent; unraced, it plays as Sharp."""
    monkeypatch.setattr(montecarlo, "CANDIDATES", 3)
    monkeypatch.setattr(montecarlo, "STAGES", (1, 2))
    monkeypatch.setattr(montecarlo, "MIN_WORLDS", 2)
    monkeypatch.setattr(montecarlo, "MAX_COST", 400)
    monkeypatch.setattr(montecarlo, "KEEP_STAGES", (2, 2))
    monkeypatch.setattr(montecarlo, "KEEP_COST", 400)
    raced = 0
    for n, (state, seat) in enumerate(positions(ttr, 14, 11)):
        view = ttr.player_view(state, seat)
        legal = ttr.legal_actions(state, seat)
        hard = Hard(n)
        chosen = hard.choose(view, list(legal))
        assert chosen in legal
        sharp = montecarlo.Sharp(n).choose(view, list(legal))
        cands = montecarlo.candidates(view, list(legal), sharp)
        if hard.worlds:
            raced += 1
            assert chosen in cands and 2 <= hard.worlds <= 3
            assert hard.cost >= 2 * hard.worlds  # each world played out by two at least
        else:  # a second card, one action, or one candidate: its own choice
            assert chosen == sharp
    assert raced >= 4


def test_hard_races_every_choice_of_tickets_and_nothing_else_as_kept(ttr):
    """As kept (no race at a turn's first action), Hard plays Sharp's choice at once
    outside a choice of tickets; at one (the set-up's), every choice allowed enters the
    race, each played out in the same worlds."""
    for n, (state, seat) in enumerate(positions(ttr, 10, 5)):
        view = ttr.player_view(state, seat)
        legal = list(ttr.legal_actions(state, seat))
        hard = Hard(n)
        chosen = hard.choose(view, legal)
        if not legal[0].startswith("keep ") or len(legal) == 1:
            assert hard.worlds == 0 and chosen == montecarlo.Sharp(n).choose(view, legal)
    g = ttr
    state = g.new_game(g.load_catalog(), 2, 3, None)
    seat = g.to_act(state)[0]
    legal = list(g.legal_actions(state, seat))
    assert legal[0].startswith("keep ") and len(legal) == 4  # keep 2 or 3 of 3
    hard = Hard(1)
    assert hard.choose(g.player_view(state, seat), legal) in legal
    first, second = montecarlo.KEEP_STAGES
    assert hard.worlds == first + second
    assert montecarlo.candidates(g.player_view(state, seat), legal, legal[2])[0] == legal[2]


def test_sharp_plans_fewer_longer_routes_than_normal(cat):
    """Chicago–Santa Fe: Normal's path is four routes of 9 trains (by Saint Louis, Kansas
    City, Oklahoma City: 10 points); Sharp's three of 10 trains (by Omaha and Denver: 16
    points) — the game is a race to lay one's trains, and longer routes lay more a turn
    and score more a train."""
    state = table(cat)
    normal = reading.plan(state, 0, ["t09"], per_route=Normal.per_route)
    sharp = reading.plan(state, 0, ["t09"], per_route=montecarlo.Sharp.per_route)
    assert (len(normal.routes), normal.trains) == (4, 9)
    assert (len(sharp.routes), sharp.trains) == (3, 10)
    points = lambda p: sum(cat.route_points[cat.routes[r].length] for r in p.routes)  # noqa: E731
    assert (points(normal), points(sharp)) == (10, 16)


def test_sharp_spends_no_whole_draw_on_a_face_up_wild_card(cat):
    """Chicago–New Orleans, Little Rock–New Orleans (green, 3) left and two green cards
    in hand, no green face up but a wild card: Normal takes the wild card (the whole
    draw); Sharp draws two from the deck."""
    wild = cat.wild
    state = table(cat, hands={0: ["green"] * 2}, face=[wild, "red", "red", "pink", "pink"])
    _mine(state, ["t05"])
    own(state, 0, route(cat, "chicago", "saint_louis", "green"),
        route(cat, "saint_louis", "little_rock"))  # fmt: skip
    view, legal = player_view(state, 0), legal_actions(state, 0)
    assert Normal(1).choose(view, legal) == "draw face 1"
    assert montecarlo.Sharp(1).choose(view, legal) == "draw deck"


def test_sharp_claims_what_makes_its_path_the_longest_once_its_tickets_are_made(cat):
    """Tickets made, six white cards, Denver–Omaha–Chicago held (8 spaces) against the
    rival's Miami–New Orleans–Houston (8): Normal claims Sault St. Marie–Winnipeg (grey,
    6: 15 points); Sharp Denver–Phoenix (white, 5: 10 points), its path then 13 spaces,
    the longest (the bonus: 10 points)."""
    state = table(cat, hands={0: ["white"] * 6})
    _mine(state, [])
    mine = [route(cat, "denver", "omaha"), route(cat, "omaha", "chicago")]
    own(state, 0, *mine)
    own(state, 1, route(cat, "miami", "new_orleans"), route(cat, "houston", "new_orleans"))
    state.seats[1].trains = 12  # near enough the end that no new tickets are drawn
    view, legal = player_view(state, 0), legal_actions(state, 0)
    far = route(cat, "sault_st_marie", "winnipeg")
    assert Normal(1).choose(view, legal) == f"claim {far} white 0"
    chosen = montecarlo.Sharp(1).choose(view, legal)
    assert chosen == f"claim {route(cat, 'denver', 'phoenix')} white 0"
    path = longest_path(cat.routes[r] for r in [*mine, chosen.split()[1]])
    assert path == 13 > longest_path(cat.routes[r] for r in state.routes_of(1))


def test_hard_scores_a_finished_playout_by_the_margin_and_the_win(cat):
    """A playout's end: its total minus the best other's, and the win bonus (taken for a
    loss); before the end, the points on the track."""
    state = table(cat, 2)
    own(state, 0, route(cat, "seattle", "portland"), route(cat, "denver", "omaha"))
    track = sum(cat.route_points[cat.routes[r].length] for r in state.routes_of(0))
    assert montecarlo.score(state, 0) == track > 0  # on the track, against none
    state.step = OVER
    state.seats[0].tickets = []  # no ticket to fail: seat 0 leads by its routes alone
    totals = montecarlo.scores(state)
    assert montecarlo.winners(state) == [0] and totals[0] > totals[1]
    assert montecarlo.score(state, 0) == totals[0] - totals[1] + montecarlo.WIN_BONUS
    assert montecarlo.score(state, 1) == totals[1] - totals[0] - montecarlo.WIN_BONUS


def test_sharp_its_tickets_made_keeps_its_cards_for_routes_of_four_spaces_or_more(cat):
    """Tickets made, three orange cards: Normal claims a 3-space route for its points;
    Sharp draws on towards a route of 4 spaces or more (more points a train, more trains
    laid a turn); with its last 6 trains it claims what it can, as Normal."""
    state = table(cat, hands={0: ["orange"] * 3})
    _mine(state, [])
    state.seats[1].trains = 12  # near enough the end that no new tickets are drawn
    view, legal = player_view(state, 0), legal_actions(state, 0)
    claimed = Normal(1).choose(view, legal)
    assert claimed.startswith("claim ") and cat.routes[claimed.split()[1]].length == 3
    assert montecarlo.Sharp(1).choose(view, legal).startswith("draw ")
    state.seats[0].trains = 6
    view, legal = player_view(state, 0), legal_actions(state, 0)
    assert montecarlo.Sharp(1).choose(view, legal).startswith("claim ")


def test_easy_blocks_a_cheap_route_a_rival_needs_when_its_plan_waits(cat):
    """Easy sees the others too: its plan's routes not yet paid for, it takes
    Dallas–Houston (1 space) that would join the rival's El Paso–Dallas and
    Houston–New Orleans, with a card its plan does not need."""
    state = table(cat, hands={0: ["red"]})
    _mine(state, ["t01"])  # Denver–El Paso: its plan (grey routes) waits for cards
    own(state, 1, route(cat, "el_paso", "dallas"), route(cat, "houston", "new_orleans"))
    chosen = Easy(1).choose(player_view(state, 0), legal_actions(state, 0))
    lanes = {r.id for r in cat.routes.values() if {r.a, r.b} == {"dallas", "houston"}}
    assert chosen.startswith("claim ") and chosen.split()[1] in lanes
