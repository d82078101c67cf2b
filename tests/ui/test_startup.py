"""Start-up: the first frame comes before everything it does not show, and nothing is lost.

The speed itself is measured by ``benchmarks/ui_speed.py`` (docs/performance.md);
these tests keep the structure that makes it fast from quietly coming undone.
"""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

import pytest
from self_test_runner import run_self_test

from omg_desktop import cli
from omg_desktop.games.ohmygoods.loading import default_catalog

ROOT = Path(__file__).resolve().parents[2]

#: Modules the table's first frame must not wait for (they load when first used).
NOT_BEFORE_FIRST_FRAME = [
    "omg_desktop.ui.dialogs.about",
    "omg_desktop.ui.dialogs.help",
    "omg_desktop.ui.dialogs.score_sheet",
    "omg_desktop.ui.dialogs.slots",
    "omg_desktop.ui.replay_window",
    "omg_desktop.ui.slots_model",
    "omg_desktop.saves",
    "omg_desktop.gamefile",
    "omg_desktop.games.ohmygoods.simulation",
    "omg_desktop.commands.simulate",
    "omg_desktop.commands.replay",
    "omg_desktop.games.ohmygoods.bots.greedy",
    "omg_desktop.games.ohmygoods.bots.heuristic",
    "omg_desktop.games.ohmygoods.bots.montecarlo",
    # made just after the first frame (ui/window_parts/later.py)
    "omg_desktop.ui.cover",
    "omg_desktop.ui.sound",
    "omg_desktop.ui.network.window_part",
    "omg_desktop.ui.network.dialogs",
    "omg_desktop.ui.dialogs.new_game",
    "omg_desktop.net.hosting",
    "omg_desktop.games.ohmygoods.campaign.flow",  # (a chapter's goal on the table)
]


def self_test(tmp_path: Path) -> tuple[dict, dict]:
    return run_self_test(tmp_path)


@pytest.mark.timeout(120)
def test_the_self_test_paints_the_table_before_loading_what_it_does_not_show(tmp_path):
    first, _trace = self_test(tmp_path)  # fills the caches (catalog, card renders)
    assert first["ok"] and first["cards_on_table"] > 0
    assert (tmp_path / "cache" / "catalog.json").is_file()
    assert list((tmp_path / "cache" / "card-images").rglob("*.argb"))
    result, trace = self_test(tmp_path)
    assert result["ok"] and result["cards_on_table"] == first["cards_on_table"]
    assert result["collector_passes_before_first_frame"] == 0  # (it waits for the frame)
    names = [name for name, _ms in trace["milestones"]]
    assert names[0].startswith("self-test starts")
    assert "first frame painted" in names
    times = [ms for _name, ms in trace["milestones"]]
    assert times == sorted(times) and times[0] > 0
    loaded = set(trace["modules_at_first_frame"])
    assert "omg_desktop.ui.main_window" in loaded
    too_early = [m for m in NOT_BEFORE_FIRST_FRAME if m in loaded]
    assert too_early == []
    # with the renders on disk, no card is drawn: the drawing code is not even loaded
    assert "omg_desktop.games.ohmygoods.face.art.figures" not in loaded


# ---- the command line -------------------------------------------------------------------


def fake_command(name: str, calls: list) -> types.ModuleType:
    module = types.ModuleType(f"omg_desktop.commands.{name}")

    def add_parser(subparsers):
        p = subparsers.add_parser(name.replace("_", "-"), help=f"the {name} command")
        p.add_argument("--self-test", action="store_true")
        p.add_argument("--players", type=int)
        return p

    module.add_parser = add_parser
    module.run = lambda args: calls.append((name, args)) or 0
    return module


@pytest.mark.parametrize("argv", [[], ["--self-test"], ["play", "--players", "3"]])
def test_the_default_command_does_not_import_the_others(monkeypatch, argv):
    calls: list = []
    monkeypatch.setattr(cli, "COMMANDS", ["play", "simulate"])
    monkeypatch.setitem(sys.modules, "omg_desktop.commands.play", fake_command("play", calls))
    imported: list[str] = []
    real_import = cli.importlib.import_module

    def import_module(name, package=None):
        imported.append(name)
        return real_import(name, package)

    monkeypatch.setattr(cli.importlib, "import_module", import_module)
    assert cli.main(argv) == 0
    assert imported == ["omg_desktop.commands.play"]
    [(name, args)] = calls
    assert name == "play"
    assert args.self_test == (argv == ["--self-test"])


def test_other_command_lines_still_build_the_whole_parser(monkeypatch, capsys):
    calls: list = []
    monkeypatch.setattr(cli, "COMMANDS", ["play", "simulate"])
    for name in ("play", "simulate"):
        monkeypatch.setitem(sys.modules, f"omg_desktop.commands.{name}", fake_command(name, calls))
    assert cli.main(["simulate"]) == 0
    assert calls[0][0] == "simulate"
    assert cli.main(["--help"]) == 0
    assert "simulate" in capsys.readouterr().out


def test_the_window_command_line_does_not_read_the_version():
    code = (
        "import sys\n"
        "from omg_desktop import cli\n"
        "cli.main(['play', '--help'])\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "False"
    version = subprocess.run(
        [sys.executable, "-m", "omg_desktop", "--version"], cwd=ROOT, capture_output=True, text=True
    )
    assert version.stdout.startswith("omg-desktop ")


# ---- the window --------------------------------------------------------------------------


@pytest.fixture
def window(qtbot, tmp_path):
    from omg_desktop.ui.main_window import MainWindow
    from omg_desktop.ui.settings import Settings

    win = MainWindow(default_catalog(), Settings(path=tmp_path / "s.ini"), save_dir=tmp_path / "s")
    qtbot.addWidget(win)
    return win


def test_work_waits_for_the_first_frame_then_runs_once(qtbot, window):
    from omg_desktop.games.ohmygoods.face.panel.panel import PAGE_CLASSES

    ran: list[str] = []
    window.after_first_frame(lambda: ran.append("a"))
    window.after_first_frame(lambda: ran.append("b"))
    assert list(window.panel.pages) == ["wait"], "only the page the first frame shows"
    assert ran == []
    window.show()
    qtbot.waitUntil(lambda: ran == ["a", "b"])
    assert set(window.panel.pages) == set(PAGE_CLASSES), "the other pages follow the frame"
    window.table.viewport().repaint()
    qtbot.wait(20)
    assert ran == ["a", "b"]
    window.after_first_frame(lambda: ran.append("late"))  # after it: soon, still once
    qtbot.waitUntil(lambda: ran == ["a", "b", "late"])


LATER = ("menus", "network", "cover", "sound")


def test_the_menus_network_play_the_cover_and_the_sound_are_made_after_the_first_frame(
    qtbot, window
):
    bar = window.menuBar()
    titles = [a.text() for a in bar.actions()]
    game_menu = bar.actions()[0].menu()
    assert titles == ["&Game", "&View", "&Help"], "the titles are there: nothing moves later"
    assert game_menu.actions() == []
    assert [window.made(name) for name in LATER] == [None] * 4
    window.show()
    qtbot.waitUntil(lambda: window.made("menus") is not None)
    assert all(window.made(name) is not None for name in LATER)
    assert [a.text() for a in bar.actions()] == titles and bar.actions()[0].menu() is game_menu
    assert window.menus.new in game_menu.actions()
    assert not window.cover.isVisible() and not window.network.chat.isVisible()


def test_a_later_part_read_before_the_first_frame_is_made_then_with_the_others(qtbot, window):
    cover = window.cover
    assert all(window.made(name) is not None for name in LATER)
    window.show()
    qtbot.waitUntil(lambda: set(window.panel.pages) != {"wait"})  # the first frame's jobs
    assert window.cover is cover and window.menus.new.text() == "&New game…"
    assert sum(a.text() == "&New game…" for a in window.actions()) == 1, "made once"


def test_a_game_started_before_the_first_frame_shows_on_the_parts_made_after_it(qtbot, window):
    from omg_desktop.ui.launch import _config

    window.games.start_game(_config(2, 1, 5))
    assert window.made("menus") is None
    window.show()
    qtbot.waitUntil(lambda: window.made("menus") is not None)
    assert window.menus.undo.isEnabled() == window.panel.undo.isEnabled()
    assert not window.menus.scores.isVisible() and not window.network.chat.isVisible()
    window.controller.shutdown()


def test_a_page_asked_for_before_the_frame_is_made_on_the_spot(window):
    page = window.panel.pages["build"]
    assert window.panel.pages["build"] is page
    assert window.panel.stack.indexOf(page) >= 0
    window.panel.make_all()
    assert window.panel.pages["build"] is page


def test_a_game_started_from_the_command_line_collects_garbage_after_its_first_frame(
    qtbot, window, monkeypatch
):
    import gc

    from omg_desktop.ui import launch

    watched: list = []
    monkeypatch.setattr(
        launch, "_opened", lambda after_problem="", welcome=True, game_id=None: (None, window)
    )
    monkeypatch.setattr(launch, "_watch", lambda win, app: watched.append(win) or 0)
    try:
        assert launch.play(seed=3, players=2, humans=0) == 0
        assert watched == [window]
        assert not gc.isenabled(), "the collector waits while the window starts"
        window.show()
        qtbot.waitUntil(gc.isenabled)
    finally:
        gc.enable()
        window.controller.shutdown()


def test_a_window_whose_game_starts_at_once_lays_out_no_welcome_table(qtbot, tmp_path, window):
    from omg_desktop.ui.launch import _config
    from omg_desktop.ui.main_window import MainWindow
    from omg_desktop.ui.settings import Settings

    assert window.scene.items(), "a window waiting for its first game welcomes"
    settings = Settings(path=tmp_path / "at-once.ini")
    win = MainWindow(default_catalog(), settings, save_dir=tmp_path / "s2", welcome=False)
    qtbot.addWidget(win)
    assert win.scene.items() == []
    win.games.start_game(_config(2, 0, 5))
    win.show()
    qtbot.waitUntil(lambda: win.made("menus") is not None)
    assert any(key[0] == "card" for key in win.scene.items_by_key)
    assert not win.panel.pages["wait"].start.isVisible()
    win.controller.shutdown()


def test_the_store_and_the_autosaver_are_made_when_first_needed(qtbot, window, tmp_path):
    from omg_desktop.ui.launch import _config

    assert window.games._store is None and window.games._autosaver is None
    window.show()
    window.games.start_game(_config(2, 0, 5))
    assert window.store.folder == tmp_path / "s"
    qtbot.waitUntil(lambda: (tmp_path / "s" / "autosave.json").exists(), timeout=20_000)
    window.controller.shutdown()


def test_the_cover_follows_the_window_while_it_is_up(qtbot, window):
    from PySide6.QtCore import QSize

    window.show()
    centre = window.centralWidget()
    window.cover.show_for("Ana")
    assert window.cover.geometry() == centre.rect()
    window.resize(window.size() + QSize(40, 30))
    qtbot.waitUntil(lambda: window.cover.geometry() == centre.rect())
    window.cover._ready()
    assert not window.cover.isVisible()
    window.resize(window.size() + QSize(-60, -20))
    window.cover.show_for("Bruno")
    qtbot.waitUntil(lambda: window.cover.geometry() == centre.rect())


def test_bots_are_imported_when_made():
    from omg_desktop.games.ohmygoods.bots.greedy import GreedyBot
    from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
    from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS, make_bot

    assert list(BOT_LEVELS) == ["random", "greedy", "heuristic", "montecarlo"]
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    with pytest.raises(ValueError, match="unknown computer level"):
        make_bot("grandmaster", 1)


def test_the_dialogs_package_still_offers_every_dialog():
    from omg_desktop.ui import dialogs

    for name in dialogs.__all__:
        assert getattr(dialogs, name) is not None
    from omg_desktop.ui.dialogs import AboutDialog, NewGameDialog

    assert AboutDialog.__name__ == "AboutDialog" and NewGameDialog.__name__ == "NewGameDialog"
    with pytest.raises(AttributeError):
        dialogs.NoSuchDialog  # noqa: B018


def test_the_application_is_fusion_styled_and_learns_its_version_later(qapp):
    # the test session made the QApplication; application() keeps it
    from omg_desktop.ui.app import application, set_version

    assert application() is qapp
    set_version(qapp)
    import omg_desktop

    assert qapp.applicationVersion() == omg_desktop.__version__


def offscreen_python(code: str) -> subprocess.CompletedProcess:
    """``code`` run by a fresh Python on Qt's offscreen platform (it must succeed)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    return run


def test_a_fresh_application_uses_fusion(tmp_path):
    code = (
        "from omg_desktop.ui.app import application\n"
        "app = application()\n"
        "print(app.style().name(), app.applicationName(), app.arguments()[1:])\n"
    )
    run = offscreen_python(code)
    assert run.stdout.split() == ["fusion", "omg-desktop", "[]"]


def test_the_application_takes_its_icon_and_version_after_the_first_paint():
    code = (
        "from omg_desktop.ui.app import after_first_paint, application\n"
        "app = application()\n"
        "print(app.windowIcon().isNull(), app.applicationVersion() == '')\n"
        "after_first_paint(app)\n"
        "print(app.windowIcon().isNull(), app.applicationVersion() == '')\n"
    )
    run = offscreen_python(code)
    assert run.stdout.split() == ["True", "True", "False", "False"]


def test_the_packaged_look_comes_from_the_cache_and_follows_look_yaml(tmp_path, monkeypatch):
    import shutil

    from omg_desktop.data_loading.cache import same
    from omg_desktop.games.ohmygoods.face.art import look as look_module

    monkeypatch.setenv("OMG_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))
    copy = tmp_path / "look.yaml"
    shutil.copy(look_module.look_path(), copy)
    monkeypatch.setattr(look_module, "look_path", lambda: copy)
    first = look_module.load_look()
    assert (tmp_path / "cache" / "look.json").is_file()
    again = look_module.load_look()
    assert same(again, first) and same(again, look_module.load_look(copy))
    copy.write_text(copy.read_text(encoding="utf-8").replace("ink:", "ink: '#010203'\nold_ink:"))
    changed = look_module.load_look()
    assert changed.ink == "#010203"


def test_pyside_does_not_read_the_source_of_our_modules_as_they_load(tmp_path):
    """PySide reads every module's source as it is imported (≈ 0.1 ms each); ours and
    Python's own are answered without it, installed packages still go through its scan."""
    code = (
        "import inspect\n"
        "read = []\n"
        "source = inspect.getsource\n"
        "inspect.getsource = lambda m: read.append(m.__name__) or source(m)\n"
        "import omg_desktop.ui.app\n"
        "from omg_desktop.ui.steady_splitter import SteadySplitter\n"
        "from colorsys import rgb_to_hsv\n"
        "from yaml import safe_load\n"
        "print(sorted(set(read) & {'omg_desktop.ui.steady_splitter', 'colorsys', 'yaml'}))\n"
    )
    run = offscreen_python(code)
    assert run.stdout.split("\n")[0] == "['yaml']"
