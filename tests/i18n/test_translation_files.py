"""Every string of the program and of the data is translated into every language,
placeholders and accelerators survive, and the .qm files build and load."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import apply_in_place, legal_actions, new_game, to_act
from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.i18n import LANGUAGES, best_language, files
from omg_desktop.i18n.data_texts import localize, read_texts, source_texts
from omg_desktop.i18n.extract import Found, Message, read_ts, scan, write_ts

CAT = default_catalog()
FOUND = scan()
PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def test_the_extractor_reads_every_translatable_string():
    assert FOUND.problems == []
    assert len(FOUND.messages) > 400
    contexts = {m.context for m in FOUND.messages.values()}
    assert {"MainWindow", "Panel", "Log", "Story", "CampaignDialog", "NewGameDialog"} <= contexts


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_the_ts_files_hold_every_message_of_the_source(language):
    root = ET.parse(files.ts_path(language)).getroot()
    have = {
        (c.findtext("name"), m.findtext("source"), m.findtext("comment") or "")
        for c in root.iter("context")
        for m in c.iter("message")
    }
    stale = sorted(k for k in FOUND.messages if k not in have)
    assert not stale, f"run: omg-desktop translations update ({len(stale)} new: {stale[:3]})"


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_no_string_is_missing(language):
    st = files.status(language)
    assert st.untranslated == [], st.untranslated[:10]
    assert st.data_missing == [], st.data_missing[:10]
    assert st.data_unknown == []
    assert not st.help_missing


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_placeholders_and_accelerators_survive(language):
    problems = []
    for (ctx, source, _comment), forms in read_ts(files.ts_path(language)).items():
        want = sorted(set(PLACEHOLDER.findall(source)) - {"%n"})
        for form in forms:
            got = sorted(set(PLACEHOLDER.findall(form)) - {"%n"})
            if got != want:
                problems.append(f"{ctx}: {source!r} -> {form!r}")
            if "&" in source.replace("&&", "") and "&" not in form.replace("&&", ""):
                problems.append(f"{ctx}: {source!r} lost its accelerator in {form!r}")
    assert problems == [], problems[:10]


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_data_placeholders_and_names(language):
    texts = read_texts(files.folder(), language)
    src = source_texts(CAT)
    for key, value in texts.items():
        assert PLACEHOLDER.findall(value) == PLACEHOLDER.findall(src[key]), key


def test_vanished_messages_keep_their_context_however_often_the_files_are_updated(tmp_path):
    """Messages the source no longer has are kept as "vanished" under their own context;
    writing and reading the file again (as every ``translations update`` does) gives back
    the same keys — several of them in a row included."""
    found = Found()
    found.add(Message("Panel", "Still here", "", False), "omg_desktop/ui/x.py:1")
    old = {
        ("Panel", "Still here", ""): ["Ainda aqui"],
        ("Story", "Gone", ""): ["Ido"],
        ("Panel", "&Hire", ""): ["C&ontratar"],
        ("SlotsDialog", "&Rename", "a button"): ["&Renomear"],
    }
    path = tmp_path / "x.ts"
    write_ts(path, "pt_BR", found, old)
    first = path.read_text(encoding="utf-8")
    assert read_ts(path) == old
    write_ts(path, "pt_BR", found, read_ts(path))
    assert path.read_text(encoding="utf-8") == first


def test_earlier_revisions_of_a_rule_set_carry_its_translated_name():
    """A game begun under classic revision 2 is named in the player's language too."""
    texts = read_texts(files.folder(), "ja")
    local = localize(CAT, texts)
    assert CAT.earlier_rulesets, "the catalog keeps earlier revisions"
    for key, rs in CAT.earlier_rulesets.items():
        current = local.ruleset(rs.id)
        earlier = local.stored_ruleset(key)
        assert earlier.name == current.name != CAT.ruleset(rs.id).name, key
        assert earlier.revision == rs.revision and earlier.description == current.description


def test_a_localized_catalog_plays_exactly_the_same_game():
    texts = read_texts(files.folder(), "es")
    local = localize(CAT, texts)
    assert local.cards[1].name == texts.get("card.sawmill", CAT.cards[1].name)
    games = []
    for cat in (CAT, local):
        state = new_game(cat, 3, 8)
        rng = Rng(8)
        while not state.over:
            acts = legal_actions(state, to_act(state)[0])
            apply_in_place(state, acts[rng.below(len(acts))])
        games.append(state_hash(state))
    assert games[0] == games[1]


def test_the_qm_files_build_and_translate(qapp, tmp_path, monkeypatch):
    from PySide6.QtCore import QTranslator

    files.build()
    for language in files.TRANSLATED:
        t = QTranslator()
        assert t.load(str(files.qm_path(language))), language
        assert t.translate("MainWindow", "&Game") not in ("", "&Game"), language


def test_the_system_language_picks_the_nearest_we_speak():
    assert best_language(["pt-BR", "en-US"]) == "pt_BR"
    assert best_language(["pt_PT"]) == "pt_BR"
    assert best_language(["es_MX"]) == "es"
    assert best_language(["ja_JP"]) == "ja"
    assert best_language(["de_DE", "fr"]) == "en"
    assert set(LANGUAGES) == {"en", "pt_BR", "es", "ja"}
