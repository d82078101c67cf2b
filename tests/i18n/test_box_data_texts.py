"""The data texts' files serve every game of the box: ``translations update`` and
``check`` take each game whose record lists data texts (``Game.data_texts``), in a file
of its own, and a game without them adds nothing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from omg_desktop.games import registry
from omg_desktop.i18n import files
from omg_desktop.i18n.data_texts import localize, read_texts
from tests.games import kuhn

CARDS = {"card.0": "Jack", "card.1": "Queen", "card.2": "King"}


def _named(cat, texts):
    """The toy game's "catalog": the names of its cards, in the language of ``texts``."""
    return {key: texts.get(key, english) for key, english in CARDS.items()}


@pytest.fixture
def box(monkeypatch, tmp_path: Path):
    """The box with the toy game in it; the translation files in ``tmp_path``."""
    load = registry.load
    toy = replace(kuhn.game(), data_texts=lambda _cat: dict(CARDS), localize=_named)
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, kuhn.INFO))
    monkeypatch.setattr(
        registry, "load", lambda game_id=None: toy if game_id == "kuhn" else load(game_id)
    )
    monkeypatch.setattr(files, "folder", lambda: tmp_path)
    return toy


def test_update_writes_each_game_its_own_data_file_and_check_names_it(box, tmp_path: Path):
    (row,) = files.update(["pt_BR"])
    toy_file = tmp_path / "data.kuhn.pt_BR.yaml"
    assert toy_file.is_file() and (tmp_path / "data.pt_BR.yaml").is_file()
    assert "# en: Queen\ncard.1: null" in toy_file.read_text(encoding="utf-8")
    assert row[0] == "pt_BR" and row[3] > len(CARDS)  # the default game's texts and these
    missing = files.status("pt_BR").data_missing
    assert "data.kuhn.pt_BR.yaml: card.1" in missing
    assert "data.pt_BR.yaml: card.sawmill" in missing

    text = toy_file.read_text(encoding="utf-8").replace("card.1: null", "card.1: Dama")
    toy_file.write_text(text, encoding="utf-8")
    files.update(["pt_BR"])  # a translation is kept when the file is written again
    texts = read_texts(tmp_path, "pt_BR", "kuhn")
    assert texts == {"card.1": "Dama"}
    assert "data.kuhn.pt_BR.yaml: card.1" not in files.status("pt_BR").data_missing
    assert localize(None, texts, box)["card.1"] == "Dama"


def test_a_game_without_data_texts_adds_no_file(monkeypatch, tmp_path: Path):
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, kuhn.INFO))
    monkeypatch.setattr(files, "folder", lambda: tmp_path)
    with_texts = [game.info.id for game, _cat in files.with_data_texts()]
    assert registry.DEFAULT in with_texts and "kuhn" not in with_texts  # Gizmos' lessons too
    files.update(["es"])
    written = sorted(p.name for p in tmp_path.glob("data.*"))
    assert "data.es.yaml" in written and not any("kuhn" in name for name in written)
    assert localize("as it is", {"card.1": "Reina"}, kuhn.game()) == "as it is"
