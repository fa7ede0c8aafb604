"""The Road Goes Ever On from ``check_helpers.WITHIN_SINCE``: the corruption check a spell played
within an attack asks as its last effect (Vanishment's, Wizard's Fire's) and an item's used
against an attack (the Torque of Hues') wait for the player to tap untapped companions, +1 each
(CoE 7.1.1), or to roll: the attack stands where it stood meanwhile, or, canceled, the game goes
on as after it once the check is rolled. So waits The One Ring's before it cancels a strike, the
strike canceled once it is rolled if its bearer is still in play. Rolled unhelped, the game
plays as the version before, which rolled them at once, and replays so. True Fána's waits
from check_helpers.MID_CARD_SINCE (test_road_goes_ever_on_mid_card_checks.py)."""

from __future__ import annotations

from typing import Any

import pytest

from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import check_helpers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import at_version, begin, company, ids, moving, refused
from tests.rules.test_road_goes_ever_on_item_uses import bearing
from tests.rules.test_road_goes_ever_on_one_ring import attacked as one_ring_struck
from tests.rules.test_road_goes_ever_on_traitor_in_the_site_phase import wizard_at_weathertop
from tests.rules.test_road_goes_ever_on_waiting_checks import awaited, helped_and_rolled, then

NOW, BEFORE = str(check_helpers.WITHIN_SINCE), str(check_helpers.WITHIN_SINCE - 1)


def played(facts: list[Fact]) -> list[tuple[str, dict[str, Any]]]:
    """The facts as played, a declaration's wait aside."""
    return [(f.kind, f.data) for f in facts if f.kind != check_helpers.AWAITED]


def unhelped(ruleset: RoadGoesEverOn, ctx: Context[State], action: str) -> list[Fact]:
    """``action``, then the check it asks rolled at once or, waiting, unhelped."""
    facts = then(ruleset, ctx, action)
    if ctx.state.awaited_check is not None:
        facts += then(ruleset, ctx, check_helpers.ROLL)
    return facts


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_waits_for_the_checks_within_an_attack(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= check_helpers.WITHIN_SINCE == 235
    assert check_helpers.within_attack(NOW) and not check_helpers.within_attack(BEFORE)


@pytest.mark.rule("CoE-7.1.1", "CoE-3.i", "CoE-7.1")
def test_vanishments_check_waits_then_the_canceled_attack_is_over(rgo: RoadGoesEverOn) -> None:
    # Vanishment cancels Weathertop's automatic-attack; Gandalf (30 corruption points) checks.
    vanishment, gandalf, aragorn, legolas = ids(rgo, "Vanishment", "Gandalf", "Aragorn II",
                                                "Legolas")
    play = f"resource:{vanishment}:cancel:{gandalf}"
    now = at_version(rgo, NOW)
    ctx = wizard_at_weathertop(now, "Vanishment")
    facts = then(now, ctx, play)
    assert [f.kind for f in facts][-2:] == ["AttackCanceled", check_helpers.AWAITED]
    waiting = awaited(facts)
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["able"],
            waiting["own"], waiting["rule"]) == (
        gandalf, check_helpers.WITHIN_ATTACK, vanishment, [aragorn, legolas], -2, "CoE-7.1")
    assert "creature" not in waiting.data  # an automatic-attack: no creature card
    assert now.narrate(waiting).startswith(
        "Gandalf's corruption check asked by Vanishment, against 30 corruption points, waits: "
        "Aragorn II, Legolas may tap to give +1 each.")
    # The attack is over but the site phase waits: nothing else is open.
    assert ctx.state.awaited_strikes is None and not ctx.state.explored
    assert refused(now, ctx.state, "explore", "CoE-7.1.1") == (
        "Gandalf's corruption check asked by Vanishment, against 30 corruption points, waits: "
        "tap a companion to help it (+1 each), or roll it (roll-check). [CoE-7.1.1]")
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, legolas)
    assert (made["modifier"], made.rule, made["result"]) == (-2, "CoE-7.1", "eliminated")
    # Failed even helped: the Traitor turns and attacks at once, as the game went on at 234.
    after = [f.kind for f in ctx.facts[mark:]]
    assert after.index("TraitorTurned") < after.index("QueuedAttackMade")
    assert ctx.state.awaited_strikes is not None and not ctx.state.explored
    # Rolled unhelped, the game plays as 234 played it, the wait aside.
    ctx = wizard_at_weathertop(now, "Vanishment")
    waited = unhelped(now, ctx, play)
    old = at_version(rgo, BEFORE)
    at_once = then(old, (before := wizard_at_weathertop(old, "Vanishment")), play)
    assert check_helpers.AWAITED not in [f.kind for f in at_once]
    assert played(waited) == played(at_once)
    assert ctx.state == before.state


def facing(rgo: RoadGoesEverOn, version: str, hand: str, creature: str) -> Context[State]:
    """Gandalf, Aragorn II and Legolas meet ``creature`` on the way to Lórien at
    ``version``, ``hand`` in hand."""
    ruleset = at_version(rgo, version)
    return begin(ruleset, moving(ruleset, creature, hand=ids(ruleset, hand),
                                 characters=company(ruleset, "Gandalf", "Aragorn II",
                                                    "Legolas")))


@pytest.mark.rule("CoE-7.1.1", "CoE-3.iv.5", "CoE-7.1")
def test_wizards_fires_check_waits_and_the_attack_stands_where_it_stood(
        rgo: RoadGoesEverOn) -> None:
    fire, gandalf, aragorn = ids(rgo, "Wizard’s Fire", "Gandalf", "Aragorn II")
    play = f"resource:{fire}:strike:{gandalf}"
    now = at_version(rgo, NOW)
    ctx = facing(rgo, NOW, "Wizard’s Fire", "Orc-patrol")
    waiting = awaited(then(now, ctx, play))
    strikes = ctx.state.awaited_strikes  # the card played on Gandalf's strike
    assert strikes is not None and strikes.cards[0][:2] == (fire, gandalf)
    assert (waiting["check"], waiting["card"], waiting["own"]) == (
        check_helpers.WITHIN_ATTACK, fire, -4)
    assert [a.id for a in now.actions(ctx.state)][-1] == check_helpers.ROLL
    assert refused(now, ctx.state, f"assign:{gandalf}", "CoE-7.1.1").startswith(
        "Gandalf's corruption check asked by Wizard’s Fire, against ")
    made = helped_and_rolled(now, ctx, aragorn)
    assert (made["modifier"], made["result"]) == (-4, "passed")
    # The defender is asked again, the attack as it stood, Aragorn now tapped.
    assert ctx.state.awaited_strikes == strikes
    assert f"assign:{gandalf}" in [a.id for a in now.actions(ctx.state)]
    # Rolled unhelped, as 234 played it; 234 rolled it at once.
    ctx = facing(rgo, NOW, "Wizard’s Fire", "Orc-patrol")
    waited = unhelped(now, ctx, play)
    old = at_version(rgo, BEFORE)
    before = facing(rgo, BEFORE, "Wizard’s Fire", "Orc-patrol")
    at_once = then(old, before, play)
    assert check_helpers.AWAITED not in [f.kind for f in at_once]
    assert played(waited) == played(at_once) and ctx.state == before.state
    assert [a.id for a in now.actions(ctx.state)] == [a.id for a in old.actions(before.state)]


def torque(rgo: RoadGoesEverOn, version: str) -> Context[State]:
    """Aragorn II, bearing the Torque of Hues, and Legolas meet Wolves at ``version``."""
    ruleset = at_version(rgo, version)
    bearer = bearing(rgo, "Aragorn II", "Torque of Hues")
    return begin(ruleset, moving(ruleset, "Wolves", "Crebain",
                                 characters=(bearer, *company(ruleset, "Legolas"))))


@pytest.mark.rule("CoE-7.1.1", "CoE-3.i", "CoE-7.1")
def test_an_items_check_against_an_attack_waits_then_the_hazard_pile_goes_on(
        rgo: RoadGoesEverOn) -> None:
    item, aragorn, legolas, wolves, crebain = ids(rgo, "Torque of Hues", "Aragorn II",
                                                  "Legolas", "Wolves", "Crebain")
    use = f"use-item:{item}:{aragorn}"
    now = at_version(rgo, NOW)
    ctx = torque(rgo, NOW)
    facts = then(now, ctx, use)
    waiting = awaited(facts)
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["creature"],
            waiting["able"]) == (aragorn, check_helpers.WITHIN_ATTACK, item, wolves, [legolas])
    assert "AttackCanceled" in [f.kind for f in facts]
    # Canceled, the Wolves are not yet discarded nor the pile gone on.
    assert wolves not in ctx.state.hazard_discard and ctx.state.pile == (crebain,)
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, legolas)
    assert made["result"] == "passed"
    kinds = [(f.kind, f.data.get("card")) for f in ctx.facts[mark:]]
    assert kinds.index(("HazardDiscarded", wolves)) < kinds.index(("HazardRevealed", crebain))
    # Rolled unhelped, as 234 played it; 234 rolled it at once.
    ctx = torque(rgo, NOW)
    waited = unhelped(now, ctx, use)
    old = at_version(rgo, BEFORE)
    at_once = then(old, (before := torque(rgo, BEFORE)), use)
    assert check_helpers.AWAITED not in [f.kind for f in at_once]
    assert played(waited) == played(at_once) and ctx.state == before.state


@pytest.mark.rule("CoE-7.1.1", "CoE-3.iv.5.1", "CoE-7.1")
def test_the_one_rings_check_waits_then_the_strike_is_canceled_if_its_bearer_stands(
        rgo: RoadGoesEverOn) -> None:
    ring, frodo, sam = ids(rgo, "The One Ring", "Frodo", "Sam Gamgee")
    use = f"use-item:{ring}:{frodo}"
    now = at_version(rgo, NOW)
    ctx = one_ring_struck(rgo, "Orc-patrol", NOW)
    waiting = awaited(then(now, ctx, use))
    assert (waiting["character"], waiting["check"], waiting["card"], waiting["able"],
            waiting["own"]) == (frodo, check_helpers.STRIKE_CANCEL, ring, [sam], -2)
    assert not any(f.kind == "StrikeCancelSet" for f in ctx.facts)
    mark = len(ctx.facts)
    made = helped_and_rolled(now, ctx, sam)
    assert (made["modifier"], made["result"]) == (-2, "passed")
    assert [f.kind for f in ctx.facts[mark:]][-1] == "StrikeCancelSet"
    assert ctx.state.awaited_strikes is not None
    # Rolled unhelped, as 234 played it, passed (seed 2) or failed (seed 1: Frodo leaves play,
    # no strike canceled); 234 rolled it at once.
    old = at_version(rgo, BEFORE)
    for seed, ends in ((2, "StrikeCancelSet"), (1, "CharacterEliminated")):
        ctx = one_ring_struck(rgo, "Orc-patrol", NOW, seed)
        waited = unhelped(now, ctx, use)
        at_once = then(old, (before := one_ring_struck(rgo, "Orc-patrol", BEFORE, seed)), use)
        assert check_helpers.AWAITED not in [f.kind for f in at_once]
        assert ends in [f.kind for f in at_once]
        assert played(waited) == played(at_once) and ctx.state == before.state
