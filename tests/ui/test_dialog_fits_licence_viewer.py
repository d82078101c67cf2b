"""About's link to the licence notices shows the file inside the program (with no file
opener on the system, the link did nothing a player could see)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QDesktopServices

from omg_desktop.licences import notices_path
from omg_desktop.ui.dialogs.about import AboutDialog
from omg_desktop.ui.dialogs.text_viewer import TextViewerDialog


def link_point(label, before: str, link: str) -> QPoint:
    """The middle of ``link``, written after ``before`` on the label's first line."""
    metrics = label.fontMetrics()
    box = label.contentsRect()
    x = box.left() + label.margin() + metrics.horizontalAdvance(before + link[:4])
    return QPoint(x, box.top() + label.margin() + metrics.height() // 2)


def test_the_notices_link_shows_the_file_when_the_system_opens_nothing(qtbot, monkeypatch):
    opened = []

    def no_opener(url):
        opened.append(url)
        return False

    monkeypatch.setattr(QDesktopServices, "openUrl", no_opener)
    path = notices_path()
    assert path is not None
    first_line = path.read_text(encoding="utf-8").splitlines()[0]
    d = AboutDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    at = link_point(d.notices, "The full licence texts: ", path.name)
    qtbot.mouseClick(d.notices, Qt.LeftButton, pos=at)
    qtbot.waitUntil(lambda: d.findChild(TextViewerDialog) is not None)
    viewer = d.findChild(TextViewerDialog)
    qtbot.waitExposed(viewer)
    assert viewer.text.isReadOnly()
    # Markdown shown formatted (it showed its raw marks): the heading without its "#",
    # the list of parts a table, no table's pipes as text
    assert first_line.startswith("# ")
    assert viewer.text.toPlainText().splitlines()[0] == first_line.removeprefix("# ")
    assert "<table" in viewer.text.document().toHtml()
    assert "|---|" not in viewer.text.toPlainText()
    assert viewer.text.verticalScrollBar().maximum() > 0  # long: it scrolls
    assert str(path) in viewer.place.text()
    viewer.close()


def test_a_text_file_that_is_not_markdown_is_shown_as_it_is(qtbot, tmp_path):
    path = tmp_path / "NOTICE.txt"
    path.write_text("# not a heading\n| a | b |\n", encoding="utf-8")
    viewer = TextViewerDialog(path)
    qtbot.addWidget(viewer)
    assert viewer.text.toPlainText() == "# not a heading\n| a | b |\n"


def test_a_file_that_cannot_be_read_is_said_plainly(qtbot, tmp_path):
    viewer = TextViewerDialog(tmp_path / "gone.md")
    qtbot.addWidget(viewer)
    assert viewer.text.toPlainText().startswith("The file could not be read:")
    assert "Traceback" not in viewer.text.toPlainText()
