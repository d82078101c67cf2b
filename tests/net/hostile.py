"""Malformed and hostile client messages, drawn from a seeded PRNG (the fuzz tests).

:func:`hostile` yields ``(target, text, kind)``: ``target`` is ``"seat"`` (sent on a
connection that holds a seat, whose turn it is not) or ``"lobby"`` (a greeted
connection without a seat). Every message must be refused and change nothing: none is
a legal action of a seat on its own connection with a fresh sequence number.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field

from omg_desktop.games.ohmygoods.rules.rng import Rng


@dataclass
class Context:
    code: str
    seat: int  # the seat held, which may not act now
    token: str
    other_seat: int  # a seat that may act now (on another connection)
    other_actions: list[str]  # that seat's legal actions
    my_actions: list[str]  # actions of this seat's kind it could take later ("0 done", …)
    last_seq: int
    next_seq: list[int] = field(default_factory=list)

    def fresh(self) -> int:
        self.last_seq += 1
        return self.last_seq


def _act(seq, action) -> str:
    return json.dumps({"type": "act", "seq": seq, "action": action})


RAW = [
    "",
    "{",
    "[1, 2",
    "\x00\x01\x02",
    "nan",
    "Infinity",
    "[]",
    "1",
    '"act"',
    "null",
    "true",
    "{}",
    '{"typ": "act"}',
    '{"type": 5}',
    '{"type": null}',
    '{"type": "shutdown"}',
    '{"type": "__proto__"}',
    '{"type": "ACT", "seq": 1, "action": "0 done"}',
    '{"type": "act", "seq": NaN, "action": "0 done"}',
    '{"type": "act", "seq": Infinity, "action": "0 done"}',
    '{"type": "act", "seq": 1e400, "action": "0 done"}',
    "cos\nsystem\n(S'echo pwned'\ntR.",  # a pickle
    "__import__('os').system('echo pwned')",
    '{"type": "act", "seq": 1, "action": "0 done", "__class__": "os.system"}',
    "[" * 2000 + "]" * 2000,
    '{"type": "hello", "protocol": 1, "data": "x", "program": "p", "extra": 1}',
]

ILLEGAL = [
    "{s} explode",
    "{s} build c=99999 pay=-",
    "{s} build c=-1 pay=coal*-5",
    "{s} discard c=1",
    "{s} sunrise b=1 e=1 p=-",
    "{s} produce b=abc c=- skip=0",
    "{s} hire a=999 pay=- b=-",
    "{s} chain b=1 n=-3 c=-",
    "99 done",
    "-1 done",
    "{s}",
    "",
    "   ",
    "{s} done " + "x=1 " * 40,
    "__import__('os').system('x')",
    "{s} build c=1 pay=" + "coal*1+" * 30 + "coal*1",
]


def hostile(rng: Rng, ctx: Context, count: int) -> Iterator[tuple[str, str, str]]:
    s = ctx.seat
    for _ in range(count):
        pick = rng.below(13)
        if pick == 0:
            yield "seat", RAW[rng.below(len(RAW))], "malformed"
        elif pick == 1:  # wrong field types and ranges
            seq = [True, "1", 1.5, -1, 0, 2**60, None, [1], {"n": 1}][rng.below(9)]
            action = ["0 done", 5, None, ["0 done"], {"a": 1}][rng.below(5)]
            yield "seat", json.dumps({"type": "act", "seq": seq, "action": action}), "types"
        elif pick == 2:  # too long for a message (within a frame)
            yield "seat", _act(ctx.fresh(), "x" * (4100 + rng.below(20000))), "huge"
        elif pick == 3:  # another seat's legal action, with a fresh sequence number
            yield (
                "seat",
                _act(ctx.fresh(), ctx.other_actions[rng.below(len(ctx.other_actions))]),
                "wrong seat",
            )
        elif pick == 4:  # a sequence number already used, with a plausible action
            old = rng.below(ctx.last_seq + 1)
            yield "seat", _act(old, ctx.my_actions[rng.below(len(ctx.my_actions))]), "replayed"
        elif pick == 5:  # this seat's action while another seat must act
            yield (
                "seat",
                _act(ctx.fresh(), ctx.my_actions[rng.below(len(ctx.my_actions))]),
                "out of turn",
            )
        elif pick == 6:  # not an action the rules know or allow
            text = ILLEGAL[rng.below(len(ILLEGAL))].format(s=s)
            yield "seat", _act(ctx.fresh(), text), "illegal"
        elif pick == 7:  # a second seat on a connection that holds one
            yield (
                "seat",
                json.dumps({"type": "join", "code": ctx.code, "name": "Eve"}),
                "second seat",
            )
        elif pick == 8:  # resume with a wrong token or seat
            token = ctx.token[:-1] + ("A" if ctx.token[-1] != "A" else "B")
            seat = [ctx.other_seat, s, 7, 99][rng.below(4)]
            msg = {"type": "resume", "code": ctx.code, "seat": seat, "token": token}
            yield "lobby", json.dumps(msg), "wrong token"
        elif pick == 9:  # join with bad codes and names
            code = ["!!!!!!", "", "AAAAAAA", "0O1IL0", ctx.code.lower() + "X", 123456][rng.below(6)]
            name = ["", " ", "x" * 200, "\x07bell", None, "Eve"][rng.below(6)]
            yield "lobby", json.dumps({"type": "join", "code": code, "name": name}), "bad join"
        elif pick == 10:  # create with impossible tables
            seats = [[], [None] * 9, ["god"], ["random", "random"], "all", [None, 5]][rng.below(6)]
            ruleset = ["../../etc/passwd", "bigbox\x00", 7, "nope"][rng.below(4)]
            msg = {"type": "create", "seats": seats, "ruleset": ruleset}
            yield "lobby", json.dumps(msg), "bad create"
        elif pick == 11:  # act without a seat
            yield "lobby", _act(1, "0 done"), "no seat"
        else:  # hello again, or a hello of another shape on a greeted connection
            yield "seat", json.dumps({"type": "hello", "protocol": 1, "data": "zz"}), "hello again"
