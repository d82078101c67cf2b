"""The game log: a sentence for every event kind, nothing secret, and a well-behaved model."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.face.log_text import KINDS, name_list, payment, sentence
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    Event,
    legal_actions,
    player_view,
    to_act,
    visible_events,
)
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, SUNRISE, SUNSET_REVEAL
from omg_desktop.i18n.templates import fill
from omg_desktop.seating import Seat
from omg_desktop.ui.controller import GameController
from omg_desktop.ui.log_model import LogModel

pytestmark = pytest.mark.timeout(60)

CAT = default_catalog()
NAMES = ["Ana", "Bruno", "Chiara"]


def whole_game(seed: int = 4, players: int = 3) -> list[Event]:
    rec = Recorder(CAT, players, seed)
    events = list(rec.setup_events)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    while not rec.state.over:
        seat = to_act(rec.state)[0]
        view = player_view(rec.state, seat)
        events += rec.play(bots[seat].choose(view, legal_actions(rec.state, seat)))
    return events


def _cards(kind: str) -> list[int]:
    return [c for c in sorted(CAT.cards) if CAT.cards[c].kind == kind]


def sample_events() -> list[Event]:
    """One event of every kind the log knows, with plausible data."""
    prod = _cards("production")
    bakery = next(c for c in prod if CAT.cards[c].chain)
    good = next(iter(CAT.goods))
    a = next(iter(CAT.assistants))
    return [
        Event("round_started", None, {"round": 2, "first": 1}),
        Event("phase", None, {"phase": EXCHANGE}),
        Event("phase", None, {"phase": SUNRISE}),
        Event("phase", None, {"phase": SUNSET_REVEAL}),
        Event("exchanged", 0, {"count": 5}),
        Event("kept", 1, {}),
        Event("drew", 2, {"count": 2, "cards": prod[:2]}),
        Event("extra_card", 2, {"card": prod[3]}),
        Event("shuffled", None, {"count": 40}),
        Event("starving", None, {"counts": [2, 1, 0]}),
        Event("discarded", 1, {"card": prod[4]}),
        Event("revealed", None, {"card": prod[5], "row": 0, "half_sun": True}),
        Event("revealed", None, {"card": prod[6], "row": 1, "half_sun": False}),
        Event("sunrise_chosen", 0, {}),
        Event("assistant_moved", 1, {"assistant": a, "from": bakery, "to": bakery, "paid": []}),
        Event("worker_placed", 2, {"building": bakery, "efficient": False}),
        Event("planned", 0, {}),
        Event("produced", 1, {"building": bakery, "goods": 2, "cards": [prod[7]], "person": "w"}),
        Event("no_production", 2, {"building": bakery, "reason": "missing"}),
        Event("no_production", 2, {"building": bakery, "reason": "skipped"}),
        Event("chained", 0, {"building": bakery, "times": 2, "goods": 2, "cards": [], "moved": {}}),
        Event("built", 1, {"card": bakery, "paid": [[good, 2]], "overpaid": 0}),
        Event("hired", 2, {"assistant": a, "side": 0, "paid": [[good, 3]], "building": None}),
        Event("hired", 2, {"assistant": a, "side": 1, "paid": [[good, 3]], "building": bakery}),
        Event("plan_returned", 0, {"card": prod[8], "to": "hand"}),
        Event("plan_returned", 0, {"to": "discard"}),
        Event("assigned", 1, {"assistant": a, "building": bakery}),
        Event("turn", 2, {}),
        Event("end_triggered", None, {"round": 5, "final_round": 6}),
        Event("market_discarded", None, {"count": 9}),
        Event("event_turned", None, {"event": 301}),
        Event("character_played", 1, {"card": 231}),
        Event("introduced", None, {"what": "building", "type": "x", "cards": [201, 202]}),
        Event("introduced", None, {"what": "character", "card": 231}),
        Event("introduced", None, {"what": "assistant", "assistant": 9, "side": 0}),
        Event("rule_changed", None, {"rule": "half_suns_per_row", "value": 3}),
        Event("rule_changed", None, {"rule": "cards_per_round", "value": 1}),
        Event("rule_changed", None, {"rule": "hand_exchange", "value": False}),
        Event("goods_gained", 0, {"building": bakery, "goods": 2}),
        Event("goods_lost", 2, {"building": bakery, "goods": 1}),
        Event("paid", 1, {"paid": [[good, 2]], "owed": 4}),
        Event("paid", 1, {"paid": [], "owed": 4}),
        Event("bonus", 0, {"mod": "market:wool", "amount": 1}),
        Event("bonus", 2, {"mod": "bonus:red", "amount": 1}),
        Event("bonus", 1, {"mod": "build_discount", "amount": 2}),
        Event("must_discard", None, {"counts": [1, 0, 2]}),
        Event("character_discarded", None, {"card": prod[0]}),
        Event("game_over", None, {"scores": [{"total": 30}] * 3, "winners": [1]}),
    ]


def test_every_event_kind_has_a_sentence_that_names_its_player():
    events = sample_events()
    assert {e.kind for e in events} == KINDS
    for e in events:
        text = sentence(e, CAT, NAMES)
        assert text, e
        if e.seat is not None:
            assert NAMES[e.seat] in text, (e, text)
            others = [n for i, n in enumerate(NAMES) if i != e.seat]
            assert not any(n in text for n in others), (e, text)


def test_some_sentences_word_for_word():
    bakery = next(c for c in CAT.cards if CAT.cards[c].name == "Bakery")
    built = Event("built", 0, {"card": bakery, "paid": [["flour", 1], ["iron", 2]]})
    assert sentence(built, CAT, NAMES) == "Ana built a Bakery, paying 1 flour + 2 iron (8)"
    coal = next(g for g in CAT.goods if CAT.goods[g].value == 1)  # the number said once
    paid_in_coal = Event("built", 0, {"card": bakery, "paid": [[coal, 2]]})
    assert sentence(paid_in_coal, CAT, NAMES) == f"Ana built a Bakery, paying 2 {coal}"
    smelter = next(c for c in CAT.cards if CAT.cards[c].name == "Iron Smelter")
    free = Event("built", 1, {"card": smelter, "paid": []})
    assert sentence(free, CAT, NAMES) == "Bruno built an Iron Smelter for free"
    first = Event("round_started", None, {"round": 3, "first": 2})
    assert sentence(first, CAT, NAMES) == "Round 3 begins; Chiara is the first player"
    over = Event("game_over", None, {"scores": [{"total": 7}, {"total": 7}], "winners": [0, 1]})
    assert (
        sentence(over, CAT, NAMES)
        == "Game over: Ana and Bruno share the victory with 7 point(s) each"
    )
    assert sentence(Event("unheard_of", 0, {}), CAT, NAMES) is None


def test_helpers():
    assert fill("%2 then %1", "a", "b%1") == "b%1 then a"
    assert name_list(["A"]) == "A" and name_list(["A", "B", "C"]) == "A, B and C"
    assert payment(CAT, []) == "nothing"


def test_another_seats_drawn_cards_are_never_named():
    events = whole_game()
    model = LogModel(CAT, NAMES)
    model.reset_events(visible_events(events, 0))
    secret_names: set[str] = set()
    for e in events:
        if e.kind == "drew" and e.seat != 0:
            secret_names |= {CAT.cards[c].name for c in e.data["cards"]}
    drew_rows = [r for r in model.rows() if r.kind == "drew"]
    assert drew_rows and secret_names
    for r in drew_rows:
        if r.seat == 0:
            assert ":" in r.text  # Ana sees her own cards
        else:
            assert not any(name in r.text for name in secret_names), r.text


def test_the_model_passes_the_model_tester(qtmodeltester):
    model = LogModel(CAT, NAMES)
    model.reset_events(visible_events(whole_game(), None))
    assert model.rowCount() > 100
    qtmodeltester.check(model)
    model.append_events(sample_events())
    qtmodeltester.check(model)


def test_roles_round_phase_and_seat():
    model = LogModel(CAT, NAMES)
    events = whole_game()
    model.reset_events(visible_events(events, None))
    idx = model.index(0, 0)
    assert model.data(idx) == "Round 1 begins; {} is the first player".format(
        NAMES[events[0].data["first"]]
    )
    assert model.data(idx, Qt.ItemDataRole.ToolTipRole) == "Round 1, phase I"
    assert model.data(idx, LogModel.SeatRole) is None
    rows = model.rows()
    turn = next(i for i, r in enumerate(rows) if r.kind == "turn")
    assert model.data(model.index(turn, 0), Qt.ItemDataRole.ToolTipRole) == "Round 1, phase IV"
    assert model.data(model.index(turn, 0), LogModel.SeatRole) == rows[turn].seat
    assert model.data(model.index(turn, 0), LogModel.KindRole) == "turn"
    revealed = next(i for i, r in enumerate(rows) if r.kind == "revealed")
    assert model.data(model.index(revealed, 0), Qt.ItemDataRole.ToolTipRole) == "Round 1, phase II"
    assert rows[-1].kind == "game_over"
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.data(QModelIndex()) is None
    assert b"seat" in model.roleNames().values()


def test_the_model_follows_a_controller(qtbot):
    c = GameController(CAT, [Seat("Ana", "human"), Seat("Bruno", "human")], seed=9)
    try:
        model = LogModel(CAT, c.seat_names)
        model.attach(c)
        inserted: list[int] = []
        model.rowsInserted.connect(lambda parent, first, last: inserted.append(last - first + 1))
        c.start()
        assert model.rowCount() > 0  # set-up events, as a spectator sees them
        c.cover_done()
        me = c.viewer
        n = model.rowCount()
        with qtbot.waitSignal(model.modelReset, timeout=1000):
            c.submit(c.legal_actions()[0])  # the seat passes: the log is rebuilt for nobody
        c.cover_done()
        other = c.viewer
        assert other == 1 - me and model.rowCount() >= n
        for r in model.rows():
            if r.kind == "drew" and r.seat != other:
                assert ":" not in r.text
    finally:
        c.shutdown()


def test_a_hired_expansion_assistant_is_named_in_the_log():
    """The campaign log says "Tom hired <name>", never the assistant's number."""
    from story_fixture import expansion_catalog

    from omg_desktop.games.ohmygoods.face.log_text import sentence
    from omg_desktop.games.ohmygoods.rules import Event

    cat = expansion_catalog()
    a, helper = next(iter(cat.extra_assistants.items()))
    text = sentence(
        Event("hired", 0, {"assistant": a, "side": 0, "paid": [], "building": None}), cat, ["Tom"]
    )
    assert text is not None and helper.name in text and f" {a}," not in text
