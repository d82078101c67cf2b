"""Actions: small frozen values with a stable one-line text encoding.

``encode(action)`` / ``decode(text)`` round-trip exactly; saved games store the
text. Payments are ``(good id, count)`` pairs, sorted; card lists are card ids.

Encoding: ``"<seat> <verb> key=value ..."``, e.g. ``"0 sunrise b=101 e=1 p=37"``,
``"2 build c=37 pay=iron*2+flour*1"``, ``"1 produce b=14 c=12,40"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

Payment = tuple[tuple[str, int], ...]

_T = TypeVar("_T")


#: Sets a field of a frozen action (the constructors below call it directly: listing the
#: legal actions builds thousands of them a game, and the ``__init__`` a frozen dataclass
#: generates looks ``object.__setattr__`` up again for every field).
_set = object.__setattr__


def _value(cls: type[_T]) -> type[_T]:
    """A frozen, slotted dataclass with the quick ``__init__`` it defines itself."""
    return dataclass(frozen=True, slots=True, init=False)(cls)


@_value
class Exchange:
    """Phase I: swap the whole hand (``swap``) or keep it."""

    seat: int
    swap: bool

    def __init__(self, seat: int, swap: bool) -> None:
        _set(self, "seat", seat)
        _set(self, "swap", swap)


@_value
class Discard:
    """Both piles empty: discard one card (repeated until half the hand is gone)."""

    seat: int
    card: int

    def __init__(self, seat: int, card: int) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)


@_value
class MoveAssistant:
    """Phase II (base game): pay to move a hired assistant to another building."""

    seat: int
    assistant: int
    building: int
    payment: Payment

    def __init__(self, seat: int, assistant: int, building: int, payment: Payment) -> None:
        _set(self, "seat", seat)
        _set(self, "assistant", assistant)
        _set(self, "building", building)
        _set(self, "payment", payment)


@_value
class Sunrise:
    """Phase II: the worker's building and orientation, and the planned card (or none).
    ``building`` None: the worker stays home (assistants hold every production building)."""

    seat: int
    building: int | None
    efficient: bool
    plan: int | None

    def __init__(self, seat: int, building: int | None, efficient: bool, plan: int | None) -> None:
        _set(self, "seat", seat)
        _set(self, "building", building)
        _set(self, "efficient", efficient)
        _set(self, "plan", plan)


@_value
class Produce:
    """Phase IV: produce on ``building`` supplying ``cards`` from hand; no cards = skip."""

    seat: int
    building: int
    cards: tuple[int, ...]
    skip: bool = False

    def __init__(
        self, seat: int, building: int, cards: tuple[int, ...], skip: bool = False
    ) -> None:
        _set(self, "seat", seat)
        _set(self, "building", building)
        _set(self, "cards", cards)
        _set(self, "skip", skip)


@_value
class Chain:
    """Phase IV: run ``building``'s production chain ``times`` times, using ``cards``
    from hand and the goods of ``sources``: the player's other buildings, one entry per
    good taken (a building twice gives two). Without sources the goods are taken from
    the player's buildings in row order."""

    seat: int
    building: int
    times: int
    cards: tuple[int, ...] = ()
    sources: tuple[int, ...] = ()

    def __init__(
        self,
        seat: int,
        building: int,
        times: int,
        cards: tuple[int, ...] = (),
        sources: tuple[int, ...] = (),
    ) -> None:
        _set(self, "seat", seat)
        _set(self, "building", building)
        _set(self, "times", times)
        _set(self, "cards", cards)
        _set(self, "sources", sources)


@_value
class Build:
    """Phase IV: build ``card`` (the planned one, or from a display stack), paying goods."""

    seat: int
    card: int
    payment: Payment

    def __init__(self, seat: int, card: int, payment: Payment) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)
        _set(self, "payment", payment)


@_value
class Hire:
    """Phase IV: hire the open ``assistant``, pay, and assign it (or not, expansion)."""

    seat: int
    assistant: int
    payment: Payment
    building: int | None

    def __init__(self, seat: int, assistant: int, payment: Payment, building: int | None) -> None:
        _set(self, "seat", seat)
        _set(self, "assistant", assistant)
        _set(self, "payment", payment)
        _set(self, "building", building)


@_value
class Assign:
    """End of round (expansion): put a hired, unassigned assistant under a building."""

    seat: int
    assistant: int
    building: int

    def __init__(self, seat: int, assistant: int, building: int) -> None:
        _set(self, "seat", seat)
        _set(self, "assistant", assistant)
        _set(self, "building", building)


@_value
class Done:
    """End the current optional step (chains, building/hiring, assigning)."""

    seat: int

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)


@_value
class Play:
    """Expansion: play a character card from hand in the phase it names."""

    seat: int
    card: int

    def __init__(self, seat: int, card: int) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)


Action = (
    Exchange
    | Discard
    | MoveAssistant
    | Sunrise
    | Produce
    | Chain
    | Build
    | Hire
    | Assign
    | Done
    | Play
)


class ActionFormatError(ValueError):
    """A text that is not an encoded action."""


def _pay(p: Payment) -> str:
    return "+".join(f"{g}*{n}" for g, n in p) or "-"


def _unpay(text: str) -> Payment:
    if text == "-":
        return ()
    out = []
    for part in text.split("+"):
        good, _, count = part.partition("*")
        out.append((good, int(count)))
    return tuple(out)


def _cards(cards: tuple[int, ...]) -> str:
    return ",".join(str(c) for c in cards) or "-"


def _uncards(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(int(c) for c in text.split(","))


def _opt(v: int | None) -> str:
    return "-" if v is None else str(v)


def _unopt(text: str) -> int | None:
    return None if text == "-" else int(text)


def encode(a: Action) -> str:
    """The stable text of an action."""
    s = a.seat
    match a:
        case Exchange():
            return f"{s} exchange swap={int(a.swap)}"
        case Discard():
            return f"{s} discard c={a.card}"
        case MoveAssistant():
            return f"{s} move a={a.assistant} b={a.building} pay={_pay(a.payment)}"
        case Sunrise():
            return f"{s} sunrise b={_opt(a.building)} e={int(a.efficient)} p={_opt(a.plan)}"
        case Produce():
            return f"{s} produce b={a.building} c={_cards(a.cards)} skip={int(a.skip)}"
        case Chain():
            goods = f" g={_cards(a.sources)}" if a.sources else ""
            return f"{s} chain b={a.building} n={a.times} c={_cards(a.cards)}{goods}"
        case Build():
            return f"{s} build c={a.card} pay={_pay(a.payment)}"
        case Hire():
            return f"{s} hire a={a.assistant} pay={_pay(a.payment)} b={_opt(a.building)}"
        case Assign():
            return f"{s} assign a={a.assistant} b={a.building}"
        case Done():
            return f"{s} done"
        case Play():
            return f"{s} play c={a.card}"
    raise TypeError(f"not an action: {a!r}")


def decode(text: str) -> Action:
    """Parse :func:`encode`'s output; :class:`ActionFormatError` if it is not one."""
    try:
        parts = text.split()
        seat, verb = int(parts[0]), parts[1]
        kv = dict(p.split("=", 1) for p in parts[2:])
        match verb:
            case "exchange":
                return Exchange(seat, kv["swap"] == "1")
            case "discard":
                return Discard(seat, int(kv["c"]))
            case "move":
                return MoveAssistant(seat, int(kv["a"]), int(kv["b"]), _unpay(kv["pay"]))
            case "sunrise":
                return Sunrise(seat, _unopt(kv["b"]), kv["e"] == "1", _unopt(kv["p"]))
            case "produce":
                return Produce(seat, int(kv["b"]), _uncards(kv["c"]), kv.get("skip") == "1")
            case "chain":
                sources = _uncards(kv.get("g", "-"))
                return Chain(seat, int(kv["b"]), int(kv["n"]), _uncards(kv["c"]), sources)
            case "build":
                return Build(seat, int(kv["c"]), _unpay(kv["pay"]))
            case "hire":
                return Hire(seat, int(kv["a"]), _unpay(kv["pay"]), _unopt(kv["b"]))
            case "assign":
                return Assign(seat, int(kv["a"]), int(kv["b"]))
            case "done":
                return Done(seat)
            case "play":
                return Play(seat, int(kv["c"]))
    except (IndexError, KeyError, ValueError) as exc:
        raise ActionFormatError(f"not an action: {text!r} ({exc})") from None
    raise ActionFormatError(f"not an action: {text!r} (unknown verb {verb!r})")
