"""What the commands check before they play, for any game, and how they say a problem:
the game of ``--game``, a table's players and option (rule set), the computer levels.
A command says a problem by raising ``cli.CommandError`` (printed as
``omg-desktop <command>: <message>``).

Not a command (``cli.COMMANDS`` does not list it): the commands' shared checks, each
written once. A game whose batch tools (``Game.tools``) have ``table_problem`` answers
for its own options (Oh My Goods!'s rule sets seat different numbers); any other game
is checked against its record's metadata.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..games import registry
from ..games.base import Game, GameInfo


def game_of(args: Any) -> Game:
    """The record of the game a command is about (its ``--game``; the default game's for
    arguments that name none)."""
    return registry.load(getattr(args, "game", None))


def words(exc: BaseException) -> str:
    """An expected failure's message (a KeyError's without the quotes its str adds)."""
    if isinstance(exc, KeyError) and exc.args:
        return str(exc.args[0])
    return str(exc)


def players_problem(info: GameInfo, players: int) -> str | None:
    """Why ``players`` cannot play the game at all (None: they can)."""
    low, high = info.players
    if low <= players <= high:
        return None
    many = str(low) if low == high else f"{low}–{high}"
    return f"{info.title()} is for {many} players"


def table_problem(game: Game, cat: Any, players: int, option: str | None) -> tuple[str, str | None]:
    """The option to play (the game's default for None) and why ``players`` cannot play
    it (None: they can); KeyError, in words, for an option the game does not have."""
    tools = game.load_tools()
    if tools is not None and hasattr(tools, "table_problem"):
        return tools.table_problem(cat, players, option)
    chosen = option or game.info.options[0]
    if chosen not in game.info.options:
        known = ", ".join(game.info.options)
        raise KeyError(f"{game.info.title()} has no rule set {chosen!r} (known: {known})")
    return chosen, players_problem(game.info, players)


def computers_problem(game: Game) -> str | None:
    """Why no computer can play the game (None: it has computers)."""
    return None if game.bots else f"{game.info.title()} has no computers"


def levels_problem(game: Game, flag: str, levels: Iterable[str | None]) -> str | None:
    """Why the computer ``levels`` given with ``flag`` cannot play (None, and a level of
    None, are fine): a game with no computers, or a level it has no computer for."""
    if not game.bots:
        return computers_problem(game)
    for level in levels:
        if level is not None and level not in game.bots:
            return (
                f"unknown {flag} {level!r}: {game.info.title()} has no computer of that "
                f"level (its levels: {', '.join(game.bots)})"
            )
    return None


def default_players(game: Game, wanted: int) -> int:
    """``wanted`` players, or the nearest count the game takes."""
    low, high = game.info.players
    return min(max(wanted, low), high)
