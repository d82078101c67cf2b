"""Kingdom Builder's table through real widgets: the board's 400 hexes as a hex map, the
cards, each player's block; the legal hexes glow and a click on one (on the view's
viewport) builds; a hex that may not be built on says why; a tile's move in two clicks;
the keyboard's path to a build; the round's line as the turns play."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.games.kingdom_builder import face
from omg_desktop.games.kingdom_builder.face.art import Art
from omg_desktop.games.kingdom_builder.face.hexes import HEX_CX, HEX_CY, HEX_R
from omg_desktop.games.kingdom_builder.face.panel import KingdomBuilderPanel
from omg_desktop.games.kingdom_builder.face.table_layout import TABLE, board_scale, layout
from omg_desktop.games.kingdom_builder.face.table_words import label_text, label_tip, retitle
from omg_desktop.games.kingdom_builder.rules import legal_actions, player_view
from omg_desktop.games.kingdom_builder.rules.result import gold
from omg_desktop.games.kingdom_builder.rules.state import Tile
from omg_desktop.ui.table.layout import Table
from omg_desktop.ui.table.scene import TableScene
from omg_desktop.ui.table.view import TableView

from .conftest import table

pytestmark = pytest.mark.timeout(120)
NAMES = ["Ana", "Bruno", "Chiara", "Davi"]


class Harness:
    """The real table (scene and view) and the real panel over a hand-built state: the
    window's wiring in small (a click goes to the panel, its marks to the table)."""

    def __init__(self, qtbot, state, seat: int = 0, size=(1200, 760)) -> None:
        self.state, self.seat = state, seat
        self.scene = TableScene(Art(state.cat), face=face)
        self.view = TableView(self.scene)
        self.panel = KingdomBuilderPanel()
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
        view = player_view(self.state, self.seat)
        placements = layout(view, self.seat, NAMES[: self.state.players], {})
        self.scene.show_layout(placements, self.panel.marks(), 0)
        QApplication.processEvents()

    def point(self, key: tuple, dx: float = 0.0, dy: float = 0.0):
        """A point of item ``key`` on the viewport: its hexagon's centre, moved (dx, dy)
        in card units."""
        item = self.scene.items_by_key[key]
        return self.view.mapFromScene(item.mapToScene(QPointF(HEX_CX + dx, HEX_CY + dy)))

    def click(self, qtbot, key: tuple, dx: float = 0.0, dy: float = 0.0) -> None:
        qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=self.point(key, dx, dy))  # fmt: skip


def test_the_board_is_a_hex_map_of_400_hexes_with_the_settlements_on_theirs(cat):
    state = table(cat, players=3, settled={(7, 7): 0, (7, 8): 1, (12, 3): 2})
    placements = layout(player_view(state, 0), 0, NAMES[:3], {}, Table(1366, 700))
    by_key = {p.key: p for p in placements}
    hexes = [p for p in placements if p.kind == "hex"]
    assert len(hexes) == 400 and {p.data["hex"] for p in hexes} == set(state.board.hexes())
    s = board_scale(Table(1366, 700).height)
    a, b, odd = by_key[("hex", 4, 4)], by_key[("hex", 4, 5)], by_key[("hex", 5, 4)]
    assert math.isclose(b.x - a.x, 126 * s)  # side by side, a hex apart
    assert math.isclose(odd.x - a.x, 63 * s)  # an odd row: half a hex to the right
    assert math.isclose(odd.y - a.y, 1.5 * HEX_R * s)  # rows 3/4 of a hex apart
    for h, seat in state.settlements.items():
        p, under = by_key[("settlement", *h)], by_key[("hex", *h)]
        assert (p.x, p.y, p.scale, p.data["seat"]) == (under.x, under.y, under.scale, seat)
        assert p.z > under.z
    assert all(p.x + 126 * p.scale <= by_key[("label", "round")].x for p in hexes)
    cards = [p for p in placements if p.kind == "kbcard"]
    assert [p.data["card"] for p in cards] == state.cards and by_key[("deck",)].data["count"]
    location = next(p for p in hexes if p.data["location"])
    assert location.data["terrain"] == "L" and location.data["tiles"] == 2
    parts = gold(player_view(state, 0))
    for seat in range(3):
        line = by_key[("label", "player", seat)].data["text"]
        assert line[1] == NAMES[seat] and line[2] == sum(parts[seat].values())
        assert by_key[("supply", seat)].data["count"] == state.seats[seat].supply
        assert label_text(by_key[("label", "gold", seat)].data["text"]).startswith(
            face.words.card_name(state.cards[0])
        )
    # the viewer's block the last, the others in turn order after it
    ys = [by_key[("label", "player", s)].y for s in (1, 2, 0)]
    assert ys == sorted(ys)


def test_the_others_terrain_cards_are_backs_the_current_players_is_shown(cat):
    state = table(cat, players=3, cards={0: "D", 1: "G", 2: "F"})
    for seat in range(3):
        placements = layout(player_view(state, seat), seat, NAMES[:3], {}, Table())
        shown = {p.seat: p.data["terrain"] for p in placements if p.kind == "terrain"}
        assert shown[0] == "D"  # seat 0's turn: its card is shown to all
        for other in (1, 2):
            assert shown[other] == ("GF"[other - 1] if other == seat else "?")
    assert "terrain" in TABLE.private_kinds


def test_legal_hexes_glow_and_a_click_on_one_builds(qtbot, cat):
    t = Harness(qtbot, table(cat, cards={0: "G"}, settled={(7, 7): 0}))
    legal = {a for a in legal_actions(t.state, 0) if a.startswith("build ")}
    glowing = t.panel.marks().highlight
    assert glowing == {("hex", *map(int, a.split()[1].split("."))) for a in legal}
    assert all(t.scene.items_by_key[k].highlighted for k in glowing)
    key = sorted(glowing)[0]
    t.click(qtbot, key)
    assert t.chosen == [f"build {key[1]}.{key[2]}"]


def test_a_hex_that_may_not_be_built_on_says_why(qtbot, cat):
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0, (3, 3): 1})
    t = Harness(qtbot, state)
    board = state.board
    notes = t.panel.marks().notes
    water = next(h for h in board.hexes() if board.cells[h] == "W")
    desert = next(h for h in board.hexes() if board.cells[h] == "D")
    far_grass = next(h for h in board.hexes() if board.cells[h] == "G" and h[0] > 15)
    assert "Water" in notes[("hex", *water)]
    assert "Not the terrain of your card" in notes[("hex", *desert)]
    assert "Not next to your settlements" in notes[("hex", *far_grass)]
    assert "Taken" in notes[("settlement", 3, 3)]
    tip = t.scene.items_by_key[("hex", *desert)].toolTip()
    assert "Not the terrain of your card" in tip  # the hover's tooltip says it
    before = list(t.chosen)
    t.click(qtbot, ("hex", *desert))
    assert t.chosen == before  # nothing built
    # the refusal line says why (a playtest: a click on such a hex did nothing)
    assert t.panel.error.text() == notes[("hex", *desert)]
    t.click(qtbot, ("settlement", 3, 3))
    assert t.panel.error.text() == notes[("settlement", 3, 3)]


def test_a_click_in_a_hexs_rectangle_corner_reaches_the_neighbour_under_it(qtbot, cat):
    """The hexes lie edge to edge: a click inside hex (8, 8)'s rectangle but outside its
    hexagon, low on the right, is on the hex of the next row (9, 8) and builds there."""
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    t = Harness(qtbot, state)
    legal = legal_actions(state, 0)
    assert "build 8.8" in legal or "build 9.8" in legal
    item = t.scene.items_by_key[("hex", 8, 8)]
    at = item.mapToScene(QPointF(120, 170))  # (8, 8)'s rectangle, outside its hexagon
    under = [i.placement.key for i in t.scene.items(at) if i.shape().contains(i.mapFromScene(at))]
    assert ("hex", 8, 8) not in under and ("hex", 9, 8) in under


def with_paddock(cat):
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0, (7, 10): 0})
    state.seats[0].tiles = [Tile("paddock", (6, 11), fresh=False)]
    return state


def test_a_move_tile_in_two_clicks_then_its_target(qtbot, cat):
    """A click on the ready Paddock: the settlements that may move glow; a click on one:
    where it may jump glows; a click there moves it. Esc lets the tile go."""
    t = Harness(qtbot, with_paddock(cat))
    tile = ("tile", 0, 0)
    assert tile in t.panel.marks().highlight
    t.click(qtbot, tile, 0, 0)
    marks = t.panel.marks()
    assert tile in marks.selected
    assert marks.highlight == {("settlement", 7, 7), ("settlement", 7, 10)}
    t.panel.escape.activated.emit()  # Esc
    assert t.panel.tile is None and ("hex", 8, 8) in t.panel.marks().highlight
    t.click(qtbot, tile)
    t.click(qtbot, ("settlement", 7, 7))
    marks = t.panel.marks()
    assert ("settlement", 7, 7) in marks.selected
    targets = {k for k in marks.highlight}
    moves = [a.split()[3] for a in legal_actions(t.state, 0) if a.startswith("use paddock 7.7 ")]
    assert targets == {("hex", *map(int, m.split("."))) for m in moves}
    assert t.panel.prompt.text() == face.prompts.tile_target_prompt("paddock")
    goal = sorted(targets)[0]
    t.click(qtbot, goal)
    assert t.chosen == [f"use paddock 7.7 {goal[1]}.{goal[2]}"]


def test_the_keyboard_reaches_a_glowing_hex_and_builds(qtbot, cat):
    """Tab onto the table, arrows between the glowing hexes, Space builds on the one the
    ring is on; once the build is done, Enter ends the turn."""
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    t = Harness(qtbot, state)
    t.view.setFocus()
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Right)  # the ring shows on the first
    first = t.scene.focus.key
    assert first in t.panel.marks().highlight
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Right)
    second = t.scene.focus.key
    assert second != first and second in t.panel.marks().highlight
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Space)
    assert t.chosen == [f"build {second[1]}.{second[2]}"]
    done = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    done.placed = 3
    t.state = done
    t.show()
    assert legal_actions(done, 0)[-1] == "end" and not t.panel.end.isHidden()
    qtbot.keyClick(t.view.viewport(), Qt.Key.Key_Return)
    assert t.chosen[-1] == "end"


def test_the_rounds_line_follows_the_turns_as_they_play():
    spec = ("round", ("Ana", "Bruno", "Chiara"), 2, 1, False, False)  # Chiara first
    assert label_text(spec) == "Round 1 · Chiara's turn"
    spec = retitle("ended", {}, spec)
    assert label_text(spec) == "Round 1 · Ana's turn"
    spec = retitle("ended", {}, retitle("ended", {}, spec))
    assert label_text(spec) == "Round 2 · Chiara's turn"
    spec = retitle("last", {}, spec)
    assert label_text(spec).endswith("· last round")
    assert label_text(retitle("over", {}, spec)) == "The game is over"
    assert retitle("built", {"at": [1, 1]}, spec) == spec


def test_every_event_kind_has_a_step_on_the_table():
    from omg_desktop.games.kingdom_builder.face.steps import STEPS

    kinds = {"layout", "cards", "shuffled", "first", "drew", "revealed", "removed", "built",
             "took", "used", "moved", "lost", "last", "ended", "over"}  # fmt: skip
    assert kinds <= set(STEPS)


def _box(p) -> tuple[float, float, float, float]:
    if p.kind == "label":
        return p.x, p.y, p.x + p.data["width"] * p.scale, p.y + 26 * p.scale
    return p.x, p.y, p.x + 126 * p.scale, p.y + 176 * p.scale


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 700), (805, 660), (760, 660), (1920, 1000)])
def test_everything_lies_on_the_table_and_nothing_on_the_board(cat, players, size):
    """At a wide and a tall table (the players' blocks under a larger board), every
    piece lies inside the scene, none of the right column or the players' blocks on the
    board, and the viewer's block is the last."""
    state = table(cat, players=players, settled={(7, 7): 0, (7, 8): 1})
    state.seats[0].tiles = [Tile(k, (6, 7), fresh=False) for k in ("paddock",) * 8]
    t = Table(*size)
    placements = layout(player_view(state, 0), 0, NAMES[:players], {}, t)
    hexes = [_box(p) for p in placements if p.kind == "hex"]
    board = (min(b[0] for b in hexes), min(b[1] for b in hexes),
             max(b[2] for b in hexes), max(b[3] for b in hexes))  # fmt: skip
    for p in placements:
        x0, y0, x1, y1 = _box(p)
        assert x0 >= 0 and y0 >= 0 and x1 <= 1600 + 0.01 and y1 <= t.height + 0.01, p.key
        if p.zone != "board" and p.key != ("label", "you"):
            apart = x0 >= board[2] or x1 <= board[0] or y0 >= board[3] - 20 or y1 <= board[1]
            assert apart, p.key
    mine = next(p for p in placements if p.key == ("label", "player", 0))
    others = [p for p in placements if p.key[:2] == ("label", "player") and p.seat != 0]
    assert all((o.y, o.x) < (mine.y, mine.x) for o in others)


def test_a_move_slides_the_settlement_and_a_lost_tile_goes_back_as_steps(qtbot, cat):
    """At a speed the Paddock's move plays as steps: the settlement leaves its hex and
    lands on its new one, the tile lost leaves the player's block."""
    from omg_desktop.games.kingdom_builder.rules import apply_in_place

    t = Harness(qtbot, with_paddock(cat))
    moving = t.scene.items_by_key[("settlement", 7, 10)]
    played: list[str] = []
    t.scene.player.step_started.connect(played.append)
    events = apply_in_place(t.state, "use paddock 7.10 9.9")
    view = player_view(t.state, 0)
    t.panel.show_decision(view, 0, legal_actions(t.state, 0), "")  # (lays out at once)
    t.scene.player.take_events(events)
    t.scene.player.show(layout(view, 0, NAMES[:2], {}), t.panel.marks(), 40)
    qtbot.waitUntil(lambda: not t.scene.player.busy(), timeout=10000)
    assert played == ["used", "moved", "lost"]
    assert t.scene.items_by_key[("settlement", 9, 9)].placement.key == ("settlement", 9, 9)
    assert ("settlement", 7, 10) not in t.scene.items_by_key
    assert not [k for k in t.scene.items_by_key if k[:2] == ("tile", 0)]
    end = t.scene.items_by_key[("settlement", 9, 9)].pos()
    hex_pos = t.scene.items_by_key[("hex", 9, 9)].pos()
    assert (end.x(), end.y()) == (hex_pos.x(), hex_pos.y())
    assert moving.scene() is None  # the one at the old hex went


@pytest.mark.parametrize("players", [3, 4])
def test_with_room_under_the_board_the_cards_lie_there_larger(cat, players):
    """A 1024 x 700 window's table (about 805 x 660 pixels) with 3 or 4 players (two
    take the tall arrangement, a larger board) leaves room under a board its width
    limits: the three cards lie there, in a row, larger than in the column at the right
    (their rules readable); a 1366 x 768 window's keeps them in the column."""
    state = table(cat, players=players)
    view = player_view(state, 0)
    low = layout(view, 0, NAMES[:players], {}, Table(805, 660))
    cards = [p for p in low if p.kind == "kbcard"]
    hexes = [p for p in low if p.kind == "hex"]
    bottom = max(p.y + 176 * p.scale for p in hexes)
    assert len(cards) == 3 and all(p.y >= bottom for p in cards)
    assert len({p.y for p in cards}) == 1 and min(p.scale for p in cards) >= 1.2
    wide = layout(view, 0, NAMES[:players], {}, Table(1126, 720))
    column = [p for p in wide if p.kind == "kbcard"]
    assert all(p.x > max(h.x for h in hexes) for p in column)
    assert min(p.scale for p in cards) > 1.3 * max(p.scale for p in column)


def _widest_cards(cat, font) -> list[str]:
    """The three Kingdom Builder cards whose names are the widest in ``font``."""
    from PySide6.QtGui import QFontMetricsF

    metrics = QFontMetricsF(font)
    width = lambda c: metrics.horizontalAdvance(face.words.card_name(c))  # noqa: E731
    return sorted(cat.cards, key=width, reverse=True)[:3]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(805, 659), (1147, 727), (1008, 658)])
def test_the_gold_lines_have_room_for_9px_words_above_the_pieces(qapp, cat, players, size):
    """A playtest: with 4 players in a 1024 x 700 window (its table 805 x 659 pixels)
    the gold card by card came out 7.8 px high, a block 278 px wide squeezing it. Every
    gold line is drawn at least MIN_TEXT_PX high and has room for its words at that size
    with the widest three cards' names and two-digit sums (a narrow block says them on
    two lines, the tooltip of either saying it all); the pieces lie under the last line
    and inside the block."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from omg_desktop.ui.table.layout import MIN_TEXT_PX

    t = Table(*size)
    placements = layout(player_view(table(cat, players=players), 0), 0, NAMES[:players], {}, t)
    by_key = {p.key: p for p in placements}
    widest = _widest_cards(cat, QFont("DejaVu Sans", 14))
    names = [by_key[("label", "player", s)] for s in range(players)]
    for seat in range(players):
        lines = [p for p in placements if p.key[:3] == ("label", "gold", seat)]
        assert lines, seat
        for p in lines:
            px = p.scale * t.px  # pixels per label unit
            assert p.data["size"] * px >= MIN_TEXT_PX, p.key
            worst = ("gold", tuple((c, 18) for c in widest), 24, *p.data["text"][3:])
            font = QFont("DejaVu Sans", 1)
            font.setPointSizeF(MIN_TEXT_PX / px)
            assert QFontMetricsF(font).horizontalAdvance(label_text(worst)) <= p.data["width"]
            assert len(label_tip(p.data["text"], False).splitlines()) == 5  # all, on either
        last = max(lines, key=lambda p: p.y)
        kinds = ("supply", "terrain", "tile")
        pieces = [p for p in placements if p.kind in kinds and p.seat == seat]
        text_foot = last.y + (26 + last.data["size"]) / 2 * last.scale  # the words' foot
        assert all(p.y >= text_foot - 0.01 for p in pieces), seat
        block = by_key[("label", "player", seat)]
        below = [n.y for n in names if n.x == block.x and n.y > block.y] + [t.height]
        assert all(p.y + 176 * p.scale <= min(below) + 0.01 for p in pieces), seat
