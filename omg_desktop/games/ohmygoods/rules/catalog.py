"""Frozen definitions of everything printed on the cards, and the rule sets.

Nothing here knows a particular card: every value comes from the YAML in
``data/`` through :mod:`omg_desktop.data_loading`. The engine reads these
objects; it never names a card, a good or a resource.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from .story import ChapterDef, EndingDef, EventDef, StoryEffect

#: The input key meaning "this many resources of any kind" (the Glassmaker).
ANY = "any"

#: Card kinds.
PRODUCTION = "production"  # a production building in the deck
OFFICE = "office"  # a gray building with permanent effects (not a production building)
CHARBURNER = "charburner"  # a start building (a production building, not in the deck)
CHARACTER = "character"  # expansion seam: played from hand in a named phase
CARD_KINDS = (PRODUCTION, OFFICE, CHARBURNER, CHARACTER)

#: Effect kinds a gray building may carry, and the type of their value.
EFFECT_KINDS: dict[str, type] = {
    "market_resource": str,  # +1 of this resource in the market, for the owner only
    "extra_card_if_hand_at_most": int,  # phase I: +1 card unless hand > value at its start
}


@dataclass(frozen=True, slots=True)
class Resource:
    """One of the resources shown on a card's left side; it gives the card's colour."""

    id: str
    name: str
    colour: str
    provenance: str


@dataclass(frozen=True, slots=True)
class Good:
    """A good produced on a building, worth ``value`` coins."""

    id: str
    name: str
    value: int
    provenance: str


@dataclass(frozen=True, slots=True)
class Effect:
    """A permanent effect of a gray building, e.g. ``Effect("market_resource", "wool")``."""

    kind: str
    value: str | int


@dataclass(frozen=True, slots=True)
class CardDef:
    """One physical card: a building in the deck, a start building or a character."""

    id: int
    name: str
    type: str  # building type id, shared by all copies ("sawmill")
    kind: str
    resource: str | None  # left-side resource; None for start buildings
    colour: str
    cost: int | None  # None: cannot be built (start buildings)
    vp: int
    inputs: tuple[tuple[str, int], ...] = ()  # (resource id, count), ANY allowed
    good: str | None = None
    chain: tuple[str, ...] = ()  # resource ids (cards from hand) and/or good ids
    half_sun: bool = False
    effects: tuple[Effect, ...] = ()
    provenance: str = "provisional"  # the weakest level of any field
    provenance_fields: tuple[tuple[str, str], ...] = ()  # per-field overrides
    notes: str = ""
    phase: str | None = None  # characters: the phase in which they may be played
    expansion: str | None = None  # None: a base-game card
    text: str = ""  # characters: story flavour
    play_effects: tuple[StoryEffect, ...] = ()  # characters: what playing them does

    @property
    def is_production(self) -> bool:
        """Workers and assistants may work here."""
        return self.kind in (PRODUCTION, CHARBURNER)

    @property
    def in_deck(self) -> bool:
        return self.kind != CHARBURNER

    def effect_values(self, kind: str) -> tuple[str | int, ...]:
        return tuple(e.value for e in self.effects if e.kind == kind)


@dataclass(frozen=True, slots=True)
class AssistantSide:
    """One face of an assistant card: hiring cost, colours the hirer must own, VP."""

    cost: int
    needs: tuple[str, ...]  # colours, with repeats ("green", "green")
    vp: int


@dataclass(frozen=True, slots=True)
class AssistantDef:
    id: int
    name: str
    sides: tuple[AssistantSide, AssistantSide]
    provenance: str
    expansion: str | None = None  # None: a base-game assistant


@dataclass(frozen=True, slots=True)
class WorkerDef:
    id: int
    name: str
    provenance: str


#: The Big Box end of the game: a player with this many buildings triggers it
#: (:attr:`RuleSet.end_trigger_buildings`' default).
BIG_BOX_END_TRIGGER = 8


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Rule options as data: the Big Box default, classic 2015, expansion seams."""

    id: str
    name: str
    min_players: int = 2
    max_players: int = 4
    starting_goods: int = 7
    starting_hand: int = 5
    cards_per_round: int = 2
    assistants_per_player: int = 2
    half_suns_per_row: int = 2
    hand_exchange: bool = True  # phase I: may swap the whole hand
    unbuilt_plan_to: str = "hand"  # "hand" | "discard"
    max_assistants: int | None = None
    assistant_move_cost: int | None = 2  # phase II paid moves; None: not allowed
    build_and_hire: bool = False  # phase IV: both build and hire (expansion, classic 2015)
    #: with ``build_and_hire``, a player who has hired may still build (the expansion,
    #: 000 line 80); False: a hire comes after the building or instead of it, so it ends
    #: the building (classic 2015, 001 line 71: "Después o en lugar de la construcción")
    build_after_hire: bool = True
    assign_hired_at_round_end: bool = False  # expansion: assignment after production
    end_trigger_buildings: int | None = BIG_BOX_END_TRIGGER  # None: no such trigger
    rounds_after_trigger: int = 1
    final_round_chains_everywhere: bool = True
    #: one production building always stays free of assistants, for the worker (Big Box,
    #: 000 line 116); False: an assistant may take the last one, and the worker then
    #: stays home in phase II (classic 2015: 001 lines 75-76 have no such rule)
    keep_building_free: bool = True
    #: goods are cards from the draw pile, face down under their buildings, not cubes
    #: (classic 2015: 001 lines 13, 17, 47, 57-58, 68; see ``rules/good_cards.py``)
    goods_are_cards: bool = False
    fixed_rounds: int | None = None  # a fixed number of rounds (the event deck also ends a game)
    expansion: str | None = None  # play with this expansion's cards, events and chapters
    #: All In: of the new assistants, which replace the base ones (000 line 28), open
    #: ``assistants_per_player`` for each player, drawn at random (000 line 15), or all
    #: when there are fewer; False: open them all (longsdale revision 1)
    all_in_draws_assistants: bool = True
    description: str = ""
    default: bool = False  # the rule set a new game uses unless told otherwise
    #: raised whenever a change would make a game begun earlier play differently; a
    #: game keeps the revision it began with (``Catalog.earlier_rulesets``)
    revision: int = 1

    @property
    def key(self) -> str:
        """How saved games name this rule set: its id, and ``@revision`` after the first."""
        return self.id if self.revision == 1 else f"{self.id}@{self.revision}"


@dataclass(frozen=True)
class Catalog:
    """Everything the data defines, indexed for the engine."""

    resources: dict[str, Resource]
    goods: dict[str, Good]
    cards: dict[int, CardDef]
    assistants: dict[int, AssistantDef]
    workers: dict[int, WorkerDef]
    rulesets: dict[str, RuleSet]
    source: str = ""  # where the data came from (for messages)
    #: expansion content, kept out of base games: cards and assistants by id
    extra_cards: dict[int, CardDef] = field(default_factory=dict)
    extra_assistants: dict[int, AssistantDef] = field(default_factory=dict)
    events: dict[int, EventDef] = field(default_factory=dict)
    chapters: dict[str, ChapterDef] = field(default_factory=dict)  # in story order
    endings: tuple[EndingDef, ...] = ()
    #: earlier revisions of rule sets, by ``id@revision``, so that games begun under them
    #: go on as they began (the data's ``earlier`` entries)
    earlier_rulesets: dict[str, RuleSet] = field(default_factory=dict)
    #: colour id -> its name for players (the data's ids until a language names them)
    colour_names: dict[str, str] = field(default_factory=dict)
    _merged: dict[str, Catalog] = field(default_factory=dict, compare=False, repr=False)
    expansion: str | None = field(init=False, default=None)  # set on merged catalogs
    deck: tuple[int, ...] = field(init=False)
    charburners: tuple[int, ...] = field(init=False)
    colours: tuple[str, ...] = field(init=False)
    #: card id -> (resource items, good items) of its chain (hot-path cache)
    chain_split: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = field(init=False)
    #: hot-path lookups: card id -> the good it holds (None: none), good id -> coins,
    #: the production buildings (workers and assistants work there)
    good_of: dict[int, str | None] = field(init=False, repr=False)
    value_of: dict[str, int] = field(init=False, repr=False)
    production: frozenset[int] = field(init=False, repr=False)
    #: card id -> the resource it shows (None: none); -> what it adds to its owner's
    #: market (Market Offices' ``market_resource`` effects)
    resource_of: dict[int, str | None] = field(init=False, repr=False)
    office_of: dict[int, tuple[str, ...]] = field(init=False, repr=False)
    #: (assistant id, side) -> the buildings it needs, as sorted (colour, how many)
    side_needs: dict[tuple[int, int], tuple[tuple[str, int], ...]] = field(init=False, repr=False)
    #: payments already worked out (``goods.payments``), by goods, cost and limit
    payment_memo: dict[tuple, list] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ids = sorted(self.cards)
        object.__setattr__(
            self,
            "deck",
            tuple(i for i in ids if self.cards[i].in_deck and self.cards[i].expansion is None),
        )
        object.__setattr__(
            self, "charburners", tuple(i for i in ids if self.cards[i].kind == CHARBURNER)
        )
        colours: list[str] = []
        for c in (self.cards[i].colour for i in ids):
            if c and c not in colours:
                colours.append(c)
        object.__setattr__(self, "colours", tuple(colours))
        split = {
            i: (
                tuple(x for x in c.chain if x in self.resources),
                tuple(x for x in c.chain if x in self.goods),
            )
            for i, c in self.cards.items()
        }
        object.__setattr__(self, "chain_split", split)
        object.__setattr__(self, "good_of", {i: c.good for i, c in self.cards.items()})
        object.__setattr__(self, "value_of", {g: d.value for g, d in self.goods.items()})
        object.__setattr__(
            self, "production", frozenset(i for i, c in self.cards.items() if c.is_production)
        )
        object.__setattr__(self, "resource_of", {i: c.resource for i, c in self.cards.items()})
        offices = {
            i: tuple(map(str, c.effect_values("market_resource"))) for i, c in self.cards.items()
        }
        object.__setattr__(self, "office_of", {i: r for i, r in offices.items() if r})
        needs = {
            (a, k): tuple(sorted(Counter(side.needs).items()))
            for a, d in self.assistants.items()
            for k, side in enumerate(d.sides)
        }
        object.__setattr__(self, "side_needs", needs)
        object.__setattr__(self, "payment_memo", {})

    def card(self, card_id: int) -> CardDef:
        """The card with this id in this catalog's games (KeyError: there is none)."""
        return self.cards[card_id]

    def find_card(self, card_id: int | None) -> CardDef | None:
        """The card with this id, also among the expansion's cards a base catalog keeps
        out of its games (for words and pictures); None: no such card (``UNKNOWN``)."""
        if card_id in self.cards:
            return self.cards[card_id]  # type: ignore[index]
        return self.extra_cards.get(card_id)  # type: ignore[arg-type]

    def good_value(self, good_id: str) -> int:
        return self.goods[good_id].value

    @property
    def default_ruleset(self) -> RuleSet:
        """The rule set marked ``default`` in the data (else the first one)."""
        marked = [r for r in self.rulesets.values() if r.default]
        return marked[0] if marked else next(iter(self.rulesets.values()))

    def ruleset(self, ruleset_id: str) -> RuleSet:
        """The rule set ``id`` (its current revision) or ``id@revision``."""
        base, _, revision = ruleset_id.partition("@")
        try:
            rs = self.rulesets[base]
        except KeyError:
            known = ", ".join(sorted(self.rulesets))
            raise KeyError(f"unknown rule set {base!r} (known: {known})") from None
        if not revision or revision == str(rs.revision):
            return rs
        found = self.earlier_rulesets.get(ruleset_id)
        if found is None:
            raise KeyError(
                f"rule set {base!r} has no revision {revision!r} (it is at revision {rs.revision})"
            )
        return found

    def stored_ruleset(self, ruleset_key: str) -> RuleSet:
        """The rule set a saved game or record names (``RuleSet.key``): a bare id is
        revision 1, as every file written before rule sets had revisions says."""
        return self.ruleset(ruleset_key if "@" in ruleset_key else f"{ruleset_key}@1")

    def for_ruleset(self, rs: RuleSet) -> Catalog:
        """This catalog, or for an expansion rule set one that also holds its cards."""
        if rs.expansion is None or rs.expansion == self.expansion:
            return self
        if rs.expansion not in self._merged:
            cards = {i: c for i, c in self.extra_cards.items() if c.expansion == rs.expansion}
            helpers = {
                i: a for i, a in self.extra_assistants.items() if a.expansion == rs.expansion
            }
            merged = replace(
                self,
                cards=dict(sorted({**self.cards, **cards}.items())),
                assistants=dict(sorted({**self.assistants, **helpers}.items())),
                extra_cards={},
                extra_assistants={},
                _merged={},
            )
            object.__setattr__(merged, "expansion", rs.expansion)
            self._merged[rs.expansion] = merged
        return self._merged[rs.expansion]

    @property
    def expansion_cards(self) -> tuple[int, ...]:
        """Cards of the expansion this catalog plays (empty for the base catalog)."""
        return tuple(i for i, c in self.cards.items() if c.expansion is not None)

    @property
    def total_cards(self) -> int:
        """Every physical card: deck, start buildings, workers, assistants."""
        return len(self.cards) + len(self.workers) + len(self.assistants)
