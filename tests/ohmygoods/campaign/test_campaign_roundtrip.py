"""A campaign slot saved, loaded and saved again is the same file, wherever it stands.

Random campaigns (solo and with 2 to 4 players, random names) are played through with
random moves and random decisions; at random points mid-chapter, before each chapter,
while a decision waits and at the ending, the campaign is saved, loaded as "Continue"
loads it (``CampaignStore.load`` with the catalog, the chapter's game resumed with
``resumed_recorder`` as ``CampaignSession._resume`` does and its record put back as
``CampaignSession.save`` does), and saved again: byte for byte the same file (the
store's clock is injected). A campaign was once lost on its first quit-and-continue
because resuming dropped the chapter's set-up; a name with a no-break space or an emoji
joined by a zero-width joiner was written and then refused.
"""

from __future__ import annotations

import random
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from story_fixture import expansion_catalog

from omg_desktop.games.ohmygoods.campaign.flow import (
    RULESET,
    chapter_seed,
    chapter_setup,
    decide,
    finish_chapter,
    new_campaign,
    replay_chapter,
    start_chapter,
)
from omg_desktop.games.ohmygoods.campaign.progress import DECIDING, ENDED, PLAYING, Campaign
from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.games.ohmygoods.rules import legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder
from omg_desktop.saves import resumed_recorder
from omg_desktop.seating import Seat
from omg_desktop.seating.levels import LEVELS

CAT = expansion_catalog()
NOW = datetime(2026, 12, 6, 10, 9, 8, tzinfo=UTC)

pytestmark = pytest.mark.timeout(120)

#: Names as the New game dialog gives them: any text, stripped, at most 24 characters.
names = st.text(min_size=1, max_size=24).map(str.strip).filter(bool)


def continued(store: CampaignStore, slot: int) -> Campaign:
    """The campaign as "Continue" goes on with it, saved once more (the first change)."""
    camp = store.load(slot, CAT)
    if camp.game is not None:
        rec = resumed_recorder(GameRecord.from_dict(camp.game), CAT)
        camp.game = rec.record.to_dict()
    return camp


def same_after_continue(store: CampaignStore, camp: Campaign) -> None:
    store.save(1, camp)
    store.save(2, continued(store, 1))
    assert store.path(2).read_bytes() == store.path(1).read_bytes()


@st.composite
def campaigns(draw) -> tuple[list[Seat], int, int]:
    """Seats (a person first; the others people or computers), a campaign seed and the
    seed of its random moves, decisions and save points."""
    players = draw(st.integers(1, 4))
    chosen = draw(st.lists(names, min_size=players, max_size=players, unique_by=str.casefold))
    seats = [Seat.human(chosen[0])]
    for name in chosen[1:]:
        level = draw(st.none() | st.sampled_from(LEVELS))
        seats.append(Seat.human(name) if level is None else Seat.computer(name, level))
    return seats, draw(st.integers(0, 2**64 - 1)), draw(st.integers(0, 2**32))


@settings(
    max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(campaigns())
def test_a_campaign_continued_anywhere_saves_the_same_file(campaign):
    seats, seed, moves = campaign
    rng = random.Random(moves)
    store = CampaignStore(
        Path(tempfile.mkdtemp(prefix="omg-camp-rt-")), catalog=CAT, clock=lambda: NOW
    )
    camp = new_campaign(CAT, seats, seed)
    replayed = False
    while camp.status != ENDED:
        same_after_continue(store, camp)  # before the chapter, or its decision waiting
        if camp.status == DECIDING:
            options = CAT.chapters[camp.chapter].decision.options
            decide(CAT, camp, rng.choice(options).id)
            continue
        assert camp.status == PLAYING
        rec = Recorder(CAT, len(camp.seats), chapter_seed(camp), RULESET, chapter_setup(camp))
        start_chapter(camp, rec.record.to_dict())
        stops = set(rng.sample(range(250), 3))
        while not rec.state.over:
            acts = legal_actions(rec.state, to_act(rec.state)[0])
            rec.play(rng.choice(acts))
            if len(rec.record.actions()) in stops:  # mid-chapter
                camp.game = rec.record.to_dict()
                same_after_continue(store, camp)
                rec = resumed_recorder(GameRecord.from_dict(store.load(2, CAT).game), CAT)
        finish_chapter(CAT, camp, rec.state)
        if camp.status == ENDED and not replayed and rng.random() < 0.5:
            replay_chapter(camp, rng.randrange(len(camp.results)))  # a chapter played again
            replayed = True
    same_after_continue(store, camp)  # the ending


def test_names_any_dialog_takes_are_kept_and_control_characters_become_spaces(tmp_path):
    """A no-break space and a joined emoji are kept as typed; a pasted tab (which the
    file refuses, as every control character) is a space from the start."""
    store = CampaignStore(tmp_path, catalog=CAT, clock=lambda: NOW)
    typed = ["Ana\u00a0Maria", "\U0001f469\u200d\U0001f4bb Bo", "Chi\tara"]
    camp = new_campaign(CAT, [Seat.human(n) for n in typed], 7)
    assert [s.name for s in camp.seats] == [*typed[:2], "Chi ara"]
    same_after_continue(store, camp)
    assert [s.name for s in store.load(2, CAT).seats] == [*typed[:2], "Chi ara"]
