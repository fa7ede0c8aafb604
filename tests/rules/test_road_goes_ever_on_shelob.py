"""The Road Goes Ever On from ``shelob.SINCE_VERSION``: with Doors of Night in play Shelob,
revealed from the Hazard Pile, may be played as a permanent-event (at random when she could
attack as a creature); in play she gives every Spider and Animal attack +1 strike and +1
prowess while Doors of Night is in play, and goes at the end of a turn without it (RGO-HAZ-2,
RGO-HAZ-3). The version before played her as a creature only."""

from __future__ import annotations

from typing import Any

import pytest

from domain.engine import hazards_in_play
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import shelob
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import begin, ids, moving

DOORS = hazards_in_play.DOORS_OF_NIGHT


def declared(facts: list[Fact]) -> list[tuple[Any, ...]]:
    return [(f["attack"]["name"], f["attack"]["strikes"], f["attack"]["prowess"])
            for f in facts if f.kind == "AttackDeclared"]


def discarded(facts: list[Fact]) -> list[tuple[Any, ...]]:
    return [(f.rule, f["reason"]) for f in facts
            if f.kind == "HazardDiscarded" and f["card"] == shelob.CARD]


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_shelob_stays_in_play_with_doors_of_night_and_strengthens_spiders(
        rgo: RoadGoesEverOn) -> None:
    # Moria to Lórien through two Wildernesses: she cannot be keyed as a creature there, so
    # with Doors of Night she is played as a permanent-event, counted against the limit, and
    # the Giant Spiders that follow have 3 strikes of 11 (2 of 10 printed).
    ctx = begin(rgo, moving(rgo, "Shelob", "Giant Spiders", environments=(DOORS,)))
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert (played["card"], played["counted"]) == (shelob.CARD, True)
    assert ctx.state.environments == (DOORS, shelob.CARD)
    assert declared(ctx.facts) == [("Giant Spiders", 3, 11)]
    # In play with Doors of Night gone: no bonus, and she is discarded as the turn ends.
    gone = begin(rgo, moving(rgo, "Giant Spiders", environments=(shelob.CARD,)))
    assert declared(gone.facts) == [("Giant Spiders", 2, 10)]
    ending = Context(rgo, Table(1, {}, gone.state))
    shelob.turn_ends(ending)
    assert [(f.kind, f["card"]) for f in ending.facts] == [("EnvironmentDiscarded", shelob.CARD)]
    assert ending.state.environments == ()
    # Without Doors of Night she is a creature, here unkeyable: discarded.
    alone = begin(rgo, moving(rgo, "Shelob", "Giant Spiders"))
    assert discarded(alone.facts) == [
        ("RGO-HAZ-4", "it cannot be keyed to the rest of the site path")]
    assert declared(alone.facts) == [("Giant Spiders", 2, 10)]


@pytest.mark.rule("RGO-HAZ-3", "RGO-TARGET-1")
def test_shelob_is_unique_and_her_mode_is_the_shadows_random_choice(
        rgo: RoadGoesEverOn) -> None:
    # In play already: another revealed is discarded.
    twice = begin(rgo, moving(rgo, "Shelob", environments=(DOORS, shelob.CARD)))
    assert discarded(twice.facts) == [("RGO-HAZ-3", "she is unique: she is in play already")]
    # To Shelob's Lair (in Imlad Morgul) she could attack as a creature: with Doors of Night
    # the mode is picked at random, each seen over a few seeds.
    lorien, lair = ids(rgo, "Lórien", "Shelob's Lair")
    modes = set()
    for seed in range(1, 9):
        ctx = begin(rgo, moving(rgo, "Shelob", site=lorien, destination=lair,
                                path=("wilderness", "shadow-land"), environments=(DOORS,)),
                    seed=seed)
        modes.add("permanent-event" if shelob.CARD in ctx.state.environments else
                  "creature" if declared(ctx.facts) else "none")
    assert modes == {"permanent-event", "creature"}
    # The version before played her as a creature only.
    old = rgo.at_version(str(shelob.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    before = begin(old, moving(rgo, "Shelob", "Giant Spiders", environments=(DOORS,)))
    assert before.state.environments == (DOORS,)
    assert declared(before.facts) == [("Giant Spiders", 2, 10)]
