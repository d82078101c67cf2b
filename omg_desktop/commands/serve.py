"""``omg-desktop serve``: a headless server for network games (docs/network.md).

    omg-desktop serve --port 8765 --data ~/omg-server
    omg-desktop serve --port 443 --cert fullchain.pem --key privkey.pem

Many tables at once, each made by a client (``create``) and joined by its code, of
any game of the box: ``--game`` is the one of a client that names none.
The tables live in SQLite in ``--data`` (or in PostgreSQL: ``--data postgresql://…``)
and come back when the server is started again. The first line on stdout says where
it listens (``--port 0`` takes any free port).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from ..cli import CommandError


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "serve",
        help="run a server for network games",
        description="Serve network games: a lobby of tables joined by code, over WebSocket "
        "(TLS with --cert and --key), of every game of the box (--game: the one a client "
        "that names none plays). See docs/network.md.",
    )
    p.add_argument("--host", help="the address to listen on (default: every interface)")
    p.add_argument("--port", type=int, default=8765, help="the TCP port (default 8765; 0: any)")
    p.add_argument(
        "--data",
        help="where the tables are kept: a folder (SQLite) or a postgresql:// address "
        "(default: the user's data folder, omg-desktop/server)",
    )
    p.add_argument("--cert", type=Path, help="TLS certificate chain (PEM); needs --key")
    p.add_argument("--key", type=Path, help="TLS private key (PEM)")
    p.add_argument(
        "--away-after",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="how long a player may be gone before the table's away level plays for them "
        "(tables created with one; default 30)",
    )
    p.add_argument("--max-tables", type=int, default=1000, help="unfinished tables at once")
    p.add_argument("--max-connections", type=int, default=2000, help="connections at once")
    p.add_argument(
        "--hello-timeout",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="close a connection that has not said hello by then (default 5)",
    )
    p.add_argument(
        "--lobby-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="close a connection that has said hello but taken no seat by then (default 60)",
    )
    p.add_argument(
        "--ping-interval",
        type=float,
        default=20.0,
        metavar="SECONDS",
        help="ping each client this often (default 20)",
    )
    p.add_argument(
        "--ping-timeout",
        type=float,
        default=20.0,
        metavar="SECONDS",
        help="a client that does not answer a ping by then reads too slowly: it leaves its "
        "seat and is disconnected (4004; default 20)",
    )
    p.add_argument(
        "--tables-per-address",
        type=int,
        default=20,
        metavar="N",
        help="unfinished tables made from one client address (default 20)",
    )
    p.add_argument(
        "--creates-per-minute",
        type=float,
        default=2.0,
        metavar="N",
        help="tables one client address may make a minute, after --create-burst (default 2)",
    )
    p.add_argument(
        "--create-burst",
        type=int,
        default=10,
        metavar="N",
        help="tables one client address may make at once (default 10)",
    )
    p.add_argument(
        "--unplayed-expiry",
        type=float,
        default=3600.0,
        metavar="SECONDS",
        help="drop a table nobody played (no move, at most one person joined, nobody there) "
        "this long after it was made (default 3600; 0: never)",
    )
    p.add_argument(
        "--wrong-codes-per-minute",
        type=float,
        default=10.0,
        metavar="N",
        help="wrong join codes or seat tokens one client address may try a minute, after "
        "--wrong-codes-burst (default 10)",
    )
    p.add_argument(
        "--wrong-codes-burst",
        type=int,
        default=20,
        metavar="N",
        help="wrong join codes or seat tokens one client address may try at once (default 20)",
    )
    p.add_argument(
        "--hard-tables-per-address",
        type=int,
        default=4,
        metavar="N",
        help="unfinished tables with a Hard computer made from one client address (default 4)",
    )
    p.add_argument(
        "--trust-forwarded",
        action="store_true",
        help="behind a reverse proxy: count each client by the last address of the "
        "X-Forwarded-For header (only when clients cannot reach the server directly)",
    )
    p.add_argument(
        "--rate", type=float, default=50.0, help="messages a second per connection (default 50)"
    )
    p.add_argument(
        "--burst", type=float, default=200.0, help="messages at once per connection (default 200)"
    )
    p.add_argument("-q", "--quiet", action="store_true", help="log warnings and errors only")
    p.add_argument(
        "-v", "--verbose", action="store_true",
        help="log more: also each computer decision as it waits and starts thinking",
    )  # fmt: skip
    return p


def run(args: argparse.Namespace) -> int:
    import ssl

    from .. import __version__
    from ..net.hub import HubLimits
    from ..net.server import GameServer, ServerConfig
    from ..net.session import SessionLimits
    from ..net.storage import StorageError

    if (args.cert is None) != (args.key is None):
        raise CommandError("--cert and --key go together", status=2)
    if not 0 <= args.port <= 65535:
        raise CommandError("--port must be between 0 and 65535", status=2)
    if args.rate <= 0 or args.burst < 1 or args.max_tables < 1 or args.max_connections < 1:
        raise CommandError(
            "--rate, --burst, --max-tables and --max-connections must be positive", 2
        )
    if args.tables_per_address < 1 or args.create_burst < 1 or not args.creates_per_minute > 0:
        raise CommandError(
            "--tables-per-address, --creates-per-minute and --create-burst must be positive", 2
        )
    if not (args.ping_interval > 0 and args.ping_timeout > 0):
        raise CommandError("--ping-interval and --ping-timeout must be positive", status=2)
    if args.hard_tables_per_address < 0:
        raise CommandError("--hard-tables-per-address must be 0 or more", status=2)
    if args.wrong_codes_burst < 1 or not args.wrong_codes_per_minute > 0:
        raise CommandError("--wrong-codes-per-minute and --wrong-codes-burst must be positive", 2)
    if args.unplayed_expiry < 0:
        raise CommandError("--unplayed-expiry must be 0 or more", status=2)
    if not (args.hello_timeout > 0 and args.lobby_timeout > 0):
        raise CommandError("--hello-timeout and --lobby-timeout must be positive", status=2)
    if args.away_after < 0:
        raise CommandError("--away-after must be 0 or more", status=2)
    for f in (args.cert, args.key):
        if f is not None and not f.is_file():
            raise CommandError(f"{f}: no such file")
    data = args.data or str(_default_data())
    logging.basicConfig(
        level=logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
        stream=sys.stderr,
    )
    if args.verbose and not args.quiet:
        logging.getLogger("omg_desktop.net").setLevel(logging.DEBUG)
    config = ServerConfig(
        host=args.host,
        port=args.port,
        data=data,
        cert=args.cert,
        key=args.key,
        session=SessionLimits(rate=args.rate, burst=args.burst),
        hub=HubLimits(
            max_tables=args.max_tables,
            away_after=args.away_after,
            tables_per_address=args.tables_per_address,
            creates_per_minute=args.creates_per_minute,
            create_burst=args.create_burst,
            unplayed_expiry=args.unplayed_expiry,
            wrong_codes_per_minute=args.wrong_codes_per_minute,
            wrong_codes_burst=args.wrong_codes_burst,
            hard_tables_per_address=args.hard_tables_per_address,
        ),
        max_connections=args.max_connections,
        hello_timeout=args.hello_timeout,
        lobby_timeout=args.lobby_timeout,
        ping_interval=args.ping_interval,
        ping_timeout=args.ping_timeout,
        trust_forwarded=args.trust_forwarded,
        game=getattr(args, "game", None) or ServerConfig.game,
    )
    try:
        server = GameServer(config, f"omg-desktop {__version__}")
    except StorageError as exc:
        raise CommandError(str(exc)) from None

    def ready(url: str, port: int) -> None:
        where = data if "://" not in data else data.split("@")[-1]
        print(f"omg-desktop server: listening on {url} (tables in {where})", flush=True)

    try:
        asyncio.run(server.serve(ready))
    except ssl.SSLError as exc:
        raise CommandError(f"the TLS certificate or key cannot be used: {exc}") from None
    except OSError as exc:
        raise CommandError(f"cannot listen on port {args.port}: {exc.strerror or exc}") from None
    return 0


def _default_data() -> Path:
    from ..saves.paths import data_dir, tidy_old_folders

    tidy_old_folders()  # earlier versions' doubled folders
    return data_dir() / "server"
