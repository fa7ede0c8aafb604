"""The Road Goes Ever On: hazard long-events come from the Long Event deck alone (RGO-INTRO-4,
RGO-LONG-2), a Dragon's Ahunt attacking by its card from there (dragon_hunts.py). From
decks.LONG_EVENTS_APART_SINCE one in the Hazard deck is refused as the decks are checked,
naming it and the clause; earlier versions admitted it, drawn from the Hazard Pile to a
declared effect, and replay as played."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.cards import Catalog
from domain.rulesets.road_goes_ever_on import decks
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import with_coe_cards

NOW = str(decks.LONG_EVENTS_APART_SINCE)
BEFORE = "208"  # the version played before (209 and 210 are not The Road's yet)


@pytest.fixture(scope="module")
def rgo(starter: Catalog, coe_cards_path: Path) -> RoadGoesEverOn:
    return with_coe_cards(starter, coe_cards_path, ("Smaug Ahunt",))


def problems(rgo: RoadGoesEverOn, played: str, *swapped: str) -> list[str]:
    """The problems of the shipped decks with the Hazard deck's first cards swapped for
    ``swapped`` (its size kept)."""
    setup, found = decks.deck_setup(rgo.catalog, decks.shipped_deck("default"), "default.json")
    assert found == []
    hazard = [rgo.catalog.find(n).id for n in swapped]
    given = dict(setup["decks"], hazard=[*hazard, *setup["decks"]["hazard"][len(hazard):]])
    _, out = decks.check_decks(rgo.catalog, given, setup["starting"], dragon_table=True,
                               played=played)
    return [str(p) for p in out]


@pytest.mark.rule("RGO-INTRO-4", "RGO-DECK-6", "RGO-DECK-7")
def test_an_ahunt_in_the_hazard_deck_is_refused(rgo: RoadGoesEverOn) -> None:
    ahunt = rgo.catalog.find("Smaug Ahunt")
    winter = rgo.catalog.find("Long Winter")
    assert problems(rgo, NOW, "Smaug Ahunt", "Long Winter") == [
        f"hazard deck: Smaug Ahunt ({ahunt.id}) is a hazard long-event: it belongs in the Long "
        "Event deck, hazard long-events are played from no other [RGO-INTRO-4]",
        f"hazard deck: Long Winter ({winter.id}) is a hazard long-event: it belongs in the "
        "Long Event deck, hazard long-events are played from no other [RGO-INTRO-4]"]
    assert problems(rgo, NOW) == []  # the shipped decks, none in the Hazard deck


@pytest.mark.rule("RGO-INTRO-4")
def test_before_the_version_a_hazard_long_event_was_admitted_in_the_hazard_deck(
        rgo: RoadGoesEverOn) -> None:
    assert problems(rgo, BEFORE, "Smaug Ahunt", "Long Winter") == []
