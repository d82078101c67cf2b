"""What two friends do at a network table in runs of the real program (:mod:`program`).

The host opens a table (Game ▸ Host a network game, Ctrl+Shift+H) and gives the friend
the address and code the window shows; the friend joins (Ctrl+Shift+J). The two
programs run side by side, each in its own home: what one tells the other goes
through a folder they share (``meet``), as the friends would tell each other on the
phone — the host's address and code, "I have seen round 3", "I am quitting" — and a
person waits for a word there as for anything on screen.

Everything stays on this machine: the host's server listens on loopback only, on a
free port, and the friend types ``127.0.0.1`` with the port the host's window shows.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

from acts import CTRL, SHIFT, YES, Key, Person, choose
from program import Script, Wait
from PySide6.QtWidgets import QMessageBox

from omg_desktop.seating.seat import COMPUTER, HUMAN, REMOTE


# ---- the friends' words to each other ------------------------------------------------------
def tell(meet: str, word: str, what: Any = None) -> None:
    """Leave ``word`` (with ``what``) for the other program, whole or not at all."""
    path = Path(meet) / f"{word}.json"
    part = path.with_suffix(".part")
    part.write_text(json.dumps(what), encoding="utf-8")
    part.replace(path)


def hear(p: Person, meet: str, word: str) -> Generator[Wait, None, Any]:
    """Wait for ``word`` from the other program; what came with it."""
    path = Path(meet) / f"{word}.json"
    yield p.until(f"the other program's word {word!r}", path.exists)
    return json.loads(path.read_text(encoding="utf-8"))


# ---- at the table ----------------------------------------------------------------------------
def loopback_only() -> None:
    """The window's server listens on 127.0.0.1 only (a test reaches it there; no
    other machine can)."""
    from omg_desktop.net import hosting

    base = hosting.BackgroundServer
    if getattr(base, "loopback_only", False):
        return

    class LoopbackServer(base):
        loopback_only = True

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **{**kwargs, "host": "127.0.0.1"})

    hosting.BackgroundServer = LoopbackServer


def net(p: Person):
    return p.win.games.net


def at_table(p: Person) -> bool:
    """The network game is on the table (every seat taken, the game begun)."""
    n = net(p)
    return n is not None and p.win.controller is n and n.has_begun


def where(p: Person) -> dict[str, Any]:
    """Where the network game stands as this window was sent it."""
    n = net(p)
    view = n.view()
    return {
        "code": n.code,
        "round": view.round,
        "phase": view.phase,
        "step": n.step,
        "names": list(n.seat_names),
        "mine": n.local_seats,
        "over": n.is_over,
        "log": [p.win.log_model.index(r, 0).data() for r in range(p.win.log_model.rowCount())],
    }


def decide(p: Person, stop: Callable[[], bool], at_most: int = 300) -> Script:
    """Take this window's decisions (Enter: the step's default; a card clicked where
    the step has no default) until ``stop()`` or the game's end."""
    done = 0
    while True:
        yield p.until(
            "a decision at the network table, or the stop",
            lambda: stop() or net(p).is_over or (net(p).awaiting_human() and p.table_idle()),
        )
        if stop() or net(p).is_over:
            return
        if p.win.panel.current == "discard":  # no default: the person picks a card
            p.click_card(p.highlighted()[0])
        else:
            yield from p.key(p.win, Key.Key_Return)
            if net(p).awaiting_human():
                yield from p.key(p.win, Key.Key_Return)  # a first Enter may only choose
        assert not net(p).awaiting_human(), f"nothing sent on the {p.win.panel.current!r} page"
        done += 1
        p.out["decisions"] = p.out.get("decisions", 0) + 1
        assert done < at_most, "the decisions do not end"


def play_rounds(p: Person, rounds: int | None) -> Script:
    """Play to round ``rounds + 1`` (None: to the end, the final scores closed); what
    the table shows then is noted."""
    from acts import close_the_scores

    stop = round_at_least(p, rounds + 1) if rounds is not None else lambda: False
    yield from decide(p, stop)
    if rounds is None:
        yield from close_the_scores(p)
    yield from still(p)
    p.out["played"] = where(p)


def round_at_least(p: Person, n: int) -> Callable[[], bool]:
    return lambda: net(p).view().round >= n


def still(p: Person) -> Script:
    """The table has shown every move it was sent (the log says them all)."""
    yield p.until("the table to show the moves", p.table_idle)


def quit_table(p: Person) -> Script:
    """Ctrl+Q at a network table; a question that comes (a game in progress is left)
    is noted and answered Quit."""
    yield from still(p)
    p.out["quit_at"] = where(p) if at_table(p) else None
    yield from p.key(p.win, Key.Key_Q, CTRL)
    yield p.until(
        "a question or the window to close",
        lambda: not p.win.isVisible() or p.dialog("QuitNetworkGame", QMessageBox),
    )
    if p.win.isVisible():
        yield from p.answer("QuitNetworkGame", yes=True, note="quit_question")
    yield p.until("the window to close", lambda: not p.win.isVisible())


def no_game_yet(p: Person) -> Script:
    """The start's offer said no to (or none): the New game dialog, closed with Esc."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    dlg = p.dialog(kind=NewGameDialog)
    yield from p.key(dlg, Key.Key_Escape)
    yield p.until("the New game dialog to close", lambda: not dlg.isVisible())


def offered(p: Person) -> Script:
    """The start's offer (a message box, or the New game dialog), noted, not answered."""
    yield from p.at_library()
    screen = p.library.screen_
    if screen.all_button.isVisible():  # the list of every unfinished thing (a table)
        p.click(screen.all_button)
        yield p.until("the start's question", lambda: p.dialog(kind=QMessageBox))
    box = p.dialog(kind=QMessageBox)
    if box is None:  # nothing to go on with: a new game (the library's New game)
        p.seen("offers", {"name": "NewGameDialog", "text": "", "rows": []})
        p.click(screen.tiles["ohmygoods"].buttons["new"])
        return
    rows = (
        [box.list.item(i).text() for i in range(box.list.count())] if hasattr(box, "list") else []
    )
    p.seen("offers", {"name": box.objectName(), "text": box.text(), "rows": rows})


def shown_address(p: Person) -> tuple[int, str]:
    """The port and code the waiting table's panel tells the host to give friends."""
    words = p.win.panel.prompt.text()
    address = re.search(r"Address: ws://[^\s:]+:(\d+)", words)
    code = re.search(r"Code: ([A-Z0-9]{6})", words)
    assert address and code, f"no address and code in {words!r}"
    return int(address.group(1)), code.group(1)


# ---- one program run each -----------------------------------------------------------------
def host_opens(
    p: Person,
    meet: str,
    seed: str,
    rounds: int | None,
    host_first: bool,
    computer: str | None = None,
) -> Script:
    """A first start: no lesson, no new game; Ctrl+Shift+H, Ana here and a friend over
    the network (the table waits while the friend is away); the address and code the
    window shows go to the friend; play to round ``rounds + 1`` (None: to the end);
    quit (``host_first``: before the friend, else once the friend has). ``computer``:
    a third seat, the server's computer at that level."""
    from omg_desktop.ui.network.dialogs import HostDialog

    loopback_only()
    p.win.games.network.port = 0  # any free port (other programs may listen on the usual one)
    yield from p.start_offer(yes=False)
    yield from no_game_yet(p)
    yield from p.key(p.win, Key.Key_H, CTRL | SHIFT)
    yield p.until("the Host dialog", lambda: p.dialog(kind=HostDialog))
    dlg = p.dialog(kind=HostDialog)
    kinds = (HUMAN, REMOTE) if computer is None else (HUMAN, REMOTE, COMPUTER)
    dlg.players.setValue(len(kinds))
    for row, kind in zip(dlg.rows, kinds, strict=False):
        choose(row.kind, kind)
    dlg.rows[0].name.setText("Ana")
    if computer is not None:  # the server's computer, at its level
        choose(dlg.rows[2].level, computer)
    dlg.seed.setText(seed)
    dlg.away_level.setCurrentIndex(dlg.away_level.findData(None))  # nobody: the table waits
    p.click(dlg.ok_button)
    yield p.until(  # the code comes a moment after the words ("Code: …" until then)
        "the table's address and code",
        lambda: re.search(r"Code: [A-Z0-9]{6}", p.win.panel.prompt.text()) is not None,
    )
    port, code = shown_address(p)
    p.out["shown"] = {"port": port, "code": code, "server_port": p.win.games.network.server.port}
    tell(meet, "table", {"port": port, "code": code})
    yield p.until("the friend at the table", lambda: at_table(p))
    p.out["begun"] = where(p)
    yield from play_rounds(p, rounds)
    if host_first:
        tell(meet, "host-quits")
    else:
        yield from hear(p, meet, "friend-quits")
    yield from quit_table(p)


def friend_joins(p: Person, meet: str, name: str, rounds: int | None, host_first: bool) -> Script:
    """A first start: no lesson, no new game; wait for the host's address and code;
    Ctrl+Shift+J, 127.0.0.1 at that port, the code, a name; play to round
    ``rounds + 1`` (None: to the end); quit (``host_first``: once the host has gone,
    else first)."""
    from omg_desktop.ui.network.dialogs import JoinDialog

    yield from p.start_offer(yes=False)
    yield from no_game_yet(p)
    table = yield from hear(p, meet, "table")
    yield from p.key(p.win, Key.Key_J, CTRL | SHIFT)
    yield p.until("the Join dialog", lambda: p.dialog(kind=JoinDialog))
    dlg = p.dialog(kind=JoinDialog)
    dlg.address.setText(f"127.0.0.1:{table['port']}")
    dlg.code.setText(table["code"].lower())  # as typed: case is ignored
    dlg.name.setText(name)
    yield from p.key(dlg, Key.Key_Return)
    yield p.until("the host's table", lambda: at_table(p))
    p.out["begun"] = where(p)
    yield from play_rounds(p, rounds)
    if host_first:  # the host's server goes with the host: the friend sees it
        yield from hear(p, meet, "host-quits")
        yield p.until("the window to say the host is gone", lambda: reconnecting(p))
        p.out["host_gone"] = p.win.status.text()
    else:
        tell(meet, "friend-quits")
    yield from quit_table(p)


def reconnecting(p: Person) -> bool:
    """The friend's window says the host's connection is lost and it tries again."""
    return "reconnecting" in p.win.status.text() and not net(p).gone


def host_comes_back(p: Person, meet: str, rounds: int) -> Script:
    """Start again: the start offers the table back (Take my seat back); the server
    starts again; the friend is told and comes back; play on ``rounds`` rounds
    together; quit first."""
    loopback_only()
    yield from offered(p)
    box = p.dialog(kind=QMessageBox)
    assert box is not None, "nothing offered"
    p.click(box.button(YES))
    yield p.until("the table back", lambda: at_table(p))
    yield from still(p)
    p.out["back"] = where(p)
    p.out["server_port"] = p.win.games.network.server.port
    tell(meet, "host-back")
    yield from hear(p, meet, "friend-back")  # (a move now would be one the friend missed)
    target = net(p).view().round + rounds
    yield from decide(p, round_at_least(p, target))
    yield from still(p)
    p.out["played"] = where(p)
    yield from hear(p, meet, "friend-saw")  # the friend has seen it too, then the host goes
    yield from quit_table(p)


def friend_comes_back(p: Person, meet: str, rounds: int) -> Script:
    """Start again: the seat is offered back; once the host is back, take it; play on
    ``rounds`` rounds; say so; quit after the host."""
    yield from offered(p)
    box = p.dialog(kind=QMessageBox)
    assert box is not None, "nothing offered"
    yield from hear(p, meet, "host-back")
    p.click(box.button(YES))
    yield p.until("the table back", lambda: at_table(p))
    yield from still(p)
    p.out["back"] = where(p)
    tell(meet, "friend-back")
    target = net(p).view().round + rounds
    yield from decide(p, round_at_least(p, target))
    yield from still(p)
    p.out["played"] = where(p)
    tell(meet, "friend-saw")
    yield from quit_table(p)


def forgets_the_table(p: Person) -> Script:
    """Start again: the table is offered; Forget this table; nothing is left to go on
    with, so the New game dialog comes; closed; quit."""
    yield from offered(p)
    box = p.dialog(kind=QMessageBox)
    assert box is not None, "nothing offered"
    p.out["forget_enabled"] = box.forget.isVisible() and box.forget.isEnabled()
    p.click(box.forget)
    yield from no_game_yet(p)
    yield from p.quit()


def looks_for_tables(p: Person) -> Script:
    """Start again: whatever the start offers is noted; no to it; quit."""
    yield from offered(p)
    box = p.dialog(kind=QMessageBox)
    if box is not None:
        p.click(box.button(QMessageBox.StandardButton.No))
    yield from no_game_yet(p)
    yield from p.quit()


def tries_the_dead_table(p: Person) -> Script:
    """Start again: the seat is offered; taken, the host's address answers no more: a
    message says so; OK; quit."""
    yield from offered(p)
    box = p.dialog(kind=QMessageBox)
    assert box is not None, "nothing offered"
    p.click(box.button(YES))
    yield p.until(
        "a message that the table cannot be reached",
        lambda: p.dialog(kind=QMessageBox) is not None and p.dialog(kind=QMessageBox) is not box,
    )
    told = p.dialog(kind=QMessageBox)
    p.out["told"] = told.text()
    p.click(told.button(QMessageBox.StandardButton.Ok))
    yield p.until("the message to close", lambda: not told.isVisible())
    p.out["after"] = {"net": net(p) is not None, "game": p.game is not None}
    yield from p.quit()
