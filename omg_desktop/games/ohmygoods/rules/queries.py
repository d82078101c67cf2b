"""The rule questions the UI and the bots ask, in one place to import from.

Each answer is written once, in the module of its phase or step; this index only
gathers them (``from omg_desktop.games.ohmygoods.rules import queries as q``):

- goods and payments: :mod:`.goods`; the market's resources: :mod:`.market`;
- production, who works where, supplies: :mod:`.production`;
- chains: :mod:`.chains`; building: :mod:`.building`; assistants: :mod:`.hiring`;
- phase II moves: :mod:`.sunrise`; characters: :mod:`.characters`;
- round modifiers' keys: :mod:`.mods`.
"""

from __future__ import annotations

from .building import affordable, build_cost, buildable, can_build_now
from .catalog import ANY
from .chains import chain_cards, chain_max, chain_parts, chains_everywhere, may_chain
from .characters import CHARACTER_PHASES, playable_characters
from .goods import best_payment, coins_of, covers, goods_of, payment_value, payments, take_goods
from .hiring import (
    HIRE_COST,
    HIRE_LIMIT,
    HIRE_NEEDS,
    HIRE_NO_ROOM,
    assignable_buildings,
    assistant_buildings,
    assistant_side,
    at_assistant_limit,
    can_hire_now,
    colour_counts,
    hire_cost,
    hire_obstacle,
    hire_problem,
    hire_status,
    hireable,
    lacking_colours,
    production_buildings,
)
from .market import market_counts, office_resources, shown_resources
from .mods import BONUS_MOD, BUILD_DISCOUNT_MOD, FREE_MOVES_MOD, HIRE_DISCOUNT_MOD, MARKET_MOD
from .production import (
    ASSISTANT,
    WORKER,
    check_supply,
    deficit,
    may_lack,
    output_of,
    person_at,
    supplies,
    supply_options,
)
from .sunrise import move_cost

__all__ = [
    "ANY",
    "ASSISTANT",
    "BONUS_MOD",
    "BUILD_DISCOUNT_MOD",
    "CHARACTER_PHASES",
    "FREE_MOVES_MOD",
    "HIRE_COST",
    "HIRE_DISCOUNT_MOD",
    "HIRE_LIMIT",
    "HIRE_NEEDS",
    "HIRE_NO_ROOM",
    "MARKET_MOD",
    "WORKER",
    "affordable",
    "assignable_buildings",
    "assistant_buildings",
    "assistant_side",
    "at_assistant_limit",
    "best_payment",
    "build_cost",
    "buildable",
    "can_build_now",
    "can_hire_now",
    "chain_cards",
    "chain_max",
    "chain_parts",
    "chains_everywhere",
    "check_supply",
    "coins_of",
    "colour_counts",
    "covers",
    "deficit",
    "goods_of",
    "hire_cost",
    "hire_obstacle",
    "hire_problem",
    "hire_status",
    "hireable",
    "lacking_colours",
    "market_counts",
    "may_chain",
    "may_lack",
    "move_cost",
    "office_resources",
    "output_of",
    "payment_value",
    "payments",
    "person_at",
    "playable_characters",
    "production_buildings",
    "shown_resources",
    "supplies",
    "supply_options",
    "take_goods",
]
