"""The card art: every face renders, every id of the data has a look, the cache works."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from omg_desktop.games.ohmygoods.face.art import (
    CARD_H,
    CARD_W,
    CardArt,
    draw_icon,
    load_look,
    resources_root,
)
from omg_desktop.games.ohmygoods.face.art.look import look_from_mapping, look_path
from omg_desktop.games.ohmygoods.loading import default_catalog

ROOT = Path(__file__).resolve().parents[2]
FALLBACK = QColor("#e0218a")


@pytest.fixture(scope="module")
def catalog():
    return default_catalog()


@pytest.fixture(scope="module")
def look():
    return load_look()


@pytest.fixture
def art(qapp, catalog, look):
    return CardArt(catalog, look)


def render(paint, w: float = CARD_W, h: float = CARD_H) -> QImage:
    image = QImage(round(w), round(h), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        paint(painter, QRectF(0, 0, w, h))
    finally:
        painter.end()
    return image


def pixels(image: QImage) -> set[tuple[int, int, int, int]]:
    """The distinct (r, g, b, a) values of an image."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(image.constBits())
    chunks = {data[i : i + 4] for i in range(0, len(data), 4)}
    return {(c[2], c[1], c[0], c[3]) for c in chunks}  # stored B, G, R, A


def colours(image: QImage) -> set[tuple[int, int, int, int]]:
    """The distinct fully opaque colours."""
    return {c for c in pixels(image) if c[3] == 255}


def covered(image: QImage) -> float:
    """Share of pixels that are not fully transparent."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(image.constBits())
    alphas = data[3::4]
    return sum(1 for a in alphas if a) / len(alphas)


def has_colour_near(image: QImage, colour: QColor, tolerance: int = 40) -> bool:
    target = (colour.red(), colour.green(), colour.blue())
    return any(
        a > 200 and all(abs(v - t) < tolerance for v, t in zip((r, g, b), target, strict=True))
        for r, g, b, a in pixels(image)
    )


def assert_card_like(image: QImage, what: str) -> None:
    assert image.size() == QSize(round(CARD_W), round(CARD_H)), what
    assert covered(image) > 0.9, f"{what}: the card does not fill its rectangle"
    assert len(colours(image)) >= 40, f"{what}: looks blank"


# ---------------------------------------------------------------- every face renders


def test_the_card_size_is_63_by_88():
    assert pytest.approx(63 / 88) == CARD_W / CARD_H


def test_every_card_renders(art, catalog):
    assert len(catalog.cards) == 98
    for card_id in catalog.cards:
        image = render(lambda p, r, i=card_id: art.paint_card(p, r, i))
        assert_card_like(image, f"card {card_id}")
        assert not has_colour_near(image, FALLBACK, 12), f"card {card_id} shows the fallback"


def test_every_assistant_side_renders(art, catalog):
    for aid in catalog.assistants:
        for side in (0, 1):
            image = render(lambda p, r, a=aid, s=side: art.paint_assistant(p, r, a, s))
            assert_card_like(image, f"assistant {aid} side {side}")


def test_both_sides_of_an_assistant_differ(art, catalog):
    aid = next(iter(catalog.assistants))
    a = render(lambda p, r: art.paint_assistant(p, r, aid, 0))
    b = render(lambda p, r: art.paint_assistant(p, r, aid, 1))
    assert a != b


def test_worker_modes_and_back_render(art):
    efficient = render(lambda p, r: art.paint_worker(p, r, True))
    sloppy = render(lambda p, r: art.paint_worker(p, r, False))
    back = render(art.paint_back)
    for image, what in ((efficient, "efficient"), (sloppy, "sloppy"), (back, "back")):
        assert_card_like(image, what)
    assert efficient != sloppy


def _mean_lightness(image: QImage) -> float:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(image.constBits())
    return (sum(data[0::4]) + sum(data[1::4]) + sum(data[2::4])) / (len(data) / 4 * 3)


def test_the_worker_shows_its_mode_upright_and_the_other_washed_out(art):
    """One card, turned: the current mode reads the right way up at the top, the other mode
    is upside down in the washed-out lower half."""
    w, h = round(CARD_W), round(CARD_H)
    top, bottom = QRectF(0, 0, w, h / 2 - 6).toRect(), QRectF(0, h / 2 + 6, w, h / 2 - 6).toRect()
    efficient = render(lambda p, r: art.paint_worker(p, r, True))
    sloppy = render(lambda p, r: art.paint_worker(p, r, False))
    assert efficient.copy(top) != sloppy.copy(top)
    for image in (efficient, sloppy):
        assert _mean_lightness(image.copy(bottom)) > _mean_lightness(image.copy(top))


def test_cards_render_at_any_size(art):
    for w in (40, 126, 315):
        image = render(lambda p, r: art.paint_card(p, r, 24), w, w * 88 / 63)
        assert len(colours(image)) > 10


# ---------------------------------------------------------------- the look of the data


def test_look_yaml_is_in_the_resources_folder():
    assert look_path() == resources_root() / "look.yaml"
    assert look_path().is_file()
    with open(look_path(), encoding="utf-8") as f:
        assert yaml.safe_load(f)["format_version"] == 1


def test_every_resource_and_good_of_the_data_has_a_look(catalog, look):
    missing = [i for i in [*catalog.resources, *catalog.goods] if not look.has_item(i)]
    assert not missing, f"resources/look.yaml has no entry for {missing}"


def test_icons_and_glyphs_are_distinct_and_known(catalog, look):
    from omg_desktop.games.ohmygoods.face.art import shape_names

    ids = [*catalog.resources, *catalog.goods]
    icons = [look.item(i).icon for i in ids]
    glyphs = [look.item(i).glyph for i in ids]
    assert len(set(icons)) == len(ids), "two items share an icon"
    assert len(set(glyphs)) == len(ids), "two items share a glyph"
    assert all(g and len(g) <= 3 for g in glyphs)
    unknown = {icon for icon in icons if icon not in shape_names()}
    unknown |= {s.icon for s in look.symbols.values()} - shape_names()
    assert not unknown, f"look.yaml names shapes icons.py cannot draw: {unknown}"


def test_icon_silhouettes_differ_in_outline_not_only_colour(qapp, catalog, look):
    """Drawn in one colour, no two items' icons overlap by 90% or more."""
    masks = {}
    for item in [*catalog.resources, *catalog.goods]:
        image = render(lambda p, r, i=item: draw_icon(p, r, look.item(i).icon, "#000000"), 40, 40)
        masks[item] = {
            (x, y) for x in range(40) for y in range(40) if image.pixelColor(x, y).alpha() > 128
        }
    for a, b in itertools.combinations(masks, 2):
        overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
        assert overlap < 0.9, f"{a} and {b} have nearly the same silhouette ({overlap:.2f})"


def _luminance(colour: QColor) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + 0.0722 * channel(colour.blue())
    )


def test_every_card_colour_has_a_readable_text_colour(catalog, look):
    used = set(catalog.colours)
    for aid in catalog.assistants:
        for side in catalog.assistants[aid].sides:
            used |= set(side.needs)
    assert used <= set(look.colours), f"no look for colours {used - set(look.colours)}"
    for name, entry in [*look.colours.items(), *look.styles.items()]:
        a, b = _luminance(QColor(entry.fill)), _luminance(QColor(entry.text))
        ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
        assert ratio >= 4.5, f"{name}: text on fill has contrast {ratio:.1f} (< 4.5)"


def test_every_needed_colour_has_a_glyph(art, catalog):
    for aid, assistant in catalog.assistants.items():
        for side in assistant.sides:
            for colour in side.needs:
                glyph, _ = art._colour_glyph(colour)
                assert glyph, f"assistant {aid}: colour {colour} has no glyph"


# ---------------------------------------------------------------- text


def test_card_text_names_everything_printed(art, catalog):
    for card_id, card in catalog.cards.items():
        text = art.card_text(card_id)
        assert card.name in text
        assert f"#{card_id}" in text
        assert str(card.vp) in text
        if card.cost is not None:
            assert str(card.cost) in text
        if card.good:
            good = catalog.goods[card.good]
            assert good.name in text and str(good.value) in text
        for item, _ in card.inputs:
            if item in catalog.resources:
                assert catalog.resources[item].name in text


def test_card_text_of_a_sample(art):
    text = art.card_text(24)
    for word in (
        "Window Manufacture",
        "Cost: 7",
        "Victory points: 3",
        "Windows",
        "Planks",
        "Glass",
        "Half sun",
    ):
        assert word in text, word
    assert "Data:" not in text  # provenance is for Help ▸ About the card data
    office = art.card_text(80)
    assert "Wool" in office and "market" in office
    assert "start building" in art.card_text(101)


def test_assistant_text(art, catalog):
    text = art.assistant_text(1, 1)
    side = catalog.assistants[1].sides[1]
    assert catalog.assistants[1].name in text
    assert str(side.cost) in text and str(side.vp) in text
    assert "side B" in text
    assert "Wood" in text  # green is named with the resource that carries it


def test_words_go_through_the_translator(qapp, art):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context == "CardArt" else None

        def isEmpty(self):
            return False

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        assert "COST:" in art.card_text(1)
        assert "Sawmill" in art.card_text(1)  # names come from the data, untranslated
    finally:
        QCoreApplication.removeTranslator(translator)
    assert "Cost:" in art.card_text(1)


# ---------------------------------------------------------------- cache and fallbacks


def test_pixmap_cache(art):
    size = QSize(126, 176)
    first = art.pixmap("card", (1,), size, 1.0)
    assert art.pixmap("card", (1,), size, 1.0) is first
    hi = art.pixmap("card", (1,), size, 2.0)
    assert hi is not first
    assert hi.devicePixelRatio() == 2.0
    assert (hi.width(), hi.height()) == (252, 352)
    assert (first.width(), first.height()) == (126, 176)
    assert art.pixmap("card", (2,), size, 1.0) is not first
    assert art.pixmap("back", (), size, 1.0) is art.pixmap("back", (), size, 1.0)
    assert art.pixmap("assistant", (1, 0), size, 1.5) is not art.pixmap(
        "assistant", (1, 1), size, 1.5
    )
    assert not art.pixmap("worker", (True,), size, 1.0).isNull()
    art.clear_cache()
    assert art.pixmap("card", (1,), size, 1.0) is not first


def test_render_image_honours_the_device_pixel_ratio(art):
    image = art.render_image("card", (24,), QSize(126, 176), 1.5)
    assert (image.width(), image.height()) == (189, 264)
    assert image.devicePixelRatio() == 1.5
    assert len(colours(image)) > 40


def test_hand_card_variant(art, catalog):
    for rid in catalog.resources:
        image = render(lambda p, r, i=rid: art.paint_hand_card(p, r, i), 36, 50)
        assert len(colours(image)) > 10
        assert not has_colour_near(image, FALLBACK, 12)


def test_pixmap_cache_is_bounded(qapp, catalog, look):
    art = CardArt(catalog, look, cache_limit=3)
    size = QSize(30, 42)
    first = art.pixmap("card", (1,), size, 1.0)
    for i in (2, 3, 4):
        art.pixmap("card", (i,), size, 1.0)
    assert art.pixmap("card", (1,), size, 1.0) is not first


def test_unknown_ids_get_the_fallback_without_raising(art):
    card = render(lambda p, r: art.paint_card(p, r, 999))
    assert has_colour_near(card, FALLBACK)
    icon = render(lambda p, r: art.paint_icon(p, r, "no_such_thing"), 40, 40)
    assert has_colour_near(icon, FALLBACK)
    assistant = render(lambda p, r: art.paint_assistant(p, r, 99, 0))
    assert has_colour_near(assistant, FALLBACK)
    assert has_colour_near(render(lambda p, r: art.paint_assistant(p, r, 1, 5)), FALLBACK)
    assert "999" in art.card_text(999)
    assert art.assistant_text(99, 0)
    assert art.glyph("no_such_thing") == "?"
    assert not art.pixmap("nonsense", (), QSize(63, 88), 1.0).isNull()


def test_an_id_missing_from_look_yaml_is_drawn_as_the_fallback(qapp, catalog):
    with open(look_path(), encoding="utf-8") as f:
        raw = yaml.safe_load(f)
    del raw["goods"]["planks"]
    art = CardArt(catalog, look_from_mapping(raw))
    icon = render(lambda p, r: art.paint_icon(p, r, "planks"), 40, 40)
    assert has_colour_near(icon, FALLBACK)
    card = render(lambda p, r: art.paint_card(p, r, 1), 252, 352)  # the Sawmill makes planks
    assert has_colour_near(card, FALLBACK)


def test_symbols(art):
    for symbol in ("coin", "vp", "half_sun", "any", "worker", "card"):
        image = render(lambda p, r, s=symbol: art.paint_icon(p, r, s), 40, 40)
        assert len(colours(image)) > 3, symbol
        assert not has_colour_near(image, FALLBACK, 12), symbol


def test_broken_look_yaml_names_the_key():
    with pytest.raises(ValueError, match="goods.coal"):
        look_from_mapping({"goods": {"coal": {"icon": "coal_heap"}}})


# ---------------------------------------------------------------- the contact sheet


def test_card_sheet_tool(tmp_path: Path):
    out = tmp_path / "sheet.png"
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "card_sheet.py"), str(out), "--cards", "1,78,101"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert run.returncode == 0, run.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 3 * CARD_W


# ---- type sizes (issue 13) ----------------------------------------------------------


def _faces_in(code: str):
    """The art over the catalog in language ``code`` (its names translated)."""
    from omg_desktop.ui import language

    language.register_fonts()
    return CardArt(language.localized(default_catalog(), code))


@pytest.mark.parametrize("code", ["en", "pt_BR", "es", "ja"])
def test_every_name_fits_its_title_uncut(qapp, code):
    """Every name of the data, in every language, is set whole (one or two lines, no
    "…") in its title box, and names of table cards stay large (72 units and more: 9 px
    on a card 79 px wide); events' names (shown large) at least 40."""
    from omg_desktop.games.ohmygoods.face.art.canvas import title_fit
    from omg_desktop.games.ohmygoods.face.art.faces import TITLE_BOX, TITLE_MIN_PX, TITLE_PX
    from omg_desktop.games.ohmygoods.face.art.story_faces import EVENT_TITLE

    art = _faces_in(code)
    cat = art.catalog
    look = art.look
    titles = [(c.name, TITLE_BOX, c.kind) for c in [*cat.cards.values(), *cat.extra_cards.values()]]
    titles += [(a.name, TITLE_BOX, "assistant") for a in cat.assistants.values()]
    titles += [(a.name, TITLE_BOX, "assistant") for a in cat.extra_assistants.values()]
    titles += [(e.name, EVENT_TITLE, "event") for e in cat.events.values()]
    small = []
    for name, box, kind in titles:
        fit = title_fit(
            name, look.title_fonts, box, TITLE_PX, TITLE_MIN_PX, look.narrow_title_fonts
        )
        assert fit.fits and len(fit.lines) <= 2, f"{code} {kind} {name!r} is cut"
        assert "".join(fit.lines).replace(" ", "") == name.replace(" ", "")
        floor = 40 if kind == "event" else 72
        if fit.px < floor:
            small.append(f"{kind} {name!r}: {fit.px}")
    assert not small, small


def test_names_costs_and_points_are_set_large(art, catalog):
    """Base-game names at one size (one line or two); costs and points as large."""
    from omg_desktop.games.ohmygoods.face.art.faces import NUMERAL_PX, TITLE_PX

    for card in catalog.cards.values():
        sizes = art.text_px(card)
        assert sizes["name"] == TITLE_PX, card.name
        assert all(sizes[k] == NUMERAL_PX for k in ("cost", "points") if k in sizes), card.name
    for a in catalog.assistants.values():
        for face in a.sides:
            assert set(art.assistant_text_px(a.name, face).values()) == {NUMERAL_PX}


def test_a_long_name_goes_onto_two_lines_at_full_size(qapp, look):
    from omg_desktop.games.ohmygoods.face.art.canvas import title_fit
    from omg_desktop.games.ohmygoods.face.art.faces import TITLE_BOX, TITLE_MIN_PX, TITLE_PX

    fit = title_fit("Brick Manufacture", look.title_fonts, TITLE_BOX, TITLE_PX, TITLE_MIN_PX)
    assert fit.lines == ("Brick", "Manufacture") and fit.px == TITLE_PX
    cut = title_fit("X" * 80, look.title_fonts, TITLE_BOX, TITLE_PX, TITLE_MIN_PX)
    assert not cut.fits  # drawn elided: the test above would see it
