"""The rules of Oh My Goods! — headless, deterministic, serialisable.

Public API (everything the UI, the bots, saves and tools need)::

    from omg_desktop.games.ohmygoods.rules import new_game, legal_actions, apply, to_act,
    player_view
    from omg_desktop.games.ohmygoods.loading import default_catalog

    cat = default_catalog()
    state = new_game(cat, players=3, seed=42, ruleset="bigbox")
    while not state.over:
        seat = to_act(state)[0]
        action = legal_actions(state, seat)[0]
        state, events = apply(state, action)       # state is never changed in place
    print(scores(state), winners(state))

- :func:`new_game` sets a game up and runs it to the first decision.
- :func:`to_act` — the seats that must act now (several in simultaneous steps);
  :func:`legal_actions` — never empty for such a seat.
- :func:`apply` → ``(new_state, events)``; an illegal action raises
  :class:`IllegalAction` with the reason, and the state is unchanged.
  :func:`apply_in_place` is the same, changing the state (fast playouts; with
  ``report=False`` it builds no events).
- :func:`sample_action` — one legal action drawn at random without listing them all
  (playouts: :mod:`.playout`).
- :func:`player_view` — what one seat may know; :func:`visible_events` likewise.
- :func:`scores`, :func:`winners` — the score sheet and the tie-breaks.
- ``state.to_dict()`` / ``GameState.from_dict(data, catalog)`` — JSON round trip;
  :func:`encode` / :func:`decode` — actions as stable text.
- :mod:`.queries` — rule questions shared by UI and bots (supplies, chains,
  payments, hiring, who may build or hire now); ``docs/rules-map.md`` — where each
  rule lives.
- :mod:`.record` — a whole game as rule set + seed + seats + actions, and replay.
- :mod:`.scenario` — a position described in YAML-shaped data, for tests.

The rules never import Qt, the UI, the bots or the file system.
"""

from .actions import (
    Action,
    ActionFormatError,
    Assign,
    Build,
    Chain,
    Discard,
    Done,
    Exchange,
    Hire,
    MoveAssistant,
    Play,
    Produce,
    Sunrise,
    decode,
    encode,
)
from .catalog import Catalog, RuleSet
from .engine import (
    IllegalAction,
    apply,
    apply_in_place,
    legal_actions,
    new_game,
    new_game_with_events,
    sample_action,
    to_act,
)
from .events import Event
from .scoring import Score, score_of, scores, winners
from .state import GameState
from .view import player_view, visible_events

__all__ = [
    "Action",
    "ActionFormatError",
    "Assign",
    "Build",
    "Catalog",
    "Chain",
    "Discard",
    "Done",
    "Event",
    "Exchange",
    "GameState",
    "Hire",
    "IllegalAction",
    "MoveAssistant",
    "Play",
    "Produce",
    "RuleSet",
    "Score",
    "Sunrise",
    "apply",
    "apply_in_place",
    "decode",
    "encode",
    "legal_actions",
    "new_game",
    "new_game_with_events",
    "player_view",
    "sample_action",
    "score_of",
    "scores",
    "to_act",
    "visible_events",
    "winners",
]
