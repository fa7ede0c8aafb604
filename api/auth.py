"""Players, bearer tokens and who may read or play a game.

A player gets a random token once, at registration; the store keeps only its SHA-256, so a
leaked database does not leak tokens. Game ownership and visibility are service bookkeeping,
not game content, so they live in a table beside the event store rather than in the log.
An operator token (env ``REDBOOK_OPERATOR_TOKEN``) may read every game but plays none.
A game the command line stored (``redbook play``, ``redbook challenge play``) has no such
bookkeeping: it is owned by no player and private, so only the operator reads it.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Literal, TypeVar

from fastapi import Depends, Request, Security
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from api.errors import Forbidden, NameTaken, Unauthorized
from domain.chronicle import Record
from domain.errors import GameNotFound
from domain.ruleset import GAME_STARTED
from projections.db import Database

OPERATOR_TOKEN_ENV = "REDBOOK_OPERATOR_TOKEN"
T = TypeVar("T")
Visibility = Literal["private", "public"]

TABLES = (
    "CREATE TABLE IF NOT EXISTS {redbook_players} ("
    "id TEXT PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, "
    "created TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS {redbook_games} ("
    "game_id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, owner TEXT NOT NULL, "
    "visibility TEXT NOT NULL, created TEXT NOT NULL)",
    # The game list narrows to one owner's games (projections.summaries).
    "CREATE INDEX IF NOT EXISTS redbook_games_by_owner ON {redbook_games} (owner)",
    # A new player's name is looked up to refuse one taken (not unique: a store may hold
    # players of the same name registered before names were refused).
    "CREATE INDEX IF NOT EXISTS redbook_players_by_name ON {redbook_players} (name)",
)


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class GameMeta:
    game_id: str
    ruleset: str
    owner: str | None  # None: a game the command line stored, owned by no player
    visibility: str
    created: str | None


@dataclass(frozen=True, slots=True)
class Caller:
    """Who sent a request: a player, the operator, or nobody (no token)."""

    player: Player | None = None
    operator: bool = False


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Registry:
    """Players and game ownership, in the games' own database.

    Both are written once and never change, so what was found is remembered (bounded):
    a command then costs no bookkeeping reads, and no process can hold a stale copy."""

    remembered = 10_000

    def __init__(self, database: Database,
                 records: Callable[[uuid.UUID], Sequence[Record]] | None = None) -> None:
        """``records`` reads a stored game (:class:`GameNotFound` if there is none), so a game
        the command line stored, with no bookkeeping here, is still found."""
        self._db = database
        self._records = records
        self._players: dict[str, Player] = {}
        self._games: dict[str, GameMeta] = {}
        database.create(TABLES)

    def _remember(self, memory: dict[str, T], key: str, value: T) -> T:
        if len(memory) >= self.remembered:
            memory.pop(next(iter(memory)))  # the oldest entry: dicts keep insertion order
        memory[key] = value
        return value

    def add_player(self, name: str) -> tuple[Player, str]:
        """A new player and its token (shown once: only its hash is kept); :class:`NameTaken`
        if another player has the name. The write transaction holds the lock from its first
        statement, so two players asking for one name at once cannot both get it."""
        player = Player(str(uuid.uuid4()), name)
        token = secrets.token_urlsafe(32)
        with self._db.write() as session:
            if session.execute("SELECT id FROM {redbook_players} WHERE name = ?",
                               (name,)).one() is not None:
                raise NameTaken(name)
            session.execute("INSERT INTO {redbook_players} (id, name, token_hash, created) "
                            "VALUES (?, ?, ?, ?)", (player.id, name, token_hash(token), now()))
        return player, token

    def player_for(self, token: str) -> Player | None:
        key = token_hash(token)
        if key in self._players:
            return self._players[key]
        with self._db.read() as session:
            row = session.execute("SELECT id, name FROM {redbook_players} WHERE token_hash = ?",
                                  (key,)).one()
        return self._remember(self._players, key, Player(row["id"], row["name"])) if row else None

    def add_game(self, game_id: uuid.UUID, ruleset: str, owner: Player,
                 visibility: str) -> GameMeta:
        """Record a game's owner; called once the game itself is stored, so a game that failed
        to start leaves no trace here."""
        meta = GameMeta(str(game_id), ruleset, owner.id, visibility, now())
        with self._db.write() as session:
            session.execute("INSERT INTO {redbook_games} "
                            "(game_id, ruleset, owner, visibility, created) "
                            "VALUES (?, ?, ?, ?, ?)",
                            (meta.game_id, ruleset, meta.owner, meta.visibility, meta.created))
        return meta

    def game(self, game_id: uuid.UUID) -> GameMeta:
        """A game's bookkeeping; a game without it (its start did not complete) is unknown."""
        if str(game_id) in self._games:
            return self._games[str(game_id)]
        with self._db.read() as session:
            row = session.execute("SELECT game_id, ruleset, owner, visibility, created "
                                  "FROM {redbook_games} WHERE game_id = ?",
                                  (str(game_id),)).one()
        if row is None:
            # Not remembered: a game the API is starting is stored a moment before its
            # bookkeeping, and must not be taken for ever as owned by nobody.
            if self._records is None:
                raise GameNotFound(f"There is no game {game_id}.")
            return self._unregistered(game_id)
        return self._remember(self._games, str(game_id), GameMeta(
            row["game_id"], row["ruleset"], row["owner"], row["visibility"], row["created"]))

    def _unregistered(self, game_id: uuid.UUID) -> GameMeta:
        """A stored game without bookkeeping (the command line's): no owner, private."""
        assert self._records is not None
        records = self._records(game_id)  # GameNotFound if the store has no such game
        if not records or records[0].kind != GAME_STARTED:
            raise GameNotFound(f"There is no game {game_id}.")
        return GameMeta(str(game_id), str(records[0].data.get("ruleset")), None, "private",
                        None)


# -- request dependencies -------------------------------------------------------------------
_bearer = HTTPBearer(auto_error=False, description="A player's token from POST /players, "
                     "or the operator token.")


def current_caller(request: Request, credentials: Annotated[
        HTTPAuthorizationCredentials | None, Security(_bearer)]) -> Caller:
    """The caller; a malformed or unknown token is refused rather than ignored."""
    header = request.headers.get("authorization")
    if header is None:
        return Caller()
    if credentials is None or not credentials.credentials.strip():
        raise Unauthorized("Send the token as 'Authorization: Bearer <token>'.")
    token = credentials.credentials.strip()
    operator: str | None = request.app.state.operator_token
    if operator and hmac.compare_digest(token.encode(), operator.encode()):
        return Caller(operator=True)
    registry: Registry = request.app.state.registry
    player = registry.player_for(token)
    if player is None:
        raise Unauthorized("This token belongs to no player; register with POST /players.")
    return Caller(player)


CurrentCaller = Annotated[Caller, Depends(current_caller)]

#: ``openapi_extra`` of routes where the token is optional (reading a public game): OpenAPI
#: says so with an empty security requirement beside the bearer one.
TOKEN_OPTIONAL: dict[str, object] = {"security": [{}]}


def current_player(caller: CurrentCaller) -> Player | None:
    """The player making the request, or None (no token, or the operator)."""
    return caller.player


def require_player(caller: CurrentCaller) -> Player:
    if caller.player is None:
        if caller.operator:
            raise Forbidden("The operator token reads games; it does not play them.")
        raise Unauthorized("Send a player's token (POST /players gives one) as "
                           "'Authorization: Bearer <token>'.")
    return caller.player


RequiredPlayer = Annotated[Player, Depends(require_player)]


def authorize_read(caller: Caller, meta: GameMeta) -> None:
    if meta.visibility == "public" or caller.operator:
        return
    if caller.player is None:
        raise Unauthorized("This game is private: send its owner's token.")
    if caller.player.id != meta.owner:
        raise Forbidden("This game is private to its owner.")


def authorize_write(caller: Caller, meta: GameMeta) -> Player:
    """Only the owner plays, undoes or forks a game."""
    if caller.player is None:
        if caller.operator:
            raise Forbidden("The operator token reads games; it does not play them.")
        raise Unauthorized("Playing a game needs its owner's token.")
    if caller.player.id != meta.owner:
        raise Forbidden("Only this game's owner may play, undo or fork it.")
    return caller.player


def operator_token_from_env() -> str | None:
    return os.environ.get(OPERATOR_TOKEN_ENV) or None
