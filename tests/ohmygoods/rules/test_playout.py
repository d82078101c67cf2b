"""Random playouts on the rules' one kernel (``rules/playout.py``): sampled choices.

Every action the playouts draw (:func:`sample_next`, reusing what the rules' flow found;
applied with ``trusted=True``, its checks skipped) must be legal: every playout, played
without events (``report=False``), is replayed through the public API (the copying
``apply``, with every check, events built; an illegal action raises) and must end in
exactly the same state (the whole ``GameState`` and its
``state_hash``), with the same scores and winners. Sampling must reach every kind of
legal action and every corner of the rules. The quick run plays a few hundred games;
the ``slow`` one (``-m slow``, run by ``scripts/test.sh``) thousands, over seeds, seat
counts, rule sets and rule options.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sizes import LONG

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Catalog,
    Chain,
    Discard,
    Done,
    Event,
    Exchange,
    GameState,
    Hire,
    MoveAssistant,
    Produce,
    Sunrise,
    apply,
    decode,
    encode,
    legal_actions,
    new_game,
    scores,
    to_act,
    winners,
)
from omg_desktop.games.ohmygoods.rules import queries as q
from omg_desktop.games.ohmygoods.rules.engine import sample_action
from omg_desktop.games.ohmygoods.rules.playout import Playout, play_random
from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.games.ohmygoods.rules.rng import Rng

CAT = default_catalog()
RULESETS = ("bigbox", "classic")


#: Rule options the data does not use today, each as a variant of Big Box.
VARIANTS: dict[str, dict[str, object]] = {
    "starving": {"starting_hand": 22},  # 4 seats hold 88 of 94 cards: both piles run dry
    "build_and_hire": {"build_and_hire": True},
    "no_moves": {"assistant_move_cost": None, "unbuilt_plan_to": "discard"},
    "free_moves": {"assistant_move_cost": 0},
    "short": {"end_trigger_buildings": 5, "rounds_after_trigger": 2},
    "last_round_now": {"rounds_after_trigger": 0, "final_round_chains_everywhere": False},
    "first_build_ends": {"end_trigger_buildings": 1, "rounds_after_trigger": 0},
    "lean": {"half_suns_per_row": 3, "cards_per_round": 1, "starting_goods": 0},
    "crowded": {"assistants_per_player": 4, "max_assistants": 3, "hand_exchange": False},
    # goods as cards (classic 2015), 14 on each Charburner: the piles often run dry
    # while a production draws its goods
    "cards_run_dry": {"goods_are_cards": True, "keep_building_free": False, "starting_goods": 14},
}


def variant_catalog(cat: Catalog = CAT) -> Catalog:
    """The catalog with every variant of :data:`VARIANTS` as an extra rule set."""
    base = cat.rulesets["bigbox"]
    extra = {
        name: dataclasses.replace(base, id=name, name=name, default=False, **changes)
        for name, changes in VARIANTS.items()
    }
    return dataclasses.replace(cat, rulesets={**cat.rulesets, **extra})


VCAT = variant_catalog()


def differences(a: GameState, b: GameState) -> str:
    """The top-level fields (and players' fields) in which two states differ."""
    da, db = a.to_dict(), b.to_dict()
    out = [k for k in da if k != "players" and da[k] != db.get(k)]
    for i, (pa, pb) in enumerate(zip(da["players"], db["players"], strict=True)):
        out += [f"players[{i}].{k}" for k in pa if pa[k] != pb.get(k)]
    return ", ".join(out)


def replay(cat: Catalog, game: Playout) -> GameState:
    """Apply the playout's actions through the public API, one copying ``apply`` each."""
    state = new_game(cat, game.players, game.seed, game.ruleset)
    where = f"{game.ruleset} {game.players}p seed {game.seed!r}"
    for i, action in enumerate(game.actions):
        assert not state.over, f"{where}: the replay ended before step {i}"
        state, _ = apply(state, action)
    return state


def check_same_game(
    cat: Catalog, players: int, seed: int | str, ruleset: str, choice_seed: int | None = None
) -> Playout:
    game = play_random(cat, players, seed, ruleset, choice_seed)
    state = replay(cat, game)
    where = f"{ruleset} {players}p seed {seed!r}"
    assert state.over, f"{where}: the playout ended, the replay goes on"
    assert game.state == state, (
        f"{where}: the end states differ in {differences(game.state, state)}"
    )
    assert state_hash(game.state) == state_hash(state)
    assert game.scores == scores(state)
    assert game.winners == winners(state)
    assert game.rounds == state.round
    return game


# ---- every sampled action is legal, and the playout is a game of the public API --------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_playouts_replay_exactly_through_the_public_api(ruleset, players):
    for seed in range(40):
        check_same_game(CAT, players, seed, ruleset)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_playouts_replay_exactly_under_other_rule_options(variant):
    for seed in range(6):
        for players in (2, 3, 4):
            check_same_game(VCAT, players, f"v{seed}", variant)


def test_expansion_games_are_played_out_too():
    rs = next(r for r in CAT.rulesets.values() if r.expansion is not None)
    for seed in range(4):
        check_same_game(CAT, 1 + seed % 2, seed, rs.id)


def test_text_seeds_and_other_choices_give_other_games():
    one = check_same_game(CAT, 3, "table talk", "bigbox")
    two = check_same_game(CAT, 3, "table talk", "bigbox", choice_seed=1)
    assert one.actions != two.actions
    assert play_random(CAT, 3, "table talk", "bigbox").actions == one.actions


def test_what_the_flow_found_is_not_part_of_the_game():
    """``flow_found`` is a playout's shortcut: never saved, copied or compared."""
    from omg_desktop.games.ohmygoods.rules.engine import apply_in_place, sample_next

    state = new_game(CAT, 2, 3)
    rng = Rng(3)
    seen = set()
    while not state.over and len(seen) < 3:
        apply_in_place(state, sample_next(state, rng), False, True)
        if state.flow_found is not None:
            seen.add(state.flow_found[0])
            assert state.flow_found[0] == state.step
            assert state.clone().flow_found is None
            again = GameState.from_dict(state.to_dict(), CAT)
            assert again.flow_found is None and again == state
    assert seen == {"produce", "chain", "build"}


def test_actions_survive_their_text_encoding():
    game = play_random(CAT, 4, 11, "bigbox")
    assert game.actions and all(decode(encode(a)) == a for a in game.actions)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_sampled_action_is_one_the_listed_ones_stand_for(ruleset):
    """Where the list is complete (exchange, sunrise without moves, discards, the
    produce step's cards), the sampled action is one of the listed ones."""
    for seed in range(10):
        state = new_game(CAT, 3, seed, ruleset)
        rng = Rng(seed)
        while not state.over:
            seat = to_act(state)[0]
            action = sample_action(state, seat, rng)
            if isinstance(action, Exchange | Discard | Sunrise | Done):
                assert action in legal_actions(state, seat), encode(action)
            state, _ = apply(state, action)


games = st.tuples(
    st.sampled_from([2, 3, 4]),
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from(RULESETS + tuple(sorted(VARIANTS))),
    st.integers(min_value=0, max_value=2**16),
)


@pytest.mark.slow
@settings(
    max_examples=10_000 if LONG else 1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(games)
def test_thousands_of_playouts_replay_exactly_through_the_public_api(game):
    players, seed, ruleset, choice_seed = game
    check_same_game(VCAT, players, seed, ruleset, choice_seed)


# ---- the random choices cover the rules ------------------------------------------------


def corners(cat: Catalog, game: Playout, seen: Counter[str]) -> None:
    """Count the rule situations a playout went through, replaying it with events."""
    cards = cat.cards
    state = new_game(cat, game.players, game.seed, game.ruleset)
    for a in game.actions:
        before = state
        state, events = apply(before, a)
        kinds = Counter(e.kind for e in events)
        seen["shuffles"] += kinds["shuffled"]
        seen["starvations"] += kinds["starving"]
        seen["final_chains"] += isinstance(a, Chain) and before.step == "final_chain"
        seen["worker stays home"] += isinstance(a, Sunrise) and a.building is None
        if kinds["starving"] and state.goods_owed:
            seen["goods as cards: both piles empty during production"] += 1
        seen["goods as cards: drawn after the discards"] += kinds["goods_gained"]
        for e in events:
            if e.kind == "drew" and e.data["count"] > before.ruleset.cards_per_round:
                seen["extra_cards"] += before.phase != "exchange"
        match a:
            case Exchange(swap=swap):
                seen["exchange swap" if swap else "exchange keep"] += 1
            case Sunrise(efficient=eff, plan=plan):
                seen["sloppy worker" if not eff else "efficient worker"] += 1
                seen["no plan" if plan is None else "plan"] += 1
            case Produce(skip=True):
                seen["production skipped"] += 1
            case Produce(cards=used, building=b, seat=s) if used:
                seen["cards supplied"] += 1
                lacking = q.deficit(cards[b], q.market_counts(before, s))
                seen["sloppy_short"] += sum(lacking.values()) > len(used)
                seen["any_supplied"] += q.ANY in lacking
                offices = q.office_resources(cat, before.players[s].building_ids())
                seen["office_bonus"] += bool(offices)
            case Chain(times=times, cards=used, building=b):
                seen["chain"] += 1
                seen["chain run twice or more"] += times > 1
                seen["chain moves goods"] += bool(cat.chain_split[b][1])
                seen["chain uses cards"] += bool(used)
            case Build(card=c, payment=pay):
                seen["build"] += 1
                seen["office built"] += cards[c].kind == "office"
                seen["paid with several goods"] += len(pay) > 1
            case Hire():
                seen["hire"] += 1
            case MoveAssistant():
                seen["assistant moved"] += 1
            case Done():
                seen["done"] += 1
            case Discard():
                seen["discard"] += 1


def test_sampled_choices_reach_every_kind_of_action_and_corner_of_the_rules():
    seen: Counter[str] = Counter()
    for seed in range(30):
        for ruleset in RULESETS:
            corners(CAT, play_random(CAT, 2 + seed % 3, seed, ruleset), seen)
    for seed in range(4):  # both piles run dry
        corners(VCAT, play_random(VCAT, 4, seed, "starving"), seen)
    for seed in range(6):  # ... also while goods as cards are drawn
        corners(VCAT, play_random(VCAT, 4, f"v{seed}", "cards_run_dry"), seen)
    wanted = [
        "exchange swap",
        "exchange keep",
        "sloppy worker",
        "efficient worker",
        "no plan",
        "plan",
        "production skipped",
        "cards supplied",
        "chain",
        "chain run twice or more",
        "chain moves goods",
        "chain uses cards",
        "build",
        "office built",
        "paid with several goods",
        "hire",
        "assistant moved",
        "done",
        "discard",
        "shuffles",
        "starvations",
        "extra_cards",
        "sloppy_short",
        "any_supplied",
        "office_bonus",
        "final_chains",
        "worker stays home",  # classic: assistants took every production building
        "goods as cards: both piles empty during production",
        "goods as cards: drawn after the discards",
    ]
    missing = [w for w in wanted if not seen[w]]
    assert not missing, f"never happened in sampled play: {missing}"


def test_games_end_with_the_trigger_and_not_before():
    for seed in range(20):
        state = play_random(CAT, 4, seed, "bigbox").state
        rs = CAT.rulesets["bigbox"]
        assert state.final_round == state.trigger_round + rs.rounds_after_trigger == state.round
        assert any(len(p.buildings) >= rs.end_trigger_buildings for p in state.players)
        assert all(len(p.points_by_round) == state.round for p in state.players)


def test_events_are_handed_over_only_when_asked_for():
    batches: list[list[Event]] = []
    quiet = play_random(CAT, 2, 5, "bigbox")
    loud = play_random(CAT, 2, 5, "bigbox", on_events=batches.append)
    assert loud.actions == quiet.actions and state_hash(loud.state) == state_hash(quiet.state)
    assert len(batches) == len(loud.actions) + 1  # the set-up's, then one batch an action
    assert batches[-1][-1].kind == "game_over"


# ---- what a playout refuses -------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 5])
def test_seat_counts_outside_the_rule_set_are_refused(players):
    with pytest.raises(ValueError, match="is played by"):
        play_random(CAT, players, 1, "bigbox")


def test_unknown_rule_sets_are_refused():
    with pytest.raises(KeyError, match="unknown rule set"):
        play_random(CAT, 2, 1, "nope")
