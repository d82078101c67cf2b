"""Setting up an expansion game: a chapter's event deck and which new cards take part.

A set-up is plain data (kept in ``state.setup``, so a game replays from it)::

    {"chapter": "ch2", "flags": {"ally": "guild"}, "introduced": ["building:press", ...]}

- the event deck: the *Bottom* card, the *Middle* cards (one more solo)
  shuffled on it, the 3 *Top* cards shuffled on top; decisions of earlier
  chapters swap cards through the chapter's variants;
- chapter I: no new building or character in the deck (events bring them);
  later chapters: everything introduced before is shuffled in, the rest stays
  aside; expansion assistants introduced before are open for hire;
- *All In*: every new building and character (except the chapter's reserved
  cards) in the deck, the new assistants replacing the base ones: as many of them as
  the set-up would open of the base ones (2 per player, 000 line 15), drawn at random,
  or all of them when there are fewer (4 players: the 6 of the story); the rest leave
  the game. Games begun under an earlier revision open them all (the rule set's
  ``all_in_draws_assistants``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from .catalog import CHARACTER, Catalog
from .rng import Rng
from .state import UNKNOWN, GameState


@dataclass(frozen=True)
class ExpansionSetup:
    """What :func:`set_up_expansion` adds to a new game."""

    setup: dict[str, Any]  # the normalised set-up data
    deck: tuple[int, ...]  # expansion cards shuffled into the draw pile
    aside: tuple[str, ...]  # out-of-game tags of the others
    assistants: tuple[tuple[int, int], ...]  # expansion assistants open for hire
    replace_assistants: bool  # All In: they replace the base assistants
    events: tuple[int, ...]  # the event deck, bottom first (the top card is last)
    introduced: tuple[str, ...]


def normalise(cat: Catalog, setup: dict[str, Any]) -> dict[str, Any]:
    """The set-up with defaults filled in (the first chapter), checked against the data."""
    if not cat.chapters:
        raise ValueError("the data defines no chapters")
    chapter = setup.get("chapter") or next(iter(cat.chapters))
    if chapter not in cat.chapters:
        known = ", ".join(cat.chapters)
        raise ValueError(f"unknown chapter {chapter!r} (known: {known})")
    flags = setup.get("flags") or {}
    introduced = setup.get("introduced") or []
    if not isinstance(flags, dict) or not all(isinstance(v, str) for v in flags.values()):
        raise ValueError("set-up 'flags' must map flag names to text")
    if not isinstance(introduced, list) or not all(isinstance(t, str) for t in introduced):
        raise ValueError("set-up 'introduced' must be a list of texts")
    return {
        "chapter": chapter,
        "flags": dict(sorted(flags.items())),
        "introduced": list(introduced),
    }


def set_up_expansion(
    cat: Catalog, setup: dict[str, Any], players: int, rng: Rng, all_in_open: int | None = None
) -> ExpansionSetup:
    """The chapter's event deck and the new cards in play (``cat`` holds the expansion).

    ``all_in_open``: how many new assistants All In opens, drawn at random (None: all).
    """
    setup = normalise(cat, setup)
    ch = cat.chapters[setup["chapter"]]
    known = set(setup["introduced"])
    card_of = cat.card
    new = list(cat.expansion_cards)
    if ch.all_in:
        in_deck = [c for c in new if c not in ch.reserved]
        introduced = sorted(
            {f"building:{card_of(c).type}" for c in in_deck if card_of(c).kind != CHARACTER}
            | {f"character:{c}" for c in in_deck if card_of(c).kind == CHARACTER}
        )
    else:
        in_deck = [c for c in new if _tag(cat, c) in known]
        introduced = sorted(known)
    aside = [f"card:{c}" for c in new if c not in in_deck]
    helpers = [a for a, d in cat.assistants.items() if d.expansion is not None]
    chosen = helpers if ch.all_in else [a for a in helpers if f"assistant:{a}" in known]
    if ch.all_in and all_in_open is not None:
        rng.shuffle(chosen)
        chosen = chosen[:all_in_open]
    aside += [f"assistant:{a}" for a in helpers if a not in chosen]
    open_ = tuple((a, rng.below(2)) for a in chosen)
    bottom, middle, top = ch.event_ids(setup["flags"], solo=players == 1)
    middle_l, top_l = list(middle), list(top)
    rng.shuffle(middle_l)
    rng.shuffle(top_l)
    return ExpansionSetup(
        setup=setup,
        deck=tuple(in_deck),
        aside=tuple(aside),
        assistants=open_,
        replace_assistants=ch.all_in,
        events=(bottom, *middle_l, *top_l),
        introduced=tuple(introduced),
    )


def _tag(cat: Catalog, card: int) -> str:
    c = cat.card(card)
    return f"character:{card}" if c.kind == CHARACTER else f"building:{c.type}"


def unturned_events(state: GameState) -> list[int]:
    """Event cards still in the deck whose place a view hides (for sampling hidden worlds)."""
    ch = state.cat.chapters[state.setup["chapter"]]
    bottom, middle, top = ch.event_ids(state.setup["flags"], solo=state.num_players == 1)
    left = Counter([bottom, *middle, *top])
    left.subtract(state.events_turned)
    left.subtract(e for e in state.events if e != UNKNOWN)
    return sorted(left.elements())
