"""English sentences with counts read naturally: "1 card", "2 cards"."""

from PySide6.QtCore import QCoreApplication

from omg_desktop.ui.plurals import EnglishPlurals, english


def test_counts_choose_the_english_form(qapp):
    translator = EnglishPlurals()
    qapp.installTranslator(translator)
    try:
        one = QCoreApplication.translate("Log", "%1 drew %n card(s)", "", 1)
        two = QCoreApplication.translate("Log", "%1 drew %n card(s)", "", 2)
        plain = QCoreApplication.translate("Log", "Round %1 begins")
    finally:
        qapp.removeTranslator(translator)
    assert one == "%1 drew 1 card" and two == "%1 drew 2 cards"
    assert plain == "Round %1 begins"  # untouched when there is no count


def test_every_word_with_s_in_brackets():
    assert english("%n time(s), %n point(s)", 1) == "%n time, %n point"
    assert english("%n time(s), %n point(s)", 0) == "%n times, %n points"
