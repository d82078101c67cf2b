"""The frame's lesson mechanics (``omg_desktop.tutorial``) take the toy game's tiny
lesson through its record with no change: the walk ``tutorial --check`` runs, the
scripted opponent, the matching, the recorder and the words."""

from __future__ import annotations

from omg_desktop.tutorial.check import check_lessons
from omg_desktop.tutorial.loading import Reader
from omg_desktop.tutorial.matching import same_action
from omg_desktop.tutorial.opponent import ScriptedOpponent
from omg_desktop.tutorial.recorder import LessonRecorder
from omg_desktop.tutorial.walk import walk
from omg_desktop.tutorial.words import LessonWords

from . import kuhn_lesson
from .kuhn_lesson import RULES, lesson


def test_the_engine_walks_the_toy_lesson_headless(toy):
    done = walk(toy, RULES, None, lesson())
    assert done.ok, [str(p) for p in done.problems]
    assert [s.step.kind for s in done.stops] == ["read", "do", "opponent", "read"]
    assert done.stops[-1].after.chips == [1, -1] and toy.is_over(done.stops[-1].after)
    assert list(done.opponent_moves.values()) == ["f"]
    assert check_lessons(toy, RULES, None, [lesson()]) == {"lessons": 1, "steps": 4, "errors": []}


def test_what_is_wrong_in_a_toy_lesson_is_named_by_file_line_and_step(toy):
    out = check_lessons(toy, RULES, None, [lesson(card=0, chips=(2, -2))])
    assert out["errors"] == [
        "kuhn.yaml:4: lesson poker, step hold: field 'highlight': card 0 is not the learner's",
        "kuhn.yaml:10: lesson poker, step won: field 'check': chips: it is [1, -1], not [2, -2]",
    ]
    refused = check_lessons(toy, RULES, None, [lesson(do="c")])["errors"]
    why = "refused: 'c' is not a legal move now"
    assert refused == [f"kuhn.yaml:6: lesson poker, step bet: field 'do': {why}"]


def test_the_scripted_opponent_plays_its_move_from_what_it_sees(toy):
    done = walk(toy, RULES, None, lesson())
    bot = ScriptedOpponent(toy, done.opponent_moves)
    before = done.stops[2].before
    assert bot.choose(toy.player_view(before, 1), toy.legal_actions(before, 1)) == "f"
    other = kuhn.State(cards=[1, 0], moves=["b"])
    assert bot.choose(toy.player_view(other, 1), ["c", "f"]) == "c" and bot.off_script == 1


def test_matching_recorder_and_words_take_the_toy_game(toy):
    start = walk(toy, RULES, None, lesson()).starts["deal"]
    assert same_action(toy, RULES, start, "b", "b") and not same_action(toy, RULES, start, "p", "b")
    rec = LessonRecorder(toy, start)
    rec.play("b")
    assert rec.record.game == "kuhn" and rec.record.steps == ["b"] and start.moves == []
    words = LessonWords(lesson(), RULES, None, {"lesson.poker.fold.say": "{opponent} desiste."})
    steps = [s for _p, s in lesson().steps()]
    assert words.say(steps[0]) == "You hold the King: no card beats it."
    assert words.say(steps[2]) == "Bruno desiste."


kuhn = kuhn_lesson.kuhn


def test_the_frame_reads_the_toy_lesson_from_yaml_with_the_toys_hooks(toy, tmp_path):
    folder = tmp_path / "kuhn" / "lessons"
    folder.mkdir(parents=True)
    (folder / "poker.yaml").write_text(kuhn_lesson.YAML, encoding="utf-8")
    [read] = Reader(RULES, toy.decode).load(folder)
    assert read.file == "kuhn/lessons/poker.yaml"
    assert [(s.id, s.kind, s.action) for _p, s in read.steps()] == [
        (s.id, s.kind, s.action) for _p, s in lesson().steps()
    ]
    assert check_lessons(toy, RULES, None, [read])["errors"] == []
    broken = kuhn_lesson.YAML.replace("chips: [1", "chip: [1").replace("{card:2}", "{card:7}")
    (folder / "poker.yaml").write_text(broken.replace("over: true", "over: 1"), encoding="utf-8")
    _lessons, problems = Reader(RULES, toy.decode).read(folder)
    assert [str(p) for p in problems] == [
        "kuhn/lessons/poker.yaml:14: lesson poker, step hold: field 'read': a brace that is "
        "not a placeholder such as {card:2} or {opponent}",
        "kuhn/lessons/poker.yaml:26: lesson poker, step won: field 'check': over: expected a bool",
        "kuhn/lessons/poker.yaml:26: lesson poker, step won: field 'check': unknown claim "
        "'chip' (did you mean 'chips'?)",
    ]


def test_a_broken_highlight_is_told_with_the_toys_own_examples(toy, tmp_path):
    """The reader's messages name what the game's table has (its first area and item
    kind), not another game's hand."""
    folder = tmp_path / "kuhn" / "lessons"
    folder.mkdir(parents=True)
    broken = kuhn_lesson.YAML.replace("highlight: [pot]", "highlight: pot").replace(
        "highlight: [card 2]", "highlight: [7]"
    )
    (folder / "poker.yaml").write_text(broken, encoding="utf-8")
    _lessons, problems = Reader(RULES, toy.decode).read(folder)
    said = " ".join(str(p) for p in problems)
    assert "expected a name like 'pot' or 'card N', got 7" in said, said
    assert "expected a list like [pot, card N], got 'pot'" in said, said
    assert "hand" not in said and "28" not in said


def test_the_walk_asks_the_turn_flow_who_plays_next():
    """Where both seats may act the window asks the person first, but a seat still in the
    decision it just acted in is asked again (seating.turns.next_to_ask): the walk asks
    the same."""
    from types import SimpleNamespace

    from omg_desktop.tutorial.lesson import DO, OPPONENT, Step
    from omg_desktop.tutorial.walk import turn_problem

    both = SimpleNamespace(
        actor=lambda _state, action: action,
        is_over=lambda _state: False,
        to_act=lambda _state: [0, 1],
        decision_key=lambda _state: "bids",
        first_seat=lambda _state: 0,
    )
    theirs, mine = Step("o", OPPONENT, "", "1"), Step("d", DO, "", "0")
    assert "the learner is asked first" in (turn_problem(both, None, theirs, 1) or "")
    assert turn_problem(both, None, mine, 0) is None
    again = (1, "bids")  # the opponent acted in this very decision and may go on
    assert turn_problem(both, None, theirs, 1, again) is None
    assert "the opponent is asked first" in (turn_problem(both, None, mine, 0, again) or "")
    assert turn_problem(both, None, theirs, 1, (1, "earlier")) is not None
