"""A person's figures as queries over hand-made games, and the CSV of their games."""

from __future__ import annotations

import csv

import pytest

from omg_desktop.history import GameHistory, games_csv, write_games_csv
from omg_desktop.history.queries import PERSON

from .helpers import Clock, computer, made, person


@pytest.fixture
def history(tmp_path) -> GameHistory:
    """Ana's five games, Ben's two, and a campaign of Ana's that reached an ending."""
    h = GameHistory(tmp_path, clock=Clock())
    games = [
        # a win against Normal: 12, then +15 (her best round), then +3
        made("g1", 0, person("Ana", 30, (12, 27, 30), 1.0), computer("Bo", "heuristic", 22)),
        # a victory shared with Ben (a person): half a win each
        made(
            "g2",
            1,
            person("Ana", 25, (10, 20, 25), 0.5),
            person("Ben", 25, (8, 20, 25), 0.5),
            computer("Cy", "random", 11),
        ),
        # a loss to Hard
        made("g3", 2, computer("Bo", "montecarlo", 40, 1.0), person("Ana", 18, (6, 12, 18))),
        # a three-way shared victory: a third of a win; two Normal opponents count once
        made(
            "g4",
            3,
            person("Ana", 20, (5, 20), 1 / 3),
            computer("Bo", "heuristic", 20, 1 / 3),
            computer("Di", "heuristic", 20, 1 / 3),
            person("Ben", 2, (1, 2)),
        ),
        # a campaign chapter, alone, with a silver medal
        made("g5", 4, person("Ana", 47, (9, 20, 47), 1.0), chapter="ch1", medal="silver"),
    ]
    for g in games:
        assert h.record_game(g).new
    h.record_game(made("g6", 5, person("Ana", 50, (50,), 1.0), chapter="ch1", medal="gold"))
    from omg_desktop.seating import Seat

    h.record_ending("1:6:e2", "e2", [Seat.human("Ana")])
    return h


def test_games_wins_and_scores(history):
    ana = history.profile("Ana")
    assert ana.games == 6
    assert ana.wins == pytest.approx(1 + 0.5 + 0 + 1 / 3 + 1 + 1)
    assert ana.win_rate == pytest.approx(ana.wins / 6)
    assert ana.average_score == pytest.approx((30 + 25 + 18 + 20 + 47 + 50) / 6)
    assert ana.best_score == 50
    assert ana.best_round == 50  # the one-round chapter game: 50 in its first round


def test_the_best_round_is_the_most_points_gained_in_one_round(tmp_path):
    h = GameHistory(tmp_path, clock=Clock())
    h.record_game(made("a", 0, person("Eva", 30, (12, 27, 30), 1.0)))
    h.record_game(made("b", 1, person("Eva", 25, (10, 20, 25))))
    eva = h.profile("Eva")
    assert eva.best_round == 15 and eva.best_score == 30
    lines = h.games_of("Eva")
    assert [g.best_round for g in lines] == [15, 10]


def test_games_by_player_count_and_by_opponent(history):
    ana = history.profile("Ana")
    assert ana.by_players == {
        1: (2, 2.0),
        2: (2, 1.0),
        3: (1, 0.5),
        4: (1, pytest.approx(1 / 3)),
    }
    assert ana.by_opponent == {
        "heuristic": (2, pytest.approx(1 + 1 / 3)),  # g1 and g4 (two Normal seats, once)
        PERSON: (2, pytest.approx(0.5 + 1 / 3)),  # Ben in g2 and g4
        "random": (1, 0.5),
        "montecarlo": (1, 0.0),
    }
    ben = history.profile("Ben")
    assert (ben.games, ben.wins, ben.best_score) == (2, 0.5, 25)


def test_computers_have_no_profile_and_people_are_listed_latest_first(history):
    assert history.profile_names() == ["Ana", "Ben"]
    bo = history.profile("Bo")
    assert bo.games == 0 and bo.average_score is None
    assert history.profile("Nobody").games == 0


def test_medals_and_endings(history):
    ana = history.profile("Ana")
    assert ana.medals == {"silver": 1, "gold": 1}
    assert ana.best_medals == {"ch1": "gold"}
    assert ana.endings == ("e2",)
    assert history.profile("Ben").medals == {} and history.profile("Ben").endings == ()


def test_a_persons_games_oldest_first_with_their_opponents(history):
    lines = history.games_of("Ana")
    assert [g.key for g in lines] == ["g1", "g2", "g3", "g4", "g5", "g6"]
    g2 = lines[1]
    assert (g2.seat, g2.score, g2.win_share, g2.players) == (0, 25, 0.5, 3)
    assert g2.opponents == (("Ben", "human", None, 25), ("Cy", "computer", "random", 11))
    assert lines[2].seat == 1 and lines[2].opponents == (("Bo", "computer", "montecarlo", 40),)
    assert (lines[4].chapter, lines[4].medal) == ("ch1", "silver")


def test_the_csv_has_a_line_a_game_with_shared_wins_as_fractions(history, tmp_path):
    path = tmp_path / "out" / "ana.csv"
    path.parent.mkdir()
    write_games_csv(path, "Ana", history.games_of("Ana"))
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # spreadsheets read the names right
    table = list(csv.DictReader(raw.decode("utf-8-sig").splitlines()))
    assert [r["game"] for r in table] == ["g1", "g2", "g3", "g4", "g5", "g6"]
    assert [r["win"] for r in table] == ["1", "0.5", "0", "0.3333", "1", "1"]
    assert table[1]["opponents"] == "Ben: 25; Cy (random): 11"
    assert table[2]["seat"] == "2" and table[0]["best_round"] == "15"
    assert (table[4]["chapter"], table[4]["medal"]) == ("ch1", "silver")
    assert table[0]["finished_at"] == "2025-03-01T18:00:00+00:00"
    assert games_csv("Ana", []).strip() == ",".join(table[0].keys())


def test_the_csv_writes_names_as_typed(tmp_path):
    h = GameHistory(tmp_path, clock=Clock())
    h.record_game(made("j", 0, person("さくら", 12, (12,), 1.0), computer('Zoë, "Z"', "greedy", 3)))
    path = tmp_path / "s.csv"
    write_games_csv(path, "さくら", h.games_of("さくら"))
    (row,) = csv.DictReader(path.read_text("utf-8-sig").splitlines())
    assert row["player"] == "さくら" and row["opponents"] == 'Zoë, "Z" (greedy): 3'


def test_a_network_game_is_kept_from_one_seats_last_view_without_replay_or_seed(tmp_path):
    """A friend's copy of a network game: the seats, the host's scores and winners and
    the points by round from the seat's last view; no replay file and no seed; the person
    at the other screen counts as a person among the opponents, not as a profile here."""
    from omg_desktop.games.ohmygoods.rules import player_view, scores, winners
    from omg_desktop.history import GameHistory, network_game
    from omg_desktop.seating.seat import REMOTE, Seat

    from .helpers import Clock, real_game

    _record, state, _seats = real_game(3, seed=9)
    seats = [Seat("Ana", REMOTE), Seat.human("Bruno"), Seat.computer("Computer 3", "random")]
    view = player_view(state, 1)  # what Bruno's screen was sent last
    totals = [(s.total, s.leftover) for s in scores(state)]
    game = network_game("192.168.1.20:8765", "K7QX2M", seats, view, totals, winners(state),
                        Clock()(), game="ohmygoods")  # fmt: skip
    assert game.record is None and game.seed == "" and game.chapter is None
    again = network_game("192.168.1.20:8765", "K7QX2M", seats, view, None, winners(state),
                         Clock()(), game="ohmygoods")  # fmt: skip
    assert again.key == game.key  # offered twice, kept once
    history = GameHistory(tmp_path, clock=Clock())
    assert history.record_game(game).new and not history.record_game(again).new
    assert history.profile_names() == ["Bruno"]  # Ana plays at another screen
    (line,) = history.games_of("Bruno")
    assert line.score == totals[1][0] and line.replay_file is None and line.seed == ""
    assert [o[0] for o in line.opponents] == ["Ana", "Computer 3"]
    stats = history.profile("Bruno")
    assert stats.games == 1 and set(stats.by_opponent) == {"human", "random"}
    assert list(history.games_of("Bruno")[0].opponents[0][:2]) == ["Ana", REMOTE]
    history.close()
    with pytest.raises(ValueError):
        network_game("h", "K7QX2M", seats[:2], view, totals, [0], Clock()(), game="ohmygoods")
