"""A record is copied whole, in one place (``GameRecord.copy``), so no field is dropped.

A campaign player lost their campaign on the first quit-and-continue: resuming made a
new record field by field and left out ``setup`` (the chapter, flags and introduced
cards), so the next save of the chapter belonged to no chapter.
"""

from __future__ import annotations

import dataclasses

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.rules import legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder, state_hash
from omg_desktop.saves import resumed_recorder
from omg_desktop.saves.replayer import Replayer

from .helpers import CAT

SETUP = {"chapter": "ch1", "flags": {"a": "b"}, "introduced": []}


def chapter_recorder(actions: int) -> Recorder:
    """A campaign chapter's game after ``actions`` random moves."""
    rec = Recorder(CAT, 2, "7:ch1:0", "longsdale", setup=dict(SETUP))
    bots = [RandomBot(f"copy/{i}") for i in range(2)]
    for _ in range(actions):
        seat = to_act(rec.state)[0]
        rec.play(bots[seat].choose(player_view(rec.state, seat), legal_actions(rec.state, seat)))
    return rec


def test_a_copy_keeps_every_field_and_shares_nothing():
    record = GameRecord("bigbox", "s", 3, ["0 a"], "f" * 32, {"chapter": "ch2", "flags": {}}, "g")
    defaults = GameRecord("", 0, 0)
    for f in dataclasses.fields(GameRecord):  # a field added later is checked too
        assert getattr(record, f.name) != getattr(defaults, f.name), f"set {f.name} here"
    copied = record.copy()
    assert copied == record and copied is not record
    copied.steps.append("1 b")
    copied.setup["flags"]["x"] = "y"  # type: ignore[index]
    assert record.steps == ["0 a"] and record.setup == {"chapter": "ch2", "flags": {}}


def test_a_resumed_chapter_keeps_its_setup():
    rec = chapter_recorder(12)
    assert rec.record.setup and rec.record.setup["chapter"] == "ch1"
    resumed = resumed_recorder(rec.record, CAT, state_hash(rec.state))
    assert resumed.record.to_dict() == rec.record.to_dict()
    assert resumed.record.setup == rec.record.setup


def test_a_replayed_chapter_keeps_its_setup():
    rec = chapter_recorder(12)
    assert Replayer(rec.record, CAT).record.to_dict() == rec.record.to_dict()
