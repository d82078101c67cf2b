"""The coach: a lesson played on the real window, with the real controller.

The lesson's game is an ordinary :class:`~..controller.GameController` on the table
(the learner's seat a person, the other the :class:`ScriptedOpponent`), started from
the position before the step the lesson is at (a :class:`LessonRecorder`), for any
game: what is the game's (its record, its lesson hooks, where its table shows a
step's target) comes from the window's game and its face's :class:`.hooks.LessonFace`.
The coach is a layer over it: rings and a bubble on the table (:mod:`.layer`), its box in the
side panel (:mod:`.panel`), and two questions the window asks it — whether an action
the learner made is the step's (:meth:`Coach.gate`: the coach only compares; the
engine decides what is legal) and what Enter does (:meth:`Coach.confirm`).

The coach knows where the game is by the position alone: after every change it
finds the step whose position the table shows (so an undo, Back, Skip and the
opponent's moves all keep it in step). While a step is there to be read, the
opponent waits (the controller's ``wait_for_table``); on the opponent's steps it plays.
A step's words come when the table has shown the moves that led to it (as the log's
lines do): until then the box keeps the last step's words, its buttons waiting.
Where the learner is in each lesson is remembered (:mod:`.progress`).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction

from omg_desktop.i18n.templates import fill

from ...games.base import Game, IllegalAction
from ...record import state_hash
from ...seating.seat import Seat
from ...tutorial.lesson import DO, OFFER_CAMPAIGN, OPPONENT, READ, Lesson
from ...tutorial.matching import same_action
from ...tutorial.opponent import ScriptedOpponent
from ...tutorial.recorder import LessonRecorder
from ...tutorial.walk import Stop, Walk
from ...tutorial.words import LessonWords
from ..controller import GameController
from .hooks import LessonFace
from .layer import CoachLayer
from .panel import CoachPanel, bold_names
from .progress import LessonProgress

#: The computer level the scripted opponent's seat names (no bot of the levels plays it).
SCRIPTED_LEVEL = "scripted"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Coach", text, None, n)


class Coach(QObject):
    """One lesson on one window. :meth:`begin`, then the learner plays; :meth:`leave`."""

    #: The opponent may play now (the controller's table-idle signal, see ``wait_for_table``).
    released = Signal()
    #: The lesson left the table (left, finished, or replaced by another game).
    ended = Signal()

    def __init__(
        self, window, lesson: Lesson, walk: Walk, words: LessonWords, face: LessonFace
    ) -> None:
        super().__init__(window)
        self.window = window
        self.game: Game = window.game
        self.face = face
        self.lesson = lesson
        self.walk = walk
        self.words = words
        self.stops: list[Stop] = walk.stops
        self._before = [self._hash(s.before) for s in self.stops]
        self.index = 0
        self.controller: GameController | None = None
        self.progress = LessonProgress(window.settings, self.game.info.id)
        self.panel = CoachPanel()
        self.layer = CoachLayer(window.scene, window.table)
        self.active = False
        self.aside = ""  # the kind sentence shown now (after another action)
        self._box_due = False  # the box waits for the table to show the moves
        self._refresh_soon = QTimer(self)
        self._refresh_soon.setSingleShot(True)
        self._refresh_soon.setInterval(0)
        self._refresh_soon.timeout.connect(self.refresh_layer)
        self.panel.back.connect(self.back)
        self.panel.skip.connect(self.skip)
        self.panel.next.connect(self.next)
        self.panel.leave.connect(self.leave)
        self._links = [
            (window.games.started, self._started),
            (window.scene.settled, self._refresh_soon.start),
            (window.scene.player.idle, self._refresh_soon.start),
            (window.table.shape_changed, self._refresh_soon.start),
            (window.panel.marks_changed, self._refresh_soon.start),
        ]
        for signal, slot in self._links:
            signal.connect(slot)

    def _hash(self, state) -> str:
        return state_hash(self.game, state)

    # ---- where the lesson is ---------------------------------------------------------------
    @property
    def stop(self) -> Stop:
        return self.stops[self.index]

    def shown_steps(self) -> list[int]:
        """The indexes of the steps the learner reads or does (not the opponent's)."""
        return [i for i, s in enumerate(self.stops) if s.step.kind != OPPONENT]

    def resting(self, index: int) -> int:
        """``index``, or the learner's step before it when it is one of the opponent's
        (a lesson resumes there: the opponent's move is played from it)."""
        index = max(0, min(index, len(self.stops) - 1))
        while index > 0 and self.stops[index].step.kind == OPPONENT:
            index -= 1
        return index

    def previous(self) -> int | None:
        """The learner's step before this one (None: this is the first)."""
        return next((i for i in reversed(self.shown_steps()) if i < self.index), None)

    def _same_part(self, index: int) -> list[int]:
        part = self.stops[index].part
        return [i for i, s in enumerate(self.stops) if s.part is part]

    # ---- starting, leaving --------------------------------------------------------------------
    def begin(self, index: int = 0) -> None:
        """Put the lesson on the table at step ``index`` (the coach's box in the panel)."""
        self.active = True
        # The hint is the Normal computer's move, which is often not the step's (a
        # newcomer was told to swap the hand the coach had just said to keep): in a
        # lesson the coach alone says what to do.
        self.window.menus.hint.setEnabled(False)
        self.window.side_box.insertWidget(0, self.panel)
        self.panel.show()
        self.jump(index)

    def jump(self, index: int) -> None:
        """A new game on the table at the position before step ``index``."""
        self.index = self.resting(index)
        self.aside = ""
        stop = self.stop
        history = [e for s in self.stops[: self.index] if s.part is stop.part for e in s.events]
        seats = (
            Seat.human(self.learner_name()),
            Seat.computer(self.lesson.opponent, SCRIPTED_LEVEL),
        )
        moves = self.walk.opponent_moves
        games = self.window.games
        controller = GameController(
            self.window.cat,
            seats,
            bot_delay_ms=games.bot_delay_ms(),
            parent=self.window,
            bot_factory=lambda _level, _seed: ScriptedOpponent(self.game, moves),
            recorder=LessonRecorder(self.game, stop.before, history, players=len(seats)),
        )
        self.controller = controller
        self._remember()
        games.run_lesson_game(controller, self)  # -> _started, before the controller starts
        self.show()

    def learner_name(self) -> str:
        """The learner's name on the table: the person of the last game of this game set
        up, else the lesson's (the opponent's is the lesson's too)."""
        settings = self.window.settings
        config = settings.last_config(self.game.info.id)
        names = [s.name for s in config.seats if s.is_human] if config is not None else []
        names = settings.player_names + names  # the last name given in any seats dialog
        return next((n for n in names if n and n != self.lesson.opponent), self.lesson.learner)

    def _started(self, controller: GameController) -> None:
        if controller is not self.controller:
            if self.active:  # another game took the table: the lesson keeps its step
                self._end()
            return
        controller.wait_for_table(self._table_busy, self.released)
        controller.changed.connect(self._changed)

    def _table_busy(self) -> bool:
        """The opponent waits while the table shows moves, and while a step of the
        learner's is up (the coach is still talking)."""
        if self.window.scene.player.busy():
            return True
        return self.active and self.stop.step.kind != OPPONENT

    def leave(self) -> None:
        """Stop the lesson; Help ▸ Learn to play goes on from this step. A window opened
        from the library goes back to it (its way back), another shows its empty table."""
        if not self.active:
            return
        self.end_with_game()
        back = self.window.findChild(QAction, "BackToLibrary")
        if back is not None:
            back.trigger()
        else:
            self.window.close_game()

    def end_with_game(self) -> None:
        """The lesson's game leaves the table (Back to the library, say): the coach goes
        with it; Help ▸ Learn to play goes on from this step."""
        if self.active:
            self._remember()
            self._end()

    def finish(self) -> None:
        """The lesson's last step is read: it is done, and the window moves on."""
        self.progress.finish(self.lesson.id)
        after = self.lesson.offer
        self._end()
        self.window.close_game()
        if after == OFFER_CAMPAIGN:
            self.window.ask_campaign()
        else:
            self.window.ask_new_game()

    def _end(self) -> None:
        self.active = False
        if self.window.games.lesson_ended(self):
            self.window.menus.hint.setEnabled(True)
        for signal, slot in self._links:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self._refresh_soon.stop()
        self.layer.clear()
        self.window.side_box.removeWidget(self.panel)
        self.panel.hide()
        self.panel.deleteLater()
        self.ended.emit()
        self.deleteLater()

    def _remember(self) -> None:
        self.progress.remember(self.lesson.id, self.stops[self.resting(self.index)].step.id)

    # ---- following the game ------------------------------------------------------------------
    def _changed(self) -> None:
        c = self.controller
        if not self.active or c is None or self.window.games.controller is not c:
            return
        now = self._hash(c.state_for_save)
        if self._before[self.index] == now:
            self.show()
            return
        part = self._same_part(self.index)
        ahead = next((j for j in part if j > self.index and self._before[j] == now), None)
        if ahead is None:
            behind = [j for j in part if j < self.index and self._before[j] == now]
            ahead = self.resting(behind[-1]) if behind else None
        if ahead is None:
            # a move the script does not know (it cannot come from the learner: the coach
            # lets only the step's action through): back to where the lesson was
            self.aside = tr("That took us off the lesson's path. Let's go back to where we were.")
            QTimer.singleShot(0, self._back_on_path)
            return
        self.move_to(ahead)

    def _back_on_path(self) -> None:
        if self.active:
            self.jump(self.index)

    def move_to(self, index: int) -> None:
        """Step ``index`` of the same part (the table already shows its position)."""
        self.index = index
        self.aside = ""
        self._remember()
        self.show()
        if self.stop.step.kind == OPPONENT:
            self.released.emit()

    # ---- the learner's buttons and keys ---------------------------------------------------------
    def next(self) -> None:
        """Read: on to the next step (the next part's position, at a part's end)."""
        if not self.active or self.stop.step.kind != READ:
            return
        following = self.index + 1
        if following >= len(self.stops):
            self.finish()
        elif self.stops[following].part is not self.stop.part:
            self.jump(following)
        else:
            self.move_to(following)

    def skip(self) -> None:
        """The step's move, made for the learner (a step to read: Next)."""
        if not self.active:
            return
        step = self.stop
        if step.step.kind == READ:
            self.next()
            return
        if step.step.kind != DO or self.controller is None or step.action is None:
            return
        try:
            self.controller.submit(step.action)
        except IllegalAction:
            self.jump(self.index)  # the table was elsewhere: set the step up again

    def back(self) -> None:
        """The learner's step before this one, its position set up again if it is
        another."""
        j = self.previous()
        if j is None or not self.active:
            return
        c = self.controller
        same = c is not None and j in self._same_part(self.index)
        if c is not None and same and self._hash(c.state_for_save) == self._before[j]:
            self.move_to(j)
        else:
            self.jump(j)

    def confirm(self) -> bool:
        """Enter: Next on a step to read; nothing while the opponent plays; on the
        learner's move, False (the table's default goes, then :meth:`gate`)."""
        if not self.active:
            return False
        kind = self.stop.step.kind
        if self._box_due and self.window.scene.player.busy():
            self.window.scene.player.finish()  # the moves at once, and the step's words
            return True
        if kind == READ:
            self.next()
            return True
        return kind == OPPONENT

    def gate(self, action: Any) -> Any | None:
        """The action to play for the learner's ``action``: the step's own when it does
        what the step asks (None, with a kind word, when it does not)."""
        if not self.active or self.controller is None:
            return action
        target = self._expected_stop()
        if target is None:
            self._say_aside(
                tr("First read what I said; press Next when you are ready.")
                if self.stop.step.kind == READ
                else tr("Wait a moment: it is not your move yet.")
            )
            return None
        assert target.action is not None
        state = self.controller.state_for_save
        if same_action(self.game, self.face.rules, state, action, target.action):
            return target.action
        words = self.words.wrong(target.step, mark=bold_names)
        self._say_aside(
            words
            or tr(
                "Not quite: try what I pointed at. If you are stuck, Do it for me makes "
                "the move for you."
            ),
            plain=self.words.wrong(target.step),
        )
        return None

    def _expected_stop(self) -> Stop | None:
        """The step whose action the learner's move should be: this one, or the next one
        when this is to be read at the same position."""
        i = self.index
        if self.stop.step.kind == DO:
            return self.stop
        if self.stop.step.kind != READ:
            return None
        for j in self._same_part(i):
            if j <= i:
                continue
            if self._before[j] != self._before[i]:
                return None
            if self.stops[j].step.kind == DO:
                return self.stops[j]
        return None

    def _say_aside(self, rich: str, plain: str | None = None) -> None:
        self.aside = plain if plain is not None else rich
        self.panel.aside(rich)
        self.refresh_layer()

    # ---- what is shown --------------------------------------------------------------------------
    def number(self) -> tuple[int, int]:
        """(this step's number among the learner's steps, how many there are)."""
        shown = self.shown_steps()
        here = self.resting(self.index)
        return (shown.index(here) + 1 if here in shown else 1), len(shown)

    def text(self) -> str:
        """The step's words, plain (the bubble's)."""
        step = self.stop.step
        said = self.words.say(step)
        if step.kind == OPPONENT and not said:
            return fill(tr("%1 is playing…"), self.lesson.opponent)
        return said

    def show(self) -> None:
        """The step in the coach's box and on the table, once the table has shown the
        moves that led to it (words about a row not turned up yet read wrong)."""
        if not self.active:
            return
        self._box_due = True
        if self.window.scene.player.busy():
            self.panel.hold()  # the table's idle brings the words (refresh_layer)
        else:
            self._show_box()
        self._refresh_soon.start()  # once the window has queued the moves that led here

    def _show_box(self) -> None:
        self._box_due = False
        stop = self.stop
        step = stop.step
        title = fill(tr("%1 · %2"), self.words.title(), self.words.part_title(stop.part.id))
        rich = self.words.say(step, mark=bold_names) or bold_names(None, self.text())
        number, total = self.number()
        self.panel.show_step(
            title,
            number,
            total,
            rich,
            can_back=self.previous() is not None,
            can_skip=step.kind == DO,
            can_next=step.kind == READ,
            last=self.index == len(self.stops) - 1,
        )
        if self.aside:
            self.panel.aside(bold_names(None, self.aside))

    def named_cards(self, placements) -> set[tuple]:
        """The cards the step names, among ``placements``: the items of the kinds the
        game's art draws (its table terms' ``faces``)."""
        by_key = {p.key: p for p in placements}
        keys: set[tuple] = set()
        for target in self.stop.step.highlight:
            keys.update(self.face.target_keys(target, self.stop.before, by_key))
        faces = self.window.scene.terms.faces
        return {k for k in keys if k[0] in faces}

    def refresh_layer(self) -> None:
        """Rings and bubble where the table's items are now."""
        if not self.active:
            return
        if self.window.scene.player.busy():
            # The table still plays the moves that led here: rings and words about a
            # market not yet turned up read wrong (a newcomer saw "1 Wood, 1 Clay" over
            # a tally of 0). They come when it is done, with the box's words.
            self.layer.clear()
            return
        if self._box_due:
            self._show_box()
        stop = self.stop
        placements = {k: it.placement for k, it in self.window.scene.items_by_key.items()}
        targets = stop.step.highlight
        if stop.step.kind == OPPONENT and not targets and self.face.opponent_target:
            targets = (self.face.opponent_target,)
        groups = [self.face.target_keys(t, stop.before, placements) for t in targets]
        groups = [g for g in groups if g]
        if self.aside:
            self.layer.show(groups, self.aside, "wrong")
        else:
            self.layer.show(groups, self.text(), "say")
