"""Kingdom Builder's games in the frame's save files, through real files on disk: the
autosave after every action taken up again by a new store over the same folder (a
restart) at the same step and played to its end; slots with their backups, names and
the slot list's facts; a damaged file refused in words with its backup offered; the
replay stepping through a saved game; ``omg-desktop replay`` on a slot file
(the checks: tests/games/saves)."""

from __future__ import annotations

from tests.games.saves import SavesChecks


class TestSaves(SavesChecks):
    GAME = "kingdom_builder"
    RECORD = "kb"
    AUTOSAVED = 40
    SLOT_GAME = (2, "first_game")
    SECOND_SAVE = 15
    FIRST_EVENTS = frozenset({"layout", "cards", "shuffled", "drew", "first"})
    LATER_EVENTS = frozenset({"drew"})
    LATER_STEPS = 40

    def changed(self, steps: list[str], where: str) -> None:
        """The first build moved to another hex, or the last terrain card drawn another."""
        if where == "action":
            i = next(i for i, s in enumerate(steps) if s.startswith("build"))
            steps[i] = "build 0.0" if steps[i] != "build 0.0" else "build 0.1"
        else:
            i = max(i for i, s in enumerate(steps) if s.startswith("T draw"))
            steps[i] = steps[i][:-1] + ("G" if not steps[i].endswith("G") else "D")
