"""The fast playout (``rules/fastplay.py``) against the engine: differential tests.

Every game the fast path plays is replayed action by action with the engine
(``new_game`` + ``apply_in_place``): each action must be legal for the seat
the engine waits for, and the engine must end in exactly the state the fast
path reports (the whole ``GameState`` and its ``state_hash``: piles, PRNG,
goods, hands, points per round), with the same scores and winners. The quick
run plays a few hundred games; the ``slow`` one (``-m slow``, run by
``scripts/test.sh``) thousands, over seeds, seat counts, rule sets and rule
options. The random choices must also reach every corner of the rules.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sizes import LONG

from omg_desktop.data_loading import default_catalog
from omg_desktop.rules import (
    Build,
    Catalog,
    Chain,
    Discard,
    Done,
    Exchange,
    GameState,
    Hire,
    IllegalAction,
    MoveAssistant,
    Produce,
    Sunrise,
    apply_in_place,
    decode,
    encode,
    new_game,
    scores,
    winners,
)
from omg_desktop.rules.fastplay import FastGame, UnsupportedRuleSet, play_random
from omg_desktop.rules.fastplay_rng import Chooser, below, shuffle
from omg_desktop.rules.record import state_hash
from omg_desktop.rules.rng import Rng

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


def replay_in_engine(cat: Catalog, game: FastGame) -> GameState:
    """Apply the fast game's actions with the engine; fail at the first refused one."""
    state = new_game(cat, game.players, game.seed, game.ruleset)
    where = f"{game.ruleset} {game.players}p seed {game.seed!r}"
    for i, action in enumerate(game.actions()):
        assert not state.over, f"{where}: the engine's game ended before step {i}"
        try:
            apply_in_place(state, action)
        except IllegalAction as exc:
            pytest.fail(f"{where}, step {i}: {encode(action)!r} is refused: {exc}")
    return state


def check_same_game(
    cat: Catalog, players: int, seed: int | str, ruleset: str, choice_seed: int | None = None
) -> FastGame:
    game = play_random(cat, players, seed, ruleset, choice_seed)
    state = replay_in_engine(cat, game)
    where = f"{ruleset} {players}p seed {seed!r}"
    assert state.over, f"{where}: the fast game ended, the engine's goes on"
    fast = game.final_state()
    assert fast == state, f"{where}: the end states differ in {differences(fast, state)}"
    assert state_hash(fast) == state_hash(state)
    assert game.scores == scores(state)
    assert game.winners == winners(state)
    assert game.rounds == state.round
    return game


# ---- the same chance as the engine ---------------------------------------------------


@pytest.mark.parametrize("size", [0, 1, 2, 3, 8, 94, 255, 256, 257, 400])
def test_the_inlined_shuffle_is_the_engines(size):
    for seed in range(20):
        mine, theirs = list(range(size)), list(range(size))
        rng = Rng(seed * 7919 + size)
        state = shuffle(rng.state, mine)
        rng.shuffle(theirs)
        assert mine == theirs and state == rng.state


def test_the_inlined_below_is_the_engines():
    for seed in range(50):
        rng = Rng(seed)
        state = rng.state
        for n in (1, 2, 3, 4, 7, 1000, 2**63 + 5):
            state, value = below(state, n)
            assert value == rng.below(n) and state == rng.state


def test_choices_stay_in_range_and_repeat_with_the_seed():
    a, b = Chooser(5), Chooser(5)
    picks = [a.pick(n) for n in range(1, 500)]
    assert picks == [b.pick(n) for n in range(1, 500)]
    assert all(0 <= x < n for x, n in zip(picks, range(1, 500), strict=True))
    c = Chooser(9)
    assert Counter(c.pick(6) for _ in range(600)).keys() == set(range(6))


# ---- differential: the fast game is a game of the engine -------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_fast_games_replay_exactly_in_the_engine(ruleset, players):
    for seed in range(40):
        check_same_game(CAT, players, seed, ruleset)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_fast_games_replay_exactly_under_other_rule_options(variant):
    for seed in range(6):
        for players in (2, 3, 4):
            check_same_game(VCAT, players, f"v{seed}", variant)


def test_text_seeds_and_other_choices_give_other_games_of_the_engine():
    one = check_same_game(CAT, 3, "table talk", "bigbox")
    two = check_same_game(CAT, 3, "table talk", "bigbox", choice_seed=1)
    assert one.log != two.log
    assert play_random(CAT, 3, "table talk", "bigbox").log == one.log


def test_actions_survive_their_text_encoding():
    game = play_random(CAT, 4, 11, "bigbox")
    actions = game.actions()
    assert actions and all(decode(encode(a)) == a for a in actions)


games = st.tuples(
    st.sampled_from([2, 3, 4]),
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from(RULESETS + tuple(sorted(VARIANTS))),
    st.integers(min_value=0, max_value=2**16),
)


@pytest.mark.slow
@settings(
    max_examples=10_000 if LONG else 2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(games)
def test_thousands_of_fast_games_replay_exactly_in_the_engine(game):
    players, seed, ruleset, choice_seed = game
    check_same_game(VCAT, players, seed, ruleset, choice_seed)


# ---- the random choices cover the rules ------------------------------------------------


def test_random_choices_reach_every_corner_of_the_rules():
    seen: Counter[str] = Counter()
    cards = CAT.cards
    for seed in range(30):
        for ruleset in RULESETS:
            game = play_random(CAT, 2 + seed % 3, seed, ruleset)
            seen.update({k: n for k, n in game.counts.items() if n})
            for a in game.actions():
                match a:
                    case Exchange(swap=swap):
                        seen["exchange swap" if swap else "exchange keep"] += 1
                    case Sunrise(efficient=eff, plan=plan):
                        seen["sloppy worker" if not eff else "efficient worker"] += 1
                        seen["no plan" if plan is None else "plan"] += 1
                    case Produce(skip=True):
                        seen["production skipped"] += 1
                    case Produce(cards=used) if used:
                        seen["cards supplied"] += 1
                    case Chain(times=times, cards=used, building=b):
                        seen["chain"] += 1
                        seen["chain run twice or more"] += times > 1
                        seen["chain moves goods"] += bool(CAT.chain_split[b][1])
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
    for seed in range(4):  # both piles run dry
        game = play_random(VCAT, 4, seed, "starving")
        seen.update({k: n for k, n in game.counts.items() if n})
        seen["discard"] += sum(1 for a in game.actions() if isinstance(a, Discard))
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
    ]
    missing = [w for w in wanted if not seen[w]]
    assert not missing, f"never happened in random play: {missing}"


def test_games_end_with_the_trigger_and_not_before():
    for seed in range(20):
        game = play_random(CAT, 4, seed, "bigbox")
        state = game.final_state()
        rs = CAT.rulesets["bigbox"]
        assert state.final_round == state.trigger_round + rs.rounds_after_trigger == state.round
        assert any(len(p.buildings) >= rs.end_trigger_buildings for p in state.players)
        assert all(len(p.points_by_round) == state.round for p in state.players)


# ---- what the fast path refuses ---------------------------------------------------------


def test_expansion_rule_sets_are_refused():
    assign_later = dataclasses.replace(
        CAT.rulesets["bigbox"], id="later", assign_hired_at_round_end=True, default=False
    )
    cat = dataclasses.replace(CAT, rulesets={**CAT.rulesets, "later": assign_later})
    with pytest.raises(UnsupportedRuleSet, match="base games only"):
        play_random(cat, 3, 1, "later")
    for rs in CAT.rulesets.values():
        if rs.expansion is not None:
            with pytest.raises(UnsupportedRuleSet, match=rs.id):
                play_random(CAT, 3, 1, rs.id)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_seat_counts_outside_the_rule_set_are_refused(players):
    with pytest.raises(ValueError, match="is played by"):
        play_random(CAT, players, 1, "bigbox")


def test_unknown_rule_sets_are_refused():
    with pytest.raises(KeyError, match="unknown rule set"):
        play_random(CAT, 2, 1, "nope")
