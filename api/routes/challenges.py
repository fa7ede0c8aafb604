"""Seeded challenges: created by the operator with a sealed seed (only its commitment is
published), entered and submitted by players, closed (the seed revealed), ranked.

An entry is a game like any other, owned by its player, played through ``/games/{id}``; until
the challenge closes every view of it conceals the seed. Once the seed is revealed anyone can
read each entry's log at ``/challenges/{id}/entries/{game_id}/export`` and re-verify it
offline with ``redbook verify FILE``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any, Literal
from uuid import UUID

from fastapi import APIRouter, Path, Response
from pydantic import BaseModel, Field

from api.auth import CurrentCaller, Player, RequiredPlayer
from api.deps import Games, NewSeed, Service, Views
from api.errors import Forbidden, Unauthorized
from api.portable import PORTABLE_BODY, PortableDocument
from api.routes._read import leaderboard_view
from api.schemas import ExportOut, JsonObject, Model, Seed, Text, problems
from api.sealing import utc_now
from domain.canonical import JSON
from domain.challenges import DEFAULT_SCORING, EntryRefused
from domain.store.challenges import ChallengeService

router = APIRouter(tags=["challenges"])

ChallengeId = Annotated[str, Path(max_length=64, pattern=r"^[a-z0-9][a-z0-9-]{0,63}$",
                                  description="The challenge's id")]
READ = problems(404, 422)
OPERATE = problems(400, 401, 403, 404, 409, 413, 422)
PLAY = problems(400, 401, 403, 404, 409, 413, 422)


# -- bodies ----------------------------------------------------------------------------------
class ChallengeIn(Model):
    """A new challenge. The server draws its secret seed unless ``practice_seed`` is given,
    which makes a practice challenge whose seed is public from the start."""

    id: Annotated[Text, Field(max_length=64)]
    title: Annotated[Text, Field(max_length=200)]
    ruleset: Annotated[Text, Field(max_length=100)]
    setup: JsonObject = Field(default_factory=dict)
    undo_policy: Literal["none", "before-reveal", "free"] = "none"
    opens_at: Annotated[Text, Field(max_length=40, examples=["2026-05-01T18:00:00Z"])]
    closes_at: Annotated[Text, Field(max_length=40, examples=["2026-05-08T18:00:00Z"])]
    scoring: Annotated[Text, Field(max_length=100)] = DEFAULT_SCORING
    practice_seed: Seed | None = None


class ChallengeOut(BaseModel):
    format: str
    id: str
    title: str
    ruleset: str
    ruleset_version: str
    setup: dict[str, Any]
    engine: str
    catalog: str
    undo_policy: str
    opens_at: str
    closes_at: str
    scoring: str
    commitment: str = Field(description='sha256("redbook-challenge:" + canonical JSON of '
                                        "the seed)")
    sealed: bool
    status: Literal["scheduled", "open", "closed"]
    closed_at: str | None
    entries: int
    seed: str | int | None = Field(description="The seed, once revealed (null while sealed)")


class ChallengesOut(BaseModel):
    challenges: list[ChallengeOut]
    unreadable: list[str] = Field(
        description="What is wrong with each challenge whose stored events cannot be read "
                    "(a row changed behind the store's back); it is left out of the list")


class EntryOut(BaseModel):
    challenge: str
    game_id: str
    player: str
    game: str = Field(description="Where the entry is played")


class EntryScore(BaseModel):
    """What a submitted entry scored, and the log position it was scored at."""

    game_id: str
    outcome: str
    mp: int
    turns: int
    version: int
    head_hash: str
    finished_at: str


class EntryScoreOut(EntryScore):
    challenge: str


class RankedOut(EntryScore):
    rank: int
    player: str
    replay: str


class WaitingOut(BaseModel):
    player: str
    game_id: str
    entered_at: str


class LeaderboardOut(BaseModel):
    challenge: str
    title: str
    scoring: str
    criteria: list[dict[str, Any]]
    closed_at: str | None
    ranked: list[RankedOut]
    not_submitted: list[WaitingOut]


# -- helpers ---------------------------------------------------------------------------------
def require_operator(caller: CurrentCaller) -> None:
    if caller.operator:
        return
    if caller.player is None:
        raise Unauthorized("Send the operator token as 'Authorization: Bearer <token>'.")
    raise Forbidden("Only the operator creates and closes challenges.")


# -- routes ----------------------------------------------------------------------------------
@router.post("/challenges", status_code=201, response_model=ChallengeOut, responses=OPERATE,
             summary="Create a challenge (operator); only the seed's commitment is published")
def create_challenge(body: ChallengeIn, caller: CurrentCaller, service: Service,
                     new_seed: NewSeed, response: Response) -> JSON:
    require_operator(caller)
    spec = body.model_dump(exclude={"practice_seed"})
    spec["sealed"] = body.practice_seed is None
    challenges = ChallengeService(service)
    challenge = challenges.create(
        spec, new_seed() if body.practice_seed is None else body.practice_seed, now=utc_now())
    response.headers["Location"] = f"/challenges/{challenge.id}"
    return challenges.view(challenge.id, utc_now())


@router.get("/challenges", response_model=ChallengesOut, summary="Every challenge")
def list_challenges(service: Service) -> JSON:
    views, unreadable = ChallengeService(service).views(utc_now())
    return {"challenges": views, "unreadable": unreadable}


@router.get("/challenges/{challenge_id}", response_model=ChallengeOut, responses=READ,
            summary="A challenge: its terms, status, commitment, and seed once revealed")
def get_challenge(challenge_id: ChallengeId, service: Service) -> JSON:
    return ChallengeService(service).view(challenge_id, utc_now())


@router.post("/challenges/{challenge_id}/close", response_model=ChallengeOut,
             responses=OPERATE, summary="Close a challenge now (operator): reveals the seed; "
             "a challenge closed already is a 409 challenge-closed saying when")
def close_challenge(challenge_id: ChallengeId, caller: CurrentCaller, service: Service) -> JSON:
    require_operator(caller)
    return ChallengeService(service).close(challenge_id, utc_now())


@router.post("/challenges/{challenge_id}/entries", status_code=201, response_model=EntryOut,
             responses=PLAY, summary="Enter: start your game from the sealed seed")
def enter_challenge(challenge_id: ChallengeId, player: RequiredPlayer, service: Service,
                    games: Games, response: Response) -> JSON:
    challenges = ChallengeService(service)
    with _said_by_name(player):
        game_id = challenges.enter(challenge_id, player.id, utc_now(), name=player.name)
    # Private to its player: another player's entry would show dice still to come.
    games.add_game(game_id, challenges.get(challenge_id).ruleset, player, "private")
    response.headers["Location"] = f"/games/{game_id}"
    return {"challenge": challenge_id, "game_id": str(game_id), "player": player.name,
            "game": f"/games/{game_id}"}


@router.post("/challenges/{challenge_id}/entries/{game_id}/submit", response_model=EntryScoreOut,
             responses=PLAY, summary="Submit your finished entry: re-simulated, then ranked")
def submit_entry(challenge_id: ChallengeId, game_id: UUID, player: RequiredPlayer,
                 service: Service) -> JSON:
    challenges = ChallengeService(service)
    if challenges.entry(challenge_id, game_id)["player"] != player.id:
        raise Forbidden(f"Game {game_id} is another player's entry: only its player may "
                        "submit it.")
    score = challenges.submit(challenge_id, game_id, player.id, utc_now())
    return {"challenge": challenge_id, "game_id": str(game_id), **score}


@router.post("/challenges/{challenge_id}/uploads", status_code=201, response_model=EntryScoreOut,
             responses=PLAY, openapi_extra=PORTABLE_BODY,
             summary="Enter a game played elsewhere; accepted only if re-simulation "
                     "reproduces it exactly")
def upload_entry(challenge_id: ChallengeId, document: PortableDocument,
                 player: RequiredPlayer, service: Service, games: Games,
                 response: Response) -> JSON:
    # The body is read as POST /games/import reads it: a document of neither form is told
    # which forms are expected, not every field of both.
    challenges = ChallengeService(service)
    now = utc_now()
    with _said_by_name(player):
        game_id = challenges.upload(challenge_id, player.id, document, now, name=player.name)
    games.add_game(game_id, challenges.get(challenge_id).ruleset, player, "private")
    response.headers["Location"] = f"/games/{game_id}"
    score = challenges.entry(challenge_id, game_id)["score"]
    assert isinstance(score, dict)
    return {"challenge": challenge_id, "game_id": str(game_id), **score}


@router.get("/challenges/{challenge_id}/leaderboard", response_model=LeaderboardOut,
            responses=READ, summary="The submitted entries ranked by the scoring rule")
def get_leaderboard(challenge_id: ChallengeId, service: Service, views: Views) -> JSON:
    return leaderboard_view(ChallengeService(service), views, challenge_id)


@router.get("/challenges/{challenge_id}/entries/{game_id}/export", response_model=ExportOut,
            responses=problems(403, 404, 409, 422),
            summary="An entry's whole log, for anyone, once the seed is revealed: a submitted "
                    "entry as it was ranked")
def export_entry(challenge_id: ChallengeId, game_id: UUID, service: Service) -> JSON:
    return ChallengeService(service).export(challenge_id, game_id, utc_now())


@contextmanager
def _said_by_name(player: Player) -> Iterator[None]:
    """A refused entry names its player by name, as the leaderboard does: the store keeps
    players by id, which means nothing to the one reading it."""
    try:
        yield
    except EntryRefused as refused:
        raise EntryRefused(refused.message.replace(player.id, player.name)) from None
