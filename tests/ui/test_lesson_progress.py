"""Where the player is in the lessons is kept by game as well as by lesson; what a
release before the box kept (``tutorial/progress``, ``tutorial/offered``, no game id)
is Oh My Goods!'s and loads unchanged."""

from __future__ import annotations

import json

import pytest

from omg_desktop.ui.lessons.progress import (
    OLD_OFFERED_KEY,
    OLD_PROGRESS_KEY,
    LessonProgress,
    offered_key,
    progress_key,
)
from omg_desktop.ui.settings import Settings


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "omg-desktop.conf")


def test_progress_kept_before_the_box_is_oh_my_goods_and_moves_to_its_key(settings):
    qs = settings.qsettings
    qs.setValue(OLD_PROGRESS_KEY, '{"base": {"step": "keep"}, "story": {"finished": true}}')
    qs.setValue(OLD_OFFERED_KEY, '["first_start"]')
    omg = LessonProgress(settings)  # the default game: Oh My Goods!
    assert omg.game == "ohmygoods" and LessonProgress(settings, "ohmygoods").step("base") == "keep"
    assert omg.step("base") == "keep" and omg.finished("story") and omg.offered("first_start")
    omg.remember("base", "produce")
    omg.mark_offered("campaign")
    assert qs.value(OLD_PROGRESS_KEY) is None and qs.value(OLD_OFFERED_KEY) is None
    assert json.loads(qs.value(progress_key("ohmygoods"))) == {
        "base": {"step": "produce"},
        "story": {"finished": True},
    }
    assert json.loads(qs.value(offered_key("ohmygoods"))) == ["first_start", "campaign"]


def test_each_game_keeps_its_own_lessons_apart(settings):
    LessonProgress(settings, "ohmygoods").remember("base", "keep")
    toy = LessonProgress(settings, "kuhn")
    assert toy.step("base") is None and not toy.offered("first_start")
    toy.remember("base", "bet")
    toy.mark_offered("first_start")
    assert LessonProgress(settings).step("base") == "keep"
    assert not LessonProgress(settings).offered("first_start")
    assert json.loads(settings.qsettings.value(progress_key("kuhn"))) == {"base": {"step": "bet"}}


def test_a_game_other_than_the_default_never_reads_the_old_keys(settings):
    settings.qsettings.setValue(OLD_PROGRESS_KEY, '{"base": {"step": "keep"}}')
    assert LessonProgress(settings, "kuhn").step("base") is None
    with pytest.raises(ValueError):
        LessonProgress(settings, "../x")


def test_the_lessons_and_the_last_game_read_a_games_id_and_its_old_key_alike(settings):
    """One settings helper keeps a game's texts: a game id the last configuration refuses
    the lessons refuse too, and their keys sit side by side under the game's."""
    from omg_desktop.ui.settings import game_key

    for bad in ("9lives", "../x", ""):
        assert settings.last_config(bad) is None
        with pytest.raises(ValueError):
            LessonProgress(settings, bad)
    assert progress_key("kuhn") == game_key("kuhn", "lessons/progress")
    settings.set_game_text("kuhn", "lessons/progress", '{"base": {"step": "bet"}}')
    assert LessonProgress(settings, "kuhn").step("base") == "bet"
