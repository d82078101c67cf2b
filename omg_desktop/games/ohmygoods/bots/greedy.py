"""The Easy bot: the best immediate value from what it can see, no look ahead.

- Phase I: keeps its hand.
- Phase II: puts the worker where the revealed sunrise row and its own hand
  make the most goods right now (efficient if it can surely supply every input,
  else sloppy), and plans the card with the most VP it can pay for with its
  coins plus those goods (the cheapest card when none is affordable).
- Phase IV: supplies with its cheapest cards, runs the most lucrative chain as
  often as it can, builds whenever it can pay (least overpayment), else hires
  the assistant with the most VP.
- Discards its cheapest card when it must.
"""

from __future__ import annotations

from collections import Counter

from ..rules import Action, Build, Chain, Discard, Done, Exchange, GameState, Hire, Produce, Sunrise
from ..rules import queries as q
from ..rules.catalog import ANY
from ..rules.state import EXCHANGE, PRODUCTION, STARVE, SUNRISE
from .base import SeededBot
from .evaluate import bonus_of, good_value


class GreedyBot(SeededBot):
    name = "greedy"

    def pick(self, view: GameState, seat: int, actions: list[Action]) -> Action:
        cat = view.cat
        ph = view.phase
        if ph == EXCHANGE:
            return Exchange(seat, False)
        if ph == SUNRISE:
            return self._sunrise(view, seat, actions)
        if ph == STARVE:
            p = view.players[seat]
            return Discard(seat, min(p.hand, key=lambda c: ((cat.card(c).cost or 0), c)))
        if ph == PRODUCTION:
            produce = [a for a in actions if isinstance(a, Produce) and not a.skip]
            if produce:
                return produce[0]  # the engine lists the cheapest supply first
            chains = [a for a in actions if isinstance(a, Chain)]
            if chains:
                return max(chains, key=lambda a: _chain_gain(view, a))
            builds = [a for a in actions if isinstance(a, Build)]
            if builds:
                return builds[0]
            hires = [a for a in actions if isinstance(a, Hire)]
            if hires:
                return max(
                    hires,
                    key=lambda a: q.assistant_side(cat, a.assistant, _side(view, a.assistant)).vp,
                )
            done = [a for a in actions if isinstance(a, Done)]
            if done:
                return done[0]
        return actions[0]

    def _sunrise(self, view: GameState, seat: int, actions: list[Action]) -> Action:
        cat = view.cat
        card_of = cat.card
        p = view.players[seat]
        known: Counter[str] = Counter(bonus_of(p, cat))
        for c in view.market[0]:
            r = card_of(c).resource
            if r is not None:
                known[r] += 1
                known[ANY] += 1
        hand: Counter[str] = Counter(card_of(c).resource for c in p.hand)
        hand[ANY] = sum(1 for c in p.hand if q.supplies(card_of(c), ANY))  # no character
        best_goods = -1
        best: tuple[int | None, bool] | None = None
        for a in actions:
            if not isinstance(a, Sunrise) or a.plan is not None:
                continue
            if a.building is None:  # assistants hold every building: the worker stays home
                best_goods, best = 0, (None, True)
                break
            lack = 0
            for r, n in card_of(a.building).inputs:
                short = max(0, n - known.get(r, 0))
                lack += max(0, short - hand.get(r, 0))
            value = good_value(cat, card_of(a.building))
            allowed = q.may_lack(q.WORKER, a.efficient)
            out = q.output_of(q.WORKER, a.efficient)
            made = out * value if lack <= allowed else 0
            # nothing produces for sure: hope for the sunset row, sloppy
            score = made * 100 - lack
            if score > best_goods:
                best_goods, best = score, (a.building, a.efficient)
        if best is None:
            return actions[0]
        building, efficient = best
        expected = max(0, best_goods) // 100
        coins = q.coins_of(p, cat) + expected
        hand_cards = sorted(set(p.hand))
        affordable = [c for c in hand_cards if (card_of(c).cost or 0) <= coins]
        if affordable:
            plan = max(affordable, key=lambda c: (card_of(c).vp, -(card_of(c).cost or 0), -c))
        elif hand_cards:
            plan = min(hand_cards, key=lambda c: ((card_of(c).cost or 0), c))
        else:
            plan = None
        return Sunrise(seat, building, efficient, plan)


def _side(view: GameState, assistant: int) -> int:
    for a, s in view.open_assistants:
        if a == assistant:
            return s
    return 0


def _chain_gain(view: GameState, a: Chain) -> float:
    cat = view.cat
    card = cat.card(a.building)
    _, goods = cat.chain_split[card.id]
    gain = a.times * len(card.chain) * good_value(cat, card)
    return gain - a.times * sum(cat.goods[g].value for g in goods)
