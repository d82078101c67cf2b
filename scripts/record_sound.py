#!/usr/bin/env python3
"""Record what the game plays, on a computer without a sound card, and measure it.

    python scripts/record_sound.py --speed normal --seconds 60
    python scripts/record_sound.py --speed instant --seconds 30
    python scripts/record_sound.py --speed instant --ambience --seconds 25
    python scripts/record_sound.py --play-all

A private PulseAudio server is started with one null sink (nothing is heard; the sink's
monitor is what the game "played"), ``parec`` records that monitor to a WAV file, and
the game runs a table of computers (``play --players 2 --humans 0 --seed N``) offscreen
in a fresh settings folder at the chosen animation speed. The game's own timeline is
kept too: every effect the window asks for (``SoundBoard.play``) is written with its
time. Then the recording is cut into sounds (10 ms windows over −60 dBFS, gaps of
60 ms) and each is matched with the effect asked for just before it.

Printed (and written to ``report.json`` beside ``recording.wav`` in ``--out``): how many
effects were asked for and how many sounds were heard, the delay from asking to
hearing (median and worst, once the constant offset between the two clocks is taken
out), the peak and the samples at full scale, and, with ``--ambience``, the largest
jump between two neighbouring samples (a seam in the loop would show as one).

Needs ``pulseaudio`` and ``parec`` (Debian: ``apt-get install pulseaudio
pulseaudio-utils``); ``sox`` is not needed. docs/sound.md has what was measured.
"""

from __future__ import annotations

import argparse
import array
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATE = 44100
SPEEDS = {"instant": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}

# Run inside the game's process: log each effect asked for, then start the game.
DRIVER = r"""
import sys, time
from omg_desktop.ui.sound import board
log = open(sys.argv[1], "w", buffering=1)
_play = board.SoundBoard.play
def play(self, name):
    log.write(f"{time.monotonic():.4f} {name} {int(self.ready)}\n")
    _play(self, name)
board.SoundBoard.play = play
from omg_desktop.cli import main
sys.exit(main(sys.argv[2:]))
"""


def start_pulse(work: Path) -> tuple[subprocess.Popen, dict]:
    """A PulseAudio server of our own, with a null sink ``rec``; its environment."""
    if not shutil.which("pulseaudio") or not shutil.which("parec"):
        sys.exit("record_sound: needs pulseaudio and parec (apt-get install pulseaudio "
                 "pulseaudio-utils)")  # fmt: skip
    socket = work / "native"
    config = work / "default.pa"
    config.write_text(
        f"load-module module-null-sink sink_name=rec rate={RATE} channels=1 "
        "sink_properties=device.description=rec\n"
        "set-default-sink rec\n"
        f"load-module module-native-protocol-unix auth-anonymous=1 socket={socket}\n"
    )
    env = dict(os.environ)
    for sub in ("home", "run", "xdg"):
        (work / sub).mkdir(mode=0o700, exist_ok=True)
    env.update(HOME=str(work / "home"), PULSE_RUNTIME_PATH=str(work / "run"),
               XDG_RUNTIME_DIR=str(work / "xdg"))  # fmt: skip
    server = subprocess.Popen(
        ["pulseaudio", "--daemonize=no", "--system=false", "--exit-idle-time=-1",
         "--disallow-exit", "-n", "-F", str(config), "--log-target=stderr"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    client = dict(os.environ, PULSE_SERVER=f"unix:{socket}")
    for _ in range(100):
        if socket.exists() and subprocess.run(
            ["pactl", "info"], env=client, capture_output=True
        ).returncode == 0:  # fmt: skip
            return server, client
        time.sleep(0.1)
    server.kill()
    sys.exit("record_sound: the PulseAudio server did not start")


def read_wav(path: Path) -> array.array:
    with wave.open(str(path)) as w:
        data = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder != "little":
        data.byteswap()
    return data


def sounds_in(samples: array.array, floor_db: float = -60.0, gap_ms: int = 60) -> list:
    """(start s, end s, peak) of each sound: 10 ms windows over ``floor_db``."""
    win = RATE // 100
    floor = 32768 * 10 ** (floor_db / 20)
    found, start, end, quiet = [], None, 0, 0
    for k in range(0, len(samples), win):
        loud = max(map(abs, samples[k : k + win]), default=0) > floor
        if loud:
            if start is None:
                start = k
            end, quiet = k + win, 0
        elif start is not None:
            quiet += 10
            if quiet >= gap_ms:
                found.append((start / RATE, end / RATE, max(map(abs, samples[start:end]))))
                start = None
    if start is not None:
        found.append((start / RATE, end / RATE, max(map(abs, samples[start:end]))))
    return found


def dropouts(samples: array.array, heard: list) -> int:
    """Runs of 10 ms or more of exact zeros inside a sound: the device ran dry (the
    server fills an underrun with silence; a real sound is never exactly 0 that long)."""
    count = 0
    for start, end, _peak in heard:
        zeros = 0
        for v in samples[int(start * RATE) : int(end * RATE)]:
            if v == 0:
                zeros += 1
                if zeros == RATE // 100:
                    count += 1
            else:
                zeros = 0
    return count


def db(value: float) -> float:
    return round(20 * math.log10(max(value, 1) / 32768), 1)


def measure(samples: array.array, asked: list, t0: float) -> dict:
    """The recording against the timeline (``asked``: (monotonic s, name, ready))."""
    heard = sounds_in(samples)
    peak = max(map(abs, samples), default=0)
    report = {
        "seconds": round(len(samples) / RATE, 2),
        "asked": len(asked),
        "asked_while_open": sum(1 for _t, _n, ready in asked if ready),
        "heard": len(heard),
        "peak_dbfs": db(peak),
        "full_scale_samples": sum(1 for v in samples if v in (32767, -32768)),
        "largest_step": round(
            max((abs(b - a) for a, b in zip(samples, samples[1:], strict=False)), default=0)
            / 32768,
            3,
        ),  # fmt: skip
        "dropouts": dropouts(samples, heard),
    }
    played = [(t - t0, n) for t, n, ready in asked if ready]
    if played and heard:
        # The two clocks differ by a constant (parec's start, the buffers): the offset
        # that matches most effects with a sound starting within 30 ms is that constant.
        starts = [s for s, _e, _p in heard]
        best = None
        for s in starts[:20]:
            for t, _n in played[:20]:
                off = s - t
                hits = sum(1 for t2, _ in played if any(abs(x - t2 - off) < 0.03 for x in starts))
                if best is None or hits > best[0]:
                    best = (hits, off)
        _hits, offset = best
        delays, unmatched = [], []
        for t, name in played:
            later = [s - t - offset for s in starts if -0.03 < s - t - offset < 0.5]
            if later:
                delays.append(min(later))
            else:  # within another sound (it began before that one ended) or not heard
                unmatched.append(name)
        delays.sort()
        report.update(
            matched=len(delays),
            unmatched=len(unmatched),
            unmatched_effects=sorted(set(unmatched)),
            delay_ms_median=round(1000 * delays[len(delays) // 2], 1) if delays else None,
            delay_ms_worst=round(1000 * max(delays), 1) if delays else None,
            together=sum(1 for a, b in zip(played, played[1:], strict=False) if b[0] - a[0] < 0.03),
        )
    report["sounds"] = [
        {"at": round(s, 2), "length": round(e - s, 2), "peak_dbfs": db(p)} for s, e, p in heard
    ]
    return report


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--speed", choices=SPEEDS, default="normal")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long the game runs")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--volume", type=int, default=75, help="View ▸ Sound volume, percent")
    ap.add_argument("--ambience", action="store_true", help="with the table ambience on")
    ap.add_argument("--play-all", action="store_true", help="record `omg-desktop sound --play all`")
    ap.add_argument("--out", type=Path, default=None, help="keep the files here")
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="omg-sound-"))
    out = args.out or work
    out.mkdir(parents=True, exist_ok=True)
    (work / "pulse").mkdir()
    server, env = start_pulse(work / "pulse")
    wav, timeline = out / "recording.wav", out / "timeline.txt"
    rec = subprocess.Popen(
        ["parec", "-d", "rec.monitor", "--format=s16le", f"--rate={RATE}", "--channels=1",
         "--file-format=wav", str(wav)], env=env,
    )  # fmt: skip
    time.sleep(0.5)
    t0 = time.monotonic()
    python = sys.executable
    try:
        if args.play_all:
            play_all = "import sys; from omg_desktop.cli import main; sys.exit(main(%r))"
            command = [python, "-c", play_all % ["sound", "--play", "all"]]
            subprocess.run(command, env=dict(env, OMG_DESKTOP_SOUND="on"), cwd=ROOT, check=False)
            timeline.write_text("")
        else:
            home = work / "user"
            conf = home / "config" / "omg-desktop"
            conf.mkdir(parents=True)
            (conf / "omg-desktop.conf").write_text(
                f"[ui]\nanimation_speed={SPEEDS[args.speed]}\n\n[sound]\nvolume={args.volume}\n"
                f"ambience={'true' if args.ambience else 'false'}\nmuted=false\n\n"
                '[tutorial]\noffered=[\\"first_start\\"]\n'
            )
            game_env = dict(env, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                            XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
                            QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"),
                            OMG_DESKTOP_SOUND="on")  # fmt: skip
            game = subprocess.Popen(
                [python, "-c", DRIVER, str(timeline), "play", "--players", "2",
                 "--humans", "0", "--seed", str(args.seed)], env=game_env, cwd=ROOT,
            )  # fmt: skip
            try:
                game.wait(timeout=args.seconds)
            except subprocess.TimeoutExpired:
                game.send_signal(signal.SIGTERM)
                game.wait(timeout=10)
        time.sleep(1.0)  # the last sound rings out
    finally:
        rec.send_signal(signal.SIGINT)
        rec.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)
    asked = []
    for line in timeline.read_text().splitlines():
        t, name, ready = line.split()
        asked.append((float(t), name, ready == "1"))
    report = measure(read_wav(wav), asked, t0)
    report.update(speed=args.speed, seed=args.seed, volume=args.volume,
                  ambience=args.ambience, play_all=args.play_all)  # fmt: skip
    (out / "report.json").write_text(json.dumps(report, indent=1))
    brief = {k: v for k, v in report.items() if k != "sounds"}
    print(json.dumps(brief))
    print(f"files in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
