"""Who a network table asks at a screen with several people: the one turn flow of the
box (``seating/turns.py``), as at a table of this screen. A seat asked keeps the
decision while the game's decision key stays (whatever the other seats do meanwhile);
when it changes, the people are asked again in seat order from the first player.
The clients are stand-ins: the updates are handed to the table as the server would."""

from __future__ import annotations

import dataclasses
from typing import Any

from omg_desktop.games import registry
from omg_desktop.net.client import TableChanged, Ticket, Update, Updated
from omg_desktop.ui.network.net_game import NetGame


class StandIn:
    """A client that connects nowhere and keeps what it was asked to send."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def start(self) -> None:
        pass

    def call(self, _job) -> Any:
        class Pending:
            def add_done_callback(self, _callback) -> None:
                pass

        return Pending()

    def act(self, text: str) -> None:
        self.sent.append(text)

    def close(self) -> None:
        pass


def a_game():
    """A game of plain dicts: who acts, the first player and the decision key are the
    state's own fields (a simultaneous step when several act)."""
    base = registry.load()
    return dataclasses.replace(
        base,
        state_from_dict=lambda data, _cat: dict(data),
        player_view=lambda state, _seat: state,
        to_act=lambda state: state["acting"],
        first_seat=lambda state: state["first"],
        decision_key=lambda state: state["key"],
        encode=str,
        decode=str,
        wire=None,
    )


def update(net: NetGame, seat: int, step: int, own: int, acting, key: str) -> None:
    view = {"acting": list(acting), "first": 1, "key": key}
    actions = ["x"] if seat in acting else []
    u = Update.from_message(
        {"step": step, "own_actions": own, "view": view, "events": [], "actions": actions,
         "over": False},
        net.game,
    )  # fmt: skip
    net._on_event(seat, Updated(u))


def two_people_at_this_screen() -> NetGame:
    """Ana (seat 0) and Bruno (seat 1, the first player) at this screen, a friend at
    seat 2; all three must act at the first step (key K1)."""
    net = NetGame(None, "ws://127.0.0.1:1", game=a_game(), client_factory=lambda *a, **k: StandIn())
    net.join("AAAAAA", ["Ana", "Bruno"])
    for seat in (0, 1):
        net._on_done(seat, Ticket("ws://127.0.0.1:1", "AAAAAA", seat, f"t{seat}"), None)
    people = [
        {"seat": i, "kind": "human", "name": n} for i, n in enumerate(("Ana", "Bruno", "Cleo"))
    ]
    net._on_event(0, TableChanged({"seats": people}))
    for seat in (0, 1):
        update(net, seat, 0, 0, [0, 1, 2], "K1")
    assert net.has_begun
    net.start()
    return net


def test_the_first_player_is_asked_first_then_the_other_person(qtbot):
    net = two_people_at_this_screen()
    assert net.covered_seat == 1  # Bruno plays first
    net.cover_done()
    net.submit("x")
    update(net, 1, 1, 1, [0, 2], "K1")
    assert net.covered_seat == 0 and net.viewer is None
    net.cover_done()
    assert net.viewer == 0 and net.awaiting_human()


def test_a_seat_asked_keeps_the_decision_while_others_act(qtbot):
    net = two_people_at_this_screen()
    net.cover_done()
    net.submit("x")
    update(net, 1, 1, 1, [0, 2], "K1")
    net.cover_done()  # Ana's turn
    update(net, 0, 2, 0, [0], "K1")  # the friend chose meanwhile: the same decision
    assert net.viewer == 0 and net.covered_seat is None


def test_a_new_decision_asks_the_people_again_from_the_first_player(qtbot):
    """Ana ends the step; the next one asks both again: Bruno, the first player, is
    asked first (as at a table of this screen), not Ana who happened to act last."""
    net = two_people_at_this_screen()
    net.cover_done()
    net.submit("x")
    update(net, 1, 1, 1, [0, 2], "K1")
    update(net, 1, 2, 1, [0], "K1")  # the friend chose
    net.cover_done()
    net.submit("x")  # Ana, the last to choose
    update(net, 0, 3, 1, [0, 1, 2], "K2")  # her update comes first
    update(net, 1, 3, 1, [0, 1, 2], "K2")
    assert net.covered_seat == 1 and net.viewer is None
