"""Every game's sound map (its face's ``STEP_EFFECTS``) names effects the box has or the
game's own (its face's ``SOUNDS``), whose files load; the box's list names no game's
effect, and every effect is played; a game's own effect is loaded and played for its
event; Gizmos sounds like itself (its own marble, gizmo and filing effects, short, made by
the script) and, at its window, each step with an effect plays it, in order (a fake
player: no audio device); so does Kingdom Builder (its own settlement and tile effects)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from omg_desktop.games import registry
from omg_desktop.seating import Seat
from omg_desktop.seating.config import GameConfig
from omg_desktop.ui import launch
from omg_desktop.ui.faces import face
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.sound import board as sound_board
from omg_desktop.ui.sound.effects import (
    AMBIENCE,
    EFFECTS,
    RATE,
    load_sounds,
    sound_files,
    sound_folder,
)

pytestmark = pytest.mark.timeout(180)

ROOT = Path(__file__).resolve().parents[2]
OUTCOMES = {"game_won", "game_lost", "game_over"}  # the sound board's own, for the end
GIZMOS_OWN = ("marble_taken", "gizmo_triggered", "card_filed", "gizmo_built")
KINGDOM_BUILDER_OWN = ("settlement_placed", "tile_taken")


def make_sounds():
    spec = importlib.util.spec_from_file_location(
        "make_sounds", ROOT / "scripts" / "make_sounds.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sound_map(game_id: str) -> dict[str, str]:
    return dict(getattr(face(game_id), "STEP_EFFECTS", {}))


def own_sounds(game_id: str) -> dict[str, str]:
    return dict(getattr(face(game_id), "SOUNDS", {}))


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_effect_a_game_names_is_the_boxs_or_its_own_and_its_file_loads(game_id):
    step_effects, own = sound_map(game_id), own_sounds(game_id)
    assert step_effects, f"{game_id} has no sound"
    assert set(step_effects.values()) <= {*EFFECTS, *own}, game_id
    assert set(own) <= set(step_effects.values())  # each of its own is played
    files = sound_files(own)
    found, missing = load_sounds(sound_folder(), {n: files[n] for n in step_effects.values()})
    assert missing == [] and set(found) == set(step_effects.values())
    assert set(step_effects) <= set(face(game_id).STEPS)  # a step plays each of them
    assert "game_over" not in step_effects  # the end is the board's: won, lost or over


def test_the_boxs_effects_name_no_games_and_each_is_played():
    """The frame's list holds what the frame plays itself (the end; a card turned at a
    new volume) and what more than one game's table does; a game's own effects are its
    face's, named by no other game and not by the box."""
    maps = {g: set(sound_map(g).values()) for g in registry.ids()}
    own = {g: set(own_sounds(g)) for g in registry.ids()}
    for name in EFFECTS:
        games = [g for g, played in maps.items() if name in played]
        assert name in OUTCOMES | {"card_turned"} or len(games) >= 2, (name, games)
    for g, names in own.items():
        assert not names & set(EFFECTS), g
        others = set().union(*(maps[o] | own[o] for o in maps if o != g))
        assert not names & others, g
    for name in (*GIZMOS_OWN, *KINGDOM_BUILDER_OWN, "goods_produced", "building_built"):
        assert name not in EFFECTS, name
    played = set().union(*maps.values())
    assert played | OUTCOMES == set(EFFECTS) | set().union(*own.values())


class Kept:
    """The settings the board reads."""

    sound_muted = False
    sound_volume = 100
    ambience = False


def test_a_games_own_effect_is_loaded_and_played_for_its_event(qtbot, tmp_path, monkeypatch):
    """A game's face names an effect of its own and its file: the board loads it with
    the box's and plays it when the game's step starts; the box's list does not name it."""
    for file in sound_files().values():
        (tmp_path / file).write_bytes((sound_folder() / file).read_bytes())
    (tmp_path / "bell_rung.wav").write_bytes((sound_folder() / "card_turned.wav").read_bytes())
    monkeypatch.setattr(sound_board, "sound_folder", lambda: tmp_path)
    board = sound_board.SoundBoard(
        Kept(),
        step_effects={"rang": "bell", "dealt": "cards_dealt"},
        sounds={"bell": "bell_rung.wav"},
    )
    fake = FakePlayer()
    with qtbot.waitSignal(board.opened, timeout=20_000) as opened:
        board.start(fake)
    assert opened.args == [True]
    assert "bell" not in EFFECTS and fake.sounds is not None
    assert set(fake.sounds) == {*EFFECTS, AMBIENCE, "bell"}
    assert fake.sounds["bell"] == fake.sounds["card_turned"]  # its file, as read
    for kind in ("rang", "shuffled", "dealt", "rang"):
        board.on_step(kind)
    assert fake.plays == ["bell", "cards_dealt", "bell"]
    board.shutdown()


def test_gizmos_plays_its_own_effects_and_keeps_a_quiet_table():
    step_effects = sound_map("gizmos")
    assert step_effects["picked"] == step_effects["drew_energy"] == "marble_taken"
    assert step_effects["used"] == "gizmo_triggered"
    assert step_effects["filed"] == "card_filed"
    assert step_effects["built"] == "gizmo_built"
    # the row's refill, a turn, a card put back, a skipped or passed move: silent
    assert not {"row_filled", "turn", "bottomed", "skipped", "passed", "shuffled"} & set(
        step_effects
    )
    assert not set(GIZMOS_OWN) & set(sound_map("ohmygoods").values())


def test_gizmos_effects_are_short_and_what_the_script_makes():
    ms = make_sounds()
    found, missing = load_sounds(sound_folder(), GIZMOS_OWN)
    assert missing == []
    for name in GIZMOS_OWN:
        assert ms.render(name) == found[name], name  # scripts/make_sounds.py makes it
        m = ms.measure(found[name])
        assert 0.15 < len(found[name]) / 2 / RATE < 0.6, name
        assert abs(m["loudness_lufs"] - ms.EFFECT_LOUDNESS) < 3.0, name
        assert m["peak_dbfs"] <= -2.9 and m["full_scale"] == 0, name
        assert m["above_8k"] < 0.01, name  # nothing that hisses


def test_kingdom_builder_plays_its_own_effects_short_and_made_by_the_script():
    from omg_desktop.games.kingdom_builder.face.sounds import STEP_EFFECTS

    assert STEP_EFFECTS["built"] == STEP_EFFECTS["moved"] == "settlement_placed"
    assert STEP_EFFECTS["took"] == "tile_taken"
    assert not {"shuffled", "ended", "removed", "lost", "layout"} & set(STEP_EFFECTS)
    others = set(sound_map("ohmygoods").values()) | set(sound_map("gizmos").values())
    assert not set(KINGDOM_BUILDER_OWN) & others
    ms = make_sounds()
    found, missing = load_sounds(sound_folder(), KINGDOM_BUILDER_OWN)
    assert missing == []
    for name in KINGDOM_BUILDER_OWN:
        assert ms.render(name) == found[name], name  # scripts/make_sounds.py makes it
        m = ms.measure(found[name])
        assert 0.15 < len(found[name]) / 2 / RATE < 0.6, name
        assert abs(m["loudness_lufs"] - ms.EFFECT_LOUDNESS) < 3.0, name
        assert m["peak_dbfs"] <= -2.9 and m["full_scale"] == 0, name
        assert m["above_8k"] < 0.01, name


class FakePlayer:
    """Records what it is asked to play."""

    output = "fake"

    def __init__(self) -> None:
        self.sounds: dict[str, bytes] | None = None
        self.plays: list[str] = []

    def open(self, sounds: dict[str, bytes]) -> None:
        self.sounds = sounds

    def play(self, name: str, gain: float) -> None:
        self.plays.append(name)

    def loop(self, name: str | None, gain: float) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_gizmos_table_plays_its_steps_sounds_in_order(qtbot, tmp_path):
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0.05
    settings.sync()
    _app, win = launch._window(tmp_path / "settings.ini", game_id="gizmos")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.made("menus") is not None)  # the board is made
    fake = FakePlayer()
    with qtbot.waitSignal(win.sound.opened, timeout=20_000):
        win.sound.start(fake)
    seen: list[str] = []
    win.scene.player.step_started.connect(seen.append)
    computers = (Seat.computer("Ana", "random"), Seat.computer("Bo", "random"))
    win.games.start_game(GameConfig(computers, "standard", 4))
    c = win.controller
    qtbot.waitUntil(lambda: seen.count("picked") >= 3 or c.is_over, timeout=60_000)
    c.shutdown()
    if win.scene.player.busy():
        with qtbot.waitSignal(win.scene.player.idle, timeout=30_000):
            pass
    QApplication.processEvents()
    step_effects = win.face.STEP_EFFECTS
    assert win.sound.step_effects == step_effects
    assert fake.plays == [step_effects[k] for k in seen if k in step_effects]
    assert "marble_taken" in fake.plays and "row_filled" in seen
    assert set(fake.sounds) == set(sound_files(win.face.SOUNDS))  # the box's and its own


def test_a_kingdom_builder_table_plays_its_steps_sounds_in_order(qtbot, tmp_path):
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0.05
    settings.sync()
    _app, win = launch._window(tmp_path / "settings.ini", game_id="kingdom_builder")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.made("menus") is not None)
    fake = FakePlayer()
    with qtbot.waitSignal(win.sound.opened, timeout=20_000):
        win.sound.start(fake)
    seen: list[str] = []
    win.scene.player.step_started.connect(seen.append)
    computers = (Seat.computer("Ana", "random"), Seat.computer("Bo", "random"))
    win.games.start_game(GameConfig(computers, "first_game", 4))
    c = win.controller
    qtbot.waitUntil(lambda: seen.count("built") >= 6 or c.is_over, timeout=60_000)
    c.shutdown()
    if win.scene.player.busy():
        with qtbot.waitSignal(win.scene.player.idle, timeout=30_000):
            pass
    QApplication.processEvents()
    step_effects = win.face.STEP_EFFECTS
    assert win.sound.step_effects == step_effects
    assert fake.plays == [step_effects[k] for k in seen if k in step_effects]
    assert "settlement_placed" in fake.plays and "ended" in seen  # a turn's end: silent
    assert set(fake.sounds) == set(sound_files(win.face.SOUNDS))  # the box's and its own
