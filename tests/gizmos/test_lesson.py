"""Gizmos' guided first game, headless: ``tutorial --check --game gizmos`` walks it to
its end through the rules (Oh My Goods!' lessons still pass), it teaches its rules in
order, every step points at something on the learner's side of the table, a broken
copy is named by file, line, step and field, and each language keeps its words'
placeholders."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.games import registry
from omg_desktop.games.gizmos.face.lessons import target_keys
from omg_desktop.games.gizmos.face.table_layout import layout
from omg_desktop.games.gizmos.lessons.files import lessons_folder, load_lessons
from omg_desktop.games.gizmos.lessons.position import start
from omg_desktop.games.gizmos.lessons.rules import RULES, proposed
from omg_desktop.games.gizmos.rules import payments, player_view
from omg_desktop.games.gizmos.rules.invariants import broken
from omg_desktop.games.gizmos.rules.state import HIDDEN
from omg_desktop.i18n import files
from omg_desktop.i18n.data_texts import read_texts, source_texts
from omg_desktop.tutorial.lesson import DO, LEARNER, OPPONENT, SCRIPTED, placeholders
from omg_desktop.tutorial.opponent import ScriptedOpponent
from omg_desktop.tutorial.walk import walk
from omg_desktop.ui.table.layout import Table

GAME = registry.load("gizmos")
CAT = GAME.load_catalog()
DATA = Path(__file__).resolve().parents[2] / "data"


def walked():
    [lesson] = load_lessons(cat=CAT)
    return walk(GAME, RULES, CAT, lesson)


def test_the_tutorial_command_walks_gizmos_lesson_and_oh_my_goods_still_pass(capsys):
    assert cli.main(["tutorial", "--check", "--game", "gizmos"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lessons"] == 1 and out["steps"] > 30 and out["errors"] == []
    assert cli.main(["tutorial", "--check"]) == 0  # the default game's, unchanged
    assert json.loads(capsys.readouterr().out)["errors"] == []


def test_the_lesson_is_walked_to_the_end_of_a_game_the_learner_wins():
    done = walked()
    assert done.ok, [str(p) for p in done.problems]
    last = done.stops[-1].after
    assert GAME.is_over(last) and GAME.winners(last) == [LEARNER]
    for stop in done.stops:
        assert broken(stop.after) == [], stop.step.id


def test_it_teaches_the_rules_in_order():
    """Pick, File, Build from the display and from the file, Research (build one, the
    rest under the deck), a trigger used, a converter paying, a chain reaction, the end."""
    done = walked()
    mine = [s for s in done.stops if s.step.kind == DO]
    taught: list[str] = []

    def first(name: str, found: bool) -> None:
        if found and name not in taught:
            taught.append(name)

    for stop in mine:
        word = stop.action.split()[0]
        kinds = {e.kind: e for e in stop.events}
        built = kinds.get("built")
        first("pick", word == "pick")
        first("file", word == "file")
        first("build from the display", built is not None and built.data["from"] == "display")
        first("build from the file", built is not None and built.data["from"] == "file")
        first("research", word == "research")
        first("build from a research", built is not None and built.data["from"] == "research")
        first("under the deck", word == "bottom")
        first("a trigger used", word == "use")
        first("a converter paying", built is not None and bool(built.data["converters"]))
        chained = word == "pick" and stop.before.step == "pick" and stop.after.active
        first("a chain reaction", bool(chained))
        first("the end", "end_triggered" in kinds)
    assert taught == [
        "pick", "file", "build from the display", "build from the file", "research",
        "build from a research", "under the deck", "a trigger used", "a converter paying",
        "a chain reaction", "the end",
    ]  # fmt: skip
    assert GAME.is_over(done.stops[-1].after)


def test_a_research_is_the_learners_secret_and_the_opponent_plays_from_its_view():
    done = walked()
    drawn = next(s for s in done.stops if s.action == "research 1").after
    assert all(g != HIDDEN for g in player_view(drawn, LEARNER).research)
    assert set(player_view(drawn, SCRIPTED).research) == {HIDDEN}
    bot = ScriptedOpponent(GAME, done.opponent_moves)
    for stop in (s for s in done.stops if s.step.kind == OPPONENT):
        view = GAME.player_view(stop.before, SCRIPTED)
        assert bot.choose(view, GAME.legal_actions(stop.before, SCRIPTED)) == stop.action
    assert bot.off_script == 0


def test_every_step_points_at_an_item_on_the_learners_table():
    """Each target (but a button on a chosen card, which the window test clicks) names
    an item of the table's layout of the learner's view."""
    names = ["Ana", "Bruno"]
    for stop in walked().stops:
        items = {p.key: p for p in layout(player_view(stop.before, 0), 0, names, {}, Table())}
        for target in stop.step.highlight:
            if target.kind != "control":
                assert target_keys(target, stop.before, items), (stop.step.id, str(target))


def test_a_build_expects_the_payment_the_table_preselects():
    position = {
        "seats": [
            {"built": ["g0-01", "g1-02"], "energy": {"red": 1, "yellow": 1}},
            {"built": ["g0-02"]},
        ],
        "display": {1: ["g1-24", "g1-03", "g1-19", "g1-35"]},
    }
    state = start(CAT, position)
    ways = payments(state, "g1-24")  # yellow: its own energy, or a red through g1-02
    assert [w.text() for w in ways] == ["0.0.0.1 -", "0.0.1.0 g1-02"]
    assert proposed(state, "build g1-24 0.0.0.1 -") is None
    assert "0.0.0.1 -" in (proposed(state, "build g1-24 0.0.1.0 g1-02") or "")


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"seats": [{"built": ["g0-01", "g1-05"]}, {"built": ["g1-05"]}]}, "two places"),
        ({"display": {1: ["g2-01"]}}, "not a level-1 card"),
        ({"seats": [{"energy": {"red": 6}}, {}]}, "more energy than its storage"),
        ({"seats": [{}]}, "seats 2 players"),
        ({"colour": "red"}, "unknown field"),
    ],
)
def test_a_position_that_cannot_be_is_refused_in_words(change, why):
    position = {"seats": [{"built": ["g0-01"]}, {"built": ["g0-02"]}], **change}
    with pytest.raises((ValueError, KeyError)) as err:
        start(CAT, position)
    assert why in str(err.value)


def test_a_broken_copy_is_named_by_file_line_step_and_field(tmp_path, capsys):
    copy = tmp_path / "gizmos" / "lessons"
    shutil.copytree(lessons_folder(), copy)
    shutil.copy(DATA / "gizmos" / "cards.yaml", tmp_path / "gizmos" / "cards.yaml")
    path = copy / "first_game.yaml"
    text = path.read_text(encoding="utf-8").replace("do: pick yellow", "do: pick green", 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("          do: pick green") + 1
    assert cli.main(["tutorial", "--check", "--game", "gizmos", "--data", str(tmp_path)]) == 1
    [error] = json.loads(capsys.readouterr().out)["errors"]
    assert error.startswith(f"gizmos/lessons/first_game.yaml:{line}: lesson first_game, step pick:")
    assert "field 'do': refused: 'pick green' is not a legal move now" in error
    path.write_text(text.replace("highlight: [row yellow]", "highlight: [row pink]"), "utf-8")
    assert cli.main(["tutorial", "--check", "--game", "gizmos", "--data", str(tmp_path)]) == 1
    errors = json.loads(capsys.readouterr().out)["errors"]
    assert "step pick: field 'highlight': 'row pink': row is followed by a colour" in errors[0]


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_every_word_of_the_lesson_is_translated_with_its_placeholders(language):
    english = source_texts(CAT, GAME)
    assert english and all(key.startswith("lesson.first_game.") for key in english)
    texts = read_texts(files.folder(), language, "gizmos")
    assert sorted(texts) == sorted(english)
    for key, text in texts.items():
        assert placeholders(text) == placeholders(english[key]), key
        assert text != english[key], key


def test_validate_data_checks_the_lessons_fields_with_the_cards(tmp_path, capsys):
    assert cli.main(["validate-data", "--game", "gizmos"]) == 0
    said = capsys.readouterr().out
    assert "OK: 112 Gizmos cards" in said and "lessons: 1 (" in said
    copy = tmp_path / "gizmos" / "lessons"
    shutil.copytree(lessons_folder(), copy)
    shutil.copy(DATA / "gizmos" / "cards.yaml", tmp_path / "gizmos" / "cards.yaml")
    path = copy / "first_game.yaml"
    path.write_text(path.read_text("utf-8").replace("[card g1-07, control file]", "[card g9-99]"))
    assert cli.main(["validate-data", "--game", "gizmos", str(tmp_path)]) == 1
    said = capsys.readouterr()
    assert "step file: field 'highlight'" in said.out + said.err, said
