"""The box's boundaries (DESIGN.md 12): the frame never imports a game, a game never
imports the app, and only the registry names a game's package.

Three layers, bottom to top: **the frame** (every module of ``omg_desktop`` that is not a
game's or the app's), **the games** (``omg_desktop.games.<id>``), **the app** (the command
line and the window's top: :data:`APP`). The frame reaches a game only through
``omg_desktop.games.registry`` and the ``Game`` record of ``games/base.py``.

:data:`STILL_REACHING_IN` lists the modules that may still import a game directly while
they move behind the record (55 when Oh My Goods! moved under ``games/``; none now). The
test fails on any other module that does, and on a listed module that no longer does, so
the list only shrinks and always says where things stand.
"""

from __future__ import annotations

from test_boundaries import import_graph, package_sources

GAMES = "omg_desktop.games."
#: Not a game's: the record, the event form the games share and the one list of games.
BOX = {
    "omg_desktop.games", "omg_desktop.games.base", "omg_desktop.games.events",
    "omg_desktop.games.registry",
}  # fmt: skip

#: The app: the command line and the window's top, above the games.
APP = (
    "omg_desktop.__main__", "omg_desktop.cli", "omg_desktop.commands",
    "omg_desktop.ui.main_window", "omg_desktop.ui.launch", "omg_desktop.ui.app",
)  # fmt: skip

#: Frame and app modules that still import a game directly (to go, one by one).
_REACHING_IN = """
"""  # none: every module of the frame and the app reaches a game through its record
STILL_REACHING_IN = frozenset(f"omg_desktop.{m}" for m in _REACHING_IN.split())


def in_game(module: str) -> bool:
    return module.startswith(GAMES) and module not in BOX


def in_app(module: str) -> bool:
    return any(module == a or module.startswith(a + ".") for a in APP)


def reaching_in(graph: dict[str, dict[str, int]]) -> dict[str, list[str]]:
    """Module outside the games -> the game modules it imports, with the lines."""
    found: dict[str, list[str]] = {}
    for module, edges in graph.items():
        if in_game(module):
            continue
        hits = [f"{line}: {target}" for target, line in edges.items() if in_game(target)]
        if hits:
            found[module] = sorted(hits, key=lambda h: int(h.partition(":")[0]))
    return found


GRAPH = import_graph(package_sources())


def test_the_graph_sees_the_game_and_the_frame():
    # A walker that lost the game's modules would pass everything.
    assert "omg_desktop.games.ohmygoods.rules.engine" in GRAPH
    assert "omg_desktop.saves.slots" in GRAPH


def test_no_new_module_of_the_frame_or_the_app_imports_a_game():
    found = reaching_in(GRAPH)
    new = {m: hits for m, hits in found.items() if m not in STILL_REACHING_IN}
    assert not new, (
        "these modules import a game directly; reach it through omg_desktop.games.registry "
        "and the Game record instead:\n"
        + "\n".join(f"{m}:{hit}" for m, hits in sorted(new.items()) for hit in hits)
    )


def test_the_list_of_modules_still_reaching_in_is_kept_true():
    gone = sorted(STILL_REACHING_IN - set(reaching_in(GRAPH)))
    assert not gone, "these no longer import a game: strike them from STILL_REACHING_IN:\n" + (
        "\n".join(gone)
    )


def test_a_game_never_imports_the_app():
    found = [
        f"{module}:{line}: imports {target}"
        for module, edges in GRAPH.items()
        if in_game(module)
        for target, line in edges.items()
        if in_app(target)
    ]
    assert not found, "a game sits below the app:\n" + "\n".join(found)


def test_the_checks_catch_a_module_reaching_in():
    graph = import_graph(
        {
            "omg_desktop.saves.new": ("from ..games.ohmygoods.rules import apply", False),
            "omg_desktop.saves.fine": ("from ..games import registry", False),
            "omg_desktop.games.ohmygoods.rules": ("", True),
            "omg_desktop.games.ohmygoods.face.x": ("from ....ui.main_window import W", False),
            "omg_desktop.games": ("", True),
            "omg_desktop.games.registry": ("", False),
            "omg_desktop.ui.main_window": ("", False),
        }
    )
    assert reaching_in(graph) == {"omg_desktop.saves.new": ["1: omg_desktop.games.ohmygoods.rules"]}
    assert in_app("omg_desktop.ui.main_window") and not in_app("omg_desktop.ui.main_windows")
    assert in_game("omg_desktop.games.ohmygoods.face.x") and not in_game("omg_desktop.games.base")
