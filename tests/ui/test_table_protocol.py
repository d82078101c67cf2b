"""The table protocol (issue 27 §4): the window asks a table one decision per refresh and
reads its capabilities, never which kind of table it holds."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from windows import make_window, playing

from omg_desktop.ui.controller import GameController
from omg_desktop.ui.network.net_game import NetGame
from omg_desktop.ui.table_protocol import Capabilities, Decision

UI = Path(__file__).resolve().parents[2] / "omg_desktop" / "ui"


def counting(c: GameController, *names: str) -> dict[str, list[int]]:
    """Count the calls the controller makes to its game record's ``names``."""
    calls: dict[str, list[int]] = {name: [] for name in names}

    def counted(name, real):
        def call(*args, **kwargs):
            calls[name].append(1)
            return real(*args, **kwargs)

        return call

    wrapped = {name: counted(name, getattr(c.game, name)) for name in names}
    c._game = dataclasses.replace(c.game, **wrapped)
    return calls


def test_a_refresh_asks_one_view_and_one_list_of_legal_actions(qtbot, tmp_path):
    win = playing(qtbot, make_window(qtbot, tmp_path), "Ana")
    calls = counting(win.controller, "player_view", "legal_actions")
    views, legal = calls["player_view"], calls["legal_actions"]
    win.refresh()
    assert (len(views), len(legal)) == (1, 1)
    assert win.panel.isEnabled() and win.status.text()  # and the decision is shown


def test_a_decision_holds_the_view_the_actions_and_the_prompt(qtbot, tmp_path):
    win = playing(qtbot, make_window(qtbot, tmp_path), "Ana")
    c = win.controller
    d = c.decision()
    assert isinstance(d, Decision)
    assert d.viewer == 0 and d.view.viewer == 0
    assert list(d.actions) == c.legal_actions() and d.actions
    assert d.prompt == c.prompt() and d.connection == "" and d.notes == {}
    assert d.can_undo is c.can_undo()


def test_each_table_says_what_it_can_do():
    assert GameController.capabilities == Capabilities(keeps_record=True)
    assert NetGame.capabilities == Capabilities(keeps_record=False, chat=True, seat_replay=True)


def test_the_window_never_asks_which_kind_of_table_it_holds():
    """No ``is_network`` left anywhere, and the window's modules do not test a table's
    class: they read its capabilities."""
    found = []
    for path in sorted(UI.rglob("*.py")) + sorted((UI.parent / "games").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "is_network" in text:
            found.append(f"{path.name}: is_network")
        for node in ast.walk(ast.parse(text)):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "isinstance"
                and any(isinstance(a, ast.Name) and a.id == "NetGame" for a in node.args[1:])
            ):
                found.append(f"{path.name}:{node.lineno}: isinstance(…, NetGame)")
    assert not found, "\n".join(found)
