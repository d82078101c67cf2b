"""Every rule fact lives once, in ``omg_desktop/games/ohmygoods/rules/`` (issue 14), checked on the
source.

Outside the rules (the window, the bots, the campaign, the commands):

1. a phase or step of the rules is named by its constant (``rules.state``), never by a
   string: no ``view.phase == "production"``, no ``{("production", "build"): ...}``;
2. a card is looked up through the catalog (``Catalog.card`` / ``find_card``), never
   by ``cat.cards[id]`` or ``cat.cards.get(id)``;
3. no copy of the engine's listing limits (``SUPPLY_LIMIT`` ...);
4. no worker output written as ``2 if efficient else 1``, no end trigger as
   ``end_trigger_buildings or 8``.

And in the rules: the chance kinds are one list, which the game record and the
take-backs read; the build step's questions in ``rules.queries`` agree with what
``legal_actions`` lists.
Each checker is first shown to catch what it is for.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Hire,
    apply_in_place,
    engine,
    legal_actions,
    new_game,
    record,
    state,
    takeback,
)
from omg_desktop.games.ohmygoods.rules import queries as q
from omg_desktop.games.ohmygoods.rules.events import CHANCE_KINDS, EVENT_KINDS
from omg_desktop.games.ohmygoods.rules.rng import Rng

PACKAGE = Path(__file__).resolve().parent.parent / "omg_desktop"
#: Where the rules are read, not written.
OUTSIDE = [
    "ui", "commands", "saves", "games/ohmygoods/bots", "games/ohmygoods/campaign",
    "games/ohmygoods/lessons", "games/ohmygoods/face", "games/ohmygoods/narrate.py",
    "games/ohmygoods/simulation.py",
]  # fmt: skip

#: Every phase and step name of the rules (the values of rules.state's constants).
PHASES = {
    state.EVENT, state.EXCHANGE, state.DRAW, state.SUNRISE_REVEAL, state.SUNRISE,
    state.SUNSET_REVEAL, state.PRODUCTION, state.ASSIGN, state.STARVE, state.OVER,
}  # fmt: skip
STEPS = {state.PRODUCE, state.CHAIN, state.BUILD, state.FINAL_CHAIN}
NAMES = PHASES | STEPS


def _files() -> Iterator[Path]:
    for part in OUTSIDE:
        path = PACKAGE / part
        yield from sorted(path.rglob("*.py")) if path.is_dir() else [path]


def _trees() -> list[tuple[str, ast.AST]]:
    return [(str(f.relative_to(PACKAGE)), ast.parse(f.read_text("utf-8"))) for f in _files()]


TREES = _trees()


def _strings(node: ast.AST) -> list[str]:
    """The string constants of ``node`` itself or of a tuple/list/set literal."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [s for e in node.elts for s in _strings(e)]
    return []


def _mentions_phase(node: ast.AST) -> bool:
    text = ast.unparse(node)
    return "phase" in text or "step" in text


def phase_literals(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a phase or step name is written as a string (line, source)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            named = [s for side in sides for s in _strings(side) if s in NAMES]
            if named and any(_mentions_phase(s) for s in sides if not _strings(s)):
                out.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Dict):
            keys = [k for k in node.keys if k is not None]
            tuple_keys = [k for k in keys if isinstance(k, ast.Tuple)]
            if any(set(_strings(k)) & NAMES for k in tuple_keys):
                out.append((node.lineno, "a dict keyed by (phase, step) strings"))
            elif len(keys) >= 2 and all(s in NAMES for k in keys for s in _strings(k) or [""]):
                out.append((node.lineno, "a dict keyed by phase names"))
        elif isinstance(node, ast.arguments):
            args = [*node.posonlyargs, *node.args]
            for arg, default in zip(
                args[len(args) - len(node.defaults) :], node.defaults, strict=True
            ):
                if arg.arg in ("phase", "step") and set(_strings(default)) & NAMES:
                    out.append((default.lineno, f"{arg.arg}={ast.unparse(default)}"))
    return out


def card_lookups(tree: ast.AST) -> list[tuple[int, str]]:
    """``x.cards[id]`` and ``x.cards.get(id)``: card lookups around ``Catalog.card``."""
    out = []
    for node in ast.walk(tree):
        target = None
        if isinstance(node, ast.Subscript):
            target = node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
        ):
            target = node.func.value
        if isinstance(target, ast.Attribute) and target.attr in ("cards", "extra_cards"):
            out.append((node.lineno, ast.unparse(node)))
    return out


def limit_copies(tree: ast.AST) -> list[tuple[int, str]]:
    """Module-level assignments to a name of one of the engine's listing limits."""
    limits = {n for n in vars(engine) if n.endswith("_LIMIT")}
    out = []
    for node in getattr(tree, "body", []):
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Name) and t.id in limits:
                    out.append((node.lineno, t.id))
    return out


def _ints(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    return isinstance(node, ast.Tuple) and bool(node.elts) and all(_ints(e) for e in node.elts)


def rule_numbers(tree: ast.AST) -> list[tuple[int, str]]:
    """``2 if efficient else 1`` and ``rs.end_trigger_buildings or 8``."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.IfExp) and _ints(node.body) and _ints(node.orelse):
            found = "eff" in ast.unparse(node.test)
        elif isinstance(node, ast.BoolOp) and any(_ints(v) for v in node.values):
            found = any("end_trigger" in ast.unparse(v) for v in node.values)
        else:
            found = False
        if found:
            out.append((node.lineno, ast.unparse(node)))
    return out


CHECKS = [phase_literals, card_lookups, limit_copies, rule_numbers]


@pytest.mark.parametrize(
    ("check", "source"),
    [
        (phase_literals, 'if view.phase == "production": pass'),
        (phase_literals, 'ok = state.step in ("chain", "final_chain")'),
        (phase_literals, 'ok = e.data.get("phase") != "sunset_reveal"'),
        (phase_literals, 'PAGE = {("production", "build"): "build", ("starve", ""): "x"}'),
        (phase_literals, 'MARK = {"exchange": "I", "sunrise": "II"}'),
        (phase_literals, 'def f(phase="sunrise"): pass'),
        (card_lookups, "c = cat.cards[card]"),
        (card_lookups, "c = self.catalog.cards.get(card) or self.catalog.extra_cards.get(card)"),
        (limit_copies, "SUPPLY_LIMIT = 24"),
        (rule_numbers, "made = 2 if a.efficient else 1"),
        (rule_numbers, "allowed, out = (0, 2) if eff else (1, 1)"),
        (rule_numbers, "trigger = rs.end_trigger_buildings or 8"),
    ],
)
def test_each_check_catches_what_it_is_for(check, source):
    assert check(ast.parse(source)), source


@pytest.mark.parametrize(
    "source",
    [
        "if view.phase == PRODUCTION and view.step in (CHAIN, FINAL_CHAIN): pass",
        'PAGES = {"wait": 1, "exchange": 2, "discard": 3}',  # page names, not phases
        'ok = p.data.get("id") == "produce"',  # a control's id
        "c = cat.card(card)",
        "n = len(self.cards)",
    ],
)
def test_the_checks_leave_the_right_way_alone(source):
    tree = ast.parse(source)
    assert not [f for check in CHECKS for f in check(tree)], source


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
def test_outside_the_rules_no_fact_is_written_again(check):
    assert len(TREES) > 50  # the files were found
    found = [f"{name}:{line}: {text}" for name, tree in TREES for line, text in check(tree)]
    assert not found, "\n".join(found)


# ---- in the rules ---------------------------------------------------------------------
def test_the_chance_kinds_are_one_list_read_by_the_record_and_the_takebacks():
    assert set(CHANCE_KINDS) <= set(EVENT_KINDS)
    assert set(record.TABLE_LINES) == set(CHANCE_KINDS)
    assert not set(CHANCE_KINDS) & takeback.PRIVATE_KINDS
    assert set(takeback.PRIVATE_KINDS) <= set(EVENT_KINDS)


def test_find_card_also_names_the_expansion_cards_a_base_catalog_keeps_aside():
    cat = default_catalog()
    some = next(iter(cat.cards))
    assert cat.find_card(some) is cat.card(some)
    extra = next(iter(cat.extra_cards))
    assert extra not in cat.cards
    assert cat.find_card(extra) is cat.extra_cards[extra]
    assert cat.find_card(state.UNKNOWN) is None
    with pytest.raises(KeyError):
        cat.card(extra)


def _build_steps(ruleset: str, seed: int) -> Iterator[tuple[state.GameState, int]]:
    """The build steps of a randomly played game, with the seat to act."""
    cat = default_catalog()
    s = new_game(cat, players=3, seed=seed, ruleset=ruleset)
    rng = Rng(seed)
    for _ in range(3000):
        if s.over:
            return
        seat = engine.to_act(s)[0]
        acts = legal_actions(s, seat)
        if s.phase == state.PRODUCTION and s.step == state.BUILD:
            yield s, seat
        apply_in_place(s, acts[rng.below(len(acts))])


@pytest.mark.parametrize("ruleset", ["bigbox", "classic", "longsdale"])
def test_build_step_agrees_with_legal_actions(ruleset):
    seen = 0
    for seed in range(6):
        for s, seat in _build_steps(ruleset, seed):
            seen += 1
            p = s.players[seat]
            acts = legal_actions(s, seat)
            builds = {a.card for a in acts if isinstance(a, Build)}
            hires = {a.assistant for a in acts if isinstance(a, Hire)}
            cards = q.buildable(s, p)
            assert builds <= set(cards)
            assert bool(builds) <= q.can_build_now(s, p)
            coins = q.coins_of(p, s.cat)
            if q.can_build_now(s, p):
                affordable = {c for c in cards if q.build_cost(s, seat, c) <= coins}
                assert affordable == builds, (affordable, builds)
            if hires:
                assert q.can_hire_now(s, p)
                assert not q.at_assistant_limit(s, p)
            have = q.colour_counts(p, s.cat)
            for a, side in s.open_assistants:
                if a in hires:
                    assert not q.lacking_colours(s.cat.side_needs[a, side], have)
                elif q.can_hire_now(s, p) and q.hire_problem(s, seat, a, side) is None:
                    pytest.fail(f"assistant {a} may be hired but is not listed")
    assert seen > 20
