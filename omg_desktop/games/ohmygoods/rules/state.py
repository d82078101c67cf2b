"""Game state: plain data (ints, strings, lists, dicts) with a JSON round trip.

Cards are referred to by their ids from the catalog. ``0`` stands for a card
whose identity the viewer cannot know (in a :func:`player_view`).
The state holds a reference to its :class:`Catalog` (``cat``), which is not
part of its data: ``from_dict`` is told which catalog to use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .catalog import Catalog, RuleSet

UNKNOWN = 0  # a hidden card in a view

# Phases (state.phase)
EVENT = "event"  # expansion seam: turn the event card (no-op without an event deck)
EXCHANGE = "exchange"  # phase I: keep or swap the whole hand (simultaneous)
DRAW = "draw"  # phase I: dealing (automatic)
SUNRISE_REVEAL = "sunrise_reveal"  # phase II reveal (automatic)
SUNRISE = "sunrise"  # phase II decisions (simultaneous, secret)
SUNSET_REVEAL = "sunset_reveal"  # phase III (automatic)
PRODUCTION = "production"  # phase IV, one seat at a time
ASSIGN = "assign"  # expansion: assign hired assistants at the end of the round
STARVE = "starve"  # both piles empty: every player discards half their hand
OVER = "over"

PHASE_NUMBERS = {
    EVENT: 0,
    EXCHANGE: 1,
    DRAW: 1,
    SUNRISE_REVEAL: 2,
    SUNRISE: 2,
    SUNSET_REVEAL: 3,
    PRODUCTION: 4,
    ASSIGN: 4,
}

# Steps of a phase IV turn (state.step)
PRODUCE = "produce"
CHAIN = "chain"
BUILD = "build"
FINAL_CHAIN = "final_chain"  # final round: chains again, after building


@dataclass(slots=True)
class Building:
    """A building in front of a player, with the goods on it."""

    card: int
    goods: int = 0
    produced: int = 0  # goods produced this round by its worker or assistant
    #: goods as cards (classic 2015): the face-down cards under it, one a good
    #: (``UNKNOWN`` in a view); empty when goods are cubes. ``goods`` stays the count.
    good_cards: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.card, "goods": self.goods, "produced": self.produced}
        if self.good_cards:  # written only when there are: files with cubes stay as they were
            out["good_cards"] = list(self.good_cards)
        return out


@dataclass(slots=True)
class Hired:
    """A hired assistant: which card, which side up, which building (card id) or None."""

    assistant: int
    side: int
    building: int | None = None


@dataclass(slots=True)
class PendingMove:
    """A paid phase II assistant move, secret until the sunrise choices are revealed."""

    assistant: int
    building: int
    payment: tuple[tuple[str, int], ...]


@dataclass(slots=True)
class PlayerState:
    worker_card: int
    hand: list[int] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    assistants: list[Hired] = field(default_factory=list)
    worker: int | None = None  # building card id the worker is under
    efficient: bool = True
    planned: int | None = None  # the face-down card to build (UNKNOWN in others' views)
    # secret, pending decisions of the current simultaneous step
    exchange: bool | None = None
    committed: bool = False
    pending_worker: int | None = None
    pending_efficient: bool = True
    pending_plan: int | None = None
    pending_moves: list[PendingMove] = field(default_factory=list)
    hand_at_round_start: int = 0
    to_discard: int = 0  # starvation: cards still to discard
    built: bool = False  # this turn
    hired: bool = False  # this turn
    points_by_round: list[int] = field(default_factory=list)
    mods: dict[str, int] = field(default_factory=dict)  # expansion: this round's bonuses

    def building_ids(self) -> list[int]:
        return [b.card for b in self.buildings]

    def find(self, card: int) -> Building | None:
        for b in self.buildings:
            if b.card == card:
                return b
        return None


@dataclass(slots=True)
class GameState:
    cat: Catalog = field(repr=False, compare=False)
    ruleset: RuleSet = field(repr=False, compare=False)
    seed: int | str
    players: list[PlayerState]
    rng: int = 0
    round: int = 1
    phase: str = EXCHANGE
    step: str = ""
    first: int = 0
    turn: int = 0
    deck: list[int] = field(default_factory=list)  # top card is the last one
    discard: list[int] = field(default_factory=list)
    market: list[list[int]] = field(default_factory=lambda: [[], []])
    reveal_row: int = 0
    open_assistants: list[tuple[int, int]] = field(default_factory=list)  # (assistant, side)
    out_of_game: list[str] = field(default_factory=list)  # "card:102", "worker:3", ...
    draws: list[list[int]] = field(default_factory=list)  # phase I deal queue [seat, n]
    to_produce: list[int] = field(default_factory=list)  # building ids, current turn
    #: goods as cards: [building, count] a production of the current turn still draws
    #: once the players have discarded (both piles ran out); empty otherwise
    goods_owed: list[int] = field(default_factory=list)
    resume: str = ""  # phase to return to after STARVE
    trigger_round: int | None = None
    final_round: int | None = None
    turns_done: int = 0
    # expansion seams (empty in the base game)
    events: list[int] = field(default_factory=list)
    display: dict[str, list[int]] = field(default_factory=dict)
    event: int | None = None  # the event card turned this round
    events_turned: list[int] = field(default_factory=list)  # every event turned so far
    rules_now: dict[str, int | bool] = field(default_factory=dict)  # this round's rule changes
    introduced: list[str] = field(default_factory=list)  # "building:x", "character:7", ...
    setup: dict[str, Any] = field(default_factory=dict)  # expansion: chapter, flags, ...
    viewer: int | None = None  # set in a player_view: whose view this is
    # not data: what the automatic flow found out about the decision it stopped at (the
    # chains that can run, what can be built or hired, what a production lacks), for
    # the playouts' sampler; cleared by every apply, never saved or copied
    flow_found: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def is_final_round(self) -> bool:
        return self.final_round is not None and self.round == self.final_round

    def clone(self) -> GameState:
        """A deep copy, fast (the engine's hot path)."""
        return GameState(
            cat=self.cat,
            ruleset=self.ruleset,
            seed=self.seed,
            players=[_clone_player(p) for p in self.players],
            rng=self.rng,
            round=self.round,
            phase=self.phase,
            step=self.step,
            first=self.first,
            turn=self.turn,
            deck=self.deck[:],
            discard=self.discard[:],
            market=[self.market[0][:], self.market[1][:]],
            reveal_row=self.reveal_row,
            open_assistants=self.open_assistants[:],
            out_of_game=self.out_of_game[:],
            draws=[d[:] for d in self.draws],
            to_produce=self.to_produce[:],
            goods_owed=self.goods_owed[:],
            resume=self.resume,
            trigger_round=self.trigger_round,
            final_round=self.final_round,
            turns_done=self.turns_done,
            events=self.events[:],
            display={k: v[:] for k, v in self.display.items()},
            event=self.event,
            events_turned=self.events_turned[:],
            rules_now=dict(self.rules_now),
            introduced=self.introduced[:],
            setup=self.setup,  # never changed after set-up
            viewer=self.viewer,
        )

    # ---- JSON ---------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset.key,
            "seed": self.seed,
            "rng": format(self.rng, "016x"),
            "round": self.round,
            "phase": self.phase,
            "step": self.step,
            "first": self.first,
            "turn": self.turn,
            "deck": list(self.deck),
            "discard": list(self.discard),
            "market": [list(r) for r in self.market],
            "reveal_row": self.reveal_row,
            "open_assistants": [list(a) for a in self.open_assistants],
            "out_of_game": list(self.out_of_game),
            "draws": [list(d) for d in self.draws],
            "to_produce": list(self.to_produce),
            **({"goods_owed": list(self.goods_owed)} if self.goods_owed else {}),
            "resume": self.resume,
            "trigger_round": self.trigger_round,
            "final_round": self.final_round,
            "turns_done": self.turns_done,
            "events": list(self.events),
            "display": {k: list(v) for k, v in sorted(self.display.items())},
            "viewer": self.viewer,
            **(
                {
                    "event": self.event,
                    "events_turned": list(self.events_turned),
                    "rules_now": dict(sorted(self.rules_now.items())),
                    "introduced": list(self.introduced),
                    "setup": self.setup,
                }
                if self.ruleset.expansion
                else {}
            ),
            "players": [_player_to_dict(p) for p in self.players],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], cat: Catalog) -> GameState:
        rs = cat.stored_ruleset(data["ruleset"])
        return cls(
            cat=cat.for_ruleset(rs),
            ruleset=rs,
            seed=data["seed"],
            players=[_player_from_dict(p) for p in data["players"]],
            rng=int(data["rng"], 16),
            round=data["round"],
            phase=data["phase"],
            step=data["step"],
            first=data["first"],
            turn=data["turn"],
            deck=list(data["deck"]),
            discard=list(data["discard"]),
            market=[list(r) for r in data["market"]],
            reveal_row=data["reveal_row"],
            open_assistants=[(a, s) for a, s in data["open_assistants"]],
            out_of_game=list(data["out_of_game"]),
            draws=[list(d) for d in data["draws"]],
            to_produce=list(data["to_produce"]),
            goods_owed=list(data.get("goods_owed", [])),
            resume=data["resume"],
            trigger_round=data["trigger_round"],
            final_round=data["final_round"],
            turns_done=data["turns_done"],
            events=list(data.get("events", [])),
            display={k: list(v) for k, v in data.get("display", {}).items()},
            event=data.get("event"),
            events_turned=list(data.get("events_turned", [])),
            rules_now=dict(data.get("rules_now", {})),
            introduced=list(data.get("introduced", [])),
            setup=dict(data.get("setup", {})),
            viewer=data.get("viewer"),
        )


def _clone_player(p: PlayerState) -> PlayerState:
    return PlayerState(
        worker_card=p.worker_card,
        hand=p.hand[:],
        buildings=[Building(b.card, b.goods, b.produced, b.good_cards) for b in p.buildings],
        assistants=[Hired(a.assistant, a.side, a.building) for a in p.assistants],
        worker=p.worker,
        efficient=p.efficient,
        planned=p.planned,
        exchange=p.exchange,
        committed=p.committed,
        pending_worker=p.pending_worker,
        pending_efficient=p.pending_efficient,
        pending_plan=p.pending_plan,
        pending_moves=p.pending_moves[:],  # PendingMove is never mutated
        hand_at_round_start=p.hand_at_round_start,
        to_discard=p.to_discard,
        built=p.built,
        hired=p.hired,
        points_by_round=p.points_by_round[:],
        mods=dict(p.mods),
    )


def _player_to_dict(p: PlayerState) -> dict[str, Any]:
    return {
        "worker_card": p.worker_card,
        "hand": list(p.hand),
        "buildings": [b.to_dict() for b in p.buildings],
        "assistants": [
            {"assistant": a.assistant, "side": a.side, "building": a.building} for a in p.assistants
        ],
        "worker": p.worker,
        "efficient": p.efficient,
        "planned": p.planned,
        "exchange": p.exchange,
        "committed": p.committed,
        "pending_worker": p.pending_worker,
        "pending_efficient": p.pending_efficient,
        "pending_plan": p.pending_plan,
        "pending_moves": [
            {
                "assistant": m.assistant,
                "building": m.building,
                "payment": [list(x) for x in m.payment],
            }
            for m in p.pending_moves
        ],
        "hand_at_round_start": p.hand_at_round_start,
        "to_discard": p.to_discard,
        "built": p.built,
        "hired": p.hired,
        "points_by_round": list(p.points_by_round),
        **({"mods": dict(sorted(p.mods.items()))} if p.mods else {}),
    }


def _player_from_dict(d: dict[str, Any]) -> PlayerState:
    return PlayerState(
        worker_card=d["worker_card"],
        hand=list(d["hand"]),
        buildings=[_building_from_dict(b) for b in d["buildings"]],
        assistants=[Hired(a["assistant"], a["side"], a["building"]) for a in d["assistants"]],
        worker=d["worker"],
        efficient=d["efficient"],
        planned=d["planned"],
        exchange=d["exchange"],
        committed=d["committed"],
        pending_worker=d["pending_worker"],
        pending_efficient=d["pending_efficient"],
        pending_plan=d["pending_plan"],
        pending_moves=[
            PendingMove(m["assistant"], m["building"], tuple((g, n) for g, n in m["payment"]))
            for m in d["pending_moves"]
        ],
        hand_at_round_start=d["hand_at_round_start"],
        to_discard=d["to_discard"],
        built=d["built"],
        hired=d["hired"],
        points_by_round=list(d["points_by_round"]),
        mods=dict(d.get("mods", {})),
    )


def _building_from_dict(b: dict[str, Any]) -> Building:
    return Building(b["card"], b["goods"], b["produced"], tuple(b.get("good_cards", ())))
