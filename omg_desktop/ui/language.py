"""The language the window speaks: chosen, installed, and applied to the data.

The language is the one set in *View ▸ Language* (kept in the settings), else the
system's (``QLocale``), else English; ``OMG_DESKTOP_LANGUAGE`` overrides both
(tests, screenshots). It takes effect when the window starts: Qt's own strings
(``qtbase_<lang>.qm``), ours (``omg_desktop_<lang>.qm``, built from the ``.ts``
files) and the data's texts (a localized catalog). Fonts shipped in
``resources/fonts`` (a CJK font in the installers) are registered too, so
Japanese never falls back to empty boxes where the system has no CJK font.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..i18n import LANGUAGES, SOURCE_LANGUAGE, best_language
from ..resources import resources_root

#: A game's catalog (whatever its record loads; it knows its own translations).
Catalog = Any

ENV = "OMG_DESKTOP_LANGUAGE"


def chosen(setting: str = "") -> str:
    """The language to use: the environment override, the setting, or the system's."""
    for wanted in (os.environ.get(ENV, ""), setting):
        if wanted:
            return best_language([wanted])
    return best_language(list(QLocale.system().uiLanguages()))


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install Qt's and our translations of ``language`` (nothing to do for English)."""
    installed: list[QTranslator] = []
    if language == SOURCE_LANGUAGE or language not in LANGUAGES:
        if QLocale.system().language() == QLocale.Language.C:
            # no locale set (LANG=C): dates as the window's language writes them, not
            # the C locale's "1 12 2026 13:04"
            QLocale.setDefault(QLocale(SOURCE_LANGUAGE))
        return installed
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ours = resources_root() / "translations"
    for name, folder in ((f"qtbase_{language}", qt_dir), (f"omg_desktop_{language}", str(ours))):
        t = QTranslator(app)
        if t.load(name, folder):
            app.installTranslator(t)
            installed.append(t)
    app._language_translators = installed  # kept alive with the app
    QLocale.setDefault(QLocale(language))
    return installed


def localized(cat: Catalog, language: str, game_id: str | None = None) -> Catalog:
    """``cat`` with the data's texts in ``language`` (the same catalog for English);
    ``game_id``: whose data it is (the box's default game's for None)."""
    if language == SOURCE_LANGUAGE:
        return cat
    from ..games import registry
    from ..i18n.data_texts import localize, read_texts

    texts = read_texts(resources_root() / "translations", language, game_id)
    return localize(cat, texts, registry.load(game_id))


def register_fonts() -> list[str]:
    """Add the fonts shipped in ``resources/fonts`` to Qt; the families added."""
    folder = resources_root() / "fonts"
    if not folder.is_dir():
        return []
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() in (".ttf", ".otf", ".ttc"):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                families += QFontDatabase.applicationFontFamilies(font_id)
    return families
