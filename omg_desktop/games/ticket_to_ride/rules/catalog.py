"""The game's facts as loaded from the data: the map (cities, routes, tickets), the train
cards and the numbers of the box. The code names no card and no city: the wild card and
the colour that takes any one colour are named by the data too."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class City:
    id: str
    name: str
    country: str
    lat: float
    lon: float


@dataclass(frozen=True)
class Route:
    """One lane between two cities: its colour (or the any-colour), its length in spaces,
    and the other lane of a double route (``twin``, else None)."""

    id: str
    a: str
    b: str
    colour: str
    length: int
    twin: str | None = None


@dataclass(frozen=True)
class Ticket:
    id: str
    a: str
    b: str
    points: int


@dataclass(frozen=True, eq=False)
class Catalog:
    """Everything the rules read from ``data/ticket_to_ride/usa.yaml`` (one object,
    compared and hashed by identity)."""

    cities: dict[str, City]
    routes: dict[str, Route]
    tickets: dict[str, Ticket]
    #: Card -> copies in the deck, the wild card among them (in the file's order).
    cards: dict[str, int]
    wild: str
    any_colour: str
    route_points: dict[int, int]
    players: tuple[int, int] = (2, 5)
    trains: int = 45
    starting_cards: int = 4
    face_up: int = 5
    reset_at: int = 3
    start_tickets: tuple[int, int] = (3, 2)  # (dealt, kept at least)
    draw_tickets: tuple[int, int] = (3, 1)
    last_round_at: int = 2
    longest_bonus: int = 10
    doubles_from: int = 4
    attribution: str = ""
    colours: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "colours", tuple(c for c in self.cards if c != self.wild))

    def deck(self) -> list[str]:
        """Every train card once, in the file's order (shuffled by the set-up)."""
        return [card for card, n in self.cards.items() for _ in range(n)]
