"""The box's registry and the Game record: metadata without the rules, and Oh My Goods!
played through the record alone exactly as through its rules."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from omg_desktop.games import registry
from omg_desktop.games.base import LANGUAGES, Game
from omg_desktop.games.ohmygoods.rules.rng import Rng

from .contract import play_through, replays


def test_the_metadata_is_read_without_importing_any_rules_or_qt():
    code = (
        "import sys, json\n"
        "from omg_desktop.games import registry\n"
        "g = registry.info()\n"
        "print(json.dumps([g.title('ja'), sorted(m for m in sys.modules "
        "if m.startswith(('omg_desktop.games.ohmygoods.rules', "
        "'omg_desktop.games.ohmygoods.bots', 'PySide6', 'yaml')))]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    title, imported = json.loads(out.stdout)
    assert title == "オー・マイ・グーッズ！"
    assert imported == []


@pytest.mark.parametrize("meta", registry.GAMES, ids=lambda g: g.id)
def test_every_game_says_itself_in_four_languages_and_its_options_exist(meta):
    assert all(meta.titles[lang].strip() and meta.summary[lang].strip() for lang in LANGUAGES)
    assert 1 <= meta.players[0] <= meta.players[1] and 0 < meta.minutes[0] <= meta.minutes[1]
    game = registry.load(meta.id)
    assert isinstance(game, Game) and game.info == meta
    catalog = game.load_catalog()
    assert meta.options
    for option in meta.options:  # each option starts a game (a rule set's, where it has them)
        if hasattr(catalog, "ruleset"):
            assert catalog.ruleset(option) is not None, option
        assert not game.is_over(game.new_game(catalog, meta.players[1], 1, option)), option
    assert meta.title("pt") == meta.titles["pt_BR"] and meta.title("xx") == meta.titles["en"]


@pytest.mark.parametrize("meta", registry.GAMES, ids=lambda g: g.id)
def test_every_game_credits_its_makers_in_four_languages(meta):
    """The About box lists each game with its credit (the frame names no game)."""
    assert all(meta.credit[lang].strip() for lang in LANGUAGES)
    assert meta.credit_line("pt") == meta.credit["pt_BR"]
    for line in meta.attributions:
        assert all(line[lang].strip() for lang in LANGUAGES)


def test_an_unknown_game_is_refused_with_the_games_there_are():
    with pytest.raises(registry.UnknownGame, match=r"'chess'.*ohmygoods"):
        registry.info("chess")
    assert registry.info(None).id == registry.DEFAULT == registry.ids()[0]


@pytest.mark.parametrize("players,option,seed", [(2, "bigbox", 3), (4, "classic", 8)])
def test_a_game_through_the_record_alone_is_the_game_of_the_rules(players, option, seed):
    """The record's contract at every step (contract.py); a seat's determinized world
    keeps what it knows of itself; the moves replayed straight through the rules end in
    the same state."""
    from omg_desktop.games.ohmygoods import rules

    g = registry.load("ohmygoods")
    state, played = play_through(g, players, seed, option)
    assert len(played) > 50
    cat = g.load_catalog()
    direct = rules.new_game(cat, players=players, seed=seed, ruleset=option)
    for step, text in enumerate(played):
        seat = rules.decode(text).seat
        view = rules.player_view(direct, seat)
        world = g.determinize(view, seat, Rng(step))
        known = g.state_to_dict(view)["players"][seat]  # its hand, buildings, coins …
        assert g.state_to_dict(rules.player_view(world, seat))["players"][seat] == known
        direct, _ = rules.apply(direct, rules.decode(text))
    assert direct.to_dict() == g.state_to_dict(state)
    assert g.state_to_dict(replays(g, players, seed, option, played)) == direct.to_dict()


def test_the_computers_of_every_level_choose_from_a_view():
    g = registry.load("ohmygoods")
    cat = g.load_catalog()
    state = g.new_game(cat, 2, 1, None)
    seat = g.to_act(state)[0]
    legal = g.legal_actions(state, seat)
    for level, make in g.bots.items():
        assert make(7).choose(g.player_view(state, seat), legal) in legal, level


def test_only_the_registry_and_the_games_own_packages_name_a_game():
    """The frame never names a game: a game's id is written in the registry and in its
    own package (``omg_desktop/games/<id>/``), nowhere else in the program."""
    from pathlib import Path

    root = Path(registry.__file__).resolve().parents[1]
    allowed = {root / "games" / "registry.py"}
    for meta in registry.GAMES:
        own = root / "games" / meta.id
        for path in root.rglob("*.py"):
            if path in allowed or own in path.parents:
                continue
            assert f'"{meta.id}"' not in path.read_text(encoding="utf-8"), path
