"""The toy game's network play from the real window, through real processes on
loopback: the window joins a table of a ``serve`` process (started by the tests' toy
launcher) and plays it to the end, the game kept in its history and its seat's copy as
the toy's; and the window hosts a toy table that the command line's ``join`` plays.
Waits are on the window's own state (the timeouts only guard against a hang)."""

from __future__ import annotations

import random

import pytest
from net.procs import Server, join

from omg_desktop.games import registry
from omg_desktop.net import seatcopy
from omg_desktop.net.seatbook import HeldSeat
from omg_desktop.net.threaded import ThreadedClient
from omg_desktop.ui import launch
from omg_desktop.ui.network.dialogs import HostDialog, JoinDialog
from omg_desktop.ui.network.net_game import NetGame
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.start_offers import start_offers

from .test_toy_window import close, hands, move_buttons, open_window, settled
from .toy_process import LAUNCHER

pytestmark = pytest.mark.timeout(240)

GUARD = 120_000  # ms: only against a hang


@pytest.fixture
def toy_server(tmp_path, toy):
    """``serve`` with the toy game in its box, on loopback."""
    server = Server(tmp_path / "server", "-q", launcher=LAUNCHER)
    yield server
    server.kill()


def toy_table(url: str, seats: list[str | None], seed: int) -> str:
    """A toy table made by a plain client of the toy game; its code."""
    client = ThreadedClient(url, game="kuhn")
    client.start()
    try:
        client.connect().result(timeout=30)
        return client.create(seats, None, seed).result(timeout=30).code
    finally:
        client.close()


def play_to_the_end(qtbot, win, net: NetGame, rng: random.Random) -> int:
    """The window's person presses one of the move buttons whenever asked; the moves made."""
    made = 0
    while not net.is_over:
        qtbot.waitUntil(lambda: net.is_over or net.awaiting_human(), timeout=GUARD)
        if net.is_over:
            break
        settled(qtbot, win)
        seat = net.viewer
        assert hands(win)[1 - seat] == ("back", None)  # the other card stays face down
        buttons = move_buttons(win)
        assert buttons and set(buttons) <= {"p", "b", "c", "f"}
        buttons[rng.choice(sorted(buttons))].click()
        made += 1
        assert made < 10, "the game does not end"
    return made


def test_a_window_joins_a_toy_table_of_a_server_and_plays_it_to_the_end(
    qtbot, tmp_path, toy, toy_server
):
    code = toy_table(toy_server.url, [None, "heuristic"], seed=5)
    win = open_window(qtbot, tmp_path)
    # a seat held at a table of Oh My Goods! (kept before the box: no game named) is
    # that game's window's: neither the start nor the Join dialog offers it here
    win.games.seat_book().keep(HeldSeat("ws://h:1", "OMGTAB", 0, "t" * 20, "Ana"))
    assert start_offers(win.games) == []
    win.ask_join()
    dlg = win.network.join_dialog
    assert isinstance(dlg, JoinDialog) and dlg.isVisible()
    assert dlg.held.count() == 0
    dlg.address.setText(toy_server.url.removeprefix("ws://"))
    dlg.code.setText(code)
    dlg.name.setText("Ana")
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    dlg.ok_button.click()
    net = win.games.net
    assert isinstance(net, NetGame) and net.game is toy
    qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
    assert net.seats[0].is_human and net.seats[1].is_computer
    assert play_to_the_end(qtbot, win, net, random.Random(5)) >= 1
    qtbot.waitUntil(lambda: len(win.games.history.games_of("Ana", "kuhn")) == 1, timeout=GUARD)
    (line,) = win.games.history.games_of("Ana", "kuhn")
    assert line.score == net.view().chips[0] and line.replay_file is None
    assert win.games.history.games_of("Ana") == []  # not an Oh My Goods! game
    # what the machine keeps says the game: the seat's copy and the held seat
    assert seatcopy.game_of(net.copy_of(0)) == "kuhn"
    held = {h.code: h for h in win.games.seat_book().seats()}
    assert (held[code].game, held[code].over) == ("kuhn", True)
    assert held["OMGTAB"].game == registry.DEFAULT
    win.network.replay_network()  # Game ▸ Replay the network game so far: the seat's copy
    replay = win.replay_window
    assert replay.isVisible() and "Kuhn poker" in replay.windowTitle()
    replay.close()
    close(win)


def test_a_window_of_another_game_is_told_in_words_that_the_table_plays_the_toy_game(
    qtbot, tmp_path, toy, toy_server
):
    code = toy_table(toy_server.url, [None, "random"], seed=2)
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0
    settings.sync()
    _app, win = launch._window(tmp_path / "settings.ini")  # the box's default game
    qtbot.addWidget(win)
    win.show()
    win.ask_join()
    dlg = win.network.join_dialog
    dlg.address.setText(toy_server.url)
    dlg.code.setText(code)
    dlg.name.setText("Ana")
    dlg.ok_button.click()
    qtbot.waitUntil(lambda: win.games.net is None, timeout=GUARD)
    said = win.status.text()
    assert "Could not take a seat" in said and f"table {code} plays Kuhn poker" in said, said
    assert win.games.seat_book().seats() == []
    close(win)


def test_a_window_hosts_a_toy_table_that_the_command_line_join_plays(qtbot, tmp_path, toy):
    win = open_window(qtbot, tmp_path)
    win.games.network.port = 0  # any free port (tests run side by side)
    win.ask_host()
    dlg = win.network.host_dialog
    assert isinstance(dlg, HostDialog) and dlg.isVisible()
    assert (dlg.players.minimum(), dlg.players.maximum()) == (2, 2)  # the toy's players
    assert [dlg.away_level.itemData(i) for i in range(dlg.away_level.count())] == [
        None, "random", "heuristic"
    ]  # fmt: skip
    kinds = [row.kind.currentData() for row in dlg.rows[:2]]
    assert kinds == ["human", "remote"]
    dlg.rows[0].name.setText("Ana")
    dlg.seed.setText("6")
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    dlg.ok_button.click()
    net = win.games.net
    assert isinstance(net, NetGame) and net.hosted and net.game is toy
    qtbot.waitUntil(lambda: net.code is not None and net.table is not None, timeout=GUARD)
    assert net.table["game"] == "kuhn"
    url = win.games.network.server.local_url()
    friend = join(url, "--game", "kuhn", "--code", net.code, "--bot", "random",
                  "--name", "Bo", "--json", launcher=LAUNCHER)  # fmt: skip
    qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
    assert net.seat_names == ["Ana", "Bo"] and net.seats[1].is_remote
    # Game ▸ Computer for an absent friend: the host's, with the toy's computers only
    assert win.network.away_menu.menuAction().isVisible()
    away = [a.data() for a in win.network.away_group.actions()]
    assert away == [None, "random", "heuristic"]
    play_to_the_end(qtbot, win, net, random.Random(6))
    result = friend.result()
    assert result["over"] and result["seat"] == 1
    assert result["scores"] == list(toy.scores(net.view()))
    (line,) = win.games.history.games_of("Ana", "kuhn")
    assert line.score == result["scores"][0]
    assert seatcopy.game_of(net.copy_of(0)) == "kuhn"
    close(win)
