"""Save speed: saving and loading a finished 4-player game in a slot; prints JSON.

Run by hand: ``.venv/bin/python benchmarks/save_speed.py [--repeat N]``.
Target (issue 5): save <= 50 ms and load <= 50 ms (the median, fsync included).
``load`` replays and verifies the whole game, as the program does.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from omg_desktop.games.ohmygoods.loading import default_catalog  # noqa: E402
from omg_desktop.games.ohmygoods.rules.record import replay  # noqa: E402
from omg_desktop.games.ohmygoods.simulation import play_random_game  # noqa: E402
from omg_desktop.saves import SlotStore  # noqa: E402
from omg_desktop.seating import Seat  # noqa: E402

TARGET_MS = 50.0


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    cat = default_catalog()
    record, _ = play_random_game(cat, 4, args.seed)
    state = replay(record, cat)
    seats = [Seat.computer(f"Player {i + 1}", "random") for i in range(4)]
    with tempfile.TemporaryDirectory() as folder:
        store = SlotStore(Path(folder), catalog=cat)
        save = timed(lambda: store.save("slot-01", record, seats, state=state), args.repeat)
        load = timed(lambda: store.load("slot-01"), args.repeat)
        size = store.path("slot-01").stat().st_size
    result = {
        "players": 4,
        "steps": len(record.steps),
        "file_bytes": size,
        "save_ms_median": round(statistics.median(save), 2),
        "save_ms_max": round(max(save), 2),
        "load_ms_median": round(statistics.median(load), 2),
        "load_ms_max": round(max(load), 2),
        "target_ms": TARGET_MS,
        "ok": statistics.median(save) <= TARGET_MS and statistics.median(load) <= TARGET_MS,
        "python": platform.python_version(),
        "platform": platform.platform(),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
