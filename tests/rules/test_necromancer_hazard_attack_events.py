"""Guise of the Necromancer, from ``hazard_events.WITH_CREATURE_SINCE``: the hazard events
acting on a creature's attack are played with the creature as it attacks (GON-HH-7), by their
cards, no longer declared: Dragon's Desolation gives a Dragon's attack +2 prowess, Fell Beast
a Nazgûl's one more strike and -2 prowess, the attacker choosing every defender (CoE 3.iii),
Words of Power and Terror, with a Nazgûl's attack, every character of the company -1 prowess
until the end of the turn. One that no attack took is a dud (GON-DUD-2). The version before
asked the player to declare what they did."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import effects, turn_bonuses
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

DESOLATION, FELL_BEAST, WORDS, SMAUG = "TW-29", "TW-33", "TW-115", "TW-90"
NOW, THEN = str(hazard_events.WITH_CREATURE_SINCE), str(hazard_events.WITH_CREATURE_SINCE - 1)
BEFORE = gon.RULESET.at_version(THEN)


def revealed(hand: list[str]) -> tuple[list[Fact], State]:
    """The starting company goes to Dol Guldur with this hazard hand (left to right): the
    facts up to the first choice, and the state there."""
    state = gon.hazards(gon.fresh(), hand, gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    return gon.act(moving, "go", seed=3)


def duds(facts: list[Fact]) -> list[tuple[object, ...]]:
    """The duds discarded but the Corsairs of the filler (GON-DUD-4)."""
    return [(f.rule, f["card"]) for f in of_kind(facts, "DudDiscarded")
            if f["card"] != gon.CORSAIRS]


def played_with(facts: list[Fact]) -> list[tuple[object, ...]]:
    return [(f.rule, f["card"], f["effect"], f["amount"], f.data.get("creature"))
            for f in of_kind(facts, "HazardEventPlayed")]


@pytest.mark.rule("GON-HH-7", "CoE-3.iii")
def test_fell_beast_gives_a_nazgul_a_strike_and_minus_two_and_the_attacker_chooses() -> None:
    assert hazard_events.WITH_CREATURE_SINCE == 33 <= int(gon.RULESET.version)
    facts, state = revealed([FELL_BEAST, gon.UVATHA])
    assert played_with(facts) == [("GON-HH-7", FELL_BEAST, effects.RACE_ATTACK, -2,
                                   gon.UVATHA)]
    assert gon.RULESET.narrate(only(facts, "HazardEventPlayed")) == (
        "Fell Beast is played with Ûvatha the Horseman: -2 prowess, +1 strike. [GON-HH-7]")
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["strikes"], declared["attack"]["prowess"]) == (2, 13)
    assert declared["attacker_chooses"] is True
    # The attacker gave both strikes (GON-TARGET-1): Radagast (a Wizard, mind 12), Celeborn.
    assert [(f["character"], f["by"]) for f in of_kind(facts, "StrikeAssigned")] == [
        (gon.RADAGAST, "attacker"), (gon.CELEBORN, "attacker")]
    assert FELL_BEAST in state.hazard_discard


@pytest.mark.rule("GON-HH-7", "CoE-3.iv.6")
def test_words_of_power_and_terror_takes_one_prowess_from_the_company_a_nazgul_attacks() -> None:
    facts, state = revealed([WORDS, WORDS, gon.UVATHA])
    assert played_with(facts) == [("GON-HH-7", WORDS, effects.COMPANY_PROWESS_TURN, -1,
                                   gon.UVATHA)]
    bolstered = only(facts, "CompanyBolstered")
    assert (bolstered["characters"], bolstered["stat"], bolstered["amount"]) == (
        [gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM], turn_bonuses.PROWESS, -1)
    assert gon.RULESET.narrate(bolstered) == (
        "Words of Power and Terror: Radagast, Haldir, Celeborn, Sam Gamgee (company 1) have -1 "
        "prowess for the rest of the turn. [GON-HH-7]")
    _, assigned = gon.act(state, f"assign:{gon.HALDIR}", seed=3)
    facts, after = gon.fight_out(assigned, seed=3)
    resolved = only(facts, "StrikeResolved")
    assert resolved["prowess"] == 4 + 1 - 1  # Haldir 4, his Dagger +1, the Words -1
    assert (-1, f"card:{WORDS}") in [(m["amount"], m["source"])
                                     for m in resolved["check"]["modifiers"]]
    # Not twice on the company: the other copy found nothing to act on, a dud.
    assert duds(facts) == [("GON-DUD-2", WORDS)]
    assert after.turn_bonuses == tuple((c, WORDS, turn_bonuses.PROWESS, -1) for c in (
        gon.RADAGAST, gon.HALDIR, gon.CELEBORN, gon.SAM))


@pytest.mark.rule("GON-HH-7", "GON-DUD-2")
def test_without_the_attack_it_needs_each_is_a_dud_never_declared() -> None:
    facts, state = revealed([WORDS, FELL_BEAST, gon.WOLVES])
    assert played_with(facts) == []
    assert not [i for i in gon.ids(state) if i.startswith("declare:")]
    facts, _ = gon.fight_out(state, seed=3)
    assert duds(facts) == [("GON-DUD-2", FELL_BEAST), ("GON-DUD-2", WORDS)]


@pytest.mark.rule("GON-HH-7")
def test_dragons_desolation_goes_with_a_dragons_attack_each_copy() -> None:
    state = gon.hazards(gon.fresh(), [DESOLATION, DESOLATION], ())
    company = state.companies[0]
    dragon = Attack.from_creature(gon.CATALOG.get(SMAUG), 4)
    found = hazard_events.with_creature(state, NOW, company, dragon, [])
    assert found is not None and found[0] == 1
    assert (found[1].mode.effects[0].primitive, found[1].mode.effects[0].amount) == (
        effects.RACE_ATTACK, 2)
    # A second copy goes with the same attack; none with Wolves, nor in the version before.
    assert hazard_events.with_creature(state, NOW, company, dragon, [DESOLATION]) is not None
    wolves = Attack.from_creature(gon.CATALOG.get(gon.WOLVES), 4)
    assert hazard_events.with_creature(state, NOW, company, wolves, []) is None
    assert hazard_events.with_creature(state, THEN, company, dragon, []) is None


@pytest.mark.rule("GON-HH-10")
def test_the_version_before_asks_the_player_to_declare_them() -> None:
    state = gon.hazards(gon.fresh(), [FELL_BEAST, gon.UVATHA], gon.FILLER)
    ctx = Context(BEFORE, Table(3, {}, state))
    BEFORE.decide(ctx, f"move:1:{gon.DOL_GULDUR}", {})
    BEFORE.decide(ctx, "go", {})
    assert not of_kind(ctx.facts, "AttackDeclared")
    assert [a.id for a in BEFORE.actions(ctx.state) if a.id.startswith("declare:4:")][:1] == [
        "declare:4:tap"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_them_played_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[WORDS] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[FELL_BEAST] == coverage.InRuleset(coverage.SCRIPTED)
    # Its alternative at a Ruins & Lairs too, from version 49 (test_necromancer_dragons_lair.py).
    assert rows[DESOLATION] == coverage.InRuleset(coverage.SCRIPTED)


BANDIT_LAIR = "TW-373"  # by a Wilderness and a Shadow-land from Lórien


@pytest.mark.rule("GON-HH-7", "GON-NAZ-1", "GON-NAZ-2")
def test_fell_beast_lets_a_nazgul_be_keyed_to_a_shadow_land() -> None:
    assert hazard_events.MOUNT_KEYING_SINCE == 43 <= int(gon.RULESET.version)

    def to_bandit_lair(hand: list[str], ruleset: object = gon.RULESET) -> list[Fact]:
        state = gon.hazards(gon.fresh(), hand, gon.FILLER)
        state = replace(state, location_deck=(*state.location_deck, BANDIT_LAIR))
        ctx = Context(ruleset, Table(3, {}, state))  # type: ignore[arg-type]
        ruleset.decide(ctx, f"move:1:{BANDIT_LAIR}", {})  # type: ignore[attr-defined]
        ruleset.decide(ctx, "go", {})  # type: ignore[attr-defined]
        gon.take_all(ctx, ruleset)  # type: ignore[arg-type]  # Radagast's draws
        return list(ctx.facts)

    # Alone, Ûvatha cannot be keyed there: he guards Dol Guldur.
    assert [f.kind for f in to_bandit_lair([gon.UVATHA])
            if f.kind in ("NazgulGuards", "CreatureAttacks")] == ["NazgulGuards"]
    facts = to_bandit_lair([FELL_BEAST, gon.UVATHA])
    attacks = only(facts, "CreatureAttacks")
    assert (attacks.rule, attacks["card"], attacks["keyed"]) == (
        "GON-NAZ-1", gon.UVATHA, "region-type:shadow-land")
    assert played_with(facts) == [("GON-HH-7", FELL_BEAST, effects.RACE_ATTACK, -2,
                                   gon.UVATHA)]
    assert only(facts, "AttackDeclared")["attack"]["strikes"] == 2
    # Version 42 did not key him so.
    old = gon.RULESET.at_version(str(hazard_events.MOUNT_KEYING_SINCE - 1))
    assert [f.kind for f in to_bandit_lair([FELL_BEAST, gon.UVATHA], old)
            if f.kind in ("NazgulGuards", "CreatureAttacks")] == ["NazgulGuards"]
