"""Oh My Goods!'s own work for the command line (its record's ``commands``): its data
folder checked (``validate-data``), its story campaign played headless (``campaign``),
its lessons walked (``tutorial``), its demo game's sentences (``play --demo``) and the
phases a screenshot may stop in. Imported by the commands only; each function imports
what it needs when called.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .rules.state import EXCHANGE, PRODUCTION, SUNRISE

#: The phases a screenshot may stop in (a person decides in each), the default first.
SCREENSHOT_PHASES = (SUNRISE, EXCHANGE, PRODUCTION)


def screenshot_phase(state: Any) -> str:
    """The phase a state is in, as ``SCREENSHOT_PHASES`` names them."""
    return str(state.phase)


def load_data(folder: Path | None = None) -> Any:
    """The catalog of a data folder (None: the shipped data); DataError lists its problems."""
    from .loading import default_catalog, load_catalog

    return default_catalog() if folder is None else load_catalog(folder)


def check_data(folder: Path | None = None) -> tuple[Path, list[str], list[str]]:
    """A data folder checked (None: the shipped data): the folder, its problems (each
    naming file, line, card and field; the lessons' fields too), and the summary's lines
    when there are none."""
    from ...data_loading.paths import default_data_root
    from ...data_loading.problems import DataError
    from .loading import load_catalog
    from .loading.lessons import read_lessons

    root = default_data_root() if folder is None else folder
    try:
        catalog = load_catalog(root)
    except DataError as err:
        return root, [str(p) for p in err.problems], []
    lessons, problems = read_lessons(root, catalog)  # their fields; tutorial --check plays them
    if problems:
        return root, [str(p) for p in problems], []
    lines = summary(catalog, root).splitlines()
    if lessons:
        steps = sum(len(x.steps()) for x in lessons)
        lines.append(
            f"    lessons: {len(lessons)} ({steps} steps; omg-desktop tutorial --check plays them)"
        )
    return root, [], lines


def summary(catalog: Any, root: Path) -> str:
    """``OK: 98 cards (77 production, 17 offices, 4 start buildings), ... in DIR``."""
    kinds = Counter(card.kind for card in catalog.cards.values())
    parts = [f"{kinds['production']} production", f"{kinds['office']} offices"]
    parts.append(f"{kinds['charburner']} start buildings")
    if kinds["character"]:
        parts.append(f"{kinds['character']} characters")
    base = (
        f"OK: {len(catalog.cards)} cards ({', '.join(parts)}), {len(catalog.goods)} goods, "
        f"{len(catalog.resources)} resources, {len(catalog.assistants)} assistants, "
        f"{len(catalog.workers)} workers, {len(catalog.rulesets)} rule sets in {root}"
    )
    if not catalog.extra_cards and not catalog.events:
        return base
    extra = Counter(card.kind for card in catalog.extra_cards.values())
    types = {c.type for c in catalog.extra_cards.values() if c.kind == "production"}
    return (
        f"{base}\n    expansion: {extra['production']} building cards ({len(types)} types), "
        f"{extra['character']} characters, {len(catalog.extra_assistants)} assistants, "
        f"{len(catalog.events)} events, {len(catalog.chapters)} chapters, "
        f"{len(catalog.endings)} endings"
    )


def check_lessons(catalog: Any, folder: Path | None = None, only: str | None = None) -> dict:
    """Every lesson of a data folder (None: the shipped one) walked through the rules:
    ``{"lessons", "steps", "errors"}``; ``only``: that lesson alone."""
    from ...tutorial.check import check_folder
    from . import game
    from .loading.lessons import lessons_folder, reader

    return check_folder(game(), reader(catalog), lessons_folder(folder), catalog, only)


def play_campaign(catalog: Any, players: int, level: str, seed: int) -> dict[str, Any]:
    """One whole campaign by computers of ``level``, decisions by seed (see
    :func:`.campaign.simulate.play_campaign`)."""
    from .campaign.simulate import play_campaign as play

    return play(catalog, players, level, seed)


def summarise(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The distributions over many campaigns (scores, medals, endings)."""
    from .campaign.simulate import summarise as fold

    return fold(runs)


def campaign_lines(catalog: Any, seed: int, run: dict[str, Any]) -> list[str]:
    """One campaign told chapter by chapter, as the command prints it."""
    lines = [f"campaign {seed}:"]
    for ch in run["chapters"]:
        title = catalog.chapters[ch["chapter"]].title
        medal = ch["medal"] or "no medal"
        choice = f", chose {ch['choice']}" if ch["choice"] else ""
        lines.append(f"  {title}: scores {ch['scores']}, goal {ch['value']} ({medal}){choice}")
    lines += [f"  error: {msg}" for msg in run["error_messages"]]
    if run["ending"]:
        ending = next(e for e in catalog.endings if e.id == run["ending"])
        lines.append(f"  ending: {ending.title}")
    return lines


def sentence(event: Any, state: Any, names: Sequence[str]) -> str | None:
    """The demo game's line for ``event`` of the game ``state`` (None: not worth a line),
    in the words of the cards that game plays (an expansion's too)."""
    from .narrate import sentence as say

    return say(event, state.cat, names)
