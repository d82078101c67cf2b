"""The hint and the tournament command."""

from __future__ import annotations

import json

import yaml

from omg_desktop.cli import main
from omg_desktop.commands.tournament import game_specs, wilson
from omg_desktop.games.ohmygoods.bots.hint import hint
from omg_desktop.games.ohmygoods.rules import legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.scenario import from_data

from .helpers import CAT, WORKER_HOME, positions


def test_hint_returns_a_legal_action_and_a_sentence():
    for state in positions(150, seed=4):
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        action, sentence = hint(player_view(state, seat), actions, CAT)
        assert action in actions
        assert isinstance(sentence, str) and len(sentence) > 10
        assert sentence[0].isupper() and sentence.endswith(".")


def test_a_hint_says_why_the_worker_stays_home():
    """Classic revision 3: with an assistant at every production building the hint's
    phase II advice keeps the worker home and explains the plan."""
    state, _ = from_data(yaml.safe_load(WORKER_HOME), CAT)
    action, text = hint(player_view(state, 0), legal_actions(state, 0), CAT)
    assert action.building is None
    assert text.startswith("Your worker stays home this round") and "Plan" in text


def test_tournament_json(capsys):
    status = main(
        [
            "tournament",
            "--bots",
            "random,greedy",
            "--games",
            "4",
            "--seed",
            "3",
            "--swap-seats",
            "--json",
            "--jobs",
            "1",
        ]
    )
    assert status == 0
    out = capsys.readouterr().out.strip().splitlines()
    data = json.loads(out[-1])
    assert len(out) == 1  # --json prints only the result
    assert data["bots"] == ["random", "greedy"]
    assert data["games"] == 4
    table = data["results"]["2"]
    assert table["games"] == 4
    for level in ("random", "greedy"):
        b = table["bots"][level]
        assert b["seats"] == 4
        lo, hi = b["win_rate_ci95"]
        assert 0 <= lo <= b["win_rate"] <= hi <= 1
        assert {"mean_score", "mean_margin", "wins", "mean_decision_ms"} <= set(b)
    total = sum(table["bots"][lv]["wins"] for lv in ("random", "greedy"))
    assert total == 4  # shared victories are split


def test_tournament_results_do_not_depend_on_jobs(capsys):
    args = ["tournament", "--bots", "greedy,random,random", "--games", "3", "--seed", "9", "--json"]
    main([*args, "--jobs", "1"])
    one = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    main([*args, "--jobs", "2"])
    two = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for data in (one, two):
        data.pop("seconds")
        for table in data["results"].values():
            for b in table["bots"].values():
                b.pop("mean_decision_ms")
                b.pop("slowest_decision_s")
    assert one == two


def test_tournament_rejects_unknown_bots(capsys):
    assert main(["tournament", "--bots", "random,wizard", "--games", "1"]) == 2
    assert "wizard" in capsys.readouterr().err


def test_seats_rotate_and_swap():
    specs = game_specs(["a", "b"], 2, 4, 10, swap=True)
    assert specs == [
        (2, 10, ["a", "b"]),
        (2, 10, ["b", "a"]),
        (2, 11, ["a", "b"]),
        (2, 11, ["b", "a"]),
    ]
    specs = game_specs(["a", "b"], 4, 2, 1, swap=False)
    assert specs[0][2] == ["a", "b", "a", "b"] and specs[1][1] == 2


def test_wilson_interval():
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.84 and 0.94 < hi < 0.95
    assert wilson(0, 0) == (0.0, 1.0)
