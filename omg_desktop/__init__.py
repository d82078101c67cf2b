"""omg_desktop: a desktop box of tabletop games — Oh My Goods! (Big Box, with its
campaign), Gizmos, Kingdom Builder and Ticket to Ride — to play at one screen, against
computers or over the network.

Packages:

- :mod:`omg_desktop.games` — the games, each a package of its own (``rules``: the game
  itself, no Qt, no files; ``bots``: computer players reading only a player's view;
  ``face``: how its table looks), and the registry the box finds them in;
- :mod:`omg_desktop.data_loading` — YAML in ``data/`` to the frozen catalogs;
- :mod:`omg_desktop.ui` — the Qt window and the table every game's face plugs into;
- :mod:`omg_desktop.commands` and :mod:`omg_desktop.cli` — the ``omg-desktop`` program.

``__version__`` is the one place the running program learns its version: the
installed distribution's metadata, or, in a checkout that is not installed,
``pyproject.toml`` beside the package.
"""

from __future__ import annotations

__all__ = ["__version__"]

_DIST_NAME = "omg-desktop"


def _read_version() -> str:
    from importlib import metadata

    try:
        return metadata.version(_DIST_NAME)
    except metadata.PackageNotFoundError:
        pass

    # A checkout that is not installed: read the version pyproject.toml declares.
    import tomllib
    from pathlib import Path

    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        with pyproject.open("rb") as f:
            project = tomllib.load(f).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return "0+unknown"
    if project.get("name") != _DIST_NAME:
        return "0+unknown"
    return str(project.get("version", "0+unknown"))


def __getattr__(name: str) -> str:
    # Computed on first use, so importing omg_desktop.games.ohmygoods.rules costs no metadata
    # look-up.
    if name == "__version__":
        version = _read_version()
        globals()["__version__"] = version
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
