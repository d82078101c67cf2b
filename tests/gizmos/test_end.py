"""The end of the game, the scores and the tie-breaks, quoting the seed (003)."""

from __future__ import annotations

from omg_desktop.games.gizmos.rules import apply, scores, winners
from omg_desktop.games.gizmos.rules.state import ACTION

from .conftest import table

LEVEL_1 = [f"g1-{n:02d}" for n in range(1, 37)]


def test_the_16th_gizmo_ends_the_game_when_the_round_is_complete(cat):
    """Seed: "O final do jogo é acionado quando um jogador constrói ... seu 16º Gizmo no
    total (incluindo seu Gizmo Inicial). Assim que isso acontecer, o jogo continua até que o
    jogador à direita do primeiro jogador complete sua vez"."""
    state = table(
        cat, players=3, built={0: LEVEL_1[:14]}, display=["g1-30"], energy={0: {"blue": 1}}
    )
    after, events = apply(state, "build g1-30 0.1.0.0 -")
    assert after.ending and "end_triggered" in [e.kind for e in events]
    assert after.current == 1 and after.step == ACTION  # the round goes on
    after, _ = apply(after, f"pick {after.row[0]}")
    assert after.current == 2 and not after.over
    after, events = apply(after, f"pick {after.row[0]}")
    assert after.over and events[-1].kind == "game_over"


def test_the_last_seat_of_the_round_ends_the_game_at_once(cat):
    """Seed: "Se o jogador que desencadeou o final do jogo for o jogador à direita do
    Primeiro Jogador, o jogo terminará quando ele completar sua vez"."""
    state = table(
        cat, players=2, built={1: LEVEL_1[:14]}, display=["g1-30"], energy={1: {"blue": 1}}
    )
    state, _ = apply(state, f"pick {state.row[0]}")
    assert state.current == 1
    after, _ = apply(state, "build g1-30 0.1.0.0 -")
    assert after.over


def test_the_4th_level_iii_gizmo_ends_the_game(cat):
    """Seed: "quando um jogador constrói seu 4º Gizmo de Nível 3"."""
    state = table(cat, built={0: ["g3-01", "g3-02", "g3-03"]}, display=["g3-09"])
    state.seats[0].energy = [4, 0, 0, 0]
    state.dispenser[0] -= 4
    after, _ = apply(state, "build g3-09 4.0.0.0 -")
    assert after.ending


def test_scores_add_printed_points_tokens_and_the_end_bonuses(cat):
    """Digest: "Score = printed VP of your built gizmos + your victory point tokens + the
    end-game bonus of any multi card ... Filed gizmos score nothing"."""
    state = table(
        cat,
        built={0: ["g2-01", "g3-33", "g3-35"]},  # 3 VP + two multi cards (0 VP)
        filed={0: ["g3-01"]},
        energy={0: {"red": 2, "yellow": 1}},
    )
    state.seats[0].tokens = 4
    score = scores(state)[0]
    assert (score.printed, score.tokens, score.bonus) == (3, 4, 3 + 4)
    assert score.total == 14


def test_ties_go_to_more_gizmos_then_more_energy_then_the_later_seat(cat):
    """Seed: "o jogador empatado com mais Gizmos em sua Área de Gizmo Ativo vence (isso não
    inclui Gizmos Arquivados). Se ainda estiver empatado, ... mais energia restante ... o
    jogador empatado mais distante do primeiro jogador, no sentido horário, vence"."""
    state = table(cat, players=3, built={0: ["g2-01"], 1: ["g1-01", "g1-02", "g1-03"]})
    assert [s.total for s in scores(state)] == [3, 3, 0]
    assert winners(state) == [1]  # 4 gizmos against 2
    state = table(cat, players=3, built={0: ["g1-01"], 1: ["g1-02"]}, energy={0: {"red": 1}})
    assert winners(state) == [0]  # the same gizmos: more energy
    state = table(cat, players=3, built={0: ["g1-01"], 1: ["g1-02"]})
    assert winners(state) == [1]  # all equal: the seat furthest from the first player
    state.first = 1
    assert winners(state) == [0]  # now seat 0 plays last of the three
