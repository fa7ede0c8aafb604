"""A game of The Road Goes Ever On with the golden_hoard option, on the Council of Elrond cards,
played by its automatic player until a lost treasure is declared: what the API and web tests
show on the board. The deck is the shipped ``golden-hoard`` one
(seeds/decks/road-goes-ever-on/golden-hoard.json): the default's with hoard major and greater
items in the Quest deck, Dragons' lairs in the Site deck, Dragons in the Hazard deck and Smaug
Ahunt, a hazard long-event, in the Long Event deck (TDH-SETUP-1, RGO-INTRO-4)."""

from __future__ import annotations

from typing import Any

from domain.cards import Catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset

RULESET = "road-goes-ever-on"
#: A seed whose automatic player declares a lost treasure within twenty decisions.
SEED = 30
#: The shipped deck and the option asking for three lost treasures.
HOARD_SETUP: dict[str, Any] = {"deck": "golden-hoard",
                               "golden_hoard": {"treasures": 3, "dragons": 0}}


def declared(catalog: Catalog, most: int = 20) -> Chronicle:
    """The game of ``SEED`` played until its first lost treasure is declared."""
    game = Chronicle.begin(make_ruleset(RULESET, catalog), SEED, HOARD_SETUP)
    for _ in range(most):
        if any(r.kind == "LostTreasureDeclared" for r in game.records):
            return game
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    raise AssertionError(f"no lost treasure declared in {most} decisions")
