"""Kingdom Builder (Donald X. Vaccarino, Queen Games 2011), the base game, as a game of
the box: its record.

Its face (``face/``): the table, the panel, the words the window shows.
"""

from __future__ import annotations

from typing import Any

from ..base import Game, Standing, any_legal
from ..registry import info

#: Its metadata, as the registry lists it (the box's one list of games).
INFO = info("kingdom_builder")


def _new_game(catalog: Any, players: int, seed: int | str, option: str | None) -> Any:
    from .rules import new_game

    return new_game(catalog, players, seed, option)


def _set_up(
    catalog: Any, players: int, seed: int | str, option: str | None, _setup: Any
) -> tuple[Any, list[Any]]:
    from .rules import new_game_with_events

    return new_game_with_events(catalog, players, seed, option)


def _standings(state: Any) -> list[Standing]:
    from .rules import scores

    return [Standing(total) for total in scores(state)]


def _score_parts(state: Any) -> list[list[tuple[str, int]]]:
    """Each seat's score sheet: the gold of each card in play, then the castles'."""
    from .rules import gold

    return [list(parts.items()) for parts in gold(state)]


def _figures(state: Any) -> list[dict[str, float]]:
    """The statistics of a finished game, per seat: the gold of each card in play
    (``gold_<card>``) and of the castles, the settlements on the board, the location
    tiles held at the end and the tile actions taken in the game, the largest area and
    the number of areas."""
    from .rules import gold
    from .rules.scoring import CASTLES, areas

    out = []
    for seat, parts in enumerate(gold(state)):
        groups = areas(state.board, state.settlements, seat)
        figures: dict[str, float] = {
            (part if part == CASTLES else f"gold_{part}"): value for part, value in parts.items()
        }
        figures.update(
            settlements=sum(1 for owner in state.settlements.values() if owner == seat),
            tiles=len(state.seats[seat].tiles),
            tiles_used=state.seats[seat].uses,
            largest_area=max((len(g) for g in groups), default=0),
            groups=len(groups),
        )
        out.append(figures)
    return out


def _decision_key(state: Any) -> tuple[Any, ...]:
    """What tells one decision of a turn from the next."""
    used = sum(t.used for s in state.seats for t in s.tiles)
    return (state.turn, state.current, state.placed, used, len(state.settlements))


def _data_texts(_catalog: Any) -> dict[str, str]:
    """The words of its data a player reads: its lessons' (the rest is the program's)."""
    from .lessons.files import source_texts

    return source_texts()


def game() -> Game:
    from ..events import undoable_unless
    from . import rules
    from .bots import BOT_LEVELS
    from .loading import default_catalog
    from .rules.events import CHANCE_KINDS
    from .rules.state import KBState

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
        state_from_dict=KBState.from_dict,
        chance_lines=rules.chance_lines,
        # Never back across a chance step (a card drawn, a deck shuffled).
        undoable=undoable_unless(CHANCE_KINDS),
        decision_key=_decision_key,
        scores=rules.scores,
        winners=rules.winners,
        determinize=rules.determinize,
        bots=BOT_LEVELS,
        secrets=(
            "the terrain card a player holds, until their turn shows it",
            "the order of the terrain deck",
        ),
        secret_fields=rules.SECRET_FIELDS,
        face="omg_desktop.games.kingdom_builder.face",
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
        commands="omg_desktop.games.kingdom_builder.commands",
    )
