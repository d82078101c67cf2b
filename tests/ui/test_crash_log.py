"""A crash of the program itself leaves the Python stacks in crash.log (a newcomer's
window vanished mid-game without a trace). The crash is made in a child process: a
real segmentation fault, as Qt or a library would make it."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_a_native_crash_leaves_the_stacks_in_the_data_folder(tmp_path):
    code = textwrap.dedent(
        f"""
        import ctypes, sys
        from pathlib import Path
        from omg_desktop.ui.crash_log import keep_crash_log
        assert keep_crash_log(Path({str(tmp_path)!r})) is not None
        def deep_in_the_game():
            ctypes.string_at(0)  # reads address 0: a segmentation fault
        deep_in_the_game()
        """
    )
    env = {k: v for k, v in __import__("os").environ.items() if k != "PYTHONFAULTHANDLER"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=60)
    assert done.returncode != 0
    log = (tmp_path / "crash.log").read_text()
    assert "Segmentation fault" in log and "deep_in_the_game" in log


def test_with_pythonfaulthandler_set_stderr_has_them_and_no_file_is_made(tmp_path, monkeypatch):
    from omg_desktop.ui.crash_log import keep_crash_log

    monkeypatch.setenv("PYTHONFAULTHANDLER", "1")
    assert keep_crash_log(tmp_path) is None
    assert not (tmp_path / "crash.log").exists()
