"""Scenarios: a position described as plain data (read from YAML by the caller).

Tests load a scenario, then play actions on it. The format is documented in
``docs/scenarios.md``. Every card not placed by the scenario goes to the draw
pile (below any ``deck`` given, shuffled with the seed) or, for start
buildings, workers and assistants, out of the game — so all cards are always
somewhere, exactly once.
"""

from __future__ import annotations

from typing import Any

from . import engine
from .catalog import Catalog, RuleSet
from .events import Event
from .rng import Rng, seed_state
from .state import (
    ASSIGN,
    BUILD,
    CHAIN,
    DRAW,
    EXCHANGE,
    FINAL_CHAIN,
    PRODUCE,
    PRODUCTION,
    SUNRISE,
    SUNRISE_REVEAL,
    SUNSET_REVEAL,
    Building,
    GameState,
    Hired,
    PlayerState,
)

PHASES = (EXCHANGE, DRAW, SUNRISE_REVEAL, SUNRISE, SUNSET_REVEAL, PRODUCTION, ASSIGN)
STEPS = (PRODUCE, CHAIN, BUILD, FINAL_CHAIN)
KEYS = {
    "ruleset",
    "seed",
    "round",
    "phase",
    "step",
    "first",
    "turn",
    "market",
    "deck",
    "discard",
    "open_assistants",
    "players",
    "final_round",
    "trigger_round",
    "display",
    "description",
    "events",
    "event",
}
PLAYER_KEYS = {"hand", "buildings", "worker", "assistants", "planned", "worker_card"}


class ScenarioError(ValueError):
    """A scenario that does not describe a possible position; the message says where."""


def _fail(where: str, why: str) -> None:
    raise ScenarioError(f"{where}: {why}")


def from_data(data: dict[str, Any], cat: Catalog) -> tuple[GameState, list[Event]]:
    """Build the position, then run the engine to the first decision (its events too)."""
    if not isinstance(data, dict):
        _fail("scenario", "expected a mapping")
    extra = set(data) - KEYS
    if extra:
        _fail("scenario", f"unknown keys {sorted(extra)}")
    rs = cat.ruleset(data["ruleset"]) if "ruleset" in data else cat.default_ruleset
    cat = cat.for_ruleset(rs)
    seed = data.get("seed", 0)
    rng = Rng(seed_state(seed))
    used: set[int] = set()

    def take(card: Any, where: str) -> int:
        if not isinstance(card, int) or card not in cat.cards:
            _fail(where, f"there is no card {card!r}")
        if card in used:
            _fail(where, f"card {card} is placed twice")
        used.add(card)
        return card

    players_data = data.get("players")
    if not isinstance(players_data, list) or not players_data:
        _fail("players", "give a list of players")
    workers = sorted(cat.workers)
    players: list[PlayerState] = []
    hired_ids: set[int] = set()
    for i, pd in enumerate(players_data):
        where = f"players[{i}]"
        if not isinstance(pd, dict):
            _fail(where, "expected a mapping")
        extra = set(pd) - PLAYER_KEYS
        if extra:
            _fail(where, f"unknown keys {sorted(extra)}")
        p = PlayerState(worker_card=pd.get("worker_card", workers[i % len(workers)]))
        p.hand = [take(c, f"{where}.hand") for c in pd.get("hand", [])]
        for j, bd in enumerate(pd.get("buildings", [])):
            bd = {"card": bd} if isinstance(bd, int) else bd
            card = take(bd.get("card"), f"{where}.buildings[{j}]")
            goods = bd.get("goods", 0)
            p.buildings.append(Building(card, goods, bd.get("produced", 0)))
            _given_good_cards(rs, p.buildings[-1], bd, take, f"{where}.buildings[{j}]")
        if not p.buildings:
            _fail(where, "a player needs at least a start building")
        w = pd.get("worker")
        if w is not None:
            p.worker = w["building"]
            p.efficient = bool(w.get("efficient", True))
            if p.find(p.worker) is None:
                _fail(f"{where}.worker", f"no building {p.worker}")
        for j, ad in enumerate(pd.get("assistants", [])):
            a = ad["id"]
            if a not in cat.assistants or a in hired_ids:
                _fail(f"{where}.assistants[{j}]", f"unknown or repeated assistant {a}")
            hired_ids.add(a)
            p.assistants.append(Hired(a, ad.get("side", 0), ad.get("building")))
        if pd.get("planned") is not None:
            p.planned = take(pd["planned"], f"{where}.planned")
        players.append(p)
    market = [[take(c, "market") for c in row] for row in data.get("market", [[], []])]
    while len(market) < 2:
        market.append([])
    discard = [take(c, "discard") for c in data.get("discard", [])]
    display = {k: [take(c, f"display.{k}") for c in v] for k, v in data.get("display", {}).items()}
    given_deck = [take(c, "deck") for c in data.get("deck", [])]  # listed top first
    rest = [c for c in cat.deck if c not in used]
    rng.shuffle(rest)
    rest = _fill_good_cards(rs, players, rest)
    deck = rest + list(reversed(given_deck))  # the top card is the last one
    open_assistants = []
    for j, (a, side) in enumerate(data.get("open_assistants", [])):
        if a not in cat.assistants or a in hired_ids:
            _fail(f"open_assistants[{j}]", f"unknown or repeated assistant {a}")
        hired_ids.add(a)
        open_assistants.append((a, side))
    out = [f"card:{c}" for c in cat.charburners if c not in used]
    out += [f"card:{c}" for c in cat.expansion_cards if c not in used]  # aside
    out += [f"worker:{w}" for w in workers if w not in {p.worker_card for p in players}]
    out += [f"assistant:{a}" for a in sorted(cat.assistants) if a not in hired_ids]
    phase = data.get("phase", PRODUCTION)
    if phase not in PHASES:
        _fail("phase", f"expected one of {', '.join(PHASES)}")
    state = GameState(
        cat=cat,
        ruleset=rs,
        seed=seed,
        players=players,
        rng=rng.state,
        round=data.get("round", 1),
        first=data.get("first", 0),
        turn=data.get("turn", data.get("first", 0)),
        deck=deck,
        discard=discard,
        market=market,
        open_assistants=open_assistants,
        out_of_game=out,
        final_round=data.get("final_round"),
        trigger_round=data.get("trigger_round"),
        display=display,
    )
    for name in ("events", "event"):
        if name in data:
            if rs.expansion is None:
                _fail(name, "event cards need an expansion rule set")
            for e in data[name] if name == "events" else [data[name]]:
                if e not in cat.events:
                    _fail(name, f"there is no event {e!r}")
    state.events = list(data.get("events", []))
    state.event = data.get("event")
    events: list[Event] = []
    engine.enter_phase(state, phase, data.get("step", PRODUCE), events)
    return state, events


def _given_good_cards(rs: RuleSet, b: Building, bd: dict, take, where: str) -> None:
    """A building's ``good_cards`` (goods as cards): the cards under it; its ``goods``
    default to their number and may be more (the rest come from the draw pile)."""
    if "good_cards" not in bd:
        return
    if not rs.goods_are_cards:
        _fail(f"{where}.good_cards", f"goods are cubes in {rs.name}, not cards")
    cards = bd["good_cards"]
    if not isinstance(cards, list):
        _fail(f"{where}.good_cards", "give a list of card ids")
    b.good_cards = tuple(take(c, f"{where}.good_cards") for c in cards)
    b.goods = bd.get("goods", len(cards))
    if b.goods < len(cards):
        _fail(f"{where}.goods", f"{b.goods} goods but {len(cards)} good cards")


def _fill_good_cards(rs: RuleSet, players: list[PlayerState], rest: list[int]) -> list[int]:
    """Goods as cards: the goods no card was given for are cards from the bottom of the
    draw pile (so a ``deck`` given stays on top); what is left of ``rest``."""
    if not rs.goods_are_cards:
        return rest
    for i, p in enumerate(players):
        for b in p.buildings:
            k = b.goods - len(b.good_cards)
            if k > len(rest):
                _fail(f"players[{i}]", "too few cards left for the goods as cards")
            if k > 0:
                b.good_cards += tuple(rest[:k])
                rest = rest[k:]
    return rest


__all__ = ["ScenarioError", "from_data", "PHASES", "STEPS", "CHAIN", "BUILD"]
