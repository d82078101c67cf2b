"""What every game's :class:`~omg_desktop.games.base.Game` record must do, checked by
playing it through the record alone (any game: Oh My Goods!, the toy game, the next)."""

from __future__ import annotations

import json
from typing import Any

from omg_desktop.games.base import Game
from omg_desktop.games.ohmygoods.rules.rng import Rng


def play_through(g: Game, players: int, seed: int, option: str | None) -> tuple[Any, list[str]]:
    """A whole game of sampled moves through the record, checking the contract at every
    step; the final state and the encoded moves."""
    cat = g.load_catalog()
    state = g.new_game(cat, players, seed, option)
    rng = Rng(seed)
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
        world = g.determinize(view, seat, Rng(len(played)))  # the search bot plays on it
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
