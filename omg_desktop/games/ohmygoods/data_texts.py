"""Oh My Goods!'s data texts for the translation files (its record's ``data_texts`` and
``localize``): every name, rules text and story line of its catalog by key
(``card.sawmill``, ``event.301.text``, ``chapter.ch1.setting`` …), its lessons' words
and the marks beside its icons; and a catalog with them in another language (the rules
never read a name, so it plays exactly the same game).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .rules.catalog import Catalog
from .rules.story import ChapterDef, Decision


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
    out.update(_lesson_texts())
    out.update(_glyph_texts())
    return out


def _lesson_texts() -> dict[str, str]:
    """The texts of the shipped lessons (``data/lessons``: the coach's words), by key."""
    from .loading.lessons import source_texts as lesson_source_texts

    return lesson_source_texts()


def _glyph_texts() -> dict[str, str]:
    """The marks printed beside the icons (``resources/look.yaml``), by key."""
    from ...i18n.data_texts import glyph_texts

    return glyph_texts()


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
