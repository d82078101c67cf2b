"""BotRunner: decisions on a worker thread, answered by signal on the GUI thread."""

from __future__ import annotations

import gc
import threading

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import legal_actions, new_game, player_view
from omg_desktop.ui import bot_runner
from omg_desktop.ui.bot_runner import BotRunner

pytestmark = pytest.mark.timeout(30)


class FirstBot:
    def __init__(self) -> None:
        self.thread: int | None = None

    def choose(self, view, actions):
        self.thread = threading.get_ident()
        return actions[0]


class BrokenBot:
    def choose(self, view, actions):
        raise ValueError("no idea")


@pytest.fixture
def runner():
    r = BotRunner()
    yield r
    r.shutdown()


@pytest.fixture
def position():
    state = new_game(default_catalog(), 2, seed=1)
    return player_view(state, 0), legal_actions(state, 0)


def test_a_decision_comes_back_by_signal_from_another_thread(runner, position, qtbot):
    bot = FirstBot()
    view, actions = position
    with qtbot.waitSignal(runner.chosen, timeout=5000) as got:
        runner.request(41, bot, view, actions)
    assert got.args == [41, actions[0]]
    assert bot.thread is not None and bot.thread != threading.get_ident()


def test_requests_are_answered_in_order(runner, position, qtbot):
    view, actions = position
    tokens: list[int] = []
    runner.chosen.connect(lambda token, action: tokens.append(token))
    for t in range(5):
        runner.request(t, FirstBot(), view, actions)
    qtbot.waitUntil(lambda: len(tokens) == 5, timeout=5000)
    assert tokens == [0, 1, 2, 3, 4]


def test_a_failing_bot_is_reported_and_the_thread_lives_on(runner, position, qtbot):
    view, actions = position
    with qtbot.waitSignal(runner.failed, timeout=5000) as got:
        runner.request(7, BrokenBot(), view, actions)
    assert got.args[0] == 7 and "no idea" in got.args[1]
    with qtbot.waitSignal(runner.chosen, timeout=5000):
        runner.request(8, FirstBot(), view, actions)


def test_shutdown_is_idempotent_and_final(position):
    r = BotRunner()
    assert r.running
    r.shutdown()
    r.shutdown()
    assert not r.running
    with pytest.raises(RuntimeError):
        r.request(1, FirstBot(), *position)


def test_a_forgotten_runner_stays_alive_until_shut_down():
    before = set(bot_runner._LIVE)
    r = BotRunner()
    new = bot_runner._LIVE - before
    assert len(new) == 1
    del r
    gc.collect()  # no "QThread destroyed while running" abort
    (kept,) = new
    assert kept in bot_runner._LIVE and kept.running
    kept.shutdown()
    assert kept not in bot_runner._LIVE
