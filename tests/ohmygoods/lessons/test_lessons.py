"""Lessons as data: the shipped ones play through the engine; broken ones are refused
with file, line, step and field; the coach's comparison and the scripted opponent."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.lessons.lesson import CHECKS, PLACEHOLDER
from omg_desktop.games.ohmygoods.lessons.rules import CLAIMS, RULES, normalised
from omg_desktop.games.ohmygoods.loading import DataError, default_catalog, load_catalog
from omg_desktop.games.ohmygoods.loading.lessons import (
    lessons_folder,
    load_lessons,
    parse_target,
    reader,
)
from omg_desktop.games.ohmygoods.rules import (
    Exchange,
    Produce,
    decode,
    legal_actions,
    player_view,
    scores,
    to_act,
    winners,
)
from omg_desktop.tutorial import check as checking
from omg_desktop.tutorial import matching, opponent
from omg_desktop.tutorial import walk as walking
from omg_desktop.tutorial.lesson import DO, OPPONENT, READ, Target, lesson_texts

GAME = registry.load("ohmygoods")
DATA = Path(__file__).resolve().parents[3] / "data"
CAT = default_catalog()

#: A small lesson written for these tests (one part, a round's first steps).
SMALL = """\
lesson:
  id: small
  title: A small lesson
  summary: Two steps.
  minutes: 1
  learner: Ana
  opponent: Bruno
  parts:
    - id: one
      title: The first part
      position:
        phase: exchange
        first: 0
        players:
          - buildings: [{card: 102, goods: 7}]
            hand: [27, 28, 1, 60, 41]
          - buildings: [{card: 101, goods: 7}]
            hand: [78, 3, 33, 70, 9]
      steps:
        - id: hello
          read: Hello, this is your {card:102}.
          highlight: [you, card 102]
        - id: keep
          do: 0 exchange swap=0
          say: Keep your hand.
          wrong: Press Keep my hand.
          highlight: [control keep]
        - opponent: 1 exchange swap=0
        - id: done
          read: Everyone drew two cards.
          check: {phase: sunrise, hand: 7}
"""


def check_folder(cat, root: Path | None = None) -> dict:
    """``tutorial --check``'s answer for the lessons of a data folder (None: shipped)."""
    return checking.check_folder(GAME, reader(cat), lessons_folder(root), cat)


def walk(cat, lesson) -> walking.Walk:
    return walking.walk(GAME, RULES, cat, lesson)


def same_action(state, got, expected) -> bool:
    return matching.same_action(GAME, RULES, state, got, expected)


def data_with(tmp_path: Path, text: str, name: str = "small.yaml") -> Path:
    """A copy of the shipped data whose only lesson is ``text``."""
    root = tmp_path / "data"
    shutil.copytree(DATA, root)
    for old in (root / "lessons").glob("*.yaml"):
        old.unlink()
    (root / "lessons" / name).write_text(text, encoding="utf-8")
    return root


def problems_of(tmp_path: Path, text: str) -> list[str]:
    """Every problem of a lesson file: its fields, then its walk through the engine."""
    root = data_with(tmp_path, text)
    return check_folder(CAT, root)["errors"]


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


# ---- the shipped lessons ----
def test_every_shipped_lesson_plays_through_the_engine_as_written():
    out = check_folder(CAT)
    assert out["errors"] == []
    assert out["lessons"] >= 2
    lessons = load_lessons(cat=CAT)
    assert out["steps"] == sum(len(x.steps()) for x in lessons)


def test_the_base_lesson_teaches_every_rule_of_the_base_game():
    """Each rule the issue lists is reached by a step that acts it out (not only text)."""
    base = next(x for x in load_lessons(cat=CAT) if x.id == "base")
    result = walk(CAT, base)
    assert result.ok
    kinds = {e.kind for s in result.stops for e in s.events}
    assert {"kept", "exchanged", "produced", "chained", "built", "hired", "end_triggered"} <= kinds
    assert "game_over" in kinds
    acts = [s.action for s in result.stops if s.step.kind == DO]
    # keep and exchange; efficient and sloppy work; supplies from hand; one- and two-item
    # chains; a build with overpayment; a hire
    assert any(isinstance(a, Exchange) and not a.swap for a in acts)
    assert any(isinstance(a, Exchange) and a.swap for a in acts)
    sunrise = [a for a in acts if type(a).__name__ == "Sunrise"]
    assert {a.efficient for a in sunrise} == {True, False}
    assert any(isinstance(a, Produce) and len(a.cards) >= 2 for a in acts)
    built = [e for s in result.stops for e in s.events if e.kind == "built" and e.seat == 0]
    assert any(e.data["overpaid"] > 0 for e in built)
    chains = [e for s in result.stops for e in s.events if e.kind == "chained" and e.seat == 0]
    assert {len(CAT.card(e.data["building"]).chain) for e in chains} == {1, 2}
    # a Market Office and a Glassmaker on the learner's row; the last round's chains
    rows = {b.card for s in result.stops for b in s.after.players[0].buildings}
    assert any(CAT.card(c).kind == "office" for c in rows)
    assert any(dict(CAT.card(c).inputs).get("any") for c in rows)
    final = [s for s in result.stops if s.after.is_final_round and s.step.kind == DO]
    assert any(s.before.step == "final_chain" for s in final)
    # the end: a tie on points, broken by the coins left over
    end = result.stops[-1].after
    assert end.over
    sheet = scores(end)
    assert sheet[0].total == sheet[1].total and sheet[0].leftover > sheet[1].leftover
    assert winners(end) == [0]


def test_the_lessons_last_about_as_long_as_promised():
    """Steps the learner reads or does, at 10 to 15 seconds each."""
    for lesson in load_lessons(cat=CAT):
        shown = [s for _, s in lesson.steps() if s.kind in (READ, DO)]
        assert 10 * len(shown) / 60 <= lesson.minutes + 2, lesson.id
        assert 15 * len(shown) / 60 >= lesson.minutes - 3, lesson.id


def test_the_command_prints_one_json_line_and_exits_0(capsys):
    assert cli.main(["tutorial", "--check"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    out = json.loads(lines[0])
    assert set(out) == {"lessons", "steps", "errors"} and out["errors"] == []
    assert cli.main(["tutorial", "--check", "--lesson", "base"]) == 0
    assert json.loads(capsys.readouterr().out)["lessons"] == 1


def test_the_command_names_an_unknown_lesson_and_exits_1(capsys):
    assert cli.main(["tutorial", "--check", "--lesson", "nonesuch"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert "nonesuch" in out["errors"][0] and "base" in out["errors"][0]


def test_the_command_checks_another_data_folder_and_exits_1_on_a_broken_step(tmp_path, capsys):
    text = SMALL.replace("do: 0 exchange swap=0", "do: 0 produce b=102 c=28 skip=0")
    root = data_with(tmp_path, text)
    assert cli.main(["tutorial", "--check", "--data", str(root)]) == 1
    out = json.loads(capsys.readouterr().out)
    line = line_of(text, "do: 0 produce")
    assert len(out["errors"]) == 1
    error = out["errors"][0]
    assert error.startswith(f"data/lessons/small.yaml:{line}: lesson small, step keep: field 'do'")
    assert "not time to produce" in error


def test_a_step_naming_a_card_there_is_not_is_named_not_a_traceback(tmp_path, capsys):
    """The game's hooks that say whether the table proposes an action (and whether the
    learner sees a target) are asked as the claims are: what they cannot answer is the
    step's problem, never a traceback."""
    text = SMALL.replace("do: 0 exchange swap=0", "do: 0 build c=999 pay=coal*1")
    root = data_with(tmp_path, text)
    assert cli.main(["tutorial", "--check", "--data", str(root)]) == 1
    errors = json.loads(capsys.readouterr().out)["errors"]
    line = line_of(text, "do: 0 build")
    assert any(
        e.startswith(f"data/lessons/small.yaml:{line}: lesson small, step keep: field 'do'")
        and "cannot be checked" in e
        for e in errors
    ), errors


def test_a_target_the_games_hook_cannot_look_at_is_named_not_a_traceback():
    import dataclasses

    def blind(_state, target):
        raise KeyError(target.ref)

    rules = dataclasses.replace(RULES, visible=blind)
    base = next(x for x in load_lessons(cat=CAT) if x.id == "base")
    found = [str(p) for p in walking.walk(GAME, rules, CAT, base).problems]
    assert found and all("field 'highlight'" in p and "cannot be checked" in p for p in found)


def test_the_catalog_loader_leaves_the_lessons_folder_alone(tmp_path):
    root = data_with(tmp_path, SMALL)
    assert load_catalog(root).cards.keys() == CAT.cards.keys()


# ---- a lesson's fields ----
@pytest.mark.parametrize(
    ("edit", "needle", "field", "words"),
    [
        (("do: 0 exchange swap=0", "do: 0 exchange"), "do: 0 exchange", "do", "not an action"),
        (
            ("highlight: [control keep]", "highlight: [hands]"),
            "highlight: [hands]",
            "highlight",
            "did you mean 'hand'",
        ),  # fmt: skip
        (
            ("highlight: [you, card 102]", "highlight: [card 999]"),
            "highlight: [card 999]",
            "highlight",
            "no card 999",
        ),  # fmt: skip
        (
            ("check: {phase: sunrise, hand: 7}", "check: {phaze: sunrise}"),
            "check: {phaze",
            "check",
            "did you mean 'phase'",
        ),  # fmt: skip
        (
            ("read: Hello, this is your {card:102}.", "read: Hello {card:999}."),
            "read: Hello {card:999}",
            "read",
            "no card '999'",
        ),  # fmt: skip
        (
            ("read: Everyone drew two cards.", "read: Everyone drew {two} cards."),
            "read: Everyone drew {two}",
            "read",
            "brace",
        ),  # fmt: skip
        (("          say: Keep your hand.\n", ""), "- id: keep", "say", "required"),
        (
            ("- id: done", "- id: hello"),
            "- id: hello\n          read: Everyone",
            "id",
            "used twice",
        ),  # fmt: skip
        (("  minutes: 1", "  minutes: soon"), "minutes: soon", "minutes", "whole number"),
    ],
)
def test_a_broken_field_is_named_with_its_file_line_step_and_field(
    tmp_path, edit, needle, field, words
):
    text = SMALL.replace(*edit)
    assert text != SMALL
    found = problems_of(tmp_path, text)
    assert found, edit
    first_line = needle.split("\n")[0]
    if "\n" in needle:  # the second of two steps with the same id
        lines = text.splitlines()
        line = next(i for i in range(len(lines)) if lines[i].strip() == first_line.strip()
                    and lines[i + 1].strip().startswith("read: Everyone")) + 1  # fmt: skip
    else:
        line = line_of(text, first_line)
    assert any(
        p.startswith(f"data/lessons/small.yaml:{line}: lesson small")
        and f"field '{field}'" in p
        and words in p
        for p in found
    ), found


def test_a_file_that_is_not_a_lesson_is_named(tmp_path):
    found = problems_of(tmp_path, "cards: []\n")
    assert found == [
        "data/lessons/small.yaml:1: a lesson file holds one mapping under 'lesson:', "
        "got keys ['cards']"
    ]


def test_load_lessons_raises_a_data_error_with_every_problem(tmp_path):
    root = data_with(tmp_path, SMALL.replace("  minutes: 1", "  minutes: -1"))
    with pytest.raises(DataError) as err:
        load_lessons(root, CAT)
    assert "field 'minutes'" in str(err.value)


def test_targets_parse():
    assert parse_target("hand") == Target("hand")
    assert parse_target("card 28") == Target("card", 28)
    assert parse_target("control chain:62") == Target("control", "chain:62")
    assert "number" in parse_target("goods x")
    assert "unknown item" in parse_target("elephant")


# ---- a lesson's walk through the engine ----
@pytest.mark.parametrize(
    ("edit", "needle", "field", "words"),
    [
        (
            ("do: 0 exchange swap=0", "do: 1 exchange swap=0"),
            "do: 1 exchange",
            "do",
            "learner plays seat 0",
        ),  # fmt: skip
        (
            ("opponent: 1 exchange swap=0", "opponent: 1 sunrise b=101 e=1 p=-"),
            "opponent: 1 sunrise",
            "opponent",
            "refused",
        ),  # fmt: skip
        (
            ("check: {phase: sunrise, hand: 7}", "check: {phase: sunrise, hand: 8}"),
            "check: {phase: sunrise, hand: 8}",
            "check",
            "hand: it is 7, not 8",
        ),  # fmt: skip
        (
            ("highlight: [you, card 102]", "highlight: [card 78]"),
            "highlight: [card 78]",
            "highlight",
            "not where the learner can see it",
        ),  # fmt: skip
        (
            ("hand: [27, 28, 1, 60, 41]", "hand: [27, 28, 1, 60, 41, 999]"),
            "- id: one",
            "position",
            "no card 999",
        ),  # fmt: skip
    ],
)
def test_a_step_that_does_not_play_as_written_is_named(tmp_path, edit, needle, field, words):
    text = SMALL.replace(*edit)
    found = problems_of(tmp_path, text)
    line = line_of(text, needle)
    assert any(
        p.startswith(f"data/lessons/small.yaml:{line}: lesson small")
        and f"field '{field}'" in p
        and words in p
        for p in found
    ), found


def test_the_opponent_may_not_act_before_the_learner_where_both_choose(tmp_path):
    lines = SMALL.splitlines()
    keep = lines.index("        - id: keep")
    opp = lines.index("        - opponent: 1 exchange swap=0")
    text = "\n".join([*lines[:keep], lines[opp], *lines[keep:opp], *lines[opp + 1 :]]) + "\n"
    found = problems_of(tmp_path, text)
    assert any("the learner is asked first here" in p for p in found), found


def test_the_last_step_must_say_where_the_lesson_ends(tmp_path):
    found = problems_of(tmp_path, SMALL.replace("          check: {phase: sunrise, hand: 7}\n", ""))
    assert any("the last step must say where the lesson ends" in p for p in found), found


def test_every_claim_a_lesson_may_make_can_be_checked():
    assert set(CLAIMS) == set(CHECKS)


# ---- texts ----
def test_every_text_of_a_lesson_has_a_key():
    base = next(x for x in load_lessons(cat=CAT) if x.id == "base")
    texts = lesson_texts(base)
    assert texts["lesson.base.title"] == base.title
    said = [s for _, s in base.steps() if s.say]
    assert all(f"lesson.base.{s.id}.say" in texts for s in said)
    assert all(f"lesson.base.{p.id}.title" in texts for p in base.parts)


# ---- the coach's comparison, the scripted opponent ----
def test_an_action_is_the_expected_one_whatever_the_order_of_its_cards():
    assert normalised(decode("0 produce b=22 c=5,30 skip=0")) == "0 produce b=22 c=5,30 skip=0"
    assert normalised(decode("0 produce b=22 c=30,5 skip=0")) == "0 produce b=22 c=5,30 skip=0"


def test_the_same_action_is_what_makes_the_same_position():
    base = next(x for x in load_lessons(cat=CAT) if x.id == "base")
    stop = next(s for s in walk(CAT, base).stops if s.step.id == "two_items")
    assert same_action(stop.before, decode("0 chain b=63 n=1 c=75 g=102"), stop.action)
    # without naming the coal's building: the engine takes it from the same one
    assert same_action(stop.before, decode("0 chain b=63 n=1 c=75"), stop.action)
    assert not same_action(stop.before, decode("0 done"), stop.action)
    supply = next(s for s in walk(CAT, base).stops if s.step.id == "glass_supply")
    assert same_action(supply.before, decode("0 produce b=22 c=5,30 skip=0"), supply.action)
    other = [a for a in legal_actions(supply.before, 0) if a != supply.action]
    assert other and not any(same_action(supply.before, a, supply.action) for a in other)


def test_the_scripted_opponent_plays_the_lessons_moves_from_its_view_alone():
    base = next(x for x in load_lessons(cat=CAT) if x.id == "base")
    result = walk(CAT, base)
    bot = opponent.ScriptedOpponent(GAME, result.opponent_moves)
    moves = [s for s in result.stops if s.step.kind == OPPONENT]
    assert len(moves) > 10
    for stop in moves:
        seat = to_act(stop.before)[-1]
        view = player_view(stop.before, seat)
        assert bot.choose(view, legal_actions(stop.before, seat)) == stop.action
    assert bot.off_script == 0
    # a position off the script: the first listed action, and it is counted
    learner = next(s for s in result.stops if s.step.kind == DO)
    acts = legal_actions(learner.before, 0)
    assert bot.choose(player_view(learner.before, 0), acts) == acts[0]
    assert bot.off_script == 1


def test_placeholders_become_the_names_the_table_shows():
    from omg_desktop.i18n import files
    from omg_desktop.i18n.data_texts import localize, read_texts
    from omg_desktop.tutorial.words import LessonWords, fill_names

    base = next(x for x in load_lessons(cat=CAT) if x.id == "base")
    step = next(s for _, s in base.steps() if s.id == "welcome")
    words = LessonWords(base, RULES, CAT, {})
    assert "{" not in words.say(step)
    assert CAT.card(102).name in words.say(step) and "Bruno" in words.say(step)
    marked = fill_names("a {card:102} and {good:coal} <b>", RULES, CAT, "Bruno", _bold)
    assert marked == "[a ]*Charburner*[ and ]*Coal*[ <b>]"
    # a character of the expansion is named from a base catalog too
    assert fill_names("{card:231}", RULES, CAT, "") == CAT.find_card(231).name
    texts = read_texts(files.folder(), "es")
    local = localize(CAT, texts)
    spanish = LessonWords(base, RULES, local, texts).say(step)
    assert local.card(102).name in spanish and spanish != words.say(step)


def _bold(name, part):
    return f"*{name}*" if name is not None else f"[{part}]"


@pytest.mark.parametrize("language", ["pt_BR", "es", "ja"])
def test_every_translated_lesson_text_keeps_its_placeholders(language):
    from omg_desktop.i18n import files
    from omg_desktop.i18n.data_texts import read_texts
    from omg_desktop.tutorial.lesson import placeholders

    texts = read_texts(files.folder(), language)
    for lesson in load_lessons(cat=CAT):
        for key, english in lesson_texts(lesson).items():
            assert key in texts, (language, key)
            got, want = placeholders(texts[key], PLACEHOLDER), placeholders(english, PLACEHOLDER)
            assert got == want, (language, key)


def test_validate_data_also_checks_the_lessons_fields(tmp_path, capsys):
    root = data_with(tmp_path, SMALL.replace("highlight: [control keep]", "highlight: [hands]"))
    assert cli.main(["validate-data", str(root)]) == 1
    err = capsys.readouterr().err
    line = line_of(SMALL, "highlight: [control keep]")
    assert f"data/lessons/small.yaml:{line}: lesson small, step keep: field 'highlight'" in err
    assert cli.main(["validate-data"]) == 0
    assert "lessons: 2" in capsys.readouterr().out
