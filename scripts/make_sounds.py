"""Synthesise the game's sound effects into ``resources/sounds/*.wav``.

    python scripts/make_sounds.py [--out DIR] [--check]

Every sound is made here from sines, filtered noise and envelopes, in plain Python
(``math``, ``array`` and ``wave``; no numpy, no recordings), so the files are ours and
anyone can make them again: the output is the same, sample for sample, on every run
(the noise comes from our own seeded generator). ``--check`` makes them in memory and
compares them with the files in ``--out`` instead of writing (exit 1 if one differs).

The format is 16-bit mono PCM at 44,100 Hz, the one the game's mixer plays
(:mod:`omg_desktop.ui.sound.mixer`). Each effect is normalised to the same
loudness (the loudest 400 ms of its K-weighted signal, as ITU-R BS.1770 measures
it, at :data:`EFFECT_LOUDNESS`), with its sample peak at most :data:`PEAK_LIMIT`; the
table's ambience, a loop, sits far below them (:data:`AMBIENCE_LOUDNESS`). How each
one is made: ``docs/sound.md`` and the recipes below.
"""

from __future__ import annotations

import argparse
import array
import math
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 44_100
EFFECT_LOUDNESS = -20.0  # LUFS, momentary maximum (400 ms)
AMBIENCE_LOUDNESS = -44.0
PEAK_LIMIT = 10 ** (-3.0 / 20)  # -3 dBFS: room below full scale, no clipping anywhere
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


# ---- the pieces ----------------------------------------------------------------------
class Noise:
    """White noise in [-1, 1] from a 32-bit xorshift: the same numbers everywhere."""

    def __init__(self, seed: int) -> None:
        self.state = (seed * 2_654_435_761) & 0xFFFFFFFF or 1

    def take(self, n: int) -> Signal:
        out = [0.0] * n
        s = self.state
        for i in range(n):
            s ^= (s << 13) & 0xFFFFFFFF
            s ^= s >> 17
            s ^= (s << 5) & 0xFFFFFFFF
            out[i] = s / 2_147_483_648.0 - 1.0
        self.state = s
        return out


def samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def add(into: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Mix ``sound`` into ``into`` from ``at`` seconds on (``into`` grows if needed)."""
    start = samples(at)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def envelope(n: int, attack: float, decay: float) -> Signal:
    """A linear rise over ``attack`` seconds, then an exponential fall (time constant
    ``decay`` seconds)."""
    a = max(1, samples(attack))
    k = math.exp(-1.0 / (decay * RATE))
    out = [0.0] * n
    level = 1.0
    for i in range(n):
        if i < a:
            out[i] = i / a
        else:
            out[i] = level
            level *= k
    return out


def partial(freq: float, seconds: float, decay: float, attack: float = 0.002) -> Signal:
    """A sine at ``freq`` Hz that dies away."""
    n = samples(seconds)
    env = envelope(n, attack, decay)
    w = 2 * math.pi * freq / RATE
    return tail([env[i] * math.sin(w * i) for i in range(n)])


def glide(f0: float, f1: float, glide_s: float, seconds: float, decay: float) -> Signal:
    """A sine whose pitch falls from ``f0`` to ``f1`` over ``glide_s``, dying away."""
    n = samples(seconds)
    env = envelope(n, 0.002, decay)
    out = [0.0] * n
    phase = 0.0
    g = max(1, samples(glide_s))
    for i in range(n):
        f = f1 + (f0 - f1) * max(0.0, 1 - i / g)
        phase += 2 * math.pi * f / RATE
        out[i] = env[i] * math.sin(phase)
    return tail(out)


def burst(noise: Noise, seconds: float, attack: float, decay: float) -> Signal:
    """A burst of white noise with an envelope."""
    n = samples(seconds)
    env = envelope(n, attack, decay)
    return tail([e * v for e, v in zip(env, noise.take(n), strict=True)])


def tail(x: Signal, seconds: float = 0.006) -> Signal:
    """The last few milliseconds fade out: a note cut short does not click."""
    n = min(len(x), samples(seconds))
    for i in range(n):
        x[len(x) - 1 - i] *= i / n
    return x


def biquad(x: Signal, kind: str, f0: float, q: float = 0.7071, gain_db: float = 0.0) -> Signal:
    """The "Audio EQ Cookbook" (R. Bristow-Johnson) filters: lowpass, highpass,
    bandpass (0 dB peak) and highshelf."""
    w = 2 * math.pi * f0 / RATE
    cw, sw = math.cos(w), math.sin(w)
    alpha = sw / (2 * q)
    if kind == "lowpass":
        b = ((1 - cw) / 2, 1 - cw, (1 - cw) / 2)
        a = (1 + alpha, -2 * cw, 1 - alpha)
    elif kind == "highpass":
        b = ((1 + cw) / 2, -(1 + cw), (1 + cw) / 2)
        a = (1 + alpha, -2 * cw, 1 - alpha)
    elif kind == "bandpass":
        b = (alpha, 0.0, -alpha)
        a = (1 + alpha, -2 * cw, 1 - alpha)
    elif kind == "highshelf":
        big = 10 ** (gain_db / 40)
        root = 2 * math.sqrt(big) * alpha
        b = (
            big * ((big + 1) + (big - 1) * cw + root),
            -2 * big * ((big - 1) + (big + 1) * cw),
            big * ((big + 1) + (big - 1) * cw - root),
        )
        a = ((big + 1) - (big - 1) * cw + root, 2 * ((big - 1) - (big + 1) * cw),
             (big + 1) - (big - 1) * cw - root)  # fmt: skip
    else:
        raise ValueError(kind)
    b0, b1, b2 = (v / a[0] for v in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    out = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    for i, v in enumerate(x):
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out[i] = y
    return out


def fade(x: Signal, fade_in: float = 0.002, fade_out: float = 0.03) -> Signal:
    """Short linear fades at both ends: no click when a sound starts or stops."""
    n = len(x)
    a, b = min(n, samples(fade_in)), min(n, samples(fade_out))
    for i in range(a):
        x[i] *= i / a
    for i in range(b):
        x[n - 1 - i] *= i / b
    return x


# ---- instruments ------------------------------------------------------------------------
def mallet(freq: float, seconds: float, decay: float, noise: Noise, bright: float = 1.0) -> Signal:
    """A soft marimba-like note: the fundamental, its 3.9th partial (a tuned wooden
    bar's), and the mallet's tap."""
    note = partial(freq, seconds, decay, attack=0.003)
    add(note, partial(freq * 3.93, seconds, decay * 0.22, attack=0.002), gain=0.22 * bright)
    if freq * 9.0 < 7000:  # a high note's ninth partial would only hiss
        add(note, partial(freq * 9.0, min(seconds, 0.08), 0.012, attack=0.001), gain=0.05 * bright)
    tap = biquad(burst(noise, 0.02, 0.0005, 0.004), "lowpass", 2500)
    return add(note, tap, gain=0.25 * bright)


def knock(freq: float, noise: Noise, decay: float = 0.045) -> Signal:
    """A piece of wood knocked on the table: the modes of a wooden block (1, 2.76, 5.40)
    dying away fast, and a short click."""
    s = partial(freq, 0.22, decay, attack=0.0008)
    add(s, partial(freq * 2.76, 0.12, decay * 0.45, attack=0.0006), gain=0.45)
    add(s, partial(freq * 5.40, 0.06, decay * 0.2, attack=0.0004), gain=0.18)
    click = biquad(burst(noise, 0.012, 0.0003, 0.002), "bandpass", 3000, q=0.9)
    return add(s, click, gain=0.5)


def card_snap(noise: Noise, centre: float = 2400.0, swish: float = 0.04) -> Signal:
    """A card turned over: a rising swish of air, then the snap as it lands."""
    air = biquad(burst(noise, swish + 0.03, swish, 0.012), "bandpass", centre * 0.55, q=0.6)
    snap = biquad(burst(noise, 0.12, 0.002, 0.022), "bandpass", centre, q=0.8)
    snap = biquad(snap, "lowpass", 6500)
    s = add([], air, gain=0.45)
    add(s, snap, at=swish)
    add(s, partial(170, 0.08, 0.014, attack=0.001), at=swish + 0.004, gain=0.35)
    return biquad(biquad(s, "lowpass", 7000), "lowpass", 7000)  # paper, not hiss


def coin(freq: float, noise: Noise) -> Signal:
    """A coin set down on a pile: inharmonic partials of a thin metal disc, softened."""
    s: Signal = []
    for ratio, amp, decay in ((1.0, 1.0, 0.11), (1.59, 0.55, 0.075), (2.33, 0.35, 0.05),
                              (3.02, 0.18, 0.035)):  # fmt: skip
        add(s, partial(freq * ratio, 0.3, decay, attack=0.0012), gain=amp)
    tick = biquad(burst(noise, 0.01, 0.0003, 0.0015), "bandpass", 3500, q=0.8)
    add(s, tick, gain=0.3)
    return biquad(s, "lowpass", 7500)


def glass_tick(freq: float, noise: Noise, ring: float = 0.03) -> Signal:
    """A glass marble striking something hard: a click of band-passed noise and a few
    high, fast-dying partials (1, 1.47, 2.09 x f) that make it glassy, not wooden."""
    s = biquad(burst(noise, 0.01, 0.0002, 0.0012), "bandpass", freq * 1.2, q=1.2)
    for ratio, amp, decay in ((1.0, 0.9, ring), (1.47, 0.5, ring * 0.6), (2.09, 0.25, ring * 0.35)):
        add(s, partial(freq * ratio, ring * 4, decay, attack=0.0003), gain=amp)
    return s


def whir(f0: float, f1: float, seconds: float, teeth: float, noise: Noise) -> Signal:
    """A little gear train spinning up: a buzz whose pitch rises from ``f0`` to ``f1``
    (harmonics 1-6 at 1/k), chopped by the gear's teeth (``teeth`` clicks a second, a
    third faster by the end), with a breath of band-passed noise; it swells and stops."""
    n = samples(seconds)
    air = biquad(noise.take(n), "bandpass", 1400, q=0.8)
    out = [0.0] * n
    phase = tooth = 0.0
    for i in range(n):
        t = i / n
        phase += 2 * math.pi * (f0 + (f1 - f0) * t) / RATE
        tooth += 2 * math.pi * teeth * (1 + t / 3) / RATE
        buzz = sum(math.sin(k * phase) / k for k in range(1, 7))
        chop = 0.25 + 0.75 * (0.5 + 0.5 * math.cos(tooth)) ** 6
        swell = min(1.0, t / 0.3) * (0.6 + 0.4 * t)
        out[i] = swell * chop * (buzz + 0.25 * air[i])
    return tail(biquad(out, "lowpass", 4000))


def chime(freq: float, seconds: float, decay: float) -> Signal:
    """A small bell: partials at 1, 2, 3 and 4.16 x f, the higher dying sooner, with a
    second sine a few hertz off the first (the shimmer of a struck bell)."""
    s = partial(freq, seconds, decay, attack=0.0015)
    add(s, partial(freq + 2.5, seconds, decay * 0.9, attack=0.0015), gain=0.5)
    for ratio, amp, k in ((2.0, 0.35, 0.5), (3.0, 0.15, 0.3), (4.16, 0.08, 0.18)):
        add(s, partial(freq * ratio, seconds, decay * k, attack=0.001), gain=amp)
    return s


# ---- the effects -----------------------------------------------------------------------
def card_turned() -> Signal:
    """One card turned face up from the deck."""
    return card_snap(Noise(1))


def cards_dealt() -> Signal:
    """Cards slid off the deck one after another: three short slides."""
    noise = Noise(2)
    s: Signal = []
    for k, (at, centre) in enumerate(((0.0, 2700.0), (0.085, 3100.0), (0.17, 2850.0))):
        slide = biquad(burst(noise, 0.09, 0.012, 0.02), "bandpass", centre, q=0.7)
        add(s, slide, at=at, gain=0.8 + 0.1 * k)
        add(s, partial(190, 0.05, 0.01, attack=0.001), at=at + 0.014, gain=0.22)
    return biquad(biquad(s, "lowpass", 7000), "lowpass", 7000)


def goods_produced() -> Signal:
    """Wooden goods put on a building: three little knocks."""
    noise = Noise(3)
    s: Signal = []
    for at, freq, gain in ((0.0, 520.0, 1.0), (0.09, 620.0, 0.85), (0.175, 470.0, 0.7)):
        add(s, knock(freq, noise), at=at, gain=gain)
    return s


def coins_paid() -> Signal:
    """Coins counted out: three coins clinking."""
    noise = Noise(4)
    s: Signal = []
    for at, freq, gain in ((0.0, 2250.0, 1.0), (0.075, 2610.0, 0.75), (0.16, 2060.0, 0.6)):
        add(s, coin(freq, noise), at=at, gain=gain)
    return s


def building_built() -> Signal:
    """A building put down: a deep thud, a second knock, and a small bright note."""
    noise = Noise(5)
    s = glide(150, 88, 0.07, 0.4, 0.09)
    add(s, knock(330, noise, decay=0.06), gain=0.7)
    thump = biquad(burst(noise, 0.1, 0.001, 0.03), "lowpass", 700)
    add(s, thump, gain=0.6)
    add(s, knock(410, noise, decay=0.04), at=0.15, gain=0.45)
    add(s, mallet(1046.5, 0.4, 0.13, noise, bright=0.6), at=0.27, gain=0.3)
    return s


def assistant_hired() -> Signal:
    """A friendly two-note call, rising a fourth (E5, A5)."""
    noise = Noise(6)
    s = mallet(659.3, 0.35, 0.16, noise)
    return add(s, mallet(880.0, 0.4, 0.2, noise), at=0.11)


def round_end() -> Signal:
    """Three falling notes (G5, E5, C5): the round is over."""
    noise = Noise(7)
    s: Signal = []
    for at, freq, decay in ((0.0, 784.0, 0.15), (0.13, 659.3, 0.16), (0.26, 523.3, 0.3)):
        add(s, mallet(freq, 0.75 - at, decay, noise), at=at)
    return s


def game_won() -> Signal:
    """A rising major arpeggio (C5 E5 G5) that lands on a chord (C6 over G5)."""
    noise = Noise(8)
    s: Signal = []
    for at, freq in ((0.0, 523.3), (0.09, 659.3), (0.18, 784.0)):
        add(s, mallet(freq, 0.3, 0.12, noise), at=at, gain=0.85)
    add(s, mallet(1046.5, 0.58, 0.26, noise), at=0.27)
    add(s, mallet(784.0, 0.58, 0.26, noise, bright=0.5), at=0.27, gain=0.6)
    return s


def game_lost() -> Signal:
    """A gentle falling minor line (G4, E flat 4, C4), soft mallets."""
    noise = Noise(9)
    s: Signal = []
    for at, freq, decay in ((0.0, 392.0, 0.17), (0.17, 311.1, 0.18), (0.34, 261.6, 0.3)):
        add(s, mallet(freq, 0.85 - at, decay, noise, bright=0.5), at=at)
    return biquad(s, "lowpass", 3500)


def game_over() -> Signal:
    """Neither won nor lost (several people at the table): an open fifth, then its
    octave."""
    noise = Noise(10)
    s = mallet(392.0, 0.5, 0.22, noise)
    add(s, mallet(587.3, 0.5, 0.22, noise), gain=0.8)
    return add(s, mallet(784.0, 0.45, 0.2, noise, bright=0.7), at=0.16, gain=0.6)


def marble_taken() -> Signal:
    """A glass marble dropped into a tray: it strikes, bounces (each bounce sooner and
    softer, 70, 42, 25, 15 ms apart) and settles, over the tray's short low knock."""
    noise = Noise(12)
    s: Signal = []
    for at, freq, gain in ((0.0, 2900.0, 1.0), (0.07, 3050.0, 0.55), (0.112, 2980.0, 0.35),
                           (0.137, 3400.0, 0.3), (0.152, 2800.0, 0.2)):  # fmt: skip
        add(s, glass_tick(freq, noise), at=at, gain=gain)
    tray = biquad(burst(noise, 0.06, 0.0005, 0.012), "lowpass", 900)
    add(s, tray, gain=0.5)
    add(s, partial(310, 0.1, 0.02, attack=0.0008), gain=0.25)
    return biquad(s, "lowpass", 7000)


def gizmo_triggered() -> Signal:
    """A gizmo at work: a short whir of gears spinning up, then the click of a latch."""
    noise = Noise(13)
    s = whir(170, 290, 0.17, 38, noise)
    add(s, glass_tick(1900, noise, ring=0.02), at=0.17, gain=0.35)
    add(s, knock(640, noise, decay=0.03), at=0.17, gain=0.3)
    return s


def card_filed() -> Signal:
    """A card slid into a file behind the others: a long soft slide, paper on paper,
    its rub rising in pitch, and the small tap as it comes to rest."""
    noise = Noise(14)
    low = biquad(burst(noise, 0.2, 0.05, 0.06), "bandpass", 1500, q=0.7)
    high = biquad(burst(noise, 0.16, 0.09, 0.04), "bandpass", 2600, q=0.9)
    s = add([], low, gain=0.8)
    add(s, high, at=0.04, gain=0.6)
    tap = biquad(burst(noise, 0.05, 0.001, 0.01), "bandpass", 1800, q=0.8)
    add(s, tap, at=0.17, gain=0.6)
    add(s, partial(150, 0.08, 0.016, attack=0.001), at=0.172, gain=0.45)
    return biquad(biquad(s, "lowpass", 6000), "lowpass", 6000)


def gizmo_built() -> Signal:
    """A gizmo set down and switched on: a deep metal clunk, then a two-note chime
    rising a fifth (G5, D6)."""
    noise = Noise(15)
    s = glide(120, 68, 0.06, 0.3, 0.07)
    for ratio, amp, decay in ((1.0, 0.8, 0.06), (2.32, 0.45, 0.035), (3.71, 0.25, 0.02)):
        add(s, partial(240 * ratio, 0.2, decay, attack=0.0008), gain=amp)
    add(s, biquad(burst(noise, 0.08, 0.001, 0.018), "lowpass", 900), gain=0.7)
    add(s, chime(784.0, 0.4, 0.12), at=0.12, gain=0.35)
    add(s, chime(1174.7, 0.32, 0.1), at=0.2, gain=0.3)
    return s


def settlement_placed() -> Signal:
    """A small wooden settlement set down on the board: a bright clack of wood on card,
    the board's low bump ringing briefly under it, and the piece settling with a second,
    lighter clack."""
    noise = Noise(16)
    s = knock(880, noise, decay=0.05)
    add(s, knock(1240, noise, decay=0.03), gain=0.35)
    add(s, biquad(burst(noise, 0.09, 0.002, 0.02), "lowpass", 450), gain=0.8)
    add(s, partial(190, 0.24, 0.07, attack=0.003), gain=0.6)
    add(s, knock(960, noise, decay=0.04), at=0.06, gain=0.55)
    add(s, partial(205, 0.15, 0.04, attack=0.002), at=0.06, gain=0.35)
    return biquad(biquad(s, "lowpass", 6000), "lowpass", 6000)


def tile_taken() -> Signal:
    """A thick cardboard tile slid off its location and laid in front of the player: a
    short rub of card on card, then a soft flat tap and a quiet wooden note under it."""
    noise = Noise(17)
    rub = biquad(burst(noise, 0.14, 0.06, 0.05), "bandpass", 1300, q=0.8)
    s = add([], rub, gain=0.9)
    tap = biquad(burst(noise, 0.08, 0.002, 0.02), "bandpass", 1100, q=0.7)
    add(s, tap, at=0.12, gain=0.7)
    add(s, partial(240, 0.16, 0.045, attack=0.002), at=0.122, gain=0.5)
    add(s, knock(520, noise, decay=0.05), at=0.122, gain=0.3)
    return biquad(biquad(s, "lowpass", 5500), "lowpass", 5500)


def trains_placed() -> Signal:
    """A row of little plastic train cars set down along a route: quick light clicks of
    plastic on card, each a touch higher than the last, the board's soft bump under the
    first, and a last click as the row settles."""
    noise = Noise(18)
    s: Signal = []
    for k, at in enumerate((0.0, 0.055, 0.105, 0.152)):
        click = biquad(burst(noise, 0.03, 0.0004, 0.005), "bandpass", 2600 + 220 * k, q=1.4)
        add(s, click, at=at, gain=0.85 - 0.08 * k)
        add(s, partial(1250 + 90 * k, 0.05, 0.008, attack=0.0005), at=at, gain=0.3)
    add(s, partial(175, 0.18, 0.05, attack=0.003), gain=0.5)
    add(s, knock(1400, noise, decay=0.02), at=0.215, gain=0.35)
    return biquad(biquad(s, "lowpass", 6500), "lowpass", 6500)


def tickets_drawn() -> Signal:
    """A few slips of card drawn off a small deck and fanned in the hand: three soft,
    short rubs, a little brighter each, and the light flick of the fan opening."""
    noise = Noise(19)
    s: Signal = []
    for k, at in enumerate((0.0, 0.07, 0.14)):
        rub = biquad(burst(noise, 0.07, 0.02, 0.02), "bandpass", 1800 + 300 * k, q=0.9)
        add(s, rub, at=at, gain=0.75)
    flick = biquad(burst(noise, 0.05, 0.001, 0.012), "bandpass", 3400, q=1.0)
    add(s, flick, at=0.215, gain=0.55)
    add(s, partial(210, 0.06, 0.012, attack=0.001), at=0.217, gain=0.25)
    return biquad(biquad(s, "lowpass", 7000), "lowpass", 7000)


def ambience() -> Signal:
    """A quiet room around the table, 10 s that loop without a seam: low murmur
    (noise below 350 Hz) and a little air (noise around 1.8 kHz), each swelling slowly
    with a period that divides the loop, and two far-off wooden knocks."""
    loop = samples(10.0)
    overlap = samples(0.5)
    n = loop + overlap
    noise = Noise(11)
    low = biquad(biquad(noise.take(n), "lowpass", 350), "lowpass", 350)
    air = biquad(noise.take(n), "bandpass", 1800, q=0.5)
    s = [0.0] * n
    for i in range(n):
        t = i / loop
        swell = 0.8 + 0.2 * math.sin(2 * math.pi * t)
        breath = 0.6 + 0.4 * math.sin(2 * math.pi * 2 * t + 1.0)
        s[i] = low[i] * swell * 4.0 + air[i] * breath * 0.25
    for at, freq in ((2.3, 700.0), (6.8, 820.0)):
        add(s, biquad(knock(freq, noise), "lowpass", 1200), at=at, gain=0.3)
    # the seam: the last half second fades into the first (equal power)
    head = s[:loop]
    for i in range(overlap):
        k = i / overlap
        head[i] = s[loop + i] * math.cos(k * math.pi / 2) + head[i] * math.sin(k * math.pi / 2)
    return head


#: file stem -> (recipe, loudness target).
SOUNDS: dict[str, tuple[Callable[[], Signal], float]] = {
    "card_turned": (card_turned, EFFECT_LOUDNESS),
    "cards_dealt": (cards_dealt, EFFECT_LOUDNESS),
    "goods_produced": (goods_produced, EFFECT_LOUDNESS),
    "coins_paid": (coins_paid, EFFECT_LOUDNESS),
    "building_built": (building_built, EFFECT_LOUDNESS),
    "assistant_hired": (assistant_hired, EFFECT_LOUDNESS),
    "round_end": (round_end, EFFECT_LOUDNESS),
    "game_won": (game_won, EFFECT_LOUDNESS),
    "game_lost": (game_lost, EFFECT_LOUDNESS),
    "game_over": (game_over, EFFECT_LOUDNESS),
    "marble_taken": (marble_taken, EFFECT_LOUDNESS),
    "gizmo_triggered": (gizmo_triggered, EFFECT_LOUDNESS),
    "card_filed": (card_filed, EFFECT_LOUDNESS),
    "gizmo_built": (gizmo_built, EFFECT_LOUDNESS),
    "settlement_placed": (settlement_placed, EFFECT_LOUDNESS),
    "tile_taken": (tile_taken, EFFECT_LOUDNESS),
    "trains_placed": (trains_placed, EFFECT_LOUDNESS),
    "tickets_drawn": (tickets_drawn, EFFECT_LOUDNESS),
    "ambience": (ambience, AMBIENCE_LOUDNESS),
}


# ---- loudness and files -----------------------------------------------------------------
def loudness(x: Signal) -> float:
    """The loudest 400 ms (100 ms steps) of the K-weighted signal, in LUFS: BS.1770's
    momentary loudness, its two filters redone for 44.1 kHz with the cookbook's formulas."""
    k = biquad(biquad(x, "highshelf", 1681.97, q=0.7072, gain_db=4.0), "highpass", 38.13, q=0.5)
    window, hop = samples(0.4), samples(0.1)
    padded = k + [0.0] * max(0, window - len(k))
    best = 0.0
    for start in range(0, len(padded) - window + 1, hop):
        part = padded[start : start + window]
        best = max(best, sum(v * v for v in part) / window)
    return -0.691 + 10 * math.log10(best) if best > 0 else -math.inf


def finished(x: Signal, target: float, loop: bool = False) -> Signal:
    """``x`` at ``target`` loudness (lowered further if its peak would pass the limit),
    with fades unless it loops."""
    if not loop:
        x = fade(biquad(x, "highpass", 30))  # no offset, no rumble
    gain = 10 ** ((target - loudness(x)) / 20)
    peak = max(abs(v) for v in x) * gain
    if peak > PEAK_LIMIT:
        gain *= PEAK_LIMIT / peak
    return [v * gain for v in x]


def pcm(x: Signal) -> bytes:
    """16-bit little-endian samples, rounded, never past full scale."""
    data = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in x))
    if sys.byteorder != "little":
        data.byteswap()
    return data.tobytes()


def render(name: str) -> bytes:
    """The PCM bytes of one sound."""
    recipe, target = SOUNDS[name]
    return pcm(finished(recipe(), target, loop=name == "ambience"))


def write_wav(path: Path, frames: bytes) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def read_wav(path: Path) -> bytes:
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path}: not 16-bit mono at {RATE} Hz")
        return w.readframes(w.getnframes())


def measure(frames: bytes) -> dict[str, float]:
    """What a waveform check reads off a file: seconds, sample peak (dBFS), loudness
    (LUFS), samples at full scale, the share of the energy above 8 kHz, the largest
    step between neighbouring samples (a click shows as a jump), and the step from
    the last sample back to the first (a loop's seam)."""
    data = array.array("h")
    data.frombytes(frames)
    if sys.byteorder != "little":
        data.byteswap()
    x = [v / 32767 for v in data]
    energy = sum(v * v for v in x) or 1e-30
    high = biquad(biquad(x, "highpass", 8000), "highpass", 8000)
    steps = [abs(b - a) for a, b in zip(x, x[1:], strict=False)]
    return {
        "seconds": len(x) / RATE,
        "peak_dbfs": 20 * math.log10(max(abs(v) for v in x) or 1e-9),
        "loudness_lufs": loudness(x),
        "full_scale": sum(1 for v in data if abs(v) >= 32767),
        "above_8k": sum(v * v for v in high) / energy,
        "largest_step": max(steps, default=0.0),
        "seam_step": abs(x[0] - x[-1]),
    }


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder (default {OUT})")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--report", action="store_true", help="measure the files, write nothing")
    parser.add_argument("names", nargs="*", help="only these sounds (default: all)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    names = args.names or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)} (known: {', '.join(SOUNDS)})")
    if args.report:
        print(f"{'sound':16} {'s':>5} {'peak dB':>8} {'LUFS':>6} {'clip':>4} {'>8kHz':>6} "
              f"{'step':>5} {'seam':>5}")  # fmt: skip
        for name in names:
            m = measure(read_wav(args.out / f"{name}.wav"))
            print(f"{name:16} {m['seconds']:5.2f} {m['peak_dbfs']:8.1f} "
                  f"{m['loudness_lufs']:6.1f} {m['full_scale']:4d} {m['above_8k']:6.1%} "
                  f"{m['largest_step']:5.3f} {m['seam_step']:5.3f}")  # fmt: skip
        return 0
    differ = []
    args.out.mkdir(parents=True, exist_ok=True)
    for name in names:
        frames = render(name)
        path = args.out / f"{name}.wav"
        if args.check:
            try:
                same = read_wav(path) == frames
            except (OSError, ValueError, wave.Error):
                same = False
            if not same:
                differ.append(name)
            continue
        write_wav(path, frames)
        print(f"{path.name}: {len(frames) // 2 / RATE:.2f} s")
    if differ:
        print(f"differ from the recipes: {', '.join(differ)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
