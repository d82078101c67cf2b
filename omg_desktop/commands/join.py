"""``omg-desktop join URL``: play one seat of a network table with a computer.

    omg-desktop join ws://host:8765 --create --players 3 --bot greedy --fill random
    omg-desktop join ws://host:8765 --code K7QX2M --bot heuristic --json

``--create`` makes the table first and prints its join code on the first line
(``{"code": "…"}`` with ``--json``). ``--fill LEVEL`` gives the other seats to the
server's computers; without it they wait for people (``join --code``). The seat is
played by a computer of ``--bot LEVEL`` until the game ends; a dropped connection
is taken up again by itself. With ``--seat-file FILE`` the seat's ticket is kept in
FILE, and a later ``join`` with the same file takes the seat back (after a crash).
The last line is the result (one JSON object with ``--json``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..cli import CommandError
from ..data_loading.problems import DataError
from .tables import game_of, levels_problem, table_problem, words


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "join",
        help="play one seat of a network game with a computer",
        description="Join (or --create) a table on an omg-desktop server and play one seat "
        "with a computer level. See docs/network.md.",
    )
    p.add_argument("url", help="the server, e.g. ws://192.168.1.20:8765 or wss://example.org")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--create", action="store_true", help="create a table, then join it")
    what.add_argument("--code", help="the join code of a table")
    p.add_argument("--players", type=int, default=2, help="seats of a new table (default 2)")
    p.add_argument("--seed", help="seed of a new table (default: one nobody can guess)")
    p.add_argument("--ruleset", help="rule set of a new table (default: the data's default)")
    p.add_argument(
        "--fill", metavar="LEVEL", help="the server's computers of LEVEL take the other seats"
    )
    p.add_argument(
        "--away", metavar="LEVEL", help="a new table lets LEVEL play for a player who is gone"
    )
    p.add_argument(
        "--bot",
        metavar="LEVEL",
        required=True,
        help="the computer level that plays this seat (the game's: for Oh My Goods! random, "
        "greedy, heuristic, montecarlo)",
    )
    p.add_argument("--bot-seed", help="seed of this seat's computer (default: the table's code)")
    p.add_argument("--name", default=None, help="the name shown at the table")
    p.add_argument("--seat-file", type=Path, help="keep the seat's ticket here; reuse it to resume")
    p.add_argument("--cafile", help="trust this certificate (PEM) for a wss:// server")
    p.add_argument(
        "--retry-for",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="how long to try to reconnect after a drop (default 60)",
    )
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("-v", "--verbose", action="store_true", help="report every update on stderr")
    return p


def run(args: argparse.Namespace) -> int:
    if not args.create and not args.code and not (args.seat_file and args.seat_file.exists()):
        raise CommandError("give --create or --code CODE (or a --seat-file to resume)", 2)
    if not args.url.startswith(("ws://", "wss://")):
        raise CommandError("the server's address starts with ws:// or wss://", 2)

    game = game_of(args)
    problem = None
    if args.create:
        try:
            _, problem = table_problem(game, game.load_catalog(), args.players, args.ruleset)
        except KeyError as exc:
            raise CommandError(words(exc), 2) from None
        except DataError as exc:
            raise CommandError(words(exc), 1) from None
    for option in ("bot", "fill", "away"):
        problem = problem or levels_problem(game, f"--{option}", [getattr(args, option)])
    if problem:
        raise CommandError(problem, 2)
    return asyncio.run(_run(args))


def _seed(text: str | None) -> int | str | None:
    from ..seating.config import parse_seed

    return None if text is None else parse_seed(text)


def _read_ticket(path: Path | None, url: str, code: str | None) -> Any:
    from ..net.client import Ticket

    if path is None or not path.exists():
        return None
    try:
        ticket = Ticket.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (ValueError, OSError) as exc:
        raise CommandError(f"{path}: not a seat ticket ({exc})") from None
    if ticket.url != url or (code is not None and ticket.code != code.strip().upper()):
        return None  # another server or table: take a new seat, and keep the new ticket
    return ticket


def _write_ticket(path: Path, ticket: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # a secret: owner only
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(ticket.to_dict(), fh)
    os.replace(tmp, path)


async def _run(args: argparse.Namespace) -> int:
    from .. import __version__
    from ..net.autoplay import play_seat
    from ..net.client import Client, ClientError, client_tls
    from ..net.wire import catalog_fingerprint

    game = game_of(args)
    cat = game.load_catalog()
    tls = client_tls(args.cafile) if args.cafile else None
    client = Client(
        args.url,
        data=catalog_fingerprint(cat, game),
        program=f"omg-desktop {__version__}",
        tls=tls,
        retry_for=args.retry_for,
        game=game.info.id,
    )

    def say(text: str) -> None:
        if args.verbose:
            print(f"seat: {text}", file=sys.stderr, flush=True)

    try:
        await client.connect()
        ticket = _read_ticket(args.seat_file, args.url, args.code)
        if ticket is not None:
            await client.resume(ticket)
        else:
            code = args.code
            if args.create:
                seats = [None] + [args.fill] * (args.players - 1)
                created = await client.create(seats, args.ruleset, _seed(args.seed), args.away)
                code = created.code
            ticket = await client.join(code, args.name or f"{args.bot} bot")
            if args.seat_file is not None:
                _write_ticket(args.seat_file, ticket)
        if args.create:
            line = json.dumps({"code": ticket.code}) if args.json else f"Join code: {ticket.code}"
            print(line, flush=True)
        say(f"playing seat {ticket.seat} of table {ticket.code}")
        seed = args.bot_seed if args.bot_seed is not None else ticket.code
        result = await play_seat(client, cat, args.bot, seed, say)
    except ClientError as exc:
        raise CommandError(str(exc)) from None
    finally:
        await client.close()
    if args.json:
        print(json.dumps(result.to_dict()), flush=True)
    else:
        scores = ", ".join(map(str, result.scores or []))
        won = " (won)" if result.winners and result.seat in result.winners else ""
        print(f"Game over at table {result.code}: seat {result.seat}{won}; scores {scores}")
    return 0
