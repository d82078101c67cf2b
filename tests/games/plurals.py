"""English plurals in the tests, as the program's application has them ("2 tiles"): a
test module that reads the games' words in English takes :func:`english_plurals` with
``pytestmark = pytest.mark.usefixtures(english_plurals.__name__)``."""

from __future__ import annotations

import pytest


@pytest.fixture
def english_plurals(qtbot):
    """The application's English plurals installed for one test, then taken away."""
    from PySide6.QtWidgets import QApplication

    from omg_desktop.ui.plurals import EnglishPlurals

    translator = EnglishPlurals()
    QApplication.installTranslator(translator)
    yield
    QApplication.removeTranslator(translator)
