"""The window's library part takes a game's tables from the game's face (DESIGN.md 15):
the table's labels and event steps, the log's sentences and places, all from the face it
is given, never from a game's rules; and a face's parts load one at a time."""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace

from omg_desktop.games.ohmygoods.face.art import CardArt
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.ui.faces import face
from omg_desktop.ui.log_model import LogModel
from omg_desktop.ui.table.animation import EventQueue, step_of
from omg_desktop.ui.table.layout import Marks, Placement
from omg_desktop.ui.table.scene import TableScene


class WrappedFace:
    """Oh My Goods!'s face with the labels' words and the steps changed."""

    def __init__(self) -> None:
        self._face = face()
        self.STEPS = {"toy_dealt": "banner"}

    def label_text(self, spec: tuple) -> str:
        return "«" + self._face.label_text(spec) + "»"

    def __getattr__(self, name: str):
        return getattr(self._face, name)


def test_the_log_says_what_its_face_says(qapp):
    said = SimpleNamespace(
        sentence=lambda e, cat, names: f"{names[e.seat]} did {e.kind}",
        log_where=lambda e, r, p: (r + 1, 7),
        where_label=lambda r, p: f"at {r}/{p}",
    )
    model = LogModel(None, ["Ana", "Bruno"], face=said)
    model.reset_events([SimpleNamespace(kind="toy_bet", seat=1, data={})])
    row = model.rows()[0]
    assert (row.text, row.round, row.phase) == ("Bruno did toy_bet", 2, 7)
    assert model.data(model.index(0), model.KindRole) == "toy_bet"
    from PySide6.QtCore import Qt

    assert model.data(model.index(0), Qt.ItemDataRole.ToolTipRole) == "at 2/7"


def test_the_table_labels_and_steps_come_from_its_face(qtbot):
    scene = TableScene(CardArt(default_catalog()), face=WrappedFace())
    label = Placement(("label", "deck"), "label", 10, 10, 1.0, 1, {"text": ("deck",)})
    scene.settle([label], Marks())
    assert scene.items_by_key[("label", "deck")].text() == "«Deck»"
    assert step_of("toy_dealt", scene.face) == EventQueue._banner
    assert step_of("built", scene.face) is None  # the face's table, not Oh My Goods!'s
    assert step_of("built") is face().STEPS["built"]  # the default game's face


def test_a_faces_own_step_plays_with_the_queues_moves(qtbot):
    """A face's step is its function over the queue's moves: here a toy deal flies a
    card from the deck, the caption says the face's sentence, and the table settles."""
    played: list[tuple] = []
    said: list[str] = []  # read as the step says it: the caption's own timer may end first

    def dealt(q, e, stage: int) -> int:
        played.append((e.kind, stage, q.final(("card", 3)) is not None))
        q.fly(("card", 3), q.ms, q.deck_point())
        hold = q.say(e)
        said.append(q._shown.text if q._shown is not None else "")
        return max(hold, q.ms)

    wrapped = WrappedFace()
    wrapped.STEPS = {"toy_dealt": dealt}
    wrapped.sentence = lambda e, cat, names: "Dealt."
    scene = TableScene(CardArt(default_catalog()), face=wrapped)
    deck = Placement(("deck",), "back", 20, 20, 0.5, 0, {"count": 9}, "deck")
    card = Placement(("card", 3), "card", 400, 600, 0.5, 1, {"card": 3}, "hand", 0)
    scene.show_layout([deck], Marks())
    scene.player.take_events([SimpleNamespace(kind="toy_dealt", seat=0, data={})])
    with qtbot.waitSignal(scene.player.step_started) as started:
        scene.show_layout([deck, card], Marks(), 30)
    assert started.args == ["toy_dealt"] and played == [("toy_dealt", 0, True)]
    assert said == ["Dealt."]
    qtbot.waitUntil(lambda: not scene.player.busy())
    item = scene.items_by_key[("card", 3)]
    assert (item.pos().x(), item.pos().y()) == (400, 600)


def test_a_face_loads_its_parts_one_at_a_time():
    code = (
        "import sys\n"
        "import omg_desktop.games.ohmygoods.face as f\n"
        "steps = f.STEPS\n"
        "print(sorted(m for m in sys.modules if m.startswith(f.__name__ + '.')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "['omg_desktop.games.ohmygoods.face.table_steps']"


def test_the_replay_window_names_its_game_in_the_windows_language(qtbot):
    from PySide6.QtCore import QLocale

    from omg_desktop.record import Recorder
    from omg_desktop.saves.replayer import Replayer
    from omg_desktop.ui.replay_window import ReplayWindow

    cat = default_catalog()
    recorder = Recorder.start("ohmygoods", cat, 2, 5)
    before = QLocale()
    QLocale.setDefault(QLocale("ja_JP"))
    try:
        replay = ReplayWindow(cat, Replayer(recorder.record, cat), ["Ana", "Bruno"], CardArt(cat))
        qtbot.addWidget(replay)
    finally:
        QLocale.setDefault(before)
    assert replay.windowTitle() == "Replay — オー・マイ・グーッズ！"  # no translator: English words
    assert replay.scene.face is replay.face


def test_the_queue_is_idle_only_when_the_last_dealt_card_has_landed(qtbot):
    """New cards leave the draw pile one after another (each a quarter of a move after
    the one before), so a row of five lands after twice a move: the queue waits for the
    last one before it says it is idle (it said so after one move, with cards in the air)."""
    scene = TableScene(CardArt(default_catalog()), face=WrappedFace())
    deck = Placement(("deck",), "back", 20, 20, 0.5, 0, {"count": 9}, "deck")
    scene.show_layout([deck], Marks())
    cards = [
        Placement(("card", i), "card", 200 + 90 * i, 600, 0.5, 1, {"card": 3}, "hand", 0)
        for i in range(5)
    ]
    scene.player.take_events([SimpleNamespace(kind="toy_dealt", seat=0, data={})])
    with qtbot.waitSignal(scene.player.idle, timeout=20000):
        scene.show_layout([deck, *cards], Marks(), 40)
    assert not scene.animating  # every card has landed: nothing moves any more
    assert [scene.items_by_key[("card", i)].pos().x() for i in range(5)] == [
        200 + 90 * i for i in range(5)
    ]
