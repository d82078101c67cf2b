"""Network play through the real window: a person at the window against computers on a
real server process on loopback (``omg-desktop serve``), joining by the Join dialog,
closing the window mid-game and taking the seat back in a new one; hosting from the
window with a friend joining from a second window.

Waits are on the window's own state (``qtbot.waitUntil``, whose timeouts only guard
against a hang); nothing here measures time.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_main_window import press, take_turn
from test_privacy import _face_up, _leaks
from windows import make_window

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import UNKNOWN
from omg_desktop.net.threaded import ThreadedClient
from omg_desktop.ui.network.dialogs import HostDialog, JoinDialog
from omg_desktop.ui.network.net_game import NetGame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from net.procs import Server  # noqa: E402  (tests/net, a real server process)

pytestmark = pytest.mark.timeout(300)

GUARD = 120_000  # ms: only against a hang


@pytest.fixture
def server(tmp_path):
    srv = Server(tmp_path / "server", "-q")
    yield srv
    srv.kill()


def make_table(url: str, seats: list, seed: int) -> str:
    """A table made by a plain client (as ``join --create`` would); its code."""
    client = ThreadedClient(url)
    client.start()
    try:
        client.connect().result(timeout=30)
        return client.create(seats, "bigbox", seed).result(timeout=30).code
    finally:
        client.close()


def join_by_dialog(qtbot, win, address: str, code: str, name: str) -> NetGame:
    """Game ▸ Join a network game, filled and pressed; the table it opened."""
    ask_to_join(qtbot, win, address, code, name)
    net = win.games.net
    assert isinstance(net, NetGame)
    return net


def ask_to_join(qtbot, win, address: str, code: str, name: str) -> None:
    """The Join dialog filled and pressed. A refusal may already have come back
    (a closed port answers at once), so nothing is asserted of the game here."""
    win.ask_join()
    dlg = win.network.join_dialog
    assert isinstance(dlg, JoinDialog) and dlg.isVisible()
    dlg.address.setText(address)
    dlg.code.setText(code.lower())  # case is ignored
    dlg.name.setText(name)
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    press(qtbot, dlg.ok_button)


def play_both(qtbot, host, friend, rng: Rng, between=None) -> dict[str, int]:
    """Two windows (``(window, game)`` each) play their seats of one network table to the
    end, through their panels; ``between(turns)`` runs before each round of turns. The
    turns each took."""
    (a, net_a), (b, net_b) = host, friend
    turns = {"a": 0, "b": 0}
    while not (net_a.is_over and net_b.is_over):
        qtbot.waitUntil(
            lambda: net_a.awaiting_human() or net_b.awaiting_human() or net_a.is_over,
            timeout=GUARD,
        )
        if between is not None:
            between(turns)
        for key, win, net in (("a", a, net_a), ("b", b, net_b)):
            if net.awaiting_human():
                take_turn(qtbot, win, rng)
                turns[key] += 1
        if net_a.is_over:
            qtbot.waitUntil(lambda: net_b.is_over, timeout=GUARD)
    return turns


def play_until(qtbot, win, rng: Rng, stop) -> int:
    """The window's person plays (through the panel) until ``stop()`` or the end."""
    decisions = 0
    while True:
        c = win.controller
        qtbot.waitUntil(
            lambda c=c: c.is_over or stop() or win.cover.isVisible() or c.awaiting_human(),
            timeout=GUARD,
        )
        if c.is_over or stop():
            return decisions
        if win.cover.isVisible():
            qtbot.mouseClick(win.cover, Qt.MouseButton.LeftButton)
            continue
        take_turn(qtbot, win, rng)
        decisions += 1
        assert decisions < 3000, "the game does not end"


def test_a_person_joins_plays_closes_the_window_and_takes_the_seat_back(qtbot, tmp_path, server):
    """Seat 0 a person at the window, seats 1 and 2 the server's computers: joined by
    the Join dialog, played through the panel; the window is closed mid-game and a new
    one (same data folder) takes the seat back from the dialog's list of held seats and
    plays it to the score sheet."""
    code = make_table(server.url, [None, "random", "greedy"], seed=31)
    address = server.url.removeprefix("ws://")  # typed as people type it: host:port
    win = make_window(qtbot, tmp_path)
    net = join_by_dialog(qtbot, win, address, code, "Ana")
    qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
    assert net.seat_names[0] == "Ana" and net.seats[0].is_human
    assert net.seats[1].is_computer and net.seats[2].is_computer
    rng = Rng(31)
    first = play_until(qtbot, win, rng, stop=lambda: net.view().round >= 3)
    assert first > 0 and not net.is_over
    assert code in win.status.text()  # the connection's state: the table's code
    held = win.games.seat_book().unfinished()
    assert [(h.code, h.seat, h.name) for h in held] == [(code, 0, "Ana")]
    rows_before = win.log_model.rowCount()
    assert rows_before > 0
    win.close()  # the app is closed mid-game: the seat waits on the server
    qtbot.waitUntil(lambda: all(ls.client.client.closed for ls in net.local), timeout=GUARD)

    win2 = make_window(qtbot, tmp_path)
    win2.ask_join()
    dlg = win2.network.join_dialog
    assert dlg.held.count() == 1 and code in dlg.held.item(0).text()
    press(qtbot, dlg.rejoin)
    net2 = win2.games.net
    qtbot.waitUntil(lambda: win2.controller is net2, timeout=GUARD)
    assert net2.view().round >= 3  # the full current view, where it was left
    assert win2.log_model.rowCount() >= rows_before  # the log, from the seat's own copy
    second = play_until(qtbot, win2, rng, stop=lambda: False)
    assert net2.is_over and second > 0
    qtbot.waitUntil(
        lambda: win2.score_sheet is not None and win2.score_sheet.isVisible(), timeout=GUARD
    )
    assert len(net2.scores()) == 3 and net2.winners()
    assert not win2.score_sheet.play_again_button.isVisible()  # the host's to set again
    assert win2.games.seat_book().unfinished() == []  # over: not offered again
    win2.close()


def test_the_join_dialog_refuses_bad_input_with_a_reason(qtbot, window):
    window.ask_join()
    dlg = window.network.join_dialog
    assert not dlg.ok_button.isEnabled() and dlg.message.text() == ""  # nothing typed yet
    for address, code, name in [
        ("", "ABCDEF", "Ana"),
        ("http://example.org", "ABCDEF", "Ana"),
        ("192.168.1.20:99999", "ABCDEF", "Ana"),
        ("192.168.1.20", "ABC", "Ana"),
        ("192.168.1.20", "ABCDEF", "  "),
    ]:
        dlg.address.setText(address)
        dlg.code.setText(code)
        dlg.name.setText(name)
        assert not dlg.ok_button.isEnabled()
        assert dlg.message.text().startswith("⚠")
    dlg.address.setText("192.168.1.20")
    dlg.code.setText("abcdef")
    dlg.name.setText("Ana")
    assert dlg.ok_button.isEnabled()
    dlg.reject()


def test_a_computer_seat_at_a_network_table_shows_the_name_the_table_gives_it(qtbot, window):
    """The server names its computers "Computer N": the Host dialog showed an editable
    "Chiara" that the table then called "Computer 3". Now the field says what the table
    will show; a seat turned back into a person gets the name typed before."""
    window.ask_host()
    dlg = window.network.host_dialog
    dlg.players.setValue(3)
    row = dlg.rows[2]
    row.kind.setCurrentIndex(row.kind.findData("human"))
    row.name.setText("Chiara")
    row.kind.setCurrentIndex(row.kind.findData("computer"))
    assert row.name.text() == "Computer 3" and not row.name.isEnabled()
    assert dlg.result_config().seats[2].name == "Computer 3"
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert row.name.text() == "Chiara" and row.name.isEnabled()
    dlg.reject()


def test_a_server_that_cannot_be_reached_is_said_in_words(qtbot, window, tmp_path):
    """Nothing listens at the address: a message box says so, no game is on the table."""
    import socket

    with socket.socket() as s:  # bound, never listening: refused, and no other test takes it
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        ask_to_join(qtbot, window, f"127.0.0.1:{port}", "ABCDEF", "Ana")
        qtbot.waitUntil(lambda: window.games.net is None and bool(said()), timeout=GUARD)
    assert window.controller is None
    assert "nothing answers at" in said()  # in words, then the detail
    for box in QApplication.topLevelWidgets():
        if isinstance(box, QMessageBox) and box.isVisible():
            box.close()


def said() -> str:
    """The text of the warning box on screen that says nothing answers (or "")."""
    for box in QApplication.topLevelWidgets():
        if isinstance(box, QMessageBox) and box.isVisible() and "nothing answers at" in box.text():
            return box.text()
    return ""


def test_a_wrong_code_is_refused_in_words(qtbot, window, server):
    make_table(server.url, [None, "random"], seed=3)
    ask_to_join(qtbot, window, server.url, "ZZZZZZ", "Ana")
    qtbot.waitUntil(lambda: window.games.net is None, timeout=GUARD)
    assert "Could not take a seat" in window.status.text()


def host_by_dialog(
    qtbot, win, kinds: list[str], names: list[str], away: str | None = "random"
) -> NetGame:
    """Game ▸ Host a network game, seats set as a player would; the table opened."""
    win.games.network.port = 0  # any free port (tests run side by side)
    win.ask_host()
    dlg = win.network.host_dialog
    assert isinstance(dlg, HostDialog) and dlg.isVisible()
    dlg.players.setValue(len(kinds))
    for row, kind, name in zip(dlg.rows, kinds, names, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(kind))
        if kind != "remote":
            row.name.setText(name)
    dlg.seed.setText("44")
    dlg.away_level.setCurrentIndex(dlg.away_level.findData(away))
    assert dlg.away() == away
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    press(qtbot, dlg.ok_button)
    net = win.games.net
    assert isinstance(net, NetGame) and net.hosted
    qtbot.waitUntil(lambda: net.code is not None and net.table is not None, timeout=GUARD)
    return net


def test_a_table_hosted_from_the_window_is_played_to_the_end_with_a_friend(qtbot, tmp_path):
    """Window A hosts (Ana here, a friend, a Beginner computer); its panel shows the
    address and code; window B joins with them as Bruno; both play to the end."""
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    net_a = host_by_dialog(qtbot, a, ["human", "remote", "computer"], ["Ana", "", "Chiara"])
    port = a.games.network.server.port
    assert net_a.public_url.endswith(f":{port}")
    shown = a.panel.prompt.text()
    assert net_a.code in shown and net_a.public_url in shown  # what to give friends
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{port}", net_a.code, "Bruno")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    assert net_a.seat_names[:2] == ["Ana", "Bruno"] == net_b.seat_names[:2]
    assert net_a.seats[1].is_remote and net_b.seats[0].is_remote
    assert net_a.seats[2].is_computer
    turns = play_both(qtbot, (a, net_a), (b, net_b), Rng(44))
    assert turns["a"] > 10 and turns["b"] > 10
    assert net_a.scores() == net_b.scores() and net_a.winners() == net_b.winners()
    a.close()
    b.close()


def test_two_people_at_the_hosts_screen_pass_it_behind_covers(qtbot, tmp_path):
    """Ana and Bruno at the host's screen, a friend elsewhere: the host's window shows a
    cover between Ana and Bruno, and never one person's hand to the other."""
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    net_a = host_by_dialog(qtbot, a, ["human", "human", "remote"], ["Ana", "Bruno", ""])
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{a.games.network.server.port}", net_a.code, "Cleo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    assert net_a.local_seats == [0, 1] and net_b.local_seats == [2]
    # two people share the host's screen: an error report there keeps their secrets out
    assert net_a.several_humans and not net_b.several_humans
    rng = Rng(45)
    covers = checked = 0
    seen_viewers = set()
    while (covers < 4 or checked < 4) and not net_a.is_over:
        qtbot.waitUntil(
            lambda: a.cover.isVisible() or net_a.awaiting_human() or net_b.awaiting_human(),
            timeout=GUARD,
        )
        if a.cover.isVisible():
            assert net_a.viewer is None
            faces = [
                k
                for k, it in a.scene.items_by_key.items()
                if it.placement.zone == "hand" and k[0] == "card"
            ]
            assert faces == []  # behind the cover no hand is face up (backs only)
            covers += 1
            qtbot.mouseClick(a.cover, Qt.MouseButton.LeftButton)
            continue
        if net_a.awaiting_human():
            seen_viewers.add(net_a.viewer)
            view = net_a.view()
            other = 1 - net_a.viewer
            assert set(view.players[other].hand) <= {UNKNOWN}  # the other hand: backs
            # nor does any word the table gives a screen reader name the other's cards
            theirs = net_a.local[other].view.players[other]
            hidden = (set(theirs.hand) | {theirs.planned, theirs.pending_plan}) - {
                None, UNKNOWN
            }  # fmt: skip
            assert not _leaks(a, hidden, _face_up(view))
            checked += 1
            take_turn(qtbot, a, rng)
        if net_b.awaiting_human():
            take_turn(qtbot, b, rng)
    assert covers >= 4 and seen_viewers == {0, 1} and checked >= 4
    a.close()
    b.close()


def test_when_the_host_quits_the_friend_is_told_and_keeps_the_game_on_screen(qtbot, tmp_path):
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    b.games.network.retry_for = 0.5  # the host does not come back: give up soon
    net_a = host_by_dialog(qtbot, a, ["human", "remote"], ["Ana", ""])
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{a.games.network.server.port}", net_a.code, "Bo")
    qtbot.waitUntil(lambda: b.controller is net_b and net_b.has_begun, timeout=GUARD)
    rng = Rng(3)
    for _ in range(3):
        qtbot.waitUntil(lambda: net_a.awaiting_human() or net_b.awaiting_human(), timeout=GUARD)
        for win, net in ((a, net_a), (b, net_b)):
            if net.awaiting_human():
                take_turn(qtbot, win, rng)
    rows = b.log_model.rowCount()
    a.close()  # the host quits: its server stops
    qtbot.waitUntil(lambda: net_b.gone, timeout=GUARD)
    assert "The host has left" in b.status.text()
    (box,) = [m for m in b.findChildren(QMessageBox) if m.isVisible()]
    assert "did not come back" in box.text() and "stays on the table" in box.text()
    box.close()
    assert b.controller is net_b and b.log_model.rowCount() >= rows  # the game stays
    assert not net_b.awaiting_human() and net_b.legal_actions() == []
    b.network.replay_network()  # the game so far, from B's own copy
    assert b.replay_window is not None and b.replay_window.replayer.step_count > 0
    b.replay_window.close()
    b.close()


def test_at_start_the_app_offers_the_seat_back_and_its_copy_replays(qtbot, tmp_path, server):
    """Closed mid-game, the app offers the seat back at the next start; taken, the game
    goes on with its log; Game ▸ Replay the network game so far steps through the
    seat's own copy (the seat's hand only)."""
    code = make_table(server.url, [None, "random", "random"], seed=8)
    win = make_window(qtbot, tmp_path)
    net = join_by_dialog(qtbot, win, server.url, code, "Ana")
    qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
    rng = Rng(8)
    play_until(qtbot, win, rng, stop=lambda: net.view().round >= 2)
    win.close()

    win2 = make_window(qtbot, tmp_path)
    assert win2.offer_resume()
    box = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "RejoinOffer")
    assert box.isVisible() and code in box.text()
    box.accept()
    net2 = win2.games.net
    qtbot.waitUntil(lambda: win2.controller is net2, timeout=GUARD)
    assert win2.log_model.rowCount() > 0
    assert win2.network.replay_action.isVisible()
    win2.network.replay_action.trigger()
    rw = win2.replay_window
    assert rw is not None and rw.isVisible() and rw.replayer.step_count > 5
    assert [rw.seat.itemData(i) for i in range(rw.seat.count())] == [None, 0]  # own hand only
    rw.back.click()
    assert rw.replayer.position == rw.replayer.step_count - 1
    rw.close()
    win2.close()


def test_a_held_seat_can_be_replayed_and_forgotten_from_the_join_dialog(qtbot, tmp_path, server):
    code = make_table(server.url, [None, "random"], seed=9)
    win = make_window(qtbot, tmp_path)
    net = join_by_dialog(qtbot, win, server.url, code, "Ana")
    qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
    play_until(qtbot, win, Rng(9), stop=lambda: net.view().round >= 2)
    win.close()
    win2 = make_window(qtbot, tmp_path)
    win2.ask_join()
    dlg = win2.network.join_dialog
    assert dlg.held.count() == 1
    press(qtbot, dlg.replay)
    assert win2.replay_window is not None and win2.replay_window.replayer.step_count > 0
    win2.replay_window.close()
    press(qtbot, dlg.forget)
    assert dlg.held.count() == 0 and win2.games.seat_book().unfinished() == []
    dlg.reject()
    win2.close()


def test_a_chat_line_typed_in_one_window_shows_in_the_other(qtbot, tmp_path):
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    assert not a.network.chat.isVisible()  # no network game: no chat
    net_a = host_by_dialog(qtbot, a, ["human", "remote"], ["Ana", ""])
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{a.games.network.server.port}", net_a.code, "Bo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    assert a.network.chat.isVisible() and b.network.chat.isVisible()
    qtbot.waitUntil(net_b.awaiting_human, timeout=GUARD)  # Bo's phase I decision is open
    b.network.chat.setFocus()
    qtbot.keyClicks(b.network.chat, "  good luck, Ana!")
    qtbot.keyClick(b.network.chat, Qt.Key.Key_Return)
    assert b.network.chat.text() == ""
    assert net_b.awaiting_human()  # Enter sent the line, not the decision's default
    qtbot.waitUntil(
        lambda: a.network.chat_log.count() == 1 and b.network.chat_log.count() == 1, timeout=GUARD
    )
    assert (
        a.network.chat_log.item(0).text()
        == "Bo: good luck, Ana!"
        == b.network.chat_log.item(0).text()
    )
    qtbot.keyClick(a.network.chat, Qt.Key.Key_Return)  # an empty line is not sent
    qtbot.keyClicks(a.network.chat, "thanks")
    qtbot.keyClick(a.network.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.network.chat_log.count() == 2, timeout=GUARD)
    assert b.network.chat_log.item(1).text() == "Ana: thanks" and a.network.chat_log.count() == 2
    # markup a friend types is shown as the text it is (never rendered: no picture, no
    # file it names is read)
    qtbot.keyClicks(b.network.chat, '<img src="file:///etc/hostname"> <b>hi</b>')
    qtbot.keyClick(b.network.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: a.network.chat_log.count() == 3, timeout=GUARD)
    assert a.status.text() == 'Bo: <img src="file:///etc/hostname"> <b>hi</b>'
    assert a.status.textFormat() == Qt.TextFormat.PlainText
    assert a.panel.prompt.textFormat() == Qt.TextFormat.PlainText
    a.close()
    b.close()


def test_the_host_closes_and_reopens_its_window_and_the_game_goes_on(qtbot, tmp_path):
    """The host's window is closed mid-game (its server stops: the friend sees the
    connection lost and waits, reconnecting); reopened, it offers the seat back, starts
    the server again on the same tables and port, and both play to the end."""
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    net_a = host_by_dialog(qtbot, a, ["human", "remote", "computer"], ["Ana", "", "Cid"])
    port = a.games.network.server.port
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{port}", net_a.code, "Bo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    rng = Rng(12)

    def both_play(net_a, a, stop):
        while not (net_a.is_over and net_b.is_over) and not stop():
            qtbot.waitUntil(
                lambda: net_a.awaiting_human() or net_b.awaiting_human() or net_a.is_over,
                timeout=GUARD,
            )
            for win, net in ((a, net_a), (b, net_b)):
                if net.awaiting_human() and not stop():
                    take_turn(qtbot, win, rng)
            if net_a.is_over:
                qtbot.waitUntil(lambda: net_b.is_over, timeout=GUARD)

    both_play(net_a, a, stop=lambda: net_a.view().round >= 3)
    a.close()  # the host quits mid-game
    qtbot.waitUntil(lambda: "reconnecting" in b.status.text(), timeout=GUARD)
    assert "the host stopped" in b.status.text()  # in words, not a close code
    assert net_b.seat_notes().get(1) == "reconnecting…" and not net_b.gone

    a2 = make_window(qtbot, tmp_path / "a")
    a2.games.network.port = 0
    assert a2.offer_resume()
    box = next(
        w
        for w in QApplication.topLevelWidgets()
        if w.objectName() == "RejoinOffer" and w.parent() is a2
    )
    box.accept()
    net_a2 = a2.games.net
    qtbot.waitUntil(lambda: a2.controller is net_a2, timeout=GUARD)
    assert a2.games.network.server.port == port and net_a2.hosted
    qtbot.waitUntil(lambda: "reconnecting" not in b.status.text(), timeout=GUARD)
    assert net_a2.view().round >= 3
    both_play(net_a2, a2, stop=lambda: False)
    assert net_a2.scores() == net_b.scores()
    a2.close()
    b.close()


def test_the_host_lets_a_computer_play_an_absent_friend_until_they_are_back(qtbot, tmp_path):
    """Opened with nobody for an absent friend: Bo closes his window and the table waits
    for him; the host chooses Game ▸ Computer for an absent friend ▸ Beginner, which
    plays Bo's seat until Bo takes it back."""
    a = make_window(qtbot, tmp_path / "a")
    a.games.network.away_after = 0  # (30 s in play: no test waits for a clock)
    b = make_window(qtbot, tmp_path / "b")
    net_a = host_by_dialog(qtbot, a, ["human", "remote"], ["Ana", ""], away=None)
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{a.games.network.server.port}", net_a.code, "Bo")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    assert (
        a.network.away_menu.menuAction().isVisible()
        and not b.network.away_menu.menuAction().isVisible()
    )
    checked = [act.data() for act in a.network.away_group.actions() if act.isChecked()]
    assert checked == [None]
    rng = Rng(21)
    while not (net_a.view().round >= 2 and net_b.awaiting_human()):
        qtbot.waitUntil(lambda: net_a.awaiting_human() or net_b.awaiting_human(), timeout=GUARD)
        if net_a.awaiting_human():
            take_turn(qtbot, a, rng)
        elif net_b.view().round < 2:
            take_turn(qtbot, b, rng)
    b.close()  # Bo leaves in the middle of a decision
    qtbot.waitUntil(lambda: net_a.seat_notes().get(1) == "away", timeout=GUARD)
    beginner = next(act for act in a.network.away_group.actions() if act.data() == "random")
    beginner.trigger()
    qtbot.waitUntil(lambda: net_a.seat_notes().get(1) == "away: a computer plays", timeout=GUARD)
    assert beginner.isChecked()
    start = net_a.step
    play_until(qtbot, a, rng, stop=lambda: net_a.step > start + 6)  # Bo's seat plays too
    assert not net_a.is_over

    b2 = make_window(qtbot, tmp_path / "b")
    b2.ask_join()
    press(qtbot, b2.network.join_dialog.rejoin)
    net_b2 = b2.games.net
    qtbot.waitUntil(lambda: b2.controller is net_b2, timeout=GUARD)
    qtbot.waitUntil(lambda: 1 not in net_a.seat_notes() or net_a.is_over, timeout=GUARD)
    a.close()
    b2.close()


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl program")
def test_the_join_dialog_trusts_a_certificate_file_for_a_wss_host(qtbot, tmp_path):
    """A wss:// server with a certificate of its own: the Join dialog refuses a file that
    is no certificate and a certificate for a ws:// address, in words; without the file
    the seat is not taken (said in words); with it the person joins, plays, and the seat
    held keeps the file, so taking it back in a new window works too."""
    import subprocess

    from omg_desktop.net.client import client_tls

    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
         "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    srv = Server(tmp_path / "server", "--cert", str(cert), "--key", str(key), "-q")
    try:
        client = ThreadedClient(srv.url, tls=client_tls(str(cert)))
        client.start()
        try:
            client.connect().result(timeout=30)
            code = client.create([None, "random"], "bigbox", 8).result(timeout=30).code
        finally:
            client.close()
        win = make_window(qtbot, tmp_path / "w")
        win.ask_join()
        dlg = win.network.join_dialog
        dlg.address.setText(srv.url)
        dlg.code.setText(code)
        dlg.name.setText("Ana")
        not_pem = tmp_path / "notes.txt"
        not_pem.write_text("hello")
        dlg.cafile.setText(str(not_pem))
        assert not dlg.ok_button.isEnabled() and "not a certificate" in dlg.message.text()
        dlg.cafile.setText(str(cert))
        dlg.address.setText(f"ws://127.0.0.1:{srv.port}")
        assert not dlg.ok_button.isEnabled() and "wss://" in dlg.message.text()
        dlg.address.setText(srv.url)
        dlg.cafile.setText("")
        assert dlg.ok_button.isEnabled()
        said: list[str] = []
        win.games.warning.connect(said.append)
        press(qtbot, dlg.ok_button)  # the system does not trust it: said, nothing taken
        qtbot.waitUntil(lambda: win.games.net is None and bool(said), timeout=GUARD)
        assert "certificate is not trusted" in said[-1] and "nothing answers" not in said[-1]
        for box in win.findChildren(QMessageBox):
            box.close()

        net = join_by_dialog_with(qtbot, win, srv.url, code, "Ana", str(cert))
        qtbot.waitUntil(lambda: win.controller is net, timeout=GUARD)
        play_until(qtbot, win, Rng(8), lambda: net.step > 6)
        held = win.games.seat_book().unfinished()
        assert [h.cafile for h in held] == [str(cert)]
        win.close()
        again = make_window(qtbot, tmp_path / "w")
        back = again.games.rejoin_network(held)
        assert back is not None and back.cafile == str(cert)
        qtbot.waitUntil(lambda: again.controller is back, timeout=GUARD)
        assert back.step > 6
        again.close()
    finally:
        srv.kill()


def join_by_dialog_with(qtbot, win, address: str, code: str, name: str, cafile: str) -> NetGame:
    win.ask_join()
    dlg = win.network.join_dialog
    dlg.address.setText(address)
    dlg.code.setText(code)
    dlg.name.setText(name)
    dlg.cafile.setText(cafile)
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    press(qtbot, dlg.ok_button)
    net = win.games.net
    assert isinstance(net, NetGame)
    return net
