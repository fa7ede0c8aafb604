"""``redbook serve``: the HTTP API on uvicorn."""

from __future__ import annotations

import argparse

from api.commands._common import settings


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "serve", help="serve the HTTP API (interactive docs at /docs)",
        description="Serve the HTTP API. Games are stored in the embedded SQLite file unless "
        "--database-url (or REDBOOK_DATABASE_URL) names PostgreSQL.")
    # Also accepted after the sub-command; SUPPRESS keeps the global flag's value otherwise.
    parser.add_argument("--database-url", default=argparse.SUPPRESS,
                        help="where games are stored (default: the embedded SQLite file; "
                        "env REDBOOK_DATABASE_URL)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on "
                        "(default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--cors-origin", action="append", default=None, metavar="ORIGIN",
                        help="allow browser calls from ORIGIN (repeatable; none by default)")
    parser.add_argument("--max-body-bytes", type=int, default=None,
                        help="largest request body accepted (default 1000000)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from api.app import create_app

    app = create_app(settings(args), cors_origins=args.cors_origin,
                     max_body_bytes=args.max_body_bytes)
    url = f"http://{args.host}:{args.port}"
    print(f"Red Book API on {url}: open {url}/ for the web table, {url}/docs for the "
          "interactive API docs.", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", access_log=False)
    return 0
