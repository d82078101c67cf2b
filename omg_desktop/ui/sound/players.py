"""What plays the mixed sound: the :class:`Player` interface, a silent one, and the one
over miniaudio (``pip install miniaudio``; docs/sound.md says why that library).

A player is opened once, off the window's thread (:class:`.board.SoundBoard`); an
open that cannot find an audio device or the library raises :class:`SoundUnavailable`
with a sentence for the log, and the game goes on silent. ``OMG_DESKTOP_SOUND=off``
(the tests set it) gives the silent player: no library is imported, no device opened.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Protocol

from .effects import RATE
from .mixer import Mixer

#: ``off`` (or ``0``, ``no``): no sound device is ever opened.
SOUND_ENV = "OMG_DESKTOP_SOUND"
BUFFER_MS = 40  # the device's period: the delay between a step and its sound
#: The device asks for buffers steadily from this one on. PulseAudio asks for a first
#: buffer as the stream starts and for the next only ~0.6 s later (measured: docs/sound.md,
#: scripts/record_sound.py); effects started in between would all sound at once then.
FLOWING_FROM = 2
FLOW_TIMEOUT = 2.0  # seconds open() waits for that at most (then it plays anyway)


class SoundUnavailable(Exception):
    """No sound: no audio device, or no library to reach one (the message says which)."""


class Player(Protocol):
    """Plays named sounds; every method but :meth:`open` returns at once."""

    #: What the sound goes through ("PulseAudio", "Core Audio", …; "" until open).
    output: str

    def open(self, sounds: dict[str, bytes]) -> None:
        """Get ready to play ``sounds`` (name -> 16-bit mono PCM at 44.1 kHz); raises
        :class:`SoundUnavailable` (or anything else) when it cannot."""

    def play(self, name: str, gain: float) -> None:
        """Start the effect ``name`` at ``gain`` (0..1) over whatever plays already."""

    def loop(self, name: str | None, gain: float) -> None:
        """Play ``name`` round and round (None: stop the loop)."""

    def close(self) -> None:
        """Stop and let go of the device (safe to call twice)."""


class SilentPlayer:
    """Plays nothing: sound is switched off for this process (``OMG_DESKTOP_SOUND``)."""

    def __init__(self) -> None:
        self.output = ""

    def open(self, sounds: dict[str, bytes]) -> None:
        pass

    def play(self, name: str, gain: float) -> None:
        pass

    def loop(self, name: str | None, gain: float) -> None:
        pass

    def close(self) -> None:
        pass


def _backends(miniaudio) -> list:
    """The system's own sound servers, in miniaudio's order. Not JACK (it may try to
    start a server) and not the null device (it plays to nowhere: that is no device)."""
    b = miniaudio.Backend
    if sys.platform == "win32":
        return [b.WASAPI, b.DSOUND, b.WINMM]
    if sys.platform == "darwin":
        return [b.COREAUDIO]
    return [b.PULSEAUDIO, b.ALSA]


_ALSA_HANDLER = None  # kept alive: ALSA calls it for the life of the process


def quiet_alsa() -> None:
    """Linux: ALSA prints a dozen lines to stderr when it finds no sound card; they go
    to a handler that drops them (the board logs one line instead)."""
    global _ALSA_HANDLER
    if not sys.platform.startswith("linux") or _ALSA_HANDLER is not None:
        return
    import ctypes

    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return  # no ALSA: nothing will print
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    _ALSA_HANDLER = handler_type(lambda *_args: None)
    alsa.snd_lib_error_set_handler(_ALSA_HANDLER)


class MiniaudioPlayer:
    """The :class:`Mixer` on the system's default output, through miniaudio."""

    def __init__(self, buffer_ms: int = BUFFER_MS) -> None:
        self.output = ""
        self.buffer_ms = buffer_ms
        self.mixer = Mixer()
        self._device = None
        #: Set once the device asks for buffers steadily (:data:`FLOWING_FROM`).
        self.flowing = threading.Event()

    def open(self, sounds: dict[str, bytes]) -> None:
        try:
            import miniaudio
        except ImportError as exc:
            raise SoundUnavailable(f"the sound library is missing ({exc})") from None
        for name, pcm in sounds.items():
            self.mixer.add(name, pcm)
        quiet_alsa()
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=self.buffer_ms,
                backends=_backends(miniaudio),
                app_name="OMG Desktop",  # the box, whatever game is open
            )
        except miniaudio.MiniaudioError as exc:
            raise SoundUnavailable(f"no audio device ({_reason(exc)})") from None
        stream = self._stream()
        next(stream)
        try:
            device.start(stream)
        except miniaudio.MiniaudioError as exc:
            device.close()
            raise SoundUnavailable(f"the audio device would not start ({_reason(exc)})") from None
        self._device = device
        self.output = str(getattr(device, "backend", "") or "audio device")
        # Ready only when sound flows: an effect played before would wait for the
        # stream and sound together with the next ones (a burst near full scale).
        self.flowing.wait(FLOW_TIMEOUT)

    def _stream(self):
        """miniaudio's pull generator: sent a frame count, yields that many frames (and
        silence from then on should the mixer ever fail: no traceback from the audio
        thread)."""
        frames = yield b""
        pulls = 0
        while True:
            try:
                chunk = self.mixer.render(int(frames))
            except Exception:  # noqa: BLE001 (the audio thread has no one to tell)
                self.mixer.stop()
                chunk = bytes(2 * int(frames))
            pulls += 1
            if pulls == FLOWING_FROM:
                self.flowing.set()
            frames = yield chunk

    def play(self, name: str, gain: float) -> None:
        self.mixer.play(name, gain)

    def loop(self, name: str | None, gain: float) -> None:
        self.mixer.loop(name, gain)

    def close(self) -> None:
        device, self._device = self._device, None
        self.mixer.stop()
        if device is not None:
            device.close()


def _reason(exc: Exception) -> str:
    """miniaudio's error as a short phrase: its message and result code."""
    parts = [str(a) for a in exc.args if a not in (None, "")]
    return ", ".join(parts) or type(exc).__name__


def make_player() -> Player:
    """The player for this process: silent when ``OMG_DESKTOP_SOUND`` says off."""
    if sound_switched_off():
        return SilentPlayer()
    return MiniaudioPlayer()


def sound_switched_off() -> bool:
    """Whether ``OMG_DESKTOP_SOUND`` says no sound for this process."""
    return os.environ.get(SOUND_ENV, "").strip().lower() in ("off", "0", "no", "false")
