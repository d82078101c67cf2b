"""Server load: many tables of computer clients on one server over loopback.

    nice .venv/bin/python benchmarks/server_load.py --tables 100 --think 0.5 --duration 30

Starts ``omg-desktop serve`` (this checkout) on a free loopback port, pinned to one
core (``--server-cpu``; the clients run on the other cores), then fills ``--tables``
tables of ``--seats`` remote seats, every seat its own WebSocket connection played by a
Beginner (a uniformly random legal action: the cheap bot the load needs). A seat waits
``--think`` seconds (times a random factor between 0.5 and 1.5) before each action,
as a fast player would; ``--think 0`` plays as fast as the server answers, which
measures how many actions a second one core can serve. A table that finishes its game
starts another, so the tables stay busy for the whole run.

Measured over ``--duration`` seconds after ``--warmup``: actions a second, and the
latency from a client's action to its next view (the first update that shows the action
taken),
median, p90, p99 and max; the server's CPU time over the window and the time it waited
for a CPU while it had work (Linux /proc/PID/schedstat; 1.0 = the whole window), the
same for the client processes, and the server's CPU milliseconds per action (what
does not depend on how busy the machine is). Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import faulthandler
import json
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omg_desktop.net.client import Client, Closed, ConnectionLost, Updated  # noqa: E402


def sched(pid: int) -> tuple[float, float]:
    """Seconds a process (its main thread) has run on a CPU, and has waited for one while
    runnable (Linux /proc/PID/schedstat): the second is what a busy machine adds."""
    run_ns, wait_ns, _ = Path(f"/proc/{pid}/schedstat").read_text().split()
    return int(run_ns) / 1e9, int(wait_ns) / 1e9


class Load:
    """The clients of one process: tables of random seats, and what they measured."""

    def __init__(self, url: str, data: str, seats: int, think: float, seed: int) -> None:
        self.url = url
        self.data = data
        self.seats = seats
        self.think = think
        self.rng = random.Random(seed)
        self.measuring = False
        self.stop = False
        self.latencies: list[float] = []
        self.actions = 0
        self.games = 0
        self.errors: list[str] = []
        self.losses: dict[str, int] = {}

    def seat(self, done: asyncio.Future) -> Callable[[object], None]:
        """The event handler of one seat (called on each event as it is read: no queue,
        no task a message, so the clients stay a light load next to the server)."""
        loop = asyncio.get_running_loop()
        seat: dict = {"sent_at": None, "acted": -1, "client": None}

        def fire(action: str) -> None:
            if not self.stop and not done.done():
                seat["sent_at"] = time.perf_counter()
                loop.create_task(seat["client"].act(action))

        def on_event(event: object) -> None:
            if done.done():
                return
            if isinstance(event, ConnectionLost):
                self.losses[event.reason] = self.losses.get(event.reason, 0) + 1
            elif isinstance(event, Closed):
                done.set_exception(RuntimeError(f"connection closed: {event.error}"))
            elif isinstance(event, Updated):
                u = event.update
                if seat["sent_at"] is not None and u.own_actions > seat["acted"]:
                    if self.measuring:  # the first view that shows our action taken
                        self.latencies.append(time.perf_counter() - seat["sent_at"])
                        self.actions += 1
                    seat["sent_at"] = None
                if u.over or self.stop:
                    done.set_result(None)
                elif u.actions and seat["sent_at"] is None and seat["acted"] != u.own_actions:
                    seat["acted"] = u.own_actions
                    action = u.actions[self.rng.randrange(len(u.actions))]
                    loop.call_later(self.think * (0.5 + self.rng.random()), fire, action)

        on_event.seat = seat  # type: ignore[attr-defined]
        return on_event

    async def table(self) -> None:
        """Games at one table, one after another, until told to stop."""
        loop = asyncio.get_running_loop()
        while not self.stop:
            dones = [loop.create_future() for _ in range(self.seats)]
            handlers = [self.seat(d) for d in dones]
            clients = [Client(self.url, data=self.data, program="server_load", on_event=h)
                       for h in handlers]  # fmt: skip
            for c, h in zip(clients, handlers, strict=True):
                h.seat["client"] = c  # type: ignore[attr-defined]
            try:
                for c in clients:
                    await c.connect()
                seed = self.rng.randrange(2**32)
                code = (await clients[0].create([None] * self.seats, seed=seed)).code
                for i, c in enumerate(clients):
                    await c.join(code, f"load {i}")
                await asyncio.gather(*dones)
                self.games += 1
            except Exception as exc:  # noqa: BLE001 - counted and reported
                self.errors.append(f"{type(exc).__name__}: {exc}")
                await asyncio.sleep(1)
            finally:
                for d in dones:
                    if not d.done():
                        d.cancel()
                for c in clients:
                    await c.close()

    async def run(self, tables: int, warmup: float, duration: float) -> dict:
        workers = [asyncio.create_task(self.table()) for _ in range(tables)]
        await asyncio.sleep(warmup)
        self.measuring = True
        await asyncio.sleep(duration)
        self.measuring = False
        self.stop = True
        for w in workers:
            w.cancel()
        done, pending = await asyncio.wait(workers, timeout=60)
        if pending:  # should not happen: say where they are stuck
            for t in asyncio.all_tasks():
                if t is not asyncio.current_task():
                    t.print_stack(file=sys.stderr)
            raise SystemExit(f"{len(pending)} tables did not stop")
        return {
            "latencies": self.latencies,
            "actions": self.actions,
            "games": self.games,
            "errors": self.errors[:20],
            "error_count": len(self.errors),
            "losses": self.losses,
        }


def client_main(args: argparse.Namespace) -> None:
    """``--client-only``: this process's share of the tables; prints its raw results."""
    if args.client_cpu is not None:
        os.sched_setaffinity(0, {args.client_cpu})
    # a run that does not end by itself shows where it is stuck, and stops
    faulthandler.dump_traceback_later(args.warmup + args.duration + 120, exit=True)
    load = Load(args.url, args.data, args.seats, args.think, args.seed)
    print("ready", flush=True)  # the parent's window starts when every client process is here
    result = asyncio.run(load.run(args.tables, args.warmup, args.duration))
    print(json.dumps(result))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--think", type=float, default=0.5, help="seconds before each action")
    ap.add_argument("--warmup", type=float, default=10.0)
    ap.add_argument("--duration", type=float, default=30.0)
    ap.add_argument("--client-procs", type=int, default=1, help="processes for the clients")
    ap.add_argument("--server-cpu", type=int, default=0, help="the core the server runs on")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--client-only", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--url", help=argparse.SUPPRESS)
    ap.add_argument("--data", help=argparse.SUPPRESS)
    ap.add_argument("--client-cpu", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.client_only:
        client_main(args)
        return

    from omg_desktop.games.ohmygoods.loading import default_catalog
    from omg_desktop.net.wire import catalog_fingerprint

    data = catalog_fingerprint(default_catalog())
    cpus = sorted(os.sched_getaffinity(0))
    others = [c for c in cpus if c != args.server_cpu] or cpus
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="omg-load-") as tmp:
        server = subprocess.Popen(
            [sys.executable, "-m", "omg_desktop", "serve", "--host", "127.0.0.1", "--port", "0",
             "--data", tmp, "-q", "--rate", "1e6", "--burst", "1e6",
             "--max-tables", str(args.tables * 4 + 100), "--max-connections", "100000",
             # every client is on loopback, one address: lift the limits by address
             "--tables-per-address", str(args.tables * 4 + 100), "--create-burst", "100000",
             "--creates-per-minute", "1e6"],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.PIPE,
            text=True,
            preexec_fn=lambda: os.sched_setaffinity(0, {args.server_cpu}),
        )  # fmt: skip
        clients: list[subprocess.Popen] = []
        try:
            line = server.stdout.readline()
            port = int(re.search(r":(\d+) ", line).group(1))
            url = f"ws://127.0.0.1:{port}"
            share = [args.tables // args.client_procs] * args.client_procs
            for i in range(args.tables % args.client_procs):
                share[i] += 1
            common = ["--url", url, "--data", data, "--seats", str(args.seats),
                      "--think", str(args.think), "--warmup", str(args.warmup),
                      "--duration", str(args.duration)]  # fmt: skip
            for i, n in enumerate(share):
                if n:
                    mine = ["--tables", str(n), "--seed", str(args.seed + i),
                            "--client-cpu", str(others[i % len(others)])]  # fmt: skip
                    cmd = [sys.executable, __file__, "--client-only", *common, *mine]
                    clients.append(subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True))
            for c in clients:
                c.stdout.readline()
            time.sleep(args.warmup)
            s0, c0, t0 = sched(server.pid), [sched(c.pid) for c in clients], time.perf_counter()
            time.sleep(args.duration)
            s1, c1, t1 = sched(server.pid), [sched(c.pid) for c in clients], time.perf_counter()
            limit = 180
            results = [
                json.loads(c.communicate(timeout=limit)[0].strip().splitlines()[-1])
                for c in clients
            ]
        finally:
            for c in clients:
                if c.poll() is None:
                    c.kill()
            server.terminate()
            server.wait(30)
    lat = [x for r in results for x in r["latencies"]]
    actions = sum(r["actions"] for r in results)
    out = {
        "tables": args.tables,
        "seats": args.seats,
        "think_s": args.think,
        "duration_s": args.duration,
        "actions": actions,
        "actions_per_s": round(actions / args.duration, 1),
        "latency_ms": {
            "median": round(1000 * statistics.median(lat), 2) if lat else None,
            "p90": round(1000 * percentile(lat, 90), 2) if lat else None,
            "p99": round(1000 * percentile(lat, 99), 2) if lat else None,
            "max": round(1000 * max(lat), 2) if lat else None,
        },
        # shares of the window: 1.0 = the whole window on a CPU / waiting for one
        "server_cpu_share": round((s1[0] - s0[0]) / (t1 - t0), 3),
        "server_waiting_share": round((s1[1] - s0[1]) / (t1 - t0), 3),
        "server_cpu_ms_per_action": round(1000 * (s1[0] - s0[0]) / actions, 3) if actions else None,
        "clients_cpu_share": round(
            sum(b[0] - a[0] for a, b in zip(c0, c1, strict=True)) / (t1 - t0), 3
        ),
        "clients_waiting_share": round(
            sum(b[1] - a[1] for a, b in zip(c0, c1, strict=True)) / (t1 - t0), 3
        ),
        "games_finished": sum(r["games"] for r in results),
        "errors": sum(r["error_count"] for r in results),
        "error_samples": [e for r in results for e in r["errors"]][:5],
        "connections_lost": sum(n for r in results for n in r["losses"].values()),
        "lost_because": sorted({k for r in results for k in r["losses"]})[:5],
        "client_procs": len(clients),
        "machine": {
            "cpus": len(cpus),
            "loadavg_before": [round(x, 2) for x in load_before],
            "python": platform.python_version(),
        },
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
