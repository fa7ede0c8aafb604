"""Goldberry keeps her company from being sent back in the Hobbit scenarios that play allies
(``hobbit.allies.keeps_on`` over the engine's ``allies.keeping_on``, which The Road Goes Ever
On reads too): from Burglar's ``GOLDBERRY_FROM`` and the Guise's
``printed_rules.GOLDBERRY_FROM``, untapped with a company that an effect would return to its
site of origin (Burglar: Drowning Seas' alternative, a long-event turning it back as its
movement/hazard phase begins; the Guise: a Fell Turtle's strike), she taps (``AllyTapped``
naming the card) and the company is not sent back (CoE 2.V.2.2). A company sent back loses
its move, so the player always taps her. The versions before replay as played: it was sent
back. From Burglar's ``WOUNDED_GOLDBERRY_FROM`` and the Guise's
``printed_rules.WOUNDED_GOLDBERRY_FROM`` a wounded Goldberry does not tap (CoE 9.2.3: only an
untapped entity taps for an effect): the company is sent back; before, the family's wounded
allies, kept apart from the tapped ones, were not ruled out and she tapped."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import versions
from domain.rulesets.guise_of_the_necromancer import printed_rules
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.rules.test_burglar_desolation_and_drowning import DROWNING_SEAS
from tests.rules.test_burglar_hazard_long_events import SNOWSTORM, _moved
from tests.rules.test_necromancer_fell_turtle import fought
from tests.support import advance_from, of_kind, only

GOLDBERRY = "TW-245"


def _with_goldberry(state: bwj.State, tapped: bool = False) -> bwj.State:
    return replace(state, allies=((GOLDBERRY, bwj.BILBO),),
                   tapped_allies=(GOLDBERRY,) if tapped else ())


def _drowning() -> bwj.State:
    """Drowning Seas face down as the company crosses a Coastal Sea, Doors of Night in play:
    its alternative sends the company back (BWJ-SEQ-15)."""
    state = bwj.moving(bwj.fresh(), "Grey Havens", "Himring", DROWNING_SEAS)
    return replace(state, environments=(bwj.DOORS_OF_NIGHT,))


@pytest.mark.rule("CoE-2.V.2.2", "BWJ-SEQ-15")
def test_burglar_goldberry_keeps_the_company_from_drowning_seas_sending_it_back() -> None:
    facts, after = bwj.advance(_with_goldberry(_drowning()))
    tapped = only(facts, "AllyTapped")
    assert (tapped.rule, tapped["ally"], tapped["use"]) == (
        "CoE-2.V.2.2", GOLDBERRY, "Drowning Seas does not return the company to its site of "
                                  "origin")
    assert bwj.RULESET.narrate(tapped) == ("Goldberry taps: Drowning Seas does not return the "
                                           "company to its site of origin. [CoE-2.V.2.2]")
    assert not of_kind(facts, "MovementTurnedBack")
    assert (after.location, after.moved, after.tapped_allies) == ("Himring", True,
                                                                  (GOLDBERRY,))
    # Tapped already, or the version before: sent back.
    facts, after = bwj.advance(_with_goldberry(_drowning(), tapped=True))
    assert only(facts, "MovementTurnedBack")["card"] == DROWNING_SEAS
    before = bwj.played_as(str(versions.GOLDBERRY_FROM - 1))
    facts, after = advance_from(before, _with_goldberry(_drowning()), 7)
    assert only(facts, "MovementTurnedBack")["card"] == DROWNING_SEAS
    assert not of_kind(facts, "AllyTapped") and after.location == "Grey Havens"


@pytest.mark.rule("CoE-2.V.2.2", "BWJ-LONG-1")
def test_burglar_goldberry_keeps_the_company_from_snowstorm_turning_it_back() -> None:
    moved = _with_goldberry(_moved("Rivendell", "Ettenmoors", SNOWSTORM, doors=True))
    facts, after = bwj.advance(moved)
    assert only(facts, "AllyTapped")["use"] == \
        "Snowstorm does not return the company to its site of origin"
    assert not of_kind(facts, "MovementTurnedBack") and after.location == "Ettenmoors"
    before = bwj.played_as(str(versions.GOLDBERRY_FROM - 1))
    facts, _ = advance_from(before, moved, 7)
    assert only(facts, "MovementTurnedBack")["card"] == SNOWSTORM


@pytest.mark.rule("CoE-2.V.2.2", "GON-GEN-1")
def test_guise_goldberry_keeps_the_company_from_the_fell_turtle_sending_it_back() -> None:
    allies = ((GOLDBERRY, gon.RADAGAST),)
    facts, after = fought(gon.RULESET, gon.SAM, seed=0, allies=allies)
    assert of_kind(facts, "StrikeResolved")[0]["result"] == "succeeded"  # the Turtle's
    assert only(facts, "AllyTapped")["use"] == \
        "Fell Turtle does not return the company to its site of origin"
    assert not of_kind(facts, "MovementTurnedBack")
    # Still moving, the company meets the Corsairs of Umbar left in the hazard hand.
    assert [f["card"] for f in of_kind(facts, "AttackDeclared")] == [gon.CORSAIRS]
    assert GOLDBERRY in after.tapped_allies
    before = gon.RULESET.at_version(str(printed_rules.GOLDBERRY_FROM - 1))
    facts, _ = fought(before, gon.SAM, seed=0, allies=allies)
    assert only(facts, "MovementTurnedBack")["card"] == "TW-34"


def _wounded_goldberry(state: bwj.State) -> bwj.State:
    """Goldberry with the company, wounded: the family keeps her apart from the tapped."""
    return replace(state, allies=((GOLDBERRY, bwj.BILBO),), wounded_allies=(GOLDBERRY,))


@pytest.mark.rule("CoE-9.2.3", "CoE-2.V.2.2", "BWJ-SEQ-15")
def test_burglar_a_wounded_goldberry_does_not_keep_the_company_from_drowning_seas() -> None:
    assert versions.WOUNDED_GOLDBERRY_FROM <= int(bwj.RULESET.version)
    facts, after = bwj.advance(_wounded_goldberry(_drowning()))
    assert only(facts, "MovementTurnedBack")["card"] == DROWNING_SEAS
    assert not of_kind(facts, "AllyTapped")
    assert (after.location, after.tapped_allies, after.wounded_allies) == (
        "Grey Havens", (), (GOLDBERRY,))
    # The version before: wounded, she tapped all the same, from wounded to tapped.
    before = bwj.played_as(str(versions.WOUNDED_GOLDBERRY_FROM - 1))
    facts, after = advance_from(before, _wounded_goldberry(_drowning()), 7)
    assert only(facts, "AllyTapped")["use"] == \
        "Drowning Seas does not return the company to its site of origin"
    assert not of_kind(facts, "MovementTurnedBack")
    assert (after.location, after.tapped_allies, after.wounded_allies) == (
        "Himring", (GOLDBERRY,), ())


@pytest.mark.rule("CoE-9.2.3", "CoE-2.V.2.2", "BWJ-LONG-1")
def test_burglar_a_wounded_goldberry_does_not_keep_the_company_from_snowstorm() -> None:
    moved = _wounded_goldberry(_moved("Rivendell", "Ettenmoors", SNOWSTORM, doors=True))
    facts, after = bwj.advance(moved)
    assert only(facts, "MovementTurnedBack")["card"] == SNOWSTORM
    assert not of_kind(facts, "AllyTapped")
    assert after.wounded_allies == (GOLDBERRY,)
    before = bwj.played_as(str(versions.WOUNDED_GOLDBERRY_FROM - 1))
    facts, after = advance_from(before, moved, 7)
    assert only(facts, "AllyTapped")["use"] == \
        "Snowstorm does not return the company to its site of origin"
    assert not of_kind(facts, "MovementTurnedBack")
    assert (after.location, after.tapped_allies, after.wounded_allies) == (
        "Ettenmoors", (GOLDBERRY,), ())


@pytest.mark.rule("CoE-9.2.3", "CoE-2.V.2.2", "GON-GEN-1")
def test_guise_a_wounded_goldberry_does_not_keep_the_company_from_the_fell_turtle() -> None:
    assert printed_rules.WOUNDED_GOLDBERRY_FROM <= int(gon.RULESET.version)
    allies = ((GOLDBERRY, gon.RADAGAST),)
    facts, after = fought(gon.RULESET, gon.SAM, seed=0, allies=allies, wounded=(GOLDBERRY,))
    assert of_kind(facts, "StrikeResolved")[0]["result"] == "succeeded"  # the Turtle's
    assert only(facts, "MovementTurnedBack")["card"] == "TW-34"
    assert not of_kind(facts, "AllyTapped")
    assert (after.tapped_allies, after.wounded_allies) == ((), (GOLDBERRY,))
    # The version before: she tapped, from wounded to tapped, and the company went on.
    before = gon.RULESET.at_version(str(printed_rules.WOUNDED_GOLDBERRY_FROM - 1))
    facts, after = fought(before, gon.SAM, seed=0, allies=allies, wounded=(GOLDBERRY,))
    assert only(facts, "AllyTapped")["use"] == \
        "Fell Turtle does not return the company to its site of origin"
    assert not of_kind(facts, "MovementTurnedBack")
    assert (after.tapped_allies, after.wounded_allies) == ((GOLDBERRY,), ())


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_counts_goldberry_scripted_in_both() -> None:
    for scenario in ("burglar", "necromancer"):
        row = coverage.in_ruleset(scenario, bwj.CATALOG.get(GOLDBERRY))
        assert row.status == coverage.SCRIPTED
        assert row.missing.endswith("tapping to cancel an effect returning her company to its "
                                    "site of origin (CoE-2.V.2.2)")
