"""The Road Goes Ever On, from support.ATTACKER_SINCE: in a Traitor's attack made with the
traitor left in play (as The Ring's Betrayal's failed check leaves him), the traitor is the
attacker's side: he is not offered support (CoE 3.iv.4) of the companion facing its strike, and
asking is refused naming him. The version before let him tap to give +1. Constructed states,
seeded."""

from __future__ import annotations

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import combat, support, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, State
from tests.rules.rgo_support import at_version, company, ids, refused, state

NOW = str(support.ATTACKER_SINCE)
BEFORE = str(support.ATTACKER_SINCE - 1)


def struck(rgo: RoadGoesEverOn) -> Context[State]:
    """A Traitor's attack (one strike) made by Aragorn II, left in play, on his company,
    Legolas and Gandalf; seed 2 gives its strike to Legolas at random, and the game waits
    while a character given none may support."""
    aragorn = ids(rgo, "Aragorn II")[0]
    start = state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                  characters=company(rgo, "Aragorn II", "Legolas", "Gandalf"))
    ctx = Context(rgo, Table(2, {}, start))
    attack = Attack(traitor.CARD, "Traitor (Aragorn II)", "", 1, 16, None)
    combat.resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=attack.source, ask=True,
                          spared=(aragorn,))
    rgo.decide(ctx, "assign-rest", {})  # "Leave the other strikes to chance"
    assert [f["character"] for f in ctx.facts if f.kind == "StrikeAssigned"] == \
        [ids(rgo, "Legolas")[0]]
    return ctx


def supports(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("support:")]


@pytest.mark.rule("CoE-3.iv.4", "RGO-HAZ-2")
def test_the_traitor_does_not_support_against_his_own_attack(rgo: RoadGoesEverOn) -> None:
    now = at_version(rgo, NOW)
    aragorn, legolas, gandalf = ids(rgo, "Aragorn II", "Legolas", "Gandalf")
    waiting = struck(now).state
    assert supports(now, waiting) == [f"support:{gandalf}:{legolas}"]  # a companion may
    assert refused(now, waiting, f"support:{aragorn}:{legolas}", "RGO-HAZ-2") == (
        "Aragorn II is the traitor: the attack is his, and he does not support the company "
        "against it. [RGO-HAZ-2]")


@pytest.mark.rule("CoE-3.iv.4")
def test_before_the_version_the_traitor_tapped_to_support(rgo: RoadGoesEverOn) -> None:
    old = at_version(rgo, BEFORE)
    aragorn, legolas, gandalf = ids(rgo, "Aragorn II", "Legolas", "Gandalf")
    ctx = struck(old)
    assert supports(old, ctx.state) == [f"support:{aragorn}:{legolas}",
                                        f"support:{gandalf}:{legolas}"]
    old.decide(ctx, f"support:{aragorn}:{legolas}", {})
    assert [(f["character"], f["target"], f["bonus"]) for f in ctx.facts
            if f.kind == "StrikeSupported"] == [(aragorn, legolas, 1)]
