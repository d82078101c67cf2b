"""Playing on Ticket to Ride's table through real widgets (the scene, the view, the
panel; clicks on the view's viewport): the routes that may be claimed glow, a click on
one chooses it with its cards chosen, *Place the trains* (or Enter) claims it; a grey
route asks its colour; without the confirmation a click claims at once; a route that may
not be claimed says why; the cards and decks draw; tickets drawn are chosen on the map;
the keyboard's path; every event kind a step, and a claim played as one."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.games.ticket_to_ride import face
from omg_desktop.games.ticket_to_ride.face.art import Art
from omg_desktop.games.ticket_to_ride.face.panel import TicketToRidePanel, claim_options, head
from omg_desktop.games.ticket_to_ride.face.steps import STEPS
from omg_desktop.games.ticket_to_ride.face.table_layout import TABLE, layout
from omg_desktop.games.ticket_to_ride.rules import (
    apply_in_place,
    legal_actions,
    new_game_with_events,
    player_view,
)
from omg_desktop.ui.table.layout import CARD_H, CARD_W
from omg_desktop.ui.table.scene import TableScene
from omg_desktop.ui.table.view import TableView
from tests.pointer import hover

from .conftest import own, route, table

pytestmark = pytest.mark.timeout(120)
NAMES = ["Ana", "Bruno", "Chiara", "Davi", "Eva"]


class Harness:
    """The real table (scene and view) and the real panel over a hand-built state: the
    window's wiring in small (a click goes to the panel, its marks and draft to the
    table)."""

    def __init__(self, qtbot, state, seat: int = 0, size=(1200, 800)) -> None:
        self.state, self.seat = state, seat
        self.scene = TableScene(Art(state.cat), face=face)
        self.view = TableView(self.scene)
        self.panel = TicketToRidePanel(state.cat)
        self.view.drive_layout(self.lay_out)
        self.chosen: list[str] = []
        self.scene.clicked.connect(self.panel.on_click)
        self.scene.confirm_requested.connect(self._confirm)
        self.panel.marks_changed.connect(self.lay_out)
        self.panel.submitted.connect(self.chosen.append)
        qtbot.addWidget(self.view)
        qtbot.addWidget(self.panel)
        self.view.resize(*size)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.show()

    def _confirm(self) -> None:
        ring = self.scene.focus.current() if self.scene.focus.shown else None
        self.panel.confirm_default(ring.placement if ring is not None else None)

    def show(self) -> None:
        view = player_view(self.state, self.seat)
        self.panel.show_decision(view, self.seat, legal_actions(self.state, self.seat), "")
        self.lay_out()

    def lay_out(self) -> None:
        view = self.panel.draft(player_view(self.state, self.seat))  # a fresh view, as the
        placements = layout(view, self.seat, NAMES[: self.state.players], {})  # window's
        self.scene.show_layout(placements, self.panel.marks(), 0)
        QApplication.processEvents()

    def click(self, qtbot, key: tuple) -> None:
        """A left click at the middle of item ``key`` (a space's band, a card's face)."""
        item = self.scene.items_by_key[key]
        spot = self.view.mapFromScene(item.mapToScene(QPointF(CARD_W / 2, CARD_H / 2)))
        qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def spaces_of(t: Harness, route_id: str) -> list:
    return [it for k, it in t.scene.items_by_key.items() if k[:2] == ("route", route_id)]


def test_claimable_routes_glow_and_a_click_chooses_one_then_place_claims(qtbot, cat):
    denver_omaha = route(cat, "denver", "omaha")  # 4 pink
    state = table(cat, hands={0: ["pink"] * 3 + ["locomotive"] * 2})
    t = Harness(qtbot, state)
    legal = legal_actions(state, 0)
    claimable = {a.split()[1] for a in legal if a.startswith("claim ")}
    assert denver_omaha in claimable
    marks = t.panel.marks()
    assert {head(cat, r) for r in claimable} <= marks.highlight
    for r in claimable:  # every space of the route glows (the head by the frame too)
        assert all(it.placement.data["glow"] == 1 for it in spaces_of(t, r))
    assert all(
        it.placement.data["glow"] == 0 for it in spaces_of(t, route(cat, "miami", "atlanta"))
    )
    t.click(qtbot, ("route", denver_omaha, 0))  # any space of it
    assert t.panel.route == denver_omaha and t.chosen == []
    assert (t.panel.colour, t.panel.wild) == ("pink", 1)  # the fewest locomotives
    assert "Denver – Omaha" in t.panel.prompt.text() and "Enter" in t.panel.prompt.text()
    marks = t.panel.marks()
    assert {("hand", "pink"), ("hand", "locomotive")} <= marks.selected
    assert all(it.placement.data["glow"] == 2 for it in spaces_of(t, denver_omaha))
    lit = {
        k[1]
        for k, it in t.scene.items_by_key.items()
        if k[0] == "city" and it.placement.data["lit"]
    }
    assert lit == {"denver", "omaha"}
    t.panel.more.click()  # one locomotive more
    assert t.panel.wild == 2
    t.panel.place.click()
    assert t.chosen == [f"claim {denver_omaha} pink 2"] and t.chosen[0] in legal


def test_a_grey_route_asks_its_colour_and_a_hand_card_changes_it(qtbot, cat):
    grey = route(cat, "kansas_city", "omaha")  # two grey lanes of 1
    hand = ["red", "red", "locomotive", *(c for c in cat.colours if c != "red")]
    state = table(cat, hands={0: hand})  # a card of every colour: eight to choose from
    t = Harness(qtbot, state)
    narrow = t.panel.minimumSizeHint().width()
    t.click(qtbot, ("route", grey, 0))
    QApplication.processEvents()
    t.panel.layout().activate()
    assert t.panel.minimumSizeHint().width() <= narrow  # its buttons never widen the panel
    options = claim_options(legal_actions(state, 0), grey)
    assert t.panel.route == grey and t.panel.colour == "red"  # the colour held most
    buttons = [t.panel.colours_row.itemAt(i).widget() for i in range(t.panel.colours_row.count())]
    assert not t.panel.colours.isHidden()
    assert sorted(b.text() for b in buttons) == sorted(
        face.words.colour_name(c) for c in options if c != cat.wild
    )
    next(b for b in buttons if b.text() == "Blue").click()
    assert t.panel.colour == "blue"
    t.click(qtbot, ("hand", "red"))  # a card of the hand chooses its colour too
    assert t.panel.colour == "red"
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Return)  # Enter places the trains
    assert t.chosen == [f"claim {grey} red 0"]


def test_without_the_confirmation_a_click_claims_at_once(qtbot, cat):
    denver_omaha = route(cat, "denver", "omaha")
    state = table(cat, hands={0: ["pink"] * 4})
    t = Harness(qtbot, state)
    t.panel.ask.setChecked(False)
    t.click(qtbot, ("route", denver_omaha, 2))
    assert t.chosen == [f"claim {denver_omaha} pink 0"]


def test_esc_and_a_second_click_let_the_chosen_route_go(qtbot, cat):
    denver_omaha = route(cat, "denver", "omaha")
    t = Harness(qtbot, table(cat, hands={0: ["pink"] * 4}))
    t.click(qtbot, ("route", denver_omaha, 1))
    t.panel.escape.activated.emit()
    assert t.panel.route is None and t.panel.place.isHidden()
    t.click(qtbot, ("route", denver_omaha, 1))
    t.click(qtbot, ("route", denver_omaha, 1))
    assert t.panel.route is None and t.chosen == []


def test_a_route_that_may_not_be_claimed_says_why(qtbot, cat):
    taken = route(cat, "denver", "omaha")
    state = table(cat, players=2, hands={0: ["red"]})
    own(state, 1, taken)
    lane = route(cat, "kansas_city", "omaha")
    own(state, 1, lane)  # with 2 players the other lane is shut
    other_lane = next(r.id for r in cat.routes.values() if r.twin == lane)
    t = Harness(qtbot, state)
    notes = t.panel.marks().notes
    assert notes[("route", taken, 0)].startswith("Another player has claimed this route")
    own(state, 0, route(cat, "seattle", "portland"))
    t.show()
    assert t.panel.marks().notes[("route", route(cat, "seattle", "portland"), 0)] == (
        "You have claimed this route."
    )
    assert "only one lane of a double route" in notes[("route", other_lane, 0)]
    far = route(cat, "miami", "atlanta")  # 5 blue, the hand holds one red
    assert "It takes 5 Blue cards" in notes[("route", far, 2)]
    assert "It takes 5 Blue cards" in t.scene.items_by_key[("route", far, 2)].toolTip()
    t.click(qtbot, ("route", far, 2))
    assert t.chosen == [] and t.panel.route is None
    assert t.panel.error.text() == notes[("route", far, 2)]


def test_the_cards_and_the_decks_draw(qtbot, cat):
    state = table(cat, face=["red", "locomotive", "blue", "green", "black"])
    t = Harness(qtbot, state)
    t.click(qtbot, ("face", 3))
    t.click(qtbot, ("deck",))
    t.click(qtbot, ("ticket_deck",))
    assert t.chosen == ["draw face 3", "draw deck", "tickets"]
    apply_in_place(state, "draw face 1")  # the first card of the draw: a red
    t.show()
    notes = t.panel.marks().notes
    assert "taken only as the first card" in notes[("face", 2)]
    assert "second train card first" in notes[("ticket_deck",)]
    t.click(qtbot, ("face", 2))
    assert t.chosen == ["draw face 3", "draw deck", "tickets"]  # nothing more
    assert "taken only as the first card" in t.panel.error.text()


def test_tickets_drawn_are_chosen_on_the_map_and_kept(qtbot, cat):
    state = table(cat)
    apply_in_place(state, "tickets")
    t = Harness(qtbot, state)
    offered = [it.placement for k, it in t.scene.items_by_key.items() if k[0] == "offered"]
    assert [p.data["ticket"] for p in sorted(offered, key=lambda p: p.key)] == state.seats[
        0
    ].offered
    assert all(p.data["chosen"] for p in offered)  # all chosen to begin with
    assert t.panel.keep_button.isEnabled() and "3 of 3" in t.panel.keep_button.text()
    QApplication.processEvents()
    t.panel.layout().activate()
    plain = TicketToRidePanel(cat).minimumSizeHint().width()
    assert t.panel.minimumSizeHint().width() <= plain  # the choice never widens the panel
    t.click(qtbot, ("offered", 2))
    assert (
        t.panel.keep == {1, 3} and not t.scene.items_by_key[("offered", 2)].placement.data["chosen"]
    )
    t.click(qtbot, ("offered", 1))
    t.click(qtbot, ("offered", 3))
    assert t.panel.keep == set() and not t.panel.keep_button.isEnabled()  # at least one
    t.click(qtbot, ("offered", 3))
    boxes = t.panel.offer_checks  # the same choice in the panel, a box a ticket
    assert [b.isChecked() for b in boxes] == [False, False, True]
    assert [b.accessibleName() for b in boxes] == [
        face.words.ticket_name(cat, k) for k in state.seats[0].offered
    ]
    boxes[0].click()  # ticked in the panel: chosen on the map too
    assert t.scene.items_by_key[("offered", 1)].placement.data["chosen"]
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Return)
    assert t.chosen == ["keep 1 3"]


def test_the_keyboard_reaches_a_route_space_chooses_it_and_enter_claims(qtbot, cat):
    state = table(cat, hands={0: ["pink"] * 4}, face=["red", "red", "red", "red", "red"])
    t = Harness(qtbot, state)
    t.view.setFocus()
    reached = set()
    for _ in range(40):
        qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Tab)
        key = t.scene.focus.key
        reached.add(key)
        if key is not None and key[0] == "route":
            break
    assert key[0] == "route" and key in t.panel.marks().highlight
    assert ("deck",) in reached or ("face", 1) in reached or key[0] == "route"
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Space)
    assert t.panel.route == key[1]
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Return)
    assert len(t.chosen) == 1 and t.chosen[0].startswith(f"claim {key[1]} ")


def test_every_event_kind_has_a_step_on_the_table(cat):
    kinds: set[str] = set()
    rng = random.Random(3)
    for seed in range(6):
        state, events = new_game_with_events(cat, 2 + seed % 4, seed)
        kinds |= {e.kind for e in events}
        while not state.over:
            kinds |= {
                e.kind
                for e in apply_in_place(state, rng.choice(legal_actions(state, state.current)))
            }
    assert {"drew", "took", "face", "claimed", "offered", "kept", "ended", "over"} <= kinds
    assert kinds <= set(STEPS), kinds - set(STEPS)


def test_a_claim_plays_as_a_step_filling_the_routes_spaces(qtbot, cat):
    denver_omaha = route(cat, "denver", "omaha")
    state = table(cat, hands={0: ["pink"] * 4})
    t = Harness(qtbot, state)
    played: list[str] = []
    t.scene.player.step_started.connect(played.append)
    events = apply_in_place(state, f"claim {denver_omaha} pink 0")
    view = player_view(state, 0)
    t.panel.show_decision(view, 0, legal_actions(state, 0), "")
    t.scene.player.take_events(events)
    t.scene.player.show(layout(view, 0, NAMES[:2], {}), t.panel.marks(), 40)
    qtbot.waitUntil(lambda: not t.scene.player.busy(), timeout=10000)
    assert "claimed" in played
    assert all(it.placement.data["seat"] == 0 for it in spaces_of(t, denver_omaha))


def test_a_hovered_tickets_two_cities_are_lit_on_the_map(qtbot, cat):
    """The pointer on a ticket's small card or its line lights its two cities on the
    map (their art's key says so); off it, they are plain again."""
    state = table(cat)
    t = Harness(qtbot, state)
    t.panel.watch(t.scene)
    ticket = state.seats[0].tickets[0]
    tk = cat.tickets[ticket]

    def lit() -> set[str]:
        return {k[1] for k, it in t.scene.items_by_key.items()
                if k[0] == "city" and TABLE.art_key(it.placement)[1][1]}  # fmt: skip

    assert lit() == set()
    for key in (("ticket", ticket), ("label", "ticket", ticket)):
        item = t.scene.items_by_key[key]
        spot = t.view.mapFromScene(item.sceneBoundingRect().center())
        hover(qtbot, t.view.viewport(), spot)
        qtbot.waitUntil(lambda: lit() == {tk.a, tk.b})
        qtbot.mouseMove(t.view.viewport(), t.view.mapFromScene(QPointF(5, 5)))
        qtbot.waitUntil(lambda: lit() == set())


def test_the_pointer_on_a_routes_space_shows_its_route_large(qtbot, cat):
    """A space under the pointer is shown large as its route's card (its cities, its
    spaces in its colour, its points), drawn apart from a space on the map."""
    denver_omaha = route(cat, "denver", "omaha")
    t = Harness(qtbot, table(cat))
    item = t.scene.items_by_key[("route", denver_omaha, 1)]
    hover(qtbot, t.view.viewport(), t.view.mapFromScene(item.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: t.scene.preview is not None)
    kind, key = TABLE.art_key(t.scene.preview.placement)
    assert kind == "route" and key[4] == denver_omaha and key[5] is False
    assert TABLE.art_key(item.placement)[1][5] is True  # the map's space: a space
    size = QSize(126, 176)
    large = t.scene.art.pixmap(kind, key, size).toImage()
    space = t.scene.art.pixmap(*TABLE.art_key(item.placement), size).toImage()
    assert large != space


def test_the_keyboards_ring_on_a_ticket_lights_its_two_cities(qtbot, cat):
    """Tab to a ticket drawn (a choice of tickets) or one's own: its two cities are lit
    on the map, as under the pointer; the ring gone on, they are plain again."""
    state = table(cat)
    apply_in_place(state, "tickets")
    t = Harness(qtbot, state)
    t.panel.watch(t.scene)
    t.view.setFocus()

    def lit() -> set[str]:
        return {k[1] for k, it in t.scene.items_by_key.items()
                if k[0] == "city" and TABLE.art_key(it.placement)[1][1]}  # fmt: skip

    seen = {}
    for _ in range(60):
        qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Tab)
        key = t.scene.focus.key
        seen[key] = lit()
    offered = [k for k in seen if k is not None and k[0] == "offered"]
    assert offered, sorted(map(str, seen))
    for k in offered:
        tk = cat.tickets[state.seats[0].offered[k[1] - 1]]
        assert seen[k] == {tk.a, tk.b}
    assert any(not v for k, v in seen.items() if k and k[0] not in ("offered", "ticket"))


def test_the_pointing_hand_shows_over_what_a_click_may_act_on_not_the_maps_picture(qtbot, cat):
    t = Harness(qtbot, table(cat))
    board = t.scene.items_by_key[("board",)]
    space = t.scene.items_by_key[("route", route(cat, "denver", "omaha"), 0)]
    assert not board.hasCursor()
    assert space.cursor().shape() == Qt.CursorShape.PointingHandCursor
