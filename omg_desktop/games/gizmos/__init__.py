"""Gizmos (Phil Walker-Harding, 2018) as a game of the box: its record (its metadata is
the registry's entry)."""

from __future__ import annotations

from typing import Any

from ..base import Game, Standing, any_legal


def _new_game(catalog: Any, players: int, seed: int | str, _option: str | None) -> Any:
    from .rules import new_game

    return new_game(catalog, players, seed)


def _set_up(
    catalog: Any, players: int, seed: int | str, _option: str | None, _setup: Any
) -> tuple[Any, list[Any]]:
    from .rules import new_game_with_events

    return new_game_with_events(catalog, players, seed)


def _standings(state: Any) -> list[Standing]:
    from .rules import scores

    return [Standing(s.total, s.gizmos) for s in scores(state)]


def _score_parts(state: Any) -> list[list[tuple[str, int]]]:
    """Each seat's score sheet: printed points, tokens, the end-game upgrades' bonus."""
    from .rules import scores

    return [
        [("gizmos", s.printed), ("tokens", s.tokens), ("bonus", s.bonus)] for s in scores(state)
    ]


def _figures(state: Any) -> list[dict[str, float]]:
    """The statistics of a finished game, per seat: gizmos built (in all, by kind and by
    level; the starter is neither), the longest chain reaction, and points by source."""
    from .rules import scores

    out = []
    for seat, score in zip(state.seats, scores(state), strict=True):
        cards = [state.cat.card(g) for g in seat.built if state.cat.card(g).level]
        figures: dict[str, float] = {"gizmos": len(seat.built)}
        for kind in ("upgrade", "converter", "trigger"):
            figures[kind + "s"] = sum(1 for c in cards if c.kind == kind)
        for level in (1, 2, 3):
            figures[f"level_{level}"] = sum(1 for c in cards if c.level == level)
        figures.update(chain=seat.chain, printed=score.printed, tokens=score.tokens)
        out.append(figures)
    return out


def _decision_key(state: Any) -> tuple[Any, ...]:
    """What tells one decision of a turn from the next: the step, the gizmos used and
    active, the Research's cards still to go under, the picks an effect still gives."""
    return (
        state.turn, state.current, state.step, len(state.used), len(state.active),
        len(state.research), state.picks,
    )  # fmt: skip


def _data_texts(_catalog: Any) -> dict[str, str]:
    """The words of its data a player reads: its lessons' (card texts are the program's)."""
    from .lessons.files import source_texts

    return source_texts()


def game() -> Game:
    from ..events import undoable_unless
    from ..registry import info
    from . import rules
    from .bots import BOT_LEVELS
    from .loading import default_catalog
    from .rules.events import CHANCE_KINDS
    from .rules.state import GizmosState

    return Game(
        info=info("gizmos"),
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
        state_from_dict=GizmosState.from_dict,
        chance_lines=rules.chance_lines,
        # Never back across a chance step or a secret (a Research's cards).
        undoable=undoable_unless(CHANCE_KINDS),
        decision_key=_decision_key,
        scores=lambda state: [s.total for s in rules.scores(state)],
        winners=rules.winners,
        determinize=rules.determinize,
        bots=BOT_LEVELS,
        secrets=(
            "the cards a player draws in a Research, and the order they go back under the deck",
            "the order of the decks and the level-III cards left out of the game",
            "the energies in the dispenser",
        ),
        secret_fields=rules.SECRET_FIELDS,
        face="omg_desktop.games.gizmos.face",
        set_up=_set_up,
        round=lambda state: 1 + (state.turn - 1) // state.players,
        standings=_standings,
        clone=lambda state: state.clone(),
        option_of=lambda state: "standard",
        wire=None,
        actor=lambda state, _action: state.current,
        first_seat=lambda state: state.first,
        score_parts=_score_parts,
        figures=_figures,
        data_texts=_data_texts,
        commands="omg_desktop.games.gizmos.commands",
    )
