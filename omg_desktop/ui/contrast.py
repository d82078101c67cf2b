"""High contrast for the widgets (View ▸ High contrast): a palette and a style sheet
of white and yellow on black, and the contrast ratio they are checked with.

:func:`apply_high_contrast` switches the whole application at once (the panel, the
log, the dialogs, the menus; the table's own colours are :mod:`.table.chrome`). The
usual palette and style sheet are kept the first time and put back when it is
switched off. Fusion (the style the game asks for) draws a frame as a shade of the
window's colour, which on black is black: the style sheet gives buttons, fields,
lists, check boxes, scroll bars and sliders white edges, and the widget with the
keyboard's focus a yellow one.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

BLACK, WHITE, YELLOW = "#000000", "#ffffff", "#ffff00"
DISABLED = "#b0b0b0"  # 9.7:1 on black: readable, and unlike the words of what can be used

#: (group, role, colour) of the high-contrast palette; the active and inactive groups
#: are the same.
_ROLES: dict[QPalette.ColorRole, str] = {
    QPalette.ColorRole.Window: BLACK,
    QPalette.ColorRole.WindowText: WHITE,
    QPalette.ColorRole.Base: BLACK,
    QPalette.ColorRole.AlternateBase: "#202020",
    QPalette.ColorRole.ToolTipBase: BLACK,
    QPalette.ColorRole.ToolTipText: WHITE,
    QPalette.ColorRole.PlaceholderText: "#c0c0c0",
    QPalette.ColorRole.Text: WHITE,
    QPalette.ColorRole.Button: BLACK,
    QPalette.ColorRole.ButtonText: WHITE,
    QPalette.ColorRole.BrightText: YELLOW,
    QPalette.ColorRole.Light: WHITE,
    QPalette.ColorRole.Midlight: "#c0c0c0",
    QPalette.ColorRole.Mid: "#808080",
    QPalette.ColorRole.Dark: WHITE,
    QPalette.ColorRole.Shadow: WHITE,
    QPalette.ColorRole.Highlight: YELLOW,
    QPalette.ColorRole.HighlightedText: BLACK,
    QPalette.ColorRole.Link: "#00ffff",
    QPalette.ColorRole.LinkVisited: "#ff80ff",
    QPalette.ColorRole.Accent: YELLOW,
}
_DISABLED: dict[QPalette.ColorRole, str] = {
    QPalette.ColorRole.WindowText: DISABLED,
    QPalette.ColorRole.Text: DISABLED,
    QPalette.ColorRole.ButtonText: DISABLED,
    QPalette.ColorRole.Highlight: DISABLED,
    QPalette.ColorRole.HighlightedText: BLACK,
}

#: The words of each palette role and the ground they are drawn on (the contrast check).
TEXT_ROLES: tuple[tuple[QPalette.ColorRole, QPalette.ColorRole], ...] = (
    (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
    (QPalette.ColorRole.PlaceholderText, QPalette.ColorRole.Base),
    (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
    (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    (QPalette.ColorRole.BrightText, QPalette.ColorRole.Window),
    (QPalette.ColorRole.Link, QPalette.ColorRole.Base),
    (QPalette.ColorRole.LinkVisited, QPalette.ColorRole.Base),
)

#: Edges where Fusion draws none on black, yellow on the focused widget.
STYLE_SHEET = f"""
QPushButton, QToolButton {{
    border: 2px solid {WHITE}; border-radius: 4px; padding: 4px 10px;
    background: {BLACK}; color: {WHITE};
}}
QPushButton:hover, QToolButton:hover {{ border-color: {YELLOW}; }}
QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{
    background: {YELLOW}; color: {BLACK};
}}
QPushButton:default {{ border-width: 3px; }}
QPushButton:focus, QToolButton:focus {{ border: 3px solid {YELLOW}; }}
QPushButton:disabled, QToolButton:disabled {{ border: 2px dashed {DISABLED}; color: {DISABLED}; }}
QLineEdit, QSpinBox, QComboBox, QTextBrowser, QTextEdit, QListView, QListWidget,
QTableView, QTableWidget, QTabWidget::pane {{
    border: 2px solid {WHITE}; background: {BLACK}; color: {WHITE};
    selection-background-color: {YELLOW}; selection-color: {BLACK};
}}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus, QTextBrowser:focus, QTextEdit:focus,
QListView:focus, QListWidget:focus, QTableView:focus, QTableWidget:focus {{
    border: 3px solid {YELLOW};
}}
QComboBox QAbstractItemView {{ border: 2px solid {WHITE}; }}
QHeaderView::section {{ background: {BLACK}; color: {WHITE}; border: 1px solid {WHITE}; }}
QTabBar::tab {{
    background: {BLACK}; color: {WHITE}; border: 2px solid {WHITE}; padding: 4px 10px;
}}
QTabBar::tab:selected {{ background: {YELLOW}; color: {BLACK}; }}
QGroupBox {{ border: 1px solid {WHITE}; margin-top: 1.4em; padding-top: 0.4em; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; }}
QRadioButton::indicator, QCheckBox::indicator {{
    width: 14px; height: 14px; border: 2px solid {WHITE}; background: {BLACK};
}}
QRadioButton::indicator {{ border-radius: 9px; }}
QRadioButton::indicator:checked, QCheckBox::indicator:checked {{ background: {YELLOW}; }}
QRadioButton:focus, QCheckBox:focus {{ color: {YELLOW}; }}
QScrollBar:vertical {{ background: {BLACK}; width: 16px; border: 1px solid {WHITE}; }}
QScrollBar:horizontal {{ background: {BLACK}; height: 16px; border: 1px solid {WHITE}; }}
QScrollBar::handle {{ background: {WHITE}; margin: 2px; min-height: 24px; min-width: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0px; height: 0px; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: {BLACK}; }}
QSlider::groove:horizontal {{ height: 6px; background: {WHITE}; }}
QSlider::handle:horizontal {{
    background: {YELLOW}; border: 2px solid {WHITE}; width: 16px; margin: -7px 0;
}}
QSplitter::handle {{ background: {WHITE}; }}
QMenuBar {{ background: {BLACK}; color: {WHITE}; border-bottom: 1px solid {WHITE}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {YELLOW}; color: {BLACK}; }}
QMenu {{ background: {BLACK}; color: {WHITE}; border: 2px solid {WHITE}; }}
QMenu::item:disabled {{ color: {DISABLED}; }}
QToolTip {{ background: {BLACK}; color: {WHITE}; border: 2px solid {WHITE}; }}
"""


def high_contrast_palette() -> QPalette:
    """White and yellow on black; what cannot be used in a light grey."""
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in _ROLES.items():
            palette.setColor(group, role, QColor(colour))
    for role, colour in _ROLES.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    for role, colour in _DISABLED.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return palette


def luminance(colour: QColor) -> float:
    """The relative luminance of an opaque colour (WCAG 2)."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """The contrast ratio of two opaque colours, 1 to 21 (WCAG 2: 7 is "AAA" for text)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(top: QColor, ground: QColor) -> QColor:
    """``top`` (which may be see-through) as it shows over the opaque ``ground``."""
    a = top.alphaF()
    return QColor.fromRgbF(
        top.redF() * a + ground.redF() * (1 - a),
        top.greenF() * a + ground.greenF() * (1 - a),
        top.blueF() * a + ground.blueF() * (1 - a),
    )


class _Kept:
    """The application's usual palette and style sheet, kept while high contrast is on."""

    palette: QPalette | None = None
    style_sheet: str = ""


def apply_high_contrast(on: bool, app: QApplication | None = None) -> None:
    """Switch the application's widgets to high contrast (``on``) or back, at once."""
    app = app or QApplication.instance()
    if app is None:
        return
    active = bool(app.property("omg_high_contrast"))
    if on == active:
        return
    if on:
        _Kept.palette = QPalette(app.palette())
        _Kept.style_sheet = app.styleSheet()
        app.setPalette(high_contrast_palette())
        app.setStyleSheet(_Kept.style_sheet + STYLE_SHEET)
    else:
        app.setPalette(_Kept.palette if _Kept.palette is not None else QPalette())
        app.setStyleSheet(_Kept.style_sheet)
    app.setProperty("omg_high_contrast", on)


def high_contrast_on(app: QApplication | None = None) -> bool:
    """Whether the application's widgets are in high contrast now."""
    app = app or QApplication.instance()
    return app is not None and bool(app.property("omg_high_contrast"))
