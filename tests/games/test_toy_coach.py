"""The frame's coach (``omg_desktop.ui.lessons``) runs the toy game's tiny lesson on the
toy's own table, with no change to it: the toy's face hands over a ``LessonFace`` (its
lesson hooks, its lesson, where its table shows a target) for this test only."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from omg_desktop.tutorial.lesson import LEARNER, OFFER_FIRST_START, Target
from omg_desktop.ui.lessons.hooks import LessonFace
from omg_desktop.ui.lessons.launcher import has_played, start_lesson, words_for
from omg_desktop.ui.lessons.progress import progress_key
from omg_desktop.ui.library.first_lesson import first_start, lesson_offer

from . import kuhn_lesson
from .test_toy_window import close, move_buttons, open_window, settled

pytestmark = pytest.mark.timeout(60)
RELEASE = Path(__file__).resolve().parents[1] / "fixtures" / "release-ba86305"


def target_keys(target: Target, _state, items) -> list[tuple]:
    """The toy's table: a card is the learner's hand, ``pot`` the pot's label."""
    keys = {"card": [("hand", LEARNER)], "pot": [("label", "pot")]}.get(target.kind, [])
    return [k for k in keys if k in items]


@pytest.fixture
def taught(monkeypatch, toy):
    """The toy's face with lessons (this test only)."""
    face = LessonFace(kuhn_lesson.RULES, lambda _cat: [kuhn_lesson.lesson()], target_keys)
    # the face as the window imports it (the record names tests.games.kuhn_face)
    monkeypatch.setattr(f"{toy.face}.lesson_face", lambda: face, raising=False)
    return toy


def test_the_coach_walks_the_toy_lesson_on_the_toy_table(qtbot, tmp_path, taught):
    win = open_window(qtbot, tmp_path)
    assert win.menus.lessons.isVisible()  # Help ▸ Learn to play, for a game with lessons
    start_lesson(win, "poker")
    qtbot.waitUntil(lambda: win.coach is not None and win.controller is not None)
    coach = win.coach
    settled(qtbot, win)
    coach.refresh_layer()
    assert coach.stop.step.id == "hold" and coach.panel.isVisible()
    assert coach.layer.groups == [[("hand", LEARNER)]]  # the ring: the learner's card
    assert "the King" in coach.text()
    coach.next()
    assert coach.stop.step.id == "bet"
    move_buttons(win)["p"].click()  # another move: a kind word, not played
    assert coach.aside == "Bet, with the best card." and win.controller.state_for_save.moves == []
    move_buttons(win)["b"].click()
    qtbot.waitUntil(lambda: coach.stop.step.id == "won")  # the scripted opponent folded
    assert win.controller.state_for_save.moves == ["b", "f"]
    assert [s.name for s in win.controller.seats] == ["Ana", "Bruno"]  # the lesson's names
    settled(qtbot, win)
    coach.refresh_layer()
    assert coach.layer.groups == [[("label", "pot")]]
    path = tmp_path / "lesson.png"
    win.grab().save(str(path))
    coach.next()  # the last words read: the lesson is finished
    assert win.coach is None
    stored = win.settings.qsettings.value(progress_key("kuhn"))
    assert json.loads(stored) == {"poker": {"finished": True}}
    assert win.settings.qsettings.value(progress_key("ohmygoods")) is None
    close(win)


@pytest.fixture
def offered(monkeypatch, toy):
    """The toy's face with its lesson offered at the first start (this test only)."""
    first = dataclasses.replace(kuhn_lesson.lesson(), offer=OFFER_FIRST_START)
    face = LessonFace(kuhn_lesson.RULES, lambda _cat: [first], target_keys)
    monkeypatch.setattr(f"{toy.face}.lesson_face", lambda: face, raising=False)
    return toy


def test_another_games_saves_do_not_keep_the_toys_first_lesson_from_being_offered(
    qtbot, tmp_path, offered
):
    """A player with Oh My Goods! saves (files of the last release name no game) is still
    offered the first lesson of a box of the toy alone, once, and its button starts the
    toy's first lesson; a toy save is a game played, as the box's own games' saves are."""
    from omg_desktop.games import registry
    from omg_desktop.ui.library.window import LibraryWindow
    from omg_desktop.ui.settings import Settings

    win = open_window(qtbot, tmp_path)
    folder = win.store.folder
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("slot-02.json", "campaign-1.json"):
        shutil.copy(RELEASE / "saves" / name, folder / name)
    assert not has_played(folder, "kuhn") and has_played(folder, "ohmygoods")
    box_of_the_toy = (offered.info,)
    assert first_start(win.settings, folder, box_of_the_toy)
    assert not first_start(win.settings, folder, box_of_the_toy)  # once
    lib = LibraryWindow(win.settings, lambda _game_id: win, games=box_of_the_toy)
    qtbot.addWidget(lib)
    offer = lesson_offer(lib, box_of_the_toy, "en", lib.learn_first)
    offer.show()
    (learn,) = [b for b in offer.buttons() if b.objectName() == "learn:kuhn"]
    learn.click()
    qtbot.waitUntil(lambda: win.coach is not None and win.controller is not None)
    assert win.coach.lesson.id == "poker"
    # a box that holds Oh My Goods! too: its saves are of the box (another start's settings)
    ohmygoods = registry.info("ohmygoods")
    assert not first_start(Settings(path=tmp_path / "b.ini"), folder, (*box_of_the_toy, ohmygoods))
    (folder / "slot-03.json").write_text(json.dumps({"game": "kuhn"}), encoding="utf-8")
    assert has_played(folder, "kuhn")
    assert not first_start(Settings(path=tmp_path / "c.ini"), folder, box_of_the_toy)
    close(win)


def test_the_toys_lesson_reads_its_own_texts_once_and_its_learner_from_its_last_game(
    qtbot, tmp_path, monkeypatch, taught
):
    from PySide6.QtWidgets import QApplication

    from omg_desktop.i18n import data_texts
    from omg_desktop.seating import GameConfig, Seat

    win = open_window(qtbot, tmp_path)
    read: list[tuple] = []

    def counted(folder, language, game_id=None):
        read.append((language, game_id))
        return {}

    monkeypatch.setattr(data_texts, "read_texts", counted)
    monkeypatch.setattr(QApplication.instance(), "language", "es", raising=False)
    lesson = kuhn_lesson.lesson()
    for _ in range(3):
        words_for(win, lesson)
    assert read == [("es", "kuhn")]  # the toy's file, read once for the window
    monkeypatch.setattr(QApplication.instance(), "language", "en", raising=False)
    # the learner: the person of the toy's last game, not of Oh My Goods!'s
    win.settings.last_game_config = GameConfig((Seat.human("Zoë"), Seat.human("Bo")), "")
    win.settings.set_last_config("kuhn", GameConfig((Seat.human("Kim"), Seat.human("Lu")), ""))
    start_lesson(win, "poker")
    qtbot.waitUntil(lambda: win.coach is not None and win.controller is not None)
    assert win.coach.learner_name() == "Kim"
    close(win)


def test_the_coachs_card_sized_and_read_kinds_are_the_tables_terms(toy):
    """The bubble and the rings size and avoid what the game's table terms name (its
    faces, its kinds to read): Oh My Goods!'s as before, the toy's its own."""
    from omg_desktop.games.ohmygoods.face.zones import TABLE as OMG
    from omg_desktop.ui.lessons.layer import card_kinds, placement_rect, read_weights
    from omg_desktop.ui.table.layout import Placement

    from .kuhn_face import TABLE

    assert set(card_kinds(OMG)) == {"card", "back", "assistant", "worker", "event", "slot"}
    assert read_weights(OMG) == {
        "card": 1, "back": 1, "assistant": 1, "slot": 1, "event": 1, "tally": 2, "label": 4,
    }  # fmt: skip
    assert set(card_kinds(TABLE)) == {"card", "back", "slot"}
    assert set(read_weights(TABLE)) == {"card", "back", "slot", "tally", "label"}
    chips = dataclasses.replace(TABLE, faces={**TABLE.faces, "chip": lambda d: ()})
    assert "chip" in card_kinds(chips)
    chip = Placement(("chip", 1), "chip", 10.0, 20.0, zone="pot")
    assert placement_rect(chip, None, card_kinds(chips))[2:] != placement_rect(chip)[2:]


@pytest.mark.parametrize("angle", [0.0, 30.0, 90.0, -62.5])
def test_a_ring_holds_a_piece_turned_on_the_table_where_it_is_drawn(qapp, angle):
    """A piece placed at an angle (a route's space on a map) is ringed where Qt draws it:
    the box around the turned card, as the item's own box in the scene says."""
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    from omg_desktop.ui.lessons.layer import placement_rect
    from omg_desktop.ui.table.layout import CARD_H, CARD_W, Placement

    p = Placement(("space", 1), "card", 300.0, 120.0, 0.4, data={"angle": angle})
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, CARD_W, CARD_H)
    scene.addItem(item)
    item.setPos(p.x, p.y)
    item.setScale(p.scale)
    item.setRotation(angle)
    drawn = item.sceneBoundingRect()
    ring = placement_rect(p)
    assert ring == pytest.approx((drawn.x(), drawn.y(), drawn.width(), drawn.height()), abs=1.01)


def test_learn_to_play_opens_the_toys_window_at_its_lesson(
    qtbot, tmp_path, monkeypatch, taught, capsys
):
    """``omg-desktop tutorial --game kuhn --lesson poker``'s window: the toy's, its lesson
    started by the frame's launcher (no face re-export); an unknown lesson is named."""
    from PySide6.QtWidgets import QApplication

    from omg_desktop.ui import launch

    opened = []
    real = launch._window
    monkeypatch.setattr(launch, "_prepared", lambda *_a: True)
    monkeypatch.setattr(launch, "_window", lambda **kw: real(tmp_path / "settings.ini", **kw))
    monkeypatch.setattr(launch, "_watch", lambda win, _app: opened.append(win) or 0)
    assert launch.learn("poker", "kuhn") == 0
    [win] = opened
    qtbot.addWidget(win)
    assert win.game.info.id == "kuhn"
    qtbot.waitUntil(lambda: win.coach is not None)
    assert win.coach.lesson.id == "poker"
    close(win)
    before = set(QApplication.topLevelWidgets())
    assert launch.learn("nonesuch", "kuhn") == 2
    assert "no lesson 'nonesuch' (known: poker)" in capsys.readouterr().err
    for stray in set(QApplication.topLevelWidgets()) - before:
        stray.close()


def test_the_tutorial_command_opens_the_window_of_its_game(monkeypatch, toy):
    """``omg-desktop tutorial --game kuhn`` opens the toy's window (a toy that had
    lessons), not the default game's, nor a refusal."""
    import sys
    import types

    from omg_desktop import cli
    from omg_desktop.games import registry
    from omg_desktop.ui import launch

    teach = types.SimpleNamespace(load_data=lambda _data: None, check_lessons=None)
    monkeypatch.setitem(sys.modules, "kuhn_lessons_of_this_test", teach)
    taught = dataclasses.replace(toy, commands="kuhn_lessons_of_this_test")
    real = registry.load

    def load(game_id=None):
        return taught if game_id == "kuhn" else real(game_id)

    load.cache_clear = real.cache_clear  # type: ignore[attr-defined]
    monkeypatch.setattr(registry, "load", load)
    asked = []
    monkeypatch.setattr(launch, "learn", lambda *a: asked.append(a) or 0)
    assert cli.main(["tutorial", "--game", "kuhn", "--lesson", "poker"]) == 0
    assert asked == [("poker", "kuhn")]
