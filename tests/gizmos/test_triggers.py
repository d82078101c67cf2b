"""Triggers, chain reactions and converters' once-per-turn use, on hand-built tables,
quoting the seed (003) or the digest."""

from __future__ import annotations

from omg_desktop.games.gizmos.rules import apply, legal_actions
from omg_desktop.games.gizmos.rules.invariants import broken
from omg_desktop.games.gizmos.rules.state import ACTION, EFFECTS, FREE, PICK

from .conftest import table


def test_filing_sets_off_the_starter_which_draws_a_random_energy(cat):
    """Digest, the starter: "Whenever you file a gizmo, draw 1 random energy"."""
    state = table(cat, display=["g1-05"])
    starter = state.seats[0].built[0]
    after, _ = apply(state, "file g1-05")
    assert after.step == EFFECTS and after.active == [starter]
    assert legal_actions(after, 0) == [f"use {starter}", "end"]
    used, events = apply(after, f"use {starter}")
    assert sum(used.seats[0].energy) == 1
    assert [e.kind for e in events].count("drew_energy") == 1
    assert used.current == 1 and used.step == ACTION  # nothing else active: turn over


def test_using_an_effect_is_optional(cat):
    """Digest: "Using a triggered effect is optional [std]"."""
    state = table(cat, display=["g1-05"])
    after, _ = apply(state, "file g1-05")
    ended, _ = apply(after, "end")
    assert sum(ended.seats[0].energy) == 0 and ended.current == 1


def test_a_random_draw_is_not_a_pick(cat):
    """Seed: "Algumas habilidades permitem que você compre uma energia aleatória. Esta não é
    uma Ação de Escolha e, portanto, não acionará nenhuma outra ação"."""
    state = table(cat, display=["g1-05"], built={0: ["g2-09", "g2-10", "g2-11", "g2-12"]})
    after, _ = apply(state, "file g1-05")
    used, _ = apply(after, f"use {state.seats[0].built[0]}")
    assert sum(used.seats[0].energy) == 1 and used.active == []


def test_a_pick_sets_off_the_pick_gizmos_of_its_colour(cat):
    """Digest: "every built gizmo whose condition matches that action becomes active"."""
    state = table(cat, built={0: ["g1-10", "g1-09"]}, row=["red"] * 6)
    after, _ = apply(state, "pick red")
    assert after.active == ["g1-10"]  # g1-09 waits for a blue pick


def test_each_gizmo_is_used_at_most_once_a_turn(cat):
    """Seed: "cada Gizmo só pode ser usado uma vez por turno, mesmo que suas condições de
    ativação sejam atendidas mais de uma vez"."""
    state = table(cat, display=["g1-05"], built={0: ["g1-17", "g3-25"]}, row=["blue"] * 6)
    after, _ = apply(state, "file g1-05")  # the starter and g1-17 (file: pick 1)
    after, _ = apply(after, "use g1-17")
    assert after.step == PICK
    after, _ = apply(after, "pick blue")
    assert "g1-17" in after.used and "g1-17" not in after.active
    # another file this turn (were it possible) would not wake g1-17 again
    from omg_desktop.games.gizmos.rules import triggers

    triggers.filed(after)
    assert "g1-17" not in after.active


def test_a_chain_reaction_an_effect_is_an_action_that_sets_off_others(cat):
    """Seed: "O Efeito de um Gizmo pode ser uma ação diferente daquela executada
    originalmente ... ela poderá acionar outros Gizmos e assim por diante"."""
    state = table(
        cat,
        built={0: ["g1-17", "g1-10"]},  # file: pick 1; pick red: draw 1
        display=["g1-05"],
        row=["red"] * 6,
    )
    after, _ = apply(state, "file g1-05")
    after, _ = apply(after, "use g1-17")
    after, _ = apply(after, "pick red")
    assert "g1-10" in after.active
    after, _ = apply(after, "use g1-10")
    assert sum(after.seats[0].energy) == 2 and not broken(after)
    if after.step != ACTION:
        after, _ = apply(after, "end")
    assert after.seats[0].chain == 2  # the statistics' chain length: two gizmos used


def test_a_gizmo_is_not_set_off_by_the_build_that_built_it(cat):
    """Seed: "você pode usar o Efeito de um Gizmo no mesmo turno em que ele é construído. No
    entanto, não pode ser acionado pela mesma ação que o construiu"."""
    state = table(cat, display=["g1-36"], energy={0: {"yellow": 1}})  # yellow: build blue → VP
    after, _ = apply(state, "build g1-36 0.0.0.1 -")
    assert after.active == [] and after.current == 1
    state = table(cat, display=["g1-34"], energy={0: {"blue": 1}})  # blue: build black → VP
    after, _ = apply(state, "build g1-34 0.1.0.0 -")
    assert "g1-34" not in after.active
    # g2-05 fires on any build from the file: built from the file, that build is its own
    state = table(cat, built={0: ["g2-06"]}, filed={0: ["g2-05"]}, energy={0: {"black": 3}})
    after, _ = apply(state, "build g2-05 3.0.0.0 -")
    assert after.active == ["g2-06"]  # the other build-from-file gizmo is set off, not it


def test_a_gizmo_built_early_in_a_chain_may_be_used_later_in_it(cat):
    """Seed: "Um Gizmo construído no início de uma reação em cadeia pode acabar sendo
    ativado posteriormente nessa reação em cadeia, desde que não seja acionado pela ação
    que o construiu"."""
    state = table(
        cat,
        built={0: ["g3-19"]},  # build yellow or red: build a level I free
        display=["g1-36", "g1-22"],  # g1-36 yellow (build blue: 1 VP); g1-22 blue
        energy={0: {"yellow": 1}},
    )
    after, _ = apply(state, "build g1-36 0.0.0.1 -")
    assert after.active == ["g3-19"]  # not g1-36: its own build
    after, _ = apply(after, "use g3-19")
    assert after.step == FREE
    assert all(a.endswith(" free") for a in legal_actions(after, 0))
    after, _ = apply(after, "build g1-22 free")  # a blue level I from the display
    assert after.seats[0].built[-1] == "g1-22" and after.seats[0].energy == [0, 0, 0, 0]
    assert after.active == ["g1-36"]  # woken by the later build
    after, _ = apply(after, "use g1-36")
    assert after.seats[0].tokens == 1


def test_multi_cards_count_as_every_colour_for_build_triggers(cat):
    """Digest: "count as every colour for 'whenever you build a X gizmo' triggers"."""
    state = table(
        cat,
        built={0: ["g1-33", "g1-34", "g1-35", "g1-36"]},
        display=["g3-33"],
        energy={0: {"black": 2, "blue": 2, "red": 2, "yellow": 1}},
    )
    state.seats[0].energy = [2, 2, 2, 1]
    after, _ = apply(state, "build g3-33 2.2.2.1 -")
    assert sorted(after.active) == ["g1-33", "g1-34", "g1-35", "g1-36"]


def test_build_from_file_and_level_ii_triggers(cat):
    """Cards: "whenever you build from your file" (g2-05..08, g3-07/08) and "whenever you
    build a level-II gizmo" (g3-13/14)."""
    state = table(
        cat, built={0: ["g2-05", "g3-07", "g3-13"]}, filed={0: ["g2-02"]}, energy={0: {"blue": 3}}
    )
    after, _ = apply(state, "build g2-02 0.3.0.0 -")
    assert sorted(after.active) == ["g2-05", "g3-07", "g3-13"]
    state = table(cat, built={0: ["g2-05", "g3-13"]}, display=["g2-02"], energy={0: {"blue": 3}})
    after, _ = apply(state, "build g2-02 0.3.0.0 -")
    assert after.active == ["g3-13"]


def test_a_pick_effect_of_two_is_lost_past_storage(cat):
    """Digest: "a pick effect is lost if storage is full [std]"."""
    state = table(
        cat, built={0: ["g2-05"]}, filed={0: ["g2-26"]}, energy={0: {"blue": 2, "red": 4}}
    )
    after, _ = apply(state, "build g2-26 0.2.0.0 -")  # 4 red left of 5
    after, _ = apply(after, "use g2-05")
    after, _ = apply(after, f"pick {after.row[0]}")
    assert sum(after.seats[0].energy) == 5 and after.step != PICK


def test_a_draw_effect_stops_at_storage(cat):
    """Digest: "a 'draw up to 3' stops when storage is full"."""
    state = table(cat, built={0: ["g3-11"]}, display=["g1-05"], energy={0: {"red": 4}})
    after, _ = apply(state, "file g1-05")
    after, _ = apply(after, "use g3-11")
    assert sum(after.seats[0].energy) == 5


def test_an_effect_that_can_do_nothing_is_not_offered(cat):
    """A pick gizmo with storage full waits (still active) instead of being spent."""
    state = table(cat, built={0: ["g1-17"]}, display=["g1-05"], energy={0: {"red": 5}})
    after, _ = apply(state, "file g1-05")
    assert after.current == 1  # starter and g1-17 both useless: the turn ends


def test_a_converter_is_used_once_a_turn(cat):
    """Digest: "This includes converters [std: ... mark a used converter for the rest of
    the turn]"."""
    state = table(
        cat, built={0: ["g1-02", "g3-20"]}, display=["g1-22", "g1-06"], energy={0: {"red": 2}}
    )
    after, _ = apply(state, "build g1-22 0.0.1.0 g1-02")  # red paid as blue
    assert "g1-02" in after.used
    assert after.active == ["g3-20"]
    after, _ = apply(after, "use g3-20")
    assert "build g1-06 free" in legal_actions(after, 0)  # free: no converter needed


def test_a_pick_of_two_is_two_picks_each_setting_off_pick_gizmos(cat):
    """Decided: "pick 2 energies" (g2-05..08, g3-13/14) is two Picks, one at a time, each
    a Pick for the pick gizmos (the seed: an effect that is an action sets off others)."""
    state = table(
        cat,
        built={0: ["g2-05", "g1-10"]},  # build from file: pick 2; pick red: draw 1
        filed={0: ["g2-26"]},
        energy={0: {"blue": 2}},
        row=["red", "red", "blue", "blue", "black", "yellow"],
    )
    after, _ = apply(state, "build g2-26 0.2.0.0 -")
    after, _ = apply(after, "use g2-05")
    after, _ = apply(after, "pick red")
    assert after.step == PICK and after.picks == 1 and after.active == ["g1-10"]
    after, _ = apply(after, "pick blue")
    assert after.step == EFFECTS and legal_actions(after, 0) == ["use g1-10", "end"]


def test_victory_point_tokens_have_no_limit(cat):
    """Decided (digest: "[decide: token denominations/limit]"): an unlimited supply."""
    state = table(cat, built={0: ["g1-36"]}, display=["g1-30"], energy={0: {"blue": 1}})
    state.seats[0].tokens = 99
    after, _ = apply(state, "build g1-30 0.1.0.0 -")
    after, _ = apply(after, "use g1-36")
    assert after.seats[0].tokens == 100
