"""Phase I's Exchange button names the cards it swaps (a newcomer's playtest read
"Exchange all 1 card" on the table with a hand of one)."""

from __future__ import annotations

from omg_desktop.games.ohmygoods.face.panel.pages.opening import ExchangePage
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Exchange, legal_actions, new_game, player_view


def _page_for_hand(qtbot, size: int) -> ExchangePage:
    cat = default_catalog()
    state = new_game(cat, 2, seed=3)
    state.players[0].hand = state.players[0].hand[:size]
    page = ExchangePage(cat)
    qtbot.addWidget(page)
    page.load(player_view(state, 0), 0, legal_actions(state, 0))
    return page


def test_a_hand_of_one_card_is_exchanged_in_words_for_one(qtbot):
    page = _page_for_hand(qtbot, 1)
    assert page.swap.text() == "E&xchange my one card"
    assert page.swap.isEnabled()
    (exchange,) = [c for c in page.marks().controls if c.id == "exchange"]
    assert "all" not in exchange.text and "one card" in exchange.text


def test_a_bigger_hand_still_says_how_many(qtbot):
    page = _page_for_hand(qtbot, 5)
    assert "5" in page.swap.text() and "all" in page.swap.text()
    with qtbot.waitSignal(page.chosen) as got:
        page.swap.click()
    assert got.args == [Exchange(0, True)]
