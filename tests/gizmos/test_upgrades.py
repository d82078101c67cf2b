"""Upgrades: the three limits, "never File/Research again", the discounts; each on a
hand-built table, quoting the seed (003) or the digest."""

from __future__ import annotations

from omg_desktop.games.gizmos.rules import apply, legal_actions, payments
from omg_desktop.games.gizmos.rules.limits import energy_limit, file_limit, research_size

from .conftest import lift, table


def test_upgrades_raise_the_limits_at_once(cat):
    """Seed: "alguns aparelhos de atualização aumentarão esse número"; digest: "Upgrades
    apply from the moment they are built [std]"."""
    state = table(cat, display=["g2-01"], energy={0: {"black": 3}})
    after, _ = apply(state, "build g2-01 3.0.0.0 -")  # +2 storage, +1 file, +2 research
    seat = after.seats[0]
    assert (energy_limit(after, seat), file_limit(after, seat), research_size(after, seat)) == (
        7,
        2,
        5,
    )


def test_a_bigger_research_draws_more(cat):
    state = table(cat, built={0: ["g2-01", "g1-21"]})  # research 3 + 2 + 1
    after, _ = apply(state, "research 1")
    assert len(after.research) == 6


def test_a_bigger_file_takes_more(cat):
    state = table(cat, built={0: ["g1-25"]}, filed={0: ["g1-01"]}, display=["g1-02"])
    assert "file g1-02" in legal_actions(state, 0)


def test_never_file_again_blocks_every_file(cat):
    """Digest: "'Never File/Research again' upgrades also block File/Research that a
    trigger or a Research would give you"."""
    state = table(cat, built={0: ["g3-23"]}, display=["g1-02"])
    assert not any(a.startswith("file") for a in legal_actions(state, 0))
    after, _ = apply(state, "research 1")
    assert not any(a.startswith("file") for a in legal_actions(after, 0))
    state = table(cat, built={0: ["g3-23", "g3-25"]}, display=["g1-22"], energy={0: {"blue": 1}})
    after, _ = apply(state, "build g1-22 0.1.0.0 -")  # blue: g3-25 (file) cannot be used
    assert "use g3-25" not in legal_actions(after, 0)


def test_never_research_again_blocks_every_research(cat):
    state = table(cat, built={0: ["g3-21"]})
    assert not any(a.startswith("research") for a in legal_actions(state, 0))
    state = table(cat, built={0: ["g3-21", "g3-32"]}, display=["g1-22"], energy={0: {"blue": 1}})
    after, _ = apply(state, "build g1-22 0.1.0.0 -")  # blue: g3-32 (research) not usable
    assert "use g3-32" not in legal_actions(after, 0)


def test_a_research_effect_researches(cat):
    state = table(cat, built={0: ["g3-32"]}, display=["g1-30"], energy={0: {"blue": 1}})
    after, _ = apply(state, "build g1-30 0.1.0.0 -")  # blue: g3-32 researches
    after, _ = apply(after, "use g3-32")
    assert legal_actions(after, 0) == ["research 1", "research 2", "research 3"]
    after, _ = apply(after, "research 2")
    assert len(after.research) == 3


def test_level_ii_discounts_stack(cat):
    """Digest: "Discounts ('pay 1 less') stack with each other ... and are optional";
    decided (D5): the level-II discount is an upgrade, on every level-II build."""
    state = table(cat, built={0: ["g3-15", "g3-16"]}, display=["g2-02"], energy={0: {"blue": 3}})
    builds = [a for a in legal_actions(state, 0) if a.startswith("build g2-02")]
    assert builds == ["build g2-02 0.1.0.0 -"]  # one listed: the cheapest
    assert [p.text() for p in payments(state, "g2-02")] == ["0.1.0.0 -", "0.2.0.0 -", "0.3.0.0 -"]
    after, _ = apply(state, "build g2-02 0.3.0.0 -")  # the discount is optional
    assert after.seats[0].energy == [0, 0, 0, 0]


def test_discounts_from_the_file_and_from_research(cat):
    state = table(cat, built={0: ["g3-27"]}, filed={0: ["g2-02"]}, display=["g2-04"])
    state.seats[0].energy = [0, 2, 0, 0]
    state.dispenser[1] -= 2
    assert "build g2-02 0.2.0.0 -" in legal_actions(state, 0)  # from the file: 1 less
    state = table(cat, built={0: ["g3-29"]}, energy={0: {"blue": 2, "black": 2, "red": 2}})
    after, _ = apply(state, "research 2")
    for card in after.research:
        c = cat.card(card)
        if c.colour in ("blue", "black", "red"):
            spent = [0, 0, 0, 0]
            spent[("black", "blue", "red").index(c.colour)] = c.cost - 1
            assert f"build {card} {'.'.join(map(str, spent))} -" in legal_actions(after, 0)
    state = table(cat, built={0: ["g3-29"]}, display=["g2-02"], energy={0: {"blue": 2}})
    assert not any(a.startswith("build g2-02") for a in legal_actions(state, 0))


def test_the_level_ii_discount_holds_for_every_level_ii_build_of_a_turn(cat):
    """Decided (D5): an upgrade, not a once-a-turn converter: a second level-II build in
    the same turn (here from a Research a trigger gives) is 1 less too."""
    state = table(cat, built={0: ["g3-15", "g3-32"]}, display=["g2-02"], energy={0: {"blue": 3}})
    lift(state, "g2-14")
    state.decks[1].insert(3, "g2-14")  # blue, cost 2: below the refills, drawn in the Research
    after, _ = apply(state, "build g2-02 0.2.0.0 -")  # 3 - 1
    after, _ = apply(after, "use g3-32")  # built blue: research
    after, _ = apply(after, "research 2")
    assert "build g2-14 0.1.0.0 -" in legal_actions(after, 0)  # 2 - 1
