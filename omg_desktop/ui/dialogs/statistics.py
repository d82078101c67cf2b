"""Game ▸ Statistics: one person's finished games, figures, a chart over time, CSV export.

Everything shown comes from the history (:mod:`omg_desktop.history`), which holds
finished games only, so at a pass-and-play table the window shows nothing of the game
in progress. The chart is the score sheet's :class:`PointsChart`, over games instead
of rounds. The checkbox turns recording on and off (a setting, remembered).

One game's figures at a time (the game of the window it was opened from), or every
game's (*All games*: the games and wins of each, a line per game on the chart, a Game
column). A game's own figures (its record's ``figures``) come as rows and columns named
by its face (``figure_name``); its rules, chapters and endings are named by its face
too (``rules_name``, ``chapter_numbers``, ``ending_titles``, ``medal_name``), and a
game without rounds or a campaign shows no best round, medals or endings.
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

from ...games import registry
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

#: The columns of the games table (the game's own figures follow them).
COLUMNS = (
    "number",
    "date",
    "game",
    "rules",
    "opponents",
    "score",
    "result",
    "best_round",
    "medal",
)

#: The filter's choice of every game.
ALL_GAMES = ""


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


def number(value: float) -> str:
    """A figure: whole, or with one decimal."""
    if abs(value - round(value)) < 1e-9:
        return QLocale().toString(round(value))
    return QLocale().toString(value, "f", 1)


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
        game: str = registry.DEFAULT,
    ) -> None:
        """``game``: the id of the game shown first (its window's); ``cat``: its catalog
        (its rule sets and chapters); ``face``: its face (the words of its figures,
        medals and chapters), found from its record for None."""
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.history = history
        self.settings = settings
        self.cat = cat
        self._own = game
        self._words: dict[str, tuple[Any, Any]] = {}  # game id -> (face, catalog)
        if face is not None:
            self._words[game] = (face, cat)
        self.stats: ProfileStats | None = None
        self.lines: list[GameLine] = []
        self._figures: list[str] = []  # the figure columns shown
        self.setWindowTitle(self.tr("Statistics"))

        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game", "which game of the box"))
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for info in registry.GAMES:
            self.game.addItem(info.title(self._language()), info.id)
        self.game.addItem(self.tr("All games"), ALL_GAMES)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game)
        self._game_row = (game_label, self.game)

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
        self.form = figures
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
        self._fixed = tuple(self.values)  # the rows every game has (the game's own follow)
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
                self.tr("Game", "which game of the box"),
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
        top.addSpacing(16)
        top.addWidget(game_label)
        top.addWidget(self.game)
        top.addStretch(1)
        for widget in self._game_row:  # a box of one game needs no choice
            widget.setVisible(len(registry.GAMES) > 1)
        figures_box = QWidget()
        stacked = QVBoxLayout(figures_box)  # the figures at the top, all their lines shown
        stacked.setContentsMargins(0, 0, 0, 0)
        stacked.addLayout(figures)
        stacked.addStretch(1)
        figures_box.setMinimumWidth(260)
        middle = QHBoxLayout()
        middle.addWidget(figures_box, 3)
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
        self.game.currentIndexChanged.connect(lambda _i: self.refresh())
        self.refresh(current)
        self._fit_size()

    # ---- filling ---------------------------------------------------------------------
    def refresh(self, current: str | None = None) -> None:
        """Read the history again; show ``current`` (else the one shown, else the latest)."""
        wanted = current if current is not None else self.person.currentText() or None
        names = self.history.profile_names(self.chosen_game())
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

    def chosen_game(self) -> str | None:
        """The id of the game whose figures are shown (None: every game's)."""
        return self.game.currentData() or None

    def _show_person(self) -> None:
        name = self.person.currentText()
        game = self.chosen_game()
        self.stats = self.history.profile(name, game) if name else None
        self.lines = self.history.games_of(name, game) if name else []
        self._show_rows()
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

    def _show_rows(self) -> None:
        """The rows and columns the shown game has: a best round (a game with rounds),
        medals and endings (a campaign), its own figures, a Game column (every game)."""
        game = self.chosen_game()
        every = game is None
        rounds = not every and (not self.lines or any(g.best_round is not None for g in self.lines))
        campaign = any("campaign" in info.extras for info in self._shown_infos())
        shown = {
            "average": not every,
            "best": not every,
            "best_round": rounds,
            "medals": campaign,
            "endings": campaign,
        }
        for key, visible in shown.items():
            self.form.setRowVisible(self.values[key], visible)
        while self.form.rowCount() > len(self._fixed):  # the last game's own figures
            self.form.removeRow(self.form.rowCount() - 1)
        self._figures = sorted(self.stats.figures) if self.stats and not every else []
        for figure in self._figures:
            value = QLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            name = self._figure_name(game, figure)
            value.setAccessibleName(name)
            self.form.addRow(name, value)
        t = self.games
        t.setColumnCount(len(COLUMNS) + len(self._figures))
        for i, figure in enumerate(self._figures):
            t.setHorizontalHeaderItem(
                len(COLUMNS) + i, QTableWidgetItem(self._figure_name(game, figure))
            )
        t.setColumnHidden(COLUMNS.index("game"), not every)
        t.setColumnHidden(COLUMNS.index("best_round"), not rounds)

    def _shown_infos(self) -> list[Any]:
        """The metadata of the game shown, or of every game of the box."""
        game = self.chosen_game()
        return [i for i in registry.GAMES if game is None or i.id == game]

    def _figure_name(self, game: str | None, figure: str) -> str:
        face, _cat = self._words_of(game)
        name = getattr(face, "figure_name", None)
        return name(figure) if name is not None else figure

    def _show_figures(self) -> None:
        s = self.stats
        loc = QLocale()
        v = self.values
        if s is None or not (s.games or s.endings):
            for label in v.values():
                label.setText("–")
            for r in range(len(self._fixed), self.form.rowCount()):
                self._figure_label(r).setText("–")
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
        for r, figure in enumerate(self._figures, start=len(self._fixed)):
            average, highest = s.figures[figure]
            self._figure_label(r).setText(
                fill(self.tr("%1 on average, %2 at most"), number(average), number(highest))
            )

    def _figure_label(self, row: int) -> QLabel:
        item = self.form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        return item.widget()

    def _campaign_words(self) -> tuple[Any, Any]:
        """The face and catalog of the game whose campaign is shown (every game's: the
        first of the box with a campaign)."""
        infos = [i for i in self._shown_infos() if "campaign" in i.extras]
        return self._words_of(infos[0].id) if infos else (None, None)

    def _medals_text(self, s: ProfileStats) -> str:
        if not s.medals:
            return self.tr("None yet")
        face, cat = self._campaign_words()
        counts = fill(
            self.tr("Gold %1 · silver %2 · bronze %3"),
            s.medals.get("gold", 0),
            s.medals.get("silver", 0),
            s.medals.get("bronze", 0),
        )
        numbers = face.chapter_numbers(cat) if face is not None else {}
        chapters = [
            (n, fill(self.tr("chapter %1: %2"), n, face.medal_name(s.best_medals[cid])))
            for cid, n in numbers.items()
            if cid in s.best_medals
        ]
        best = list_text(text for _n, text in sorted(chapters))
        return fill(self.tr("%1 (best: %2)"), counts, best) if best else counts

    def _endings_text(self, s: ProfileStats) -> str:
        if not s.endings:
            return self.tr("None yet")
        face, cat = self._campaign_words()
        titles = face.ending_titles(cat) if face is not None else {}
        seen = list_text(titles.get(e, e) for e in s.endings)
        return fill(self.tr("%1 of %2: %3"), len(s.endings), len(titles), seen)

    def _show_breakdown(self) -> None:
        rows: list[tuple[str, str, str]] = []
        s = self.stats
        if s is not None:
            if self.chosen_game() is None:  # every game: each game's, first
                for info in registry.GAMES:
                    if info.id in s.by_game:
                        count, wins = s.by_game[info.id]
                        rows.append(
                            (self._title(info.id), QLocale().toString(count), wins_text(wins))
                        )
                for gid in sorted(set(s.by_game) - set(registry.ids())):
                    count, wins = s.by_game[gid]
                    rows.append((gid, QLocale().toString(count), wins_text(wins)))
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
        if self.chosen_game() is None:  # every game: a line of each game's scores
            by_game: dict[str, list[int]] = {}
            for g in self.lines:
                by_game.setdefault(g.game, []).append(g.score)
            self.chart.set_data([self._title(gid) for gid in by_game], list(by_game.values()))
            return
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
        for r, (number_, g) in enumerate(newest_first):
            texts = {
                "number": QLocale().toString(number_),
                "date": when_text(g.finished_at),
                "game": self._title(g.game),
                "rules": self._rules_text(g),
                "opponents": list_text(self._opponent_text(o) for o in g.opponents)
                if g.opponents
                else self.tr("Solo"),
                "score": QLocale().toString(g.score),
                "result": result_text(g.win_share),
                "best_round": QLocale().toString(g.best_round) if g.best_round is not None else "",
                "medal": self._medal_cell(g),
            }
            own = dict(g.figures)
            cells = [texts[key] for key in COLUMNS]
            cells += [number(own[f]) if f in own else "" for f in self._figures]
            for c, text in enumerate(cells):
                key = COLUMNS[c] if c < len(COLUMNS) else "figure"
                item = QTableWidgetItem(text)
                if key in ("number", "score", "best_round", "figure"):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == "opponents":
                    item.setToolTip(
                        list_text(
                            fill(self.tr("%1: %2"), self._opponent_text(o), o[3])
                            for o in g.opponents
                        )
                    )
                t.setItem(r, c, item)

    def _title(self, game: str) -> str:
        """A game's title in the window's language (an id the box lacks as it is)."""
        try:
            return registry.info(game).title(self._language())
        except registry.UnknownGame:
            return game

    @staticmethod
    def _language() -> str:
        return QLocale().name()

    def _rules_text(self, g: GameLine) -> str:
        face, cat = self._words_of(g.game)
        name = getattr(face, "rules_name", None)
        return name(cat, g.ruleset, g.chapter) if name is not None else g.ruleset

    def _medal_cell(self, g: GameLine) -> str:
        face, _cat = self._words_of(g.game)
        if g.chapter is None or face is None:
            return ""
        return face.medal_name(g.medal)

    def _words_of(self, game: str | None) -> tuple[Any, Any]:
        """A game's face and catalog, asked for when its words are first needed (a game
        the box lacks, or every game: none)."""
        if game is None:
            return None, None
        if game not in self._words:
            try:
                record = registry.load(game)
            except registry.UnknownGame:
                self._words[game] = (None, None)
            else:
                from ..faces import face_of_game

                cat = self.cat if game == self._own else self._catalog_of(record)
                self._words[game] = (face_of_game(record), cat)
        return self._words[game]

    def _catalog_of(self, record: Any) -> Any:
        """Another game's catalog, its texts in the window's language (its rule sets'
        and chapters' names as that game's own window shows them)."""
        from ...i18n import best_language
        from ..language import localized

        return localized(record.load_catalog(), best_language([self._language()]), record.info.id)

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
