"""The parts of the sound without the window: the shipped files, the mixer, whose win
the game's end is, the settings, and the players (miniaudio's through a fake module:
no test opens an audio device)."""

from __future__ import annotations

import importlib.util
import json
import sys
import threading
import types
from array import array
from pathlib import Path

import pytest

from omg_desktop.ui.settings import Settings
from omg_desktop.ui.sound import players
from omg_desktop.ui.sound.effects import (
    AMBIENCE,
    EFFECTS,
    RATE,
    gain,
    load_sounds,
    outcome,
    sound_files,
    sound_folder,
)
from omg_desktop.ui.sound.mixer import MAX_VOICES, Mixer

ROOT = Path(__file__).resolve().parents[2]


def every_sound() -> dict[str, str]:
    """The box's sounds and every game's own (name -> file)."""
    from omg_desktop.games import registry
    from omg_desktop.ui.faces import face

    files = sound_files()
    for game_id in registry.ids():
        files.update(getattr(face(game_id), "SOUNDS", {}))
    return files


def pcm(*values: int) -> bytes:
    data = array("h", values)
    if sys.byteorder != "little":
        data.byteswap()
    return data.tobytes()


def samples(raw: bytes) -> list[int]:
    data = array("h")
    data.frombytes(raw)
    return list(data)


def make_sounds():
    spec = importlib.util.spec_from_file_location(
        "make_sounds", ROOT / "scripts" / "make_sounds.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---- the files ------------------------------------------------------------------------
def test_every_sound_is_shipped_short_and_below_full_scale():
    sounds, missing = load_sounds(sound_folder(), every_sound())
    assert missing == []
    for name, raw in sounds.items():
        values = samples(raw)
        length = len(values) / RATE  # the file's length in samples, as seconds of sound
        peak = max(abs(v) for v in values)
        assert peak < 32767, f"{name} clips"
        assert peak > 32767 * 0.01, f"{name} is silent"
        if name == AMBIENCE:
            assert length >= 5
            assert abs(values[0] - values[-1]) < 0.01 * 32767  # loops without a click
        else:
            assert 0.1 < length < 0.9, f"{name} lasts {length:.2f} s of sound"
            assert abs(values[0]) < 100 and abs(values[-1]) < 100  # fades in and out


def test_the_effects_are_equally_loud_and_the_ambience_far_below():
    ms = make_sounds()
    files = every_sound()
    loud = {n: ms.measure(ms.read_wav(sound_folder() / file)) for n, file in files.items()}
    effects = [loud[n]["loudness_lufs"] for n in files if n != AMBIENCE]
    assert max(effects) - min(effects) < 4.0  # within a few dB (short clicks: peak-limited)
    assert loud[AMBIENCE]["loudness_lufs"] < min(effects) - 15


def test_the_files_are_what_the_script_makes(tmp_path):
    ms = make_sounds()
    for name in ("card_turned", "game_won"):
        assert ms.render(name) == ms.read_wav(sound_folder() / f"{name}.wav"), name


@pytest.mark.slow
def test_every_file_is_what_the_script_makes():
    assert make_sounds().main(["--check"]) == 0


def test_a_missing_or_damaged_file_is_named(tmp_path):
    (tmp_path / "card_turned.wav").write_bytes(b"RIFF not really")
    found, missing = load_sounds(tmp_path, ["card_turned", "coins_paid"])
    assert found == {} and missing == ["card_turned", "coins_paid"]


# ---- the mixer -----------------------------------------------------------------------------
def test_one_sound_plays_through_then_silence():
    m = Mixer({"a": pcm(100, 200, 300)})
    assert m.play("a")
    assert samples(m.render(2)) == [100, 200]
    assert samples(m.render(2)) == [300, 0]
    assert not m.busy()
    assert samples(m.render(3)) == [0, 0, 0]


def test_overlapping_sounds_add_up_and_never_wrap_past_full_scale():
    m = Mixer({"a": pcm(30000, -30000, 5), "b": pcm(10000, -10000, 7)})
    m.play("a")
    m.play("b")
    assert samples(m.render(3)) == [32767, -32768, 12]


def test_gain_scales_and_unknown_or_silent_plays_nothing():
    m = Mixer({"a": pcm(1000, -1000)})
    assert m.play("a", gain(50))
    assert samples(m.render(2)) == [250, -250]
    assert not m.play("nope") and not m.play("a", 0.0)
    assert not m.busy()


def test_the_loop_goes_round_under_the_effects_and_stops():
    m = Mixer({"loop": pcm(1, 2, 3), "a": pcm(100)})
    m.loop("loop")
    assert samples(m.render(4)) == [1, 2, 3, 1]
    m.play("a")
    assert samples(m.render(3)) == [102, 3, 1]
    m.loop(None)
    assert samples(m.render(2)) == [0, 0]


def test_the_oldest_effect_gives_way_past_the_voice_limit():
    m = Mixer({"a": pcm(1, 1)})
    for _ in range(MAX_VOICES + 3):
        m.play("a")
    assert samples(m.render(1)) == [MAX_VOICES]


def test_stop_silences_everything():
    m = Mixer({"a": pcm(5, 5), "loop": pcm(1)})
    m.play("a")
    m.loop("loop")
    m.stop()
    assert not m.busy() and samples(m.render(2)) == [0, 0]


# ---- the end of a game, the volume, the settings ---------------------------------------------
@pytest.mark.parametrize(
    ("humans", "winners", "effect"),
    [
        ([0], [0], "game_won"),
        ([1], [0], "game_lost"),
        ([0], [0, 1], "game_won"),  # a shared first place
        ([0, 1], [1], "game_over"),  # pass-and-play: one's win is another's loss
        ([], [0], "game_over"),  # computers only
    ],
)
def test_the_end_sounds_for_whoever_is_at_the_table(humans, winners, effect):
    assert outcome(humans, winners) == effect


def test_volume_is_a_square_law_within_bounds():
    assert gain(100) == 1.0 and gain(0) == 0.0 and gain(50) == 0.25
    assert gain(250) == 1.0 and gain(-5) == 0.0


def test_sound_settings_default_and_survive_bad_values(tmp_path):
    s = Settings(path=tmp_path / "s.ini")
    assert (s.sound_volume, s.sound_muted, s.ambience) == (
        Settings.DEFAULT_SOUND_VOLUME,
        False,
        False,
    )
    s.sound_volume, s.sound_muted, s.ambience = 25, True, True
    s.sync()
    again = Settings(path=tmp_path / "s.ini")
    assert (again.sound_volume, again.sound_muted, again.ambience) == (25, True, True)
    for key, bad in (("sound/volume", "loud"), ("sound/volume", 300), ("sound/muted", "maybe")):
        again.qsettings.setValue(key, bad)
    assert again.sound_volume == Settings.DEFAULT_SOUND_VOLUME and again.sound_muted is False
    again.sound_volume = 140
    assert again.sound_volume == 100


# ---- the players ---------------------------------------------------------------------------
def test_switched_off_by_the_environment_no_library_is_touched(monkeypatch):
    monkeypatch.setenv(players.SOUND_ENV, "off")
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # an import would raise
    player = players.make_player()
    assert isinstance(player, players.SilentPlayer)
    player.open({})
    player.play("card_turned", 1.0)
    player.close()
    monkeypatch.delenv(players.SOUND_ENV)
    assert isinstance(players.make_player(), players.MiniaudioPlayer)


class FakeMiniaudio(types.ModuleType):
    """The few names of pyminiaudio the player uses; ``fail``: the device's error."""

    class MiniaudioError(Exception):
        pass

    class SampleFormat:
        SIGNED16 = "s16"

    class Backend:
        WASAPI, DSOUND, WINMM, COREAUDIO, PULSEAUDIO, ALSA, JACK, NULL = range(8)

    def __init__(self, fail: str | None = None, stall: bool = False) -> None:
        super().__init__("miniaudio")
        self.fail = fail
        self.stall = stall  # as PulseAudio: one buffer at the start, the next ones later
        self.devices: list = []
        module = self

        class PlaybackDevice:
            def __init__(self, **kwargs) -> None:
                if module.fail == "init":
                    raise module.MiniaudioError("failed to init device", -401)
                self.kwargs, self.backend, self.closed = kwargs, "PulseAudio", False
                module.devices.append(self)

            def start(self, generator) -> None:
                if module.fail == "start":
                    raise module.MiniaudioError("failed to start device", -300)
                self.generator = generator
                for _ in range(1 if module.stall else players.FLOWING_FROM):
                    generator.send(1)  # the device asks at once (silence: nothing plays)

            def close(self) -> None:
                self.closed = True

        self.PlaybackDevice = PlaybackDevice


def test_the_miniaudio_player_feeds_the_mixer_to_the_device(monkeypatch):
    fake = FakeMiniaudio()
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    monkeypatch.setattr(players, "quiet_alsa", lambda: None)
    player = players.MiniaudioPlayer()
    player.open({"a": pcm(7, 8, 9)})
    (device,) = fake.devices
    assert device.kwargs["sample_rate"] == RATE and device.kwargs["nchannels"] == 1
    assert device.kwargs["output_format"] == "s16"
    assert fake.Backend.JACK not in device.kwargs["backends"]
    assert fake.Backend.NULL not in device.kwargs["backends"]  # the null device is no device
    assert device.kwargs["app_name"] == "OMG Desktop"  # the box, whatever game is open
    assert player.output == "PulseAudio"
    assert samples(device.generator.send(2)) == [0, 0]
    player.play("a", 1.0)
    assert samples(device.generator.send(4)) == [7, 8, 9, 0]
    player.close()
    player.close()
    assert device.closed


def test_the_player_is_ready_only_once_the_device_asks_steadily(monkeypatch):
    """PulseAudio asks for one buffer as the stream starts and the next ones ~0.6 s
    later (recorded: docs/sound.md): open() returns only once they come, so effects
    played at once after it are not held back and then heard all together."""
    fake = FakeMiniaudio(stall=True)
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    monkeypatch.setattr(players, "quiet_alsa", lambda: None)
    player = players.MiniaudioPlayer()
    seen = []

    class DeviceCatchesUp(threading.Event):
        def wait(self, timeout=None):  # open() waits here; meanwhile the device asks again
            seen.append(("before", self.is_set(), timeout))
            fake.devices[0].generator.send(1)
            seen.append(("after", self.is_set()))
            return self.is_set()

    player.flowing = DeviceCatchesUp()
    player.open({"a": pcm(7, 8, 9)})
    assert seen == [("before", False, players.FLOW_TIMEOUT), ("after", True)]
    player.play("a", 1.0)
    assert samples(fake.devices[0].generator.send(4)) == [7, 8, 9, 0]


@pytest.mark.parametrize("fail", ["init", "start"])
def test_no_device_is_a_sentence_not_a_traceback(monkeypatch, fail):
    fake = FakeMiniaudio(fail)
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    monkeypatch.setattr(players, "quiet_alsa", lambda: None)
    with pytest.raises(players.SoundUnavailable, match="audio device") as info:
        players.MiniaudioPlayer().open({"a": pcm(1)})
    assert info.value.__cause__ is None and info.value.__suppress_context__
    assert all(d.closed for d in fake.devices)


def test_without_the_library_the_player_says_so(monkeypatch):
    monkeypatch.setitem(sys.modules, "miniaudio", None)
    with pytest.raises(players.SoundUnavailable, match="library is missing"):
        players.MiniaudioPlayer().open({})


def test_a_mixer_failure_in_the_audio_thread_becomes_silence(monkeypatch):
    fake = FakeMiniaudio()
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    monkeypatch.setattr(players, "quiet_alsa", lambda: None)
    player = players.MiniaudioPlayer()
    player.open({"a": pcm(7)})

    def broken(_frames):
        raise ValueError("a bug")

    monkeypatch.setattr(player.mixer, "render", broken)
    assert samples(fake.devices[0].generator.send(3)) == [0, 0, 0]


# ---- omg-desktop sound ------------------------------------------------------------------------
def test_the_sound_command_reports_the_files_and_why_it_is_silent(capsys):
    from omg_desktop import cli
    from omg_desktop.ui.faces import face

    assert cli.main(["sound", "--json"]) == 0  # OMG_DESKTOP_SOUND=off in the tests
    report = json.loads(capsys.readouterr().out)
    own = face().SOUNDS  # the default game's own effects, beside the box's
    assert report["files"] == len(EFFECTS) + 1 + len(own) and report["files_missing"] == []
    assert "OMG_DESKTOP_SOUND=off" in report["problem"] and report["output"] is None
    assert cli.main(["sound", "--play", "card_turned"]) == 1  # nothing can be heard
    assert "silent: switched off" in capsys.readouterr().out
    assert cli.main(["sound", "--play", "trumpet"]) == 2
    assert "unknown effect" in capsys.readouterr().out
    assert cli.main(["sound", "--game", "gizmos", "--json"]) == 0  # the box's and Gizmos'
    report = json.loads(capsys.readouterr().out)
    assert report["files"] == len(EFFECTS) + 1 + len(face("gizmos").SOUNDS)
    assert cli.main(["sound", "--play", "gizmo_built"]) == 2  # not Oh My Goods!'s


def test_the_bundle_keeps_the_sound_and_leaves_the_systems_libraries():
    spec = importlib.util.spec_from_file_location(
        "bundle_rules", ROOT / "packaging" / "bundle_rules.py"
    )
    rules = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rules)
    for kept in (
        "_miniaudio.abi3.so",
        "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
        "_cffi_backend.cp311-win_amd64.pyd",
        "omg_desktop/_resources/sounds/card_turned.wav",
    ):
        assert not rules.dropped(kept), kept
    for system in ("libasound.so.2", "/usr/lib/x86_64-linux-gnu/libmvec.so.1"):
        assert rules.dropped(system), system
    spec_text = (ROOT / "packaging" / "omg-desktop.spec").read_text(encoding="utf-8")
    assert '"_cffi_backend"' in spec_text  # imported from C: PyInstaller cannot see it


def _alsa():
    import ctypes

    if not sys.platform.startswith("linux"):
        pytest.skip("ALSA is Linux's")
    try:
        return ctypes, ctypes.CDLL("libasound.so.2")
    except OSError:
        pytest.skip("no libasound here: ALSA cannot print anything")


def test_alsas_own_messages_are_dropped(capfd, monkeypatch):
    """An unknown PCM name makes ALSA complain on stderr, and opens no device."""
    ctypes, alsa = _alsa()

    def open_nothing() -> int:
        pcm = ctypes.c_void_p()
        return alsa.snd_pcm_open(ctypes.byref(pcm), b"omg_no_such_pcm", 0, 0)

    alsa.snd_lib_error_set_handler(None)  # ALSA's default: print to stderr
    capfd.readouterr()
    assert open_nothing() < 0
    assert "omg_no_such_pcm" in capfd.readouterr().err
    monkeypatch.setattr(players, "_ALSA_HANDLER", None)
    try:
        players.quiet_alsa()
        assert open_nothing() < 0
        assert capfd.readouterr().err == ""
    finally:  # ALSA must not keep a handler that the monkeypatch lets go of
        alsa.snd_lib_error_set_handler(None)
