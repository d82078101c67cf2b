"""Positions for bot tests: states reached by seeded random play, and hidden-field scrambling."""

from __future__ import annotations

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    GameState,
    apply_in_place,
    legal_actions,
    new_game,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import SUNRISE

CAT = default_catalog()


def positions(count: int, seed: int = 0, every: int = 7) -> list[GameState]:
    """``count`` decision points of 2–4 player games of random play (a fixed list)."""
    out: list[GameState] = []
    g = 0
    while len(out) < count:
        players = 2 + (seed + g) % 3
        ruleset = "classic" if g % 5 == 4 else None
        state = new_game(CAT, players, seed * 1000 + g, ruleset)
        bot = RandomBot(f"{seed}/{g}")
        step = 0
        while not state.over and len(out) < count:
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            if step % every == (g % every):
                out.append(state.clone())
            apply_in_place(state, bot.choose(state, acts))
            step += 1
        g += 1
    return out


def scramble_hidden(state: GameState, seat: int, seed: int) -> GameState:
    """The same position as ``seat`` sees it, every hidden field changed.

    Other hands, other players' planned and pending planned cards, the good cards
    under every building (goods as cards) and the deck order are redrawn from the
    cards the seat cannot see; others' pending worker
    choices, the PRNG state and the seed are changed.
    """
    s = state.clone()
    rng = Rng(seed)
    others = [i for i in range(s.num_players) if i != seat]
    pool = list(s.deck)
    for i in others:
        p = s.players[i]
        pool += p.hand
        pool += [c for c in (p.planned, p.pending_plan) if c is not None]
    for p in s.players:  # goods as cards lie face down, for their owner too
        for b in p.buildings:
            pool += b.good_cards
    rng.shuffle(pool)
    s.deck, pool = pool[: len(s.deck)], pool[len(s.deck) :]
    for i in others:
        p = s.players[i]
        n = len(p.hand)
        p.hand, pool = pool[:n], pool[n:]
        if p.planned is not None:
            p.planned, pool = pool[0], pool[1:]
        if p.pending_plan is not None:
            p.pending_plan, pool = pool[0], pool[1:]
        if s.phase == SUNRISE and p.committed and p.pending_worker is not None:
            p.pending_efficient = not p.pending_efficient
    for p in s.players:
        for b in p.buildings:
            n = len(b.good_cards)
            b.good_cards, pool = tuple(pool[:n]), pool[n:]
    s.rng = rng.next_u64()
    s.seed = rng.next_u64()
    return s


#: Classic (revision 3), phase II: assistant 5 works seat 0's only production building,
#: so its worker has nowhere to work (001 lines 73-76 keep no building free).
WORKER_HOME = """
ruleset: classic
phase: sunrise
market: [[2, 3], []]
players:
  - buildings: [{card: 101, goods: 7}, 86]
    assistants: [{id: 5, building: 101}]
    hand: [30, 61]
  - buildings: [{card: 102, goods: 7}]
    hand: [28]
"""

#: Classic, phase IV: assistant 5 may take seat 0's last free production building.
LAST_FREE = """
ruleset: classic
phase: production
step: build
open_assistants: [[5, 0]]
players:
  - buildings: [{card: 101, goods: 7}, 86]
    planned: 28
  - buildings: [{card: 102, goods: 7}]
"""


def normal_game(seed: int, players: int = 2) -> tuple[list[GameState], GameState]:
    """A game of Normal bots played to its end: the decisions with more than one choice
    (copies, in order) and the finished state."""
    from omg_desktop.games.ohmygoods.bots.heuristic import HeuristicBot
    from omg_desktop.games.ohmygoods.rules import player_view

    state = new_game(CAT, players, seed)
    bots = [HeuristicBot(i) for i in range(players)]
    decisions = []
    while not state.over:
        seat = to_act(state)[0]
        acts = legal_actions(state, seat)
        if len(acts) > 1:
            decisions.append(state.clone())
        apply_in_place(state, bots[seat].choose(player_view(state, seat), acts))
    return decisions, state
