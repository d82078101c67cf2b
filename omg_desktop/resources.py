"""Where the packaged files are: ``resources/`` (art, help, translations)."""

from __future__ import annotations

from pathlib import Path


def resources_root() -> Path:
    """``omg_desktop/_resources`` in an installed wheel or a frozen app, else the checkout's."""
    here = Path(__file__).resolve()
    if here.is_file():  # a package of plain files: importlib.resources would say the same
        packaged = here.parent / "_resources"
        return packaged if packaged.is_dir() else here.parents[1] / "resources"
    try:
        import importlib.resources

        packaged = importlib.resources.files("omg_desktop") / "_resources"
        if packaged.is_dir():
            return Path(str(packaged))
    except (ModuleNotFoundError, TypeError, OSError):
        pass
    return Path(__file__).resolve().parents[1] / "resources"


def help_page(language: str, folder: str = "") -> Path:
    """A help page of ``resources/help[/folder]`` in ``language`` ("pt_BR", then "pt"),
    falling back to English: the frame's rules summary, or a game's (its ``folder``)."""
    root = resources_root() / "help"
    if folder:
        root = root / folder
    for code in (language, language.split("_")[0].split("-")[0], "en"):
        path = root / f"rules.{code}.html"
        if code and path.is_file():
            return path
    return root / "rules.en.html"
