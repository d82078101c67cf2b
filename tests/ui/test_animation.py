"""The table's event queue through the real window: every event kind has an animation,
Instant plays none, a computer's turn is shown step by step and the next computer
move waits for it, a click or Space fast-forwards, the market tally counts, and an
opponent's last round is one click (or L) away. Counts and signals, never timings.
"""

from __future__ import annotations

import ast
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from omg_desktop.games.ohmygoods.face.table_steps import STEPS
from omg_desktop.games.ohmygoods.rules import queries
from omg_desktop.games.ohmygoods.rules.events import EVENT_KINDS
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.table.animation import step_of
from omg_desktop.ui.table.overlay import TallyItem

pytestmark = pytest.mark.timeout(180)

RULES = Path(__file__).resolve().parents[2] / "omg_desktop/games/ohmygoods/rules"

COMPUTERS = GameConfig(
    seats=(Seat("Ana", "computer", "random"), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=5,
)
VERSUS = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=9,
)


def emitted_kinds() -> set[str]:
    """Every ``Event("kind", ...)`` the rules' code builds (the base game and the expansion)."""
    kinds = set()
    for path in RULES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Event"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                kinds.add(node.args[0].value)
    return kinds


def test_every_event_kind_the_rules_emit_has_an_animation():
    emitted = emitted_kinds()
    assert len(emitted) >= 30  # the scan finds the engine's events at all
    assert emitted == set(EVENT_KINDS), "rules/events.py EVENT_KINDS is out of date"
    missing = [k for k in EVENT_KINDS if step_of(k) is None]
    assert missing == [], f"event kinds without an animation: {missing}"
    assert set(STEPS) == set(EVENT_KINDS)


def counting(win) -> Counter:
    seen: Counter = Counter()
    win.scene.player.step_started.connect(lambda kind: seen.update([kind]))
    return seen


def test_instant_plays_nothing_and_the_game_flows(qtbot, window):
    steps = counting(window)
    window.games.start_game(COMPUTERS)
    c = window.controller
    qtbot.waitUntil(lambda: c.view().round >= 2 or c.is_over, timeout=60_000)
    assert sum(steps.values()) == 0
    assert not window.scene.player.busy()
    assert window.scene.items_by_key  # the table was laid out all the same


def test_a_computer_turn_is_shown_step_by_step_and_the_next_waits(qtbot, window):
    window.settings.animation_speed = 0.05  # a few ms a step: the test stays short
    queue = window.scene.player
    steps = counting(window)
    sent: Counter = Counter()
    busy_when_thinking: list[bool] = []
    window.games.start_game(COMPUTERS)
    c = window.controller
    c.events_happened.connect(lambda events: sent.update(e.kind for e in events))
    sent.update(e.kind for e in c.visible_history())  # the set-up, sent before we listened
    c.thinking.connect(lambda _seat, on: on and busy_when_thinking.append(queue.busy()))
    qtbot.waitUntil(lambda: len(busy_when_thinking) >= 12 or c.is_over, timeout=60_000)
    c.shutdown()  # no more moves: what was sent can now be played to the end
    if queue.busy():
        with qtbot.waitSignal(queue.idle, timeout=30_000):
            pass
    assert not any(busy_when_thinking), "a computer moved while the table was still showing"
    # every event the table was sent had its own animation, in full (none skipped)
    assert steps == Counter({k: n for k, n in sent.items() if k in STEPS})
    assert steps["revealed"] > 1 and steps["drew"] >= 2 and steps["sunrise_chosen"] >= 2


def test_each_event_of_a_batch_gets_one_step(qtbot, window):
    window.settings.animation_speed = 0.05
    queue = window.scene.player
    window.games.start_game(VERSUS)
    c = window.controller
    qtbot.waitUntil(lambda: not queue.busy() and c.awaiting_human(), timeout=60_000)
    batches: list[list[str]] = []
    c.events_happened.connect(lambda events: batches.append([e.kind for e in events]))
    steps: list[str] = []
    queue.step_started.connect(steps.append)
    for _ in range(3):  # the human's decisions (the first page's default button)
        qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=60_000)
        action = c.legal_actions()[0]
        c.submit(action)  # never blocked, even while the table still plays
        qtbot.waitUntil(lambda: not queue.busy(), timeout=60_000)
    c.shutdown()
    if queue.busy():
        with qtbot.waitSignal(queue.idle, timeout=30_000):
            pass
    flat = [k for batch in batches for k in batch if k in STEPS]
    assert steps == flat and steps


def start_slow(qtbot, window) -> None:
    window.settings.animation_speed = 2.0  # Slow: plenty to fast-forward
    window.games.start_game(COMPUTERS)
    qtbot.waitUntil(window.scene.player.busy, timeout=10_000)


def settled(window) -> bool:
    """Every item stands where the last layout put it."""
    final = {p.key: p for p in window.scene.player._final}
    items = window.scene.items_by_key
    return set(final) <= set(items) and all(
        (items[k].pos().x(), items[k].pos().y()) == (p.x, p.y) for k, p in final.items()
    )


def test_a_click_on_the_table_fast_forwards(qtbot, window):
    start_slow(qtbot, window)
    assert not settled(window)
    with qtbot.waitSignal(window.scene.player.idle, timeout=2000):
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    assert not window.scene.player.busy()
    assert settled(window)


def test_space_fast_forwards(qtbot, window):
    start_slow(qtbot, window)
    window.table.setFocus()
    with qtbot.waitSignal(window.scene.player.idle, timeout=2000):
        qtbot.keyClick(window.table, Qt.Key.Key_Space)
    assert not window.scene.player.busy()
    assert settled(window)


def tally(window) -> dict[str, tuple[int, int]]:
    return {
        it.placement.data["resource"]: (it.placement.data["market"], it.placement.data["total"])
        for it in window.scene.items_by_key.values()
        if isinstance(it, TallyItem)
    }


def test_the_market_tally_counts_the_market_and_the_players_offices(qtbot, window):
    window.games.start_game(VERSUS)
    c = window.controller
    for _ in range(40):  # the human decides (the first legal choice) until cards show
        qtbot.waitUntil(c.awaiting_human, timeout=60_000)
        if any(c.view().market) and c.view().round >= 2:
            break
        c.submit(c.legal_actions()[0])
    view = c.view()
    cards = view.cat.cards
    shown = Counter(cards[x].resource for row in view.market for x in row if cards[x].resource)
    with_offices = queries.market_counts(view, c.viewer)
    counts = tally(window)
    assert set(counts) == set(view.cat.resources)
    for r, (market, total) in counts.items():
        assert market == shown.get(r, 0)
        assert total == with_offices.get(r, 0)


def test_the_tally_follows_the_cards_as_they_turn_up(qtbot, window):
    window.settings.animation_speed = 0.05
    sums: list[int] = []
    discarded: list[str] = []

    def step(kind: str) -> None:
        if kind == "market_discarded":
            discarded.append(kind)
        elif kind == "revealed" and not discarded:  # the first round's market
            sums.append(sum(m for m, _ in tally(window).values()))

    window.scene.player.step_started.connect(step)
    window.games.start_game(COMPUTERS)
    qtbot.waitUntil(lambda: bool(discarded) or window.controller.is_over, timeout=60_000)
    window.scene.player.finish()
    # counted as each reveal starts, before its card: one card more each time
    assert len(sums) >= 4
    assert sums[0] == 0 and all(b - a in (0, 1) for a, b in pairwise(sums))
    assert sums[-1] >= 3


def test_an_opponents_last_round_is_one_click_or_key_away(qtbot, window):
    window.games.start_game(COMPUTERS)
    c = window.controller
    qtbot.waitUntil(lambda: c.view().round >= 2 or c.is_over, timeout=60_000)
    scene = window.scene
    label = scene.items_by_key[("label", "player", 1)]
    pos = window.table.mapFromScene(label.mapToScene(20, 12))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    summary = scene.summary
    assert summary is not None and summary.isVisible()
    assert summary.text.startswith("Bruno")  # the clicked opponent first
    summary.close()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    assert scene.summary is not summary and scene.summary.isVisible()


PERSON_FIRST = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=4,
)
TWO_PEOPLE = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bea", "human", None)),
    ruleset="bigbox",
    seed=4,
)


def test_only_opponents_names_offer_their_last_round_from_the_first_layout(qtbot, window):
    """The first layout of a game made the viewer's own name say "Click, or press L …"
    (the bottom seat was asked before its row existed)."""
    window.games.start_game(PERSON_FIRST)
    qtbot.waitUntil(window.controller.awaiting_human, timeout=10_000)
    labels = window.scene.items_by_key
    assert "press L" not in labels[("label", "player", 0)].toolTip()
    assert "press L" in labels[("label", "player", 1)].toolTip()


def test_a_decision_waits_until_the_table_has_shown_the_moves(qtbot, window):
    window.settings.animation_speed = 2.0  # Slow: the deal is still playing
    window.games.start_game(PERSON_FIRST)
    c = window.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10_000)
    assert window.scene.player.busy()
    assert window.panel.current == "wait" and not window.panel.marks().controls
    assert "Space" in window.panel.prompt.text()
    with qtbot.waitSignal(window.scene.player.idle, timeout=2000):
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)  # see it all
    assert window.panel.current == "exchange"
    assert [k.id for k in window.panel.marks().controls] == ["keep", "exchange"]


def test_the_pass_and_play_cover_waits_until_the_public_moves_are_shown(qtbot, window):
    window.settings.animation_speed = 2.0
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    qtbot.waitUntil(window.scene.player.busy, timeout=10_000)
    assert c.viewer is None  # nobody's hand is on the table while the deal plays
    assert not window.cover.isVisible()
    with qtbot.waitSignal(window.scene.player.idle, timeout=2000):
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    assert window.cover.isVisible()


def test_long_captions_wrap_and_tally_counts_fit_rather_than_being_cut(window):
    from PySide6.QtGui import QFontMetricsF

    from omg_desktop.ui.table.overlay import CaptionItem

    text = "Phase II: each player places their worker and plans a building " * 2
    one = CaptionItem("Phase II", banner=True, max_width=800)
    long = CaptionItem(text, banner=True, max_width=800)
    assert long.text == text and long.boundingRect().width() <= 800
    assert long.boundingRect().height() > one.boundingRect().height()  # more lines
    window.games.start_game(VERSUS)
    tallies = [it for it in window.scene.items_by_key.values() if isinstance(it, TallyItem)]
    assert tallies
    for it in tallies:
        it.placement.data.update(market=10, total=12)  # "Wd 10 (+2)": the widest
        width = QFontMetricsF(it.fitted_font()).horizontalAdvance(it.text())
        assert width <= it.text_room().width(), it.text()


def test_after_the_second_person_decides_both_see_the_reveal_before_the_cover(qtbot, window):
    """Phase I of two people: after the second one keeps, the draws and the sunrise row
    play on the table (nobody's hand on it) before the cover for the first one."""
    window.settings.animation_speed = 2.0
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    played = []
    window.scene.player.step_started.connect(played.append)
    for _ in range(2):  # each person keeps, behind their own cover
        qtbot.waitUntil(window.cover.isVisible, timeout=20_000)
        qtbot.mouseClick(window.cover, Qt.MouseButton.LeftButton)
        window.scene.player.finish()
        qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
        played.clear()
        qtbot.mouseClick(window.panel.page().keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "revealed" in played, timeout=10_000)
    assert window.scene.player.busy() and not window.cover.isVisible()
    assert c.viewer is None
    with qtbot.waitSignal(window.scene.player.idle, timeout=5000):
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    assert window.cover.isVisible()


def bottom_seat(window) -> int:
    """The seat whose name line is lowest on the table (the one at the bottom)."""
    labels = {
        k[2]: it.pos().y()
        for k, it in window.scene.items_by_key.items()
        if k[:2] == ("label", "player")
    }
    return max(labels, key=labels.get)


def test_the_moves_before_a_cover_play_from_the_seat_of_who_still_looks(qtbot, window):
    """A playtest saw, before the cover for Ana, Ben's table with some pieces where they
    lie in Ana's seating (her seat at the bottom): the moves were laid out for her while
    Ben looked. They play from Ben's seat; behind the cover the table turns to Ana's
    at once; as the cover lifts nothing flies (her hand is just there)."""
    window.settings.animation_speed = 2.0
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    played = []
    window.scene.player.step_started.connect(played.append)
    for seat in (0, 1):  # each person keeps, behind their own cover
        qtbot.waitUntil(window.cover.isVisible, timeout=20_000)
        assert bottom_seat(window) == seat  # behind the cover: the next person's seat
        assert not window.scene.animating  # already in place, nothing moving
        qtbot.mouseClick(window.cover, Qt.MouseButton.LeftButton)
        assert not window.scene.animating  # the hand did not fly in
        qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
        played.clear()
        qtbot.mouseClick(window.panel.page().keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "revealed" in played, timeout=10_000)
    assert c.viewer is None and not window.cover.isVisible()
    assert bottom_seat(window) == 1  # Ben still looks: his seat stays at the bottom
    with qtbot.waitSignal(window.scene.player.idle, timeout=5000):
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    assert window.cover.isVisible() and bottom_seat(window) == 0


def test_a_decisions_buttons_go_when_it_is_made_not_after_the_moves(qtbot, window):
    window.settings.animation_speed = 2.0
    window.games.start_game(PERSON_FIRST)
    c = window.controller
    qtbot.waitUntil(c.awaiting_human, timeout=10_000)
    window.scene.player.finish()
    qtbot.waitUntil(lambda: window.panel.current == "exchange")
    assert ("control", "keep") in window.scene.items_by_key
    # the decision made: the moves after it start playing at once (here: a reshuffle)
    from omg_desktop.games.ohmygoods.rules.events import Event
    from omg_desktop.ui.table.layout import Marks

    queue = window.scene.player
    queue.take_events([Event("shuffled", None, {})])
    window.scene.show_layout(list(queue._final), Marks(), 640)
    assert queue.busy()
    left = [k for k in window.scene.items_by_key if k[0] in ("control", "input_slot")]
    assert left == []


def test_a_seats_name_line_changes_with_its_first_move_not_at_the_batch_end(qtbot, window):
    """The points, coins and hand on a seat's line follow its moves as they play: within
    one batch of moves a line changes (before, only once the batch had been shown)."""
    window.settings.animation_speed = 0.3  # short steps: the order is checked, not time
    window.games.start_game(COMPUTERS)
    queue = window.scene.player
    batches: list[list[tuple]] = [[]]

    def lines(_kind: str = "") -> None:
        items = window.scene.items_by_key
        snap = tuple(
            str(items[("label", "player", s)].placement.data["text"])
            for s in (0, 1)
            if ("label", "player", s) in items
        )
        batches[-1].append(snap)

    queue.step_started.connect(lines)
    queue.idle.connect(lambda: batches.append([]))
    qtbot.waitUntil(lambda: any(len(set(x)) > 1 for x in batches) or len(batches) > 12,
                    timeout=60_000)  # fmt: skip
    queue.finish()
    assert any(len(set(b)) > 1 for b in batches)
