"""What a newcomer does with the lessons in a run of the real program (:mod:`program`).

The coach's steps are read (Enter: *Next*), done (*Do it for me*: the coach makes the
step's move) or the scripted opponent's (the person waits). The journeys at the bottom
are one program run each: take the lesson the first start offers and leave it with
Ctrl+Q; go on with it from *Help ▸ Learn to play* and finish it; look it up again.
"""

from __future__ import annotations

from typing import Any

from acts import Key, Person
from program import Script

from omg_desktop.games.ohmygoods.rules.record import state_hash


def coach(p: Person):
    return p.win.coach


def where(p: Person) -> dict[str, Any]:
    """The lesson's step as the coach's box shows it, and the table's position."""
    c = coach(p)
    number, total = c.number()
    return {
        "lesson": c.lesson.id,
        "step": c.stop.step.id,
        "kind": c.stop.step.kind,
        "number": number,
        "total": total,
        "box": c.panel.where.text(),
        "hash": state_hash(c.controller.state_for_save),
    }


def step_shown(p: Person) -> bool:
    """A learner's step is up: the table is still, its words in the box, the game at
    the step's position (not the opponent's, not on the way to the next step)."""
    c = coach(p)
    if c is None or not c.active or c.controller is None or not p.table_idle():
        return False
    return (
        c.stop.step.kind in ("read", "do")
        and not c._box_due
        and c._before[c.index] == state_hash(c.controller.state_for_save)
    )


def take_step(p: Person) -> Script:
    """The step up now: Enter on a step to read, *Do it for me* on a step to do; the
    next step (or the lesson's end) comes."""
    c = coach(p)
    index, kind = c.index, c.stop.step.kind
    if kind == "read":
        yield from p.key(p.win, Key.Key_Return)
    else:
        p.click(c.panel.skip_button)
    yield p.until(
        f"the lesson past step {index}",
        lambda: coach(p) is not c or c.index != index or not c.active,
    )


def lesson_steps(p: Person, steps: int | None) -> Script:
    """``steps`` of the learner's steps (None: to the lesson's end), the opponent's
    moves waited for. Notes each step's number and kind as it comes."""
    taken = 0
    while steps is None or taken < steps:
        yield p.until(
            "a lesson step, or the lesson's end",
            lambda: coach(p) is None or step_shown(p),
        )
        if coach(p) is None:
            return
        now = where(p)
        p.seen("steps", [now["number"], now["kind"]])
        yield from take_step(p)
        taken += 1
        assert taken < 500, "the lesson does not end"
    yield p.until("the next lesson step", lambda: step_shown(p))


def menu_action(p: Person, words: str):
    """The menu entry a person reads as ``words`` (without its & and …)."""

    def plain(text: str) -> str:
        return text.replace("&", "").rstrip("…").strip()

    for top in p.win.menuBar().actions():
        menu = top.menu()
        for act in menu.actions() if menu is not None else []:
            if plain(act.text()) == words:
                return act
    raise AssertionError(f"no menu entry {words!r}")


def lessons_dialog(p: Person) -> Script:
    """Help ▸ Learn to play: the lessons dialog, its first lesson's line noted."""
    from omg_desktop.ui.lessons.dialog import LessonsDialog

    act = menu_action(p, "Learn to play")
    assert act.isEnabled()
    act.trigger()  # as a click on the menu entry
    yield p.until("the lessons dialog", lambda: p.dialog(kind=LessonsDialog))
    dlg = p.dialog(kind=LessonsDialog)
    p.out["lessons"] = {
        "line": dlg.list.item(0).text(),
        "go": dlg.go.text(),
        "again": dlg.again.isVisible(),
    }


def no_new_game(p: Person) -> Script:
    """The start shows the New game dialog (nothing to go on with): closed with Esc."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from p.start_offer(yes=False)
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    dlg = p.dialog(kind=NewGameDialog)
    yield from p.key(dlg, Key.Key_Escape)
    yield p.until("the New game dialog to close", lambda: not dlg.isVisible())


# ---- one program run each -----------------------------------------------------------------
def lesson_begun(p: Person, steps: int) -> Script:
    """A first start: yes to the lesson, ``steps`` steps of it, Ctrl+Q at the next."""
    yield from p.start_offer(yes=True)
    yield p.until("the coach", lambda: coach(p) is not None)
    p.out["first"] = where(p)
    yield from lesson_steps(p, steps)
    p.out["left_at"] = where(p)
    yield from p.quit()


def lesson_finished(p: Person) -> Script:
    """Start again: Help ▸ Learn to play, Continue; the lesson where it was left, then to
    its end (the window offers a new game after it)."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from no_new_game(p)
    yield from lessons_dialog(p)
    p.click(lesson_go(p))  # Continue
    yield p.until("the lesson back on the table", lambda: step_shown(p))
    p.out["back_at"] = where(p)
    yield from lesson_steps(p, None)
    yield p.until("the New game dialog after the lesson", lambda: p.dialog(kind=NewGameDialog))
    p.out["after"] = {"coach": coach(p) is not None, "game": p.game is not None}
    dlg = p.dialog(kind=NewGameDialog)
    yield from p.key(dlg, Key.Key_Escape)
    yield from p.quit()


def lesson_go(p: Person):
    from omg_desktop.ui.lessons.dialog import LessonsDialog

    return p.dialog(kind=LessonsDialog).go


def lesson_looked_up(p: Person) -> Script:
    """Start again: Help ▸ Learn to play shows the lesson finished; closed, quit."""
    from omg_desktop.ui.lessons.dialog import LessonsDialog

    yield from no_new_game(p)
    yield from lessons_dialog(p)
    dlg = p.dialog(kind=LessonsDialog)
    yield from p.key(dlg, Key.Key_Escape)
    yield p.until("the lessons dialog to close", lambda: not dlg.isVisible())
    yield from p.quit()
