"""The catalog and a rule set compiled into flat lists for :mod:`.fastplay`.

Cards are indexed by their id, resources, goods and colours by small ints.
Nothing here names a card: every value is read from the :class:`Catalog`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .catalog import ANY, CHARACTER, Catalog, RuleSet

#: The resource index standing for "any resource" in compiled inputs.
ANY_RES = -2


class UnsupportedRuleSet(ValueError):
    """A rule set with expansion rules, which the fast playout does not play."""


@dataclass(frozen=True, slots=True)
class Tables:
    """One catalog and rule set, as lists indexed by card id (or good/resource index)."""

    cat: Catalog
    rs: RuleSet
    res: list[int]  # resource index of a card, -1 for none
    half: list[bool]
    prod: list[bool]  # a production building (workers and assistants work there)
    character: list[bool]
    cost: list[int | None]
    vp: list[int]
    colour: list[int]
    good: list[int]  # good index, -1 for none
    coin: list[int]  # coin value of one good on the card (0 if it makes none)
    inputs: list[tuple[tuple[int, int], ...]]  # (resource index or ANY_RES, count)
    chain_res: list[tuple[tuple[int, int], ...]]  # distinct (resource, times per run)
    chain_goods: list[tuple[tuple[int, int], ...]]  # distinct (good, times per run)
    chain_moves: list[tuple[int, ...]]  # goods in chain order, repeats kept
    chain_len: list[int]
    bonus: list[tuple[int, ...]]  # market_resource effects: resource indices
    extra: list[tuple[int, ...]]  # extra_card_if_hand_at_most limits
    n_res: int
    n_colours: int
    good_ids: tuple[str, ...]
    good_value: tuple[int, ...]
    #: assistant id -> its two sides as (cost, ((colour, count), ...), vp)
    sides: dict[int, tuple[tuple[int, tuple[tuple[int, int], ...], int], ...]]


def check_ruleset(rs: RuleSet) -> None:
    """Raise :class:`UnsupportedRuleSet` unless ``rs`` plays the base game."""
    expansion = getattr(rs, "expansion", None)
    if expansion is not None or rs.assign_hired_at_round_end or rs.fixed_rounds is not None:
        raise UnsupportedRuleSet(
            f"{rs.name} ({rs.id}) uses expansion rules (its cards and events, assistants "
            "assigned at the end of the round, or a fixed number of rounds); the fast "
            "playout plays base games only"
        )
    if rs.end_trigger_buildings is None:
        raise UnsupportedRuleSet(f"{rs.name} ({rs.id}) has no end: the game would never stop")


def compile_tables(cat: Catalog, rs: RuleSet) -> Tables:
    """Flatten ``cat`` for ``rs`` (see :class:`Tables`)."""
    check_ruleset(rs)
    res_ids = list(cat.resources)
    ri = {r: i for i, r in enumerate(res_ids)}
    good_ids = tuple(sorted(cat.goods))  # index order = id order: payments come sorted
    gi = {g: i for i, g in enumerate(good_ids)}
    colours: list[str] = []
    for name in [c.colour for c in cat.cards.values()] + [
        n for a in cat.assistants.values() for s in a.sides for n in s.needs
    ]:
        if name not in colours:
            colours.append(name)
    ci = {c: i for i, c in enumerate(colours)}
    size = max(cat.cards) + 1
    res = [-1] * size
    half = [False] * size
    prod = [False] * size
    character = [False] * size
    cost: list[int | None] = [None] * size
    vp = [0] * size
    colour = [-1] * size
    good = [-1] * size
    coin = [0] * size
    inputs: list[tuple[tuple[int, int], ...]] = [()] * size
    chain_res: list[tuple[tuple[int, int], ...]] = [()] * size
    chain_goods: list[tuple[tuple[int, int], ...]] = [()] * size
    chain_moves: list[tuple[int, ...]] = [()] * size
    chain_len = [0] * size
    bonus: list[tuple[int, ...]] = [()] * size
    extra: list[tuple[int, ...]] = [()] * size
    for cid, c in cat.cards.items():
        res[cid] = -1 if c.resource is None else ri[c.resource]
        half[cid] = c.half_sun
        prod[cid] = c.is_production
        character[cid] = c.kind == CHARACTER
        cost[cid] = c.cost
        vp[cid] = c.vp
        colour[cid] = ci[c.colour]
        good[cid] = -1 if c.good is None else gi[c.good]
        coin[cid] = 0 if c.good is None else cat.goods[c.good].value
        ins = tuple((ANY_RES if r == ANY else ri[r], n) for r, n in c.inputs)
        if any(r == ANY_RES for r, _ in ins) and len(ins) > 1:
            raise UnsupportedRuleSet(
                f"card {cid} mixes 'any' inputs with named ones; the fast playout cannot"
            )
        inputs[cid] = ins
        chain_r, chain_g = cat.chain_split[cid]
        chain_res[cid] = tuple((ri[r], n) for r, n in Counter(chain_r).items())
        chain_goods[cid] = tuple((gi[g], n) for g, n in Counter(chain_g).items())
        chain_moves[cid] = tuple(gi[g] for g in chain_g)
        chain_len[cid] = len(c.chain)
        bonus[cid] = tuple(ri[str(v)] for v in c.effect_values("market_resource"))
        extra[cid] = tuple(int(v) for v in c.effect_values("extra_card_if_hand_at_most"))
    sides = {
        a.id: tuple(
            (s.cost, tuple((ci[c], n) for c, n in Counter(s.needs).items()), s.vp) for s in a.sides
        )
        for a in cat.assistants.values()
    }
    return Tables(
        cat=cat,
        rs=rs,
        res=res,
        half=half,
        prod=prod,
        character=character,
        cost=cost,
        vp=vp,
        colour=colour,
        good=good,
        coin=coin,
        inputs=inputs,
        chain_res=chain_res,
        chain_goods=chain_goods,
        chain_moves=chain_moves,
        chain_len=chain_len,
        bonus=bonus,
        extra=extra,
        n_res=len(res_ids),
        n_colours=len(colours),
        good_ids=good_ids,
        good_value=tuple(cat.goods[g].value for g in good_ids),
        sides=sides,
    )


_CACHE: dict[tuple[int, str], Tables] = {}


def tables_for(cat: Catalog, rs: RuleSet) -> Tables:
    """:func:`compile_tables`, kept per catalog and rule set (the data never changes)."""
    key = (id(cat), rs.id)
    t = _CACHE.get(key)
    if t is None or t.cat is not cat or t.rs is not rs:
        if len(_CACHE) > 16:
            _CACHE.clear()
        t = _CACHE[key] = compile_tables(cat, rs)
    return t
