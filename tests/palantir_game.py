"""A game of There and Back Again on the starter cards, its resource deck holding the Palantír
of Annúminas, two Use Palantír and Far-sight in the place of the three Halfling Strengths and
a Risky Blow, played by the automatic player until its first use of a palantír is open: at The
Lonely Mountain Bilbo bears the stone and Use Palantír has been played on him, so its power may
take a "sage only" card, Use Palantír (the second copy) or Far-sight. Its record is imported
over HTTP, by the API tests and the browser tests."""

from __future__ import annotations

from typing import Any

import httpx

from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.record import record_document
from domain.ruleset import make_ruleset
from domain.rulesets.there_and_back_again.decks import default_setup

RULESET, SEED = "there-and-back-again", 5
ANNUMINAS, USE, FAR_SIGHT, BILBO = "TW-297", "TW-355", "TW-238", "TW-131"
USE_STONE = f"palantir:{ANNUMINAS}:{BILBO}:enabled"
#: More than the decisions it takes (223).
MOST = 400


def setup() -> dict[str, Any]:
    base = default_setup()
    kept = [{**r, "count": 2} if r["id"] == "TW-319" else r
            for r in base["resources"] if r["id"] != "TW-253"]
    added = [{"id": ANNUMINAS, "name": "Palantír of Annúminas"},
             {"id": USE, "name": "Use Palantír", "count": 2},
             {"id": FAR_SIGHT, "name": "Far-sight"}]
    return {**base, "resources": [*kept, *added]}


def record() -> dict[str, Any]:
    """The game's record, played until the stone's use is open."""
    ruleset = make_ruleset(RULESET, starter_catalog())
    game = Chronicle.begin(ruleset, SEED, ruleset.prepare(setup()))
    for _ in range(MOST):
        if USE_STONE in [a.id for a in game.actions()]:
            return record_document(game.records)
        choice = game.ruleset.automatic_choice(game.table.rules)
        assert choice is not None and game.result() is None
        game.decide(*choice)
    raise AssertionError(f"no use of a palantír within {MOST} decisions")


def palantir_open(client: httpx.Client, headers: dict[str, str]) -> str:
    """That game, imported; its id (over any HTTP client: the browser tests import it on
    their server)."""
    imported = client.post("/games/import", headers=headers, json=record())
    assert imported.status_code == 201, imported.text
    return str(imported.json()["game_id"])
