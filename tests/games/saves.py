"""A game's games in the frame's save files, through real files on disk, written once:
:class:`SavesChecks` (the autosave taken up after a restart and played out, slots with
their backups and names, no view saved, a changed file refused in words with its backup
offered, the replay stepping through a saved game). A game's ``test_saves.py``
subclasses it as ``TestSaves`` and gives its own numbers and how its steps are changed;
the helpers (:func:`seats`, :func:`store`, :func:`advance`) serve its own tests too."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.record import Recorder, state_hash
from omg_desktop.saves import (
    AUTOSAVE,
    Autosaver,
    Replayer,
    SaveError,
    SlotStore,
    resumed_recorder,
)
from omg_desktop.seating import Seat

NAMES = ("Ana", "Bruno", "Chiara", "Dora", "Emil")


def seats(players: int) -> list[Seat]:
    """Ana is a person; the others are computers."""
    return [Seat(NAMES[0])] + [Seat(NAMES[i], "computer", "greedy") for i in range(1, players)]


class Clock:
    """A clock for the saves' stamps: a second later at each look."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 6, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def store(folder: Path) -> SlotStore:
    """A slot store over ``folder`` with its own :class:`Clock`."""
    return SlotStore(folder, clock=Clock())


def advance(game, rec: Recorder, actions: int, seed: int) -> None:
    """``actions`` actions (or to the end), every seat by the Easy computer on its view."""
    bots = [game.bots["greedy"](f"{seed}/{i}") for i in range(rec.record.players)]
    for _ in range(actions):
        if game.is_over(rec.state):
            return
        seat = game.to_act(rec.state)[0]
        view = game.player_view(rec.state, seat)
        rec.play(bots[seat].choose(view, game.legal_actions(rec.state, seat)))


class SavesChecks:
    """One game through the saves."""

    #: The game's id.
    GAME: str = ""
    #: The name of the game's fixture that gives its record as the registry holds it.
    RECORD: str = ""
    #: Actions played, each autosaved, before the restart.
    AUTOSAVED: int = 40
    #: The players and the ruleset of the slots' game.
    SLOT_GAME: tuple[int, str] = (2, "standard")
    #: Actions played between the first and the second save of the changed file.
    SECOND_SAVE: int = 15
    #: Events of the replay's first step, and of its steps 1 to :attr:`LATER_STEPS`.
    FIRST_EVENTS: frozenset[str] = frozenset()
    LATER_EVENTS: frozenset[str] = frozenset()
    LATER_STEPS: int = 40

    def changed(self, steps: list[str], where: str) -> None:
        """``steps`` with one changed: an ``action`` the rules refuse, or a ``draw``
        (a chance line) the seed did not give."""
        raise NotImplementedError

    @pytest.fixture
    def game(self, request):
        """The game's record, as the registry holds it (the game's own fixture)."""
        return request.getfixturevalue(self.RECORD)

    def test_the_autosave_is_taken_up_after_a_restart_at_the_same_step_and_played_out(
        self, game, tmp_path
    ):
        rec = Recorder.start(self.GAME, game.load_catalog(), 3, 41, "standard")
        saver = Autosaver(store(tmp_path))
        for _ in range(self.AUTOSAVED):
            advance(game, rec, 1, 41)
            written = saver.save(rec.record, seats(3), rec.state)
            assert written is not None and not isinstance(written, SaveError)
        assert saver.save(rec.record, seats(3), rec.state) is None  # nothing new: nothing written
        before = game.state_to_dict(rec.state)

        again = store(tmp_path)  # the program started again over the same folder
        latest = again.latest_unfinished()
        assert latest is not None and latest.slot == AUTOSAVE and latest.game == self.GAME
        assert latest.round == game.round(rec.state) and latest.steps == len(rec.record.steps)
        assert [s.name for s in latest.seats] == list(NAMES[:3])
        saved = again.load(AUTOSAVE)
        assert game.state_to_dict(saved.state) == before and not saved.over

        going = resumed_recorder(saved.record, expected_hash=state_hash(game, saved.state))
        saver = Autosaver(again)
        advance(game, going, 10_000, 41)
        assert game.is_over(going.state)
        saver.save(going.record, saved.seats, going.state)
        assert again.latest_unfinished() is None  # a finished game is not offered to continue
        done = store(tmp_path).load(AUTOSAVE)
        assert done.over and game.scores(done.state) == game.scores(going.state)

        assert cli.main(["replay", str(again.path(AUTOSAVE))]) == 0

    def test_slots_keep_names_backups_and_their_game(self, game, tmp_path):
        players, ruleset = self.SLOT_GAME
        rec = Recorder.start(self.GAME, game.load_catalog(), players, 7, ruleset)
        slots = store(tmp_path)
        advance(game, rec, 20, 7)
        slots.save("slot-01", rec.record.copy(), seats(players), name="Early", state=rec.state)
        early = game.state_to_dict(rec.state)
        advance(game, rec, 30, 7)
        slots.save("slot-01", rec.record.copy(), seats(players), name="Later", state=rec.state)
        slots.save("slot-02", rec.record.copy(), seats(players), state=rec.state)

        info = slots.info("slot-01")
        assert info.name == "Later" and info.game == self.GAME
        assert info.ruleset == ruleset and info.backup_available and len(info.seats) == players
        assert slots.info("slot-02").name == "Slot 2"
        assert game.state_to_dict(slots.load("slot-01").state) == game.state_to_dict(rec.state)
        backup = slots.load_backup("slot-01")
        assert backup.name == "Early" and game.state_to_dict(backup.state) == early

        slots.rename("slot-02", "Before lunch")
        assert store(tmp_path).info("slot-02").name == "Before lunch"
        slots.delete("slot-02")
        assert store(tmp_path).info("slot-02").empty

    def test_a_view_is_never_saved(self, game, tmp_path):
        rec = Recorder.start(self.GAME, game.load_catalog(), 2, 3, "standard")
        view = game.player_view(rec.state, 0)
        with pytest.raises(ValueError, match="not a player's view"):
            store(tmp_path).save("slot-01", rec.record, seats(2), state=view)

    @pytest.mark.parametrize("where", ["action", "draw"])
    def test_a_changed_slot_file_is_refused_in_words_and_its_backup_offered(
        self, game, tmp_path, where
    ):
        rec = Recorder.start(self.GAME, game.load_catalog(), 2, 9, "standard")
        slots = store(tmp_path)
        advance(game, rec, 15, 9)
        slots.save("slot-01", rec.record.copy(), seats(2), name="first", state=rec.state)
        advance(game, rec, self.SECOND_SAVE, 9)
        slots.save("slot-01", rec.record.copy(), seats(2), name="second", state=rec.state)
        path = slots.path("slot-01")
        data = json.loads(path.read_text(encoding="utf-8"))
        self.changed(data["steps"], where)
        path.write_text(json.dumps(data), encoding="utf-8")

        with pytest.raises(SaveError) as err:
            store(tmp_path).load("slot-01")
        text = str(err.value)
        assert text.startswith("Slot 1: ") and "Traceback" not in text and "\n" not in text
        assert err.value.backup_available
        assert store(tmp_path).load_backup("slot-01").name == "first"

    def test_the_replay_steps_through_a_saved_game_forward_and_back(self, game, tmp_path):
        rec = Recorder.start(self.GAME, game.load_catalog(), 3, 5, "standard")
        states = [game.state_to_dict(rec.state)]
        bots = [game.bots["random"](f"5/{i}") for i in range(3)]
        while not game.is_over(rec.state):
            seat = game.to_act(rec.state)[0]
            view = game.player_view(rec.state, seat)
            rec.play(bots[seat].choose(view, game.legal_actions(rec.state, seat)))
            states.append(game.state_to_dict(rec.state))
        slots = store(tmp_path)
        slots.save("slot-03", rec.record, seats(3), state=rec.state)

        replay = Replayer(slots.load("slot-03").record, every=16)
        assert replay.step_count == len(states) - 1
        for n in (0, 1, 17, len(states) // 2, len(states) - 1, 3):
            assert game.state_to_dict(replay.goto(n)) == states[n], n
        replay.goto(40)
        assert replay.back() and game.state_to_dict(replay.state) == states[39]
        assert replay.forward() and game.state_to_dict(replay.state) == states[40]
        assert {e.kind for e in replay.events_at(0)} >= self.FIRST_EVENTS
        later = {e.kind for n in range(1, self.LATER_STEPS) for e in replay.events_at(n)}
        assert later >= self.LATER_EVENTS
