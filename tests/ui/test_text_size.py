"""View ▸ Card text size (Normal, Large, Largest): the words on the faces and the card
shown large get bigger, and still fit: every name whole in its band, a face's name, cost
and points in the part a cascade leaves in sight, the band's glyph above the input
slots; the renders on disk are kept per size; the choice is remembered."""

from __future__ import annotations

import statistics

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QAction
from windows import make_window

from omg_desktop.games.ohmygoods.face.art import CardArt
from omg_desktop.games.ohmygoods.face.art.canvas import DESIGN_H, DESIGN_W, fit_font, text_width
from omg_desktop.games.ohmygoods.face.art.type_sizes import (
    LARGE,
    LARGEST,
    NORMAL,
    TEXT_SIZES,
    type_sizes,
)
from omg_desktop.games.ohmygoods.face.geometry import TOP_STRIP
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.ui import language
from omg_desktop.ui.table.layout import CARD_H, Placement
from omg_desktop.ui.table.preview import PREVIEW_SCALES, own_row_top, preview_spot
from omg_desktop.ui.table.slots import SLOT_TOP

#: How far above the next card of a cascade a face's name, cost and points end (design
#: units of 880: about a pixel on a legible card).
MARGIN = 6.0


def faces(code: str, level: str) -> CardArt:
    if code != "en":
        language.register_fonts()
    return CardArt(language.localized(default_catalog(), code), text_size=level)


@pytest.mark.parametrize("code", ["en", "pt_BR", "es", "ja"])
@pytest.mark.parametrize("level", TEXT_SIZES)
def test_every_name_cost_and_points_fits_and_stays_in_sight(qapp, code, level):
    art = faces(code, level)
    normal = faces(code, NORMAL)
    cat = art.catalog
    strip = TOP_STRIP * DESIGN_H - MARGIN
    problems = []
    cards = [*cat.cards.values(), *cat.extra_cards.values()]
    for card in cards:
        fit = art.title_fit(card.name)
        if not fit.fits or len(fit.lines) > 2:
            problems.append(f"{card.name!r} is cut")
        inks = art.text_ink(card)
        for what, ink in inks.items():
            if ink.bottom() > strip or ink.left() < 0 or ink.right() > DESIGN_W:
                problems.append(f"{card.name!r} {what} ends at {ink.bottom():.0f}")
        small = {k: v for k, v in art.text_px(card).items() if v < normal.text_px(card)[k]}
        if small:
            problems.append(f"{card.name!r} smaller than at Normal: {small}")
    for a in [*cat.assistants.values(), *cat.extra_assistants.values()]:
        for face in a.sides:
            for what, ink in art.assistant_text_ink(a.name, face).items():
                if ink.bottom() > strip or ink.left() < 0 or ink.right() > DESIGN_W:
                    problems.append(f"{a.name!r} {what} ends at {ink.bottom():.0f}")
    assert not problems, problems


@pytest.mark.parametrize("code", ["en", "ja"])
def test_larger_sizes_are_larger(qapp, code):
    cards = list(default_catalog().cards.values())
    mean = {}
    for level in TEXT_SIZES:
        art = faces(code, level)
        sizes = [art.text_px(c) for c in cards]
        mean[level] = {
            what: statistics.mean(s[what] for s in sizes if what in s)
            for what in ("name", "cost", "points")
        }
    for what in ("name", "cost", "points"):
        assert mean[NORMAL][what] < mean[LARGE][what] < mean[LARGEST][what], (what, mean)
    assert mean[LARGEST]["name"] >= 1.12 * mean[NORMAL]["name"], mean


@pytest.mark.parametrize("code", ["en", "pt_BR", "es", "ja"])
@pytest.mark.parametrize("level", TEXT_SIZES)
def test_goods_and_effects_are_named_whole(qapp, code, level):
    """The name under a building's picture (its good, an office's effect) is not elided."""
    art = faces(code, level)
    f = art.figures
    box = f._good_name_box()
    px = f._px(46, f.sizes.good_name_h)
    cut = []
    for card in art.catalog.cards.values():
        if card.good:
            text = art.catalog.goods[card.good].name
        elif card.effects:
            text = f._effect_title(card.effects[0].kind, card.effects[0].value)
        else:
            continue
        font = fit_font(f._title(), text, box.width(), px, 28, bold=True)
        if text_width(font, text) > box.width() + 0.5:
            cut.append(text)
    assert not cut, cut
    assert font.pixelSize() <= box.height()


@pytest.mark.parametrize("level", TEXT_SIZES)
def test_the_bands_glyph_ends_above_the_input_slots(level):
    sz = type_sizes(level)
    assert sz.band_y + sz.band_r + 4 + sz.glyph_h <= SLOT_TOP / CARD_H * DESIGN_H
    assert sz.band_y - sz.band_r >= sz.title_h  # under the title band
    assert sz.coin_y - sz.coin_r >= sz.title_h - 1
    assert sz.good_y - sz.good_r > sz.title_h
    assert sz.good_name_y >= sz.good_y + sz.good_r and sz.good_name_y + sz.good_name_h <= 518


def test_the_faces_differ_by_size_and_an_unknown_size_is_normal(qapp):
    cat = default_catalog()
    renders = {
        level: CardArt(cat, text_size=level).render_image("card", (8,), QSize(252, 352))
        for level in TEXT_SIZES
    }
    assert renders[NORMAL] != renders[LARGE] != renders[LARGEST] != renders[NORMAL]
    assert CardArt(cat, text_size="gigantic").text_size == NORMAL
    assert type_sizes("gigantic") == type_sizes(NORMAL)


OWN = ("slot", "planned")  # the placement marking the bottom seat (a face's TABLE.own)


def test_the_card_shown_large_grows_and_stays_above_the_own_row():
    hovered = Placement(("card", 8), "card", 900, 300, 0.6, 10, {"card": 8}, "market")
    row = [
        Placement(("slot", "planned"), "slot", 1400, 620, 0.7, 1, {"text": "to_build"},
                  "planned", 0),
        Placement(("label", "player", 0), "label", 10, 600, 1.0, 2, {"text": ()}, "", 0),
    ]  # fmt: skip
    scales = []
    for level in TEXT_SIZES:
        x, y, scale = preview_spot([hovered, *row], hovered, 1140, PREVIEW_SCALES[level], OWN)
        assert y + CARD_H * scale <= own_row_top(row, 1140, OWN) < 1140
        scales.append(scale)
    assert scales == sorted(scales) and scales[0] < scales[-1]
    # with little room it is never larger than the room
    low = [Placement(("label", "player", 0), "label", 10, 300, 1.0, 2, {"text": ()}, "", 0)]
    _x, y, scale = preview_spot(
        [hovered, row[0], *low], hovered, 1140, PREVIEW_SCALES[LARGEST], OWN
    )
    assert y + CARD_H * scale <= 300


def test_the_renders_on_disk_are_kept_per_size(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("OMG_DESKTOP_CACHE_DIR", str(tmp_path))
    art = CardArt(default_catalog(), keep_renders=True)
    art.pixmap("card", (8,), QSize(64, 89), 1.0)
    art.flush_renders()
    normal = art.stored.folder()
    assert art.set_text_size(LARGEST) and not art.set_text_size(LARGEST)
    assert art.stored.folder() != normal and art.stored.folder().name.endswith("-largest")
    drawn = []
    real = art.render_image
    art.render_image = lambda *a: drawn.append(a) or real(*a)
    art.pixmap("card", (8,), QSize(64, 89), 1.0)
    assert drawn, "the largest size is drawn, not the normal render reused"
    art.flush_renders()
    assert normal.is_dir() and any(art.stored.folder().iterdir())  # both sizes kept
    art.set_text_size(NORMAL)
    drawn.clear()
    art.pixmap("card", (8,), QSize(64, 89), 1.0)
    assert not drawn, "back at Normal, its render on disk is read"


def test_card_text_size_is_a_view_option_remembered_and_in_effect_at_once(qtbot, tmp_path):
    from test_keyboard import versus_beginner

    win = make_window(qtbot, tmp_path)
    menu = win.appearance.text_size_menu
    acts: list[QAction] = menu.actions()
    assert [a.data() for a in acts] == list(TEXT_SIZES)
    assert [a.isChecked() for a in acts] == [True, False, False]
    win.games.start_game(versus_beginner(3))
    qtbot.waitUntil(win.controller.awaiting_human, timeout=20000)
    card = win.controller.view().market[0][0] if win.controller.view().market[0] else None
    key = (
        ("card", card)
        if card is not None
        else ("card", win.controller.view().players[1].buildings[0].card)
    )
    win.scene.keyboard_hover(win.scene.items_by_key[key].placement)
    normal = win.scene.preview.scale()
    qtbot.waitUntil(lambda: len(win.art._cache) > 0)
    acts[2].trigger()
    assert win.settings.card_text_size == LARGEST and win.art.text_size == LARGEST
    assert win.art.figures.sizes.level == LARGEST
    assert len(win.art._cache) == 0  # the old size's renders are forgotten at once
    assert win.scene.preview is not None and win.scene.preview.scale() > normal
    qtbot.waitUntil(lambda: len(win.art._cache) > 0)  # and the table is drawn again
    win.controller.shutdown()
    win.close()
    again = make_window(qtbot, tmp_path)
    assert again.art.text_size == LARGEST
    checked = [a.isChecked() for a in again.appearance.text_size_menu.actions()]
    assert checked == [False, False, True]
    again.close()
