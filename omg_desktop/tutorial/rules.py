"""What only a game knows of its lessons, handed to the frame's mechanics.

A game that teaches fills one :class:`LessonRules`; the walk, the scripted opponent,
the matching and the words take it with the game's
:class:`~omg_desktop.games.base.Game` record and never look further into the game.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .lesson import OPPONENT_NAME, Target

State = Any
Action = Any
Catalog = Any


def _nothing(_state: State, _what: Any) -> str | None:
    return None


def _number(kind: str, ref: str) -> int | str:
    if not ref.isdigit():
        raise ValueError(f"{kind} is followed by a number")
    return int(ref)


@dataclass(frozen=True)
class LessonRules:
    """A game's lesson hooks. Every ``... -> str | None`` answers why something is wrong
    (None: it is right), in words a lesson's author reads."""

    #: ``(catalog, position) -> state``: a part's position set up and run to the first
    #: decision; a position that cannot be raises ValueError, KeyError or TypeError with
    #: the reason (a lesson's 2 seats included).
    start: Callable[[Catalog, Mapping[str, Any]], State]
    #: The names of the claims a step may make on the position after it.
    checks: tuple[str, ...]
    #: ``(state, claim, claimed value) -> why it does not hold``.
    check: Callable[[State, str, Any], str | None]
    #: The names of the table's areas a step may point at (``hand``...), and the kinds of
    #: item it may name with a reference (``card 28``).
    areas: tuple[str, ...] = ()
    item_kinds: tuple[str, ...] = ()
    #: ``(state, target) -> why the learner cannot see it there``.
    visible: Callable[[State, Target], str | None] = _nothing
    #: ``(state, the learner's expected action) -> why the table would not propose it``
    #: (a payment the table does not offer first, say).
    proposed: Callable[[State, Action], str | None] = _nothing
    #: The game's placeholders: group 1 a kind, group 2 its reference, or no group for
    #: ``{opponent}`` (which every pattern should keep).
    placeholder: re.Pattern[str] = OPPONENT_NAME
    #: ``(catalog, kind, reference) -> name`` of what a placeholder names.
    name_of: Callable[[Catalog, str, str], str] = lambda _cat, _kind, ref: ref
    #: ``action -> text``: its encoding with whatever order does not matter set aside
    #: (None: the encoding as it is).
    normalised: Callable[[Action], str] | None = None

    # ---- reading a lesson file (:mod:`.loading`) ----
    #: ``(claim, value) -> why the value has not the claim's shape``.
    check_value: Callable[[str, Any], str | None] = lambda _name, _value: None
    #: ``(item kind, text) -> reference`` of ``card 28``-like targets; ValueError with the
    #: reason (default: a number).
    item_ref: Callable[[str, str], int | str] = _number
    #: ``(catalog, target) -> why the catalog has no such thing``.
    known_target: Callable[[Catalog, Target], str | None] = lambda _cat, _target: None
    #: ``(catalog, kind, reference) -> whether a placeholder names something it has``.
    knows: Callable[[Catalog, str, str], bool] = lambda _cat, _kind, _ref: True
    #: The placeholders a message about a stray brace names as examples.
    placeholder_examples: str = "{opponent}"
    #: A claim as a message about a ``check`` that is no mapping shows it.
    check_example: str = "claim: value"
