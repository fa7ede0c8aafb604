"""``redbook serve``: the HTTP API on uvicorn. The listening socket is bound before anything is
said, so a busy port is told as the one line of a refusal, never after the address to open."""

from __future__ import annotations

import argparse
import socket

from api.app import CORS_ENV, DEFAULT_MAX_BODY, MAX_BODY_ENV
from api.auth import OPERATOR_TOKEN_ENV
from api.commands._common import at_least_one, settings, with_listing
from api.config import CARDS_ENV, DATABASE_URL_ENV, HOME_ENV
from domain.errors import BadSetting
from domain.store.games import (
    CACHE_EVENTS,
    CACHE_EVENTS_SETTING,
    CACHE_GAMES,
    CACHE_GAMES_SETTING,
    SNAPSHOT_EVERY,
    SNAPSHOT_EVERY_SETTING,
)

#: The environment ``redbook serve`` reads, each with what it sets (a flag overrides it).
ENVIRONMENT = (
    (HOME_ENV, "the folder of the default store, redbook.sqlite (default "
               "~/.local/share/redbook)"),
    (DATABASE_URL_ENV, "where games are stored (--database-url)"),
    (CARDS_ENV, "the Council of Elrond cards.json to use instead of the starter catalog "
                "(--cards)"),
    (CORS_ENV, "browser origins allowed, comma-separated (--cors-origin; none by default)"),
    (MAX_BODY_ENV, f"largest request body in bytes (--max-body-bytes; default "
                   f"{DEFAULT_MAX_BODY})"),
    (OPERATOR_TOKEN_ENV, "the operator's token: reads every game, creates and closes "
                         "challenges"),
    (CACHE_GAMES_SETTING, f"games kept in memory (default {CACHE_GAMES})"),
    (CACHE_EVENTS_SETTING, f"events those games may hold in all (default {CACHE_EVENTS})"),
    (SNAPSHOT_EVERY_SETTING, f"one snapshot of a kept game's past every N steps (default "
                             f"{SNAPSHOT_EVERY})"),
)


MAX_PORT = 65535


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "serve", help="serve the HTTP API (interactive docs at /docs)",
        **with_listing(
            "Serve the HTTP API and the web table. Games are stored in the embedded SQLite "
            "file unless --database-url (or REDBOOK_DATABASE_URL) names another; cards come "
            "from the starter catalog (The Wizards only) unless --cards (or REDBOOK_CARDS) "
            "names a Council of Elrond cards.json.", "environment", ENVIRONMENT))
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on "
                        "(default 127.0.0.1)")
    parser.add_argument("--port", type=port_number, default=8000,
                        help="port (default 8000; 0 picks a free one, which is announced)")
    parser.add_argument("--cors-origin", action="append", default=None, metavar="ORIGIN",
                        help="allow browser calls from ORIGIN (repeatable; none by default; "
                        f"env {CORS_ENV})")
    parser.add_argument("--max-body-bytes", type=at_least_one, default=None, metavar="N",
                        help=f"largest request body accepted, at least 1 (default "
                        f"{DEFAULT_MAX_BODY}; env {MAX_BODY_ENV})")
    parser.set_defaults(func=run)


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 0 to 65535 (0: the system picks a free one)."""
    value = int(text) if text.isascii() and text.isdigit() else -1
    if not 0 <= value <= MAX_PORT:
        raise argparse.ArgumentTypeError(f"a port number from 0 to {MAX_PORT}, not {text!r}")
    return value


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port``; :class:`BadSetting` saying why when it cannot be."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
    try:
        sock.bind((host, port))
        sock.listen()
    except OSError as exc:
        sock.close()
        raise BadSetting(f"Cannot listen on {host}:{port} (--host, --port): "
                         f"{(exc.strerror or str(exc)).lower()}.") from None
    return sock


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from api.app import create_app

    sock = listening_socket(args.host, args.port)
    try:
        app = create_app(settings(args), cors_origins=args.cors_origin,
                         max_body_bytes=args.max_body_bytes)
    except BaseException:
        sock.close()
        raise
    # The port bound, which --port 0 leaves to the system.
    url = f"http://{args.host}:{sock.getsockname()[1]}"
    print(f"Red Book API on {url}: open {url}/ for the web table, {url}/docs for the "
          "interactive API docs.", flush=True)
    config = uvicorn.Config(app, log_level="warning", access_log=False)
    uvicorn.Server(config).run(sockets=[sock])
    return 0
