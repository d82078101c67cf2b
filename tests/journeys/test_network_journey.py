"""A network game's journey through the real program, two programs at once, each in
its own home: the host opens a table and the friend joins with the address and code
the host's window shows; both quit mid-game (Ctrl+Q asks first); each start after
that offers the seat back, and they play on together from where they were; once the
host has gone for good, the table left over is forgotten from the start's offer and
is not offered again.

Everything stays on this machine (the host's server on loopback, a free port).
"""

from __future__ import annotations

import pytest

from omg_desktop.net.seatbook import SeatBook

from .home import Home

pytestmark = pytest.mark.timeout(600)


def held(home: Home) -> list:
    """The seats the home keeps to take back (``network-seats.json``)."""
    return SeatBook(home.saves / "network-seats.json").unfinished()


def both(host, friend) -> tuple[dict, dict]:
    """Two runs side by side: what each saw (both ended, whichever failed)."""
    try:
        return host.wait(), friend.wait()
    finally:
        host.kill()
        friend.kill()


@pytest.mark.parametrize("first_out", ["the friend", "the host"])
def test_host_and_friend_quit_come_back_to_their_seats_and_forget_a_dead_table(tmp_path, first_out):
    host_first = first_out == "the host"
    meet = tmp_path / "meet"
    meet.mkdir()
    ana, bo = Home(tmp_path / "ana"), Home(tmp_path / "bo")

    host, friend = both(
        ana.start("host_opens", meet=str(meet), seed="44", rounds=1, host_first=host_first),
        bo.start("friend_joins", meet=str(meet), name="Bo", rounds=1, host_first=host_first),
    )
    port, code = host["shown"]["port"], host["shown"]["code"]
    assert port == host["shown"]["server_port"]  # the port the window shows is the server's
    assert host["begun"]["names"] == ["Ana", "Bo"] == friend["begun"]["names"]
    assert host["begun"]["mine"] == [0] and friend["begun"]["mine"] == [1]
    assert host["played"]["round"] == friend["played"]["round"] == 2
    assert host["decisions"] > 0 and friend["decisions"] > 0
    assert friend["quit_question"][0]["name"] == host["quit_question"][0]["name"]
    if host_first:  # the friend saw the host go and was asked all the same
        assert "reconnecting" in friend["host_gone"]
    [a_seat], [b_seat] = held(ana), held(bo)
    assert (a_seat.code, a_seat.seat, a_seat.hosted) == (code, 0, True)
    assert (b_seat.code, b_seat.seat, b_seat.name) == (code, 1, "Bo")
    assert b_seat.url == f"ws://127.0.0.1:{port}"

    host2, friend2 = both(
        ana.start("host_comes_back", meet=str(meet), rounds=1),
        bo.start("friend_comes_back", meet=str(meet), rounds=1),
    )
    for seen, run1 in ((host2, host), (friend2, friend)):
        offer = seen["offers"][0]
        assert offer["name"] == "RejoinOffer" and code in offer["text"]
        assert seen["back"] == run1["quit_at"]  # the same table and log, where it was left
        assert len(seen["back"]["log"]) > 10
    assert host2["server_port"] == port  # the same tables, on the same port
    assert host2["played"]["round"] == 3
    public = ("code", "round", "phase", "step", "names", "over")  # (each log has its hand)
    assert [host2["played"][k] for k in public] == [friend2["played"][k] for k in public]
    assert len(host2["played"]["log"]) == len(friend2["played"]["log"])
    assert len(held(ana)) == len(held(bo)) == 1

    # the host has gone for good: the friend's table is dead, and the friend is told so
    tried = bo.run("tries_the_dead_table")
    assert tried["offers"][0]["name"] == "RejoinOffer"
    assert "Could not take a seat" in tried["told"] and f"127.0.0.1:{port}" in tried["told"]
    assert tried["after"] == {"net": False, "game": False}
    assert len(held(bo)) == 1  # kept: the host may open it again
    # each forgets it at the start
    friend3 = bo.run("forgets_the_table")
    assert friend3["offers"][0]["name"] == "RejoinOffer" and friend3["forget_enabled"]
    assert held(bo) == []
    host3 = ana.run("forgets_the_table")
    assert host3["offers"][0]["name"] == "RejoinOffer" and held(ana) == []
    for home in (ana, bo):
        again = home.run("looks_for_tables")
        assert again["offers"][0]["name"] == "NewGameDialog"  # nothing offered any more


def test_a_network_game_played_to_its_end_is_not_offered_again(tmp_path):
    """Ana, Bo and a computer play to the final scores; each quits without a question;
    at the next start neither is offered the table, and the seat is kept as finished."""
    meet = tmp_path / "meet"
    meet.mkdir()
    ana, bo = Home(tmp_path / "ana"), Home(tmp_path / "bo")
    host, friend = both(
        ana.start(
            "host_opens",
            meet=str(meet),
            seed="45",
            rounds=None,
            host_first=False,
            computer="greedy",  # Enter alone builds little: the computer ends the game
        ),
        bo.start("friend_joins", meet=str(meet), name="Bo", rounds=None, host_first=False),
    )
    for seen in (host, friend):
        assert seen["played"]["over"] and seen["scores_title"]
        assert "quit_question" not in seen  # nothing is left by quitting
    assert host["played"]["step"] == friend["played"]["step"]
    for home in (ana, bo):
        [seat] = SeatBook(home.saves / "network-seats.json").seats()
        assert seat.over and held(home) == []
        again = home.run("looks_for_tables")
        assert again["offers"][0]["name"] == "NewGameDialog"
