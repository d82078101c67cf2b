"""Normal: knows the game. It weighs each action by what it brings: a gizmo's worth
(engine early, points late) less the energies it spends, the triggers an action sets
off on its own board, an energy that brings the cheapest strong card nearer, a filed
card saved for later; it ends the game only when that leaves it ahead."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.catalog import Card, Trigger
from ..rules.limits import ends_game, may_file, room
from ..rules.scoring import scores
from ..rules.state import GizmosState, Seat
from .reading import best, card_of, in_sight, me, parts, phase, shortfall, spent
from .worth import GIVES, worth

#: What an energy in the ring is worth, spent or held.
ENERGY = 0.8
#: What a build brings besides its card (a turn well used), and what a place among the 16
#: gizmos that end the game costs near the end.
BUILD, SLOT = 1.5, 4.0
#: The order of use of active gizmos: the ones that bring more first.
USE_ORDER = ("build_level_1_free", "pick_energy", "draw_random_energy", "vp_token", "file")


class Normal:
    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, view: GizmosState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        judge = _Judge(view)
        return best([(judge.score(a), a) for a in actions], self.rng)


class _Judge:
    """The scores of one decision's actions (from the seat's view only)."""

    def __init__(self, view: GizmosState) -> None:
        self.view, self.seat, self.late = view, me(view), phase(view)
        cards = [view.cat.card(g) for g in in_sight(view)]
        self.target = max(cards, key=self._promise, default=None)

    def _worth(self, card: Card) -> float:
        return worth(card, self.view, self.seat, self.late)

    def _promise(self, card: Card) -> float:
        """A card worth aiming at: worth per energy still lacking (the cheapest strong)."""
        return self._worth(card) / (1 + shortfall(self.seat, card)) - 0.01 * card.cost

    def _fired(self, matches: object) -> float:
        """What this seat's triggers that an action sets off bring."""
        total = 0.0
        for g in self.seat.built:
            t = self.view.cat.card(g).trigger
            if t is not None and g not in self.view.used and matches(t):  # type: ignore[operator]
                total += 0.7 * GIVES[t.gives] * t.amount
        return total

    def score(self, action: str) -> float:
        word, rest = parts(action)
        handler = getattr(self, "_" + word, None)
        return handler(action, rest) if handler else 0.0

    def _build(self, action: str, _rest: list[str]) -> float:
        card = card_of(self.view, action)
        assert card is not None
        value = self._worth(card) - ENERGY * (1 - self.late) * spent(action) + BUILD
        value -= SLOT * self.late  # a gizmo's place counts towards the 16 that end the game
        from_file = card.id in self.seat.filed

        def sets_off(t: Trigger) -> bool:
            if t.when == "build":
                return not t.colours or any(card.counts_as(c) for c in t.colours)
            if t.when == "build_from_file":
                return from_file
            return t.when == "build_level_2" and card.level == 2

        value += self._fired(sets_off)
        return value - self._end_penalty(card)

    def _end_penalty(self, card: Card) -> float:
        """Building ``card`` would end the game while this seat is behind: a big no."""
        seat = Seat(built=[*self.seat.built, card.id])
        if self.view.ending or not ends_game(self.view, seat):
            return 0.0
        totals = [s.total for s in scores(self.view)]
        mine = totals[self.view.current] + card.vp
        others = max(t for i, t in enumerate(totals) if i != self.view.current)
        return 0.0 if mine > others + 2 else 20.0

    def _pick(self, _action: str, rest: list[str]) -> float:
        colour = rest[0]
        value = ENERGY + self._fired(
            lambda t: t.when == "pick" and (not t.colours or colour in t.colours)
        )
        target = self.target
        if target is not None and shortfall(self.seat, target, colour) < shortfall(
            self.seat, target
        ):
            value += 0.6 * self._promise(target) / max(1.0, self._worth(target)) + 0.4
        return value * (1.0 - 0.5 * self.late)

    def _file(self, action: str, _rest: list[str]) -> float:
        card = card_of(self.view, action)
        assert card is not None
        later = 0.3 * self._worth(card) * (1.0 - self.late) - 0.4
        return later + self._fired(lambda t: t.when == "file")

    def _research(self, _action: str, rest: list[str]) -> float:
        level = int(rest[0])
        wanted = 1 + round(2 * self.late) if self.late < 0.9 else 3
        return 0.3 - 0.2 * abs(level - wanted)

    def _use(self, _action: str, rest: list[str]) -> float:
        t = self.view.cat.card(rest[0]).trigger
        gives = t.gives if t else ""
        if gives == "file" and not may_file(self.view, self.seat):
            return -1.0
        if gives in ("pick_energy", "draw_random_energy") and room(self.view, self.seat) == 0:
            return -1.0
        rank = USE_ORDER.index(gives) if gives in USE_ORDER else len(USE_ORDER)
        return 10.0 - rank

    def _bottom(self, _action: str, _rest: list[str]) -> float:
        return 0.0

    def _skip(self, _action: str, _rest: list[str]) -> float:
        return 0.0

    def _end(self, _action: str, _rest: list[str]) -> float:
        return 0.0

    def _pass(self, _action: str, _rest: list[str]) -> float:
        return 0.0
