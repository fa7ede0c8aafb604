"""The Road Goes Ever On from ``traitor.COUNCIL_SINCE``: at the Free Council a failed final
check turns a Traitor in play as any failed check does, and his attack is made at once on his
company (``QueuedAttackMade`` naming ``resume`` council), the council's other final checks and
its end waiting till it is over; a character the attack took away makes no check, and the
points are counted after it. The version before left the card in play, with no attack. Here
Aragorn II (corrupt enough to fail), Legolas and Elrond call the Council at Rivendell with 25
faction points. Constructed states, seeded."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import interjections, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MPRecord, State
from tests.rules.rgo_support import at_version, company, ids, organizing

NOW = str(traitor.COUNCIL_SINCE)
BEFORE = str(traitor.COUNCIL_SINCE - 1)
WATCHED = ("FreeCouncilCalled", "CorruptionChecked", "TraitorTurned", "QueuedAttackMade",
           "StrikeAssignmentOpened", "StrikeAssigned", "AttackEnded", "InterjectionOver",
           "GameEnded")


def calling(ruleset: RoadGoesEverOn) -> State:
    aragorn = ids(ruleset, "Aragorn II")[0]
    return organizing(ruleset, characters=company(ruleset, "Aragorn II", "Legolas", "Elrond"),
                      mp=(MPRecord("x", "Orc-warriors", "faction", 25),),
                      environments=(traitor.CARD,), permanent_hazards=(("TW-1", aragorn),),
                      hazard_points=(("TW-1", aragorn, 30),))


def decided(ruleset: RoadGoesEverOn, state: State, action: str,
            seed: int = 1) -> tuple[list[Fact], State]:
    ctx = Context(ruleset, Table(seed, {}, state))
    ruleset.decide(ctx, action, {})
    return ctx.facts, ctx.state


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    return [(f.kind, f.data.get("character") or f.data.get("resume")) for f in facts
            if f.kind in WATCHED]


@pytest.mark.rule("RGO-WIN-1", "RGO-WIN-2", "RGO-HAZ-2", "CoE-3.ii")
def test_a_failed_final_check_turns_a_traitor_whose_attack_comes_before_the_other_checks(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrond = ids(rgo, "Aragorn II", "Legolas", "Elrond")
    ruleset = at_version(rgo, NOW)
    facts, waiting = decided(ruleset, calling(ruleset), "call-council")
    assert watched(facts) == [
        ("FreeCouncilCalled", None), ("CorruptionChecked", aragorn), ("TraitorTurned", aragorn),
        ("QueuedAttackMade", interjections.COUNCIL), ("StrikeAssignmentOpened", None)]
    assert facts[0]["order"] == [aragorn, legolas, elrond]
    assert ruleset.narrate(next(f for f in facts if f.kind == "QueuedAttackMade")) == (
        "Traitor (Aragorn II) is made at once, the Free Council's other final checks waiting.")
    assert (waiting.outcome, waiting.council_left, waiting.environments) == (
        None, (legolas, elrond), ())
    assert f"assign:{legolas}" in [a.id for a in ruleset.actions(waiting)]
    # Legolas faces the strike and survives it: his check and Elrond's, then the Council's
    # end, follow (seed 1).
    facts, after = decided(ruleset, waiting, f"assign:{legolas}")
    assert watched(facts) == [
        ("StrikeAssigned", legolas), ("AttackEnded", None), ("InterjectionOver", None),
        ("CorruptionChecked", legolas), ("CorruptionChecked", elrond), ("GameEnded", None)]
    assert (facts[-1]["outcome"], facts[-1]["score"], after.council_left) == ("won", 4, ())
    # Eliminated by it (seed 4), he makes no check, and his points are lost to the count.
    facts, after = decided(ruleset, waiting, f"assign:{legolas}", seed=4)
    assert watched(facts) == [
        ("StrikeAssigned", legolas), ("AttackEnded", None), ("InterjectionOver", None),
        ("CorruptionChecked", elrond), ("GameEnded", None)]
    assert legolas not in [c.card_id for c in after.every_character()]
    assert (facts[-1]["outcome"], facts[-1]["score"]) == ("won", 0)


@pytest.mark.rule("RGO-WIN-1", "RGO-WIN-2")
def test_before_the_version_the_council_turns_no_traitor(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrond = ids(rgo, "Aragorn II", "Legolas", "Elrond")
    ruleset = at_version(rgo, BEFORE)
    facts, after = decided(ruleset, calling(ruleset), "call-council")
    assert watched(facts) == [
        ("FreeCouncilCalled", None), ("CorruptionChecked", aragorn),
        ("CorruptionChecked", legolas), ("CorruptionChecked", elrond), ("GameEnded", None)]
    assert "order" not in facts[0].data and after.environments == (traitor.CARD,)
    assert (facts[-1]["outcome"], facts[-1]["score"]) == ("won", 4)
