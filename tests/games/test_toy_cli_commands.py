"""The commands that serve one game's own things (its data check, its campaign, its
lessons, its demo, its window) take the toy game from ``--game`` in a real process of the
program (the toy game is put in the box by the test-only launcher ``toy_cli.py``): what
the toy game has goes through its record, what it lacks is said in words."""

from __future__ import annotations

import json
from pathlib import Path

from .toy_process import run_toy


def test_validate_data_checks_the_toy_game_through_its_record(tmp_path: Path):
    done = run_toy("validate-data", "--game", "kuhn")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "OK: Kuhn poker's data loads (it keeps no data files to check)"
    folder = run_toy("validate-data", str(tmp_path), "--game", "kuhn")
    assert folder.returncode == 2 and "Traceback" not in folder.stderr
    assert f"Kuhn poker reads no data folder; leave out {tmp_path}" in folder.stderr


def test_the_toy_game_has_no_campaign_and_no_lessons_and_says_so():
    campaign = run_toy("campaign", "simulate", "--game", "kuhn", "--bot", "random", "--json")
    assert campaign.returncode == 2 and campaign.stdout == ""
    assert "omg-desktop campaign: Kuhn poker has no story campaign" in campaign.stderr
    for args in (["--check"], ["--check", "--lesson", "base"], []):
        lessons = run_toy("tutorial", "--game", "kuhn", *args)
        assert lessons.returncode == 2 and lessons.stdout == "", args
        assert "omg-desktop tutorial: Kuhn poker has no lessons" in lessons.stderr
    for done in (campaign, lessons):
        assert "Traceback" not in done.stderr


def test_a_demo_of_the_toy_game_plays_to_the_end_and_its_window_opens():
    demo = run_toy("play", "--demo", "--game", "kuhn", "--seed", "5")
    assert demo.returncode == 0, demo.stderr
    lines = demo.stdout.strip().splitlines()
    assert lines[0] == "Kuhn poker — a demo game between Ana, Bruno (seed 5)."
    # its moves in its face's words (the window log's), not as they are encoded
    assert lines[2] == "Ana passes." and lines[-1].startswith("Game over. Ana ")
    assert "takes the pot" in demo.stdout
    assert run_toy("play", "--demo", "--game", "kuhn", "--seed", "5").stdout == demo.stdout
    crowd = run_toy("play", "--demo", "--game", "kuhn", "--players", "3")
    assert crowd.returncode == 2 and "Kuhn poker is for 2 players" in crowd.stderr
    window = run_toy("play", "--game", "kuhn", "--players", "3")
    assert window.returncode == 2 and "Kuhn poker is for 2 players" in window.stderr
    opened = run_toy("play", "--game", "kuhn", "--self-test")
    assert opened.returncode == 0, opened.stderr
    assert json.loads(opened.stdout.strip().splitlines()[-1])["pieces_on_table"] > 0
    assert "Traceback" not in opened.stderr


def test_a_screenshot_of_the_toy_games_table_at_the_persons_turn(tmp_path: Path):
    """A game that names no phases to stop in is pictured at the person's turn of the
    round asked for; seats it does not take and a phase it has not are refused."""
    out = tmp_path / "kuhn.png"
    shot = run_toy("screenshot", str(out), "--game", "kuhn", "--players", "2", "--round", "1")
    assert shot.returncode == 0, shot.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 1000
    assert shot.stdout.strip().endswith("round 1")
    crowd = run_toy("screenshot", str(out), "--game", "kuhn")
    assert crowd.returncode == 2 and "Kuhn poker is for 2 players" in crowd.stderr
    phase = run_toy("screenshot", str(out), "--game", "kuhn", "--players", "2", "--phase", "x")
    assert phase.returncode == 2 and "no phase 'x' to stop in" in phase.stderr
    for done in (shot, crowd, phase):
        assert "Traceback" not in done.stderr
