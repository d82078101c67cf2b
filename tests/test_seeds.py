"""The frame's seeded random source (omg_desktop.seeds): one generator (SplitMix64) for
the frame and every game, the same numbers for a seed everywhere, every draw in range and
evenly spread, its draws counted, and each record's own source."""

from __future__ import annotations

from collections import Counter

import pytest

from omg_desktop.games import registry
from omg_desktop.seeds import SeededRandom


def test_a_seed_gives_the_same_numbers_everywhere():
    """Pinned: a game dealt from this source must deal the same on any machine and Python."""
    rng = SeededRandom(5)
    assert [rng.below(10) for _ in range(10)] == [8, 4, 3, 9, 1, 6, 9, 5, 0, 5]
    text = SeededRandom("5")
    assert [text.below(10) for _ in range(10)] == [3, 6, 6, 1, 1, 5, 1, 6, 6, 2]  # not 5's
    cards = list(range(8))
    SeededRandom("deal").shuffle(cards)
    assert cards == [6, 1, 5, 2, 7, 0, 4, 3]


def test_draws_are_in_range_and_evenly_spread():
    rng = SeededRandom(1)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6)) and all(900 < n < 1100 for n in counts.values())
    with pytest.raises(ValueError, match="n > 0"):
        rng.below(0)
    assert rng.draws >= 6000


def test_the_default_game_keeps_its_own_generator():
    """A record's ``random`` is what its playouts draw from: Oh My Goods!'s rules' PRNG."""
    from omg_desktop.games.ohmygoods.rules.rng import Rng, seed_state

    mine = registry.load().random("x")
    assert isinstance(mine, Rng) and mine.state == seed_state("x")


def test_seeded_random_is_the_rules_generator_and_counts_its_draws():
    """One generator: SeededRandom(seed) draws what Oh My Goods!'s Rng from that seed draws;
    a source set to ``draws`` goes on where one that drew that many stands."""
    from omg_desktop.games.ohmygoods.rules.rng import Rng, seed_state

    ours, rules = SeededRandom("deal"), Rng(seed_state("deal"))
    assert [ours.below(7) for _ in range(50)] == [rules.below(7) for _ in range(50)]
    later = SeededRandom("deal")
    later.draws = ours.draws
    assert later.state == ours.state and later.next_u64() == ours.next_u64()
