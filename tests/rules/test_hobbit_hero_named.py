"""A Hobbit game lost with its hero names him in GameEnded, so the narrative says it in the
rules' words: "Bilbo is eliminated", not "the Hobbit has left the company" (There and Back
Again from version 3, Burglar Wants a Good Job from version 2). The versions before replay as
they were played: the same seed plays the same game, its end naming no one, and verifies."""

from __future__ import annotations

import pytest

from domain.cards import starter_catalog
from domain.chronicle import Chronicle, Record, verify
from domain.ruleset import make_ruleset

BILBO = "TW-131"


def played(ruleset_id: str, version: str | None) -> list[Record]:
    """Seed 0 played by the automatic player under ``version`` (None: the current one)."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    start = Chronicle.begin(ruleset, 0, {}).records[0].data
    game = Chronicle.open(ruleset, {**start, "ruleset_version": version or ruleset.version})
    while game.result() is None:
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    assert verify(ruleset, game.records).ok
    return game.records


@pytest.mark.parametrize(("ruleset_id", "new", "old", "clause", "reason"), [
    ("there-and-back-again", "3", "2", "TBA-WIN-1", "the Hobbit has left the company"),
    ("burglar", "2", "1", "BWJ-WIN-5", "the Burglar is dead or lost to corruption")])
def test_the_game_lost_with_the_hero_names_him_and_older_versions_replay_as_played(
        ruleset_id: str, new: str, old: str, clause: str, reason: str) -> None:
    """``new``: the first version naming the hero (a later one may play seed 0 otherwise)."""
    ruleset = make_ruleset(ruleset_id, starter_catalog())
    now, then = played(ruleset_id, new), played(ruleset_id, old)
    ended = now[-1]
    assert (ended.kind, ended.rule, dict(ended.data)) == (
        "GameEnded", clause, {"outcome": "lost", "reason": reason, "character": BILBO})
    assert ruleset.narrate(ended.fact) == f"The game is lost: Bilbo is eliminated. [{clause}]"
    assert dict(then[-1].data) == {"outcome": "lost", "reason": reason}
    assert [r.kind for r in then] == [r.kind for r in now]


pytestmark = pytest.mark.rule("TBA-WIN-1", "BWJ-WIN-5")
