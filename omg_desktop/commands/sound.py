"""``omg-desktop sound [--json] [--play NAME ...]``: what the game's sound finds here.

Without ``--play``: the sound library and its version, the audio output it opened (or
why there is none), and the sound files found (the box's and those of the game of
``--game``); exit 0 either way (a computer without sound plays silent). ``--play NAME``
(or ``all``) plays effects one after another and exits 1 when nothing can be heard.
packaging/build.sh runs ``sound --json`` on the bundle: the library must load there.
"""

from __future__ import annotations

import argparse
import json
import time


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "sound",
        help="check the sound: library, audio output, files (--play to hear them)",
        description="Report the sound library, the audio output and the sound files; "
        "with --play, play effects (docs/sound.md).",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument(
        "--play", nargs="+", metavar="NAME", help="play these effects ('all': every one)"
    )
    parser.add_argument("--volume", type=int, default=100, help="percent, for --play (default 100)")
    return parser


def run(args: argparse.Namespace) -> int:
    from ..ui.faces import face
    from ..ui.sound.effects import AMBIENCE, RATE, gain, load_sounds, sound_files, sound_folder
    from ..ui.sound.players import SOUND_ENV, SilentPlayer, make_player

    files = sound_files(getattr(face(args.game), "SOUNDS", {}))  # the box's and the game's
    effects = [n for n in files if n != AMBIENCE]
    names = effects if args.play == ["all"] else list(args.play or [])
    unknown = [n for n in names if n not in files]
    if unknown:
        print(f"omg-desktop sound: unknown effect(s): {', '.join(unknown)}")
        print(f"  known: {', '.join(effects)}, {AMBIENCE}")
        return 2
    sounds, missing = load_sounds(sound_folder(), files)
    player = make_player()
    problem = None
    if isinstance(player, SilentPlayer):
        problem = f"switched off ({SOUND_ENV}=off)"
    try:
        player.open(sounds)
    except Exception as exc:  # noqa: BLE001 (reported, as the window logs it)
        problem = str(exc) if type(exc).__name__ == "SoundUnavailable" else repr(exc)
    report = {
        "library": _library(),
        "output": getattr(player, "output", "") or None,
        "problem": problem,
        "files": len(sounds),
        "files_missing": missing,
        "folder": str(sound_folder()),
    }
    try:
        if names and problem is None:
            for name in names:
                player.play(name, gain(args.volume))
                time.sleep(len(sounds.get(name, b"")) / 2 / RATE + 0.15)
    finally:
        player.close()
    if args.json:
        print(json.dumps(report))
    else:
        library = report["library"] or "no sound library"
        heard = f"plays through {report['output']}" if problem is None else f"silent: {problem}"
        print(f"sound: {library}; {heard}")
        print(f"files: {len(sounds)} in {report['folder']}" + (
            f" (missing or damaged: {', '.join(missing)})" if missing else ""))  # fmt: skip
    return 1 if names and problem is not None else 0


def _library() -> str | None:
    """``miniaudio 1.71``, or None when it cannot be imported."""
    try:
        import miniaudio
    except ImportError:
        return None
    return f"miniaudio {getattr(miniaudio, '__version__', '?')}"
