"""Load every ``*.yaml`` under a data folder into a checked :class:`Catalog`."""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from omg_desktop.games.ohmygoods.rules.catalog import CHARBURNER, Catalog

from ....data_loading.counts import COUNT_KEY, FileCount, check_counts, read_count
from ....data_loading.fields import Entry, describe, suggest
from ....data_loading.paths import LESSONS_FOLDER, default_data_root
from ....data_loading.problems import DataError, Problem
from ....data_loading.yaml_lines import LineDict, LineList, read_yaml
from .cards import Refs, build_card, card_label, check_types
from .others import build_assistant, build_good, build_resource, build_worker, label
from .rulesets import build_earlier, build_ruleset, ruleset_label
from .setup import check_setup
from .story import (
    StoryRefs,
    build_chapter,
    build_ending,
    build_event,
    check_chapter_refs,
    check_effect_refs,
    check_flags,
)

#: Top-level keys a data file may hold; files' lists of the same key are merged.
SECTIONS = (
    "resources", "goods", "cards", "assistants", "workers", "rulesets",
    "events", "chapters", "endings",
)  # fmt: skip
#: Every top-level key a data file may hold: the sections and its ``count``.
TOP_LEVEL_KEYS = (*SECTIONS, COUNT_KEY)


def other_games() -> tuple[str, ...]:
    """The data folders of the box's other games (``data/<game>/``): not Oh My Goods!'s.

    Those of the registry, and of every game package beside this one (a game being built
    keeps its data in its folder before it is registered)."""
    import importlib
    import pkgutil

    from ...registry import ids

    games = importlib.import_module(__name__.rsplit(".", 3)[0])  # the box's package of games
    beside = (m.name for m in pkgutil.iter_modules(games.__path__) if m.ispkg)
    return tuple(sorted({*ids(), *beside} - {"ohmygoods"}))


class Sections(defaultdict):
    """Section name -> its entries from every file; ``at`` holds where each section
    was first named (file, line), to locate problems of the whole section."""

    def __init__(self) -> None:
        super().__init__(list)
        self.at: dict[str, tuple[str, int]] = {}
        self.unread: list[str] = []  # files that could not be read or parsed
        self.files: list[FileCount] = []  # every file read: its stated and found entries


@dataclass(frozen=True)
class Item:
    """One entry of a section's list, with the file it came from."""

    file: str
    data: LineDict
    index: int


@functools.lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The packaged data, loaded once."""
    return load_catalog()


def load_catalog(root: Path | str | None = None) -> Catalog:
    """Load and check all data under ``root``; raise :class:`DataError` listing every problem."""
    root = default_data_root() if root is None else Path(root)
    if not root.is_dir():
        raise DataError([Problem(str(root), None, "", "", "no such folder")])
    problems: list[Problem] = []
    items = read_sections(root, problems)
    check_counts(items.files, problems)
    catalog = build_catalog(items, problems, source=str(root))
    if problems or catalog is None:
        raise DataError(sorted(problems, key=Problem.sort_key))
    return catalog


def read_sections(root: Path, problems: list[Problem]) -> Sections:
    """Every entry of every section, from all ``*.yaml`` files under ``root`` (sorted by path)."""
    items = Sections()
    shown_root = root.name or str(root)
    paths = sorted(
        (p for p in root.rglob("*.y*ml") if p.is_file()),
        key=lambda p: p.relative_to(root).as_posix(),
    )
    elsewhere = other_games()
    for path in paths:
        rel = path.relative_to(root)
        skipped = rel.parts[0] in (LESSONS_FOLDER, *elsewhere)
        if skipped or any(part.startswith(".") for part in rel.parts):
            continue  # hidden files; the lessons (read by .lessons); other games' data
        shown = f"{shown_root}/{rel.as_posix()}"
        if path.suffix == ".yml":
            problems.append(Problem(shown, None, "", "", "not read: name data files *.yaml"))
            continue
        data, found = read_yaml(path, shown)
        problems.extend(found)
        if data is None and found:
            items.unread.append(shown)
            continue
        record = FileCount(shown)
        items.files.append(record)
        if data is not None:
            _split(data, record, items, problems)
    return items


def _split(data: Any, record: FileCount, items: Sections, problems: list[Problem]) -> None:
    """File ``record``'s sections into ``items``, counting its entries in ``record``."""
    shown = record.file
    if not isinstance(data, dict):
        wanted = "sections like 'cards:' at the top level"
        problems.append(Problem(shown, 1, "", "", f"expected {wanted}, got {describe(data)}"))
        record.countable = False
        return
    lines = cast(LineDict, data)  # every mapping parse_yaml reads is a LineDict
    for key, value in data.items():
        line = lines.line_of(key)
        if key == COUNT_KEY:
            read_count(value, record, line, problems)
            continue
        if key not in SECTIONS:
            hint = suggest(key, TOP_LEVEL_KEYS) or f"; known: {', '.join(TOP_LEVEL_KEYS)}"
            msg = f"unknown top-level key {describe(key)}{hint}"
            problems.append(Problem(shown, line, "", "", msg))
            record.countable = False
            continue
        items.at.setdefault(key, (shown, line))
        if isinstance(value, list):
            record.found += len(value)
            for index, entry in enumerate(value, 1):
                if isinstance(entry, dict):
                    items[key].append(Item(shown, cast(LineDict, entry), index))  # (as above)
                else:
                    msg = f"expected a mapping of fields, got {describe(entry)}"
                    at = cast(LineList, value).line  # a list parse_yaml reads is a LineList
                    problems.append(Problem(shown, at, f"{key} entry {index}", "", msg))
        elif value is not None:
            msg = f"'{key}' must hold a list of entries (each starting with '- ')"
            problems.append(Problem(shown, line, "", "", msg))
            record.countable = False


def _build_section(
    items: list[Item],
    problems: list[Problem],
    labeller: Callable[[dict, int], str],
    builder: Callable[..., Any],
    *args: Any,
) -> list[tuple[Entry, Any]]:
    """Build every entry of one section; report ids used twice. Returns (entry, object)."""
    built: list[tuple[Entry, Any]] = []
    seen: dict[Any, Entry] = {}
    for item in items:
        entry = Entry(item.file, item.data, labeller(item.data, item.index), problems)
        obj = builder(entry, *args)
        entity_id = item.data.get("id")
        if isinstance(entity_id, str | int) and not isinstance(entity_id, bool):
            if entity_id in seen:
                first = seen[entity_id]
                where = f"{first.file}:{first.data.line_of('id')}"
                msg = f"{describe(entity_id)} is already used by {first.label} at {where}"
                entry.report("id", msg)
                obj = None
            else:
                seen[entity_id] = entry
        if obj is not None:
            built.append((entry, obj))
    return built


def build_catalog(items: Sections, problems: list[Problem], source: str) -> Catalog | None:
    """Check and build everything; None if any problem was found."""
    res = _build_section(items["resources"], problems, _labeller("resource"), build_resource)
    goods = _build_section(items["goods"], problems, _labeller("good"), build_good)
    refs = _refs(items)
    _check_ids(goods, refs, problems)
    cards = _build_section(items["cards"], problems, card_label, build_card, refs)
    check_types(cards)
    refs.colours.update(refs.resource_colours.values())
    assistants = _build_section(
        items["assistants"], problems, _labeller("assistant"), build_assistant, refs.colours
    )
    workers = _build_section(items["workers"], problems, _labeller("worker"), build_worker)
    rulesets = _build_section(items["rulesets"], problems, ruleset_label, build_ruleset)
    if not items.unread:  # else the counts would only echo the file that was not read
        _check_counts(items, rulesets, problems, source)
        check_setup(rulesets, len(_base_deck(items)), len(_base(items["assistants"])))
    events = _build_section(items["events"], problems, _labeller("event"), build_event)
    chapters = _build_section(items["chapters"], problems, _labeller("chapter"), build_chapter)
    endings = _build_section(items["endings"], problems, _labeller("ending"), build_ending)
    all_cards = {c.id: c for _, c in sorted(cards, key=lambda pair: pair[1].id)}
    all_assistants = {a.id: a for _, a in sorted(assistants, key=lambda pair: pair[1].id)}
    story = StoryRefs(all_cards, all_assistants, [r.id for _, r in res], refs.colours)
    for entry, card in cards:
        check_effect_refs(entry, card.play_effects, story)
    for entry, event in events:
        check_effect_refs(entry, event.effects, story)
    chapters.sort(key=lambda pair: pair[1].number)
    for entry, chapter in chapters:
        check_chapter_refs(entry, chapter, {e.id for _, e in events}, all_cards)
    check_flags(endings, chapters)
    _check_story_ends(items, problems)
    _check_expansion_rulesets(rulesets, all_cards, chapters)
    earlier = [r for entry, rs in rulesets if rs is not None for r in build_earlier(entry, rs)]
    if problems:
        return None
    return Catalog(
        resources={r.id: r for _, r in res},
        goods={g.id: g for _, g in goods},
        cards={i: c for i, c in all_cards.items() if c.expansion is None},
        assistants={i: a for i, a in all_assistants.items() if a.expansion is None},
        workers={w.id: w for _, w in sorted(workers, key=lambda pair: pair[1].id)},
        rulesets={r.id: r for _, r in rulesets},
        earlier_rulesets={f"{r.id}@{r.revision}": r for r in earlier},
        source=source,
        extra_cards={i: c for i, c in all_cards.items() if c.expansion is not None},
        extra_assistants={i: a for i, a in all_assistants.items() if a.expansion is not None},
        events={e.id: e for _, e in sorted(events, key=lambda pair: pair[1].id)},
        chapters={c.id: c for _, c in chapters},
        endings=tuple(e for _, e in endings),
    )


def _check_expansion_rulesets(
    rulesets: list[tuple[Entry, Any]],
    cards: dict[int, Any],
    chapters: list[tuple[Entry, Any]],
) -> None:
    """An expansion rule set needs that expansion's cards and at least one chapter."""
    known = {c.expansion for c in cards.values() if c.expansion}
    for entry, ruleset in rulesets:
        if ruleset.expansion is None:
            continue
        if ruleset.expansion not in known:
            have = ", ".join(sorted(known)) or "none"
            msg = f"no cards belong to {describe(ruleset.expansion)} (known: {have})"
            entry.report("expansion", msg)
        if not chapters:
            entry.report("expansion", "an expansion rule set needs chapters; the data has none")


def _check_story_ends(items: Sections, problems: list[Problem]) -> None:
    """Chapters need an ending to tell after the last one; a story without is refused
    where its endings are (or would be: at the chapters)."""
    if not items["chapters"] or items["endings"]:
        return
    file, line = items.at.get("endings") or items.at["chapters"]
    count = len(items["chapters"])
    msg = (
        f"the story has {count} chapter{'s' if count != 1 else ''} but no endings: "
        "one with no 'when' must close every story"
    )
    problems.append(Problem(file, line, "", "endings", msg))


def _labeller(what: str) -> Callable[[dict, int], str]:
    return lambda data, index: label(what, data, index)


def _refs(items: Sections) -> Refs:
    """Ids cards may name, taken from the raw entries so one bad field does not cascade."""
    colours = {
        i.data["id"]: i.data.get("colour")
        for i in items["resources"]
        if isinstance(i.data.get("id"), str)
    }
    goods = {i.data["id"] for i in items["goods"] if isinstance(i.data.get("id"), str)}
    return Refs(
        resource_colours={k: v for k, v in colours.items() if isinstance(v, str)}, goods=goods
    )


def _check_ids(goods: list[tuple[Entry, Any]], refs: Refs, problems: list[Problem]) -> None:
    for entry, good in goods:
        if good.id in refs.resource_colours:
            msg = f"{describe(good.id)} is also a resource id; chains could not tell them apart"
            entry.report("id", msg)
    for entry, _ in goods:
        if entry.data.get("id") == "any":
            entry.report("id", "'any' is reserved for inputs of any kind")


def _base(items: list[Item]) -> list[Item]:
    """The entries of no expansion (broken ones too: they are reported on their own)."""
    return [i for i in items if i.data.get("expansion") is None]


def _base_deck(items: Sections) -> list[Item]:
    """The base game's deck cards: every card entry but start buildings and expansions'."""
    return [i for i in _base(items["cards"]) if i.data.get("kind") != CHARBURNER]


def _check_counts(
    items: Sections,
    rulesets: list[tuple[Entry, Any]],
    problems: list[Problem],
    source: str,
) -> None:
    """Empty data, and rule sets that seat more players than there are start cards.

    An empty section is reported where a file names it (``cards: []``), else at the folder.
    """
    deck = _base_deck(items)
    for section, key, present in (
        ("resources", "resources", items["resources"]),
        ("goods", "goods", items["goods"]),
        ("deck cards", "cards", deck),
        ("rule sets", "rulesets", items["rulesets"]),
    ):
        if not present:
            file, line = items.at.get(key, (source, None))
            problems.append(Problem(file, line, "", "", f"no {section} defined"))
    workers = len(items["workers"])
    charburners = sum(1 for i in items["cards"] if i.data.get("kind") == CHARBURNER)
    for entry, ruleset in rulesets:
        for what, have in (("workers", workers), ("charburners", charburners)):
            if ruleset.max_players > have:
                msg = f"is {ruleset.max_players} but the data has only {have} {what}"
                entry.report("max_players", msg)
    defaults = [(entry, r) for entry, r in rulesets if r is not None and r.default]
    for entry, _ in defaults[1:]:
        entry.report("default", f"only one rule set may be the default ({defaults[0][1].id} is)")
