"""Guise of the Necromancer, from ``hazard_events.FURY_SINCE``: Fury of the Iron Crown is played
with the attack of a creature of Orcs, Trolls, Men or a Nazgûl (GON-HH-7), not while The Iron
Crown is borne: the first strike resolved has +4 prowess; after the attack a creature but a
Nazgûl leaves play for the player's marshalling point pile, defeated or not. With no such
attack it is a dud (GON-DUD-2). The version before asked the player to declare it."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_item_uses import bearing
from tests.support import of_kind, only

FURY, IRON_CROWN = "TW-492", "TW-496"
BEFORE = gon.RULESET.at_version(str(hazard_events.FURY_SINCE - 1))


def attacking(state: State, creature: str) -> tuple[list[Fact], State]:
    state = gon.hazards(state, [FURY, creature], gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    return gon.act(moving, "go", seed=3)


@pytest.mark.rule("GON-HH-7", "CoE-3.iv.6")
def test_fury_strengthens_the_first_strike_and_keeps_the_creature_for_its_points() -> None:
    assert hazard_events.FURY_SINCE == 41 <= int(gon.RULESET.version)
    facts, state = attacking(gon.fresh(), gon.ORC_PATROL)
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["amount"], played["creature"]) == (
        "GON-HH-7", FURY, 4, gon.ORC_PATROL)
    assert only(facts, "AttackDeclared")["fury"] == [FURY, 4]
    # The first strike resolved is at 6 + 4; a seed on which the attack is not defeated
    # still leaves the Orcs to the player's points.
    for seed in range(30):
        fought, after = gon.fight_out(state, seed=seed)
        strikes = [f["strike"] for f in of_kind(fought, "StrikeResolved")]
        ended = only(fought, "AttackEnded")
        if not ended["defeated"]:
            break
    assert strikes[0] == 6 + 4 and set(strikes[1:]) == {6}
    kept = only(fought, "CreatureDefeated")
    assert (kept.rule, kept["card"], kept["by"]) == ("GON-HH-7", gon.ORC_PATROL, FURY)
    assert (gon.ORC_PATROL, "kill", kept["points"]) in after.marshalling


@pytest.mark.rule("GON-HH-7", "GON-NAZ-5", "GON-DUD-2")
def test_a_nazgul_goes_back_and_a_wolf_takes_no_fury() -> None:
    facts, state = attacking(gon.fresh(), gon.UVATHA)
    assert only(facts, "HazardEventPlayed")["card"] == FURY
    fought, _ = gon.fight_out(state, seed=3)
    # Not defeated, the Nazgûl is shuffled back (GON-NAZ-5), not kept for its points.
    assert [f.kind for f in fought if f.kind in ("NazgulReturned", "CreatureDefeated")] == [
        "NazgulReturned"]
    facts, state = attacking(gon.fresh(), gon.WOLVES)
    assert not of_kind(facts, "HazardEventPlayed")
    fought, _ = gon.fight_out(state, seed=3)
    assert [(f.rule, f["card"]) for f in of_kind(fought, "DudDiscarded")
            if f["card"] == FURY] == [("GON-DUD-2", FURY)]


@pytest.mark.rule("GON-HH-7")
def test_not_while_the_iron_crown_is_borne_nor_in_the_version_before() -> None:
    facts, _ = attacking(bearing(gon.fresh(), gon.CELEBORN, IRON_CROWN), gon.ORC_PATROL)
    assert not of_kind(facts, "HazardEventPlayed")
    ctx = Context(BEFORE, Table(3, {}, gon.hazards(gon.fresh(), [FURY, gon.ORC_PATROL],
                                                   gon.FILLER)))
    BEFORE.decide(ctx, f"move:1:{gon.DOL_GULDUR}", {})
    BEFORE.decide(ctx, "go", {})
    assert not of_kind(ctx.facts, "AttackDeclared")
    assert any(a.id.startswith("declare:4:") for a in BEFORE.actions(ctx.state))


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_fury_scripted() -> None:
    """The player's play of The Iron Crown after its attack counts from version 50
    (test_necromancer_iron_crown.py)."""
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FURY] == coverage.InRuleset(coverage.SCRIPTED)
