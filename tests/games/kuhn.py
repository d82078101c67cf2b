"""Kuhn poker, the box's toy game (a hidden hand, a chance deal), registered only in the
tests; it imports the frame alone. Rules (Kuhn, 1950): each antes 1 and is dealt one of J,
Q, K; the first passes or bets 1; after a pass the second passes (showdown) or bets; facing
a bet one folds or calls (showdown). At a showdown the higher card takes the pot."""

from __future__ import annotations

import copy
from collections import namedtuple
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from omg_desktop.games.base import Game, GameInfo, IllegalAction, Standing
from omg_desktop.search import SearchBot
from omg_desktop.seeds import SeededRandom

HIDDEN = -1
INFO = GameInfo(
    id="kuhn",
    titles=dict(en="Kuhn poker", pt_BR="Pôquer de Kuhn", es="Póquer de Kuhn", ja="クーンポーカー"),
    players=(2, 2),
    minutes=(1, 1),
    summary={lang: "J < Q < K: pass, bet, call or fold." for lang in ("en", "pt_BR", "es", "ja")},
    options=("standard",),
    package="tests.games.kuhn",
)


@dataclass
class State:
    cards: list[int]  # each seat's card (HIDDEN in another seat's view)
    moves: list[str] = field(default_factory=list)  # "p" pass, "b" bet, "c" call, "f" fold
    chips: list[int] = field(default_factory=lambda: [-1, -1])  # won or lost so far
    viewer: int | None = None


Ev = namedtuple("Ev", "kind seat data")  # an event


def new_game(_catalog: Any, players: int, seed: int | str, _option: str | None) -> State:
    deck = [0, 1, 2]
    SeededRandom(seed).shuffle(deck)
    return State(cards=deck[:players])


def is_over(s: State) -> bool:
    return "".join(s.moves) in ("pp", "bc", "bf", "pbc", "pbf")


def to_act(s: State) -> list[int]:
    return [] if is_over(s) else [len(s.moves) % 2]


def legal_actions(s: State, seat: int) -> list[str]:
    facing_a_bet = s.moves[-1:] == ["b"]
    return [] if seat not in to_act(s) else ["c", "f"] if facing_a_bet else ["p", "b"]


def apply_in_place(s: State, action: str, report: bool = True) -> list[Ev]:
    if action not in legal_actions(s, seat := len(s.moves) % 2):  # none once it is over
        raise IllegalAction(f"{action!r} is not a legal move now")
    s.moves.append(action)
    if action in "bc":
        s.chips[seat] -= 1
    events = [Ev("moved", seat, {"move": action})]
    if is_over(s):
        folded = s.moves[-1] == "f"
        won = (1 - seat) if folded else max((0, 1), key=lambda i: s.cards[i])
        s.chips[won] -= sum(s.chips)  # the pot
        shown = {} if folded else {"cards": list(s.cards)}
        events.append(Ev("showdown", None, {"winner": won, **shown}))
    return events if report else []


def apply(s: State, action: str) -> tuple[State, list[Ev]]:
    return (after := copy.deepcopy(s)), apply_in_place(after, action)


def player_view(s: State, seat: int | None) -> State:
    v = replace(copy.deepcopy(s), viewer=seat)
    shown = is_over(s) and s.moves[-1] != "f"  # a showdown puts both cards on the table
    v.cards = [c if i == seat or shown else HIDDEN for i, c in enumerate(s.cards)]
    return v


def determinize(view: State, seat: int, rng: SeededRandom) -> State:
    world = replace(copy.deepcopy(view), viewer=None)
    rest = [c for c in (0, 1, 2) if c != view.cards[seat]]
    rng.shuffle(rest)
    world.cards = [c if c != HIDDEN else rest.pop() for c in view.cards]
    return world


class Random(SeededRandom):  # any legal move, drawn from the frame's seeded source
    def choose(self, _view: State, actions: list[str]) -> str:
        return actions[self.below(len(actions))]


def search_bot(seed: int | str) -> SearchBot:  # the frame's computer for any game
    return SearchBot(g := game(), g.random(seed))


class Sensible:  # bets or calls with the King, folds the Jack to a bet, passes otherwise
    def choose(self, view: State, actions: list[str]) -> str:
        card = view.cards[view.viewer if view.viewer is not None else 0]
        if card == 2:
            return "b" if "b" in actions else "c"
        return "f" if "f" in actions and card == 0 else actions[0]


def game() -> Game:
    return Game(
        info=INFO,
        load_catalog=lambda: None,
        new_game=new_game,
        to_act=to_act,
        is_over=is_over,
        legal_actions=legal_actions,
        sample_next=lambda s, seat, rng: legal_actions(s, seat)[rng.below(2)],
        apply=apply,
        apply_in_place=apply_in_place,
        player_view=player_view,
        visible_events=lambda events, seat: list(events),  # a showdown shows both cards
        encode=str,
        decode=str,
        state_to_dict=asdict,
        state_from_dict=lambda data, _cat: State(**copy.deepcopy(data)),
        chance_lines=lambda events: [],
        undoable=lambda actor, before, events, after: False,
        decision_key=lambda s: tuple(s.moves),
        scores=lambda s: list(s.chips),
        winners=lambda s: [i for i in (0, 1) if s.chips[i] == max(s.chips)],
        determinize=determinize,
        bots={"random": Random, "heuristic": lambda _seed: Sensible(), "search": search_bot},
        secrets=("each player's card, until a showdown",),
        secret_fields={},
        face="tests.games.kuhn_face",
        set_up=lambda cat, n, seed, option, _setup: (new_game(cat, n, seed, option), []),
        round=lambda s: 1,
        standings=lambda s: [Standing(chips) for chips in s.chips],
        clone=copy.deepcopy,
        option_of=lambda s: "standard",
        wire=None,  # its views and events are plain data already
        actor=lambda s, _action: len(s.moves) % 2,
        score_parts=lambda s: [
            [("staked", -(1 + sum(map("bc".count, s.moves[i::2]))))] for i in (0, 1)
        ],
        figures=lambda s: [{"bets": "".join(s.moves[i::2]).count("b")} for i in (0, 1)],
    )
