"""The data's words in other languages: card names, goods, events, the story.

Every text of the data that a player reads has a key (``card.sawmill``,
``event.301.text``, ``chapter.ch1.setting``, a lesson's ``lesson.base.keep.say`` …).
``resources/translations/data.<language>.yaml`` maps keys to translations;
:func:`localize` returns a catalog whose texts are in that language (the rules never
read a name, so a localized catalog plays exactly the same game). A key without a translation
keeps the English text; :func:`missing` lists them (a test keeps it empty).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ..games.ohmygoods.rules.catalog import Catalog
from ..games.ohmygoods.rules.story import ChapterDef, Decision

FILE = "data.{language}.yaml"


def source_texts(cat: Catalog) -> dict[str, str]:
    """Every translatable data text, by key, in the data's language (English)."""
    out: dict[str, str] = {}
    for r in cat.resources.values():
        out[f"resource.{r.id}"] = r.name
    for g in cat.goods.values():
        out[f"good.{g.id}"] = g.name
    for colour in cat.colours:
        out[f"colour.{colour}"] = cat.colour_names.get(colour, colour)
    for c in [*cat.cards.values(), *cat.extra_cards.values()]:
        out[f"card.{c.type}"] = c.name
        if c.text:
            out[f"card.{c.type}.text"] = c.text
    for a in [*cat.assistants.values(), *cat.extra_assistants.values()]:
        out[f"assistant.{a.id}"] = a.name
    for w in cat.workers.values():
        out[f"worker.{w.id}"] = w.name
    for rs in cat.rulesets.values():
        out[f"ruleset.{rs.id}.name"] = rs.name
        if rs.description:
            out[f"ruleset.{rs.id}.description"] = rs.description
    for e in cat.events.values():
        out[f"event.{e.id}.name"] = e.name
        if e.text:
            out[f"event.{e.id}.text"] = e.text
    for ch in cat.chapters.values():
        key = f"chapter.{ch.id}"
        out[f"{key}.title"] = ch.title
        out[f"{key}.setting"] = ch.setting
        if ch.epilogue:
            out[f"{key}.epilogue"] = ch.epilogue
        if ch.decision:
            out[f"{key}.prompt"] = ch.decision.prompt
            for o in ch.decision.options:
                out[f"{key}.option.{o.id}"] = o.text
    for en in cat.endings:
        out[f"ending.{en.id}.title"] = en.title
        out[f"ending.{en.id}.text"] = en.text
    out.update(lesson_texts())
    out.update(glyph_texts())
    return out


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


def lesson_texts() -> dict[str, str]:
    """The texts of the shipped lessons (``data/lessons``: the coach's words), by key."""
    from ..games.ohmygoods.loading.lessons import source_texts as lesson_source_texts

    return lesson_source_texts()


def read_texts(folder: Path, language: str) -> dict[str, str]:
    """The translations of the data into ``language`` (empty if there are none)."""
    import yaml  # only when a language other than the data's is used

    path = folder / FILE.format(language=language)
    if not path.is_file():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path.name}: expected a mapping of text keys to translations")
    return {str(k): str(v) for k, v in data.items() if isinstance(v, str) and v.strip()}


def missing(cat: Catalog, texts: dict[str, str]) -> list[str]:
    """Keys of the data's texts that ``texts`` does not translate."""
    return sorted(k for k in source_texts(cat) if k not in texts)


def unknown(cat: Catalog, texts: dict[str, str]) -> list[str]:
    """Keys in ``texts`` that name no text of the data (typos, removed cards)."""
    known = source_texts(cat)
    return sorted(k for k in texts if k not in known)


def localize(cat: Catalog, texts: dict[str, str]) -> Catalog:
    """``cat`` with every text that ``texts`` translates in its language."""
    if not texts:
        return cat

    def t(key: str, default: str) -> str:
        return texts.get(key, default)

    def card(c: Any) -> Any:
        return replace(c, name=t(f"card.{c.type}", c.name), text=t(f"card.{c.type}.text", c.text))

    def chapter(ch: ChapterDef) -> ChapterDef:
        key = f"chapter.{ch.id}"
        decision = ch.decision
        if decision is not None:
            options = tuple(
                replace(o, text=t(f"{key}.option.{o.id}", o.text)) for o in decision.options
            )
            decision = Decision(t(f"{key}.prompt", decision.prompt), options)
        return replace(
            ch,
            title=t(f"{key}.title", ch.title),
            setting=t(f"{key}.setting", ch.setting),
            epilogue=t(f"{key}.epilogue", ch.epilogue),
            decision=decision,
        )

    return replace(
        cat,
        resources={
            k: replace(r, name=t(f"resource.{k}", r.name)) for k, r in cat.resources.items()
        },
        goods={k: replace(g, name=t(f"good.{k}", g.name)) for k, g in cat.goods.items()},
        colour_names={c: t(f"colour.{c}", cat.colour_names.get(c, c)) for c in cat.colours},
        cards={k: card(c) for k, c in cat.cards.items()},
        extra_cards={k: card(c) for k, c in cat.extra_cards.items()},
        assistants={
            k: replace(a, name=t(f"assistant.{k}", a.name)) for k, a in cat.assistants.items()
        },
        extra_assistants={
            k: replace(a, name=t(f"assistant.{k}", a.name)) for k, a in cat.extra_assistants.items()
        },
        workers={k: replace(w, name=t(f"worker.{k}", w.name)) for k, w in cat.workers.items()},
        rulesets={
            k: replace(
                r,
                name=t(f"ruleset.{k}.name", r.name),
                description=t(f"ruleset.{k}.description", r.description),
            )
            for k, r in cat.rulesets.items()
        },
        earlier_rulesets={
            k: replace(
                r,
                name=t(f"ruleset.{r.id}.name", r.name),
                description=t(f"ruleset.{r.id}.description", r.description),
            )
            for k, r in cat.earlier_rulesets.items()
        },
        events={
            k: replace(e, name=t(f"event.{k}.name", e.name), text=t(f"event.{k}.text", e.text))
            for k, e in cat.events.items()
        },
        chapters={k: chapter(ch) for k, ch in cat.chapters.items()},
        endings=tuple(
            replace(
                en,
                title=t(f"ending.{en.id}.title", en.title),
                text=t(f"ending.{en.id}.text", en.text),
            )
            for en in cat.endings
        ),
        _merged={},
    )


def write_template(cat: Catalog, path: Path, texts: dict[str, str]) -> int:
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
    for key, source in source_texts(cat).items():
        value = texts.get(key)
        todo += value is None
        lines.append("# en: " + " ".join(source.split()))
        dumped = yaml.safe_dump({key: value}, allow_unicode=True, width=100).rstrip()
        lines.append(dumped)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return todo
