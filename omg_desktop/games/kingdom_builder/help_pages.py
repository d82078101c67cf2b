"""Kingdom Builder's rules summary (Help ▸ Rules): one page a language under
``resources/help/kingdom_builder``."""

from __future__ import annotations

from pathlib import Path

from omg_desktop.resources import resources_root

#: The pages' folder name under the resources' ``help`` folder.
FOLDER = "kingdom_builder"


def rules_path(language: str) -> Path:
    """The rules page in ``language`` ("pt_BR", then "pt"), falling back to English."""
    folder = resources_root() / "help" / FOLDER
    for code in (language, language.split("_")[0].split("-")[0], "en"):
        path = folder / f"rules.{code}.html"
        if code and path.is_file():
            return path
    return folder / "rules.en.html"
