"""Write the files a released version leaves on a player's disk, for the format tests.

Run it with the released code on the path (its own writers write every file), in a
checkout of that release, with a scratch home so nothing touches real folders:

    git worktree add /tmp/ba86305 ba86305
    cd /tmp/ba86305 && env HOME=/tmp/fx XDG_DATA_HOME=/tmp/fx/data \\
        XDG_CONFIG_HOME=/tmp/fx/config XDG_CACHE_HOME=/tmp/fx/cache \\
        QT_QPA_PLATFORM=offscreen PYTHONPATH=/tmp/ba86305 \\
        /work/main/.venv/bin/python /work/main/tools/make_release_fixtures.py \\
        /work/main/tests/fixtures/release-ba86305

It writes into OUT (which must not exist yet):

- ``saves/``: a saves folder as the window leaves it: ``slot-02.json`` (a 3-player game
  saved into a slot with its thumbnail), ``autosave.json`` and ``autosave.json.bak`` (a
  game in progress, autosaved after every action), ``campaign-1.json`` and its backup
  (a campaign part way into chapter 1), ``history.sqlite3`` and ``history/*.json`` (the
  finished games and their replays);
- ``server/tables.sqlite3``: a network server's tables, one table mid-game;
- ``replay/game-000042.json``: a finished game written by ``simulate --save``;
- ``facts.json``: what each file holds (steps, hashes, rounds, names, …), taken from
  the released code's own state when it wrote them.

Only APIs of the release it runs against are used; every seed is fixed.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import omg_desktop
from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS, make_bot
from omg_desktop.games.ohmygoods.campaign.flow import RULESET as CAMPAIGN_RULESET
from omg_desktop.games.ohmygoods.campaign.flow import (
    chapter_seed,
    chapter_setup,
    finish_chapter,
    new_campaign,
    start_chapter,
)
from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    Catalog,
    legal_actions,
    player_view,
    scores,
    to_act,
    winners,
)
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder, state_hash
from omg_desktop.history import GameHistory, finished_game
from omg_desktop.saves import Autosaver, SlotStore
from omg_desktop.seating.seat import Seat

START = datetime(2026, 11, 20, 18, 0, tzinfo=UTC)


class Clock:
    """A clock that moves one minute each time it is read (saves are stamped in order)."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def pick(rec: Recorder, seats: list[Seat], people: dict[int, RandomBot], bots: dict) -> int:
    """Play one action as the window does: people first among those to act, then the
    computers; each decides from its own view. Returns the seat that acted."""
    acting = to_act(rec.state)
    seat = next((s for s in acting if seats[s].is_human), acting[0])
    chooser = people[seat] if seats[seat].is_human else bots[seat]
    action = chooser.choose(player_view(rec.state, seat), legal_actions(rec.state, seat))
    rec.play(action)
    return seat


def choosers(seats: list[Seat], seed: int | str) -> tuple[dict[int, RandomBot], dict]:
    """The people's stand-ins (seeded random players) and the computers, as the window
    seeds them (``"<seed>/<seat>"``)."""
    people = {i: RandomBot(f"{seed}/person/{i}") for i, s in enumerate(seats) if s.is_human}
    bots = {i: make_bot(s.level, f"{seed}/{i}") for i, s in enumerate(seats) if s.is_computer}
    return people, bots


def game_facts(record: GameRecord, state: Any, seats: list[Seat]) -> dict[str, Any]:
    return {
        "ruleset": record.ruleset,
        "seed": record.seed,
        "players": record.players,
        "steps": len(record.steps),
        "actions": len(record.actions()),
        "state_hash": state_hash(state),
        "final_hash": record.final_hash,
        "round": state.round,
        "phase": str(state.phase),
        "over": state.over,
        "seats": [[s.name, s.kind, s.level] for s in seats],
    }


def thumbnail(cat: Catalog, state: Any, seats: list[Seat]) -> bytes:
    """The slot list's picture, drawn as the window draws it when saving to a slot."""
    from PySide6.QtWidgets import QApplication

    from omg_desktop.games.ohmygoods.face.art.cards import CardArt
    from omg_desktop.ui.slots_model import spectator_thumbnail

    _app = QApplication.instance() or QApplication([])
    return spectator_thumbnail(CardArt(cat), state, [s.name for s in seats], 0)


# ---- (a) a game saved into a slot ----------------------------------------------------------
def save_slot(cat: Catalog, folder: Path) -> dict[str, Any]:
    seats = [Seat.human("Ana"), Seat.computer("Bruno", "greedy"), Seat.computer("Chiara", "random")]
    seed = 20261120
    rec = Recorder(cat, len(seats), seed, "bigbox")
    people, bots = choosers(seats, seed)
    for _ in range(70):
        pick(rec, seats, people, bots)
    assert not rec.state.over
    store = SlotStore(folder, catalog=cat, clock=lambda: START)
    name = "Friday game"
    store.save(
        "slot-02",
        rec.record,
        seats,
        name=name,
        state=rec.state,
        thumbnail=thumbnail(cat, rec.state, seats),
        verify=True,
    )
    return {"slot": "slot-02", "name": name, "saved_at": START.isoformat(), "thumbnail": True}


# ---- (b) an autosave of a game in progress --------------------------------------------------
def autosave(cat: Catalog, folder: Path) -> dict[str, Any]:
    seats = [Seat.human("Dora"), Seat.computer("Emil", "heuristic")]
    seed = 4711
    rec = Recorder(cat, len(seats), seed, "classic")
    people, bots = choosers(seats, seed)
    clock = Clock(START + timedelta(hours=1))
    saver = Autosaver(SlotStore(folder, catalog=cat, clock=clock))
    for _ in range(55):
        pick(rec, seats, people, bots)
        result = saver.save(rec.record, seats, rec.state)  # after every completed action
        assert not isinstance(result, Exception), result
    assert not rec.state.over
    return {"slot": "autosave", "game": game_facts(rec.record, rec.state, seats)}


# ---- (c) a campaign part way into chapter 1 ----------------------------------------------------
def campaign(cat: Catalog, folder: Path) -> dict[str, Any]:
    seats = [Seat.human("Ana"), Seat.computer("Bo", "greedy")]
    store = CampaignStore(folder, catalog=cat, levels=BOT_LEVELS, clock=Clock(START))
    camp = new_campaign(cat, seats, 777)
    seed = chapter_seed(camp)
    rec = Recorder(cat, len(camp.seats), seed, CAMPAIGN_RULESET, chapter_setup(camp))
    start_chapter(camp, rec.record.to_dict())
    store.save(1, camp)  # the chapter starts: saved before its first move
    people, bots = choosers(camp.seats, seed)
    for _ in range(40):
        pick(rec, camp.seats, people, bots)
        camp.game = rec.record.to_dict()  # the campaign screen saves after every change
        store.save(1, camp)
    assert not rec.state.over
    return {
        "slot": 1,
        "chapter": camp.chapter,
        "status": camp.status,
        "attempts": camp.attempts,
        "campaign_seed": camp.seed,
        "seats": [[s.name, s.kind, s.level] for s in camp.seats],
        "game": game_facts(rec.record, rec.state, camp.seats),
    }


# ---- (d) the history of finished games -----------------------------------------------------------
def play_out(cat: Catalog, seats: list[Seat], seed: Any, ruleset: str, setup=None) -> Recorder:
    rec = Recorder(cat, len(seats), seed, ruleset, setup)
    people, bots = choosers(seats, seed)
    while not rec.state.over:
        pick(rec, seats, people, bots)
    return rec


def history(cat: Catalog, folder: Path) -> dict[str, Any]:
    clock = Clock(START - timedelta(days=3))
    hist = GameHistory(folder, clock=clock)
    games = []
    plays: list[tuple[list[Seat], Any, str, dict | None]] = [
        ([Seat.human("Ana"), Seat.computer("Bo", "greedy")], 101, "bigbox", None),
        (
            [Seat.human("Ana"), Seat.human("Dora"), Seat.computer("Emil", "random")],
            102,
            "classic",
            None,
        ),
    ]
    camp = new_campaign(cat, [Seat.human("Dora"), Seat.computer("Bo", "random")], 31)
    plays.append((camp.seats, chapter_seed(camp), CAMPAIGN_RULESET, chapter_setup(camp)))
    for seats, seed, ruleset, setup in plays:
        rec = play_out(cat, seats, seed, ruleset, setup)
        chapter = medal = None
        if setup is not None:  # a campaign chapter goes in with its medal
            start_chapter(camp, rec.record.to_dict())
            result = finish_chapter(cat, camp, rec.state)
            chapter, medal = result.chapter, result.medal
        record = GameRecord.from_dict(rec.record.to_dict())  # as the window copies it
        game = finished_game(record, seats, rec.state, hist.clock(), chapter=chapter, medal=medal)
        outcome = hist.record_game(game)
        assert outcome.new and outcome.replay_error is None, outcome
        games.append(
            {
                "key": game.key,
                "finished_at": game.finished_at.isoformat(),
                "chapter": chapter,
                "medal": medal,
                "scores": [s.total for s in scores(rec.state)],
                "winners": winners(rec.state),
                "replay_file": f"history/{game.key}.json",
                **game_facts(record, rec.state, seats),
            }
        )
    names = hist.profile_names()
    lines = {n: [g.key for g in hist.games_of(n)] for n in names}
    notices = hist.take_notices()
    assert not notices, notices
    hist.close()
    return {"database": "history.sqlite3", "games": games, "profiles": names, "games_of": lines}


# ---- (e) a network server's tables --------------------------------------------------------------
class Link:
    """A connection that keeps nothing (the seat's person is played here)."""

    def send(self, text: str) -> None:
        pass

    def close(self, code: int, reason: str) -> None:
        pass


async def _settle(hub: Any) -> None:
    """Wait until the server's computers have nothing left to think about."""
    idle = 0
    while idle < 5:
        await asyncio.sleep(0.01)
        idle = 0 if hub._thinking else idle + 1


async def _server_table(cat: Catalog, folder: Path) -> dict[str, Any]:
    from omg_desktop.net.hub import Hub, HubLimits
    from omg_desktop.net.storage import SQLiteStorage
    from omg_desktop.net.wire import encode

    storage = SQLiteStorage(folder)
    # one worker: the computers' moves are taken in one order, so the game is the same each run
    hub = Hub(cat, storage, HubLimits(), ThreadPoolExecutor(1))
    seed = 9090
    table = hub.create([None, "greedy", "random"], "bigbox", seed, away="random")
    table, seat, token = hub.join(table.code, "Ana")
    hub.attach(table, seat, Link())
    person = RandomBot(f"{seed}/person/{seat}")
    seq = 0
    while table.actions < 45:
        await _settle(hub)
        assert not table.over and seat in to_act(table.state)
        action = person.choose(player_view(table.state, seat), legal_actions(table.state, seat))
        seq += 1
        refused = table.submit(seat, encode(action), seq)
        assert refused is None, refused
    await _settle(hub)
    assert not table.over
    facts = {
        "file": "tables.sqlite3",
        "code": table.code,
        "seat": seat,
        "token": token,  # the person's ticket (made up for this fixture): takes the seat back
        "last_seq": seq,
        "away": "random",
        "seats": [[s.index, s.kind, s.level, s.name] for s in table.seats],
        "steps": len(table.steps),
        "actions": table.actions,
        "ruleset": table.state.ruleset.key,
        "seed": seed,
        "players": len(table.seats),
        "state_hash": state_hash(table.state),
        "round": table.state.round,
        "over": table.over,
    }
    hub.close()
    return facts


def server(cat: Catalog, folder: Path) -> dict[str, Any]:
    facts = asyncio.run(_server_table(cat, folder))
    Path(folder / "tables.sqlite3.lock").unlink(missing_ok=True)  # the lock of a running server
    return facts


# ---- (f) a replay file ------------------------------------------------------------------------
def replay_file(folder: Path) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "omg_desktop", "simulate"]
    cmd += ["--players", "3", "--games", "1", "--seed", "42", "--save", str(folder)]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    from omg_desktop.commands.replay import load_file

    path = folder / "game-000042.json"
    game = load_file(path)
    seats = list(game.seats)  # (the file has none: computers "Player 1" … are seated)
    return {
        "file": path.name,
        "command": " ".join(["omg-desktop", *cmd[3:-1], "DIR"]),
        "scores": [s.total for s in scores(game.state)],
        "winners": winners(game.state),
        **game_facts(game.record, game.state, seats),
    }


# ---- the whole set ------------------------------------------------------------------------------
def slot_facts(cat: Catalog, folder: Path, slot: str) -> dict[str, Any]:
    saved = SlotStore(folder, catalog=cat).load(slot)
    return game_facts(saved.record, saved.state, list(saved.seats))


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source_commit() -> str:
    here = Path(omg_desktop.__file__).resolve().parents[1]
    out = subprocess.run(
        ["git", "-C", str(here), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    )
    return out.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path, help="the folder to write (must not exist)")
    args = p.parse_args(argv)
    out: Path = args.out
    if out.exists():
        p.error(f"{out} exists already")
    cat = default_catalog()
    saves, net, replays = out / "saves", out / "server", out / "replay"
    for f in (saves, net, replays):
        f.mkdir(parents=True)
    facts: dict[str, Any] = {
        "commit": source_commit(),
        "app_version": omg_desktop.__version__,
        "package": str(Path(omg_desktop.__file__).resolve().parent),
    }
    slot = save_slot(cat, saves)
    slot["game"] = slot_facts(cat, saves, "slot-02")
    facts["slot"] = slot
    auto = autosave(cat, saves)
    auto["backup_steps"] = len(SlotStore(saves, catalog=cat).load_backup("autosave").record.steps)
    facts["autosave"] = auto
    facts["campaign"] = campaign(cat, saves)
    facts["history"] = history(cat, saves)
    facts["server"] = server(cat, net)
    facts["replay"] = replay_file(replays)
    files = sorted(p for p in out.rglob("*") if p.is_file())
    facts["files"] = {p.relative_to(out).as_posix(): sha256(p) for p in files}
    text = json.dumps(facts, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    (out / "facts.json").write_text(text, encoding="utf-8")
    total = sum(p.stat().st_size for p in files)
    print(f"{len(files)} files, {total} bytes, in {out}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    raise SystemExit(main())
