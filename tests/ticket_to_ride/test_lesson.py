"""Ticket to Ride's guided first game, headless: ``tutorial --check --game
ticket_to_ride`` walks it to its end through the rules; it teaches the three actions, the
face-up Locomotive, grey routes and Locomotives as wild, double routes, tickets completed
and failed, the longest path and the last round, in that order; every step points at
something on the learner's side of the table; the opponent plays from its view; a broken
copy or a position that cannot be is named in words."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from omg_desktop import cli
from omg_desktop.games.ticket_to_ride import game
from omg_desktop.games.ticket_to_ride.lessons.files import (
    lessons_folder,
    load_lessons,
    source_texts,
)
from omg_desktop.games.ticket_to_ride.lessons.position import start
from omg_desktop.games.ticket_to_ride.lessons.rules import RULES, decode
from omg_desktop.games.ticket_to_ride.rules import parts, player_view
from omg_desktop.games.ticket_to_ride.rules.invariants import broken
from omg_desktop.games.ticket_to_ride.rules.result import ticket_results
from omg_desktop.games.ticket_to_ride.rules.state import HIDDEN
from omg_desktop.i18n import files
from omg_desktop.tutorial.lesson import DO, LEARNER, OPPONENT, READ, SCRIPTED, placeholders
from omg_desktop.tutorial.opponent import ScriptedOpponent
from omg_desktop.tutorial.walk import walk

GAME = game()
CAT = GAME.load_catalog()
DATA = Path(__file__).resolve().parents[2] / "data"
TTR = ["--game", "ticket_to_ride"]
#: A position the tests change one field of.
PLAIN = {
    "seats": [{"hand": ["red"], "tickets": ["t01"]}, {"hand": ["blue"], "tickets": ["t02"]}],
    "face_up": ["red", "blue", "green", "pink", "black"],
}


def walked():
    [lesson] = load_lessons(cat=CAT)
    return walk(GAME, RULES, CAT, lesson)


def test_the_tutorial_command_walks_the_lesson(ttr, capsys):
    assert cli.main(["tutorial", "--check", *TTR]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lessons"] == 1 and out["steps"] > 20 and out["errors"] == []
    assert cli.main(["tutorial", "--check", *TTR, "--lesson", "first_game"]) == 0


def test_the_lesson_is_played_to_a_game_the_learner_wins_every_position_whole():
    done = walked()
    assert done.ok, [str(p) for p in done.problems]
    for stop in done.stops:
        assert broken(stop.after) == [], stop.step.id
    last = done.stops[-1].after
    assert GAME.is_over(last) and GAME.winners(last) == [LEARNER]
    mine = parts(last)[LEARNER]
    assert mine["tickets_done"] > 0 > mine["tickets_failed"] and mine["longest_path"] > 0


def test_it_teaches_the_rules_in_order():
    """README §3 "A turn": draw train cards (a face-up wild card as the first card is the
    whole draw; three wild cards face up are all replaced), claim a route (grey: any one
    colour; wild cards in any claim), draw tickets (keep at least 1); §3 "Double routes";
    §4 the end: the last round, the tickets and the longest path."""
    done = walked()
    taught: list[str] = []

    def first(name: str, found: bool) -> None:
        if found and name not in taught:
            taught.append(name)

    wild = CAT.wild
    for stop in (s for s in done.stops if s.step.kind in (DO, OPPONENT)):
        word, *args = stop.action.split()
        kinds = {e.kind for e in stop.events}
        before = stop.before
        took = [e for e in stop.events if e.kind == "took"]
        first("a face-up card", bool(took) and took[0].data["card"] != wild)
        first("a card from the deck", word == "draw" and args[0] == "deck")
        first("a face-up wild card is the whole draw",
              bool(took) and took[0].data["card"] == wild and "ended" in kinds)  # fmt: skip
        route = CAT.routes[args[0]] if word == "claim" else None
        first("a grey route", route is not None and route.colour == CAT.any_colour)
        first("a double route's lane", route is not None and route.twin is not None)
        first("wild cards in a claim", word == "claim" and int(args[2]) > 0)
        done_now = {t for t, ok in ticket_results(stop.after, LEARNER) if ok}
        done_before = {t for t, ok in ticket_results(before, LEARNER) if ok}
        first("a ticket completed", bool(done_now - done_before))
        first("tickets drawn", word == "tickets")
        first("at least one kept", word == "keep" and len(args) < len(before.seat().offered))
        first("three face-up wild cards replaced", "reset" in kinds)
        first("the last round", "last" in kinds)
        first("the end", "over" in kinds)
    assert taught == [
        "a face-up card", "a card from the deck", "a face-up wild card is the whole draw",
        "a grey route", "a double route's lane", "wild cards in a claim", "a ticket completed",
        "tickets drawn", "at least one kept", "three face-up wild cards replaced",
        "the last round", "the end",
    ]  # fmt: skip
    end = done.stops[-1].after
    assert any(not ok for _t, ok in ticket_results(end, LEARNER))  # a failed ticket too


def test_a_double_route_is_closed_to_the_learner_once_the_opponent_holds_a_lane():
    """README: "with 2 or 3 players only one lane of each double route may be used"."""
    done = walked()
    stop = next(s for s in done.stops if s.step.id == "double")
    [(lane, _)] = [(r, s) for r, s in stop.before.claimed.items() if s == SCRIPTED]
    twin = CAT.routes[lane].twin
    assert twin is not None and {f"route {lane}", f"route {twin}"} <= {
        str(t) for t in stop.step.highlight
    }
    assert not any(a.startswith(f"claim {twin} ") for a in GAME.legal_actions(stop.before, 0))


def test_its_words_name_the_three_actions_the_wild_card_and_the_end():
    english = " ".join(source_texts().values())
    for word in (
        "draw train cards", "claim a route", "draw destination tickets", "Locomotive",
        "grey", "double route", "at least one", "longest continuous path", "last round",
        "2 trains or fewer", "takes them off", "tie",
    ):  # fmt: skip
        assert word in english, word


def test_every_step_to_do_rings_what_it_asks_for_in_short_sentences():
    """A claim rings its route, a face-up card its slot, the deck and the ticket deck
    themselves; no text runs past three sentences."""
    [lesson] = load_lessons(cat=CAT)
    for _part, step in lesson.steps():
        for text in (step.say, step.wrong):
            assert len(re.findall(r"[.!?](\s|$)", text)) <= 3, step.id
        if step.kind != DO:
            continue
        word, *args = step.action.split()
        rung = {str(t) for t in step.highlight}
        if word == "claim":
            want = f"route {args[0]}"
        elif word == "draw":
            want = "deck" if args[0] == "deck" else f"face {args[1]}"
        else:
            want = {"tickets": "ticket_deck", "keep": "offered"}[word]
        assert want in rung, step.id


def test_the_learners_cards_and_tickets_are_secret_and_the_opponent_plays_from_its_view():
    done = walked()
    mid = next(s for s in done.stops if s.step.id == "kept").after
    assert set(player_view(mid, SCRIPTED).seats[LEARNER].hand) == {HIDDEN}
    assert set(player_view(mid, SCRIPTED).seats[LEARNER].tickets) == {HIDDEN}
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
    assert {"routes", "points", "trains", "done", "tickets", "last_round", "over", "longest",
            "score", "winners"} <= names  # fmt: skip


def test_a_position_lays_its_routes_and_deals_the_rest_by_its_seed():
    position = {
        "seed": 9,
        "seats": [
            {"hand": ["red", "red"], "tickets": ["t01"], "routes": ["r039", "r050"]},
            {"hand": ["blue"], "tickets": ["t02"], "routes": ["r056"]},
        ],
        "face_up": ["red", "locomotive", "green", "pink", "black"],
        "deck": ["white", "orange"],
        "tickets": ["t13"],
    }
    state = start(CAT, position)
    assert [s.trains for s in state.seats] == [41, 43]
    assert [s.points for s in state.seats] == [4, 2]
    assert state.deck[:2] == ["white", "orange"] and state.tickets[0] == "t13"
    assert len(state.deck) == sum(CAT.cards.values()) - 3 - 5 - 2 + 2
    assert state.current == LEARNER and not state.seats[LEARNER].offered
    assert broken(state) == []
    again = start(CAT, {**position, "seed": 10})
    assert again.deck[:2] == state.deck[:2] and again.deck != state.deck


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"seats": [{"routes": ["r039"]}, {"routes": ["r039"]}]}, "claimed twice"),
        ({"seats": [{"routes": ["r056"]}, {"routes": ["r057"]}]}, "double-route rule"),
        ({"seats": [{"hand": ["purple"]}, {}]}, "unknown purple"),
        ({"seats": [{"tickets": ["t01"]}, {"tickets": ["t01"]}]}, "in two places"),
        ({"deck": ["locomotive"] * 15}, "more locomotive cards"),
        ({"face_up": ["red"]}, "the 5 face-up cards"),
        ({"face_up": ["locomotive"] * 3 + ["red", "blue"]}, "would lay out new ones"),
        ({"seats": [{}]}, "seats 2 players"),
        ({"map": "europe"}, "unknown field"),
    ],
)
def test_a_position_that_cannot_be_is_refused_in_words(change, why):
    position = {**PLAIN, **change}
    with pytest.raises((ValueError, KeyError)) as err:
        start(CAT, position)
    assert why in str(err.value)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("build 7.7", "one of draw, tickets, keep, claim, pass"),
        ("draw", "'draw face 2', 'draw deck'"),
        ("draw hand 1", "'draw face 2' or 'draw deck'"),
        ("keep", "'keep 1 3'"),
        ("claim r039 red", "'claim r039 red 1'"),
        ("claim r039 red one", "the wild cards played"),
    ],
)
def test_an_action_the_rules_do_not_know_is_named(text, why):
    with pytest.raises(ValueError, match=re.escape(why)):
        decode(text)


def test_a_broken_copy_is_named_by_file_line_step_and_field(ttr, tmp_path, capsys):
    copy = tmp_path / "ticket_to_ride" / "lessons"
    shutil.copytree(lessons_folder(), copy)
    shutil.copy(DATA / "ticket_to_ride" / "usa.yaml", tmp_path / "ticket_to_ride")
    path = copy / "first_game.yaml"
    text = path.read_text(encoding="utf-8").replace("do: claim r039 red 0", "do: claim r039 blue 0")
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("          do: claim r039 blue 0") + 1
    assert cli.main(["tutorial", "--check", *TTR, "--data", str(tmp_path)]) == 1
    [error] = json.loads(capsys.readouterr().out)["errors"]
    shown = f"ticket_to_ride/lessons/first_game.yaml:{line}: lesson first_game, step claim_grey:"
    assert error.startswith(shown) and "field 'do': refused" in error
    fixed = text.replace("do: claim r039 blue 0", "do: claim r039 red 0")
    path.write_text(fixed.replace("highlight: [route r039, card red]",
                                  "highlight: [route r999, card red]"), "utf-8")  # fmt: skip
    assert cli.main(["tutorial", "--check", *TTR, "--data", str(tmp_path)]) == 1
    errors = json.loads(capsys.readouterr().out)["errors"]
    assert "step claim_grey: field 'highlight'" in errors[0] and "r999" in errors[0]


def test_validate_data_counts_the_lesson(ttr, capsys):
    assert cli.main(["validate-data", *TTR]) == 0
    assert "lessons: 1 (" in capsys.readouterr().out


@pytest.mark.parametrize("language", files.TRANSLATED)
def test_every_word_of_the_lesson_is_translated_with_its_placeholders(language):
    """The lesson's keys are extracted into each language's file (``translations
    update``), each translated, keeping its placeholders."""
    english = source_texts()
    path = files.folder() / f"data.ticket_to_ride.{language}.yaml"
    texts = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert sorted(texts) == sorted(english)
    for key, text in texts.items():
        assert text is not None and text != english[key], key
        assert placeholders(text) == placeholders(english[key]), key
