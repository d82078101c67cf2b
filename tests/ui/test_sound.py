"""The window's sound through the real window and table, with a fake player: each table
step with an effect plays it, in order; Instant and mute play none; the volume reaches
the player and is remembered; a player that cannot open (no audio device) or that
fails mid-game leaves the game working and silent, with one log line. Counts and
signals, never timings; no test opens an audio device (tests/conftest.py sets
OMG_DESKTOP_SOUND=off, and these give the board a fake).
"""

from __future__ import annotations

import logging
import threading

import pytest
from windows import make_window

from omg_desktop.games.ohmygoods.face.sounds import SOUNDS, STEP_EFFECTS
from omg_desktop.games.ohmygoods.face.table_steps import STEPS
from omg_desktop.games.ohmygoods.rules.events import SECRET_FIELDS
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.sound.effects import AMBIENCE, EFFECTS, gain, sound_files
from omg_desktop.ui.sound.players import SilentPlayer, SoundUnavailable

pytestmark = pytest.mark.timeout(180)

COMPUTERS = GameConfig(
    seats=(Seat("Ana", "computer", "random"), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=5,
)


class FakePlayer:
    """Records what it is asked to play; ``fail_open``/``fail_play``: raise that."""

    def __init__(self, fail_open: Exception | None = None, fail_play: Exception | None = None):
        self.output = "fake"
        self.fail_open, self.fail_play = fail_open, fail_play
        self.sounds: dict[str, bytes] | None = None
        self.plays: list[tuple[str, float]] = []
        self.loops: list[tuple[str | None, float]] = []
        self.closed = 0

    def open(self, sounds: dict[str, bytes]) -> None:
        if self.fail_open is not None:
            raise self.fail_open
        self.sounds = sounds

    def play(self, name: str, gain: float) -> None:
        if self.fail_play is not None:
            raise self.fail_play
        self.plays.append((name, gain))

    def loop(self, name: str | None, gain: float) -> None:
        self.loops.append((name, gain))

    def close(self) -> None:
        self.closed += 1


def plug(qtbot, win, player) -> bool:
    """Give the window's board ``player``; wait until it is open (or failed)."""
    with qtbot.waitSignal(win.sound.opened, timeout=20_000) as blocker:
        win.sound.start(player)
    return blocker.args[0]


def play_some_steps(qtbot, win, speed: float = 0.05, steps: int = 40) -> list[str]:
    """A computers' game at ``speed`` until the table has played ``steps`` steps (or
    none at Instant, a round); the kinds of the steps, in order."""
    win.settings.animation_speed = speed
    seen: list[str] = []
    win.scene.player.step_started.connect(seen.append)
    win.games.start_game(COMPUTERS)
    c = win.controller
    if speed:
        qtbot.waitUntil(lambda: len(seen) >= steps or c.is_over, timeout=60_000)
    else:
        qtbot.waitUntil(lambda: c.view().round >= 2 or c.is_over, timeout=60_000)
    c.shutdown()
    if win.scene.player.busy():
        with qtbot.waitSignal(win.scene.player.idle, timeout=30_000):
            pass
    return seen


def test_each_step_with_an_effect_plays_it_as_it_starts_in_order(qtbot, window):
    fake = FakePlayer()
    assert plug(qtbot, window, fake) is True
    assert set(fake.sounds) == set(sound_files(SOUNDS))  # the box's and the game's, read
    kinds = play_some_steps(qtbot, window)
    expected = [STEP_EFFECTS[k] for k in kinds if k in STEP_EFFECTS]
    assert [name for name, _ in fake.plays] == expected
    assert {"card_turned", "cards_dealt"} <= set(expected)  # the deal and the market
    volume = window.settings.sound_volume
    assert all(g == gain(volume) for _, g in fake.plays)


def test_instant_plays_no_sound(qtbot, window):
    fake = FakePlayer()
    plug(qtbot, window, fake)
    kinds = play_some_steps(qtbot, window, speed=0.0)
    assert kinds == [] and fake.plays == []
    assert window.scene.items_by_key  # the game went on, only unheard


def test_mute_plays_nothing_and_is_remembered(qtbot, window, tmp_path):
    fake = FakePlayer()
    plug(qtbot, window, fake)
    menu = window.menus.sound
    menu.act_mute.trigger()
    assert window.settings.sound_muted
    assert not any(act.isEnabled() for act in menu.volume_actions.values())
    play_some_steps(qtbot, window, steps=15)
    assert fake.plays == []
    again = Settings(path=tmp_path / "settings.ini")
    assert again.sound_muted is True
    menu.act_mute.trigger()
    assert not window.settings.sound_muted
    play_some_steps(qtbot, window, steps=15)
    assert fake.plays  # heard again


def test_the_volume_reaches_the_player_and_the_next_start(qtbot, window, tmp_path):
    fake = FakePlayer()
    plug(qtbot, window, fake)
    window.menus.sound.volume_actions[25].trigger()
    assert fake.plays == [("card_turned", gain(25))]  # heard at once, at the new level
    assert gain(25) < gain(50) < gain(100) == 1.0
    fake.plays.clear()
    play_some_steps(qtbot, window, steps=10)
    assert fake.plays and {g for _, g in fake.plays} == {gain(25)}
    window.settings.sync()
    assert Settings(path=tmp_path / "settings.ini").sound_volume == 25
    assert window.menus.sound.volume_actions[25].isChecked()


def test_the_menu_shows_the_settings_of_the_last_session(qtbot, tmp_path):
    first = Settings(path=tmp_path / "settings.ini")
    first.sound_volume, first.sound_muted, first.ambience = 50, True, True
    first.sync()
    win = make_window(qtbot, tmp_path)  # the same settings file
    menu = win.menus.sound
    assert menu.volume_actions[50].isChecked()
    assert menu.act_mute.isChecked() and menu.act_ambience.isChecked()


def test_the_ambience_loops_while_on_and_stops_when_muted_or_off(qtbot, window):
    fake = FakePlayer()
    plug(qtbot, window, fake)
    assert fake.loops == [(None, gain(window.settings.sound_volume))]  # off by default
    menu = window.menus.sound
    menu.act_ambience.trigger()
    assert fake.loops[-1] == (AMBIENCE, gain(window.settings.sound_volume))
    menu.act_mute.trigger()
    assert fake.loops[-1][0] is None
    menu.act_mute.trigger()
    assert fake.loops[-1][0] == AMBIENCE
    menu.act_ambience.trigger()
    assert fake.loops[-1][0] is None


def test_no_audio_device_leaves_the_game_working_silent_with_one_log_line(qtbot, window, caplog):
    caplog.set_level(logging.DEBUG, logger="omg_desktop.sound")
    fake = FakePlayer(fail_open=SoundUnavailable("no audio device (failed to init device)"))
    assert plug(qtbot, window, fake) is False
    kinds = play_some_steps(qtbot, window, steps=15)
    assert kinds and fake.plays == []
    records = [r for r in caplog.records if r.name == "omg_desktop.sound"]
    assert len(records) == 1
    assert "no audio device" in records[0].getMessage() and records[0].exc_info is None
    assert window.sound.problem and window.menus.sound.act_problem.isVisible()  # says why
    assert fake.closed >= 1


def test_a_library_that_raises_anything_on_open_is_one_log_line_too(qtbot, window, caplog):
    caplog.set_level(logging.WARNING, logger="omg_desktop.sound")
    assert plug(qtbot, window, FakePlayer(fail_open=OSError("cffi could not load"))) is False
    records = [r for r in caplog.records if r.name == "omg_desktop.sound"]
    assert len(records) == 1 and "cffi could not load" in records[0].getMessage()
    assert records[0].exc_info is None


def test_a_device_lost_mid_game_goes_silent_once(qtbot, window, caplog):
    caplog.set_level(logging.WARNING, logger="omg_desktop.sound")
    fake = FakePlayer()
    plug(qtbot, window, fake)
    fake.fail_play = RuntimeError("device unplugged")
    with qtbot.waitSignal(window.sound.opened) as blocker:
        window.sound.play("card_turned")
    assert blocker.args == [False]
    play_some_steps(qtbot, window, steps=15)  # the game goes on, silent
    records = [r for r in caplog.records if r.name == "omg_desktop.sound"]
    assert len(records) == 1 and "device unplugged" in records[0].getMessage()
    assert isinstance(window.sound._player, SilentPlayer)


def test_the_end_of_a_game_sounds_for_the_people_at_the_table(qtbot, window, monkeypatch):
    fake = FakePlayer()
    plug(qtbot, window, fake)
    one = (Seat("Ana", "human", None), Seat("Bruno", "computer", "random"))
    two = (Seat("Ana", "human", None), Seat("Bea", "human", None))
    heard = []
    for seats, winners in ((one, [0]), (one, [1]), (one, [0, 1]), (two, [0]), (two, [1])):
        window.games.start_game(GameConfig(seats=seats, ruleset="bigbox", seed=3))
        monkeypatch.setattr(window.controller, "winners", lambda w=winners: list(w))
        fake.plays.clear()
        window.scene.player.step_started.emit("game_over")  # as the queue plays the end
        heard.append([n for n, _ in fake.plays])
        window.controller.shutdown()
    assert heard == [["game_won"], ["game_lost"], ["game_won"], ["game_over"], ["game_over"]]


def test_no_sound_tells_a_secret_at_a_pass_and_play_table():
    """Effects go with public steps only, one effect a kind whatever the event holds:
    the board is told a step's kind, never its data."""
    secret_choices = {"planned", "worker_placed", "sunrise_chosen", "kept", "plan_returned"}
    assert not (set(STEP_EFFECTS) & (secret_choices | set(SECRET_FIELDS)) - {"drew"})
    assert STEP_EFFECTS["drew"] == "cards_dealt"  # the same for every hand, hidden or not
    assert set(STEP_EFFECTS) <= set(STEPS)  # each effect has a step that plays it
    assert set(STEP_EFFECTS.values()) <= {*EFFECTS, *SOUNDS}  # every game's: test_sound_maps.py


def test_after_the_first_frame_the_tests_window_is_silent_without_a_word(qtbot, window, caplog):
    caplog.set_level(logging.DEBUG, logger="omg_desktop.sound")
    qtbot.waitUntil(lambda: window.sound._player is not None, timeout=10_000)
    assert isinstance(window.sound._player, SilentPlayer)  # OMG_DESKTOP_SOUND=off
    assert window.sound.problem is None and not window.menus.sound.act_problem.isVisible()
    assert [r for r in caplog.records if r.name == "omg_desktop.sound"] == []


def test_a_window_closed_while_the_player_opens_lets_it_go(qtbot, window):
    release = threading.Event()

    class SlowPlayer(FakePlayer):
        def open(self, sounds):
            release.wait(10)
            super().open(sounds)

    slow = SlowPlayer()
    window.sound.start(slow)
    window.sound.shutdown()  # as closeEvent does
    release.set()
    qtbot.waitUntil(lambda: slow.closed >= 1, timeout=10_000)
    assert not window.sound.ready
    window.sound.play("card_turned")
    assert slow.plays == []


def test_a_chapter_ends_won_or_lost_by_its_goal(qtbot, tmp_path, monkeypatch):
    """A campaign chapter used to end on the neutral sound whatever its goal said."""
    import dataclasses

    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import NEW, Intent
    from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out

    win = make_window(qtbot, tmp_path)
    fake = FakePlayer()
    plug(qtbot, win, fake)
    carry_out(win, Intent(NEW, 1))
    win.games.extras["seats_dialog"].players.setValue(1)  # solo
    win.games.extras["seats_dialog"].accept()
    win.games.campaign.dialog.accept()  # the chapter's setting
    assert win.games.in_campaign()
    view = win.controller.view()
    chapter = win.cat.chapters[view.setup["chapter"]]
    heard = []
    for bronze in (10_000, 0):  # out of reach at the start of the chapter / already met
        goal = dataclasses.replace(chapter.goal, bronze=bronze, silver=max(bronze, 1) * 2,
                                   gold=max(bronze, 1) * 3)  # fmt: skip
        monkeypatch.setitem(win.cat.chapters, chapter.id, dataclasses.replace(chapter, goal=goal))
        fake.plays.clear()
        win.scene.player.step_started.emit("game_over")  # as the queue plays the end
        heard.append([n for n, _ in fake.plays])
    assert heard == [["game_lost"], ["game_won"]]
    win.controller.shutdown()


def test_the_sound_map_is_the_games_own(window):
    """Boundary 15: the frame's sound names no game's events; the board plays the map
    the game's face gives it."""
    from omg_desktop.ui.sound import effects

    assert not hasattr(effects, "STEP_EFFECTS")
    assert window.sound.step_effects == STEP_EFFECTS
