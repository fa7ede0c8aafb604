"""The Road Goes Ever On from version 192 (``creatures.MIND_RECORDED_SINCE``): a strike fought
with the mind instead of prowess (Neeker-breekers) records so, ``fought_with`` "mind" and the
``creature`` in its ``StrikeResolved``, the check's first modifier named the character's mind,
and its line says so; version 191 replays as played (the mind read as prowess, unnamed)."""

from __future__ import annotations

import pytest

from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, ids
from tests.rules.test_road_goes_ever_on_creature_scripts import fight

BEFORE = str(creatures.MIND_RECORDED_SINCE - 1)


def strikes(facts: list[Fact]) -> list[Fact]:
    return [f for f in facts if f.kind == "StrikeResolved"]


@pytest.mark.rule("CoE-3.iv.7", "RGO-HAZ-2")
def test_a_neeker_breekers_strike_records_that_it_was_fought_with_mind(
        rgo: RoadGoesEverOn) -> None:
    bilbo, neekers = ids(rgo, "Bilbo", "Neeker-breekers")
    facts, _ = fight(rgo, "Neeker-breekers", "Bilbo", seed=1)
    strike = strikes(facts)[0]
    assert (strike["character"], strike["fought_with"], strike["creature"]) == (
        bilbo, "mind", neekers)
    own = strike["check"]["modifiers"][0]
    assert (own["amount"], own["source"], own["why"], own["clause"]) == (
        5, f"card:{bilbo}", "Bilbo's mind, fought with against Neeker-breekers instead of "
                            "prowess", "RGO-HAZ-2")
    roll = strike["roll"]
    assert rgo.narrate(strike).startswith(
        f"Bilbo rolls, with his mind against the strike of Neeker-breekers: dice {roll}, mind "
        f"with modifiers +5, total {roll + 5}, against the strike's "
        f"{strike['strike_prowess']}: ")
    # Version 191: the same strike, the mind read as prowess and nothing more recorded.
    facts, _ = fight(at_version(rgo, BEFORE), "Neeker-breekers", "Bilbo", seed=1)
    old = strikes(facts)[0]
    assert "fought_with" not in old.data and "creature" not in old.data
    assert old["check"]["modifiers"][0]["why"] == "Bilbo's prowess"
    assert (old["roll"], old["prowess"], old["result"]) == (
        strike["roll"], strike["prowess"], strike["result"])
    assert rgo.narrate(old).startswith("Bilbo rolls: dice ")


@pytest.mark.rule("CoE-3.iv.6", "RGO-HAZ-2")
def test_a_strike_fought_with_prowess_records_nothing_more(rgo: RoadGoesEverOn) -> None:
    facts, _ = fight(rgo, "Barrow-wight", "Bilbo", seed=1)
    strike = strikes(facts)[0]
    assert "fought_with" not in strike.data and "creature" not in strike.data
    assert strike["check"]["modifiers"][0]["why"] == "Bilbo's prowess"
