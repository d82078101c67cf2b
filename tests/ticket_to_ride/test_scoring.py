"""The end's scoring (seed 003 "Fim do jogo", "Desempates"; README §4 "Final scoring"):
route points, tickets completed and failed, the longest continuous path, the winners."""

from __future__ import annotations

import pytest

from omg_desktop.games.ticket_to_ride.rules import parts, player_view, scores, winners
from omg_desktop.games.ticket_to_ride.rules.result import paths, tickets_done
from omg_desktop.games.ticket_to_ride.rules.scoring import longest_path
from omg_desktop.games.ticket_to_ride.rules.state import HIDDEN, OVER
from omg_desktop.seeds import SeededRandom

from .conftest import own, route, table


def ended(cat, players: int = 2, tickets: dict[int, list[str]] | None = None):
    """A finished game, no route claimed, each seat's tickets as given (none by default)."""
    state = table(cat, players=players)
    for seat, s in enumerate(state.seats):
        state.tickets += s.tickets
        s.tickets = []
        for t in (tickets or {}).get(seat, []):
            state.tickets.remove(t)
            s.tickets.append(t)
    state.step = OVER
    return state


def test_tickets_completed_add_and_failed_ones_subtract(cat):
    """Seed: "Cada jogador ganha (ou perde) pontos de acordo com quantos Bilhetes de
    Destino completou (ou que não conseguiu completar)"."""
    state = ended(cat, tickets={0: ["t01", "t02"]})  # Denver–El Paso 4, Kansas City–Houston 5
    own(state, 0, route(cat, "denver", "santa_fe"), route(cat, "santa_fe", "el_paso"))
    assert parts(state)[0] == {
        "routes": 4, "tickets_done": 4, "tickets_failed": -5, "longest_path": 10,
    }  # fmt: skip
    assert scores(state) == [13, 0] and tickets_done(state) == [1, 0]


def test_a_ticket_needs_one_continuous_chain_of_ones_own_routes(cat):
    """README: its two cities joined by a continuous chain of the player's own routes."""
    state = ended(cat, tickets={0: ["t01"]})
    own(state, 0, route(cat, "denver", "santa_fe"))
    own(state, 1, route(cat, "santa_fe", "el_paso"))
    assert parts(state)[0]["tickets_failed"] == -4


def test_the_longest_path_passes_a_city_twice_but_a_route_once(cat):
    """README: "it may pass through a city more than once but may use each route only
    once — a trail, not a simple path": Duluth–Chicago, round Chicago–Saint Louis–
    Pittsburgh–Chicago, then Chicago–Omaha is 17 (a simple path gets 12 at most)."""
    ids = [
        route(cat, "chicago", "duluth"), route(cat, "chicago", "saint_louis", "green"),
        route(cat, "saint_louis", "pittsburgh"), route(cat, "pittsburgh", "chicago", "black"),
        route(cat, "chicago", "omaha"),
    ]  # fmt: skip
    assert longest_path(cat.routes[r] for r in ids) == 17
    star = [route(cat, "chicago", c) for c in ("duluth", "omaha", "toronto")]
    assert longest_path(cat.routes[r] for r in star) == 8  # 4 + 4: no arm twice
    assert longest_path([cat.routes[route(cat, "calgary", "winnipeg")]]) == 6
    assert longest_path([]) == 0


def _by_search(routes) -> int:
    """Every trail from every city, without the odd-city shortcut."""
    best = 0

    def walk(city: str, used: frozenset[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        for i, r in enumerate(routes):
            if i not in used and city in (r.a, r.b):
                walk(r.b if city == r.a else r.a, used | {i}, length + r.length)

    for city in {c for r in routes for c in (r.a, r.b)}:
        walk(city, frozenset(), 0)
    return best


def test_the_longest_path_is_exact(cat):
    """The search tries only cities with an odd number of routes (or takes a whole part
    whose cities all have an even number): it agrees with trying every trail."""
    rng, pool = SeededRandom(5), list(cat.routes.values())
    for _ in range(150):
        picked = [pool[rng.below(len(pool))] for _ in range(2 + rng.below(10))]
        routes = list({r.id: r for r in picked}.values())
        assert longest_path(routes) == _by_search(routes), [r.id for r in routes]


def test_the_longest_path_bonus_is_shared_when_tied(cat):
    """Seed: "O(s) jogador(es) com o(s) caminho(s) contínuo(s) mais longo(s) ... ganham 10
    pontos"; README: all tied players score it."""
    state = ended(cat, players=3)
    own(state, 0, route(cat, "chicago", "duluth"))  # 3
    own(state, 1, route(cat, "montreal", "new_york"))  # 3
    own(state, 2, route(cat, "atlanta", "nashville"))  # 1
    assert paths(state) == [3, 3, 1]
    assert [p["longest_path"] for p in parts(state)] == [10, 10, 0]


def test_no_route_no_bonus(cat):
    """Decision 7: a player with no route has no path, and no bonus even when nobody has
    one."""
    assert [p["longest_path"] for p in parts(ended(cat))] == [0, 0]


def test_ties_go_to_the_most_tickets_completed(cat):
    """Seed, "Desempates": "Bilhetes de destino mais concluídos" first."""
    state = ended(cat, tickets={1: ["t01"]})
    own(state, 1, route(cat, "denver", "santa_fe"), route(cat, "santa_fe", "el_paso"))
    own(state, 0, route(cat, "chicago", "duluth"), route(cat, "atlanta", "nashville"))
    state.seats[0].points = 18  # hand-set: the track alone makes the totals equal
    assert scores(state) == [18, 18] and tickets_done(state) == [0, 1]
    assert winners(state) == [1]


def test_then_the_longest_path(cat):
    """Seed, "Desempates": then "Rota contínua mais longa"."""
    state = ended(cat)
    own(state, 0, route(cat, "chicago", "duluth"))  # 3
    own(state, 1, route(cat, "atlanta", "nashville"), route(cat, "nashville", "raleigh"))  # 4
    state.seats[0].points = 15  # hand-set: the totals equal
    assert scores(state) == [15, 15] and paths(state) == [3, 4]
    assert winners(state) == [1]


def test_players_tied_on_all_three_share_the_win(cat):
    """Decision 8: the seed names no third tie-break: they share the win."""
    state = ended(cat)
    own(state, 0, route(cat, "chicago", "duluth"))
    own(state, 1, route(cat, "montreal", "new_york"))
    assert winners(state) == [0, 1]


def test_before_the_end_the_score_is_the_track(cat):
    """Seed: route points are scored at once; tickets and the path only at the end."""
    state = table(cat)
    own(state, 0, route(cat, "chicago", "duluth"))
    assert scores(state) == [4, 0]


def test_the_tickets_are_shown_at_the_end(cat):
    """Seed: tickets "mantidos em segredo ... até a pontuação final do jogo"; a view of the
    finished game scores every seat like the whole state."""
    state = ended(cat, tickets={0: ["t01"], 1: ["t02"]})
    own(state, 0, route(cat, "denver", "santa_fe"))
    view = player_view(state, 1)
    assert view.seats[0].tickets == ["t01"] and set(view.seats[0].hand) == {HIDDEN}
    assert scores(view) == scores(state) and winners(view) == winners(state)


@pytest.mark.parametrize("seat", [None, 0])
def test_the_score_parts_add_up(cat, seat):
    state = ended(cat, tickets={0: ["t01", "t05"]})
    own(state, 0, route(cat, "denver", "santa_fe"), route(cat, "santa_fe", "el_paso"))
    seen = state if seat is None else player_view(state, seat)
    assert [sum(p.values()) for p in parts(seen)] == scores(state)
