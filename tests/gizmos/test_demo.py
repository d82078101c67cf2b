"""``play --demo --game gizmos``: a whole game of its computers told in the window log's
words (it printed the encoded actions)."""

from __future__ import annotations

from omg_desktop import cli


def test_a_demo_game_is_told_in_words_to_its_end(capsys):
    assert cli.main(["play", "--demo", "--game", "gizmos", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Gizmos — a demo game between Ana, Bruno, Chiara (seed 2).")
    lines = out.strip().splitlines()[2:]
    assert len(lines) > 20 and all(line.endswith(".") for line in lines), lines[:3]
    assert not any(line.startswith(("Ana: ", "Bruno: ", "Chiara: ")) for line in lines)
    assert "The game is over." in lines and lines[-1].startswith("Game over. Ana ")
