"""GameController: whole games, pass-and-play covers, undo, and a GUI thread that never waits."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import QCoreApplication, QTimer

from omg_desktop.games.base import IllegalAction
from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.bots.registry import make_bot
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Done,
    Exchange,
    Sunrise,
    encode,
    legal_actions,
    player_view,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.record import Recorder, replay, state_hash
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, PRODUCTION, SUNRISE, UNKNOWN
from omg_desktop.seating import Seat
from omg_desktop.ui.controller import GameController

pytestmark = pytest.mark.timeout(120)

CAT = default_catalog()
ANA, BRUNO, BOT = Seat("Ana", "human"), Seat("Bruno", "human"), Seat("Bot", "computer", "random")
#: Two computers (their bots: the test's ``bot_factory``, else Beginners).
TWO_BOTS = [Seat("A", "computer", "random"), Seat("B", "computer", "random")]


@pytest.fixture
def make(qtbot):
    """Build controllers; every one is shut down after the test."""
    made: list[GameController] = []

    def build(seats, seed=7, **kw) -> GameController:
        c = GameController(CAT, seats, seed=seed, **kw)
        made.append(c)
        return c

    yield build
    for c in made:
        c.shutdown()


def fresh_record_steps(c: GameController) -> list[str]:
    """The record a game would have if only the controller's recorded actions had been played."""
    rec = Recorder(CAT, len(c.seats), c.seed, c.record.ruleset)
    for a in c.record.actions():
        rec.play(a)
    return rec.record.steps


def assert_record_is_exact(c: GameController) -> None:
    assert fresh_record_steps(c) == c.record.steps
    assert state_hash(replay(c.record, CAT)) == state_hash(c.state_for_tests)


def drive(qtbot, c: GameController, until, rng: random.Random, limit: int = 2000) -> None:
    """Play the humans with random legal actions (lifting covers) until ``until()`` holds."""
    for _ in range(limit):
        if until():
            return
        if c.covered_seat is not None:
            c.cover_done()
        elif c.awaiting_human():
            acts = c.legal_actions()
            c.submit(acts[rng.randrange(len(acts))])
        else:
            qtbot.waitUntil(
                lambda: c.awaiting_human() or c.is_over or c.covered_seat is not None,
                timeout=10_000,
            )
    raise AssertionError("the condition was never reached")


def hidden(hand: list[int]) -> bool:
    return all(card == UNKNOWN for card in hand)


# ---- whole games -------------------------------------------------------------------------
def test_two_computers_play_to_the_end(make, qtbot):
    c = make([Seat("Ana", "computer", "random"), Seat("Bruno", "computer", "random")], seed=3)
    thinking: list[tuple[int, bool]] = []
    c.thinking.connect(lambda seat, on: thinking.append((seat, on)))
    with qtbot.waitSignal(c.game_over, timeout=30_000):
        c.start()
    assert c.is_over and c.viewer is None and c.active_seat is None
    assert not c.awaiting_human() and c.legal_actions() == [] and not c.can_undo()
    assert c.record.final_hash is not None
    assert_record_is_exact(c)
    assert len(c.scores()) == 2 and c.winners()
    over = [e for e in c.visible_history() if e.kind == "game_over"]
    assert len(over) == 1 and over[0].data["winners"] == c.winners()
    assert thinking and thinking.count((0, True)) == thinking.count((0, False))
    assert c.prompt() == "The game is over"


def test_all_computer_game_is_the_same_as_the_bots_playing_alone(make, qtbot):
    c = make([Seat("Ana", "computer", "random"), Seat("Bruno", "computer", "random")], seed=12)
    with qtbot.waitSignal(c.game_over, timeout=30_000):
        c.start()
    rec = Recorder(CAT, 2, 12)
    bots = [make_bot("random", "12/0"), make_bot("random", "12/1")]
    while not rec.state.over:
        st = rec.state
        seat = min(to_act(st), key=lambda s: (s - st.first) % 2)  # first player first
        rec.play(bots[seat].choose(player_view(rec.state, seat), legal_actions(rec.state, seat)))
    assert rec.record.steps == c.record.steps


def test_human_against_computer_to_the_end(make, qtbot):
    c = make([ANA, BOT], seed=11)
    covers: list[int] = []
    c.cover_needed.connect(covers.append)
    c.start()
    rng = random.Random(1)
    decisions = 0
    while not c.is_over:
        if c.awaiting_human():
            assert c.viewer == 0 and c.active_seat == 0
            view = c.view()
            assert hidden(view.players[1].hand) and not hidden(view.players[0].hand or [1])
            assert c.prompt() and not c.prompt().startswith("Waiting")
            acts = c.legal_actions()
            c.submit(acts[rng.randrange(len(acts))])
            decisions += 1
        else:
            assert c.legal_actions() == []
            qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=10_000)
    assert covers == [] and c.viewer == 0 and decisions > 20
    assert_record_is_exact(c)


def test_the_first_prompt_and_waiting_prompt(make, qtbot):
    c = make([ANA, BOT], seed=2)
    c.start()
    assert c.awaiting_human() and c.state_for_tests.phase == EXCHANGE
    assert c.prompt() == "Phase I: keep your hand or exchange all of it"
    c.submit(Exchange(0, False))
    assert not c.awaiting_human()
    assert c.prompt() == "Waiting for Bot…"


def test_prompts_name_what_to_do_in_each_step(make, qtbot):
    c = make([ANA, BOT], seed=21)
    c.start()
    seen: dict[tuple[str, str], str] = {}
    rng = random.Random(4)

    def note() -> bool:
        if c.awaiting_human():
            s = c.state_for_tests
            seen.setdefault((s.phase, s.step), c.prompt())
        return c.is_over

    drive(qtbot, c, note, rng, limit=5000)
    texts = set(seen.values())
    assert "Phase I: keep your hand or exchange all of it" in texts
    assert any(t.startswith("Phase II: put your worker on a building") for t in texts)
    produce = [t for (ph, st), t in seen.items() if st == "produce"]
    assert produce and all(" lacks " in t and t.endswith("or skip") for t in produce)
    assert all(t for t in texts)


def test_an_illegal_submit_raises_with_the_reason_and_changes_nothing(make, qtbot):
    c = make([ANA, BOT], seed=5)
    c.start()
    before, steps = state_hash(c.state_for_tests), list(c.record.steps)
    changes: list[int] = []
    c.changed.connect(lambda: changes.append(1))
    with pytest.raises(IllegalAction, match="not time to build"):
        c.submit(Build(0, 37, ()))
    with pytest.raises(IllegalAction, match="your own seat"):
        c.submit(Exchange(1, False))
    assert state_hash(c.state_for_tests) == before and c.record.steps == steps
    assert changes == [] and c.awaiting_human()
    c.submit(Exchange(0, True))
    with pytest.raises(IllegalAction, match="not your decision"):
        c.submit(Exchange(0, False))


# ---- pass and play ----------------------------------------------------------------------
def test_two_humans_get_a_cover_at_every_hand_over(make, qtbot):
    c = make([ANA, BRUNO], seed=9)
    covers: list[int] = []
    c.cover_needed.connect(covers.append)
    with qtbot.waitSignal(c.cover_needed, timeout=1000) as first:
        c.start()
    seat = first.args[0]
    assert seat == c.state_for_tests.first
    assert c.viewer is None and not c.awaiting_human() and c.legal_actions() == []
    view = c.view()
    assert all(hidden(p.hand) for p in view.players)
    assert c.prompt() == f"Waiting for {c.seat_names[seat]} to take the seat…"
    c.cover_done()
    assert c.viewer == seat and c.awaiting_human()
    view = c.view()
    assert not hidden(view.players[seat].hand) and hidden(view.players[1 - seat].hand)
    with qtbot.waitSignal(c.cover_needed, timeout=1000) as second:
        c.submit(Exchange(seat, False))
    assert second.args[0] == 1 - seat and c.viewer is None
    assert covers == [seat, 1 - seat]


def test_two_humans_play_a_whole_game_and_nobody_sees_the_other_hand(make, qtbot):
    c = make([ANA, BRUNO], seed=14)
    covers: list[int] = []
    c.cover_needed.connect(covers.append)
    c.start()
    rng = random.Random(2)
    last_viewer = None
    while not c.is_over:
        if c.covered_seat is not None:
            assert c.viewer is None and covers[-1] == c.covered_seat
            assert covers[-1] != last_viewer
            assert all(hidden(p.hand) for p in c.view().players)
            assert all("cards" not in e.data for e in c.visible_history() if e.kind == "drew")
            c.cover_done()
            last_viewer = c.viewer
        assert c.awaiting_human()
        me = c.viewer
        assert me is not None and c.active_seat == me
        assert hidden(c.view().players[1 - me].hand)
        for e in c.visible_history():
            if e.kind == "drew" and "cards" in e.data:
                assert e.seat == me
        acts = c.legal_actions()
        c.submit(acts[rng.randrange(len(acts))])
    assert len(covers) > 10
    assert_record_is_exact(c)


def test_covers_only_when_the_seat_passes_to_another_human(make, qtbot):
    c = make([ANA, BOT, BRUNO], seed=3)
    covers: list[int] = []
    c.cover_needed.connect(covers.append)
    c.start()
    rng = random.Random(5)
    viewer = None
    while len(covers) < 12 and not c.is_over:
        if c.covered_seat is not None:
            assert covers[-1] == c.covered_seat != viewer
            c.cover_done()
            viewer = c.viewer
        elif c.awaiting_human():
            assert c.viewer == viewer  # the same human goes on without a cover
            acts = c.legal_actions()
            c.submit(acts[rng.randrange(len(acts))])
        else:
            assert c.viewer == viewer  # the bot plays under the last human's eyes
            qtbot.waitUntil(
                lambda: c.awaiting_human() or c.is_over or c.covered_seat is not None,
                timeout=10_000,
            )
    assert len(covers) >= 12


# ---- undo -------------------------------------------------------------------------------------
def _to_sunrise(qtbot, c: GameController) -> None:
    drive(
        qtbot,
        c,
        lambda: c.awaiting_human() and c.state_for_tests.phase == SUNRISE,
        random.Random(3),
    )


def test_a_phase_two_choice_can_be_undone_and_redone_differently(make, qtbot):
    c = make([ANA, BOT], seed=8)
    c.start()
    _to_sunrise(qtbot, c)
    assert not c.can_undo()  # the sunrise row was just revealed
    before, steps = state_hash(c.state_for_tests), list(c.record.steps)
    choices = [a for a in c.legal_actions() if isinstance(a, Sunrise)]
    first, other = choices[0], choices[-1]
    assert first != other
    c.submit(first)
    assert c.can_undo() and not c.awaiting_human()
    resets: list[list] = []
    c.history_reset.connect(resets.append)
    assert c.undo()
    assert resets and c.awaiting_human() and not c.can_undo()
    assert state_hash(c.state_for_tests) == before and c.record.steps == steps
    c.submit(other)
    assert c.record.steps[len(steps)] == encode(other)
    qtbot.waitUntil(lambda: c.state_for_tests.phase != SUNRISE, timeout=10_000)
    assert not c.can_undo() and not c.undo()  # the bot chose and the choices were revealed
    assert encode(first) not in c.record.steps[len(steps) :] or first == other
    assert_record_is_exact(c)


def test_done_hands_control_on_and_is_never_undoable(make, qtbot):
    """Done in phase IV hands the turn on: whatever the next seat's hidden cards make it do
    (an automatic step, or a real decision), Ana cannot take Done back to probe it."""
    c = make([ANA, BOT], seed=8)
    c.start()
    rng = random.Random(6)
    handed_on = 0
    for _ in range(3000):
        if c.is_over or handed_on >= 3:
            break
        if not c.awaiting_human():
            qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=10_000)
            continue
        s = c.state_for_tests
        acts = c.legal_actions()
        if s.phase == PRODUCTION and Done(0) in acts and s.step == "build":
            c.submit(Done(0))
            assert not c.can_undo() and not c.undo() and not c.reset_turn()
            handed_on += 1
            continue
        c.submit(acts[rng.randrange(len(acts))])
    assert handed_on >= 3, "the scenario never came up"
    assert_record_is_exact(c)


def test_reset_turn_takes_back_the_whole_turn(make, qtbot):
    c = make([ANA, BOT], seed=4)
    c.start()
    rng = random.Random(9)
    for _ in range(200):
        drive(
            qtbot,
            c,
            lambda: (
                c.is_over
                or (
                    c.awaiting_human()
                    and c.state_for_tests.phase == PRODUCTION
                    and not c.can_undo()
                )
            ),
            rng,
        )
        if c.is_over:
            break
        start, steps = state_hash(c.state_for_tests), list(c.record.steps)
        taken = 0
        while c.awaiting_human() and c.state_for_tests.phase == PRODUCTION:
            acts = c.legal_actions()
            c.submit(acts[0])  # prefer doing something over Done
            if not c.can_undo():
                break
            taken += 1
            if taken == 2:
                break
        if taken >= 2 and c.can_undo():
            assert c.reset_turn()
            assert state_hash(c.state_for_tests) == start and c.record.steps == steps
            assert c.awaiting_human() and not c.can_undo()
            assert_record_is_exact(c)
            return
    pytest.fail("no turn with two undoable actions came up")


def test_undo_is_refused_while_a_cover_is_up(make, qtbot):
    c = make([ANA, BRUNO], seed=9)
    c.start()
    c.cover_done()
    me = c.viewer
    c.submit(Exchange(me, False))  # control passes to the other human
    assert c.covered_seat == 1 - me and not c.can_undo() and not c.undo()
    c.cover_done()
    assert not c.can_undo()  # never across a hand-over


# ---- threads ----------------------------------------------------------------------------------
#: A safety net only: a gated bot gives up waiting after this long (the test then fails on
#: what it saw, instead of hanging until pytest-timeout). Never an assertion of speed.
GATE_NET_S = 30.0


class GateBot:
    """Chooses at random, but its first ``hold`` decisions wait for the test's ``release``.

    While a decision waits, ``entered`` is set: the bot is blocked mid-choose, so whatever
    else happens meanwhile happens while it thinks. Records the threads it ran on and how
    many answers it gave (counted, never timed).
    """

    def __init__(self, seed, hold: int = 1) -> None:
        self.inner = RandomBot(seed)
        self.hold = hold
        self.entered = threading.Event()
        self.release = threading.Event()
        self.threads: set[int] = set()
        self.answers = 0
        self.gave_up = False

    def choose(self, view, actions):
        self.threads.add(threading.get_ident())
        if self.hold > 0:
            self.hold -= 1
            self.entered.set()
            if not self.release.wait(GATE_NET_S):
                self.gave_up = True
        choice = self.inner.choose(view, actions)
        self.answers += 1
        return choice


def test_the_bot_thinks_on_a_worker_thread_while_the_event_loop_keeps_turning(make, qtbot):
    """While a bot is blocked mid-decision, the GUI thread goes on handling timer events."""
    bots: list[GateBot] = []

    def factory(level, seed):
        bots.append(GateBot(seed))
        return bots[-1]

    c = make(
        [Seat("A", "computer", "random"), Seat("B", "computer", "random")], bot_factory=factory
    )
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(lambda: ticks.append(1))
    done: list[int] = []
    c.thinking.connect(lambda seat, on: done.append(seat) if not on else None)
    timer.start()
    c.start()
    qtbot.waitUntil(lambda: any(b.entered.is_set() for b in bots), timeout=10_000)
    blocked = next(b for b in bots if b.entered.is_set())
    before = len(ticks)
    qtbot.waitUntil(lambda: len(ticks) >= before + 20, timeout=10_000)
    assert not done and blocked.answers == 0  # twenty ticks handled while the bot waited
    for b in bots:
        b.release.set()
    qtbot.waitUntil(lambda: len(done) >= 3, timeout=10_000)
    timer.stop()
    main = threading.get_ident()
    assert all(b.threads and main not in b.threads for b in bots if b.answers)
    assert not any(b.gave_up for b in bots)


def test_shutdown_stops_a_thinking_bot_and_nothing_happens_after(make, qtbot):
    bots: list[GateBot] = []

    def factory(level, seed):
        bots.append(GateBot(seed))
        return bots[-1]

    c = make(
        [Seat("A", "computer", "random"), Seat("B", "computer", "random")], bot_factory=factory
    )
    with qtbot.waitSignal(c.thinking, timeout=10_000):
        c.start()
    qtbot.waitUntil(lambda: any(b.entered.is_set() for b in bots), timeout=10_000)
    steps = len(c.record.steps)
    changes: list[int] = []
    c.changed.connect(lambda: changes.append(1))
    for b in bots:
        b.release.set()  # the answer comes while shutdown waits for the decision
    c.shutdown()
    c.shutdown()  # idempotent
    assert sum(b.answers for b in bots) == 1  # shutdown waited for the decision in progress
    QCoreApplication.processEvents()  # deliver the (queued) answer: it is dropped
    QCoreApplication.processEvents()
    assert not changes and len(c.record.steps) == steps and not c.awaiting_human()


def test_an_undo_while_the_bot_thinks_drops_its_answer(make, qtbot):
    bots: list[GateBot] = []

    def factory(level, seed):
        bots.append(GateBot(seed))
        return bots[-1]

    c = make([ANA, Seat("Slow", "computer", "random")], bot_factory=factory)
    bot = bots[0]
    c.start()
    before = list(c.record.steps)
    with qtbot.waitSignal(c.thinking, check_params_cb=lambda seat, on: on, timeout=10_000):
        c.submit(Exchange(0, True))
    qtbot.waitUntil(bot.entered.is_set, timeout=10_000)
    assert c.can_undo()
    stopped: list[bool] = []
    c.thinking.connect(lambda seat, on: stopped.append(on))
    assert c.undo()
    assert stopped == [False]  # the undo itself stops the thinking
    changes: list[int] = []
    c.changed.connect(lambda: changes.append(1))
    bot.release.set()
    qtbot.waitUntil(lambda: bot.answers == 1, timeout=10_000)
    # The stale answer arrives and is dropped. When it lands is up to the scheduler: the
    # assertions below about the record hold whenever it does.
    qtbot.wait(50)
    assert not changes
    assert c.record.steps == before and c.awaiting_human()
    c.submit(Exchange(0, False))
    qtbot.waitUntil(lambda: c.state_for_tests.phase != EXCHANGE, timeout=10_000)
    assert c.record.steps[len(before)] == "0 exchange swap=0"
    assert_record_is_exact(c)


def test_bot_delay_paces_the_computers(make, qtbot):
    """With a delay, a computer starts thinking only once the controller's pace timer of that
    many milliseconds has fired (the order of events is checked, not the clock)."""
    delay = 400  # the setting handed to the controller (no clock is read)
    c = make(TWO_BOTS, bot_delay_ms=delay)
    pace = [t for t in c.findChildren(QTimer) if t.isSingleShot() and t.interval() == delay]
    assert len(pace) == 1
    pending_when_thinking: list[bool] = []
    c.thinking.connect(lambda seat, on: pending_when_thinking.append(pace[0].isActive()))
    c.start()
    assert pace[0].isActive() and pending_when_thinking == []  # waiting for the timer
    with qtbot.waitSignal(c.thinking, timeout=10_000):
        pass
    assert pending_when_thinking[0] is False  # the timer had fired


def test_a_failing_bot_is_reported_and_the_game_goes_on(make, qtbot):
    class Broken:
        def choose(self, view, actions):
            raise RuntimeError("boom")

    class Cheater:
        def choose(self, view, actions):
            return Exchange(1 - view.viewer, True)

    bots = iter([Broken(), Cheater()])
    c = make(
        [Seat("A", "computer", "random"), Seat("B", "computer", "random")],
        bot_factory=lambda lv, s: next(bots),
    )
    errors: list[str] = []
    c.error.connect(errors.append)
    c.start()
    qtbot.waitUntil(lambda: len(errors) >= 2, timeout=5000)
    assert any("boom" in e for e in errors) and all(e.startswith("The computer") for e in errors)
    assert len(c.record.actions()) >= 2
    assert_record_is_exact(c)


def test_seats_and_levels():
    assert Seat("Ana", "human").is_human and not Seat("B", "computer", "random").is_human
    with pytest.raises(ValueError):
        Seat("X", "robot")
    with pytest.raises(ValueError, match="unknown computer level"):
        make_bot("grandmaster", 1)
    assert isinstance(make_bot("random", 1), RandomBot)


def test_network_seats_are_not_played_yet(make):
    with pytest.raises(ValueError, match="network"):
        make([ANA, Seat("Far", "remote")])


def test_a_resumed_game_keeps_the_take_backs_of_the_turn_in_progress(make, qtbot):
    """Quit in the middle of a turn and come back: the actions taken so far in it can
    still be taken back, each as before the quit (a playtest found Undo off after
    Continue); the state reached by Undo is the one before the action."""
    from omg_desktop.saves.resume import resumed_recorder

    c = make([ANA, BOT], seed=4)
    c.start()
    rng = random.Random(9)
    for _ in range(200):
        drive(qtbot, c, lambda: c.is_over or (c.awaiting_human() and not c.can_undo()), rng)
        assert not c.is_over, "no undoable action came up"
        before, steps = state_hash(c.state_for_tests), list(c.record.steps)
        c.submit(c.legal_actions()[0])
        if c.can_undo() and c.awaiting_human():
            break
    else:
        pytest.fail("no undoable action came up")
    again = make([ANA, BOT], recorder=resumed_recorder(c.record.copy(), CAT))
    again.start()
    assert again.can_undo()
    assert again.undo()
    assert state_hash(again.state_for_tests) == before and again.record.steps == steps
    assert again.awaiting_human()
    assert_record_is_exact(again)
