"""What a player's built gizmos allow: the three limits, the specials, the converters."""

from __future__ import annotations

from .catalog import Card, Converter, Upgrade
from .state import GizmosState, Seat

#: Each player's limits before any upgrade (seed: storage 5, file 1, research 3).
START_ENERGY, START_FILE, START_RESEARCH = 5, 1, 3
#: The gizmos that end the game: a 4th level III or a 16th in all (seed).
END_LEVEL_3, END_TOTAL = 4, 16


def _upgrades(state: GizmosState, seat: Seat) -> list[Upgrade]:
    known = state.cat.upgrades
    return [known[g] for g in seat.built if g in known]


def energy_limit(state: GizmosState, seat: Seat) -> int:
    return START_ENERGY + sum(u.energy_limit for u in _upgrades(state, seat))


def file_limit(state: GizmosState, seat: Seat) -> int:
    return START_FILE + sum(u.file_limit for u in _upgrades(state, seat))


def research_size(state: GizmosState, seat: Seat) -> int:
    return START_RESEARCH + sum(u.research for u in _upgrades(state, seat))


def specials(state: GizmosState, seat: Seat) -> list[str]:
    """The special upgrades built (a discount twice if built twice)."""
    return [u.special for u in _upgrades(state, seat) if u.special]


def room(state: GizmosState, seat: Seat) -> int:
    """Energies the ring may still take."""
    return max(0, energy_limit(state, seat) - sum(seat.energy))


def may_file(state: GizmosState, seat: Seat) -> bool:
    """Room in the file and no "never File again" built."""
    return len(seat.filed) < file_limit(state, seat) and "no_file" not in specials(state, seat)


def may_research(state: GizmosState, seat: Seat) -> bool:
    return "no_research" not in specials(state, seat) and any(state.decks)


def discount(
    state: GizmosState, seat: Seat, card: Card, source: str, found: list[str] | None = None
) -> int:
    """How much less ``card`` costs built from ``source`` (display, file, research);
    ``found``: the seat's :func:`specials` if already known."""
    found = specials(state, seat) if found is None else found
    n = found.count("discount_level_2") if card.level == 2 else 0
    if source == "file":
        n += found.count("discount_build_from_file")
    if source == "research":
        n += found.count("discount_build_from_research")
    return n


def converters(state: GizmosState, seat: Seat) -> tuple[tuple[str, Converter], ...]:
    """The built converters not used this turn, as (card id, converter)."""
    cards = (state.cat.card(g) for g in seat.built if g not in state.used)
    return tuple((c.id, c.converter) for c in cards if c.converter is not None)


def ends_game(state: GizmosState, seat: Seat) -> bool:
    """A 4th level-III gizmo or a 16th gizmo built (the starter counts)."""
    level_3 = sum(1 for g in seat.built if state.cat.card(g).level == 3)
    return level_3 >= END_LEVEL_3 or len(seat.built) >= END_TOTAL
