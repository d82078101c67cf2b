"""What a person does in a run of the real program (:mod:`program` runs these).

:class:`Person` has the things a person does — answer the start-up offer, fill the New
game dialog, play their turns with the keyboard (Enter takes each step's default, Space
takes the computer behind a cover), open the campaign screen, quit with Ctrl+Q — each a
generator of waits. The journeys at the bottom are one program run each; what they see
goes into ``out`` for the test to check against the files on disk.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from program import Script, Wait
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QWidget

from omg_desktop.games.ohmygoods.rules.record import state_hash

Key = Qt.Key
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


class Person:
    """A person at the real window: sees what is shown, uses the keyboard and buttons."""

    def __init__(self, app, win, out: dict[str, Any]) -> None:
        self.app, self.win, self.out = app, win, out
        self.driver = None

    # ---- looking ------------------------------------------------------------------
    def until(self, what: str, ready: Callable[[], bool]) -> Wait:
        return Wait(what, ready)

    def dialogs(self, name: str | None = None, kind: type = QDialog) -> list[QWidget]:
        """The dialogs on screen now (of ``kind``, named ``name``), newest last."""
        return [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, kind) and w.isVisible() and (name is None or w.objectName() == name)
        ]

    def dialog(self, name: str | None = None, kind: type = QDialog) -> QWidget | None:
        found = self.dialogs(name, kind)
        return found[-1] if found else None

    def seen(self, key: str, value: Any) -> None:
        """Note what was on screen for the test (lists grow: one entry a time it is seen)."""
        self.out.setdefault(key, []).append(value)

    @property
    def game(self):
        return self.win.controller

    def position(self) -> dict[str, Any]:
        """Where the game on the table stands: its round, steps and the hash of its state."""
        c = self.game
        state = c.state_for_save
        return {
            "round": state.round,
            "steps": len(c.record.steps),
            "hash": state_hash(state),
            "over": c.is_over,
            "chapter": (state.setup or {}).get("chapter"),
        }

    def table_idle(self) -> bool:
        return not self.win.scene.player.busy()

    # ---- acting ---------------------------------------------------------------------
    def key(self, widget: QWidget, key: Key, mods=Qt.KeyboardModifier.NoModifier) -> Script:
        """A key pressed in ``widget`` once its window has the keyboard (as the window a
        person types in does: its shortcuts answer)."""
        window = widget.window()
        if not window.isActiveWindow():
            window.activateWindow()
            yield self.until(
                f"{window.windowTitle()!r} to have the keyboard", window.isActiveWindow
            )
        QTest.keyClick(widget, key, mods)

    def click(self, button) -> None:
        assert button.isVisible() and button.isEnabled(), f"{button.text()!r} cannot be pressed"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def answer(self, name: str | None, yes: bool, note: str) -> Script:
        """The question box ``name`` (any question when None) comes; press Yes or No."""
        yield self.until(f"the question {name or ''}", lambda: self.dialog(name, QMessageBox))
        box = self.dialog(name, QMessageBox)
        self.seen(note, {"name": box.objectName(), "text": box.text()})
        self.click(box.button(YES if yes else NO))

    @property
    def library(self):
        """The library window (the first screen of a start)."""
        from omg_desktop.ui.library.window import LibraryWindow

        return next(w for w in QApplication.topLevelWidgets() if isinstance(w, LibraryWindow))

    def at_library(self) -> Script:
        """The library once it has looked for what Continue takes up (or a question the
        start asks over it, the first start's lesson offer)."""
        yield self.until(
            "the library's Continue",
            lambda: self.library.looked or self.dialog(kind=QMessageBox),
        )
        yield self.until("the library or its question", lambda: self.library.isVisible()
                         or self.dialog(kind=QMessageBox))  # fmt: skip

    def start_offer(self, yes: bool) -> Script:
        """The first thing a start offers (the library's Continue: a resume or continue
        offer; or the lesson offer over it; or nothing): note it, then take it, or
        a new game (the library's New game, as No did)."""
        yield from self.at_library()
        box = self.dialog(kind=QMessageBox)
        if box is not None:  # the lesson offer
            self.seen("offers", {"name": box.objectName(), "text": box.text()})
            learn = box.findChild(QPushButton, "learn:ohmygoods")  # the box's: a game's
            self.click(learn if yes else box.button(NO))
            if not yes:  # not now: the library stays; no is a new game, its New game
                yield self.until("the library alone", lambda: self.dialog(kind=QMessageBox)
                                 is None)  # fmt: skip
                self.click(self.library.screen_.tiles["ohmygoods"].buttons["new"])
            return
        offers = self.library.offers
        if not offers:
            self.seen("offers", {"name": "NewGameDialog", "text": ""})
        else:
            self.seen("offers", {"name": offers[0].name, "text": offers[0].text})
        if yes and offers:
            self.click(self.library.screen_.continue_button)
        else:
            self.click(self.library.screen_.tiles["ohmygoods"].buttons["new"])

    def new_game(self, seats: list[tuple[str, str, str | None]], ruleset: str, seed: str) -> Script:
        """The New game dialog (open, or Ctrl+N): the seats (name, kind, level), rules, seed."""
        from omg_desktop.ui.dialogs.new_game import NewGameDialog

        if self.dialog(kind=NewGameDialog) is None and self.library.isVisible():
            self.click(self.library.screen_.tiles["ohmygoods"].buttons["new"])
        elif self.dialog(kind=NewGameDialog) is None:
            yield from self.key(self.win, Key.Key_N, CTRL)
        yield self.until("the New game dialog", lambda: self.dialog(kind=NewGameDialog))
        dlg = self.dialog(kind=NewGameDialog)
        fill_seats(dlg, seats)
        choose(dlg.ruleset, ruleset)
        dlg.seed.setText(seed)
        yield from self.key(dlg, Key.Key_Return)
        yield self.until("the new game on the table", lambda: self.game is not None)

    def play(self, stop: Callable[[], bool], at_most: int = 3000) -> Script:
        """Take every decision of the people here (Enter: the step's default; Space: the
        computer behind a cover) until ``stop()``, the game's end or a story screen."""
        from omg_desktop.games.ohmygoods.face.campaign.story_dialog import StoryDialog

        done = 0
        while True:
            yield self.until(
                "a decision, a cover, the game's end or a story screen",
                lambda: (
                    stop()
                    or self.game.is_over
                    or self.dialog(kind=StoryDialog) is not None
                    or self.win.covered
                    or (self.game.awaiting_human() and self.table_idle())
                ),
            )
            if stop() or self.game.is_over or self.dialog(kind=StoryDialog) is not None:
                return
            if self.win.covered:
                yield from self.key(self.win.cover, Key.Key_Space)
                continue
            before = len(self.game.record.steps)
            yield from self.key(self.win, Key.Key_Return)
            if len(self.game.record.steps) == before and self.game.awaiting_human():
                yield from self.key(self.win, Key.Key_Return)  # a first Enter may only choose
            if len(self.game.record.steps) == before and self.game.awaiting_human():
                # a step with no default (a card to discard, a building for an assistant):
                # the person clicks the first piece the table lights up
                lit = self.highlighted()
                assert lit, self.stuck()
                self.click_card(lit[0])
            assert len(self.game.record.steps) > before, (
                f"Enter took no step on the {self.win.panel.current!r} page"
            )
            done += 1
            assert done < at_most, "the game does not end"

    def stuck(self) -> str:
        """What the person sees when Enter takes no step (for the reader of a failure)."""
        from PySide6.QtWidgets import QPushButton

        focus = QApplication.focusWidget()
        page = self.win.panel.page()
        buttons = [b.text() for b in page.findChildren(QPushButton) if b.isVisibleTo(page)]
        return (
            f"Enter took no step on the {self.win.panel.current!r} page (focus: "
            f"{type(focus).__name__} {getattr(focus, 'text', lambda: '')()!r}; the page's "
            f"buttons: {buttons}; prompt: {self.win.panel.prompt.text()!r})"
        )

    def highlighted(self) -> list[tuple]:
        """The table items the step offers (lit up), by key."""
        return [it.placement.key for it in self.win.scene.focus.items() if it.highlighted]

    def click_card(self, key: tuple) -> None:
        """Click the card ``key`` on the table where it shows on top, as a person would."""
        from PySide6.QtCore import QPoint

        from omg_desktop.ui.table.layout import CARD_H, CARD_W

        view, item = self.win.table, self.win.scene.items_by_key[key]
        for fx in (0.5, 0.2, 0.8, 0.1, 0.9):
            for fy in (0.5, 0.2, 0.8, 0.1, 0.9):
                pos: QPoint = view.mapFromScene(item.mapToScene(CARD_W * fx, CARD_H * fy))
                top = next(
                    (i for i in view.items(pos) if getattr(i, "placement", None) is not None),
                    None,
                )
                if top is item:
                    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
                    return
        raise AssertionError(f"{key} is covered wherever it could be clicked")

    def uncover(self) -> Script:
        """Behind a pass-and-play cover no shortcut answers: the person here takes the
        computer first (Space), as they would to reach a menu."""
        if self.win.covered:
            yield from self.key(self.win.cover, Key.Key_Space)
            yield self.until("the cover to lift", lambda: not self.win.covered)

    def round_at_least(self, n: int) -> Callable[[], bool]:
        return lambda: self.game is not None and self.game.state_for_save.round >= n

    def quit(self) -> Script:
        """Ctrl+Q, as a person leaves; the program ends (nothing else to wait for)."""
        yield from self.uncover()
        self.out["quit_at"] = self.position() if self.game is not None else None
        yield from self.key(self.win, Key.Key_Q, CTRL)
        yield self.until("the window to close", lambda: not self.win.isVisible())


def fill_seats(dlg, seats: list[tuple[str, str, str | None]]) -> None:
    """A seats dialog (New game, New campaign) filled in: name, kind and level a seat."""
    dlg.players.setValue(len(seats))
    for row, (name, kind, level) in zip(dlg.rows, seats, strict=False):
        choose(row.kind, kind)
        row.name.setText(name)
        if level is not None:
            choose(row.level, level)


def choose(box, data: str) -> None:
    """Pick the entry of a drop-down that stands for ``data``."""
    index = box.findData(data)
    assert index >= 0, f"{box.accessibleName()!r} offers no {data!r}"
    box.setCurrentIndex(index)


# ---- one program run each -----------------------------------------------------------------
def first_game(p: Person, seats, ruleset: str, seed: str, rounds: int) -> Script:
    """A first start: say no to the lesson, set up a game, play ``rounds`` rounds, quit."""
    yield from p.start_offer(yes=False)
    yield from p.new_game([tuple(s) for s in seats], ruleset, seed)
    p.out["started"] = p.position()
    yield from p.play(p.round_at_least(rounds + 1))
    yield from p.quit()


def resume_and_save(p: Person, rounds: int, slot_name: str) -> Script:
    """Start again: take the resume offer, play on, save to a named slot, quit."""
    yield from p.start_offer(yes=True)
    yield p.until("the game back on the table", lambda: p.game is not None)
    p.out["resumed"] = p.position()
    target = p.game.state_for_save.round + rounds
    yield from p.play(p.round_at_least(target))
    yield from save_to_slot(p, slot_name)
    p.out["saved"] = p.position()
    yield from p.quit()


def resume_and_quit(p: Person) -> Script:
    """Start again: take the resume offer, note where the game stands, quit."""
    yield from p.start_offer(yes=True)
    yield p.until("the game back on the table", lambda: p.game is not None)
    p.out["resumed"] = p.position()
    yield from p.quit()


def slots_dialog(p: Person, key: Key, mods) -> Script:
    """A saved-games dialog opened with its shortcut (Ctrl+S, Ctrl+O, Ctrl+Shift+P)."""
    from omg_desktop.ui.dialogs.slots import SlotsDialog

    yield from p.uncover()
    yield from p.key(p.win, key, mods)
    yield p.until("the saved-games dialog", lambda: p.dialog(kind=SlotsDialog))


def pick(p: Person, slot_name: str):
    """In the saved-games dialog: the row of the save called ``slot_name``, selected."""
    from omg_desktop.ui.dialogs.slots import SlotsDialog

    dlg = p.dialog(kind=SlotsDialog)
    infos = [dlg.model.info(r) for r in range(dlg.model.rowCount())]
    named = [i for i in infos if i.name == slot_name]
    assert named, f"no save called {slot_name!r} in {[i.name for i in infos]}"
    dlg.select(named[0].slot)
    return dlg


def save_to_slot(p: Person, slot_name: str) -> Script:
    """Game ▸ Save game (Ctrl+S): the first free slot, given a name, Save here."""
    yield from slots_dialog(p, Key.Key_S, CTRL)
    from omg_desktop.ui.dialogs.slots import SlotsDialog

    dlg = p.dialog(kind=SlotsDialog)
    dlg.name_edit.setText(slot_name)
    p.click(dlg.save_button)
    yield p.until(
        "the save to be written",
        lambda: any(i.name == slot_name for i in p.win.store.infos() if i.ok),
    )
    if dlg.isVisible():
        p.click(dlg.close_button)


def load_play_replay(p: Person, slot_name: str, rounds: int | None) -> Script:
    """Start again, say no to the offer, load the named slot, play on (``rounds`` more, or
    to the end), save that as "Later", and replay both saves."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from p.start_offer(yes=False)
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    yield from p.key(p.dialog(kind=NewGameDialog), Key.Key_Escape)
    yield from slots_dialog(p, Key.Key_O, CTRL)
    p.click(pick(p, slot_name).load_button)
    yield p.until("the saved game on the table", lambda: p.game is not None)
    p.out["loaded"] = p.position()
    if rounds is None:
        yield from p.play(lambda: False)
        yield from close_the_scores(p)
    else:
        yield from p.play(p.round_at_least(p.game.state_for_save.round + rounds))
    p.out["later"] = p.position()
    yield from save_to_slot(p, "Later")
    yield from replay_to_the_end(p, slot_name, "replayed")
    yield from replay_to_the_end(p, "Later", "replayed_later")
    yield from p.quit()


def close_the_scores(p: Person) -> Script:
    """The final scores come up at the end: note the winner's line, then close them."""
    from omg_desktop.ui.dialogs.score_sheet import ScoreSheetDialog

    yield p.until("the final scores", lambda: p.dialog(kind=ScoreSheetDialog))
    sheet = p.dialog(kind=ScoreSheetDialog)
    p.out["scores_title"] = sheet.windowTitle()
    yield from p.key(sheet, Key.Key_Escape)
    yield p.until("the final scores to close", lambda: not sheet.isVisible())


def replay_to_the_end(
    p: Person, slot_name: str, note: str,
    hash_of: Callable[[Any], str] = state_hash,
    detail: Callable[[Any], dict[str, Any]] = lambda rw: {"where": rw.where.text()},
) -> Script:  # fmt: skip
    """Game ▸ Replay a saved game (Ctrl+Shift+P): the slot, moved to its last step; what
    it reached noted as ``note`` (its state's ``hash_of``, and ``detail`` of the window)."""
    from omg_desktop.ui.replay_window import ReplayWindow

    yield from slots_dialog(p, Key.Key_P, CTRL | SHIFT)
    p.click(pick(p, slot_name).load_button)
    yield p.until("the replay window", lambda: p.dialog(kind=ReplayWindow))
    rw = p.dialog(kind=ReplayWindow)
    yield from p.key(rw.slider, Key.Key_End)
    r = rw.replayer
    p.out[note] = {
        "hash": hash_of(r.state),
        "position": r.position,
        "moves": r.step_count,
        **detail(rw),
    }
    yield from p.key(rw, Key.Key_Escape)
    yield p.until("the replay window to close", lambda: not rw.isVisible())


# ---- the campaign ------------------------------------------------------------------------
def campaign_screen(p: Person) -> Script:
    """Say no to what the start offers, close the New game dialog, open the campaign
    screen (Ctrl+Shift+C) and select slot 1."""
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CampaignDialog
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from p.start_offer(yes=False)
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    yield from p.key(p.dialog(kind=NewGameDialog), Key.Key_Escape)
    yield from p.key(p.win, Key.Key_C, CTRL | SHIFT)
    yield p.until("the campaign screen", lambda: p.dialog(kind=CampaignDialog))
    screen = p.dialog(kind=CampaignDialog)
    screen.slots.setCurrentRow(0)
    p.seen("campaign_rows", [screen.slots.item(i).text() for i in range(screen.slots.count())])
    return screen


def story_screen(p: Person, note: str) -> Script:
    """A story screen (a chapter's setting or result) comes: note it, take the first
    decision it offers, then Enter."""
    from omg_desktop.games.ohmygoods.face.campaign.story_dialog import StoryDialog

    yield p.until("a story screen", lambda: p.dialog(kind=StoryDialog))
    story = p.dialog(kind=StoryDialog)
    options = story.options()
    if options:
        options[0].click()
    p.seen(note, {"title": story.windowTitle(), "options": len(options)})
    yield from p.key(story, Key.Key_Return)
    yield p.until("the story screen to close", lambda: not story.isVisible())


def new_campaign(p: Person, seats, rounds: int) -> Script:
    """A first start: the campaign screen, a new campaign in slot 1 with ``seats``, the
    first chapter's setting, ``rounds`` rounds played, Ctrl+Q."""
    screen = yield from campaign_screen(p)
    p.click(screen.new_btn)
    yield p.until("the campaign's seats", lambda: p.win.games.extras.get("seats_dialog"))
    dlg = p.win.games.extras["seats_dialog"]
    yield p.until("the seats dialog on screen", dlg.isVisible)
    fill_seats(dlg, [tuple(s) for s in seats])
    yield from p.key(dlg, Key.Key_Return)
    yield from story_screen(p, "stories")
    yield p.until("the chapter on the table", lambda: p.game is not None)
    p.out["started"] = p.position()
    yield from p.play(p.round_at_least(rounds + 1))
    yield from p.quit()


def continue_from_offer(p: Person, rounds: int) -> Script:
    """Start again: the start-up offer continues the campaign; play on, Ctrl+Q."""
    yield from p.start_offer(yes=True)
    yield p.until("the chapter back on the table", lambda: p.game is not None)
    p.out["resumed"] = p.position()
    yield from p.play(p.round_at_least(p.game.state_for_save.round + rounds))
    yield from p.quit()


def continue_from_screen_to_next_chapter(p: Person, rounds: int) -> Script:
    """Start again: no to the offer, the campaign screen's Continue; play the chapter to
    its end, take its decision, begin the next chapter, play ``rounds`` rounds, Ctrl+Q."""
    screen = yield from campaign_screen(p)
    p.click(screen.continue_btn)
    yield p.until("the chapter back on the table", lambda: p.game is not None)
    p.out["resumed"] = p.position()
    first = p.game
    yield from p.play(lambda: False)
    p.out["chapter_end"] = p.position()
    yield from story_screen(p, "stories")  # the chapter's result and its decision
    yield from story_screen(p, "stories")  # the next chapter's setting
    yield p.until(
        "the next chapter on the table", lambda: p.game is not None and p.game is not first
    )
    p.out["next_started"] = p.position()
    yield from p.play(p.round_at_least(rounds + 1))
    yield from p.quit()
