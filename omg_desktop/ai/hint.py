"""A hint: what the Normal bot would do here, and why, in one sentence.

``hint(view, actions, catalog) -> (action, sentence)``. The action is one of
``actions``; the sentence is plain English text ready to be translated (the UI
wraps it). Card names come from the catalog (that is, from ``data/``).
"""

from __future__ import annotations

from collections import Counter

from ..rules import (
    Action,
    Assign,
    Build,
    Catalog,
    Chain,
    Discard,
    Done,
    Exchange,
    GameState,
    Hire,
    MoveAssistant,
    Produce,
    Sunrise,
)
from ..rules import queries as q
from ..rules.catalog import ANY
from ..rules.state import BUILD, CHAIN, FINAL_CHAIN, PRODUCE, PRODUCTION
from .base import seat_of
from .evaluate import Assessor, bonus_of
from .heuristic import HeuristicBot


def hint(view: GameState, actions: list[Action], catalog: Catalog) -> tuple[Action, str]:
    """The Normal bot's choice among ``actions`` and one sentence saying why."""
    if not actions:
        raise ValueError("there is nothing to choose from")
    seat = seat_of(view, actions)
    action = HeuristicBot(0).choose(view, actions)
    return action, explain(view, seat, action, catalog)


def _name(cat: Catalog, card: int) -> str:
    return cat.cards[card].name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _good(cat: Catalog, card: int) -> str:
    """The name of the good a building makes."""
    g = cat.cards[card].good
    return cat.goods[g].name if g else "goods"


def explain(view: GameState, seat: int, action: Action, cat: Catalog) -> str:
    """One sentence on why ``action`` is a good idea for ``seat`` here."""
    p = view.players[seat]
    coins = q.coins_of(p, cat)
    match action:
        case Exchange(swap=True):
            return (
                "Swap your whole hand: these cards are worth less to you than fresh ones "
                "would be on average."
            )
        case Exchange():
            return "Keep your hand: its cards serve your buildings or are worth building."
        case Sunrise():
            return _explain_sunrise(view, seat, action, cat, coins)
        case Produce(skip=True):
            return (
                f"Let the {_name(cat, action.building)} rest this round: the cards it would "
                "need are worth more in your hand."
            )
        case Produce():
            good = _good(cat, action.building)
            if action.cards:
                names = ", ".join(_name(cat, c) for c in action.cards)
                return (
                    f"Produce {good} on the {_name(cat, action.building)} by discarding "
                    f"{names}: those are the cards you need least."
                )
            return f"Produce {good} on the {_name(cat, action.building)}."
        case Chain():
            card = cat.cards[action.building]
            return (
                f"Run the {card.name}'s chain {_times(action.times)}: it makes "
                f"{_plural(action.times * len(card.chain), 'good')} ({_good(cat, card.id)}), "
                "worth more than what it uses."
            )
        case Build():
            card = cat.cards[action.card]
            extra = ""
            if card.is_production and card.good:
                extra = f" and can produce {_good(cat, card.id)} from next round"
            return (
                f"Build the {card.name} for {card.cost} coins: it is worth "
                f"{_plural(card.vp, 'point')}{extra}."
            )
        case Hire():
            face = None
            for a, s in view.open_assistants:
                if a == action.assistant:
                    face = q.assistant_side(cat, a, s)
            vp = face.vp if face else 0
            where = (
                f" and will produce on the {_name(cat, action.building)} every round"
                if action.building is not None
                else ""
            )
            name = cat.assistants[action.assistant].name
            return f"Hire {name}: it is worth {_plural(vp, 'point')}{where}."
        case MoveAssistant():
            return f"Move the assistant to the {_name(cat, action.building)}."
        case Assign():
            return (
                f"Put {cat.assistants[action.assistant].name} at the "
                f"{_name(cat, action.building)}, your most reliable building after the "
                "worker's."
            )
        case Discard():
            return f"Discard the {_name(cat, action.card)}: it is the card you need least."
        case Done():
            if view.phase == PRODUCTION and view.step in (CHAIN, FINAL_CHAIN):
                return "Stop the chains here: the cards left are worth more in your hand."
            if view.phase == PRODUCTION and view.step == BUILD:
                if p.planned is not None:
                    cost = cat.cards[p.planned].cost or 0
                    if cost > coins:
                        return (
                            f"You cannot pay the {cost} coins for the planned card yet "
                            "(it goes back to your hand), and no assistant is worth hiring now."
                        )
                return "Neither building nor hiring pays off now: keep your goods."
            if view.phase == PRODUCTION and view.step == PRODUCE:
                return "Nothing more to produce."
            return "Nothing here is worth doing: move on."
    return "This is what the Normal computer player would do."


def _explain_sunrise(view: GameState, seat: int, a: Sunrise, cat: Catalog, coins: int) -> str:
    card = cat.cards[a.building]
    p = view.players[seat]
    known: Counter[str] = Counter(bonus_of(p, cat))
    for c in view.market[0]:
        r = cat.cards[c].resource
        if r is not None:
            known[r] += 1
            known[ANY] += 1
    lack = sum(max(0, n - known.get(r, 0)) for r, n in card.inputs)
    how = "efficiently" if a.efficient else "sloppily (one input may be missing)"
    made = 2 if a.efficient else 1
    good = _good(cat, card.id)
    if lack == 0:
        odds = "the sunrise row already shows everything it needs"
    elif lack <= 2:
        odds = f"it lacks {_plural(lack, 'resource')}, which the sunset row or your hand may supply"
    else:
        odds = f"it still lacks {lack} resources, but it is your best chance"
    first = (
        f"Put your worker {how} on the {card.name} to make {_plural(made, 'good')} ({good}; {odds})"
    )
    if a.plan is None:
        return first + ", and plan nothing: no card in your hand is worth its price yet."
    plan = cat.cards[a.plan]
    cost = plan.cost or 0
    value = cat.goods[card.good].value if card.good else 0
    if coins >= cost:
        pay = "you can already pay for it"
    elif coins + made * value >= cost:
        pay = "the goods you make should pay for it"
    else:
        pay = "it may have to wait for more goods, but planning it costs nothing"
    worth = Assessor(view, seat).building_value(a.plan)
    return (
        f"{first}, and plan the {plan.name} ({cost} coins, {_plural(plan.vp, 'point')}, "
        f"worth about {worth:.0f} to you with what it adds later): {pay}."
    )


__all__ = ["explain", "hint"]
