"""Game ▸ Statistics: one person's finished games, figures, a chart over time, CSV export.

Everything shown comes from the history (:mod:`omg_desktop.history`), which holds
finished games only, so at a pass-and-play table the window shows nothing of the game
in progress. The chart is the score sheet's :class:`PointsChart`, over games instead
of rounds. The checkbox turns recording on and off (a setting, remembered).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...history import GameLine, ProfileStats, write_games_csv
from ...history.queries import PERSON
from ...seating.levels import LEVELS
from ..window_size import fit_window
from ..words import list_text
from .new_game import LEVEL_NAMES
from .points_chart import PointsChart

if TYPE_CHECKING:
    from ...history import GameHistory
    from ..settings import Settings

#: The columns of the games table.
COLUMNS = ("number", "date", "rules", "opponents", "score", "result", "best_round", "medal")


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("StatisticsDialog", text, None, n)


def wins_text(wins: float) -> str:
    """A number of wins: whole, with a half (``5½``, a two-way shared victory), or in
    decimals (thirds and quarters of shared victories)."""
    if abs(wins * 2 - round(wins * 2)) < 1e-9:
        whole, half = divmod(round(wins * 2), 2)
        if not half:
            return QLocale().toString(whole)
        return f"{QLocale().toString(whole) if whole else ''}½"
    return QLocale().toString(wins, "f", 2)


def level_name(level: str | None) -> str:
    """A computer level's name as the New game dialog shows it (an unknown id as it is)."""
    name = LEVEL_NAMES.get(level or "")
    if name is None:
        return level or ""
    return QCoreApplication.translate("NewGameDialog", name)  # i18n: marked with QT_TRANSLATE_NOOP


def result_text(share: float) -> str:
    if share >= 1 - 1e-9:
        return _t("Won")
    if share > 0:
        return fill(_t("Shared victory (%1)"), wins_text(share))
    return _t("Lost")


def file_name_for(name: str) -> str:
    """A file name for ``name``'s export (characters no system refuses)."""
    safe = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", name).strip(" .") or "player"
    return fill(_t("%1 - statistics.csv"), safe)


class StatisticsDialog(QDialog):
    """The statistics of the people who played here; ``current``: whose to show first.
    ``replay_requested`` (a replay file's path) asks the window to show a game again."""

    replay_requested = Signal(str)

    def __init__(
        self,
        history: GameHistory,
        settings: Settings,
        cat: Any,
        parent: QWidget | None = None,
        current: str | None = None,
        face: Any = None,
    ) -> None:
        """``cat``: the game's catalog (its rule sets and chapters); ``face``: its face
        (the words of medals and chapters), the box's default game's for None."""
        super().__init__(parent)
        self._face = face
        self.setObjectName("StatisticsDialog")
        self.history = history
        self.settings = settings
        self.cat = cat
        self.stats: ProfileStats | None = None
        self.lines: list[GameLine] = []
        self.setWindowTitle(self.tr("Statistics"))

        self.person = QComboBox()
        self.person.setAccessibleName(self.tr("Player"))
        self.person.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        person_label = QLabel(self.tr("&Player:"))
        person_label.setBuddy(self.person)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("StatisticsNote")

        self.values: dict[str, QLabel] = {}
        figures = QFormLayout()
        figures.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, label in (
            ("games", self.tr("Games finished")),
            ("wins", self.tr("Wins")),
            ("average", self.tr("Average score")),
            ("best", self.tr("Best score")),
            ("best_round", self.tr("Best round")),
            ("medals", self.tr("Campaign medals")),
            ("endings", self.tr("Endings seen")),
        ):
            value = QLabel()
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setAccessibleName(label)
            self.values[key] = value
            figures.addRow(label, value)
        # "Best round" alone puzzled a newcomer (a round's number? a score?)
        best_round_tip = self.tr("The most points gained in one round of a game")
        figures.labelForField(self.values["best_round"]).setToolTip(best_round_tip)
        self.values["best_round"].setToolTip(best_round_tip)

        self.breakdown = QTableWidget(0, 2)
        self.breakdown.setAccessibleName(self.tr("Games by number of players and by opponent"))
        self.breakdown.setHorizontalHeaderLabels([self.tr("Games"), self.tr("Wins")])
        self._table_look(self.breakdown)
        self.breakdown.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.breakdown.setMinimumWidth(220)

        self.chart = PointsChart(self)
        self.chart.set_axes(self.tr("Game"), self.tr("Points"), self.tr("No finished games yet."))
        self.chart.setAccessibleName(self.tr("Score in each game"))
        self.chart.setMinimumHeight(200)

        self.games = QTableWidget(0, len(COLUMNS))
        self.games.setAccessibleName(self.tr("Finished games"))
        self.games.setHorizontalHeaderLabels(
            [
                self.tr("#"),
                self.tr("Date"),
                self.tr("Rules"),
                self.tr("Opponents"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Best round"),
                self.tr("Medal"),
            ]
        )
        self.games.horizontalHeaderItem(COLUMNS.index("best_round")).setToolTip(best_round_tip)
        self._table_look(self.games)
        self.games.verticalHeader().hide()  # the # column numbers the games
        header = self.games.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("opponents"), QHeaderView.ResizeMode.Stretch)

        self.record = QCheckBox(self.tr("&Record finished games"))
        self.record.setToolTip(
            self.tr(
                "When this is off, games that end are not kept in the history; "
                "the games kept so far stay."
            )
        )
        self.record.setChecked(settings.record_history)
        self.record.toggled.connect(self._set_recording)
        self.replay_button = QPushButton(self.tr("&Watch the replay"))
        self.replay_button.setAccessibleName(self.tr("Watch the chosen game again"))
        self.replay_button.clicked.connect(self.watch_replay)
        self.games.itemSelectionChanged.connect(self._selection_changed)
        self.games.itemDoubleClicked.connect(lambda _item: self.watch_replay())
        self.export_button = QPushButton(self.tr("&Export CSV…"))
        self.export_button.setAccessibleName(self.tr("Export this player's games as CSV"))
        self.export_button.clicked.connect(self.ask_export)
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.clicked.connect(self.reject)
        self.close_button.setDefault(True)

        top = QHBoxLayout()
        top.addWidget(person_label)
        top.addWidget(self.person)
        top.addStretch(1)
        figures_box = QWidget()
        figures_box.setLayout(figures)
        figures.setContentsMargins(0, 0, 0, 0)
        figures_box.setMinimumWidth(260)
        middle = QHBoxLayout()
        middle.addWidget(figures_box, 3, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.breakdown, 2, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.chart, 5)
        bottom = QHBoxLayout()
        bottom.addWidget(self.record)
        bottom.addStretch(1)
        bottom.addWidget(self.replay_button)
        bottom.addWidget(self.export_button)
        bottom.addWidget(self.close_button)
        games_label = QLabel(self.tr("&Finished games"))
        games_label.setBuddy(self.games)
        games_label.setStyleSheet("font-weight: bold")
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.note)
        box.addLayout(middle, 3)
        box.addWidget(games_label)
        box.addWidget(self.games, 3)
        box.addLayout(bottom)

        self.person.currentIndexChanged.connect(self._show_person)
        self.refresh(current)
        self._fit_size()

    # ---- filling ---------------------------------------------------------------------
    def refresh(self, current: str | None = None) -> None:
        """Read the history again; show ``current`` (else the one shown, else the latest)."""
        wanted = current if current is not None else self.person.currentText() or None
        names = self.history.profile_names()
        self.person.blockSignals(True)
        self.person.clear()
        self.person.addItems(names)
        if wanted in names:
            self.person.setCurrentIndex(names.index(wanted))
        self.person.blockSignals(False)
        self.person.setEnabled(bool(names))
        self._show_person()

    def on_recorded(self, _key: str) -> None:
        """A game was just recorded: show it."""
        self.refresh()

    def _show_person(self) -> None:
        name = self.person.currentText()
        self.stats = self.history.profile(name) if name else None
        self.lines = self.history.games_of(name) if name else []
        self._show_note()
        self._show_figures()
        self._show_breakdown()
        self._show_chart()
        self._show_games()
        self.export_button.setEnabled(bool(self.lines))
        self._selection_changed()

    def _show_note(self) -> None:
        from ..history_text import reason_text

        texts = []
        if self.history.unavailable is not None:
            texts.append(
                fill(
                    self.tr("The history cannot be used (%1): nothing is recorded this time."),
                    reason_text(self.history.unavailable.reason),
                )
            )
        elif not self.person.count():
            texts.append(
                self.tr(
                    "No finished games yet. Every game played to its end here is kept, "
                    "with its replay, for each person who played it."
                )
            )
        if not self.settings.record_history:
            texts.append(self.tr("Recording is off: games that end now are not kept."))
        self.note.setText(" ".join(texts))
        self.note.setVisible(bool(texts))

    def _show_figures(self) -> None:
        s = self.stats
        loc = QLocale()
        v = self.values
        if s is None or not (s.games or s.endings):
            for label in v.values():
                label.setText("–")
            return
        v["games"].setText(loc.toString(s.games))
        rate = s.win_rate
        v["wins"].setText(
            fill(self.tr("%1 (%2 %)"), wins_text(s.wins), loc.toString(round(100 * rate)))
            if rate is not None
            else "–"
        )
        v["average"].setText(
            loc.toString(s.average_score, "f", 1) if s.average_score is not None else "–"
        )
        v["best"].setText(loc.toString(s.best_score) if s.best_score is not None else "–")
        v["best_round"].setText(
            self.tr("%n point(s)", "", s.best_round) if s.best_round is not None else "–"
        )
        v["medals"].setText(self._medals_text(s))
        v["endings"].setText(self._endings_text(s))

    def _medals_text(self, s: ProfileStats) -> str:
        medal_name = self._game_face().medal_name
        if not s.medals:
            return self.tr("None yet")
        counts = fill(
            self.tr("Gold %1 · silver %2 · bronze %3"),
            s.medals.get("gold", 0),
            s.medals.get("silver", 0),
            s.medals.get("bronze", 0),
        )
        chapters = [
            (ch.number, fill(self.tr("chapter %1: %2"), ch.number, medal_name(s.best_medals[cid])))
            for cid, ch in self.cat.chapters.items()
            if cid in s.best_medals
        ]
        best = list_text(text for _n, text in sorted(chapters))
        return fill(self.tr("%1 (best: %2)"), counts, best) if best else counts

    def _endings_text(self, s: ProfileStats) -> str:
        titles = {e.id: e.title for e in self.cat.endings}
        if not s.endings:
            return self.tr("None yet")
        seen = list_text(titles.get(e, e) for e in s.endings)
        return fill(self.tr("%1 of %2: %3"), len(s.endings), len(self.cat.endings), seen)

    def _show_breakdown(self) -> None:
        rows: list[tuple[str, str, str]] = []
        s = self.stats
        if s is not None:
            for players, (count, wins) in sorted(s.by_players.items()):
                solo = players == 1
                label = self.tr("Solo") if solo else self.tr("%n player(s)", "", players)
                rows.append((label, QLocale().toString(count), wins_text(wins)))
            order = [PERSON, *LEVELS]
            for opponent in sorted(s.by_opponent, key=lambda o: _rank(order, o)):
                count, wins = s.by_opponent[opponent]
                if opponent == PERSON:
                    label = self.tr("Against people")
                else:
                    label = fill(self.tr("Against %1"), level_name(opponent))
                rows.append((label, QLocale().toString(count), wins_text(wins)))
        t = self.breakdown
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([r[0] for r in rows])
        for r, (_label, games, wins) in enumerate(rows):
            for c, text in enumerate((games, wins)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        rows_height = t.verticalHeader().defaultSectionSize() * max(1, len(rows))
        t.setMaximumHeight(
            t.horizontalHeader().sizeHint().height() + rows_height + 2 * t.frameWidth()
        )

    def _show_chart(self) -> None:
        scores = [g.score for g in self.lines]
        running, total = [], 0
        for i, score in enumerate(scores, start=1):
            total += score
            running.append(round(total / i))
        if scores:
            self.chart.set_data([self.tr("Score"), self.tr("Average so far")], [scores, running])
        else:
            self.chart.set_data([], [])

    def _show_games(self) -> None:
        from ..slots_model import when_text

        t = self.games
        t.setRowCount(len(self.lines))
        campaign = any(g.chapter is not None for g in self.lines)
        t.setColumnHidden(COLUMNS.index("medal"), not campaign)  # no chapter, no medal
        newest_first = list(enumerate(self.lines, start=1))[::-1]
        for r, (number, g) in enumerate(newest_first):
            texts = {
                "number": QLocale().toString(number),
                "date": when_text(g.finished_at),
                "rules": self._rules_text(g),
                "opponents": list_text(self._opponent_text(o) for o in g.opponents)
                if g.opponents
                else self.tr("Solo"),
                "score": QLocale().toString(g.score),
                "result": result_text(g.win_share),
                "best_round": QLocale().toString(g.best_round) if g.best_round is not None else "",
                "medal": self._medal_cell(g),
            }
            for c, key in enumerate(COLUMNS):
                item = QTableWidgetItem(texts[key])
                if key in ("number", "score", "best_round"):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == "opponents":
                    item.setToolTip(
                        list_text(
                            fill(self.tr("%1: %2"), self._opponent_text(o), o[3])
                            for o in g.opponents
                        )
                    )
                t.setItem(r, c, item)

    def _rules_text(self, g: GameLine) -> str:
        if g.chapter is not None and g.chapter in self.cat.chapters:
            return self._game_face().chapter_title(self.cat.chapters[g.chapter])
        try:
            return self.cat.stored_ruleset(g.ruleset).name
        except KeyError:
            return g.ruleset

    def _medal_cell(self, g: GameLine) -> str:
        if g.chapter is None:
            return ""
        return self._game_face().medal_name(g.medal)

    def _game_face(self) -> Any:
        """The game's face, asked for when its words are first needed."""
        if self._face is None:
            from ..faces import face

            self._face = face()
        return self._face

    def _opponent_text(self, o: tuple[str, str, str | None, int]) -> str:
        name, _kind, level, _score = o
        return name if level is None else fill(self.tr("%1 (%2)"), name, level_name(level))

    # ---- doing -------------------------------------------------------------------------
    def chosen_line(self) -> GameLine | None:
        """The game chosen in the table (None: none)."""
        rows = self.games.selectionModel().selectedRows()
        if not rows:
            return None
        return self.lines[len(self.lines) - 1 - rows[0].row()]  # the table is newest first

    def _replay_file(self) -> Path | None:
        line = self.chosen_line()
        path = self.history.replay_path(line.replay_file) if line is not None else None
        return path if path is not None and path.is_file() else None

    def _selection_changed(self) -> None:
        self.replay_button.setEnabled(self._replay_file() is not None)

    def watch_replay(self) -> None:
        """Ask the window to show the chosen game's replay."""
        path = self._replay_file()
        if path is not None:
            self.replay_requested.emit(str(path))

    def _set_recording(self, on: bool) -> None:
        self.settings.record_history = on
        self._show_note()

    def ask_export(self) -> None:
        """Export the shown player's games to a CSV file the player chooses."""
        name = self.person.currentText()
        if not name or not self.lines:
            return
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        default = str(folder / file_name_for(name))
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), default, self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Write the shown player's games to ``path``; False (after saying why) if not."""
        try:
            write_games_csv(path, self.person.currentText(), self.lines)
        except OSError as exc:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Export statistics"),
                fill(self.tr("The file was not written: %1"), exc.strerror or str(exc)),
                QMessageBox.StandardButton.Ok,
                self,
            )
            self.export_error = box
            box.open()
            return False
        self.note.setText(fill(self.tr("Exported to %1."), str(path)))
        self.note.setVisible(True)
        return True

    # ---- look --------------------------------------------------------------------------
    @staticmethod
    def _table_look(table: QTableWidget) -> None:
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setTabKeyNavigation(False)
        table.setWordWrap(False)
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _fit_size(self) -> None:
        fit_window(self, (980, 700))


def _rank(order: list[str], opponent: str) -> tuple[int, str]:
    return (order.index(opponent) if opponent in order else len(order), opponent)
