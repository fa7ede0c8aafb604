"""The Road Goes Ever On: the first narrative line tells the setup the game was started with,
as the other rulesets' first lines do: the decks by their size, the company, where it starts,
and every option (rings, the Dragon table, the player's tables, the Golden Hoard, the
Under-deeps, new cards), one not given by its default. Presentation only: the line reads the
setup recorded in the game's first event, so every version's games tell it."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.chronicle import Chronicle
from domain.rulesets.road_goes_ever_on import versions
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import card, with_coe_cards

DEFAULT = ("decks: player 40, hazard 40, long_event 15, sites 19, quest 15, ring 0 "
           "cards; starting: Aragorn II, Legolas, Bilbo; "
           "starting_items: Dagger of Westernesse (Aragorn II), Elven Cloak (Bilbo); "
           "start_haven: Rivendell")


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The ruleset with an Under-deeps site and a surface site it lists as adjacent (the
    under_deeps option needs a way down) to put in the site deck."""
    return with_coe_cards(starter, coe_cards_path, ("The Iron-deeps", "Carn Dûm"))


def first_line(rgo: RoadGoesEverOn, setup: dict[str, object]) -> str:
    game = Chronicle.begin(rgo, 1, setup)
    return rgo.narrate(game.records[0].fact)


@pytest.mark.rule("RGO-DECK-10", "RGO-RING-1", "BA-UDMOVE-1")
def test_the_first_line_tells_the_options_given_and_the_defaults(rgo: RoadGoesEverOn) -> None:
    assert first_line(rgo, {}) == (
        "A game of The Road Goes Ever On begins (seed 1), without Battles: no Battle card file "
        f"was given (the battle_cards option). Setup: {DEFAULT}; rings: false; "
        "dragon_table: true; tables: none; golden_hoard: false; under_deeps: false; "
        "new_cards: none.")
    base = rgo.prepare({})
    decks = dict(base["decks"]) | {
        # One site of the deck's 19 gives way to the two (a site deck holds at most 20).
        "sites": [*base["decks"]["sites"][:-1], card(rgo, "The Iron-deeps"),
                  card(rgo, "Carn Dûm")],
        "ring": [card(rgo, "Magic Ring of Lore")]}
    given = {k: base[k] for k in ("starting", "starting_items", "start_haven")} | {
        "decks": decks, "rings": True, "under_deeps": True, "dragon_table": False}
    told = first_line(rgo, given)
    assert told.endswith(
        "Setup: decks: player 40, hazard 40, long_event 15, sites 20, quest 15, ring 1 cards; "
        "starting: Aragorn II, Legolas, Bilbo; starting_items: "
        "Dagger of Westernesse (Aragorn II), Elven Cloak (Bilbo); start_haven: Rivendell; "
        "rings: true; dragon_table: false; tables: none; under_deeps: true; "
        "golden_hoard: false; new_cards: none.")


@pytest.mark.rule("RGO-DECK-10")
def test_a_game_of_an_earlier_version_tells_its_setup_too(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(versions.REPLAYS[0])
    assert first_line(old, {}).startswith(
        "A game of The Road Goes Ever On begins (seed 1), without Battles")
    assert "Setup: decks: player " in first_line(old, {})
    assert first_line(old, {}).endswith("under_deeps: false; new_cards: none.")
