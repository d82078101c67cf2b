"""The "New game" dialog: seats (human or computer), rule set and seed -> a game config."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...games import registry
from ...games.base import Game
from ...seating.config import MAX_NAME_LENGTH, GameConfig, parse_seed
from ...seating.levels import (
    DEFAULT_LEVEL,
    GREEDY,
    HEURISTIC,
    LEVELS,
    MONTECARLO,
    RANDOM,
    offered_levels,
)
from ...seating.seat import COMPUTER, HUMAN, LOCAL_KINDS, REMOTE, Seat
from ..settings import Settings
from ..window_size import available_for, fit_window, frame_of, room

#: A game's catalog and one of its rule sets (the dialog reads their ids, names and
#: players): whatever the game's record loads.
Catalog = Any
RuleSet = Any


@dataclass(frozen=True)
class Option:
    """One option set of a game whose data has no rule sets of its own (its
    ``GameInfo.options``), as the dialog offers a rule set."""

    id: str
    name: str
    description: str
    min_players: int
    max_players: int
    expansion: None = None


def game_options(game: Game, language: str) -> list[Option]:
    """The options a game's record offers, each for any number of its players."""
    info = game.info
    low, high = info.players
    return [Option(o, o.capitalize(), info.line(language), low, high) for o in info.options]


_CTX = "NewGameDialog"  # the translation context of this module

#: The names of the seat kinds offered (:data:`LOCAL_KINDS`), translated when shown; a
#: person is "here, at this screen" in every dialog that sets up seats (the network's too).
KIND_NAMES: dict[str, str] = {
    HUMAN: QT_TRANSLATE_NOOP("NewGameDialog", "Here, at this screen"),
    COMPUTER: QT_TRANSLATE_NOOP("NewGameDialog", "Computer"),
}

#: The names of the computer levels (:data:`LEVELS`), translated when shown.
LEVEL_NAMES: dict[str, str] = {
    RANDOM: QT_TRANSLATE_NOOP("NewGameDialog", "Beginner"),
    GREEDY: QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    HEURISTIC: QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    MONTECARLO: QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
}

#: What each computer level does, in a sentence (tooltips and the line under the seats).
LEVEL_HELP: dict[str, str] = {
    RANDOM: QT_TRANSLATE_NOOP(
        "NewGameDialog", "Beginner plays any allowed move, at random: good for learning the rules."
    ),
    GREEDY: QT_TRANSLATE_NOOP(
        "NewGameDialog", "Easy takes what pays most at once and does not plan ahead."
    ),
    HEURISTIC: QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Normal knows the game: it plans a few moves ahead and weighs what each thing on "
        "the table is worth.",
    ),
    MONTECARLO: QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Hard tries its best ideas in many imagined games before each choice; it thinks a "
        "little longer.",
    ),
}

#: Default seat names, translated when shown.
DEFAULT_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("NewGameDialog", "Ana"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Bruno"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Chiara"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Daiki"),
)

MAX_SEED_LENGTH = 40


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def level_help(level: str | None) -> str:
    """What the computer ``level`` does, in the window's language ("" for none)."""
    words = LEVEL_HELP.get(level or "")
    return _tr(words) if words else ""  # i18n: marked with QT_TRANSLATE_NOOP


class _SeatRow:
    """The widgets of one seat: label, name, kind and computer level."""

    def __init__(
        self,
        index: int,
        parent: QWidget,
        kinds: tuple[str, ...] = LOCAL_KINDS,
        kind_names: dict[str, str] = KIND_NAMES,
        computers_named_by_table: bool = False,
        levels: list[str] | tuple[str, ...] = LEVELS,
    ) -> None:
        number = index + 1
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setAccessibleName(
            fill(QCoreApplication.translate("NewGameDialog", "Name of player %1"), str(number))
        )
        self.label = QLabel(
            fill(QCoreApplication.translate("NewGameDialog", "Seat &%1:"), str(number))
        )
        self.label.setBuddy(self.name)
        self.kind = QComboBox(parent)
        for kind in kinds:
            self.kind.addItem(_tr(kind_names[kind]), kind)  # i18n: marked with QT_TRANSLATE_NOOP
        self.kind.setAccessibleName(
            fill(QCoreApplication.translate("NewGameDialog", "Player %1 plays as"), str(number))
        )
        self.level = QComboBox(parent)
        for level in levels:
            self.level.addItem(
                _tr(LEVEL_NAMES.get(level, level)), level
            )  # i18n: marked with QT_TRANSLATE_NOOP
            self.level.setItemData(
                self.level.count() - 1, level_help(level), Qt.ItemDataRole.ToolTipRole
            )
        self.level.currentIndexChanged.connect(self._level_changed)
        self.level.setCurrentIndex(max(0, self.level.findData(DEFAULT_LEVEL)))  # (or the first)
        self._level_changed()
        self.level.setAccessibleName(
            fill(
                QCoreApplication.translate("NewGameDialog", "Computer level of player %1"),
                str(number),
            )
        )
        self._shown = True
        self._number = number
        self._network = computers_named_by_table
        self._typed: str | None = None  # the name typed before a network computer's
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _level_changed(self) -> None:
        words = level_help(self.level.currentData())
        self.level.setToolTip(words)
        self.level.setAccessibleDescription(words)

    def widgets(self) -> list[QWidget]:
        return [self.label, self.name, self.kind, self.level]

    def set_visible(self, visible: bool) -> None:
        self._shown = visible
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(visible)  # a human's row keeps the column's width
        self.level.setSizePolicy(policy)
        for w in (self.label, self.name, self.kind):
            w.setVisible(visible)
        self._kind_changed()

    def _kind_changed(self) -> None:
        computer = self.kind.currentData() == COMPUTER
        self.level.setEnabled(computer)
        self.level.setVisible(self._shown and computer)
        remote = self.kind.currentData() == REMOTE  # a friend gives their own name
        named_there = self._network and computer
        self.name.setEnabled(not remote and not named_there)
        self.name.setPlaceholderText(_tr("(their own name)") if remote else "")
        if named_there and self._typed is None:  # the table shows "Computer N": say so
            self._typed = self.name.text()
            self.name.setText(
                fill(QCoreApplication.translate("Network", "Computer %1"), str(self._number))
            )
        elif not named_there and self._typed is not None:
            self.name.setText(self._typed)  # the name typed before, back
            self._typed = None

    def seat(self) -> Seat:
        name = self.name.text().strip()
        if self.kind.currentData() == COMPUTER:
            return Seat.computer(name, self.level.currentData())
        if self.kind.currentData() == REMOTE:
            return Seat(name or "?", REMOTE)
        return Seat.human(name)

    def set_seat(self, seat: Seat) -> None:
        self._typed = None
        self.name.setText(seat.name)
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        if seat.level is not None:
            self.level.setCurrentIndex(max(0, self.level.findData(seat.level)))
        self._kind_changed()


class NewGameDialog(QDialog):
    """Choose seats, rule set and seed. ``result_config()`` once accepted.

    With ``settings`` the dialog starts from the last configuration and
    remembers the accepted one.
    """

    #: The seat kinds offered and their names (the network's dialog offers more).
    kinds: tuple[str, ...] = LOCAL_KINDS
    kind_names: dict[str, str] = KIND_NAMES
    #: The table the dialog opens names its computers itself ("Computer 3": a network
    #: table's server does), so their name fields say so and take no name.
    computers_named_by_table = False

    def __init__(
        self,
        catalog: Catalog | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        ruleset: str | None = None,
        title: str | None = None,
        proposal: GameConfig | None = None,
        game: Game | None = None,
    ) -> None:
        """``ruleset``: play only that rule set (the campaign); otherwise every rule set
        of the base game is offered (expansion rule sets start from the campaign screen).
        ``proposal``: the seats and rules to start from (the game just played, however
        it was started); else the last ones chosen here. ``game``: the game's record
        (the box's default game for None): a game whose data has no rule sets offers
        its record's options, and its computers' levels only."""
        super().__init__(parent)
        self._game = game if game is not None else registry.load()
        if catalog is None:
            catalog = self._game.load_catalog()
        self._catalog = catalog
        language = getattr(parent, "language", "en")
        self._options = None if hasattr(catalog, "rulesets") else game_options(self._game, language)
        self._levels = offered_levels(self._game.bots)
        self._settings = settings if ruleset is None else None
        #: where the names of the people at this screen are remembered (the window's
        #: settings, whichever dialog this is)
        self._names = settings if settings is not None else getattr(parent, "settings", None)
        if not isinstance(self._names, Settings):
            self._names = None
        self._fixed = ruleset
        self.setWindowTitle(title or self.tr("New game"))
        self.setAccessibleName(title or self.tr("New game"))
        self._build()
        self._connect()
        last = self._settings.last_config(self._game.info.id) if self._settings else None
        self._restore(proposal if proposal is not None else last)
        self._remembered_names(only_defaults=proposal is not None)
        self._validate()

    # -- construction --------------------------------------------------------

    def _offered(self) -> list[RuleSet]:
        if self._options is not None:
            return self._options
        rulesets = self._catalog.rulesets.values()
        if self._fixed is not None:
            return [self._catalog.ruleset(self._fixed)]
        return [r for r in rulesets if r.expansion is None]

    def _build(self) -> None:
        rulesets = self._offered()
        max_seats = max([4, *(r.max_players for r in rulesets)])

        self.players = QSpinBox(self)
        self.players.setAccessibleName(self.tr("Number of players"))
        self.players.setMinimumWidth(64)
        players_label = QLabel(self.tr("&Number of players:"))
        players_label.setBuddy(self.players)

        seats_box = QGroupBox(self.tr("Players"), self)
        grid = QGridLayout(seats_box)
        for col, text in enumerate(["", self.tr("Name"), self.tr("Plays as"), self.tr("Level")]):
            header = QLabel(text)
            header.setStyleSheet("font-weight: bold")
            grid.addWidget(header, 1, col)
        self.level_header = header  # shown with the level boxes (a computer in play)
        self.rows = [
            _SeatRow(
                i,
                seats_box,
                self.kinds,
                self.kind_names,
                self.computers_named_by_table,
                self._levels,
            )  # fmt: skip
            for i in range(max_seats)
        ]
        for i, row in enumerate(self.rows, start=2):
            for col, w in enumerate(row.widgets()):
                grid.addWidget(w, i, col)
        grid.setColumnStretch(1, 1)
        self.level_info = QLabel(seats_box)
        self.level_info.setObjectName("LevelInfo")
        self.level_info.setWordWrap(True)
        self.level_info.setAccessibleName(self.tr("About the computer levels"))
        grid.addWidget(self.level_info, len(self.rows) + 2, 1, 1, 3)

        self.ruleset = QComboBox(self)
        self.ruleset.setAccessibleName(self.tr("Rule set"))
        for rs in rulesets:
            self.ruleset.addItem(rs.name, rs.id)
            self.ruleset.setItemData(self.ruleset.count() - 1, rs.description, Qt.ToolTipRole)
        self.ruleset_info = QLabel(self)
        self.ruleset_info.setWordWrap(True)
        self.ruleset_info.setAccessibleName(self.tr("About the rule set"))
        self.ruleset_info.setTextInteractionFlags(
            Qt.TextSelectableByKeyboard | Qt.TextSelectableByMouse
        )
        self.ruleset_info.setFocusPolicy(Qt.NoFocus)
        ruleset_label = QLabel(self.tr("&Rules:"))
        ruleset_label.setBuddy(self.ruleset)

        self.seed = QLineEdit(self)
        self.seed.setMaxLength(MAX_SEED_LENGTH)
        self.seed.setPlaceholderText(self.tr("Random"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setToolTip(
            self.tr(
                "Leave empty for a new random deal. Type a number or a word to play "
                "the same deal again."
            )
        )
        seed_label = QLabel(self.tr("S&eed:"))
        seed_label.setBuddy(self.seed)

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Problem"))
        self.message.setStyleSheet("font-weight: bold")

        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.Ok)
        self.ok_button.setText(self.tr("&Start game"))
        self.ok_button.setAccessibleName(self.tr("Start game"))
        self.buttons.button(QDialogButtonBox.Cancel).setText(self.tr("Cancel"))

        players_row = QHBoxLayout()
        players_row.addWidget(players_label)
        players_row.addWidget(self.players)
        players_row.addStretch(1)
        grid.addLayout(players_row, 0, 0, 1, 4)
        grid.setRowMinimumHeight(0, 32)

        game_box = QGroupBox(self.tr("Game"), self)
        game_grid = QGridLayout(game_box)
        game_grid.addWidget(ruleset_label, 0, 0)
        game_grid.addWidget(self.ruleset, 0, 1)
        game_grid.addWidget(self.ruleset_info, 1, 1)
        game_grid.addWidget(seed_label, 2, 0)
        game_grid.addWidget(self.seed, 2, 1)
        game_grid.setColumnStretch(1, 1)

        layout = QVBoxLayout(self)
        layout.addWidget(seats_box)
        layout.addWidget(game_box)
        game_box.setVisible(self._fixed is None)  # the campaign chooses rules and deals
        layout.addWidget(self.message)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

        chain: list[QWidget] = [self.players]
        for row in self.rows:
            chain += [row.name, row.kind, row.level]
        chain += [self.ruleset, self.seed, *self.buttons.buttons()]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def _connect(self) -> None:
        self.players.valueChanged.connect(self._players_changed)
        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        for row in self.rows:
            row.name.textChanged.connect(self._validate)
            row.kind.currentIndexChanged.connect(self._levels_changed)
            row.level.currentIndexChanged.connect(self._levels_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    # -- state ---------------------------------------------------------------

    def _current_ruleset(self) -> RuleSet:
        wanted = self.ruleset.currentData()
        if self._options is not None:
            return next(o for o in self._options if o.id == wanted)
        return self._catalog.ruleset(wanted)

    def _ruleset_changed(self) -> None:
        rs = self._current_ruleset()
        self.ruleset_info.setText(rs.description)
        self.ruleset.setToolTip(rs.description)
        self.players.setRange(max(1, rs.min_players), min(len(self.rows), rs.max_players))
        self._players_changed()

    def _players_changed(self) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < self.players.value())
        self._explain_levels()
        self._validate()
        self._refit()

    def _levels_changed(self) -> None:
        """A seat's kind or level chosen: the levels' lines under the seats said again,
        and the dialog as tall as they now need (a second level's line was cut)."""
        self._explain_levels()
        self._refit()

    def _refit(self) -> None:
        self._settle_layouts()
        self.adjustSize()
        self._hold_wrapped_lines()
        fit_window(self)

    def _settle_layouts(self) -> None:
        """Bring the boxes' layouts up to date now: rows shown before the dialog is
        leave their hints stale until the next event loop, and the dialog was then sized
        for fewer rows (the level's line under the seats was cut)."""
        for box in self.findChildren(QGroupBox):
            if box.layout() is not None:
                box.layout().invalidate()
                box.layout().activate()
        self.layout().invalidate()
        self.layout().activate()

    def _hold_wrapped_lines(self) -> None:
        """At least as tall as every row and wrapped line needs at the width the dialog
        has now (Qt's minimum for a window ignores a label's wrapping), within the screen."""
        need = self.layout().totalHeightForWidth(self.width())
        need = min(need, room(available_for(self), frame_of(self)).height())
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)  # Qt makes the dialog this tall if it is less

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._settle_layouts()
        self._hold_wrapped_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._hold_wrapped_lines()  # narrower: more lines

    def _restore(self, config: GameConfig | None) -> None:
        for i, row in enumerate(self.rows):
            name = (
                _tr(DEFAULT_NAMES[i]) if i < len(DEFAULT_NAMES) else ""
            )  # i18n: marked with QT_TRANSLATE_NOOP
            if not name:
                name = fill(QCoreApplication.translate("NewGameDialog", "Player %1"), str(i + 1))
            row.set_seat(Seat.human(name) if i == 0 else Seat.computer(name, DEFAULT_LEVEL))
        default_id = self._fixed or self._offered_default()
        wanted = config.ruleset if config is not None else default_id
        index = self.ruleset.findData(wanted)
        if index < 0:
            index = self.ruleset.findData(default_id)
        self.ruleset.setCurrentIndex(index)
        self._ruleset_changed()
        if config is None:
            self.players.setValue(self.players.minimum())
            return
        for row, seat in zip(self.rows, config.seats, strict=False):
            row.set_seat(seat)
        self.players.setValue(len(config.seats))
        self.seed.setText("" if config.seed is None else str(config.seed))

    def _offered_default(self) -> str:
        if self._options is not None:
            return self._options[0].id
        return self._catalog.default_ruleset.id

    def _explain_levels(self) -> None:
        """Under the seats, what the levels of the computers in play do."""
        levels = [
            row.level.currentData()
            for row in self.rows[: self.players.value()]
            if row.kind.currentData() == COMPUTER
        ]
        words = [level_help(level) for level in LEVELS if level in levels]
        self.level_info.setText("\n".join(words))
        self.level_info.setVisible(bool(words))
        self.level_header.setVisible(bool(levels))

    def _remembered_names(self, only_defaults: bool) -> None:
        """The people at this screen get the names last given to them (in any dialog that
        sets up seats); with ``only_defaults`` only where a seat has a default name."""
        names = self._names.player_names if self._names is not None else []
        defaults = {_tr(n) for n in DEFAULT_NAMES}  # i18n: marked with QT_TRANSLATE_NOOP
        people = [row for row in self.rows if row.kind.currentData() == HUMAN]
        for row, name in zip(people, names, strict=False):
            current = row.name.text().strip()
            if only_defaults and current and current not in defaults:
                continue
            taken = {r.name.text().strip().casefold() for r in self.rows if r is not row}
            if name.casefold() not in taken:
                row.name.setText(name)

    def problem(self) -> str:
        """Why the configuration cannot start a game, or "" when it can."""
        seats = self._seats()
        if not seats:
            return self.tr("A game needs at least one seat.")
        seen: set[str] = set()
        for i, seat in enumerate(seats, start=1):
            if seat.is_remote:
                continue  # a friend names themselves when they join
            if not seat.name:
                return fill(self.tr("Seat %1 needs a name."), str(i))
            key = seat.name.casefold()
            if key in seen:
                return fill(
                    self.tr("Two players are called “%1”. Give each player a different name."),
                    seat.name,
                )
            seen.add(key)
        return ""

    def _validate(self) -> None:
        problem = self.problem()
        self.message.setText("⚠ " + problem if problem else "")
        self.message.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)

    def _seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows[: self.players.value()]]

    def result_config(self) -> GameConfig:
        """The configuration the widgets show now."""
        return GameConfig(
            tuple(self._seats()), self.ruleset.currentData(), parse_seed(self.seed.text())
        )

    def accept(self) -> None:
        if self.problem():
            return
        if self._settings is not None:  # the seats and rules; a typed seed is for this game
            self._settings.set_last_config(self._game.info.id, self.result_config())
        people = [seat.name for seat in self._seats() if seat.is_human]
        if self._names is not None and people:
            self._names.player_names = people
        super().accept()
