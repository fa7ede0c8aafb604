"""Where games are stored and which card database is used: settings from flags or the
environment, turned into the ``eventsourcing`` library's environment."""

from __future__ import annotations

import os
import secrets
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlparse

from domain.errors import BadSetting

if TYPE_CHECKING:
    from domain.cards import Catalog

#: Environment variables an operator can set (flags override them).
DATABASE_URL_ENV = "REDBOOK_DATABASE_URL"
#: How the store's setting is named in a message: the flag, then the environment variable.
DATABASE_URL_SETTING = f"--database-url (or {DATABASE_URL_ENV})"
CARDS_ENV = "REDBOOK_CARDS"
HOME_ENV = "REDBOOK_HOME"


def fresh_seed() -> str:
    """A seed nobody can guess: 256 bits, so neither it nor a commitment to it can be found."""
    return secrets.token_hex(32)


class ConfigError(BadSetting):
    """A setting that cannot be used; the message says which and why."""


def default_home() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser()
    return Path.home() / ".local" / "share" / "redbook"


def default_database_url() -> str:
    return os.environ.get(DATABASE_URL_ENV) or f"sqlite:///{default_home() / 'redbook.sqlite'}"


def store_env(database_url: str | None = None) -> dict[str, str]:
    """The event store settings for a database URL.

    ``sqlite:///PATH`` (the default: an embedded file, created on first use),
    ``sqlite://:memory:`` (a private in-memory store), or ``postgresql://USER:PASS@HOST:PORT/DB``
    (optionally ``?schema=NAME``).
    """
    url = database_url or default_database_url()
    parsed = urlparse(url)
    if parsed.scheme == "sqlite":
        if url in ("sqlite://:memory:", "sqlite:///:memory:"):
            # Each pooled connection to ":memory:" would get its own database; a named shared
            # in-memory database is one store for the whole process.
            name = f"file:redbook-{uuid.uuid4().hex}?mode=memory&cache=shared"
            return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": name}
        path = Path(unquote(url[len("sqlite:///"):] if url.startswith("sqlite:///") else ""))
        if not str(path):
            raise ConfigError(f"{DATABASE_URL_SETTING}: a SQLite database URL names a file: "
                              f"sqlite:///PATH, not {url!r}.")
        path = path.expanduser()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ConfigError(f"The store's folder {path.parent} cannot be made "
                              f"({(exc.strerror or str(exc)).lower()}): set {HOME_ENV} or "
                              f"{DATABASE_URL_SETTING} to keep games elsewhere.") from None
        return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(path),
                "SQLITE_LOCK_TIMEOUT": "10"}
    if parsed.scheme in ("postgresql", "postgres"):
        dbname = parsed.path.lstrip("/")
        if not dbname:
            raise ConfigError(f"{DATABASE_URL_SETTING}: the PostgreSQL URL {url!r} names no "
                              "database.")
        env = {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": unquote(dbname),
            "POSTGRES_HOST": parsed.hostname or "127.0.0.1",
            "POSTGRES_PORT": str(parsed.port or 5432),
            "POSTGRES_USER": unquote(parsed.username or "postgres"),
            "POSTGRES_PASSWORD": unquote(parsed.password or ""),
        }
        for part in parsed.query.split("&"):
            key, _, value = part.partition("=")
            if key == "schema" and value:
                env["POSTGRES_SCHEMA"] = value
        return env
    raise ConfigError(f"{DATABASE_URL_SETTING}: unsupported database URL {url!r}: use "
                      "sqlite:///PATH or postgresql://USER:PASSWORD@HOST:PORT/DATABASE.")


#: How long the first connection to a PostgreSQL store may take, in seconds: a store that
#: cannot be reached is told at once, not after the connection pool's half minute of retries.
FIRST_CONNECT_TIMEOUT = 5


def check_reachable(env: dict[str, str], database_url: str) -> None:
    """Connect once to the PostgreSQL store of ``env`` (:func:`store_env`), briefly;
    :class:`ConfigError` saying why, in one line, if that fails (an embedded SQLite store is
    always at hand)."""
    if env.get("PERSISTENCE_MODULE") != "eventsourcing.postgres":
        return
    import psycopg

    try:
        psycopg.connect(dbname=env["POSTGRES_DBNAME"], host=env["POSTGRES_HOST"],
                        port=env["POSTGRES_PORT"], user=env["POSTGRES_USER"],
                        password=env["POSTGRES_PASSWORD"],
                        connect_timeout=FIRST_CONNECT_TIMEOUT).close()
    except psycopg.Error as exc:
        raise ConfigError(f"{DATABASE_URL_SETTING}: cannot connect to the database at "
                          f"{without_password(database_url)}: {_reason(exc)}.") from None


def without_password(url: str) -> str:
    """``url`` as a message may show it: any password replaced by ``***``."""
    parsed = urlparse(url)
    if parsed.password is None:
        return url
    user, _, host = parsed.netloc.rpartition("@")
    return parsed._replace(netloc=f"{user.partition(':')[0]}:***@{host}").geturl()


def _reason(exc: Exception) -> str:
    """The driver's reason, in one line: 'connection failed: connection to server at
    "127.0.0.1", port 1 failed: Connection refused' (then a hint on the next line) says
    'connection refused'."""
    lines = str(exc).strip().splitlines() or [type(exc).__name__]
    reason = lines[0].rpartition(" failed: ")[2].removeprefix("FATAL:").strip()
    return reason[:1].lower() + reason[1:]


@dataclass(frozen=True)
class Settings:
    database_url: str
    cards: str | None

    @classmethod
    def from_env(cls, database_url: str | None = None, cards: str | None = None) -> Settings:
        return cls(database_url or default_database_url(), cards or os.environ.get(CARDS_ENV))

    def catalog(self) -> Catalog:
        """The card catalog: the user's CoE cards.json if given, else the starter catalog."""
        from domain.cards import load_catalog

        return load_catalog(self.cards)
