"""The mixer: the effects that play and the ambience loop, summed into 16-bit mono.

Plain Python (``array``), thread-safe: the window's thread calls :meth:`Mixer.play`,
:meth:`Mixer.loop` and :meth:`Mixer.stop`, the audio library's thread calls
:meth:`Mixer.render` for each buffer it needs. A sound scaled to a gain is kept, so a
step's effect costs a slice, not a pass over its samples; buffers are summed sample
by sample only while two sounds overlap.
"""

from __future__ import annotations

import sys
import threading
from array import array

MAX_VOICES = 8  # effects at once; the oldest gives way


def _samples(pcm: bytes) -> array:
    """Little-endian 16-bit bytes (as in a WAV file) as native samples."""
    data = array("h")
    data.frombytes(pcm[: len(pcm) // 2 * 2])
    if sys.byteorder != "little":
        data.byteswap()
    return data


def _scaled(data: array, factor: float) -> array:
    if factor >= 0.9999:
        return data
    return array("h", [int(v * factor) for v in data])


class Mixer:
    """Sounds by name; what plays now; one buffer after another."""

    def __init__(self, sounds: dict[str, bytes] | None = None) -> None:
        self._lock = threading.Lock()
        self._sounds: dict[str, array] = {}
        self._scaled: dict[tuple[str, float], array] = {}
        self._voices: list[list] = []  # [samples, position]
        self._loop: array | None = None
        self._loop_pos = 0
        self._quiet: dict[int, bytes] = {}
        for name, pcm in (sounds or {}).items():
            self.add(name, pcm)

    def add(self, name: str, pcm: bytes) -> None:
        """Know ``name``'s sound (16-bit little-endian mono PCM)."""
        self._sounds[name] = _samples(pcm)

    def names(self) -> list[str]:
        return sorted(self._sounds)

    def _at(self, name: str, gain: float) -> array:
        key = (name, round(gain, 4))
        data = self._scaled.get(key)
        if data is None:
            if len(self._scaled) > 64:
                self._scaled.clear()
            data = self._scaled[key] = _scaled(self._sounds[name], gain)
        return data

    def play(self, name: str, gain: float = 1.0) -> bool:
        """Start ``name`` at ``gain`` (0..1); False if there is no such sound."""
        if name not in self._sounds or gain <= 0:
            return False
        data = self._at(name, gain)
        with self._lock:
            self._voices.append([data, 0])
            del self._voices[:-MAX_VOICES]
        return True

    def loop(self, name: str | None, gain: float = 1.0) -> None:
        """Play ``name`` round and round at ``gain`` (None: stop the loop)."""
        data = self._at(name, gain) if name in self._sounds and gain > 0 else None
        with self._lock:
            if data is None or self._loop is None or len(data) != len(self._loop):
                self._loop_pos = 0
            self._loop = data

    def stop(self) -> None:
        """Silence: every effect and the loop."""
        with self._lock:
            self._voices = []
            self._loop = None

    def busy(self) -> bool:
        """Whether anything is sounding."""
        with self._lock:
            return bool(self._voices) or self._loop is not None

    def render(self, frames: int) -> bytes:
        """The next ``frames`` samples, as native 16-bit bytes."""
        parts: list[array] = []
        with self._lock:
            for voice in self._voices:
                data, pos = voice
                parts.append(data[pos : pos + frames])
                voice[1] = pos + frames
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
            if self._loop is not None and len(self._loop):
                chunk = self._loop[self._loop_pos : self._loop_pos + frames]
                while len(chunk) < frames:
                    chunk += self._loop[: frames - len(chunk)]
                self._loop_pos = (self._loop_pos + frames) % len(self._loop)
                parts.append(chunk)
        if not parts:
            quiet = self._quiet.get(frames)
            if quiet is None:
                quiet = self._quiet[frames] = bytes(2 * frames)
            return quiet
        full = [
            p if len(p) == frames else p + array("h", bytes(2 * (frames - len(p)))) for p in parts
        ]
        if len(full) == 1:
            return full[0].tobytes()
        total = map(sum, zip(*full, strict=True))
        return array(
            "h", [-32768 if v < -32768 else 32767 if v > 32767 else v for v in total]
        ).tobytes()
