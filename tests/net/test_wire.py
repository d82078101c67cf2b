"""What a remote seat is sent: its view, its events, its legal actions, and nothing more.

The leak test plays whole games on a server :class:`Table` (the very code that sends
every update), and at each step scrambles every field the seat may not see in the
host's state (other hands, the deck order, the event deck, the seed, the PRNG state,
others' pending choices and planned cards, others' secret event fields): the bytes
sent to the seat must not change.
"""

from __future__ import annotations

import json

import pytest
from sizes import sized

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    GameState,
    MoveAssistant,
    legal_actions,
    new_game,
    player_view,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.events import Event
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, UNKNOWN, PendingMove
from omg_desktop.games.ohmygoods.wire import (
    HOST_ONLY,
    PLAYER_FIELDS,
    STATE_FIELDS,
    check_hidden,
)
from omg_desktop.games.ohmygoods.wire import LeakError as ViewLeak
from omg_desktop.net.wire import view_from_wire, wire_events, wire_view

from .helpers import random_table

CAT = default_catalog()


def test_every_field_of_the_state_is_classified():
    """A field the rules add must be listed as sent or as host-only before it travels."""
    for ruleset in ("bigbox", "classic", "longsdale"):
        d = new_game(CAT, 2, 5, ruleset).to_dict()
        unlisted = set(d) - set(STATE_FIELDS) - set(HOST_ONLY)
        assert not unlisted, f"{ruleset}: list these in ohmygoods.wire.STATE_FIELDS or HOST_ONLY"
        assert not set(d["players"][0]) - set(PLAYER_FIELDS)


def test_the_wire_view_has_no_seed_and_no_prng_state():
    state = new_game(CAT, 3, 123456789, "bigbox")
    for seat in range(3):
        view = wire_view(state, seat)
        assert "seed" not in view and "rng" not in view
        text = json.dumps(view)
        assert "123456789" not in text and format(state.rng, "016x") not in text


def test_the_wire_view_comes_back_as_the_players_view():
    state = new_game(CAT, 4, 9, "classic")
    for seat in range(4):
        back = view_from_wire(json.loads(json.dumps(wire_view(state, seat))), CAT)
        assert back.to_dict() == player_view(state, seat).to_dict()
        assert legal_actions(back, seat) == legal_actions(state, seat)


@pytest.mark.parametrize(
    "spoil",
    [
        lambda v: v.update(seed=5),
        lambda v: v.update(rng="00ff"),
        lambda v: v["deck"].__setitem__(0, 12),
        lambda v: v["players"][1]["hand"].__setitem__(0, 12),
        lambda v: v["players"][1].update(planned=40),
        lambda v: v["players"][1].update(pending_plan=40),
        lambda v: v["players"][1].update(pending_worker=101),
        lambda v: v.update(viewer=1),
    ],
)
def test_check_hidden_refuses_a_view_that_shows_a_secret(spoil):
    view = wire_view(new_game(CAT, 2, 3), 0)
    check_hidden(view, 0)
    view["deck"] = view["deck"] or [UNKNOWN]
    spoil(view)
    with pytest.raises(ViewLeak):
        check_hidden(view, 0)


def test_wire_events_strip_others_drawn_cards():
    events = [Event("drew", 1, {"count": 2, "cards": [10, 11]}), Event("kept", 1, {})]
    assert wire_events(events, 0)[0]["data"] == {"count": 2}
    assert wire_events(events, 1)[0]["data"] == {"count": 2, "cards": [10, 11]}


# ---- the leak test ----------------------------------------------------------------------


def scramble(state: GameState, seat: int, seed: int) -> GameState:
    """``state`` with everything ``seat`` may not see changed."""
    s = state.clone()
    rng = Rng(seed)
    others = [i for i in range(s.num_players) if i != seat]
    pool = list(s.deck)
    for i in others:
        p = s.players[i]
        pool += p.hand + [c for c in (p.planned, p.pending_plan) if c is not None]
    rng.shuffle(pool)
    s.deck, pool = pool[: len(s.deck)], pool[len(s.deck) :]
    for i in others:
        p = s.players[i]
        p.hand, pool = pool[: len(p.hand)], pool[len(p.hand) :]
        if p.planned is not None:
            p.planned, pool = pool[0], pool[1:]
        if p.pending_plan is not None:
            p.pending_plan, pool = pool[0], pool[1:]
        buildings = p.building_ids()
        p.pending_worker = buildings[rng.below(len(buildings))]
        p.pending_efficient = not p.pending_efficient
        p.pending_moves = [PendingMove(1, buildings[0], (("coal", 1),))]
        if s.phase == EXCHANGE and p.exchange is not None:
            p.exchange = not p.exchange
    if len(s.events) > 2:
        rest = s.events[1:]
        rng.shuffle(rest)
        s.events = [s.events[0], *rest]
    s.rng = rng.next_u64()
    s.seed = f"scrambled-{rng.next_u64()}"
    return s


def scramble_events(events: list[Event], seat: int, seed: int) -> list[Event]:
    """Others' secret event fields changed (the drawn cards, a returned plan)."""
    rng = Rng(seed)
    out = []
    for e in events:
        data = dict(e.data)
        if e.seat != seat and not data.get("public"):
            if "cards" in data and e.kind == "drew":
                data["cards"] = [rng.below(90) + 1 for _ in data["cards"]]
            if e.kind == "plan_returned":
                data["card"] = rng.below(90) + 1
        out.append(Event(e.kind, e.seat, data))
    return out


#: a campaign chapter's table, as the window that hosts a campaign makes it (protocol 2)
CHAPTER = {"chapter": "ch3", "flags": {"grain": "town", "ch1_goal": "yes"}, "introduced": []}
GAMES = [
    ("bigbox", 2, None), ("bigbox", 4, None), ("classic", 3, None), ("longsdale", 2, None),
    ("longsdale", 3, CHAPTER),
]  # fmt: skip


@pytest.mark.parametrize(("ruleset", "players", "setup"), GAMES)
def test_the_bytes_sent_to_a_seat_do_not_change_when_its_secrets_do(ruleset, players, setup):
    every = sized(3, 1)  # check every 3rd step (every step with OMG_DESKTOP_LONG_TESTS=1)
    for game in range(sized(1, 4)):
        table, links = random_table(CAT, ruleset, players, seed=100 * game + players, setup=setup)
        if setup is not None:  # (without one, longsdale plays its first chapter)
            assert table.state.setup["chapter"] == setup["chapter"]
        rng = Rng(game)
        checked = 0
        step = 0
        kinds_seen = set()
        while not table.over:
            seat = to_act(table.state)[0]
            acts = legal_actions(table.state, seat)
            events_before = len(links[0].sent)
            action = acts[rng.below(len(acts))]
            assert table.submit(seat, _encode(action), None) is None
            step += 1
            if step % every:
                continue
            secret = isinstance(action, MoveAssistant) and seat != 0  # tells seat 0 nothing
            assert len(links[0].sent) == events_before + (not secret)
            for s in range(players):
                assert not differences(table, links[s], s, step), f"step {step}: seat {s} learns"
                checked += 1
            kinds_seen.add(table.state.phase)
        assert checked > 20 and {"sunrise", "production"} <= kinds_seen
        assert ruleset == "classic" or EXCHANGE in kinds_seen


def differences(table, link, seat: int, step: int) -> int:
    """How many of two scrambles of the host's state change what ``seat`` is sent."""
    real, events = table.state, table.last_events
    sent = table.update_text(seat, events)  # (the last frame sent, unless it said nothing new)
    changed = 0
    try:
        for k in range(2):
            table.state = scramble(real, seat, seed=step * 10 + k)
            before = len(link.sent)
            table.send_update(seat, scramble_events(events, seat, seed=step + k))
            assert len(link.sent) == before + 1, "the update was not sent"
            changed += link.sent.pop() != sent
    finally:
        table.state = real
    return changed


def test_the_leak_test_catches_a_view_that_hides_nothing(monkeypatch):
    """With a view that hid nothing (and its own check switched off), the comparison
    above would see the difference: the leak test can fail."""
    import dataclasses

    def leaky(state, seat):
        v = state.clone()
        v.viewer = seat
        return v

    table, links = random_table(CAT, "bigbox", 3, seed=8)
    g = table.game  # the record, with a view that hides nothing and no check of its own
    wire = dataclasses.replace(g.wire, view_out=lambda full, seat: full)
    table.game = dataclasses.replace(g, player_view=leaky, wire=wire)
    table.send_update(0)  # what the leaky view sends of the real state
    assert differences(table, links[0], 0, step=1) == 2


def _encode(action) -> str:
    from omg_desktop.games.ohmygoods.rules import encode

    return encode(action)


def test_the_scrambler_changes_what_it_should():
    """A scrambler that changed nothing would pass every leak test."""
    table, _ = random_table(CAT, "bigbox", 3, seed=4)
    state = table.state
    other = scramble(state, 0, 1)
    assert other.seed != state.seed and other.rng != state.rng
    assert other.deck != state.deck or other.players[1].hand != state.players[1].hand
    assert wire_view(other, 0) == wire_view(state, 0)
    assert wire_view(other, 1) != wire_view(state, 1)  # seat 1's own hand changed
