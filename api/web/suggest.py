"""What the automatic player would choose now: the web table's "let the automatic player
choose" button. The choice is the ruleset's own policy (the one ``redbook play`` and
``redbook simulate`` use), so a game played by that button is the simulated game."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from fastapi import APIRouter
from pydantic import BaseModel

from api.deps import READ_GAME, EntrySeal, ReadableGame, Service
from api.schemas import problems
from domain.canonical import JSON
from domain.errors import GameOver


class SuggestionOut(BaseModel):
    game_id: str
    version: int
    action: str
    args: dict[str, Any]
    label: str


router = APIRouter(tags=["games"])


@router.get("/games/{game_id}/suggestion", response_model=SuggestionOut,
            # A game over has no action to choose: 409 game-over.
            responses={**READ_GAME["responses"], **problems(409)},
            openapi_extra=READ_GAME["openapi_extra"],
            summary="The automatic player's choice among the legal actions now")
def get_suggestion(game_id: UUID, meta: ReadableGame, service: Service, seal: EntrySeal
                   ) -> JSON:
    # The policy reads the whole state, hidden deck orders included: a sealed entry's
    # player must not get advice drawn from cards still to come.
    seal.refuse("given the automatic player's choice")
    chronicle = service.load(game_id)
    actions = chronicle.actions()
    if not actions:
        raise GameOver(f"Game {game_id} has no legal action to choose: it is over.")
    action, args = chronicle.ruleset.policy(chronicle.table.rules, actions)
    label = next(a.label for a in actions if a.id == action)
    return {"game_id": str(game_id), "version": chronicle.version, "action": action,
            "args": dict(args), "label": label}
