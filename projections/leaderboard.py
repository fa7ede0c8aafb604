"""The leaderboard of a challenge: its entries ranked by the challenge's scoring rule.

A fold of the challenge's stored events (created, entered, submitted, closed), so it can be
rebuilt from the log at any time with the same result. The events are those of
:class:`domain.store.challenges.ChallengeLog`. Scores come from the ``Submitted``
events, which hold what the server's own re-simulation of each entry established; nothing a
player sent is ranked as such. Each entry links to its replay.

:class:`projections.follower.Projections` stores what :func:`standings` gives for each
challenge as it follows the log, and the API and the command line read it from there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from domain.canonical import JSON
from domain.challenges import SCORING_RULES, instant_key, parse_challenge, rank


@dataclass
class Standings:
    """The state of one challenge's leaderboard while its events are folded."""

    challenge: dict[str, JSON] = field(default_factory=dict)
    closed_at: str | None = None
    entries: dict[str, dict[str, JSON]] = field(default_factory=dict)

    def apply(self, event: Any) -> None:
        """Fold one stored event of the challenge (by its class: ``ChallengeLog.<kind>``)."""
        kind = type(event).__qualname__
        if kind == "ChallengeLog.Created":
            self.challenge = parse_challenge(event.challenge).to_json()
        elif kind == "ChallengeLog.Entered":
            self.entries[event.game_id] = {"game_id": event.game_id, "player": event.name,
                                           "entered_at": event.entered_at, "score": None}
        elif kind == "ChallengeLog.Submitted":
            self.entries[event.game_id]["score"] = dict(event.score)
        elif kind == "ChallengeLog.Closed":
            self.closed_at = event.closed_at

    def to_json(self) -> dict[str, JSON]:
        scoring = str(self.challenge["scoring"])
        cid = str(self.challenge["id"])
        # In the order they were submitted: entries sharing a rank are listed so.
        scored = sorted((_row(cid, entry) for entry in self.entries.values()
                         if entry["score"] is not None),
                        key=lambda row: instant_key(str(row["finished_at"])))
        waiting = [{"player": e["player"], "game_id": e["game_id"],
                    "entered_at": e["entered_at"]}
                   for e in self.entries.values() if e["score"] is None]
        return {"challenge": cid, "title": self.challenge["title"],
                "scoring": scoring,
                "criteria": [c.to_json() for c in SCORING_RULES[scoring]],
                "closed_at": self.closed_at, "ranked": rank(scoring, scored),
                "not_submitted": waiting}


def standings(events: Iterable[Any]) -> dict[str, JSON]:
    """The leaderboard folded from one challenge's events, oldest first."""
    board = Standings()
    for event in events:
        board.apply(event)
    return board.to_json()


def replay(challenge_id: str, game_id: str) -> str:
    """Where an entry's replay is read: its whole log, readable by anyone once the seed is
    revealed, which ``redbook verify FILE`` re-verifies offline."""
    return f"/challenges/{challenge_id}/entries/{game_id}/export"


def _row(challenge_id: str, entry: dict[str, JSON]) -> dict[str, JSON]:
    score = entry["score"]
    assert isinstance(score, dict)
    return {"player": entry["player"], "game_id": entry["game_id"], **score,
            "replay": replay(challenge_id, str(entry["game_id"]))}
