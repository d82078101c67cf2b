"""A hint: what the Normal bot would do here, and why, in one sentence.

``hint(view, actions, catalog) -> (action, sentence)`` in English;
``hint_parts`` gives the sentences as templates the window translates (context
"Hint"). The action is one of ``actions``. Card names come from the catalog.
"""

from __future__ import annotations

import re
from collections import Counter

from omg_desktop.i18n.templates import fill

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

#: A sentence of a hint: an English template with ``%1``… (and ``%n`` for a count),
#: its arguments, and the count (-1: none). The window translates the template
#: (context "Hint"); :func:`english` fills it in as it is.
Part = tuple[str, tuple, int]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name
    """Marks a template for the translation files (no Qt here: the UI translates)."""
    return text


#: Short name for the marker (the extractor knows it: ``N = QT_TRANSLATE_NOOP``).
N = QT_TRANSLATE_NOOP


def _t(text: str, *args: object, n: int = -1) -> Part:
    return (text, args, n)


def hint(view: GameState, actions: list[Action], catalog: Catalog) -> tuple[Action, str]:
    """The Normal bot's choice among ``actions`` and, in English, why."""
    action, parts = hint_parts(view, actions, catalog)
    return action, english(parts)


def hint_parts(
    view: GameState, actions: list[Action], catalog: Catalog
) -> tuple[Action, list[Part]]:
    """The Normal bot's choice among ``actions`` and the sentences saying why."""
    if not actions:
        raise ValueError("there is nothing to choose from")
    seat = seat_of(view, actions)
    action = HeuristicBot(0).choose(view, actions)
    return action, explain(view, seat, action, catalog)


def english(parts: list[Part]) -> str:
    """The sentences filled in, untranslated ("(s)" made plural by the count)."""
    out = []
    for text, args, n in parts:
        if n >= 0:
            text = re.sub(r"\((s|es)\)", "" if n == 1 else r"\1", text).replace("%n", str(n))
        out.append(fill(text, *args))
    return " ".join(out)


def _name(cat: Catalog, card: int) -> str:
    return cat.card(card).name


def _good(cat: Catalog, card: int) -> str:
    """The name of the good a building makes."""
    g = cat.card(card).good
    return cat.goods[g].name if g else "?"


def explain(view: GameState, seat: int, action: Action, cat: Catalog) -> list[Part]:
    """Why ``action`` is a good idea for ``seat`` here: one or more whole sentences."""
    p = view.players[seat]
    coins = q.coins_of(p, cat)
    match action:
        case Exchange(swap=True):
            return [
                _t(
                    N(
                        "Hint",
                        "Swap your whole hand: these cards are worth less to you than "
                        "fresh ones would be on average.",
                    )
                )
            ]
        case Exchange():
            return [
                _t(
                    N(
                        "Hint",
                        "Keep your hand: its cards serve your buildings or are worth building.",
                    )
                )
            ]
        case Sunrise():
            return _explain_sunrise(view, seat, action, cat, coins)
        case Produce(skip=True):
            return [
                _t(
                    N(
                        "Hint",
                        "Let the %1 rest this round: the cards it would need are worth "
                        "more in your hand.",
                    ),
                    _name(cat, action.building),
                )
            ]
        case Produce():
            good, where = _good(cat, action.building), _name(cat, action.building)
            if action.cards:
                names = ", ".join(_name(cat, c) for c in action.cards)
                return [
                    _t(
                        N(
                            "Hint",
                            "Produce %1 on the %2 by discarding %3: those are the cards "
                            "you need least.",
                        ),
                        good,
                        where,
                        names,
                    )
                ]
            return [_t(N("Hint", "Produce %1 on the %2."), good, where)]
        case Chain():
            card = cat.card(action.building)
            made = action.times * len(card.chain)
            return [
                _t(
                    N(
                        "Hint",
                        "Run the chain of the %1 (%2×): it makes %n good(s) (%3), worth "
                        "more than what it uses.",
                    ),
                    card.name,
                    action.times,
                    _good(cat, card.id),
                    n=made,
                )
            ]
        case Build():
            card = cat.card(action.card)
            cost = q.build_cost(view, seat, card.id)
            if card.is_production and card.good:
                return [
                    _t(
                        N(
                            "Hint",
                            "Build the %1 for %2 coins: it is worth %n point(s) and can "
                            "produce %3 from next round.",
                        ),
                        card.name,
                        cost,
                        _good(cat, card.id),
                        n=card.vp,
                    )
                ]
            return [
                _t(
                    QT_TRANSLATE_NOOP(
                        "Hint", "Build the %1 for %2 coins: it is worth %n point(s)."
                    ),
                    card.name,
                    cost,
                    n=card.vp,
                )
            ]
        case Hire():
            face = None
            for a, s in view.open_assistants:
                if a == action.assistant:
                    face = q.assistant_side(cat, a, s)
            vp = face.vp if face else 0
            name = cat.assistants[action.assistant].name
            if action.building is not None:
                return [
                    _t(
                        N(
                            "Hint",
                            "Hire %1: it is worth %n point(s) and will produce on the %2 "
                            "every round.",
                        ),
                        name,
                        _name(cat, action.building),
                        n=vp,
                    )
                ]
            return [_t(N("Hint", "Hire %1: it is worth %n point(s)."), name, n=vp)]
        case MoveAssistant():
            return [
                _t(
                    N("Hint", "Move the assistant to the %1."),
                    _name(cat, action.building),
                )
            ]
        case Assign():
            return [
                _t(
                    QT_TRANSLATE_NOOP(
                        "Hint", "Put %1 at the %2, your most reliable building after the worker's."
                    ),
                    cat.assistants[action.assistant].name,
                    _name(cat, action.building),
                )
            ]
        case Discard():
            return [
                _t(
                    N("Hint", "Discard the %1: it is the card you need least."),
                    _name(cat, action.card),
                )
            ]
        case Done():
            return [_explain_done(view, seat, cat, coins)]
    return [_t(N("Hint", "This is what the Normal computer player would do."))]


def _explain_done(view: GameState, seat: int, cat: Catalog, coins: int) -> Part:
    p = view.players[seat]
    if view.phase == PRODUCTION and view.step in (CHAIN, FINAL_CHAIN):
        return _t(
            QT_TRANSLATE_NOOP(
                "Hint", "Stop the chains here: the cards left are worth more in your hand."
            )
        )
    if view.phase == PRODUCTION and view.step == BUILD:
        if p.planned is not None:
            cost = q.build_cost(view, seat, p.planned)
            if cost > coins:
                return _t(
                    N(
                        "Hint",
                        "You cannot pay the %1 coins for the planned card yet (it goes "
                        "back to your hand), and no assistant is worth hiring now.",
                    ),
                    cost,
                )
        return _t(N("Hint", "Neither building nor hiring pays off now: keep your goods."))
    if view.phase == PRODUCTION and view.step == PRODUCE:
        return _t(N("Hint", "Nothing more to produce."))
    return _t(N("Hint", "Nothing here is worth doing: move on."))


def _explain_sunrise(
    view: GameState, seat: int, a: Sunrise, cat: Catalog, coins: int
) -> list[Part]:
    if a.building is None:  # the rule set let assistants take every building
        home = N(
            "Hint",
            "Your worker stays home this round: an assistant works at each of your "
            "production buildings.",
        )
        return [_t(home), *_explain_plan(view, seat, a, cat, coins, 0)]
    card = cat.card(a.building)
    p = view.players[seat]
    known: Counter[str] = Counter(bonus_of(p, cat))
    for c in view.market[0]:
        r = cat.card(c).resource
        if r is not None:
            known[r] += 1
            known[ANY] += 1
    lack = sum(max(0, n - known.get(r, 0)) for r, n in card.inputs)
    made = q.output_of(q.WORKER, a.efficient)
    good = _good(cat, card.id)
    if a.efficient:
        out = [
            _t(
                N("Hint", "Put your worker efficiently on the %1 to make %n %2."),
                card.name,
                good,
                n=made,
            )
        ]
    else:
        out = [
            _t(
                N(
                    "Hint",
                    "Put your worker sloppily on the %1 (one input may be missing) to make %n %2.",
                ),
                card.name,
                good,
                n=made,
            )
        ]
    if lack == 0:
        out.append(_t(N("Hint", "The sunrise row already shows everything it needs.")))
    elif lack <= 2:
        out.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "Hint", "It lacks %n resource(s), which the sunset row or your hand may supply."
                ),
                n=lack,
            )
        )
    else:
        out.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "Hint", "It still lacks %n resources, but it is your best chance."
                ),
                n=lack,
            )
        )
    value = cat.goods[card.good].value if card.good else 0
    return out + _explain_plan(view, seat, a, cat, coins, made * value)


def _explain_plan(
    view: GameState, seat: int, a: Sunrise, cat: Catalog, coins: int, income: int
) -> list[Part]:
    """Why ``a`` plans its card (or none), given the coins the worker's goods should add."""
    out: list[Part] = []
    if a.plan is None:
        out.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "Hint", "Plan nothing: no card in your hand is worth its price yet."
                )
            )
        )
        return out
    plan = cat.card(a.plan)
    cost = plan.cost or 0
    worth = Assessor(view, seat).building_value(a.plan)
    out.append(
        _t(
            N(
                "Hint",
                "Plan the %1 (%2 coins, %n point(s), worth about %3 to you with what "
                "it adds later).",
            ),
            plan.name,
            cost,
            f"{worth:.0f}",
            n=plan.vp,
        )
    )
    if coins >= cost:
        out.append(_t(N("Hint", "You can already pay for it.")))
    elif coins + income >= cost:
        out.append(_t(N("Hint", "The goods you make should pay for it.")))
    else:
        out.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "Hint", "It may have to wait for more goods, but planning it costs nothing."
                )
            )
        )
    return out


__all__ = ["english", "explain", "hint", "hint_parts"]
