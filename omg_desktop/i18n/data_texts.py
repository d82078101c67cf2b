"""The data's words in other languages, for any game of the box: card names, goods,
events, the story.

Every text of a game's data that a player reads has a key (Oh My Goods!: ``card.sawmill``,
``event.301.text``, ``chapter.ch1.setting``, a lesson's ``lesson.base.keep.say`` …); the
game lists them (its record's ``data_texts``) and puts translations in its catalog (its
``localize``: the rules never read a name, so a localized catalog plays exactly the same
game). ``resources/translations/data.<language>.yaml`` maps the default game's keys to
translations, ``data.<game>.<language>.yaml`` another game's. A key without a translation
keeps the English text; :func:`missing` lists them (a test keeps it empty).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..games import registry
from ..games.base import Game

FILE = "data.{language}.yaml"


def data_file(language: str, game_id: str | None = None) -> str:
    """The name of the data texts' file of ``game_id`` (the default game's for None) in
    ``language``: the default game's keeps the name it had before the box."""
    if game_id is None or game_id == registry.DEFAULT:
        return FILE.format(language=language)
    return f"data.{game_id}.{language}.yaml"


def _game(game: Game | None) -> Game:
    return registry.load() if game is None else game


def source_texts(cat: Any, game: Game | None = None) -> dict[str, str]:
    """Every translatable data text of ``game`` (the default game's for None), by key,
    in the data's language (English); empty for a game whose words are all in the program."""
    texts = _game(game).data_texts
    return {} if texts is None else dict(texts(cat))


def glyph_texts() -> dict[str, str]:
    """The short marks printed beside the icons (``resources/look.yaml``: "Wd" for wood),
    by key: ``glyph.<resource or good>`` and ``glyph.colour.<colour>``."""
    import yaml

    from ..resources import resources_root

    path = resources_root() / "look.yaml"
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) if path.is_file() else None
    raw = raw if isinstance(raw, dict) else {}
    out: dict[str, str] = {}
    for section, prefix in (
        ("resources", "glyph."),
        ("goods", "glyph."),
        ("colours", "glyph.colour."),
    ):
        for key, entry in (raw.get(section) or {}).items():
            if isinstance(entry, dict) and entry.get("glyph"):
                out[f"{prefix}{key}"] = str(entry["glyph"])
    return out


def read_glyphs(folder: Path, language: str) -> dict[str, str]:
    """The glyphs of ``language`` by key (``glyph.wood``): only those lines of its data
    file are read, so a window pays nothing for the rest of it."""
    import yaml

    path = folder / FILE.format(language=language)
    if not path.is_file():
        return {}
    lines = [x for x in path.read_text(encoding="utf-8").splitlines() if x.startswith("glyph.")]
    data = yaml.safe_load("\n".join(lines)) if lines else None
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items() if isinstance(v, str) and v.strip()}


def read_texts(folder: Path, language: str, game_id: str | None = None) -> dict[str, str]:
    """The translations of ``game_id``'s data (the default game's for None) into
    ``language`` (empty if there are none)."""
    import yaml  # only when a language other than the data's is used

    path = folder / data_file(language, game_id)
    if not path.is_file():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path.name}: expected a mapping of text keys to translations")
    return {str(k): str(v) for k, v in data.items() if isinstance(v, str) and v.strip()}


def missing(cat: Any, texts: dict[str, str], game: Game | None = None) -> list[str]:
    """Keys of the data's texts that ``texts`` does not translate."""
    return sorted(k for k in source_texts(cat, game) if k not in texts)


def unknown(cat: Any, texts: dict[str, str], game: Game | None = None) -> list[str]:
    """Keys in ``texts`` that name no text of the data (typos, removed cards)."""
    known = source_texts(cat, game)
    return sorted(k for k in texts if k not in known)


def localize(cat: Any, texts: dict[str, str], game: Game | None = None) -> Any:
    """``cat`` with every text that ``texts`` translates in its language (as it is for
    a game with no data texts)."""
    change = _game(game).localize
    return cat if change is None or not texts else change(cat, texts)


def write_template(cat: Any, path: Path, texts: dict[str, str], game: Game | None = None) -> int:
    """Write ``path`` with every key: its translation, or ``null`` while it has none.

    Each key follows a comment with the English text, so a translator sees what it
    says. Returns the number of keys still to translate.
    """
    import yaml

    lines = [
        "# Translations of the data's texts (card names, events, the story...): each key,",
        "# after a comment with the English text. A key whose value is null is still to",
        "# translate. Update the keys with:  omg-desktop translations update",
        "",
    ]
    todo = 0
    for key, source in source_texts(cat, game).items():
        value = texts.get(key)
        todo += value is None
        lines.append("# en: " + " ".join(source.split()))
        dumped = yaml.safe_dump({key: value}, allow_unicode=True, width=100).rstrip()
        lines.append(dumped)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return todo
