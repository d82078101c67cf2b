"""The network dialogs: hosting a table (the New game dialog with seats for friends),
joining one by its address and code, taking a held seat back, and the words the
window shows while a table waits for its players."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...games import registry
from ...games.base import Game
from ...net.hosting import address_url
from ...seating.config import MAX_NAME_LENGTH, GameConfig
from ...seating.levels import DEFAULT_LEVEL, offered_levels
from ...seating.seat import COMPUTER, HUMAN, REMOTE, Seat
from ..dialogs.new_game import LEVEL_NAMES, NewGameDialog
from ..faces import face_of_game
from ..window_size import fit_window

if TYPE_CHECKING:
    from ...net.seatbook import HeldSeat, SeatBook
    from ..settings import Settings
    from .net_game import NetGame

_CTX = "Network"

#: The seat kinds of a hosted table, translated when shown.
HOST_KIND_NAMES: dict[str, str] = {
    HUMAN: QT_TRANSLATE_NOOP("NewGameDialog", "Here, at this screen"),
    REMOTE: QT_TRANSLATE_NOOP("NewGameDialog", "A friend, over the network"),
    COMPUTER: QT_TRANSLATE_NOOP("NewGameDialog", "Computer"),
}

#: A join code: 6 letters and digits (case ignored).
CODE = re.compile(r"[A-Za-z0-9]{6}")

Catalog = Any  # the game's data


def tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


class HostDialog(NewGameDialog):
    """Game ▸ Host a network game: seats here, seats for friends, computers; the rules,
    a seed, and which computer plays for a friend who is away."""

    kinds = (HUMAN, REMOTE, COMPUTER)
    kind_names = HOST_KIND_NAMES
    computers_named_by_table = True

    def __init__(
        self, catalog: Catalog, parent: QWidget | None = None, game: Game | None = None
    ) -> None:
        """``game``: the record of the game the table plays (the box's default game's
        for None): its options, players and computers are offered."""
        game = game if game is not None else registry.load()
        levels = offered_levels(game.bots)
        seats = [
            Seat.human(QCoreApplication.translate("NewGameDialog", "Ana")),
            Seat("", REMOTE),
            Seat.computer(
                QCoreApplication.translate("NewGameDialog", "Chiara"),
                DEFAULT_LEVEL if DEFAULT_LEVEL in levels else levels[0],
            ),
        ][: max(2, game.info.players[1])]
        default = getattr(catalog, "default_ruleset", None)
        proposal = GameConfig(tuple(seats), default.id if default else game.info.options[0])
        super().__init__(
            catalog, None, parent, title=tr("Host a network game"), proposal=proposal, game=game
        )
        self.setObjectName("HostDialog")
        self.away_level = QComboBox(self)
        self.away_level.setAccessibleName(tr("Who plays for a friend who is away"))
        self.away_level.addItem(tr("Nobody: the table waits"), None)
        for level in levels:
            self.away_level.addItem(
                QCoreApplication.translate("NewGameDialog", LEVEL_NAMES.get(level, level)), level
            )  # i18n: marked with QT_TRANSLATE_NOOP
        self.away_level.setCurrentIndex(self.away_level.findData(levels[0]))
        label = QLabel(tr("If a friend is &away, a computer plays for them:"))
        label.setWordWrap(True)
        label.setBuddy(self.away_level)
        box = QGroupBox(tr("Network"), self)
        form = QVBoxLayout(box)
        form.addWidget(label)
        form.addWidget(self.away_level)
        note = QLabel(
            tr(
                "Your friends choose Game ▸ Join a network game and type the address and "
                "code this window shows once the table is open. Friends on the same network "
                "(LAN) can join at once; over the internet see the network guide."
            )
        )
        note.setWordWrap(True)
        form.addWidget(note)
        self.layout().insertWidget(2, box)
        self.ok_button.setText(tr("&Open the table"))
        self.ok_button.setAccessibleName(tr("Open the table"))
        QWidget.setTabOrder(self.seed, self.away_level)
        self._validate()
        self.adjustSize()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Shown at the size its rows ask for (the network box came after the first
        sizing; on a small screen it is otherwise squeezed)."""
        super().showEvent(event)
        fit_window(self, self.size().expandedTo(self.sizeHint()))

    def problem(self) -> str:
        problem = super().problem()
        if problem:
            return problem
        seats = self._seats()
        if not any(s.is_human for s in seats):
            return tr("At least one seat is played here, at this screen.")
        if not any(s.is_remote for s in seats):
            return tr("At least one seat is for a friend over the network.")
        return ""

    def _connect(self) -> None:
        super()._connect()
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._validate)

    def away(self) -> str | None:
        return self.away_level.currentData()


class CampaignSeatsDialog(NewGameDialog):
    """A new campaign's seats, with a third kind: a friend over the network (its
    chapters are then hosted by this window; friends join each with its code)."""

    kinds = (HUMAN, REMOTE, COMPUTER)
    kind_names = HOST_KIND_NAMES

    def __init__(self, catalog: Catalog, ruleset: str, title: str, parent: QWidget) -> None:
        super().__init__(catalog, None, parent, ruleset=ruleset, title=title)
        self.setObjectName("CampaignSeatsDialog")
        note = QLabel(
            tr(
                "A friend over the network joins each chapter with the address and code "
                "this window shows (Game ▸ Join a network game); the campaign is saved "
                "here, in your slot."
            )
        )
        note.setWordWrap(True)
        self.layout().insertWidget(2, note)
        self.remote_note = note
        self.players.valueChanged.connect(self._note_shown)
        self._note_shown()
        self._validate()
        self.adjustSize()

    def _note_shown(self) -> None:
        """The note on a friend over the network, only where a friend can sit (one
        seat is played here: a campaign of one has no other)."""
        self.remote_note.setVisible(self.players.value() > 1)

    def problem(self) -> str:
        problem = super().problem()
        if problem:
            return problem
        seats = self._seats()
        if any(s.is_remote for s in seats) and not any(s.is_human for s in seats):
            return tr("At least one seat is played here, at this screen.")
        return ""

    def _connect(self) -> None:
        super()._connect()
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._validate)


def _reads_as_certificate(path: str) -> bool:
    import ssl

    from ...net.client import client_tls

    try:
        client_tls(path)
    except (OSError, ssl.SSLError, ValueError):
        return False
    return True


def host_dialog(catalog: Catalog, parent: QWidget, game: Game | None = None) -> HostDialog:
    return HostDialog(catalog, parent, game)


class JoinDialog(QDialog):
    """Game ▸ Join a network game: the host's address, the table's code and a name, or
    a seat this machine held, to take back."""

    join_requested = Signal(str, str, str, str)  # url, code, name, certificate file or ""
    rejoin_requested = Signal(list)  # the HeldSeats of one table
    replay_requested = Signal(list)  # the HeldSeats of one table: replay their copy

    def __init__(
        self,
        settings: Settings,
        book: SeatBook,
        parent: QWidget | None = None,
        game: str = registry.DEFAULT,
    ) -> None:
        """``game``: the id of the game this window plays (only its held seats are
        offered: a table of another game is taken back from that game's window)."""
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self._game = game
        self.setWindowTitle(tr("Join a network game"))
        self.setAccessibleName(tr("Join a network game"))
        self._settings = settings
        self._book = book
        self.address = QLineEdit(settings.net_address, self)
        self.address.setPlaceholderText("ws://192.168.1.20:8765")
        self.address.setAccessibleName(tr("The host's address"))
        self.code = QLineEdit(self)
        self.code.setMaxLength(6)
        self.code.setPlaceholderText("K7QX2M")
        self.code.setAccessibleName(tr("The table's code"))
        self.name = QLineEdit(settings.net_name, self)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setAccessibleName(tr("Your name"))
        self.cafile = QLineEdit(self)
        self.cafile.setPlaceholderText(tr("only for a wss:// host with its own certificate"))
        self.cafile.setAccessibleName(tr("A certificate file to trust (PEM)"))
        self.browse = QPushButton(tr("&Browse…"), self)
        self.browse.setAccessibleName(tr("Choose the certificate file"))
        self.browse.clicked.connect(self._browse)
        cert_row = QHBoxLayout()
        cert_row.addWidget(self.cafile, 1)
        cert_row.addWidget(self.browse)
        form = QFormLayout()
        form.addRow(tr("Host's &address:"), self.address)
        form.addRow(tr("Table &code:"), self.code)
        form.addRow(tr("Your &name:"), self.name)
        form.addRow(tr("Tr&ust certificate:"), cert_row)
        for w in (self.address, self.code, self.name):
            form.labelForField(w).setBuddy(w)
        form.labelForField(cert_row).setBuddy(self.cafile)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setAccessibleName(tr("Problem"))
        self.message.setStyleSheet("font-weight: bold")
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        bold = self.message.font()
        bold.setBold(True)
        # room for the longest problem, kept when there is none: Join keeps its place
        self.message.setFixedHeight(QFontMetrics(bold).lineSpacing() * 3 + 4)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("&Join"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        held_box = QGroupBox(tr("Seats you hold"), self)
        held_layout = QVBoxLayout(held_box)
        self.held = QListWidget(held_box)
        self.held.setAccessibleName(tr("Seats you hold at unfinished network games"))
        self.held.setMaximumHeight(110)  # a few tables; it scrolls past them
        self.rejoin = QPushButton(tr("&Take my seat back"), held_box)
        self.replay = QPushButton(tr("&Replay my copy"), held_box)
        self.replay.setToolTip(
            tr("The game so far as your seat saw it (kept on this computer), in the replay window")
        )
        self.forget = QPushButton(tr("&Forget this seat"), held_box)
        held_layout.addWidget(self.held)
        buttons = QHBoxLayout()
        for b in (self.rejoin, self.replay, self.forget):
            buttons.addWidget(b)
        held_layout.addLayout(buttons)
        self._held_box = held_box
        self._fill_held()
        held_box.setVisible(self.held.count() > 0)
        self.rejoin.clicked.connect(self._rejoin)
        self.replay.clicked.connect(self._replay)
        self.forget.clicked.connect(self._forget)
        self.held.itemActivated.connect(lambda _item: self._rejoin())

        layout = QVBoxLayout(self)
        layout.addWidget(held_box)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self._touched = False  # the problem is said once the person has typed
        for w in (self.address, self.code, self.name, self.cafile):
            w.textChanged.connect(self._typed)
        self._validate()
        (self.held if self.held.count() else self.address).setFocus()

    def _fill_held(self) -> None:
        self.held.clear()
        tables: dict[tuple[str, str], list[HeldSeat]] = {}
        for h in self._book.unfinished(self._game):
            tables.setdefault((h.url, h.code), []).append(h)
        for (url, code), seats in tables.items():
            names = ", ".join(h.name for h in seats)
            if seats[0].hosted:
                text = fill(tr("%1 at your own table %2"), names, code)
            else:
                text = fill(tr("%1 at table %2 on %3"), names, code, url)
            item = QListWidgetItem(text, self.held)
            item.setData(Qt.ItemDataRole.UserRole, seats)
        if self.held.count():
            self.held.setCurrentRow(0)

    def problem(self) -> str:
        try:
            address_url(self.address.text())
        except ValueError:
            return tr("Type the host's address, as they gave it (for example 192.168.1.20:8765).")
        if not CODE.fullmatch(self.code.text().strip()):
            return tr("The table's code has 6 letters and digits.")
        name = self.name.text().strip()
        if not name or not name.isprintable():
            return tr("Type your name, as the others will see it.")
        cafile = self.cafile.text().strip()
        if cafile:
            if not address_url(self.address.text()).startswith("wss://"):
                return tr("A certificate is trusted only for a wss:// address.")
            if not Path(cafile).is_file():
                return tr("There is no certificate file there.")
            if not _reads_as_certificate(cafile):
                return tr("That file is not a certificate (PEM) this program can read.")
        return ""

    def _browse(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        dlg = QFileDialog(self, tr("The host's certificate"))
        dlg.setNameFilters([tr("Certificates (*.pem *.crt *.cer)"), tr("All files (*)")])
        dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
        dlg.fileSelected.connect(self.cafile.setText)
        self.file_dialog = dlg
        dlg.open()

    def _typed(self) -> None:
        self._touched = True
        self._validate()

    def _validate(self) -> None:
        problem = self.problem()
        shown = problem if self._touched else ""
        self.message.setText("⚠ " + shown if shown else "")
        self.ok_button.setEnabled(not problem)

    def accept(self) -> None:
        if self.problem():
            return
        url = address_url(self.address.text())
        name = self.name.text().strip()
        self._settings.net_address = self.address.text().strip()
        self._settings.net_name = name
        super().accept()
        cafile = self.cafile.text().strip()
        self.join_requested.emit(url, self.code.text().strip().upper(), name, cafile)

    def _replay(self) -> None:
        item = self.held.currentItem()
        if item is not None:
            self.replay_requested.emit(list(item.data(Qt.ItemDataRole.UserRole)))

    def _forget(self) -> None:
        """The table is gone for good: it is no longer offered (its copy stays)."""
        item = self.held.currentItem()
        if item is None:
            return
        for h in item.data(Qt.ItemDataRole.UserRole):
            self._book.forget(h.url, h.code, h.seat)
        self._fill_held()
        self._held_box.setVisible(self.held.count() > 0)

    def _rejoin(self) -> None:
        item = self.held.currentItem()
        if item is None:
            return
        seats = item.data(Qt.ItemDataRole.UserRole)
        super().accept()
        self.rejoin_requested.emit(list(seats))


def rejoin_text(held: list[HeldSeat]) -> str:
    """At start: take back the seats held at a network table when the app was closed?"""
    if any(h.hosted for h in held):  # the host: the table comes back with its server
        text = tr(
            "You were hosting a network game at table %1 as %2 when the game was "
            "closed. Take your seat back? The table opens again on this computer."
        )
    else:
        text = tr(
            "You were playing a network game at table %1 as %2 when the game was closed. "
            "Take your seat back? (Game ▸ Join a network game offers it later too.)"
        )
    return fill(text, held[0].code, ", ".join(h.name for h in held))


def rejoin_line(held: list[HeldSeat], when: str) -> str:
    """The seats held at one network table on one line, for the start's list."""
    names = ", ".join(h.name for h in held)
    if any(h.hosted for h in held):
        return fill(tr("Network table %1, hosted here, as %2 (left %3)"), held[0].code, names, when)
    return fill(tr("Network table %1 as %2 (left %3)"), held[0].code, names, when)


def lobby_text(net: NetGame) -> tuple[str, str]:
    """A waiting table in words: (a title, what the panel says)."""
    code = net.code or "…"
    table = net.table
    if table is None:
        return fill(tr("Connecting to %1…"), net.url), tr("Connecting to the host…")
    mine = set(net.local_seats)
    seated, free = [], 0
    for s in table["seats"]:
        if s["kind"] == "computer":
            level = QCoreApplication.translate(
                "NewGameDialog", LEVEL_NAMES.get(s["level"], s["level"] or "?")
            )  # i18n: marked with QT_TRANSLATE_NOOP
            seated.append(fill(tr("Computer %1 (%2)"), str(s["seat"] + 1), level))
        elif s.get("name") is None:
            free += 1
        elif s["seat"] in mine:
            seated.append(fill(tr("%1 (you)"), s["name"]))
        else:
            seated.append(s["name"])
    title = fill(
        QCoreApplication.translate(
            "Network", "Table %1: waiting for %n more player(s)", None, free
        ),
        code,
    )
    if free == 0:
        title = fill(tr("Table %1: the game begins"), code)
    lines = [title, "", fill(tr("At the table: %1"), ", ".join(seated))]
    face = face_of_game(net.game)
    chapter = face.chapter_line(net.catalog, net.chapter) if net.chapter else None
    if chapter is not None:  # (a game with chapters names the table's)
        lines[1:1] = ["", chapter]
    if net.hosted and net.public_url:
        lines += [
            "",
            tr("Give your friends this address and code (Game ▸ Join a network game):"),
            fill(tr("Address: %1"), net.public_url),
            fill(tr("Code: %1"), code),
        ]
    return title, "\n".join(lines)


def lobby_copy_button(page: QWidget, net: NetGame | None) -> QPushButton:
    """The waiting page's *Copy the address and code* button (made the first time): shown
    while a table this window hosts waits for friends; it puts the address and the code
    on the clipboard, as the panel says them."""
    button = page.findChild(QPushButton, "CopyTableAddress")
    if button is None:
        button = QPushButton(page)
        button.setObjectName("CopyTableAddress")
        button.setToolTip(tr("To paste into a message to your friends"))
        button.clicked.connect(lambda: _copy_address(button))
        page.layout().addWidget(button)
    button.setText(tr("&Copy the address and code"))
    hosting = net is not None and net.hosted and bool(net.public_url) and not net.has_begun
    button.setVisible(hosting and net.code is not None)
    if hosting:
        words = [fill(tr("Address: %1"), net.public_url), fill(tr("Code: %1"), net.code or "")]
        button.setProperty("copied", "\n".join(words))
        net.begun.connect(button.hide, Qt.ConnectionType.UniqueConnection)
    return button


def _copy_address(button: QPushButton) -> None:
    QGuiApplication.clipboard().setText(str(button.property("copied") or ""))
    button.setText(tr("Copied: paste it to your friends"))


def quitting_leaves_a_table(games) -> bool:
    """Whether quitting now leaves a network table that is not over (a game or a lobby)."""
    net = games.net
    return net is not None and not net.is_over and not net.gone


def quit_question(parent: QWidget, hosting: bool):
    """Quit during a network game? (not shown yet: ``open()``; Yes is ``accepted``)."""
    from ..dialogs.questions import question

    if hosting:
        detail = tr(
            "You host this network game: quitting closes the table for everyone until you "
            "take your seat back at the next start."
        )
    else:
        detail = tr(
            "Your seat is kept: the next start, or Game ▸ Join a network game, takes it back "
            "while the host keeps the table."
        )
    return question(
        parent,
        tr("Quit the network game?"),
        tr("A network game is in progress.") + " " + detail,
        tr("&Quit"),
        tr("&Keep playing"),
        default_yes=False,
        name="QuitNetworkGame",
    )
