"""A secret phase II choice tells the other seats nothing, not even by a message's existence.

Games are played through the server's own code (:class:`Hub` and one :class:`Session` a
seat, as a connection drives them); every frame each seat receives is recorded.
"""

from __future__ import annotations

import json
from typing import Any

from omg_desktop.games.ohmygoods.rules import MoveAssistant, encode, legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import SUNRISE
from omg_desktop.net.table import Table

from .test_session import CAT, Conn, make_hub

PLAYERS = 3


def _table(seed: int) -> tuple[Any, str, list[Conn]]:
    hub = make_hub()
    first = Conn(hub).hello()
    (created,) = first.send({"type": "create", "seats": [None] * PLAYERS, "seed": seed})
    code = created["code"]
    conns = [first] + [Conn(hub).hello() for _ in range(PLAYERS - 1)]
    for i, c in enumerate(conns):
        c.send({"type": "join", "code": code, "name": f"P{i}"})
    return hub, code, conns


class Play:
    """Seats acting through their connections, each with its own sequence numbers."""

    def __init__(self, seed: int) -> None:
        self.hub, self.code, self.conns = _table(seed)
        self.seqs = [0] * PLAYERS

    @property
    def state(self):
        return self.hub.tables[self.code].state

    def act(self, seat: int, text: str) -> None:
        self.seqs[seat] += 1
        replies = self.conns[seat].send({"type": "act", "seq": self.seqs[seat], "action": text})
        assert not [r for r in replies if r["type"] == "refused"], replies

    def frames(self, seat: int) -> list[str]:
        """What ``seat`` was sent since it took its seat (the table's code, random, set
        aside)."""
        sent = self.conns[seat].link.sent
        start = next(i for i, t in enumerate(sent) if json.loads(t)["type"] == "joined")
        return [t.replace(self.code, "CODE") for t in sent[start + 1 :]]


def _not_a_move(actions: list) -> list:
    return [a for a in actions if not isinstance(a, MoveAssistant)]


def _prefix_until_a_move(seed: int, mover: int) -> tuple[list[tuple[int, str]], MoveAssistant]:
    """Random plays (no assistant moves) until ``mover`` may secretly move an assistant in
    phase II: the plays so far and that move."""
    play, rng, done = Play(seed), Rng(seed), []
    while not play.state.over:
        state = play.state
        if state.phase == SUNRISE and not state.players[mover].committed:
            moves = [a for a in legal_actions(state, mover) if isinstance(a, MoveAssistant)]
            if moves:
                return done, moves[0]
        seat = to_act(state)[0]
        acts = _not_a_move(legal_actions(state, seat))
        text = encode(acts[rng.below(len(acts))])
        play.act(seat, text)
        done.append((seat, text))
    raise AssertionError(f"seed {seed}: seat {mover} never could move an assistant")


def _until_revealed(seed: int, prefix, move: MoveAssistant | None, mover: int) -> Play:
    """The same game played again to the point, then through phase II until just before
    the choices are revealed (with or without the mover's secret move first)."""
    play = Play(seed)
    for seat, text in prefix:
        play.act(seat, text)
    if move is not None:
        play.act(mover, encode(move))
    while play.state.phase == SUNRISE:
        seat = min(to_act(play.state), key=lambda s: (s != mover, s))
        plain = sorted(encode(a) for a in _not_a_move(legal_actions(play.state, seat)))
        if len(to_act(play.state)) == 1:
            return play  # the last choice reveals them all: stop before it
        play.act(seat, plain[-1])
    raise AssertionError("phase II ended early")


def test_a_seat_hears_nothing_of_another_seats_secret_assistant_move():
    seed, mover = 4, 1
    prefix, move = _prefix_until_a_move(seed, mover)
    moved = _until_revealed(seed, prefix, move, mover)
    still = _until_revealed(seed, prefix, None, mover)
    assert moved.state.players[mover].pending_moves and not still.state.players[mover].pending_moves
    for seat in range(PLAYERS):
        if seat != mover:
            assert moved.frames(seat) == still.frames(seat), f"seat {seat} can tell"
    assert moved.frames(mover) != still.frames(mover)  # the mover sees their own move


def test_no_seat_is_sent_an_update_that_changes_nothing_it_can_see():
    """Whole games whose seats often move assistants in secret: every update a seat gets
    shows it something new (the step alone is no news)."""
    silent = 0
    for seed in range(4):
        play, rng = Play(seed), Rng(100 + seed)
        while not play.state.over:
            seat = to_act(play.state)[0]
            acts = legal_actions(play.state, seat)
            moves = [a for a in acts if isinstance(a, MoveAssistant)]
            pick = moves if moves and rng.below(2) == 0 else _not_a_move(acts)
            play.act(seat, encode(pick[rng.below(len(pick))]))
        for seat in range(PLAYERS):
            updates = [json.loads(t) for t in play.frames(seat)]
            updates = [{k: v for k, v in m.items() if k != "step"} for m in updates]
            updates = [m for m in updates if m["type"] == "update"]
            silent += sum(a == b for a, b in zip(updates, updates[1:], strict=False))
    assert silent == 0


def test_a_restarted_server_counts_the_same_steps_while_a_move_is_secret():
    seed, mover = 4, 1
    prefix, move = _prefix_until_a_move(seed, mover)
    moved = _until_revealed(seed, prefix, move, mover)
    table = moved.hub.tables[moved.code]
    again = Table.restore(CAT, table.storage.load_table(moved.code), table.storage)
    for seat in range(PLAYERS):
        sent = json.loads(table.update_text(seat))
        assert json.loads(again.update_text(seat))["step"] == sent["step"]
    assert again.unseen == [1, 0, 1]
