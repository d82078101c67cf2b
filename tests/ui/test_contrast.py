"""High contrast (View ▸ High contrast): every text at least 7:1 against its ground,
computed from the colours the widgets' palette and the table's chrome hold and from
the pixels of items painted with them; switching is remembered and in effect at once."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication
from windows import make_window

from omg_desktop.games.ohmygoods.face.art import CardArt
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.ui.contrast import (
    TEXT_ROLES,
    apply_high_contrast,
    contrast_ratio,
    high_contrast_on,
    over,
)
from omg_desktop.ui.table import chrome as chrome_module
from omg_desktop.ui.table.chrome import HIGH_CONTRAST, NORMAL, TEXT_PAIRS, chrome, use_chrome
from omg_desktop.ui.table.controls import CONTROL
from omg_desktop.ui.table.layout import Placement
from omg_desktop.ui.table.scene import TableScene

AAA = 7.0


@pytest.fixture
def high(qapp):
    """High contrast on for the test (the application's palette and the chrome), off after."""
    apply_high_contrast(True)
    use_chrome(True)
    yield
    apply_high_contrast(False)
    use_chrome(False)


def test_the_contrast_ratio_is_wcags():
    assert contrast_ratio(QColor("white"), QColor("black")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("red"), QColor("red")) == pytest.approx(1.0)
    assert over(QColor(255, 255, 255, 0), QColor("black")) == QColor("black")


def test_every_text_of_the_tables_chrome_is_seven_to_one(qapp):
    ground = QColor(*HIGH_CONTRAST.background[0])
    assert HIGH_CONTRAST.background[0] == HIGH_CONTRAST.background[1]
    low = []
    for text, behind in TEXT_PAIRS:
        back = over(HIGH_CONTRAST.qcolor(behind), ground)
        ratio = contrast_ratio(over(HIGH_CONTRAST.qcolor(text), back), back)
        if ratio < AAA:
            low.append(f"{text} on {behind}: {ratio:.2f}")
    assert not low, low
    # the usual look is what it was: high contrast is a choice, not a change of it
    assert NORMAL.label == (250, 245, 230) and NORMAL.glow == (255, 196, 0)


def test_every_text_of_the_widgets_palette_is_seven_to_one(high):
    palette = QApplication.instance().palette()
    low = []
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for text, behind in TEXT_ROLES:
            ratio = contrast_ratio(palette.color(group, text), palette.color(group, behind))
            if ratio < AAA:
                low.append(f"{group.name} {text.name} on {behind.name}: {ratio:.2f}")
    disabled = QPalette.ColorGroup.Disabled
    for text, behind in (
        (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
        (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
        (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
        (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    ):
        ratio = contrast_ratio(palette.color(disabled, text), palette.color(disabled, behind))
        if ratio < AAA:
            low.append(f"disabled {text.name} on {behind.name}: {ratio:.2f}")
    assert not low, low
    # what cannot be used looks unlike what can
    assert palette.color(disabled, QPalette.ColorRole.ButtonText) != palette.color(
        QPalette.ColorRole.ButtonText
    )


# ---- painted items ----------------------------------------------------------------------------
def painted(scene: TableScene, rect: QRectF, zoom: float = 3.0) -> Counter:
    """The colours (opaque rgb) of ``rect`` of the scene as it is drawn, counted."""
    image = QImage(int(rect.width() * zoom), int(rect.height() * zoom), QImage.Format.Format_RGB32)
    image.fill(QColor("magenta"))
    p = QPainter(image)
    scene.render(p, QRectF(image.rect()), rect)
    p.end()
    counts: Counter = Counter()
    for y in range(image.height()):
        for x in range(image.width()):
            counts[image.pixel(x, y) & 0xFFFFFF] += 1
    return counts


def rgb(colour: QColor) -> int:
    return colour.rgb() & 0xFFFFFF


def ground_and_words(counts: Counter, words: QColor) -> tuple[QColor, float]:
    """The most painted colour (the ground) and the contrast of ``words`` with it; the
    words' colour must be painted too."""
    assert counts[rgb(words)] > 0, f"{words.name()} is not painted"
    ground = QColor.fromRgb(counts.most_common(1)[0][0])
    return ground, contrast_ratio(words, ground)


@pytest.fixture
def scene(qapp):
    art = CardArt(default_catalog())
    s = TableScene(art)
    s.setSceneRect(QRectF(0, 0, 1600, 1140))
    return s


def test_painted_items_use_the_chrome_and_keep_seven_to_one(high, scene):
    look = chrome()
    assert look is HIGH_CONTRAST
    scene.paint_background()
    label = scene.make_item(
        Placement(("label", "round"), "label", 20, 20, 1.0, 2,
                  {"text": ("round", 3, "sunrise", "", False), "width": 420, "size": 14})
    )  # fmt: skip
    label.setPos(20, 20)
    ground, ratio = ground_and_words(
        painted(scene, label.sceneBoundingRect()), look.qcolor("label")
    )
    assert rgb(ground) == rgb(QColor(*look.background[0]))
    assert ratio >= AAA
    for enabled, words, behind in ((True, "button_text", "button"),
                                   (False, "button_off_text", "button_off")):  # fmt: skip
        button = scene.make_item(
            Placement((CONTROL, str(enabled)), CONTROL, 40, 100 + 60 * enabled, 1.0, 8000,
                      {"id": "x", "text": "Produce now", "enabled": enabled, "tip": "",
                       "default": False, "width": 260}, CONTROL)
        )  # fmt: skip
        button.setPos(button.placement.x, button.placement.y)
        inside = button.sceneBoundingRect().adjusted(4, 4, -4, -4)
        ground, ratio = ground_and_words(painted(scene, inside), look.qcolor(words))
        assert rgb(ground) == rgb(look.qcolor(behind)) and ratio >= AAA, enabled
    goods = scene.make_item(
        Placement(("goods", 1), "goods", 400, 300, 2.0, 5, {"count": 3, "card": 1}, "building", 0)
    )
    goods.setPos(400, 300)
    goods.setScale(2.0)
    goods.set_badge("−2")
    w = goods.boundingRect().width()
    badge = QRectF(w - 38 - 52 + 4, 4 + 4, 42, 24)  # inside the badge GoodsItem draws
    ground, ratio = ground_and_words(
        painted(scene, goods.mapRectToScene(badge)), look.qcolor("badge_text")
    )
    assert rgb(ground) == rgb(look.qcolor("badge")) and ratio >= AAA
    slot = scene.make_item(
        Placement(("slot", "planned"), "slot", 700, 300, 1.5, 1, {"text": "to_build"}, "planned", 0)
    )
    slot.setPos(700, 300)
    slot.setScale(1.5)
    ground, ratio = ground_and_words(
        painted(scene, slot.mapRectToScene(QRectF(8, 8, 110, 160))), look.qcolor("slot_edge")
    )
    assert rgb(ground) == rgb(look.qcolor("slot_fill")) and ratio >= AAA


def test_the_focus_ring_stays_black_under_white(high, scene, qtbot):
    from omg_desktop.ui.table.focus import BLACK, WHITE, FocusRing

    item = scene.make_item(
        Placement(("label", "round"), "label", 200, 200, 1.0, 2,
                  {"text": ("round", 3, "sunrise", "", False), "width": 300, "size": 14})
    )  # fmt: skip
    item.setPos(200, 200)
    ring = FocusRing(item)
    scene.addItem(ring)
    counts = painted(scene, ring.sceneBoundingRect())
    assert counts[rgb(WHITE)] and counts[rgb(BLACK)]
    assert chrome_module.HIGH_CONTRAST.glow != (255, 255, 255)  # the glow is not the ring


# ---- the menu ---------------------------------------------------------------------------------
def test_high_contrast_is_a_view_option_remembered_and_in_effect_at_once(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    try:
        act = win.appearance.act_contrast
        assert act is not None and act.isCheckable() and not act.isChecked()
        assert act in win.menuBar().actions()[1].menu().actions()  # View
        before = win.scene.backgroundBrush().gradient().stops()
        act.trigger()
        assert win.settings.high_contrast and high_contrast_on()
        assert chrome() is HIGH_CONTRAST
        assert QApplication.instance().palette().color(QPalette.ColorRole.Window) == QColor("black")
        assert win.scene.backgroundBrush().gradient().stops() != before
        assert win.log.palette().color(QPalette.ColorRole.Base) == QColor("black")
        assert win.panel.palette().color(QPalette.ColorRole.WindowText) == QColor("white")
        win.close()
        again = make_window(qtbot, tmp_path)  # the same settings file: starts in high contrast
        assert high_contrast_on() and again.appearance.act_contrast.isChecked()
        again.appearance.act_contrast.trigger()
        assert not again.settings.high_contrast and not high_contrast_on()
        assert chrome() is NORMAL
        again.close()
    finally:
        apply_high_contrast(False)
        use_chrome(False)
