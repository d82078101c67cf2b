"""The score sheet's and the statistics' words for Gizmos' parts and figures."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_PARTS = {
    "gizmos": QT_TRANSLATE_NOOP("Gizmos", "Points printed on built gizmos"),
    "tokens": QT_TRANSLATE_NOOP("Gizmos", "Victory point tokens"),
    "bonus": QT_TRANSLATE_NOOP("Gizmos", "End-of-game upgrades"),
}
_FIGURES = {
    "gizmos": QT_TRANSLATE_NOOP("Gizmos", "Gizmos built"),
    "upgrades": QT_TRANSLATE_NOOP("Gizmos", "Upgrades built"),
    "converters": QT_TRANSLATE_NOOP("Gizmos", "Converters built"),
    "triggers": QT_TRANSLATE_NOOP("Gizmos", "Triggers built"),
    "level_1": QT_TRANSLATE_NOOP("Gizmos", "Level I gizmos built"),
    "level_2": QT_TRANSLATE_NOOP("Gizmos", "Level II gizmos built"),
    "level_3": QT_TRANSLATE_NOOP("Gizmos", "Level III gizmos built"),
    "chain": QT_TRANSLATE_NOOP("Gizmos", "Longest chain reaction"),
    "printed": QT_TRANSLATE_NOOP("Gizmos", "Points from gizmos"),
    "tokens": QT_TRANSLATE_NOOP("Gizmos", "Points from tokens"),
}


def score_part_name(part: str) -> str:
    text = str(_PARTS[part])
    return QCoreApplication.translate("Gizmos", text)  # i18n: marked with QT_TRANSLATE_NOOP


def figure_name(figure: str) -> str:
    text = str(_FIGURES[figure])
    return QCoreApplication.translate("Gizmos", text)  # i18n: marked with QT_TRANSLATE_NOOP


def tie_break_note(shared: bool) -> str:
    """Why the tie-break decided (``shared``: it could not: the victory is shared)."""
    if shared:
        return QCoreApplication.translate(
            "Gizmos", "They have the same points, gizmos and energy, and the same place."
        )
    return QCoreApplication.translate(
        "Gizmos",
        "Several players have the same points: the most gizmos built, then the "
        "most energy left, then the latest place after the first player breaks the tie.",
    )
