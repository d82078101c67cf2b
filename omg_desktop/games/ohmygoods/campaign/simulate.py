"""Whole campaigns played headless by computer seats, decisions taken by seed.

``play_campaign`` plays every chapter of the story in order with bots of one
level, takes each chapter's decision with its own seeded PRNG, and reports the
chapters, their results and the ending. ``summarise`` folds many campaigns into
the distributions ``docs/campaign.md`` reports (scores, medals, endings).
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable
from typing import Any

from ....seating.seat import Seat
from ..bots.arena import play_game
from ..rules import Catalog
from ..rules.rng import Rng, seed_state
from ..rules.story import ChapterDef
from .flow import RULESET, chapter_seed, chapter_setup, decide, finish_chapter, new_campaign
from .progress import DECIDING, ENDED, Campaign


def play_campaign(
    cat: Catalog,
    players: int,
    level: str,
    seed: int,
    make_bot: Any = None,
    choose: Callable[[ChapterDef, Campaign], str] | None = None,
) -> dict[str, Any]:
    """One campaign; a dict with ``chapters_played``, ``ending``, ``errors``, ``chapters``.

    ``choose(chapter, campaign)`` takes the decisions (default: by the seeded PRNG).
    """
    if make_bot is None:
        from ..bots.registry import make_bot
    seats = [Seat.computer(f"Bot {i + 1}", level) for i in range(players)]
    camp = new_campaign(cat, seats, seed)
    rng = Rng(seed_state(f"decisions:{seed}"))
    chapters: list[dict[str, Any]] = []
    errors: list[str] = []
    while camp.status != ENDED:
        chapter = camp.chapter
        game_seed = chapter_seed(camp)
        camp.attempts += 1
        try:
            bots = [make_bot(level, f"{game_seed}:{i}") for i in range(players)]
            _, state = play_game(cat, bots, game_seed, RULESET, chapter_setup(camp))
        except Exception as exc:  # noqa: BLE001 - a simulation reports every failure
            errors.append(f"{chapter}: {type(exc).__name__}: {exc}")
            break
        result = finish_chapter(cat, camp, state)
        if camp.status == DECIDING:
            ch = cat.chapters[chapter]
            options = ch.decision.options  # type: ignore[union-attr]
            pick = choose(ch, camp) if choose else options[rng.below(len(options))].id
            decide(cat, camp, pick)
        chapters.append(
            {
                "chapter": chapter,
                "scores": result.scores,
                "value": result.value,
                "medal": result.medal,
                "choice": result.choice,
                "rounds": state.round,
                "buildings": [len(p.buildings) for p in state.players],
                "new_buildings": [
                    sum(1 for b in p.buildings if state.cat.card(b.card).expansion)
                    for p in state.players
                ],
                "winners": result.winners,
                "introduced": len(state.introduced),
            }
        )
    return {
        "chapters_played": len(chapters),
        "ending": camp.ending,
        "errors": len(errors),
        "error_messages": errors,
        "flags": camp.flags,
        "chapters": chapters,
    }


def summarise(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Distributions over many campaigns: per chapter score spread and medals; endings."""
    per: dict[str, list[dict[str, Any]]] = {}
    for run in runs:
        for ch in run["chapters"]:
            per.setdefault(ch["chapter"], []).append(ch)
    chapters = {}
    for cid, rows in per.items():
        values = [r["value"] for r in rows]
        all_scores = [s for r in rows for s in r["scores"]]
        medals = Counter(r["medal"] or "none" for r in rows)
        choices = Counter(r["choice"] for r in rows if r["choice"])
        chapters[cid] = {
            "games": len(rows),
            "score_mean": round(statistics.fmean(all_scores), 1),
            "score_min": min(all_scores),
            "score_max": max(all_scores),
            "goal_value_mean": round(statistics.fmean(values), 1),
            "goal_rate": round(sum(1 for r in rows if r["medal"]) / len(rows), 3),
            "medals": dict(sorted(medals.items())),
            "choices": dict(sorted(choices.items())),
        }
    return {
        "campaigns": len(runs),
        "new_buildings": _new_building_stats(runs),
        "errors": sum(r["errors"] for r in runs),
        "endings": dict(sorted(Counter(r["ending"] for r in runs).items(), key=str)),
        "chapters": chapters,
    }


def _new_building_stats(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """How much the new buildings are used, and whether using them decides games.

    With several players: the win share of seats that built at least one new
    building against the seats that built none (a dominant card would show as a
    large gap).
    """
    built = [n for run in runs for ch in run["chapters"] for n in ch["new_buildings"]]
    with_new = [0.0, 0]
    without = [0.0, 0]
    for run in runs:
        for ch in run["chapters"]:
            seats = len(ch["scores"])
            if seats < 2:
                continue
            for seat, n in enumerate(ch["new_buildings"]):
                share = 1 / len(ch["winners"]) if seat in ch["winners"] else 0.0
                bucket = with_new if n else without
                bucket[0] += share
                bucket[1] += 1
    out: dict[str, Any] = {
        "mean_per_player_game": round(statistics.fmean(built), 2) if built else 0.0,
        "share_of_player_games_with_one": round(sum(1 for n in built if n) / len(built), 3)
        if built
        else 0.0,
    }
    if with_new[1] and without[1]:
        out["win_rate_with_new"] = round(with_new[0] / with_new[1], 3)
        out["win_rate_without_new"] = round(without[0] / without[1], 3)
    return out
