"""A game of Burglar Wants a Good Job on the starter cards with Gandalf the Burglar, Narya in
his resource deck in the place of one of the two Daggers of Westernesse, played by the
automatic player until the body check of a wound of Gandalf waits with Narya in the hand
(seed 51: his first strike, at the fifth decision), under the current version or an earlier
one. The rule tests and the API tests read it."""

from __future__ import annotations

from typing import Any

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from domain.rulesets.burglar.decks import default_setup

RULESET, SEED = "burglar", 51
GANDALF, NARYA, DAGGER = "TW-156", "TW-290", "TW-206"
PLAY_NARYA = f"play:{NARYA}:turn:{GANDALF}"
#: More than the decisions it takes (5).
MOST = 40


def setup() -> dict[str, Any]:
    """Gandalf the Burglar, one Dagger of Westernesse fewer and Narya in the resource deck."""
    kept = [{**r, "count": 1} if r["id"] == DAGGER else r for r in default_setup()["resources"]]
    return {"burglar": GANDALF, "resources": [*kept, {"id": NARYA, "count": 1}]}


def waiting(version: str | None = None) -> Chronicle:
    """The game played until Gandalf's body check waits with Narya offered, under ``version``
    (the current one if None)."""
    ruleset = make_ruleset(RULESET, starter_catalog())
    game = Chronicle.begin(ruleset.at_version(version or ruleset.version), SEED, setup())
    for _ in range(MOST):
        offered = [a.id for a in game.actions()]
        if PLAY_NARYA in offered and "body-check" in offered:
            return game
        choice = game.ruleset.automatic_choice(game.table.rules)
        assert choice is not None and game.result() is None
        game.decide(*choice)
    raise AssertionError(f"no waiting body check of Gandalf within {MOST} decisions")
