"""The window's errand rooms stay small (issue 27): the main window holds its menus,
docks and refresh, the game session its games; every other errand lives in a part
named for what it holds (``ui/menus.py``, ``ui/network/``, ``ui/window_parts/``,
``ui/session_saves.py``, ``ui/session_history.py``). A file past its limit fails with
its size, so a new errand goes into a part instead."""

from __future__ import annotations

from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "omg_desktop" / "ui"

#: The most lines each file may have.
LIMITS = {"main_window.py": 500, "game_session.py": 400}


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def oversized(limits: dict[str, int], folder: Path = UI) -> list[str]:
    """Each file of ``limits`` past its limit, as "name: lines > limit"."""
    out = []
    for name, limit in limits.items():
        n = lines(folder / name)
        if n > limit:
            out.append(f"{name}: {n} lines > {limit}")
    return out


def test_the_window_and_the_session_stay_within_their_sizes():
    too_big = oversized(LIMITS)
    assert not too_big, "move an errand into a part of its own:\n" + "\n".join(too_big)


def test_the_check_names_a_file_past_its_limit(tmp_path):
    (tmp_path / "big.py").write_text("x = 1\n" * 12, encoding="utf-8")
    (tmp_path / "small.py").write_text("x = 1\n", encoding="utf-8")
    assert oversized({"big.py": 10, "small.py": 10}, tmp_path) == ["big.py: 12 lines > 10"]
