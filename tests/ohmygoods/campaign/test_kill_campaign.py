"""Killing a process while it saves campaigns loses no slot and no backup (issue 12).

As ``tests/saves/test_kill.py`` does for game slots: a forked child saves
campaigns into the three campaign slots in a loop, reporting each finished save
on a pipe; the parent waits for a random number of finished saves (0 to 2,
counted on the pipe) and has a timer SIGKILL the child a random part of one
save's time later (measured on this disk), so kills land at every point of a
save — keeping the backup or writing the slot. Afterwards every slot must load,
its game in progress replayed, as the campaign it held before the interrupted
save or the one that save was writing, and its backup (never empty) must load
as an older campaign.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from kill_helpers import allowed, read_all, read_lines

from omg_desktop.games.ohmygoods.campaign.flow import new_campaign
from omg_desktop.games.ohmygoods.campaign.progress import Campaign
from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.seating import Seat

from .damaged import CAT, LEVELS, play

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL (POSIX)"),
    pytest.mark.timeout(240),
]

TRIALS = 100
SLOTS = (1, 2, 3)


def versions() -> list[Campaign]:
    """Campaigns to save, cycling: one chapter in progress at different points."""
    out = []
    for upto in range(0, 60, 6):  # short games: quick to verify
        camp = new_campaign(CAT, [Seat("Ana"), Seat.computer("Bo", "greedy")], 0)
        play(camp, upto=upto, seed=3)
        out.append(camp)
    return out


def version(camps: list[Campaign], v: int) -> Campaign:
    """Version ``v``: its seed says which it is."""
    return replace(camps[v % len(camps)], seed=v)


def child(store: CampaignStore, start: dict[int, int], camps: list[Campaign], out: int) -> None:
    """Save forever: the i-th save writes SLOTS[i % 3] with its next version; report it."""
    try:
        os.write(out, b"go\n")
        i = 0
        while True:
            slot = SLOTS[i % len(SLOTS)]
            store.save(slot, version(camps, start[slot] + i // len(SLOTS) + 1))
            os.write(out, f"{i}\n".encode())
            i += 1
    finally:
        os._exit(0)


def test_sigkill_during_campaign_saves_loses_no_slot_and_no_backup(tmp_path: Path):
    camps = versions()
    store = CampaignStore(tmp_path, catalog=CAT, levels=LEVELS)
    held = {slot: 0 for slot in SLOTS}
    for slot in SLOTS:
        store.save(slot, version(camps, 0))
        store.save(slot, version(camps, 0))  # and its backup
    rng = random.Random(12)
    extra = CampaignStore(tmp_path / "measure", slots=1, catalog=CAT)
    times = []
    for v in (1, 2, 3):
        t = time.perf_counter()
        extra.save(1, version(camps, v))
        times.append(time.perf_counter() - t)
    one_save = max(times)  # the disk's speed sets the kill times
    for trial in range(TRIALS):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            os.close(read_end)
            child(store, held, camps, write_end)
        os.close(write_end)
        assert os.read(read_end, 3) == b"go\n"
        early = read_lines(read_end, rng.randrange(3))  # whole saves first, counted
        kill = threading.Timer(rng.uniform(0.0, min(0.1, one_save)), os.kill, (pid, signal.SIGKILL))
        kill.start()  # then into a save, at random
        _, status = os.waitpid(pid, 0)
        kill.cancel()  # a child that ended by itself is not killed later (nor its pid reused)
        kill.join()
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        done = len((early + read_all(read_end)).splitlines())
        os.close(read_end)
        may = allowed(SLOTS, held, done)
        for slot in SLOTS:
            loaded = store.load(slot, CAT)  # CampaignSaveError if lost or damaged
            v = loaded.seed
            assert v in may[slot], f"trial {trial}: slot {slot} holds v{v}, expected {may[slot]}"
            assert loaded.game == version(camps, v).game
            backup = store.backup_path(slot)
            assert backup.stat().st_size > 0, f"trial {trial}: an empty backup of slot {slot}"
            older = store.load_backup(slot, CAT).seed
            assert older <= v  # equal: killed between keeping the backup and replacing
            held[slot] = v
        assert all(r.campaign is not None and r.backup_available for r in store.list())
    assert sum(held.values()) > TRIALS // 4  # the child really saved, again and again
