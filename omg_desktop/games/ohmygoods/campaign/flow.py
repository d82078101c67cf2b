"""The story's flow: which chapter comes next, what a chapter's result sets, the ending.

- :func:`new_campaign` starts at the first chapter;
- :func:`chapter_setup` / :func:`chapter_seed` give the game of the current chapter;
- :func:`finish_chapter` records the result of its finished game (medal, goal flag
  ``<chapter>_goal: yes|no``, what it introduced) and waits for the decision;
- :func:`decide` applies the chosen option's flags and moves on, to the next
  chapter or to the first ending whose flags all match;
- :func:`replay_chapter` goes back to an earlier chapter, restoring the story as
  it stood then.

All In is not part of the story: :func:`all_in_setup` sets up that one game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....seating.seat import Seat
from ..rules import Catalog, GameState, scores, winners
from ..rules.story import ChapterDef, EndingDef, Goal
from .progress import (
    DECIDING,
    ENDED,
    PLAYING,
    Campaign,
    CampaignError,
    ChapterResult,
    clean_name,
)

#: The expansion's rule set id in the data.
RULESET = "longsdale"


def story(cat: Catalog) -> list[ChapterDef]:
    """The story's chapters in order (All In and other pseudo-chapters left out)."""
    return [c for c in cat.chapters.values() if not c.all_in]


def all_in_chapter(cat: Catalog) -> ChapterDef | None:
    return next((c for c in cat.chapters.values() if c.all_in), None)


def new_campaign(cat: Catalog, seats: list[Seat], seed: int) -> Campaign:
    chapters = story(cat)
    if not chapters:
        raise CampaignError("the data has no story chapters")
    if not 1 <= len(seats) <= 4:
        raise CampaignError(f"a campaign has 1 to 4 players, not {len(seats)}")
    if any(s.is_remote for s in seats) and not any(s.is_human for s in seats):
        raise CampaignError("friends over the network play with someone at the host's screen")
    named = [replace(s, name=clean_name(s.name)) for s in seats]  # as the file reads them
    return Campaign(seats=host_order(named), seed=seed, chapter=chapters[0].id)


def host_order(seats: list[Seat]) -> list[Seat]:
    """The seats in the order a hosted table gives them: the computers where they are,
    the people here in the first people's places, the friends over the network after
    them (the host's people take the first free seats of its table)."""
    people = [s for s in seats if not s.is_computer]
    it = iter([s for s in people if s.is_human] + [s for s in people if s.is_remote])
    return [s if s.is_computer else next(it) for s in seats]


def chapter_setup(camp: Campaign) -> dict[str, Any]:
    """The set-up of the current chapter's game (see
    :mod:`omg_desktop.games.ohmygoods.rules.chapters`)."""
    if camp.chapter is None:
        raise CampaignError("the campaign has ended")
    return {
        "chapter": camp.chapter,
        "flags": dict(camp.flags),
        "introduced": list(camp.introduced),
    }


def all_in_setup(cat: Catalog) -> dict[str, Any]:
    ch = all_in_chapter(cat)
    if ch is None:
        raise CampaignError("the data has no All In chapter")
    return {"chapter": ch.id, "flags": {}, "introduced": []}


def chapter_seed(camp: Campaign) -> str:
    """A seed for the current chapter's game: new for every attempt, same on every machine."""
    return f"{camp.seed}:{camp.chapter}:{camp.attempts}"


def metric(state: GameState, seat: int, name: str) -> int:
    """A goal metric of ``seat`` at the end of a game."""
    p = state.players[seat]
    sheet = scores(state)[seat]
    if name == "points":
        return sheet.total
    if name == "buildings":
        return len(p.buildings)
    if name == "coins":
        return sheet.coins
    if name == "assistants":
        return len(p.assistants)
    raise CampaignError(f"unknown goal metric {name!r}")


def goal_value(state: GameState, goal: Goal) -> int:
    """Where a chapter's goal stands: the solo player's metric, or the best one's with
    several players (at the end of the game, what the medal is given for)."""
    return max(metric(state, s, goal.metric) for s in range(state.num_players))


def goal_progress(state: GameState) -> tuple[Goal, int] | None:
    """The goal of the story chapter ``state`` plays and its value now (None: the game
    is not a story chapter's)."""
    ch = state.cat.chapters.get(str((state.setup or {}).get("chapter")))
    if ch is None or ch.all_in or ch.goal is None:
        return None
    return ch.goal, goal_value(state, ch.goal)


def finish_chapter(cat: Catalog, camp: Campaign, state: GameState) -> ChapterResult:
    """Record the finished game of the current chapter; the decision comes next."""
    if camp.status != PLAYING or camp.chapter is None:
        raise CampaignError("no chapter is being played")
    if not state.over:
        raise CampaignError("the chapter's game is not over")
    if state.setup.get("chapter") != camp.chapter:
        raise CampaignError(f"that game is not chapter {camp.chapter}")
    ch = cat.chapters[camp.chapter]
    value = goal_value(state, ch.goal)
    result = ChapterResult(
        chapter=ch.id,
        scores=[s.total for s in scores(state)],
        winners=winners(state),
        value=value,
        medal=ch.goal.medal(value),
        flags_before=dict(camp.flags),
        introduced_before=list(camp.introduced),
    )
    camp.results.append(result)
    camp.flags[f"{ch.id}_goal"] = "yes" if result.goal_met else "no"
    camp.introduced = sorted(set(camp.introduced) | set(state.introduced))
    camp.game = None
    camp.table = None
    camp.status = DECIDING
    if ch.decision is None:
        _advance(cat, camp)
    return result


def decide(cat: Catalog, camp: Campaign, option_id: str) -> None:
    """Take the current chapter's decision and go on to the next chapter or the ending."""
    if camp.status != DECIDING or camp.chapter is None:
        raise CampaignError("there is no decision to take now")
    ch = cat.chapters[camp.chapter]
    options = {o.id: o for o in ch.decision.options} if ch.decision else {}
    if option_id not in options:
        raise CampaignError(f"{option_id!r} is not an option (options: {', '.join(options)})")
    camp.flags.update(dict(options[option_id].sets))
    camp.results[-1].choice = option_id
    _advance(cat, camp)


def _advance(cat: Catalog, camp: Campaign) -> None:
    chapters = story(cat)
    ids = [c.id for c in chapters]
    i = ids.index(camp.chapter)
    if i + 1 < len(ids):
        camp.chapter = ids[i + 1]
        camp.status = PLAYING
        return
    camp.chapter = None
    camp.status = ENDED
    camp.ending = ending_for(cat, camp.flags).id


def ending_for(cat: Catalog, flags: dict[str, str]) -> EndingDef:
    """The first ending whose flags all match (the last one has none)."""
    for e in cat.endings:
        if all(flags.get(k) == v for k, v in e.when):
            return e
    raise CampaignError("no ending matches (the last ending must have no conditions)")


def start_chapter(camp: Campaign, record: dict[str, Any]) -> None:
    """Note that the current chapter's game has started (its record is kept for resuming)."""
    if camp.status != PLAYING:
        raise CampaignError("no chapter is to be played now")
    camp.game = record
    camp.attempts += 1


def start_network_chapter(camp: Campaign, code: str) -> None:
    """Note that the current chapter's game has started at the host's network table
    ``code`` (its record is the host's server's; the campaign keeps the code)."""
    if camp.status != PLAYING:
        raise CampaignError("no chapter is to be played now")
    camp.game = None
    camp.table = code
    camp.attempts += 1


def replay_chapter(camp: Campaign, index: int) -> None:
    """Play chapter ``index`` (0-based among the results) again; later results are dropped."""
    if not 0 <= index < len(camp.results):
        raise CampaignError(f"chapter {index + 1} has not been played yet")
    r = camp.results[index]
    camp.flags = dict(r.flags_before)
    camp.introduced = list(r.introduced_before)
    camp.chapter = r.chapter
    del camp.results[index:]
    camp.status = PLAYING
    camp.ending = None
    camp.game = None
    camp.table = None
