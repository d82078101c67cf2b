"""The table takes what it finds in a game's layouts from the face's table terms
(``TABLE``, ``ui/table/terms.py``): with Oh My Goods!'s, every item it draws, shows
large or flies shows that game's faces; with none, the frame's plain terms."""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.face import zones
from omg_desktop.games.ohmygoods.face.art import CardArt
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.ui.faces import face
from omg_desktop.ui.table.items import CardItem
from omg_desktop.ui.table.layout import HAND, Marks, Placement
from omg_desktop.ui.table.scene import TableScene
from omg_desktop.ui.table.terms import TableTerms, terms_of

ASSISTANT = Placement(("assistant", 3), "assistant", 900, 300, 0.6, 1,
                      {"assistant": 3, "side": "A"}, zones.OPEN_ASSISTANT)  # fmt: skip
SLOT = Placement(zones.PLAN_SLOT, "slot", 1300, 700, 0.7, 1, {"text": "to_build"},
                 zones.PLANNED, 1)  # fmt: skip
OWN_LABEL = Placement(("label", "player", 1), "label", 10, 660, 1.0, 2, {"text": ("row", "sunset")})


@pytest.fixture
def scene(qapp):
    return TableScene(CardArt(default_catalog()), face=face())


def test_oh_my_goods_face_names_its_table_terms():
    assert terms_of(face()) is zones.TABLE and zones.TABLE.own == zones.PLAN_SLOT
    assert terms_of(object()) == TableTerms()  # a face without TABLE: the plain terms
    plain = TableTerms()
    back = Placement(("hand", 0), "back", 0, 0, 1.0, 0, {}, HAND, 0)
    assert plain.art_key(back) == ("back", ()) and plain.private(back, 0)
    assert plain.art_key(ASSISTANT) == ("back", ())  # a kind the plain terms do not draw
    assert zones.TABLE.art_key(ASSISTANT) == ("assistant", (3, "A"))


def test_the_card_shown_large_and_a_flying_card_show_the_games_faces(scene, qtbot):
    scene.settle([ASSISTANT, SLOT, OWN_LABEL], Marks())
    assert scene._bottom_seat() == 1
    scene._hover(ASSISTANT)  # the assistant shown large is the assistant, not a back
    assert scene.preview is not None
    assert scene.preview._pixmap_key() == ("assistant", (3, "A"))
    assert scene.preview.y() + 176 * scene.preview.scale() <= OWN_LABEL.y  # above the own
    scene.player.ghost("assistant", dict(ASSISTANT.data), scene.preview.pos(),
                       scene.preview.pos(), 10)  # fmt: skip
    (flying,) = [it for it in scene.items() if isinstance(it, CardItem) and it.zValue() == 4000]
    assert flying._pixmap_key() == ("assistant", (3, "A"))
    scene.player.stop()


def test_a_label_is_bold_when_the_game_says_so(scene):
    row = Placement(("label", "row", 0), "label", 10, 10, 1.0, 1, {"text": ("row", "sunrise")})
    scene.settle([row], Marks())
    assert scene.items_by_key[row.key].fitted_font().bold()
    words = {"label_text": staticmethod(str), "label_tip": staticmethod(lambda spec, other: "")}
    plain = TableScene(scene.art, face=type("Plain", (), words)())
    plain.settle([row], Marks())
    assert not plain.items_by_key[row.key].fitted_font().bold()


def test_the_deck_drawn_ahead_is_keyed_as_the_game_keys_its_cards(scene):
    """The deck's faces drawn ahead at the market's size take their keys from the terms'
    ``faces["card"]`` (they were built as ``(card,)`` by hand, whatever the game said)."""
    keyed = TableTerms(faces={"card": lambda data: (data["card"], "large")})
    words = {"label_text": staticmethod(str), "label_tip": staticmethod(lambda spec, other: "")}
    other = TableScene(scene.art, face=type("Other", (), {**words, "TABLE": keyed})())
    market = Placement(("card", 5), "card", 0, 0, 0.45, 0, {"card": 5}, "market")
    other.warm([market])
    deck = set(scene.art.catalog.deck) | {5}
    assert {w[1] for w in other._warm} == {(c, "large") for c in deck}
    scene.warm([market])  # Oh My Goods!'s own terms: the card's id alone, as before
    assert {w[1] for w in scene._warm} == {(c,) for c in deck}


def test_a_label_s_readable_box_is_the_box_the_table_draws(scene):
    """One rule for a label's size (layout.label_size): the item draws it, the buttons
    keep off it, and the game's and the frame's readable areas are it."""
    from omg_desktop.ui.table.controls import _rect
    from omg_desktop.ui.table.items import Hooks, LabelItem
    from omg_desktop.ui.table.layout import label_size
    from omg_desktop.ui.table.terms import whole_text_areas

    for data in ({"text": ("round", 2)}, {"text": ("round", 2), "width": 420}):
        label = Placement(("label", "round"), "label", 40, 60, 0.5, 1, data)
        w, h = label_size(label)
        assert zones.TABLE.text_areas(label, False) == whole_text_areas(label) == [(0, 0, w, h)]
        assert _rect(label, zones.TABLE) == (40, 60, w * 0.5, h * 0.5)
        item = LabelItem(label, scene.art, Hooks(print, print, print), str)
        assert (item.text_rect().width(), item.text_rect().height()) == (w, h)


def test_a_games_counts_take_one_back_and_its_art_draws_over_its_faces(scene, qtbot):
    """What the table does with a kind the game names: a count (``counters``) drawn as
    one, one of it taken back by a right click (``takes_back``), the game's drawing over
    a face (``draw_over``); the frame names none of them (it knew Oh My Goods!'s goods
    and worker by name)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    from omg_desktop.ui.table.items import GoodsItem

    drawn = []
    terms = TableTerms(
        counters=("chips",), takes_back=("chips",), draw_over=lambda _, p, r: drawn.append(p.key)
    )
    words = {"label_text": staticmethod(str), "label_tip": staticmethod(lambda spec, other: "")}
    speech = type("Speech", (), {"__init__": lambda self, _scene: None, "tooltip": str})
    chips_face = type("Chips", (), {**words, "TABLE": terms, "Speech": speech})
    other = TableScene(scene.art, face=chips_face())
    chips = Placement(("chips", 0), "chips", 300, 300, 1.0, 2, {"count": 3}, HAND, 0)
    card = Placement(("hand", 0), "card", 100, 300, 1.0, 1, {"card": 5}, HAND, 0)
    other.settle([chips, card], Marks())
    assert isinstance(other.items_by_key[chips.key], GoodsItem)
    clicked = []
    other.clicked.connect(clicked.append)

    class Right:
        def button(self):
            return Qt.MouseButton.RightButton

        def accept(self):
            pass

    other.items_by_key[chips.key].mousePressEvent(Right())
    assert [p.data.get("back") for p in clicked] == [True]
    image = QImage(1600, 1000, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    other.render(painter)
    painter.end()
    assert card.key in drawn
    scene.settle([chips], Marks())  # Oh My Goods!'s terms: chips are no count of theirs
    assert not isinstance(scene.items_by_key[chips.key], GoodsItem)
