"""Ticket to Ride (Alan R. Moon, Days of Wonder 2004), the base game on the USA map, as a
game of the box: its record.

Its face (``face/``): the map, the panel, the words the window shows.
"""

from __future__ import annotations

from typing import Any

from ..base import Game, Standing, any_legal
from ..registry import info

#: Its metadata, as the registry lists it (the box's one list of games).
INFO = info("ticket_to_ride")


def _new_game(catalog: Any, players: int, seed: int | str, option: str | None) -> Any:
    from .rules import new_game

    return new_game(catalog, players, seed, option)


def _set_up(
    catalog: Any, players: int, seed: int | str, option: str | None, _setup: Any
) -> tuple[Any, list[Any]]:
    from .rules import new_game_with_events

    return new_game_with_events(catalog, players, seed, option)


def _standings(state: Any) -> list[Standing]:
    """The total, and the first tie-break (tickets completed) once the game is over."""
    from .rules import scores
    from .rules.result import tickets_done

    done = tickets_done(state) if state.over else [0] * state.players
    return [Standing(total, tie) for total, tie in zip(scores(state), done, strict=True)]


def _score_parts(state: Any) -> list[list[tuple[str, int]]]:
    """Each seat's score sheet: routes, tickets completed, tickets failed, longest path."""
    from .rules import parts

    return [list(p.items()) for p in parts(state)]


def _figures(state: Any) -> list[dict[str, float]]:
    """A finished game's statistics per seat: tickets completed and failed, the longest
    path, and the routes claimed of each length (``routes_<n>``)."""
    from .rules.result import paths, ticket_results

    cat = state.catalog
    out = []
    for seat, longest in enumerate(paths(state)):
        results = ticket_results(state, seat)
        figures: dict[str, float] = {
            "tickets_done": sum(done for _, done in results),
            "tickets_failed": sum(not done for _, done in results),
            "longest_path": longest,
        }
        for length in cat.route_points:
            figures[f"routes_{length}"] = sum(
                cat.routes[r].length == length for r in state.routes_of(seat)
            )
        out.append(figures)
    return out


def _data_texts(_catalog: Any) -> dict[str, str]:
    """The words of its data a player reads: its lessons' (the rest is the program's)."""
    from .lessons.files import source_texts

    return source_texts()


def _decision_key(state: Any) -> tuple[Any, ...]:
    """What tells one decision of a turn from the next."""
    return (state.step, state.turn, state.current, state.drawn, len(state.seat().offered))


def game() -> Game:
    from ..events import undoable_unless
    from . import rules
    from .bots import BOT_LEVELS
    from .loading import default_catalog
    from .rules.events import CHANCE_KINDS
    from .rules.state import TTRState

    return Game(
        info=INFO,
        load_catalog=default_catalog,
        new_game=_new_game,
        to_act=rules.to_act,
        is_over=lambda state: state.over,
        legal_actions=rules.legal_actions,
        sample_next=any_legal(rules.legal_actions),
        apply=rules.apply,
        apply_in_place=rules.apply_in_place,
        player_view=rules.player_view,
        visible_events=rules.visible_events,
        encode=str,
        decode=str,
        state_to_dict=lambda state: state.to_dict(),
        state_from_dict=TTRState.from_dict,
        chance_lines=rules.chance_lines,
        # Never back across a chance step (a card or a ticket drawn, a deck shuffled).
        undoable=undoable_unless(CHANCE_KINDS),
        decision_key=_decision_key,
        scores=rules.scores,
        winners=rules.winners,
        determinize=rules.determinize,
        bots=BOT_LEVELS,
        secrets=(
            "the train cards a player holds",
            "the destination tickets a player keeps, is offered and returns, until the end",
            "the order of the train-card deck and of the ticket deck",
        ),
        secret_fields=rules.SECRET_FIELDS,
        face="omg_desktop.games.ticket_to_ride.face",
        set_up=_set_up,
        round=lambda state: 1 + (state.turn - 1) // state.players,
        standings=_standings,
        clone=lambda state: state.clone(),
        option_of=lambda state: state.option,
        wire=None,
        actor=lambda state, _action: state.current,
        first_seat=lambda state: state.first,
        score_parts=_score_parts,
        figures=_figures,
        data_texts=_data_texts,
        commands="omg_desktop.games.ticket_to_ride.commands",
    )
