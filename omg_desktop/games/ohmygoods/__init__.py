"""Oh My Goods! as a game of the box: its :class:`~omg_desktop.games.base.Game` record.

Its rules, bots, campaign, lessons, data loading and face live in this package; this
record is the one door through which the frame reaches them.
"""

from __future__ import annotations

from typing import Any

from ..base import Game, Standing, Wire


def _new_game(catalog: Any, players: int, seed: int | str, option: str | None) -> Any:
    from .rules import new_game

    return new_game(catalog, players=players, seed=seed, ruleset=option)


def _set_up(
    catalog: Any, players: int, seed: int | str, option: str | None, setup: dict[str, Any] | None
) -> tuple[Any, list[Any]]:
    """A stored record's game: its rule set as stored (a bare id is revision 1)."""
    from .rules import new_game_with_events

    ruleset = catalog.stored_ruleset(option) if option is not None else None
    return new_game_with_events(catalog, players, seed, ruleset, setup)


def _chapter_result(state: Any) -> tuple[str | None, str | None]:
    """The chapter a finished game played and its medal, from the public view (the
    goal's metrics — points, buildings, coins, assistants — are all public at the end)."""
    from .campaign.flow import goal_value
    from .rules import player_view

    ch = state.cat.chapters.get(str((state.setup or {}).get("chapter")))
    if ch is None:
        return None, None
    if ch.all_in or ch.goal is None:
        return ch.id, None
    return ch.id, ch.goal.medal(goal_value(player_view(state, None), ch.goal))


def _standings(state: Any) -> list[Standing]:
    """Each seat's total, coins left (the tie-break) and total after each round."""
    from .rules import scores

    return [
        Standing(s.total, s.leftover, tuple(p.points_by_round))
        for s, p in zip(scores(state), state.players, strict=True)
    ]


def _score_parts(state: Any) -> list[list[tuple[str, Any]]]:
    """Each seat's score sheet rows: buildings, assistants, goods (their coins turned into
    points) and the coins left (the tie-break)."""
    from .rules import scores

    return [
        [
            ("buildings", s.buildings),
            ("assistants", s.assistants),
            ("goods", (s.coins, s.goods)),
            ("leftover", s.leftover),
        ]
        for s in scores(state)
    ]


def game() -> Game:
    """The record, built from the rules package (imported here, when the game is opened)."""
    from ..registry import info
    from . import data_texts, rules, wire
    from .bots.registry import BOT_LEVELS
    from .bots.sampling import determinize
    from .loading import default_catalog
    from .rules.events import SECRET_FIELDS
    from .rules.record import table_steps
    from .rules.state import GameState
    from .rules.takeback import decision_key, undoable

    return Game(
        info=info("ohmygoods"),
        load_catalog=default_catalog,
        new_game=_new_game,
        to_act=rules.to_act,
        is_over=lambda state: state.over,
        legal_actions=rules.legal_actions,
        sample_next=rules.sample_action,
        apply=rules.apply,
        apply_in_place=rules.apply_in_place,
        player_view=rules.player_view,
        visible_events=rules.visible_events,
        encode=rules.encode,
        decode=rules.decode,
        state_to_dict=lambda state: state.to_dict(),
        state_from_dict=GameState.from_dict,
        chance_lines=table_steps,
        undoable=undoable,
        decision_key=decision_key,
        scores=rules.scores,
        winners=rules.winners,
        determinize=determinize,
        bots=BOT_LEVELS,
        secrets=(
            "the cards in each hand",
            "the card each player plans for production (until it is turned)",
            "each player's phase II choices (until they are revealed together)",
            "the deck's order",
        ),
        secret_fields=SECRET_FIELDS,
        face="omg_desktop.games.ohmygoods.face",
        set_up=_set_up,
        round=lambda state: state.round,
        standings=_standings,
        clone=lambda state: state.clone(),
        option_of=lambda state: state.ruleset.key,
        wire=Wire(
            view_out=wire.view_out,
            view_in=wire.view_in,
            event_in=wire.event_in,
            unseen_actions=wire.unseen_actions,
            fingerprint=wire.fingerprint,
        ),
        actor=lambda state, action: action.seat,
        first_seat=lambda state: state.first,
        tools="omg_desktop.games.ohmygoods.simulation",
        data_texts=data_texts.source_texts,
        localize=data_texts.localize,
        commands="omg_desktop.games.ohmygoods.commands",
        chapter_result=_chapter_result,
        score_parts=_score_parts,
        random=_random,
    )


def _random(seed: int | str) -> Any:
    """The rules' own PRNG, seeded (what its playouts and determinize draw from)."""
    from .rules.rng import Rng, seed_state

    return Rng(seed_state(seed))
