"""Phase IV, one player's turn (RULES.md IV.): produce at every staffed building, run
chains, then build or hire; in the last round (Big Box) chains run again after building.
``Done`` ends the step the player is in."""

from __future__ import annotations

from .actions import Action, Done
from .building import affordable, build_actions, return_plan, sample_build
from .chains import chain_actions, chainable, chains_everywhere, sample_chain
from .characters import playable_characters
from .events import Event
from .hiring import hire_actions, hireable, sample_hire
from .illegal import require
from .production import person_at, run_productions
from .rng import Rng
from .state import BUILD, CHAIN, FINAL_CHAIN, PRODUCE, PRODUCTION, GameState

#: A sampled build step builds or hires when it can, except one time in this many.
_PASS_ODDS = 3


def start_turn(state: GameState, seat: int, events: list[Event] | None) -> None:
    """``seat``'s turn begins: every building with a person at it is due to produce."""
    state.turn = seat
    state.step = PRODUCE
    p = state.players[seat]
    p.built = p.hired = False
    state.to_produce = [b.card for b in p.buildings if person_at(p, b.card) is not None]
    if events is not None:
        events.append(Event("turn", seat, {}))


def build_step_actions(state: GameState, seat: int) -> list[Action]:
    acts = build_actions(state, seat) + hire_actions(state, seat)
    acts.append(Done(seat))
    return acts


def sample_build_step(
    state: GameState,
    seat: int,
    rng: Rng,
    found: tuple[list[int], list[tuple[int, int]]] | None = None,
) -> Action:
    """Build or hire, any of the possible ones alike; now and then neither. ``found``:
    the affordable cards and the hireable assistants, when the caller has them."""
    if rng.below(_PASS_ODDS) == 0:
        return Done(seat)
    builds, hires = (affordable(state, seat), hireable(state, seat)) if found is None else found
    if not builds and not hires:
        return Done(seat)
    k = rng.below(len(builds) + len(hires))
    if k < len(builds):
        return sample_build(state, seat, builds[k], rng)
    a, side = hires[k - len(builds)]
    return sample_hire(state, seat, a, side, rng)


def step_actions(state: GameState, seat: int) -> list[Action]:
    """The choices of the step ``seat``'s turn is in (chains or build), ``Done`` last."""
    if state.step == BUILD:
        return build_step_actions(state, seat)
    return chain_actions(state, seat)


def sample_step(state: GameState, seat: int, rng: Rng, found: tuple | None = None) -> Action:
    """One choice of the chain or build step; ``found``: what the flow found there."""
    if state.step == BUILD:
        return sample_build_step(state, seat, rng, found)
    return sample_chain(state, seat, rng, found)


def advance_turn(state: GameState, events: list[Event] | None) -> bool:
    """Run the current turn's automatic steps; True when the turn moved on."""
    seat = state.turn
    if state.step == PRODUCE:
        if not run_productions(state, seat, events):
            return False
        state.step = CHAIN
    step = state.step
    if step == CHAIN:
        chains = chainable(state, seat)
        if chains:
            state.flow_found = (CHAIN, chains)
            return False
        worker_leaves(state, seat)
        state.step = step = BUILD
    if step == BUILD:
        builds, hires = affordable(state, seat), hireable(state, seat)
        if builds or hires or playable_characters(state, seat):
            state.flow_found = (BUILD, (builds, hires))
            return False
        finish_build_step(state, seat, events)
        return True
    if step == FINAL_CHAIN:
        chains = chainable(state, seat)
        if chains or playable_characters(state, seat):
            state.flow_found = (FINAL_CHAIN, chains)
            return False
        end_turn(state, events)
        return True
    return True


def do_done(state: GameState, a: Done, events: list[Event] | None) -> None:
    """End the chains (the worker goes home), the build step, or the final chains."""
    require(
        state.phase == PRODUCTION and state.step in (CHAIN, BUILD, FINAL_CHAIN),
        "there is nothing to finish now",
    )
    if state.step == CHAIN:
        worker_leaves(state, a.seat)
        state.step = BUILD
    elif state.step == BUILD:
        finish_build_step(state, a.seat, events)
    else:
        end_turn(state, events)


def worker_leaves(state: GameState, seat: int) -> None:
    state.players[seat].worker = None


def finish_build_step(state: GameState, seat: int, events: list[Event] | None) -> None:
    """The plan not built goes back; in the last round (Big Box) chains run again."""
    return_plan(state, seat, events)
    if chains_everywhere(state):
        state.step = FINAL_CHAIN
        return
    end_turn(state, events)


def end_turn(state: GameState, events: list[Event] | None) -> None:
    """The next player's turn, until every player has had one (then ``turns_done`` equals
    the number of players and the round's flow ends production)."""
    state.turns_done += 1
    state.step = ""
    if state.turns_done < state.num_players:
        start_turn(state, (state.turn + 1) % state.num_players, events)


def production_over(state: GameState) -> bool:
    return state.turns_done >= state.num_players
