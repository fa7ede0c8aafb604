"""The Road Goes Ever On from version 192 (``hazard_scripts.ASKED_CHECK_SINCE``): a corruption
check a hazard card asks for (a Barrow-wight's wounds, Lure of Power, a corruption card) cites
the standard rule of corruption checks (CoE-7.1), names the card as ``asked_by`` and sources its
modifier to that card, so the audit links the modifier to the event that brought the card;
version 191 replays as played (the clause that played the card, the modifier sourced to that
clause)."""

from __future__ import annotations

import pytest

from domain.chronicle import Record
from domain.ruleset import Fact
from domain.rulesets.road_goes_ever_on import hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from projections.audit import _source
from tests.rules.rgo_support import at_version, ids, run, settled, turn_of
from tests.rules.test_road_goes_ever_on_corruption_cards import bearing
from tests.rules.test_road_goes_ever_on_creature_scripts import fight
from tests.rules.test_road_goes_ever_on_hazard_generation_3 import at_site, lured

BEFORE = str(hazard_scripts.ASKED_CHECK_SINCE - 1)


def checked(facts: list[Fact]) -> Fact:
    return next(f for f in facts if f.kind == "CorruptionChecked")


def hazard_modifier(fact: Fact) -> tuple[object, ...]:
    """The check's modifier that is not the character's own: (amount, source, why, clause)."""
    found = [m for m in fact["check"]["modifiers"]
             if m["source"] != f"card:{fact['character']}"]
    assert len(found) == 1
    return tuple(found[0][k] for k in ("amount", "source", "why", "clause"))


@pytest.mark.rule("CoE-7.1", "RGO-HAZ-2")
def test_a_barrow_wight_s_check_cites_coe_7_1_and_sources_its_minus_two_to_the_creature(
        rgo: RoadGoesEverOn) -> None:
    wight, bilbo = ids(rgo, "Barrow-wight", "Bilbo")
    facts, _ = fight(rgo, "Barrow-wight", "Bilbo", seed=1)
    check = checked(facts)
    assert (check.rule, check["character"], check["asked_by"]) == ("CoE-7.1", bilbo, wight)
    assert hazard_modifier(check) == (-2, f"card:{wight}",
                                      "Barrow-wight's modifier to the check", "CoE-7.1")
    # The line gives the dice, each modifier (Bilbo's own too) and the total that is checked.
    assert rgo.narrate(check) == ("Corruption check for Bilbo (asked by Barrow-wight): rolled 8 "
                                  "-2 (Barrow-wight's modifier to the check) +4 (Bilbo's +4 to "
                                  "all his corruption checks) = 10 against 0 corruption "
                                  "point(s), passed.")
    # The audit links the modifier to the attack the creature made.
    records = [Record(i + 1, f.kind, dict(f.data), f.rule, "", "") for i, f in enumerate(facts)]
    at = next(i for i, r in enumerate(records) if r.kind == "CorruptionChecked")
    source = _source(f"card:{wight}", records[at], records[:at])
    assert source is not None and source.kind == "AttackDeclared"
    # Version 191: the same check, its modifier sourced to the clause, nothing named.
    facts, _ = fight(at_version(rgo, BEFORE), "Barrow-wight", "Bilbo", seed=1)
    check = checked(facts)
    assert (check.rule, "asked_by" in check.data) == ("CoE-7.1", False)
    assert hazard_modifier(check) == (-2, "rule:CoE-7.1", "the check's own modifier",
                                      "CoE-7.1")


@pytest.mark.rule("CoE-7.1", "RGO-HAZ-2")
def test_lure_of_power_s_check_cites_coe_7_1_and_sources_its_minus_four_to_the_card(
        rgo: RoadGoesEverOn) -> None:
    lure, elrond, elves = ids(rgo, "Lure of Power", "Elrond", "Wood-elves")
    for ruleset, rule, source, why in (
            (rgo, "CoE-7.1", f"card:{lure}", "Lure of Power's modifier to the check"),
            (at_version(rgo, BEFORE), "RGO-HAZ-2", "rule:RGO-HAZ-2",
             "the check's own modifier")):
        ctx = at_site(ruleset, "Thranduil's Halls", "Wood-elves", "Elrond", seed=1,
                      hazard_effects=lured(rgo))
        ruleset.decide(ctx, f"take-quest:{elves}:{elrond}", {})
        check = checked(ctx.facts)
        dice = next(f for f in ctx.facts if f.kind == "DiceRolled"
                    and f["purpose"] == "corruption check of Elrond")
        assert (check.rule, dice.rule, check["character"], check.data.get("asked_by")) == (
            rule, rule, elrond, lure if rule == "CoE-7.1" else None)
        assert hazard_modifier(check) == (-4, source, why, "RGO-HAZ-2")


@pytest.mark.rule("CoE-7.1", "RGO-TARGET-1")
def test_a_corruption_card_s_check_names_the_card(rgo: RoadGoesEverOn) -> None:
    lure, bree = ids(rgo, "Lure of Nature", "Bree")
    start = bearing(rgo, "Lure of Nature", "Aragorn II", destination=bree,
                    path=("wilderness",))
    facts, _ = settled(rgo, start, turn_of(rgo, start).finish_hazards)
    check = checked(facts)
    assert (check.rule, check["asked_by"]) == ("CoE-7.1", lure)
    assert rgo.narrate(check).startswith("Corruption check for Aragorn II (asked by Lure of "
                                         "Nature): ")
    old = at_version(rgo, BEFORE)
    facts, _ = run(old, start, turn_of(old, start).finish_hazards)
    assert (checked(facts).rule, "asked_by" in checked(facts).data) == ("CoE-7.1", False)
