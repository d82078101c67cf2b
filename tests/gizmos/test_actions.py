"""The set-up and the four actions, each on a hand-built table, quoting the seed (003,
Portuguese, our translation) or the digest (../shared/games/gizmos/README.md)."""

from __future__ import annotations

from omg_desktop.games.gizmos.rules import apply, legal_actions, new_game, player_view
from omg_desktop.games.gizmos.rules.invariants import broken
from omg_desktop.games.gizmos.rules.limits import energy_limit, file_limit, research_size
from omg_desktop.games.gizmos.rules.state import ACTION, BOTTOM, HIDDEN, RESEARCH

from .conftest import table


def test_set_up_deals_the_display_the_row_and_a_starter_each(cat):
    """Digest, set-up: "use only 16 of [the level-III cards]"; "4 level-I, 3 level-II and
    2 level-III cards face up"; "draw 6 into the energy row"; "one starting gizmo ...
    energy storage 5, file 1, research 3"."""
    state = new_game(cat, 3, 11)
    assert [len(r) for r in state.display] == [4, 3, 2]
    assert [len(d) for d in state.decks] == [32, 33, 14]
    assert len(state.row) == 6 and sum(state.dispenser) == 46
    assert sum(1 for g in state.out if cat.card(g).level == 3) == 20
    for seat in state.seats:
        assert len(seat.built) == 1 and cat.card(seat.built[0]).level == 0
        limits = energy_limit(state, seat), file_limit(state, seat), research_size(state, seat)
        assert limits == (5, 1, 3)
    assert not broken(state)


def test_the_first_player_is_drawn_by_lot(cat):
    """Decided (digest: "Choose a first player. [decide]"): by lot from the seed."""
    firsts = {new_game(cat, 4, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(cat, 4, 5).first == new_game(cat, 4, 5).first


def test_file_takes_a_display_card_and_refills_the_row(cat):
    """Seed: "Depois de Arquivar um Gizmo, ele é imediatamente substituído pela carta do
    topo do baralho correspondente." (it is replaced at once by the deck's top card)"""
    state = table(cat, display=["g1-05"])
    top = state.decks[0][0]
    after, _ = apply(state, "file g1-05")
    assert after.seats[0].filed == ["g1-05"]
    assert "g1-05" not in after.display[0] and top in after.display[0]
    assert len(after.display[0]) == 4


def test_no_file_when_the_file_is_full(cat):
    """Seed: "se você estiver no limite, não poderá executar uma Ação de Arquivo"."""
    state = table(cat, filed={0: ["g1-01"]})
    assert not any(a.startswith("file") for a in legal_actions(state, 0))


def test_pick_takes_one_energy_and_the_row_is_refilled(cat):
    """Seed: "Escolha 1 Energia entre as 6 disponíveis"; digest: "the row is refilled
    from the dispenser [std]"."""
    state = table(cat, row=["red", "red", "blue", "blue", "black", "black"])
    after, events = apply(state, "pick red")
    assert after.seats[0].energy == [0, 0, 1, 0]
    assert len(after.row) == 6 and after.row[:5] == ["red", "blue", "blue", "black", "black"]
    assert any(e.kind == "row_filled" for e in events)


def test_no_pick_when_storage_is_full_not_even_to_swap(cat):
    """Seed: "se você estiver no limite, não poderá receber mais energia, nem mesmo para
    substituir as existentes"."""
    state = table(cat, energy={0: {"black": 5}})
    assert not any(a.startswith("pick") for a in legal_actions(state, 0))


def test_build_from_the_display_pays_its_colour_and_refills(cat):
    """Seed: "Gaste energia ... combinando o tipo e o custo de energia do dispositivo ...
    ele é imediatamente substituído"; digest: "Spent energy returns to the dispenser"."""
    state = table(cat, display=["g2-02"], energy={0: {"blue": 3, "red": 1}})
    before = list(state.dispenser)
    after, _ = apply(state, "build g2-02 0.3.0.0 -")
    assert after.seats[0].built[-1] == "g2-02"
    assert after.seats[0].energy == [0, 0, 1, 0]
    assert after.dispenser[1] == before[1] + 3
    assert len(after.display[1]) == 3 and not broken(after)


def test_build_from_the_file(cat):
    """Seed: "Construa 1 Gizmo da Área de Exibição ou do seu Arquivo"."""
    state = table(cat, filed={0: ["g1-22"]}, energy={0: {"blue": 1}})
    after, _ = apply(state, "build g1-22 0.1.0.0 -")
    assert after.seats[0].filed == [] and "g1-22" in after.seats[0].built


def test_a_build_needs_its_cost(cat):
    state = table(cat, display=["g2-02"], energy={0: {"blue": 2}})
    assert not any(a.startswith("build g2-02") for a in legal_actions(state, 0))


def test_research_draws_as_many_as_the_research_value(cat):
    """Seed: "compre um número de cartas igual a sua quantidade de pesquisas permitida"."""
    state = table(cat)
    top = state.decks[1][:3]
    after, events = apply(state, "research 2")
    assert after.step == RESEARCH and after.research == top
    assert events[-1].kind == "researched"


def test_research_draws_fewer_from_a_short_deck(cat):
    """Seed: "Se houver menos cartas no baralho ... você comprará apenas o número de cartas
    disponíveis"."""
    state = table(cat)
    state.out.extend(state.decks[2][2:])
    del state.decks[2][2:]
    after, _ = apply(state, "research 3")
    assert len(after.research) == 2 and after.decks[2] == []


def test_research_then_build_one_and_the_rest_under_the_deck_in_the_players_order(cat):
    """Seed: "escolha 1 delas e Construa-a ... As cartas restantes são então devolvidas ao
    fundo do Baralho de Nível correspondente, na ordem de sua escolha"."""
    state = table(cat, seed=4, energy={0: {"blue": 3}})  # a blue gizmo among the three
    drawn = state.decks[1][:3]
    after, _ = apply(state, "research 2")
    blue = next(g for g in drawn if cat.card(g).colour == "blue" and cat.card(g).cost <= 3)
    rest = [g for g in drawn if g != blue]
    after, _ = apply(after, f"build {blue} 0.{cat.card(blue).cost}.0.0 -")
    assert after.step == BOTTOM
    assert legal_actions(after, 0) == [f"bottom {g}" for g in rest]
    after, _ = apply(after, f"bottom {rest[1]}")
    assert after.decks[1][-2:] == [rest[1], rest[0]]
    assert after.step == ACTION or after.current == 1


def test_research_may_file_one_or_neither(cat):
    """Seed: "Arquive-a (se tiver espaço no seu Arquivo). Ou você pode optar por não fazer
    nenhuma das ações"."""
    state = table(cat)
    after, _ = apply(state, "research 1")
    drawn = list(after.research)
    assert "skip" in legal_actions(after, 0)
    assert f"file {drawn[0]}" in legal_actions(after, 0)
    skipped, _ = apply(after, "skip")
    assert skipped.step == BOTTOM and skipped.research == drawn


def test_a_research_draw_is_hidden_from_the_others(cat):
    """Digest: "player_view hides ... the cards drawn in a Research"."""
    state = table(cat)
    after, events = apply(state, "research 1")
    assert player_view(after, 1).research == [HIDDEN] * 3
    assert player_view(after, None).research == [HIDDEN] * 3
    assert player_view(after, 0).research == after.research
    assert player_view(after, 0).decks[0] == [HIDDEN] * len(after.decks[0])
    from omg_desktop.games.gizmos.rules import visible_events

    shown = visible_events(events, 1)[-1]
    assert "cards" not in shown.data and shown.data["level"] == 1 and shown.data["count"] == 3
    assert visible_events(events, 0)[-1].data["cards"] == after.research


def test_with_no_action_possible_the_player_passes(cat):
    """Decided: a seat with no legal action passes; a whole round of passes ends the game."""
    state = table(cat, filed={0: ["g1-04"], 1: ["g1-08"]}, energy={0: {"black": 5}, 1: {"red": 5}})
    state.out.extend(g for d in state.decks for g in d)
    state.decks = [[], [], []]
    state.out.extend(g for d in state.display for g in d)
    state.display = [[], [], []]
    assert legal_actions(state, 0) == ["pass"]
    state, _ = apply(state, "pass")
    assert legal_actions(state, 1) == ["pass"] and not state.over
    state, events = apply(state, "pass")
    assert state.over and events[-1].kind == "game_over"


def test_the_order_a_research_goes_back_in_is_the_researchers_alone(cat):
    """Seed: "na ordem de sua escolha" — the others see that cards went back, not which."""
    from omg_desktop.games.gizmos.rules import visible_events

    state = table(cat)
    after, _ = apply(state, "research 1")
    after, _ = apply(after, "skip")
    after, _ = apply(after, f"bottom {after.research[2]}")
    after, events = apply(after, f"bottom {after.research[0]}")  # the last goes by itself
    backs = [e for e in events if e.kind == "bottomed"]
    assert len(backs) == 2 and all(e.data["card"] != HIDDEN for e in backs)
    shown = [e for e in visible_events(events, 1) if e.kind == "bottomed"]
    assert [e.data for e in shown] == [{"level": 1}] * 2


def test_a_card_taken_from_the_display_is_told_before_the_card_that_replaces_it(cat):
    """The log reads in the order things happen: the file (or build), then the display's
    new card (it read the other way round)."""
    state = table(cat)
    card = state.display[0][0]
    _after, events = apply(state, f"file {card}")
    kinds = [e.kind for e in events]
    assert kinds.index("filed") < kinds.index("revealed")
