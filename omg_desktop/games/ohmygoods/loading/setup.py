"""Can the game be set up from this data? Each rule set checked for its most players.

What :func:`omg_desktop.games.ohmygoods.rules.engine.new_game` takes for ``n`` players, read from
the rule set (so the check follows the data, not particular cards):

- every player gets a start building (a ``charburner`` card) and a worker card
  (checked with the counts in :mod:`.loader`);
- every player is dealt ``starting_hand`` cards from the base deck (production
  and office cards of no expansion: an expansion's first chapter adds none), and,
  when goods are cards (``goods_are_cards``), ``starting_goods`` more on the start
  building;
- ``assistants_per_player`` base assistants per player are laid out for hire.

The needs grow with the players, so the rule set's ``max_players`` is checked.
"""

from __future__ import annotations

from collections.abc import Sequence

from omg_desktop.games.ohmygoods.rules.catalog import RuleSet

from ....data_loading.fields import Entry


def check_setup(rulesets: Sequence[tuple[Entry, RuleSet]], deck: int, helpers: int) -> None:
    """Report at each rule set what its most players would need but the data lacks.

    ``deck``: the base game's deck cards; ``helpers``: its assistants (entries in the
    data, broken ones counted too: they are reported on their own).
    """
    for entry, rs in rulesets:
        players = rs.max_players
        hands = rs.starting_hand * players
        if hands > deck:
            entry.report(
                _field(entry, "starting_hand"),
                f"{_players(players)} (max_players) are dealt {rs.starting_hand} cards each "
                f"(starting_hand), {hands} in all, but the base deck has only {deck} cards",
            )
        elif rs.goods_are_cards and hands + rs.starting_goods * players > deck:
            entry.report(
                _field(entry, "starting_goods"),
                f"{_players(players)} (max_players) are dealt {rs.starting_hand} cards each "
                f"and {rs.starting_goods} more as goods (goods_are_cards), "
                f"{hands + rs.starting_goods * players} in all, but the base deck has only "
                f"{deck} cards",
            )
        wanted = rs.assistants_per_player * players
        if wanted > helpers:
            entry.report(
                _field(entry, "assistants_per_player"),
                f"{_players(players)} (max_players) need {wanted} assistants for hire "
                f"({rs.assistants_per_player} each), but the data has only {helpers}",
            )


def _field(entry: Entry, name: str) -> str:
    """``name`` if the rule set gives it, else ``max_players`` (the default applies)."""
    return name if name in entry.data else "max_players"


def _players(n: int) -> str:
    return f"{n} player" if n == 1 else f"{n} players"
