"""Kingdom Builder's guided first game, headless: ``tutorial --check --game
kingdom_builder`` walks it to its end through the rules, it teaches the build rule,
the board's four tiles, its three cards and the end in order, every step points at
something on the learner's side of the table, the opponent plays from its view, and a
broken copy or a position that cannot be is named in words."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from omg_desktop import cli
from omg_desktop.games.kingdom_builder import game
from omg_desktop.games.kingdom_builder.lessons.files import (
    lessons_folder,
    load_lessons,
    source_texts,
)
from omg_desktop.games.kingdom_builder.lessons.position import start
from omg_desktop.games.kingdom_builder.lessons.rules import RULES, decode
from omg_desktop.games.kingdom_builder.rules import gold, player_view
from omg_desktop.games.kingdom_builder.rules.board import LOCATION_KINDS
from omg_desktop.games.kingdom_builder.rules.invariants import broken
from omg_desktop.games.kingdom_builder.rules.state import HIDDEN
from omg_desktop.i18n import files
from omg_desktop.tutorial.lesson import DO, LEARNER, OPPONENT, READ, SCRIPTED, placeholders
from omg_desktop.tutorial.opponent import ScriptedOpponent
from omg_desktop.tutorial.walk import walk

GAME = game()
CAT = GAME.load_catalog()
DATA = Path(__file__).resolve().parents[2] / "data"
KB = ["--game", "kingdom_builder"]


def walked():
    [lesson] = load_lessons(cat=CAT)
    return walk(GAME, RULES, CAT, lesson)


def test_the_tutorial_command_walks_the_lesson(kb, capsys):
    assert cli.main(["tutorial", "--check", *KB]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lessons"] == 1 and out["steps"] > 40 and out["errors"] == []
    assert cli.main(["tutorial", "--check", *KB, "--lesson", "first_game"]) == 0


def test_the_lesson_is_played_on_the_first_games_board_to_a_game_the_learner_wins():
    done = walked()
    assert done.ok, [str(p) for p in done.problems]
    for stop in done.stops:
        assert stop.after.layout == list(CAT.first_game), stop.step.id
        assert stop.after.cards == list(CAT.first_game_cards), stop.step.id
        assert broken(stop.after) == [], stop.step.id
    last = done.stops[-1].after
    assert GAME.is_over(last) and GAME.winners(last) == [LEARNER]
    parts = gold(last)[LEARNER]
    assert all(parts[card] > 0 for card in (*CAT.first_game_cards, "castles")), parts


def test_it_teaches_the_rules_in_order():
    """A build, a tile taken, the adjacency rule, a tile used, a build anywhere when no
    hex touches, each of the board's four tiles, the last settlement, the end."""
    done = walked()
    taught: list[str] = []

    def first(name: str, found: bool) -> None:
        if found and name not in taught:
            taught.append(name)

    for stop in (s for s in done.stops if s.step.kind == DO):
        word, *args = stop.action.split()
        kinds = {e.kind for e in stop.events}
        before = stop.before
        first("build", word == "build")
        first("a tile taken", "took" in kinds)
        touching = word == "build" and bool(before.own(LEARNER))
        first("next to your own", touching and len(GAME.legal_actions(before, LEARNER)) < 20)
        first("end the turn", word == "end")
        first("a tile used", word == "use")
        for kind in ("tavern", "paddock", "farm", "oasis"):
            first(kind, word == "use" and args[0] == kind)
        far = word == "build" and before.own(LEARNER) and before.placed == 0
        first("anywhere when none touches", bool(far) and "next to your own" in taught)
        first("the last settlement", "last" in kinds)
    assert taught == [
        "build", "a tile taken", "next to your own", "end the turn", "a tile used", "tavern",
        "anywhere when none touches", "paddock", "farm", "oasis", "the last settlement",
    ]  # fmt: skip
    assert GAME.is_over(done.stops[-1].after)


def test_its_words_name_every_tile_card_and_the_end():
    """The board's tiles are used; the box's four others, the three cards, the castles
    and the shared win are told in words."""
    english = " ".join(source_texts().values())
    for kind in LOCATION_KINDS:
        assert kind.capitalize() in english, kind
    for word in ("Fishermen", "Knights", "Merchants", "castle", "last", "share the win"):
        assert word in english, word


def test_the_coach_says_which_hex_and_why_in_short_sentences():
    """Every step to do rings the hex it asks for (a tile's step its tile too) and no
    other hex, and no text runs past three sentences."""
    [lesson] = load_lessons(cat=CAT)
    for _part, step in lesson.steps():
        for text in (step.say, step.wrong):
            assert len(re.findall(r"[.!?](\s|$)", text)) <= 3, step.id
        if step.kind != DO or step.action == "end":
            continue
        word, *args = step.action.split()
        rung = {str(t) for t in step.highlight}
        hexes = args[1:] if word == "use" else args
        assert {f"hex {h}" for h in hexes} <= rung, step.id
        # no other hex rung: "click the ringed one" names one (a playtest saw two rings)
        assert {t for t in rung if t.startswith("hex ")} == {f"hex {h}" for h in hexes}, step.id
        if word == "use":
            assert f"tile {args[0]}" in rung, step.id


def test_the_learners_card_is_a_secret_and_the_opponent_plays_from_its_view():
    done = walked()
    ended = next(s for s in done.stops if s.step.kind == DO and s.action == "end").after
    assert player_view(ended, SCRIPTED).seats[LEARNER].card == HIDDEN
    assert player_view(ended, LEARNER).seats[LEARNER].card not in ("", HIDDEN)
    bot = ScriptedOpponent(GAME, done.opponent_moves)
    for stop in (s for s in done.stops if s.step.kind == OPPONENT):
        view = GAME.player_view(stop.before, SCRIPTED)
        assert bot.choose(view, GAME.legal_actions(stop.before, SCRIPTED)) == stop.action
    assert bot.off_script == 0


def test_each_part_ends_with_words_and_every_step_claims_what_it_teaches():
    [lesson] = load_lessons(cat=CAT)
    for part in lesson.parts:
        assert part.steps[-1].kind == READ and part.steps[-1].check, part.id
    names = {name for _part, step in lesson.steps() for name, _ in step.check}
    assert {"built", "tiles", "gold", "supply", "ending", "over", "winners"} <= names


def test_a_position_sets_the_tiles_its_settlements_would_have_taken():
    position = {
        "seats": [
            {"card": "G", "settlements": ["7.7", "7.8"]},
            {"card": "F", "settlements": ["7.6"]},
        ],
        "deck": ["T"],
    }
    state = start(CAT, position)
    mine = [(t.kind, t.at, t.fresh) for t in state.seats[LEARNER].tiles]
    theirs = [(t.kind, t.at, t.fresh) for t in state.seats[SCRIPTED].tiles]
    assert mine == [("tavern", (6, 7), False)] and theirs == [("tavern", (6, 7), False)]
    assert state.tiles_left[(6, 7)] == 0
    assert [s.supply for s in state.seats] == [38, 39] and state.deck[0] == "T"
    assert state.current == LEARNER and state.seats[LEARNER].card == "G"


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (
            {
                "seats": [
                    {"card": "G", "settlements": ["7.7"]},
                    {"card": "F", "settlements": ["7.7"]},
                ]
            },
            "two settlements",
        ),  # noqa: E501
        ({"seats": [{"card": "G", "settlements": [7.1]}, {"card": "F"}]}, "write a hex in quotes"),
        ({"seats": [{"card": "G", "settlements": ["6.7"]}, {"card": "F"}]}, "cannot hold"),
        ({"seats": [{"card": "W"}, {"card": "F"}]}, "terrain letter"),
        ({"deck": ["G"] * 5}, "more G cards"),
        ({"seats": [{"card": "G"}]}, "seats 2 players"),
        ({"layout": "random"}, "unknown field"),
    ],
)
def test_a_position_that_cannot_be_is_refused_in_words(change, why):
    position = {"seats": [{"card": "G"}, {"card": "F"}], **change}
    with pytest.raises((ValueError, KeyError)) as err:
        start(CAT, position)
    assert why in str(err.value)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("pass", "one of build, use, end"),
        ("build 7", "not a hex"),
        ("use barn 7.7", "to move: barn"),
    ],
)
def test_an_action_the_rules_do_not_know_is_named(text, why):
    with pytest.raises(ValueError, match=re.escape(why)):
        decode(text)


def test_a_broken_copy_is_named_by_file_line_step_and_field(kb, tmp_path, capsys):
    copy = tmp_path / "kingdom_builder" / "lessons"
    shutil.copytree(lessons_folder(), copy)
    shutil.copy(DATA / "kingdom_builder" / "boards.yaml", tmp_path / "kingdom_builder")
    path = copy / "first_game.yaml"
    text = path.read_text(encoding="utf-8").replace("do: build 7.8", "do: build 9.9", 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("          do: build 9.9") + 1
    assert cli.main(["tutorial", "--check", *KB, "--data", str(tmp_path)]) == 1
    [error] = json.loads(capsys.readouterr().out)["errors"]
    shown = f"kingdom_builder/lessons/first_game.yaml:{line}: lesson first_game, step adjacent:"
    assert error.startswith(shown)
    assert "field 'do': refused: 'build 9.9' is not a legal move now" in error
    path.write_text(text.replace("highlight: [hex 7.8]", "highlight: [tile stable]"), "utf-8")
    assert cli.main(["tutorial", "--check", *KB, "--data", str(tmp_path)]) == 1
    errors = json.loads(capsys.readouterr().out)["errors"]
    assert "step adjacent: field 'highlight': 'tile stable': tile is followed by" in errors[0]


def test_validate_data_counts_the_lesson(kb, capsys):
    assert cli.main(["validate-data", *KB]) == 0
    assert "lessons: 1 (" in capsys.readouterr().out


def test_a_row_the_coach_names_is_counted_from_1_as_the_tables_words_count():
    """``row 8`` is the hexes ``7.c``: the log and the screen reader say ``row 8``."""
    for stop in walked().stops:
        rows = {h[0] + 1 for h in stop.after.settlements}
        rows |= {int(str(t.ref).split(".")[0]) + 1 for t in stop.step.highlight if t.kind == "hex"}
        for named in re.findall(r"\brow (\d+)", f"{stop.step.say} {stop.step.wrong}", re.I):
            assert int(named) in rows, (stop.step.id, named)


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_every_word_of_the_lesson_is_translated_with_its_placeholders(language):
    """The lesson's keys are extracted into each language's file (``translations
    update``), each translated, keeping its placeholders."""
    english = source_texts()
    path = files.folder() / f"data.kingdom_builder.{language}.yaml"
    texts = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert sorted(texts) == sorted(english)
    for key, text in texts.items():
        assert text is not None and text != english[key], key
        assert placeholders(text) == placeholders(english[key]), key
