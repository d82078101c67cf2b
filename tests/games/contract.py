"""What every game's :class:`~omg_desktop.games.base.Game` record must do, checked by
playing it through the record alone (any game: Oh My Goods!, the toy game, the next):
:func:`play_through` the contract at every step, :func:`replays` the replay,
:func:`keeps_secrets` what a seat cannot see (DESIGN.md 5)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from omg_desktop.games.base import Game


def play_through(g: Game, players: int, seed: int, option: str | None) -> tuple[Any, list[str]]:
    """A whole game of sampled moves through the record, checking the contract at every
    step; the final state and the encoded moves."""
    cat = g.load_catalog()
    state = g.new_game(cat, players, seed, option)
    rng = g.random(seed)
    played: list[str] = []
    while not g.is_over(state):
        seats = g.to_act(state)
        assert seats, "a game that is not over has a seat to act"
        seat = seats[0]
        assert g.legal_actions(state, seat), "a seat to act has a legal action"
        text = g.encode(g.sample_next(state, seat, rng))
        action = g.decode(text)
        assert g.encode(action) == text
        before = g.decision_key(state)
        snapshot = g.state_to_dict(state)
        after, events = g.apply(state, action)
        assert g.state_to_dict(state) == snapshot, "apply leaves the state it was given"
        assert isinstance(g.undoable(seat, before, events, after), bool)
        assert all(isinstance(line, str) for line in g.chance_lines(events))
        g.visible_events(events, seat)
        view = g.player_view(after, seat)
        world = g.determinize(view, seat, g.random(len(played)))  # the search bot plays on it
        json.dumps(g.state_to_dict(world))
        assert g.is_over(world) or all(g.legal_actions(world, s) for s in g.to_act(world))
        data = json.loads(json.dumps(g.state_to_dict(after)))
        assert g.state_to_dict(g.state_from_dict(data, cat)) == g.state_to_dict(after)
        state = after
        played.append(text)
    assert not g.to_act(state) and g.winners(state)
    assert len(g.scores(state)) == players
    return state, played


def replays(g: Game, players: int, seed: int, option: str | None, moves: list[str]) -> Any:
    """The same game set up again and its moves applied in place: the final state."""
    cat = g.load_catalog()
    state = g.new_game(cat, players, seed, option)
    for text in moves:
        g.apply_in_place(state, g.decode(text))
    return state


def keeps_secrets(
    g: Game, players: int, seed: int, option: str | None, *, bots_at: Callable[[int], bool]
) -> Counter[str]:
    """A game of sampled moves in which, before every move and for every seat, what the
    seat cannot see is scrambled twice (two worlds drawn from its view by the game's
    ``determinize``, which may also reopen the others' secret choices):

    - the seat's view of either world is the same (as data), and so are its legal
      actions, the real state's too;
    - at the steps ``bots_at(step)`` says, each of the game's computers, seeded alike,
      chooses the same move from the view of either world;
    - the move played, played in another seat's world, shows that seat the same events
      wherever it leaves that seat the same view and turns up no secret for everyone
      (an event that differs there carried something the seat may not know).

    The number of checks of each kind made (a test sees that they ran)."""
    cat = g.load_catalog()
    state = g.new_game(cat, players, seed, option)
    rng = g.random(seed)
    done: Counter[str] = Counter()
    step = 0
    while not g.is_over(state):
        acting = g.to_act(state)
        worlds = {}
        for seat in range(players):
            where = f"seed {seed}, step {step}, seat {seat}"
            view = g.player_view(state, seat)
            worlds[seat] = g.determinize(view, seat, g.random(f"a/{seed}/{step}/{seat}"))
            twin = g.determinize(view, seat, g.random(f"b/{seed}/{step}/{seat}"))
            seen, also = g.player_view(worlds[seat], seat), g.player_view(twin, seat)
            assert g.state_to_dict(seen) == g.state_to_dict(also), f"{where}: the view changes"
            done["views"] += 1
            if seat not in acting:
                continue
            legal = g.legal_actions(state, seat)
            assert g.legal_actions(worlds[seat], seat) == g.legal_actions(twin, seat) == legal, (
                f"{where}: the legal actions change"
            )
            for level, make in g.bots.items() if bots_at(step) else ():
                chosen = make(f"{seed}/{step}").choose(seen, list(legal))
                assert make(f"{seed}/{step}").choose(also, list(legal)) == chosen, (
                    f"{where}: the {level} computer's choice changes"
                )
                done["choices"] += 1
        actor = acting[0]
        action = g.sample_next(state, actor, rng)
        after, events = g.apply(state, action)
        for seat in (s for s in range(players) if s != actor):
            try:
                twin, twin_events = g.apply(worlds[seat], action)
            except ValueError:  # the move needs what was scrambled (a card of the hand)
                continue
            view = g.state_to_dict(g.player_view(after, seat))
            if g.state_to_dict(g.player_view(twin, seat)) != view or _shown(g, events, twin_events):
                continue  # the move turned up something hidden: its events may differ
            shown = g.visible_events(events, seat)
            assert g.visible_events(twin_events, seat) == shown, (
                f"seed {seed}, step {step}: seat {seat} sees events that carry a secret"
            )
            done["events"] += 1
        state = after
        step += 1
    return done


def _shown(g: Game, events: list[Any], twin_events: list[Any]) -> bool:
    """Whether a move played twice turns up, for everyone, different values of a field the
    game lists as secret (``Game.secret_fields``): a secret shown on purpose (a planned
    card thrown on the discard), which the view after may no longer hold."""
    pairs = zip(g.visible_events(events, None), g.visible_events(twin_events, None), strict=False)
    return any(
        a.data.get(name) != b.data.get(name)
        for a, b in pairs
        for name in g.secret_fields.get(a.kind, ())
    )
