"""A campaign chapter played by a remote group, through the real windows: the host's
window starts a 2-player campaign with a friend over the network, hosts the chapter's
table on its own server (127.0.0.1), a second window joins it by the Join dialog, both
play the chapter to its end through the panel, the host's campaign slot records it, the
host takes the decision and the next chapter's table starts in both windows (the
friend's window follows by itself). The friend's window never shows the host's hand.

Waits are on the windows' own state; nothing here measures time.
"""

from __future__ import annotations

import pytest
from test_network_window import GUARD, join_by_dialog, play_both
from test_privacy import _face_up, _named_cards, accessible_texts
from windows import make_window

from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CONTINUE, NEW, Intent
from omg_desktop.games.ohmygoods.face.campaign.launcher import carry_out
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import UNKNOWN
from omg_desktop.ui.network.dialogs import CampaignSeatsDialog
from omg_desktop.ui.network.net_game import NetGame

pytestmark = pytest.mark.timeout(400)


def new_network_campaign(qtbot, win, slot: int):
    """Campaign screen ▸ New campaign: Ana here, a friend over the network."""
    win.games.network.port = 0  # any free port (tests run side by side)
    carry_out(win, Intent(NEW, slot))
    dlg = win.games.extras["seats_dialog"]
    assert isinstance(dlg, CampaignSeatsDialog) and dlg.isVisible()
    dlg.players.setValue(2)
    dlg.rows[0].kind.setCurrentIndex(dlg.rows[0].kind.findData("human"))
    dlg.rows[0].name.setText("Ana")
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("remote"))
    assert dlg.ok_button.isEnabled(), dlg.message.text()
    dlg.accept()
    session = win.games.campaign
    assert session is not None and session.dialog is not None  # the chapter's Setting
    assert "Chapter 1" in session.dialog.windowTitle()
    session.dialog.accept()  # the table opens
    net = win.games.net
    assert isinstance(net, NetGame) and net.hosted
    qtbot.waitUntil(lambda: net.code is not None and net.table is not None, timeout=GUARD)
    return session, net


def read_the_setting(qtbot, win, title: str) -> None:
    """A friend's window shows the chapter's Setting when its table begins: closed."""
    qtbot.waitUntil(
        lambda: win.network.chapter_story is not None and win.network.chapter_story.isVisible(),
        timeout=GUARD,
    )
    assert title in win.network.chapter_story.windowTitle()
    assert win.network.chapter_story.text.toPlainText()  # the story's words
    win.network.chapter_story.accept()
    win.network.chapter_story = None


def host_hand_leaks(a, b) -> list[str]:
    """What of the host's hand the friend's window shows (nothing, when all is well)."""
    view_a, view_b = a.controller.view(), b.controller.view()
    seat_a = a.controller.local_seats[0]
    hidden = set(view_a.players[seat_a].hand) - {UNKNOWN}
    shown = _face_up(view_b)
    assert all(card == UNKNOWN for card in view_b.players[seat_a].hand)
    hidden -= shown
    cat = view_b.cat  # the chapter's cards (the expansion's too)
    text, named = accessible_texts(b), _named_cards(b)
    seen = {cat.card(c).name for c in shown}
    out = [f"#{h}" for h in hidden if f"(#{h})" in text]
    return out + [cat.card(h).name for h in hidden if cat.card(h).name not in seen
                  and cat.card(h).name in named]  # fmt: skip


def test_a_campaign_chapter_is_played_with_a_friend_and_the_next_one_starts_for_both(
    qtbot, tmp_path
):
    a = make_window(qtbot, tmp_path / "a")
    b = make_window(qtbot, tmp_path / "b")
    session, net_a = new_network_campaign(qtbot, a, 2)
    port = a.games.network.server.port
    camp = CampaignStore(tmp_path / "a" / "saves").load(2)
    assert camp.table == net_a.code and camp.game is None  # the slot names the table
    assert net_a.chapter == "ch1"
    assert "The Price of Bread" in a.panel.prompt.text()  # the lobby names the chapter
    net_b = join_by_dialog(qtbot, b, f"127.0.0.1:{port}", net_a.code, "Bruno")
    qtbot.waitUntil(lambda: a.controller is net_a and b.controller is net_b, timeout=GUARD)
    read_the_setting(qtbot, b, "Chapter 1")
    assert a.network.chapter_story is None  # the host read it before opening the table
    assert a.games.in_campaign() and session.controller is net_a
    assert net_b.view().setup["chapter"] == "ch1" and net_b.view().event is not None
    assert ("event", net_b.view().event) in b.scene.items_by_key  # the friend sees the event
    checks = []

    def no_leak(turns: dict[str, int]) -> None:
        if turns["b"] % 7 == 0 and not net_b.is_over:
            assert host_hand_leaks(a, b) == []
            checks.append(turns["b"])

    turns = play_both(qtbot, (a, net_a), (b, net_b), Rng(11), no_leak)
    assert turns["a"] > 10 and turns["b"] > 10 and len(checks) > 3
    # the host's session records the chapter from its own server's game
    qtbot.waitUntil(lambda: session.dialog is not None, timeout=GUARD)
    camp = CampaignStore(tmp_path / "a" / "saves").load(2)
    assert camp.status == "deciding" and len(camp.results) == 1 and camp.table is None
    assert camp.results[0].scores == [s.total for s in net_a.scores()]
    assert [s.name for s in camp.seats] == ["Ana", "Bruno"] and camp.seats[1].is_remote
    # each window's history keeps the chapter (its seats and scores; no replay)
    result0 = camp.results[0]
    qtbot.waitUntil(
        lambda: bool(a.games.history.games_of("Ana") and b.games.history.games_of("Bruno")),
        timeout=GUARD,
    )
    (mine,) = a.games.history.games_of("Ana")
    (theirs,) = b.games.history.games_of("Bruno")
    assert mine.chapter == theirs.chapter == "ch1" and mine.medal == theirs.medal == result0.medal
    assert (mine.score, theirs.score) == tuple(result0.scores)
    assert mine.replay_file is None and theirs.replay_file is None and theirs.seed == ""
    assert b.games.history.profile_names() == ["Bruno"]
    # meanwhile the friend is told the host is choosing
    assert net_b.waiting_for_host() and "choosing" in net_b.prompt()
    assert "choosing" in b.status.text() and "choosing" in b.panel.prompt.text()
    result = session.dialog
    result.options()[0].click()
    result.buttons.buttons()[0].click()
    qtbot.waitUntil(lambda: session.dialog is not None, timeout=GUARD)
    assert "Chapter 2" in session.dialog.windowTitle()
    session.dialog.accept()  # the host opens chapter 2: the friend's window follows
    qtbot.waitUntil(
        lambda: (
            a.controller is not net_a
            and b.controller is not net_b
            and getattr(b.controller, "has_begun", False)
            and getattr(a.controller, "has_begun", False)
        ),
        timeout=GUARD,
    )
    read_the_setting(qtbot, b, "Chapter 2")
    assert a.controller.view().setup["chapter"] == "ch2" == b.controller.view().setup["chapter"]
    assert a.controller.code == b.controller.code and a.games.in_campaign()
    assert b.controller.seat_names == ["Ana", "Bruno"]
    camp = CampaignStore(tmp_path / "a" / "saves").load(2)
    assert camp.chapter == "ch2" and camp.table == a.controller.code and camp.results[0].choice
    assert host_hand_leaks(a, b) == []

    # the host quits mid-chapter; Continue takes the same table back, the friend too
    code = a.controller.code
    a.close()
    again = make_window(qtbot, tmp_path / "a")
    again.games.network.port = 0
    carry_out(again, Intent(CONTINUE, 2))
    net = again.games.net
    assert isinstance(net, NetGame) and net.code == code
    qtbot.waitUntil(lambda: again.controller is net and again.games.in_campaign(), timeout=GUARD)
    qtbot.waitUntil(lambda: b.controller.local[0].connected, timeout=GUARD)
    assert net.view().setup["chapter"] == "ch2"
    again.close()
    b.close()


def test_after_the_storys_last_chapter_a_friend_is_told_the_host_reads_the_ending(qtbot):
    """What a friend's finished chapter says: the host chooses (chapters I–IV), the host
    reads the ending (the last chapter); a host's own table and a single game say
    neither."""
    from omg_desktop.games.ohmygoods.loading import default_catalog
    from omg_desktop.net.client import Update
    from omg_desktop.ui.network.net_game import LocalSeat

    cat = default_catalog()

    def finished(chapter, hosted=False) -> NetGame:
        net = NetGame(cat, "ws://127.0.0.1:1", hosted=hosted, client_factory=lambda *a, **k: None)
        over = Update(1, 1, {}, [], [], True)
        net.local.append(LocalSeat(0, "Bo", None, update=over))
        net.table = {"chapter": chapter, "seats": []}
        return net

    assert "choosing" in finished("ch1").prompt()
    assert "ending" in finished("ch5").prompt() and finished("ch5").waiting_for_host()
    assert not finished("ch1", hosted=True).waiting_for_host()
    assert not finished(None).waiting_for_host()
