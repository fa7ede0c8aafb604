"""Guise of the Necromancer, from ``hazard_events.LAIR_SINCE``: Dragon's Desolation's
alternative. A face-up Dragon's Desolation lets a Dragon that could not otherwise attack the
company be keyed to its new site, a Ruins & Lairs with two Wildernesses in its site path (no
Doors of Night is ever in play, GON-HDECK-7), and is played with it (GON-HH-7), adding nothing
to the attack; a second face-up copy still gives that attack +2 prowess. The version before
played its +2 only, the Dragon a dud."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

DESOLATION, SMAUG = "TW-29", "TW-90"
DIMRILL_DALE, ISENGARD = "TW-385", "TW-404"  # Ruins & Lairs: by two Wildernesses; by one
BEFORE = gon.RULESET.at_version(str(hazard_events.LAIR_SINCE - 1))


def revealed(hand: list[str], to: str = DIMRILL_DALE,
             ruleset: GuiseOfTheNecromancer = gon.RULESET) -> list[Fact]:
    """The starting company moves from Lórien to ``to`` with this hazard hand."""
    state = gon.hazards(gon.fresh(), hand, gon.FILLER)
    state = replace(state, location_deck=(*state.location_deck, to))
    ctx = Context(ruleset, Table(3, {}, state))
    ruleset.decide(ctx, f"move:1:{to}", {})
    ruleset.decide(ctx, "go", {})
    gon.take_all(ctx, ruleset)  # Radagast's draws for the Wildernesses
    return list(ctx.facts)


def dud(facts: list[Fact], card: str) -> list[str]:
    return [f.rule for f in of_kind(facts, "DudDiscarded") if f["card"] == card]


@pytest.mark.rule("GON-HH-7", "GON-HH-6")
def test_dragons_desolation_lets_a_dragon_attack_at_a_ruins_and_lairs() -> None:
    assert hazard_events.LAIR_SINCE == 49 <= int(gon.RULESET.version)
    facts = revealed([DESOLATION, SMAUG])
    attacks = only(facts, "CreatureAttacks")
    assert (attacks.rule, attacks["card"], attacks["keyed"]) == (
        "GON-HH-6", SMAUG, "site-type:ruins-and-lairs")
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["effect"], played["creature"]) == (
        "GON-HH-7", DESOLATION, "dragon-at-site", SMAUG)
    # Played so, it adds nothing: Smaug's printed prowess.
    assert only(facts, "AttackDeclared")["attack"]["prowess"] == \
        gon.CATALOG.get(SMAUG).prowess


@pytest.mark.rule("GON-HH-7")
def test_a_second_copy_still_strengthens_that_attack() -> None:
    facts = revealed([DESOLATION, DESOLATION, SMAUG])
    assert [(f["card"], f["effect"]) for f in of_kind(facts, "HazardEventPlayed")] == [
        (DESOLATION, "dragon-at-site"), (DESOLATION, "race-attack")]
    assert only(facts, "AttackDeclared")["attack"]["prowess"] == \
        gon.CATALOG.get(SMAUG).prowess + 2  # type: ignore[operator]


@pytest.mark.rule("GON-DUD-4", "GON-DUD-2")
def test_not_with_one_wilderness_nor_in_the_version_before() -> None:
    # Isengard, a Ruins & Lairs reached by one Wilderness: no Dragon there, both duds.
    facts = revealed([DESOLATION, SMAUG], to=ISENGARD)
    assert not of_kind(facts, "CreatureAttacks")
    assert (dud(facts, SMAUG), dud(facts, DESOLATION)) == (["GON-DUD-4"], ["GON-DUD-2"])
    facts = revealed([DESOLATION, SMAUG], ruleset=BEFORE)
    assert not of_kind(facts, "CreatureAttacks")
    assert (dud(facts, SMAUG), dud(facts, DESOLATION)) == (["GON-DUD-4"], ["GON-DUD-2"])


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[DESOLATION] == coverage.InRuleset(coverage.SCRIPTED)
