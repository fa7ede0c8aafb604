"""Reading a game's views: the current one from the read models (caught up first, so a
writer always reads its own writes), a past one replayed on request; and reading a
challenge's leaderboard from the read models the same way."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from domain.canonical import JSON
from domain.errors import VersionNotReached
from domain.store.challenges import ChallengeService
from domain.store.games import GameService
from projections.board import board_view
from projections.follower import Projections
from projections.leaderboard import standings
from projections.score import score_view
from projections.shadow import shadow_view

ViewName = Literal["board", "score", "shadow"]
_COMPUTE = {"board": board_view, "score": score_view, "shadow": shadow_view}


def game_view(service: GameService, views: Projections, game_id: UUID, name: ViewName,
              version: int | None = None) -> JSON:
    if version is None:
        views.catch_up()
        found = views.view(game_id, name)
        if found is not None:
            return found[1]
        # Not projected: the game cannot be replayed here; loading it raises the reason.
        chronicle = service.load(game_id)
        return _COMPUTE[name](chronicle, chronicle.version)
    return _COMPUTE[name](service.load(game_id), version)


def leaderboard_view(challenges: ChallengeService, views: Projections, challenge_id: str
                     ) -> JSON:
    """The challenge's leaderboard as projected, caught up first (a submitter reads their own
    submission)."""
    views.catch_up()
    found = views.leaderboard(challenge_id)
    if found is not None:
        return found
    # Not projected: no such challenge, or one this server cannot rank; folding its events
    # raises the reason.
    return standings(challenges.history(challenge_id))


def stored_version(service: GameService, game_id: UUID) -> int:
    """The version of the game's last stored event, read from the store alone."""
    latest = service.recorder.select_events(game_id, desc=True, limit=1)
    return latest[0].originator_version if latest else 0


def refuse_unreached(asked: int, now: int, name: str = "after", verb: str = "read") -> None:
    """Refuse to read from a version the game (at ``now``) has not reached (409): a reader
    ahead of the game showed a board it does not have, which an empty page would hide. The
    log, the narrative and the stream say so alike."""
    if asked > now:
        raise VersionNotReached(asked, now, f"The game is only at version {now}; {name} "
                                f"{asked} names a version it has not reached: {verb} from "
                                f"{now} or earlier.")
