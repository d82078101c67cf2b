"""Who may build or hire in phase IV's build step, and what: the rules, once.

The bots plan builds and hires without listing every payment ``legal_actions``
would (see :mod:`omg_desktop.ai.policy`), so they ask these questions directly.

- :func:`may_build` / :func:`may_hire`: one build and one hire a turn; under the Big
  Box rules a player builds *or* hires (``RuleSet.build_and_hire``: both).
- :func:`buildable`: the planned card and every card of a display stack.
- :func:`at_assistant_limit`: ``RuleSet.max_assistants`` reached.
- :func:`lacking_colours`: the buildings an assistant's side needs that are missing.

(The engine keeps private copies of the first three for now; a test checks that
they agree with what ``legal_actions`` lists.)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from .state import GameState, PlayerState


def may_build(state: GameState, p: PlayerState) -> bool:
    """Whether ``p`` may still build this turn (cost aside)."""
    return not p.built and (state.ruleset.build_and_hire or not p.hired)


def may_hire(state: GameState, p: PlayerState) -> bool:
    """Whether ``p`` may still hire this turn (cost and the assistant's needs aside)."""
    return not p.hired and (state.ruleset.build_and_hire or not p.built)


def buildable(state: GameState, p: PlayerState) -> list[int]:
    """The cards ``p`` may build now: the planned one, then every display stack's."""
    out = [p.planned] if p.planned is not None else []
    for stack in state.display.values():
        out.extend(stack)
    return out


def at_assistant_limit(state: GameState, p: PlayerState) -> bool:
    """Whether ``p`` has as many assistants as the rule set allows."""
    most = state.ruleset.max_assistants
    return most is not None and len(p.assistants) >= most


def lacking_colours(needs: Iterable[str], have: Mapping[str, int]) -> dict[str, int]:
    """Colour -> how many more buildings of it an assistant side's ``needs`` ask for,
    given ``have`` (colour -> buildings, :func:`queries.colour_counts`); sorted."""
    return {c: n - have.get(c, 0) for c, n in sorted(Counter(needs).items()) if have.get(c, 0) < n}
