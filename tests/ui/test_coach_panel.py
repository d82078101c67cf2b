"""The lesson's box: how far along is written beside its bar, never over the bar's
filled part (a style draws that text dark on dark)."""

from __future__ import annotations

from omg_desktop.ui.lessons.panel import CoachPanel


def test_the_step_number_is_words_beside_the_bar(qtbot):
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show_step("Learn", 12, 38, "Build here.", True, True, True)
    panel.show()
    assert not panel.where.isTextVisible()
    assert panel.step_words.text() == "Step 12 of 38" == panel.where.text()
    assert panel.where.accessibleDescription() == "Step 12 of 38"
    assert panel.step_words.isVisible()
    left = panel.step_words.geometry()
    assert not left.intersects(panel.where.geometry())
