"""What any view may show of a game that is a challenge entry whose seed is still sealed.

The API's routes, the terminal (``redbook play``) and ``redbook export`` pass every view of a
game through the game's :class:`Seal`: until the challenge closes the seed is concealed, with
the card order of every shuffle, and forking is refused (a fork would let its player try
moves against dice still to come)."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID

from domain.canonical import JSON
from domain.challenges import ChallengeSealed, conceal, conceal_orders
from domain.store.challenges import ChallengeService
from domain.store.games import GameService


def utc_now() -> str:
    """The current instant, as challenges write times (UTC, to the microsecond)."""
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


class Seal:
    """Conceals a sealed entry's seed in whatever it is given; lets any other game through."""

    def __init__(self, game_id: UUID, seed: str | None) -> None:
        self._game_id = game_id
        self._seed = seed

    @property
    def sealed(self) -> bool:
        return self._seed is not None

    def __call__(self, view: JSON) -> JSON:
        if self._seed is None:
            return view
        return conceal_orders(conceal(view, self._seed))

    def refuse(self, what: str) -> None:
        if self._seed is not None:
            raise ChallengeSealed(f"Game {self._game_id} is an entry of a challenge whose seed "
                                  f"is sealed: it cannot be {what} before the challenge "
                                  "closes.")


def seal_of(service: GameService, game_id: UUID) -> Seal:
    """The seal of a stored game, as of now (read from its start alone)."""
    start = service.first_record(game_id)
    return Seal(game_id, ChallengeService(service).sealed_seed([start], utc_now()))
