"""The translations use the published words (docs/translating.md, "Whose words"):
the Japanese title and town name of seed 002, the Portuguese terms of seed 000, and
no English left in the Spanish names (the fault of seed 001)."""

from __future__ import annotations

import re

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.i18n import files
from omg_desktop.i18n.data_texts import read_texts, source_texts
from omg_desktop.i18n.extract import read_ts

CAT = default_catalog()

JA_TITLE = "ロングスデイルでの陰謀"  # seed 002: 拡張「ロングスデイルでの陰謀」
JA_TOWN = "ロングスデイル"
PT_TITLE = "A Conspiração de Longsdale"  # seed 000

# Words a language must not use, as whole words, case-insensitive.
NOT_USED = {
    "ja": [r"ロングズデール", r"ロングズデイル", r"ロングスデール"],
    "pt_BR": [r"\bmercadorias?\b", r"\bajudantes?\b", r"\binsumos?\b"],
    "es": [r"\bcharburners?\b", r"\bglaziery\b"],
}


def texts_of(language: str) -> dict[str, str]:
    """Every translated text of a language: its .ts messages (obsolete ones too),
    its data texts and its rules summary, by where they are."""
    out = {}
    for (ctx, source, _comment), forms in read_ts(files.ts_path(language)).items():
        for i, form in enumerate(forms):
            out[f"ts {ctx}: {source!r} [{i}]"] = form
    for key, value in read_texts(files.folder(), language).items():
        out[f"data {key}"] = value
    out["rules summary"] = files.help_file(language).read_text(encoding="utf-8")
    return out


def offending(texts: dict[str, str], patterns: list[str]) -> list[str]:
    found = []
    for where, text in texts.items():
        for pattern in patterns:
            for hit in re.finditer(pattern, text, re.IGNORECASE):
                found.append(f"{where}: {hit.group(0)!r}")
    return found


def translations_of(ts: dict, source: str) -> list[list[str]]:
    return [forms for (_ctx, src, _comment), forms in ts.items() if src == source]


def test_the_check_finds_a_word_not_used():
    """The guard itself: a text with a word the language does not use is reported."""
    sample = {"a": "Clique nas Mercadorias", "b": "um insumo a menos", "c": "bens"}
    assert offending(sample, NOT_USED["pt_BR"]) == [
        "a: 'Mercadorias'",
        "b: 'insumo'",
    ]
    assert offending({"x": "ロングズデールの陰謀"}, NOT_USED["ja"]) == ["x: 'ロングズデール'"]
    assert offending({"y": "la Carbonera"}, NOT_USED["es"]) == []


@pytest.mark.parametrize("language", sorted(NOT_USED))
def test_no_translation_uses_a_word_the_published_rules_do_not(language):
    found = offending(texts_of(language), NOT_USED[language])
    assert found == [], f"{len(found)} found: {found[:5]}"


def test_the_japanese_expansion_title_is_the_published_one():
    ts = read_ts(files.ts_path("ja"))
    assert translations_of(ts, "The Longsdale Conspiracy") == [[JA_TITLE]]
    assert translations_of(ts, "The Longsdale &Conspiracy…") == [[f"{JA_TITLE}(&C)…"]]
    data = read_texts(files.folder(), "ja")
    assert data["ruleset.longsdale.name"] == JA_TITLE
    assert data["chapter.ch5.title"] == JA_TITLE
    rules = files.help_file("ja").read_text(encoding="utf-8")
    assert rules.count(JA_TITLE) >= 3


def test_every_japanese_text_about_longsdale_names_the_town_as_published():
    english = source_texts(CAT)
    ja = read_texts(files.folder(), "ja")
    about = [key for key, text in english.items() if "Longsdale" in text]
    assert len(about) > 20
    assert [key for key in about if JA_TOWN not in ja[key]] == []


def test_the_portuguese_title_is_the_published_one():
    ts = read_ts(files.ts_path("pt_BR"))
    assert translations_of(ts, "The Longsdale Conspiracy") == [[PT_TITLE]]
    data = read_texts(files.folder(), "pt_BR")
    assert data["ruleset.longsdale.name"] == PT_TITLE
