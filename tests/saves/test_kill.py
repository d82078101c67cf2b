"""Killing a saving process at random moments loses nothing (issue 5: 200 trials).

A forked child saves games into three slots in a loop, reporting each finished
save on a pipe; the parent waits for a random number of finished saves (0 to 2,
counted on the pipe, so a loaded machine only makes a trial slower) and then
SIGKILLs the child after a random part of one save's time (measured on this
disk), so kills land at every point of a save. Afterwards every slot must load,
verified, as the game it held before the interrupted save or the one that save
was writing, and its backup (if any) must load as an older game.
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest
from kill_helpers import allowed, read_all, read_lines

from omg_desktop.saves import SlotStore

from .helpers import CAT, game, seats

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL (POSIX)"),
    pytest.mark.timeout(120),
]

TRIALS = 200
SLOTS = ("slot-01", "slot-02", "autosave")


def versions() -> list[tuple]:
    """Games to save, cycling: prefixes of one game (record, state) at different points."""
    _, points = game(2, 77)
    return [points[n] for n in range(0, 72, 6)]  # short games: quick to verify


def child(store: SlotStore, start: dict[str, int], games: list[tuple], out: int) -> None:
    """Save forever: the i-th save writes SLOTS[i % 3] with its next version; report it."""
    try:
        os.write(out, b"go\n")  # started: the parent's clock starts now, not at fork
        i = 0
        while True:
            slot = SLOTS[i % len(SLOTS)]
            v = start[slot] + i // len(SLOTS) + 1
            record, state = games[v % len(games)]
            store.save(slot, record, seats(2), name=f"v{v}", state=state)
            os.write(out, f"{i}\n".encode())
            i += 1
    finally:
        os._exit(0)


def test_sigkill_during_saves_loses_no_slot(tmp_path: Path):
    games = versions()
    store = SlotStore(tmp_path, catalog=CAT)
    version = {slot: 0 for slot in SLOTS}
    for slot in SLOTS:
        store.save(slot, games[0][0], seats(2), name="v0", state=games[0][1])
    rng = random.Random(5)
    times = []
    for v in (1, 2, 3):
        t = time.perf_counter()
        store.save("slot-03", games[v][0], seats(2), state=games[v][1])
        times.append(time.perf_counter() - t)
    one_save = max(times)  # the disk's speed sets the kill times
    store.delete("slot-03")
    for trial in range(TRIALS):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            os.close(read_end)
            child(store, version, games, write_end)
        os.close(write_end)
        assert os.read(read_end, 3) == b"go\n"
        early = read_lines(read_end, rng.randrange(3))  # whole saves first, counted
        time.sleep(rng.uniform(0.0, min(0.1, one_save)))  # then into a save, at random
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        done = len((early + read_all(read_end)).splitlines())
        os.close(read_end)
        may = allowed(SLOTS, version, done)
        for slot in SLOTS:
            loaded = store.load(slot)  # raises SaveError if the slot was lost or damaged
            v = int(loaded.name[1:])
            assert v in may[slot], f"trial {trial}: {slot} holds v{v}, expected {may[slot]}"
            record, _ = games[v % len(games)]
            assert loaded.record.steps == record.steps
            if store.backup_path(slot).exists():
                older = int(store.load_backup(slot).name[1:])
                assert older <= v  # equal: killed between keeping the backup and replacing
            version[slot] = v
    assert sum(version.values()) > TRIALS // 4  # the child really saved, again and again
