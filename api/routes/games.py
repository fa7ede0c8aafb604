"""Games: start, read the board, list legal actions, decide, undo, fork, verify, export and
import. Writes need the owner's token and an expected version; a refused write stores
nothing."""

from __future__ import annotations

import time
from typing import Annotated, Any, Literal
from uuid import UUID

from fastapi import APIRouter, Query, Response
from fastapi.exceptions import RequestValidationError

from api.auth import TOKEN_OPTIONAL, CurrentCaller, GameMeta, RequiredPlayer, authorize_write
from api.deps import READ_GAME, EntrySeal, Games, NewSeed, ReadableGame, Service, Views
from api.errors import log_fault
from api.exporting import export_document
from api.logging import elapsed_ms, logger
from api.portable import PORTABLE_BODY, PortableDocument
from api.routes._read import game_view
from api.schemas import (
    ActionsOut,
    CommandIn,
    EventsOut,
    ExportOut,
    ForkIn,
    GameIn,
    GameRecordOut,
    GameView,
    UndoIn,
    UploadVerifyOut,
    VerifyOut,
    VersionParam,
    problems,
)
from domain.canonical import JSON
from domain.chronicle import Record
from domain.errors import RedBookError, UnknownRuleset
from domain.store.challenges import ChallengeService
from domain.store.games import GameService
from domain.verdict import Verdict
from projections.citing import cite
from projections.copies import copies
from projections.events import event_view

router = APIRouter(tags=["games"])

WRITE = problems(400, 401, 403, 404, 409, 413, 422)


def game_document(meta: GameMeta, view: Any) -> dict[str, JSON]:
    return {"game_id": meta.game_id, "owner": meta.owner, "visibility": meta.visibility,
            "created": meta.created, **view}


def events_document(service: GameService, meta: GameMeta, added: list[Record]) -> JSON:
    ruleset = service.ruleset(meta.ruleset)
    return {"game_id": meta.game_id, "version": added[-1].version,
            "events": [event_view(ruleset, r) for r in added], "next_after": None}


def new_game(response: Response, service: Service, views: Views, meta: GameMeta) -> JSON:
    response.headers["Location"] = f"/games/{meta.game_id}"
    return game_document(meta, game_view(service, views, UUID(meta.game_id), "board"))


def known_ruleset(service: GameService, ruleset_id: str) -> None:
    """Refuse a body's ruleset that this server does not run as a problem of that field (422):
    the request names it, while GET /rulesets/{id} of an unknown one is not found (404)."""
    try:
        service.ruleset(ruleset_id)
    except UnknownRuleset as unknown:
        raise RequestValidationError([{
            "loc": ("body", "ruleset"), "type": "value_error",
            "msg": str(unknown).removesuffix(".")}]) from None  # a field's message ends unstopped


@router.post("/games", status_code=201, response_model=GameView,
             responses=problems(400, 401, 403, 413, 422), summary="Start a game")
def create_game(body: GameIn, player: RequiredPlayer, service: Service, games: Games,
                views: Views, new_seed: NewSeed, response: Response) -> JSON:
    known_ruleset(service, body.ruleset)
    # An unpredictable seed unless the player fixes one (to replay a known deal, say).
    seed = body.seed if body.seed is not None else new_seed()
    game_id = service.start(body.ruleset, seed, body.setup, body.undo_policy)
    meta = games.add_game(game_id, body.ruleset, player, body.visibility)
    logger().info("game_started", game_id=str(game_id), ruleset=body.ruleset)
    return new_game(response, service, views, meta)


@router.get("/games/{game_id}", response_model=GameView, **READ_GAME,
            summary="The board, now or at a past version")
def get_game(game_id: UUID, meta: ReadableGame, service: Service, views: Views,
             version: Annotated[VersionParam | None, Query(description="A past version")] = None
             ) -> JSON:
    return game_document(meta, game_view(service, views, game_id, "board", version))


@router.get("/games/{game_id}/actions", response_model=ActionsOut, **READ_GAME,
            summary="The legal actions, with stable ids")
def get_actions(game_id: UUID, meta: ReadableGame, service: Service) -> JSON:
    chronicle = service.load(game_id)
    ruleset = chronicle.ruleset
    if ChallengeService(service).submitted_entry(game_id, chronicle.records) is not None:
        # A submitted entry takes no decision and no undo: none is offered.
        return {"game_id": str(game_id), "version": chronicle.version, "actions": [],
                "undo_targets": []}
    actions = chronicle.actions()
    repeated = copies(actions, ruleset.catalog)
    return {"game_id": str(game_id), "version": chronicle.version,
            "actions": [{**a.to_json(), "clause": cite(ruleset, a.rule),
                         "copy_of": repeated.get(a.id)} for a in actions],
            "undo_targets": chronicle.undo_targets()}


@router.post("/games/{game_id}/commands", response_model=EventsOut, responses=WRITE,
             summary="Decide: play one legal action")
def post_command(game_id: UUID, body: CommandIn, caller: CurrentCaller, service: Service,
                 games: Games) -> JSON:
    started = time.perf_counter()
    log = logger().bind(game_id=str(game_id), action=body.action,
                        expected_version=body.expected_version)
    try:
        meta = games.game(game_id)
        authorize_write(caller, meta)
        added = service.decide(game_id, body.action, body.args, body.expected_version)
    except RedBookError as exc:
        log.info("command", outcome=exc.code, clause=exc.clause, duration_ms=elapsed_ms(started))
        raise
    log.info("command", outcome="ok", version=added[-1].version,
             duration_ms=elapsed_ms(started))
    return events_document(service, meta, added)


@router.post("/games/{game_id}/undo", response_model=EventsOut, responses=WRITE,
             summary="Undo to a version, or the last steps")
def post_undo(game_id: UUID, body: UndoIn, caller: CurrentCaller, service: Service,
              games: Games) -> JSON:
    meta = games.game(game_id)
    authorize_write(caller, meta)
    added = service.undo(game_id, body.to_version, body.steps, body.expected_version)
    logger().info("undo", game_id=str(game_id), version=added[-1].version)
    return events_document(service, meta, added)


@router.post("/games/{game_id}/forks", status_code=201, response_model=GameView,
             responses=WRITE, summary="Fork a new game at a version")
def post_fork(game_id: UUID, body: ForkIn, caller: CurrentCaller, service: Service,
              games: Games, views: Views, response: Response, seal: EntrySeal) -> JSON:
    parent = games.game(game_id)
    player = authorize_write(caller, parent)
    seal.refuse("forked")
    fork_id = service.fork(game_id, body.at_version)
    meta = games.add_game(fork_id, parent.ruleset, player, body.visibility)
    logger().info("forked", game_id=str(fork_id), parent=str(game_id), at=body.at_version)
    return new_game(response, service, views, meta)


@router.get("/games/{game_id}/verify", response_model=VerifyOut, **READ_GAME,
            summary="Re-simulate the game and check its hash chain")
def get_verify(game_id: UUID, meta: ReadableGame, service: Service) -> JSON:
    """A submitted challenge entry is verified as it was ranked (``ranked_version``), as its
    export gives it."""
    verdict, ranked = ChallengeService(service).verify(game_id)
    return {"game_id": str(game_id), **told(verdict, f"/games/{game_id}/verify"),
            "ranked_version": ranked}


@router.get("/games/{game_id}/export", response_model=ExportOut | GameRecordOut,
            response_model_exclude_unset=True, **READ_GAME,
            summary="The game as one portable document: its whole log, or its record")
def get_export(game_id: UUID, meta: ReadableGame, service: Service,
               form: Annotated[Literal["full", "record"], Query(
                   alias="format", description="full: every event with its hash (default); "
                   "record: the header and the player's inputs only")] = "full") -> JSON:
    return export_document(service, game_id, form)[0]


@router.post("/games/import", status_code=201, response_model=GameView,
             responses=problems(400, 401, 403, 404, 409, 413, 422),
             openapi_extra=PORTABLE_BODY,
             summary="Store a portable log (only if it verifies) or a game record (only if "
                     "every input is legal) as a new game")
def post_import(document: PortableDocument, player: RequiredPlayer, service: Service,
                games: Games, views: Views, response: Response) -> JSON:
    game_id = service.import_game(document)
    # The game verified or re-simulated, so it names a ruleset this server runs.
    ruleset = service.first_record(game_id).data["ruleset"]
    meta = games.add_game(game_id, str(ruleset), player, "private")
    logger().info("imported", game_id=str(game_id))
    return new_game(response, service, views, meta)


@router.post("/games/verify", response_model=UploadVerifyOut,
             # 409 catalog-mismatch: a game recorded under another catalog, ruleset version
             # or engine, which cannot be judged here.
             responses=problems(400, 401, 409, 413, 422),
             openapi_extra={**PORTABLE_BODY, **TOKEN_OPTIONAL},
             summary="Verify a portable log or a game record without storing it")
def post_verify(document: PortableDocument, caller: CurrentCaller, service: Service) -> JSON:
    # ``caller`` is not used, but asking for it refuses a token that is sent but wrong.
    """The verdict GET /games/{id}/verify gives of a stored game, of a document sent here; no
    token is needed and nothing is written. A game record is re-simulated first: an input the
    rules refuse is a 422 problem naming it, as on import."""
    game_id = document.get("game_id")
    verdict = service.verify_records(service.records_in(document))
    return {"game_id": game_id if isinstance(game_id, str) else None,
            **told(verdict, "/games/verify")}


def told(verdict: Verdict, path: str) -> dict[str, JSON]:
    """A verdict as the client reads it; an unexpected failure behind its difference, which
    it does not tell, in the server's log."""
    if verdict.difference is not None and verdict.difference.fault is not None:
        log_fault(path, verdict.difference.fault)
    return verdict.to_json()
