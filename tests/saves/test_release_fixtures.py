"""What the last release left on players' disks still loads, exactly as the program loads it.

``tests/fixtures/release-ba86305/`` holds real files written by the code of commit
ba86305 (``tools/make_release_fixtures.py``; see its README): a game slot, an autosave, a
campaign slot, the history database with its replays, a server's tables and a replay
file. Every figure compared here comes from ``facts.json``, which that code wrote beside
them. Each test loads a copy in ``tmp_path`` (a loader may migrate a file in place).

None of these files says which game it holds (they are from before the box): each is
read as Oh My Goods! (``registry.DEFAULT``), and what is written again now says so.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sqlite3
from datetime import datetime
from pathlib import Path
from typing import Any

from omg_desktop.commands import replay as replay_command
from omg_desktop.commands.replay import FileStore
from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS
from omg_desktop.games.ohmygoods.campaign.store import CampaignStore, current_game
from omg_desktop.games.ohmygoods.rules import GameState, legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder, state_hash
from omg_desktop.history import SCHEMA_VERSION, GameHistory, game_key
from omg_desktop.net.hub import Hub
from omg_desktop.net.storage import SQLiteStorage
from omg_desktop.net.table import Table
from omg_desktop.saves import AUTOSAVE, Autosaver, Replayer, SlotStore, resumed_recorder

from .helpers import CAT

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "release-ba86305"
FACTS: dict[str, Any] = json.loads((FIXTURES / "facts.json").read_text(encoding="utf-8"))


def copy_of(part: str, tmp_path: Path) -> Path:
    """A copy of the fixture folder ``part`` to load (the fixture itself stays as written)."""
    return Path(shutil.copytree(FIXTURES / part, tmp_path / part))


def seats_of(seats) -> list[list]:
    return [[s.name, s.kind, s.level] for s in seats]


def check_game(record: GameRecord, state: GameState, facts: dict[str, Any]) -> None:
    """The replayed game is the very one the release saved."""
    assert record.ruleset == facts["ruleset"]
    assert record.seed == facts["seed"] and record.players == facts["players"]
    assert len(record.steps) == facts["steps"] and len(record.actions()) == facts["actions"]
    assert record.final_hash == facts["final_hash"]
    assert state_hash(state) == facts["state_hash"]
    assert state.round == facts["round"] and state.over == facts["over"]


def goes_on(recorder: Recorder) -> None:
    """A resumed game takes its next move."""
    seat = to_act(recorder.state)[0]
    before = len(recorder.record.steps)
    recorder.play(legal_actions(recorder.state, seat)[0])
    assert len(recorder.record.steps) > before


def schema_of(path: Path) -> int:
    """The history database's schema version (read without migrating it)."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT version FROM schema_version").fetchone()[0]
    finally:
        conn.close()


def game_id(path: Path) -> Any:
    """The ``game`` a file says it holds (None: it says nothing)."""
    return json.loads(path.read_text(encoding="utf-8")).get("game")


def test_the_fixtures_are_the_release_s_files_unchanged():
    assert FACTS["commit"].startswith("ba86305") and FACTS["app_version"] == "0.1.0"
    on_disk = {
        p.relative_to(FIXTURES).as_posix()
        for p in FIXTURES.rglob("*")
        if p.is_file() and p.name not in ("facts.json", "README.md")
    }
    assert on_disk == set(FACTS["files"])
    for name, digest in FACTS["files"].items():
        assert hashlib.sha256((FIXTURES / name).read_bytes()).hexdigest() == digest, name


def test_the_game_slot_loads_replays_to_its_hash_and_goes_on(tmp_path):
    facts = FACTS["slot"]
    store = SlotStore(copy_of("saves", tmp_path), catalog=CAT)
    info = store.info(facts["slot"], verify=True)  # as the slot list shows it
    assert game_id(store.path(facts["slot"])) is None  # written before the box
    assert info.problem is None and info.name == facts["name"] and info.game == registry.DEFAULT
    assert info.thumbnail is not None and info.thumbnail.startswith(b"\x89PNG")
    assert info.steps == facts["game"]["steps"] and info.round == facts["game"]["round"]
    saved = store.load(facts["slot"])
    check_game(saved.record, saved.state, facts["game"])
    assert seats_of(saved.seats) == facts["game"]["seats"] and saved.name == facts["name"]
    assert saved.meta.saved_at == datetime.fromisoformat(facts["saved_at"])
    assert saved.record.game == registry.DEFAULT
    recorder = resumed_recorder(saved.record, CAT, saved.meta.state_hash)
    goes_on(recorder)
    store.save(facts["slot"], recorder.record, saved.seats, state=recorder.state)  # saved now
    assert game_id(store.path(facts["slot"])) == registry.DEFAULT
    again = store.load(facts["slot"])
    assert again.record == recorder.record and again.record.game == registry.DEFAULT
    assert store.load_backup(facts["slot"]).record == saved.record  # the release's, kept


def test_the_autosave_is_offered_for_resume_and_goes_on(tmp_path):
    facts = FACTS["autosave"]
    store = SlotStore(copy_of("saves", tmp_path), catalog=CAT)
    offered = store.latest_unfinished()  # what the start offers
    assert offered is not None and offered.slot == AUTOSAVE == facts["slot"]
    assert offered.problem is None and seats_of(offered.seats) == facts["game"]["seats"]
    assert offered.game == registry.DEFAULT
    saved = store.load(offered.slot)  # what taking the offer loads
    check_game(saved.record, saved.state, facts["game"])
    recorder = resumed_recorder(saved.record, CAT, saved.meta.state_hash)
    goes_on(recorder)
    backup = store.load_backup(AUTOSAVE)
    assert len(backup.record.steps) == facts["backup_steps"]
    autosaver = Autosaver(store)
    autosaver.backup_offered = True  # (the start offered it: taken)
    assert autosaver.save(recorder.record, saved.seats, recorder.state) is not None
    assert game_id(store.path(AUTOSAVE)) == registry.DEFAULT  # the game goes on, saved now
    assert store.load(AUTOSAVE).record == recorder.record


def test_the_campaign_slot_loads_and_continues_its_chapter(tmp_path):
    facts = FACTS["campaign"]
    store = CampaignStore(copy_of("saves", tmp_path), catalog=CAT, levels=BOT_LEVELS)
    row = next(r for r in store.list(verify=True) if r.slot == facts["slot"])
    assert not row.damaged, row.problem
    camp = store.load(facts["slot"], CAT)
    assert camp.chapter == facts["chapter"] and camp.status == facts["status"]
    assert camp.attempts == facts["attempts"] and camp.seed == facts["campaign_seed"]
    assert seats_of(camp.seats) == facts["seats"]
    record = GameRecord.from_dict(camp.game)
    assert record.game == registry.DEFAULT and game_id(store.path(facts["slot"])) is None
    check_game(record, current_game(camp, CAT), facts["game"])
    recorder = resumed_recorder(record, CAT)  # as the campaign screen continues it
    assert recorder.state.setup["chapter"] == facts["chapter"]
    assert state_hash(recorder.state) == facts["game"]["state_hash"]
    goes_on(recorder)
    camp.game = recorder.record.to_dict()  # as the campaign screen saves after a move
    store.save(facts["slot"], camp)
    assert game_id(store.path(facts["slot"])) == registry.DEFAULT
    again = store.load(facts["slot"], CAT)
    assert again.game == camp.game and again.game["game"] == registry.DEFAULT
    assert state_hash(current_game(again, CAT)) == state_hash(recorder.state)
    assert store.load_backup(facts["slot"], CAT).chapter == facts["chapter"]  # the release's


def test_the_history_opens_and_shows_its_games_and_their_replays(tmp_path):
    facts = FACTS["history"]
    folder = copy_of("saves", tmp_path)
    history = GameHistory(folder)
    try:
        assert schema_of(FIXTURES / "saves" / "history.sqlite3") == 2  # the release's schema
        assert history.connection() is not None
        assert history.take_notices() == []  # not set aside, not refused
        assert schema_of(folder / "history.sqlite3") == SCHEMA_VERSION  # migrated (the copy)
        conn = history.connection()
        assert conn is not None
        kept = conn.execute("SELECT game, COUNT(*) FROM games GROUP BY game").fetchall()
        assert kept == [(registry.DEFAULT, len(facts["games"]))]
        assert sorted(history.profile_names()) == sorted(facts["profiles"])
        games = {g["key"]: g for g in facts["games"]}
        for name, keys in facts["games_of"].items():
            lines = history.games_of(name)
            assert sorted(line.key for line in lines) == sorted(keys)
            for line in lines:
                game = games[line.key]
                assert line.finished_at == datetime.fromisoformat(game["finished_at"])
                assert [line.ruleset, line.rounds, line.players] == [
                    game["ruleset"],
                    game["round"],
                    game["players"],
                ]
                assert line.score == game["scores"][line.seat]
                assert (line.chapter, line.medal) == (game["chapter"], game["medal"])
                assert line.replay_file == game["replay_file"]
        for game in facts["games"]:  # the replay window loads each game's file so
            path = history.replay_path(game["replay_file"])
            assert path is not None
            assert game_id(path) is None
            saved = FileStore(path, CAT).load(str(path))
            assert saved.record.game == registry.DEFAULT
            check_game(saved.record, saved.state, game)
            assert seats_of(saved.seats) == game["seats"]
            assert game_key(saved.record, saved.seats) == game["key"]  # known again, not twice
    finally:
        history.close()


def test_the_server_s_storage_restores_the_table(tmp_path):
    facts = FACTS["server"]
    storage = SQLiteStorage(copy_of("server", tmp_path))
    hub = Hub(CAT, storage)
    try:
        assert storage.active_codes() == [facts["code"]]
        stored = storage.load_table(facts["code"])
        assert stored is not None and not stored.over
        assert stored.game == registry.DEFAULT  # a table of before the box: Oh My Goods!
        assert [stored.ruleset, stored.seed, stored.players, stored.away] == [
            facts["ruleset"],
            facts["seed"],
            facts["players"],
            facts["away"],
        ]
        assert len(stored.steps) == facts["steps"]
        assert [[s.seat, s.kind, s.level, s.name] for s in stored.seats] == facts["seats"]
        assert stored.seats[facts["seat"]].last_seq == facts["last_seq"]
        table = Table.restore(CAT, stored, storage)
        assert state_hash(table.state) == facts["state_hash"]
        assert table.table_message()["game"] == registry.DEFAULT
        assert table.state.round == facts["round"] and table.actions == facts["actions"]
        taken_back = hub.resume(facts["code"], facts["seat"], facts["token"])  # its person
        assert state_hash(taken_back.state) == facts["state_hash"]
    finally:
        hub.close()


def test_the_replay_file_replays_to_the_end(tmp_path, capsys):
    facts = FACTS["replay"]
    path = copy_of("replay", tmp_path) / facts["file"]
    assert replay_command.run(argparse.Namespace(file=path)) == 0
    out = capsys.readouterr().out
    assert f"OK — {facts['steps']} steps, {facts['round']} rounds" in out
    saved = replay_command.load_file(path)
    assert game_id(path) is None and saved.record.game == registry.DEFAULT
    check_game(saved.record, saved.state, facts)
    assert seats_of(saved.seats) == facts["seats"]
    replayer = Replayer(saved.record, CAT)
    assert replayer.step_count == facts["actions"]
    end = replayer.goto(replayer.step_count)
    assert end.over and state_hash(end) == facts["final_hash"]
