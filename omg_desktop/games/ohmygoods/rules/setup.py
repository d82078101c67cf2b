"""Setting a game up (RULES.md, Setup 1–6): start buildings, workers, open assistants,
the shuffled deck, the first hands and the first player, all from the seed."""

from __future__ import annotations

from .catalog import Catalog, RuleSet
from .chapters import set_up_expansion
from .events import Event
from .good_cards import deal_starting_goods
from .rng import Rng, seed_state
from .rounds import advance, start_round
from .state import Building, GameState, PlayerState


def new_game(
    cat: Catalog,
    players: int = 2,
    seed: int | str = 0,
    ruleset: str | RuleSet | None = None,
    setup: dict | None = None,
) -> GameState:
    """Set up a game (Setup 1–6 of the rules) and run it to the first decision.

    ``setup`` (expansion rule sets only) names the chapter, the story flags and
    what earlier chapters introduced: see :func:`.chapters.set_up_expansion`.
    """
    return new_game_with_events(cat, players, seed, ruleset, setup)[0]


def new_game_with_events(
    cat: Catalog,
    players: int = 2,
    seed: int | str = 0,
    ruleset: str | RuleSet | None = None,
    setup: dict | None = None,
) -> tuple[GameState, list[Event]]:
    """:func:`new_game`, with the events of the steps run up to the first decision.

    ``ruleset``: a rule set, or its id (the current revision) or ``id@revision``.
    """
    if ruleset is None:
        rs = cat.default_ruleset
    else:
        rs = ruleset if isinstance(ruleset, RuleSet) else cat.ruleset(ruleset)
    if setup and rs.expansion is None:
        raise ValueError(f"{rs.name} has no chapters: a set-up needs an expansion rule set")
    cat = cat.for_ruleset(rs)
    if not rs.min_players <= players <= rs.max_players:
        raise ValueError(
            f"{rs.name} is played by {rs.min_players} to {rs.max_players} players, not {players}"
        )
    rng = Rng(seed_state(seed))
    out: list[str] = []
    burners = list(cat.charburners)
    rng.shuffle(burners)
    workers = sorted(cat.workers)
    rng.shuffle(workers)
    if len(burners) < players or len(workers) < players:
        raise ValueError("the data has too few start buildings or workers for that many players")
    out += [f"card:{c}" for c in burners[players:]]
    out += [f"worker:{w}" for w in workers[players:]]
    assistants = sorted(a for a in cat.assistants if cat.assistants[a].expansion is None)
    rng.shuffle(assistants)
    n_open = min(len(assistants), rs.assistants_per_player * players)
    open_assistants = [(a, rng.below(2)) for a in assistants[:n_open]]
    out += [f"assistant:{a}" for a in assistants[n_open:]]
    deck = list(cat.deck)
    expansion = None
    if rs.expansion is not None:
        n_new = rs.assistants_per_player * players if rs.all_in_draws_assistants else None
        expansion = set_up_expansion(cat, setup or {}, players, rng, n_new)
        deck += expansion.deck
        out += expansion.aside
        if expansion.replace_assistants:
            out += [f"assistant:{a}" for a, _ in open_assistants]
            open_assistants = []
        open_assistants += expansion.assistants
    rng.shuffle(deck)
    ps = []
    for i in range(players):
        p = PlayerState(worker_card=workers[i])
        p.buildings.append(Building(burners[i], goods=rs.starting_goods))
        ps.append(p)
    for p in ps:
        for _ in range(rs.starting_hand):
            p.hand.append(deck.pop())
    first = rng.below(players)
    state = GameState(
        cat=cat,
        ruleset=rs,
        seed=seed,
        players=ps,
        deck=deck,
        open_assistants=open_assistants,
        out_of_game=out,
        first=first,
        turn=first,
    )
    if expansion is not None:
        state.events = list(expansion.events)
        state.final_round = len(state.events)
        state.setup = expansion.setup
        state.introduced = list(expansion.introduced)
    state.rng = rng.state
    deal_starting_goods(state)  # goods as cards: after the hands (001 line 13)
    events: list[Event] = []
    start_round(state, events)
    advance(state, events)
    return state, events
