"""A game of The Road Goes Ever On with the golden_hoard option, on the Council of Elrond cards,
played by its automatic player until a lost treasure is declared: what the API and web tests
show on the board. The decks are the default ones with hoard major and greater items in the
Quest deck, Dragons' lairs in the Site deck, Dragons in the Hazard deck and Smaug Ahunt, a
hazard long-event, in the Long Event deck (TDH-SETUP-1, RGO-INTRO-4)."""

from __future__ import annotations

from typing import Any

from domain.cards import Catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset

RULESET = "road-goes-ever-on"
#: A seed whose automatic player declares a lost treasure within twenty decisions.
SEED = 30
HOARD = ("Valiant Sword", "Valiant Sword", "Habergeon of Silver", "Habergeon of Silver",
         "Wizard’s Staff", "Magical Harp", "Bow of Dragon-horn")
LAIRS = ("The Lonely Mountain", "Gold Hill", "Irerock", "Ovir Hollow", "Gondmaeglom",
         "Zarak Dûm", "Caves of Ûlund")
DRAGONS = ("Leucaruth", "Leucaruth at Home", "Smaug", "Scatha", "Scatha at Home", "Bairanax",
           "Agburanar")
LONG_EVENTS = ("Smaug Ahunt",)


def hoard_setup(catalog: Catalog) -> dict[str, Any]:
    """The default setup with the hoard items, lairs, Dragons and Ahunt above, and the option
    asking for three lost treasures."""
    def hero(name: str) -> str:
        found = [c for c in catalog.find_all(name) if c.alignment != "Minion"]
        return (found or [catalog.find(name)])[0].id
    base = make_ruleset(RULESET, catalog).prepare({})
    decks = {k: list(v) for k, v in base["decks"].items()}
    decks["quest"] = decks["quest"][:15 - len(HOARD)] + [hero(n) for n in HOARD]
    decks["sites"] = decks["sites"][:19 - len(LAIRS)] + [hero(n) for n in LAIRS]
    decks["hazard"] = decks["hazard"][:40 - len(DRAGONS)] + [hero(n) for n in DRAGONS]
    decks["long_event"] = decks["long_event"][:15 - len(LONG_EVENTS)] + [
        hero(n) for n in LONG_EVENTS]
    return {**{k: base[k] for k in ("starting", "starting_items", "start_haven")},
            "decks": decks, "golden_hoard": {"treasures": 3, "dragons": 0}}


def declared(catalog: Catalog, most: int = 20) -> Chronicle:
    """The game of ``SEED`` played until its first lost treasure is declared."""
    game = Chronicle.begin(make_ruleset(RULESET, catalog), SEED, hoard_setup(catalog))
    for _ in range(most):
        if any(r.kind == "LostTreasureDeclared" for r in game.records):
            return game
        game.decide(*game.ruleset.policy(game.table.rules, game.actions()))
    raise AssertionError(f"no lost treasure declared in {most} decisions")
