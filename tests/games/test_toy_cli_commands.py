"""The commands that serve one game's own things (its data check, its campaign, its
lessons, its demo, its window) take the toy game from ``--game`` in a real process of the
program (the toy game is put in the box by the test-only launcher ``toy_cli.py``): what
the toy game has goes through its record, what it lacks is said in words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

LAUNCHER = Path(__file__).with_name("toy_cli.py")


def toy(*args: str) -> subprocess.CompletedProcess[str]:
    """The program with the toy game in its box, run with ``args``."""
    return subprocess.run(
        [sys.executable, str(LAUNCHER), *args], capture_output=True, text=True, timeout=120
    )


def test_validate_data_checks_the_toy_game_through_its_record(tmp_path: Path):
    done = toy("validate-data", "--game", "kuhn")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "OK: Kuhn poker's data loads (it keeps no data files to check)"
    folder = toy("validate-data", str(tmp_path), "--game", "kuhn")
    assert folder.returncode == 2 and "Traceback" not in folder.stderr
    assert f"Kuhn poker reads no data folder; leave out {tmp_path}" in folder.stderr


def test_the_toy_game_has_no_campaign_and_no_lessons_and_says_so():
    campaign = toy("campaign", "simulate", "--game", "kuhn", "--bot", "random", "--json")
    assert campaign.returncode == 2 and campaign.stdout == ""
    assert "omg-desktop campaign: Kuhn poker has no story campaign" in campaign.stderr
    for args in (["--check"], ["--check", "--lesson", "base"], []):
        lessons = toy("tutorial", "--game", "kuhn", *args)
        assert lessons.returncode == 2 and lessons.stdout == "", args
        assert "omg-desktop tutorial: Kuhn poker has no lessons" in lessons.stderr
    for done in (campaign, lessons):
        assert "Traceback" not in done.stderr


def test_a_demo_of_the_toy_game_plays_to_the_end_and_the_window_says_it_cannot_yet():
    demo = toy("play", "--demo", "--game", "kuhn", "--seed", "5")
    assert demo.returncode == 0, demo.stderr
    lines = demo.stdout.strip().splitlines()
    assert lines[0] == "Kuhn poker — a demo game between Ana, Bruno (seed 5)."
    assert lines[2].startswith("Ana: ") and lines[-1].startswith("Game over. Ana ")
    assert toy("play", "--demo", "--game", "kuhn", "--seed", "5").stdout == demo.stdout
    crowd = toy("play", "--demo", "--game", "kuhn", "--players", "3")
    assert crowd.returncode == 2 and "Kuhn poker is for 2 players" in crowd.stderr
    window = toy("play", "--game", "kuhn", "--players", "2")
    assert window.returncode == 2 and "the window cannot open Kuhn poker yet" in window.stderr
    shot = toy("screenshot", "x.png", "--game", "kuhn")
    assert shot.returncode == 2 and "the window cannot show Kuhn poker yet" in shot.stderr
    for done in (demo, crowd, window, shot):
        assert "Traceback" not in done.stderr
