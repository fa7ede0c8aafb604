"""The Road Goes Ever On from ``check_helpers.SINCE``: a corruption check waits for the player to
tap other untapped characters of the company, +1 each (CoE 7.1.1), or to roll; so waits each
final check at the Free Council (RGO-WIN-2). Before, no help was offered, and those versions
replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import attacks_at_once
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import check_helpers
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import (
    at_version,
    begin,
    card,
    company,
    moving,
    refused,
    state,
    turn_of,
    with_coe_cards,
)
from tests.rules.test_road_goes_ever_on_hazard_scripts import heading
from tests.rules.test_road_goes_ever_on_traitor_during_attack import candle_ahead

NOW, BEFORE = str(check_helpers.SINCE), str(check_helpers.SINCE - 1)
#: A seed whose first roll, Legolas's final check, is 4: his 4 corruption points discard him
#: unaided.
FOUR = 24


def council(rgo: RoadGoesEverOn, *names: str) -> State:
    """Legolas (4 corruption points: Lure of the Senses and Lure of Nature on him) organizing
    with ``names``."""
    legolas = card(rgo, "Legolas")
    return state(rgo, phase=ORGANIZATION, characters=company(rgo, "Legolas", *names),
                 permanent_hazards=((card(rgo, "Lure of the Senses"), legolas),
                                    (card(rgo, "Lure of Nature"), legolas)))


def called(rgo: RoadGoesEverOn, version: str, start: State, seed: int = FOUR
           ) -> tuple[RoadGoesEverOn, Context[State], bool]:
    """The Free Council called from ``start`` at ``version``: its checks all made (True), or
    not."""
    ruleset = at_version(rgo, version)
    ctx = Context(ruleset, Table(seed, {}, start))
    return ruleset, ctx, turn_of(ruleset, start).free_council(ctx, {"raw_total": 27})




@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_offers_help_to_corruption_checks(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= check_helpers.SINCE == 225
    assert check_helpers.offered(NOW) and not check_helpers.offered(BEFORE)


@pytest.mark.rule("CoE-7.1.1", "RGO-WIN-2", "CoE-7.1")
def test_a_companion_taps_to_help_a_final_check_that_fails_unaided(rgo: RoadGoesEverOn) -> None:
    legolas, gloin, aragorn = (card(rgo, n) for n in ("Legolas", "Glóin", "Aragorn II"))
    start = council(rgo, "Glóin", "Aragorn II")
    now, ctx, done = called(rgo, NOW, start)
    assert not done  # Legolas's check waits
    awaited = [f for f in ctx.facts if f.kind == check_helpers.AWAITED]
    assert [(f.rule, f["character"], f["able"], f["points"]) for f in awaited] == [
        ("CoE-7.1.1", legolas, [gloin, aragorn], 4)]
    assert [(a.id, a.label, a.rule) for a in now.actions(ctx.state)] == [
        (f"help-check:{gloin}", "Glóin taps to give Legolas +1 to his final corruption check",
         "CoE-7.1.1"),
        (f"help-check:{aragorn}",
         "Aragorn II taps to give Legolas +1 to his final corruption check", "CoE-7.1.1"),
        ("roll-check", "Legolas makes his final corruption check at the Free Council, against 4 "
         "corruption points", "CoE-7.1.1")]
    now.decide(ctx, f"help-check:{gloin}", {})
    assert ctx.state.character(gloin).state == "tapped"  # type: ignore[union-attr]
    assert [a.id for a in now.actions(ctx.state)] == [f"help-check:{aragorn}", "roll-check"]
    assert now.actions(ctx.state)[-1].label == \
        "Legolas makes his final corruption check at the Free Council, against 4 corruption " \
        "points (+1 from helpers)"
    now.decide(ctx, "roll-check", {})
    checked = [f for f in ctx.facts if f.kind == "CorruptionChecked"]
    first = checked[0]
    assert (first["character"], first["roll"], first["result"], first["helpers"]) == (
        legolas, 4, "passed", [gloin])
    assert {"amount": 1, "source": f"card:{gloin}", "why": "Glóin taps to help",
            "clause": "CoE-7.1.1"} in first["check"]["modifiers"]
    assert first["check"]["total"] == 5 and ctx.state.character(legolas) is not None
    # Glóin's and Aragorn's own checks follow: Glóin's offers Legolas, still untapped, as a
    # helper, and with no points the automatic player rolls at once; the council ends won.
    while ctx.state.outcome is None:
        action, args = now.policy(ctx.state, now.actions(ctx.state))
        assert action == "roll-check"
        now.decide(ctx, action, args)
    assert [f["character"] for f in ctx.facts if f.kind == "CorruptionChecked"] == [
        legolas, gloin, aragorn]
    assert ctx.state.outcome is not None and ctx.state.outcome["outcome"] == "won"
    # Before, no help: the same 4 discards Legolas.
    _, old, done = called(rgo, BEFORE, start)
    assert done and not [f for f in old.facts if f.kind == check_helpers.AWAITED]
    first = next(f for f in old.facts if f.kind == "CorruptionChecked")
    assert (first["character"], first["roll"], first["result"]) == (legolas, 4, "discarded")


@pytest.mark.rule("CoE-7.1.1")
def test_only_an_untapped_companion_helps_and_the_check_waits(rgo: RoadGoesEverOn) -> None:
    gloin, aragorn = card(rgo, "Glóin"), card(rgo, "Aragorn II")
    start = council(rgo, "Glóin", "Aragorn II")
    start = state(rgo, phase=ORGANIZATION, permanent_hazards=start.permanent_hazards,
                  characters=tuple(c.with_state("tapped") if c.card_id == aragorn else c
                                   for c in start.characters))
    now, ctx, _ = called(rgo, NOW, start)
    assert [a.id for a in now.actions(ctx.state)] == [f"help-check:{gloin}", "roll-check"]
    assert refused(now, ctx.state, f"help-check:{aragorn}", "CoE-7.1.1") == (
        "Aragorn II is tapped: only an untapped character taps to help a corruption check. "
        "[CoE-7.1.1]")
    legolas = card(rgo, "Legolas")
    assert refused(now, ctx.state, f"help-check:{legolas}", "CoE-7.1.1") == (
        "Only another character of Legolas's company may tap to help his corruption check. "
        "[CoE-7.1.1]")
    assert refused(now, ctx.state, "end-turn", "CoE-7.1.1") == (
        "Legolas's final corruption check at the Free Council, against 4 corruption points, "
        "waits: tap a companion to help it (+1 each), or roll it (roll-check). [CoE-7.1.1]")
    assert refused(now, council(rgo, "Glóin"), "roll-check", "CoE-7.1.1") == (
        "No corruption check is waiting to be helped or rolled. [CoE-7.1.1]")


@pytest.mark.rule("CoE-7.1.1", "RGO-WIN-2")
def test_a_lone_character_checks_at_once(rgo: RoadGoesEverOn) -> None:
    _, ctx, done = called(rgo, NOW, council(rgo))
    assert done and not [f for f in ctx.facts if f.kind == check_helpers.AWAITED]
    assert [(f["roll"], f["result"]) for f in ctx.facts if f.kind == "CorruptionChecked"] == [
        (4, "discarded")]


@pytest.mark.rule("CoE-7.1.1")
def test_the_automatic_player_taps_helpers_while_the_check_may_fail(rgo: RoadGoesEverOn) -> None:
    gloin, aragorn = card(rgo, "Glóin"), card(rgo, "Aragorn II")
    now, ctx, _ = called(rgo, NOW, council(rgo, "Glóin", "Aragorn II"))
    chosen = []
    while ctx.state.awaited_check is not None and ctx.state.awaited_check.character == \
            card(rgo, "Legolas"):
        action, args = now.policy(ctx.state, now.actions(ctx.state))
        chosen.append(action)
        now.decide(ctx, action, args)
    # 4 points: +1 leaves a roll of 2 failing (3), +2 too (4); no one is left, so he rolls.
    assert chosen == [f"help-check:{gloin}", f"help-check:{aragorn}", "roll-check"]


def untapped_at(rgo: RoadGoesEverOn, version: str, seed: int = 1
                ) -> tuple[RoadGoesEverOn, Context[State]]:
    """A new turn at Rivendell at ``version``, Aragorn bearing Lure of the Senses (a check at
    the end of the untap phase, at a Haven), Legolas with him."""
    start = state(rgo, permanent_hazards=((card(rgo, "Lure of the Senses"),
                                           card(rgo, "Aragorn II")),))
    ruleset = at_version(rgo, version)
    ctx = Context(ruleset, Table(seed, {}, start))
    turn_of(ruleset, start).start_turn(ctx)
    return ruleset, ctx


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "CoE-2.I.1")
def test_a_check_of_the_untap_phase_waits_for_helpers_then_the_turn_goes_on(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, lure = (card(rgo, n) for n in ("Aragorn II", "Legolas",
                                                     "Lure of the Senses"))
    now, ctx = untapped_at(rgo, NOW)
    kinds = [f.kind for f in ctx.facts]
    # The card's check named, then declared: the rest of the untap phase waits.
    assert kinds[-3:] == ["HazardEffectApplied", check_helpers.AWAITED, "ChecksWaiting"]
    assert ctx.facts[-3]["card"] == lure and ctx.facts[-1]["helpers"] is True
    assert ctx.facts[-2]["check"] == "untap-checks" and ctx.facts[-2]["able"] == [legolas]
    assert now.narrate(ctx.facts[-2]) == \
        "Aragorn II's corruption check, against 2 corruption points, waits: Legolas may tap " \
        "to give +1 each."
    assert now.narrate(ctx.facts[-1]) == \
        "The corruption cards' checks wait for the one declared to be helped or rolled."
    assert [a.id for a in now.actions(ctx.state)] == [f"help-check:{legolas}", "roll-check"]
    assert "PhaseBegan" not in kinds
    now.decide(ctx, f"help-check:{legolas}", {})
    assert now.narrate(ctx.facts[-1]) == \
        "Legolas taps to give Aragorn II +1 to his corruption check."
    now.decide(ctx, "roll-check", {})
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["helpers"], checked["asked_by"]) == (
        aragorn, [legolas], lure)
    assert [f.kind for f in ctx.facts].count("HazardEffectApplied") == 1  # named once
    # The untap phase ends and the organization phase begins, Legolas tapped for the check.
    assert ctx.state.phase == ORGANIZATION and ctx.state.awaited_check is None
    assert ctx.state.character(legolas).state == "tapped"  # type: ignore[union-attr]
    # Before: checked at once, the organization phase begun in the same step.
    old, before = untapped_at(rgo, BEFORE)
    assert check_helpers.AWAITED not in [f.kind for f in before.facts]
    assert before.state.phase == ORGANIZATION
    assert not [a for a in old.actions(before.state) if a.id.startswith("help-check")]


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1")
def test_a_check_at_the_end_of_the_movement_hazard_phase_waits_for_helpers(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, lure, bree = (card(rgo, n) for n in (
        "Aragorn II", "Legolas", "Lure of Nature", "Bree"))
    start = state(rgo, permanent_hazards=((lure, aragorn),), destination=bree,
                  path=("wilderness", "border-land", "wilderness"))
    now = at_version(rgo, NOW)
    ctx = Context(now, Table(1, {}, start))
    turn_of(now, start).finish_hazards(ctx)
    assert ctx.state.awaited_check is not None
    assert ctx.state.awaited_check.resume == "movement-end-checks"
    assert "CompanyArrived" not in [f.kind for f in ctx.facts]
    now.decide(ctx, "roll-check", {})  # unaided; the second Wilderness's check waits in turn
    assert [f.kind for f in ctx.facts].count("CorruptionChecked") == 1
    assert ctx.state.awaited_check is not None and "CompanyArrived" not in [
        f.kind for f in ctx.facts]
    now.decide(ctx, "roll-check", {})
    kinds = [f.kind for f in ctx.facts]
    assert kinds.count("CorruptionChecked") == 2 and "CompanyArrived" in kinds
    assert kinds.index("CorruptionChecked") < kinds.index("CompanyArrived")


@pytest.mark.rule("CoE-7.1.1", "RGO-HAZ-2")
def test_a_check_amid_a_steps_acts_waits_for_helpers(rgo: RoadGoesEverOn) -> None:
    """An item played at the site with Greed in force there: Legolas's check (-1) waits, the
    step's other acts after it."""
    greed, barrow, dagger = (card(rgo, n) for n in ("Greed", "Barrow-downs",
                                                    "Dagger of Westernesse"))
    aragorn, legolas, bilbo = (card(rgo, n) for n in ("Aragorn II", "Legolas", "Bilbo"))
    now = at_version(rgo, NOW)
    ctx = Context(now, Table(1, {}, heading(rgo, "Barrow-downs", "Greed", "Crebain",
                                            characters=company(rgo, "Aragorn II", "Legolas",
                                                               "Bilbo"))))
    turn_of(now, ctx.state).movement_hazard(ctx)
    at_barrow = replace(ctx.state, site=barrow, destination=None, phase=SITE, explored=True,
                        hand=(dagger,), pile=(), awaited_strikes=None)
    ctx = Context(now, Table(1, {}, at_barrow))
    now.decide(ctx, f"play-item:{dagger}:{aragorn}", {})
    assert [f.kind for f in ctx.facts][-2:] == [check_helpers.AWAITED, "StepWaiting"]
    assert now.narrate(ctx.facts[-1]) == \
        "The rest of the step waits for the check declared to be helped or rolled."
    assert ctx.state.awaited_check is not None
    assert (ctx.state.awaited_check.character, ctx.state.awaited_check.modifier) == (
        legolas, -1)
    # Aragorn tapped to play the item: Bilbo alone may help.
    assert [a.id for a in now.actions(ctx.state)] == [f"help-check:{bilbo}", "roll-check"]
    now.decide(ctx, f"help-check:{bilbo}", {})
    now.decide(ctx, "roll-check", {})
    checked = [f for f in ctx.facts if f.kind == "CorruptionChecked"]
    assert [(f["character"], f["modifier"], f["helpers"], f["asked_by"]) for f in checked] == [
        (legolas, -1, [bilbo], greed)]
    assert ctx.state.awaited_check is None and ctx.state.step_left == ()


HAZARD_NOW, HAZARD_BEFORE = str(check_helpers.HAZARDS_SINCE), str(check_helpers.HAZARDS_SINCE - 1)


def candle(ruleset: RoadGoesEverOn) -> State:
    """Aragorn II (4 corruption points: Lure of the Senses and Lure of Nature on him),
    Legolas and Elrond in the long-event phase, moving from Moria to Lórien with a
    Corpse-candle in the Hazard Pile (seed 1: no hazard long-event comes)."""
    aragorn = card(ruleset, "Aragorn II")
    return moving(ruleset, "Corpse-candle",
                  characters=company(ruleset, "Aragorn II", "Legolas", "Elrond"),
                  permanent_hazards=((card(ruleset, "Lure of the Senses"), aragorn),
                                     (card(ruleset, "Lure of Nature"), aragorn)),
                  phase="long-event")


def candle_facts(facts: list[Fact]) -> list[tuple[str, object]]:
    watched = ("CorruptionChecked", check_helpers.AWAITED, check_helpers.HELPED,
               attacks_at_once.SET_ASIDE, attacks_at_once.TAKEN_UP, "StrikeAssignmentOpened")
    return [(f.kind, f.data.get("character") or f.data.get("card")) for f in facts
            if f.kind in watched]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_offers_help_to_an_attacks_checks(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= check_helpers.HAZARDS_SINCE == 227
    assert check_helpers.in_hazards(HAZARD_NOW) and not check_helpers.in_hazards(HAZARD_BEFORE)


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-HAZ-2")
def test_a_corpse_candles_checks_wait_for_helpers_before_its_strikes(
        rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, elrond, lure = (card(rgo, n) for n in (
        "Aragorn II", "Legolas", "Elrond", "Corpse-candle"))
    now = at_version(rgo, HAZARD_NOW)
    ctx = Context(now, Table(1, {}, candle(now)))
    now.decide(ctx, "continue", {})
    # Aragorn's check declared, the attack set aside before its strikes, all three to check.
    assert candle_facts(ctx.facts) == [(check_helpers.AWAITED, aragorn),
                                       ("StrikeAssignmentOpened", None),
                                       (attacks_at_once.SET_ASIDE, lure)]
    awaited, aside = (next(f for f in ctx.facts if f.kind == k)
                      for k in (check_helpers.AWAITED, attacks_at_once.SET_ASIDE))
    assert (awaited["check"], awaited["able"], awaited["points"]) == (
        check_helpers.ATTACK_CHECKS, [legolas, elrond], 4)
    assert (aside["checks"], aside["before_asking"], aside["helpers"]) == (
        [aragorn, legolas, elrond], True, True)
    assert now.narrate(aside) == (
        "The attack of Corpse-candle waits, before its strikes, for the corruption check "
        "declared to be helped or rolled; Aragorn II, Legolas, Elrond to check corruption once "
        "it goes on.")
    assert [a.id for a in now.actions(ctx.state)] == [
        f"help-check:{legolas}", f"help-check:{elrond}", "roll-check"]
    assert refused(now, ctx.state, "assign-rest", "CoE-7.1.1") == (
        "Aragorn II's corruption check asked by the attack, against 4 corruption points, waits: "
        "tap a companion to help it (+1 each), or roll it (roll-check). [CoE-7.1.1]")
    now.decide(ctx, f"help-check:{legolas}", {})
    mark = len(ctx.facts)
    now.decide(ctx, "roll-check", {})
    # Taken up: Aragorn's check, helped; Legolas's waits in turn, Aragorn and Elrond able to
    # help him.
    assert candle_facts(ctx.facts[mark:]) == [
        (attacks_at_once.TAKEN_UP, lure), ("CorruptionChecked", aragorn),
        (check_helpers.AWAITED, legolas), (attacks_at_once.SET_ASIDE, lure)]
    checked = next(f for f in ctx.facts[mark:] if f.kind == "CorruptionChecked")
    assert (checked["helpers"], checked["asked_by"], checked["modifier"]) == (
        [legolas], lure, 0)
    assert ctx.facts[-1]["checks"] == [legolas, elrond]
    assert [a.id for a in now.actions(ctx.state)] == [
        f"help-check:{aragorn}", f"help-check:{elrond}", "roll-check"]
    # The automatic player rolls the rest (no points on Legolas nor Elrond): the defender
    # is asked to assign the strikes once every check is made.
    while ctx.state.awaited_check is not None:
        action, args = now.policy(ctx.state, now.actions(ctx.state))
        assert action == "roll-check"
        now.decide(ctx, action, args)
    assert [c for k, c in candle_facts(ctx.facts) if k == "CorruptionChecked"] == [
        aragorn, legolas, elrond]
    assert ctx.state.set_aside == () and ctx.state.awaited_strikes is not None
    assert ctx.state.awaited_strikes.attack["name"] == "Corpse-candle"
    assert ctx.state.character(legolas).state == "tapped"  # type: ignore[union-attr]
    # The version before: all three checked at once, unhelped, then the strikes assigned.
    old = at_version(rgo, HAZARD_BEFORE)
    before = Context(old, Table(1, {}, candle(old)))
    old.decide(before, "continue", {})
    assert candle_facts(before.facts) == [
        ("CorruptionChecked", aragorn), ("CorruptionChecked", legolas),
        ("CorruptionChecked", elrond), ("StrikeAssignmentOpened", None)]
    assert all("helpers" not in f.data for f in before.facts)


#: A hazard event no script plays (of The Dragons), so its effect is declared by the player.
DECLARED = "Searching Eye"


@pytest.fixture(scope="module")
def declaring(starter, coe_cards_path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The starter catalog with the declared event."""
    return with_coe_cards(starter, coe_cards_path, (DECLARED,))


def declared_check(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State],
                                                                int]:
    """The declared event revealed first in the Hazard Pile at ``version``, Wolves next, and
    its check declared: the facts from the declaration on start at the mark returned."""
    ruleset = at_version(rgo, version)
    ctx = begin(ruleset, moving(ruleset, DECLARED, "Wolves", "Wargs", "Crebain"))
    mark = len(ctx.facts)
    ruleset.decide(ctx, f"declare:{card(ruleset, DECLARED)}:corruption-check", {})
    return ruleset, ctx, mark


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-HAZ-2")
def test_a_hazard_events_declared_check_waits_for_helpers_then_the_pile_goes_on(
        declaring: RoadGoesEverOn) -> None:
    event, wolves = card(declaring, DECLARED), card(declaring, "Wolves")
    watched = ("CorruptionChecked", check_helpers.AWAITED, check_helpers.HELPED,
               "HazardDiscarded", "HazardRevealed")
    now, ctx, mark = declared_check(declaring, HAZARD_NOW)
    target = ctx.state.awaited_check.character  # type: ignore[union-attr]
    other = next(c.card_id for c in ctx.state.characters if c.card_id != target)
    assert [(f.kind, f.data.get("card")) for f in ctx.facts[mark:] if f.kind in watched] == [
        (check_helpers.AWAITED, event)]
    awaited = ctx.facts[-1]
    assert (awaited["check"], awaited["able"], awaited["card"]) == (
        check_helpers.HAZARD_EVENT, [other], event)
    assert ctx.state.pile[0] == wolves and ctx.state.awaited_event is None
    assert [a.id for a in now.actions(ctx.state)] == [f"help-check:{other}", "roll-check"]
    now.decide(ctx, f"help-check:{other}", {})
    now.decide(ctx, "roll-check", {})
    # The check, helped and asked by the event; the event discarded; Wolves revealed next.
    assert [(f.kind, f.data.get("card")) for f in ctx.facts[mark:] if f.kind in watched] == [
        (check_helpers.AWAITED, event), (check_helpers.HELPED, None),
        ("CorruptionChecked", None), ("HazardDiscarded", event), ("HazardRevealed", wolves)]
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["helpers"], checked["asked_by"]) == (
        target, [other], event)
    gone = next(f for f in ctx.facts[mark:] if f.kind == "HazardDiscarded")
    assert (gone.rule, gone["reason"]) == ("RGO-HAZ-2", "resolved")
    assert ctx.state.awaited_check is None
    # The version before: checked at once, unhelped, in the declaration's own step.
    _, old, mark = declared_check(declaring, HAZARD_BEFORE)
    assert [(f.kind, f.data.get("card")) for f in old.facts[mark:] if f.kind in watched] == [
        ("CorruptionChecked", None), ("HazardDiscarded", event), ("HazardRevealed", wolves)]
    assert "helpers" not in next(f for f in old.facts if f.kind == "CorruptionChecked").data


@pytest.mark.rule("CoE-7.1.1", "CoE-9.5.3", "RGO-HAZ-2")
def test_a_corpse_candle_check_that_turns_a_traitor_has_his_attack_made_before_the_next(
        rgo: RoadGoesEverOn) -> None:
    # Aragorn (30 points) fails: the Traitor's attack is made at once, the Corpse-candle set
    # aside again; once it is over, Legolas's check waits for Elrond's help.
    aragorn, legolas, elrond, lure = (card(rgo, n) for n in (
        "Aragorn II", "Legolas", "Elrond", "Corpse-candle"))
    now = at_version(rgo, HAZARD_NOW)
    ctx = Context(now, Table(1, {}, candle_ahead(now)))
    now.decide(ctx, "continue", {})
    assert ctx.state.awaited_check.character == aragorn  # type: ignore[union-attr]
    now.decide(ctx, "roll-check", {})
    assert candle_facts(ctx.facts) == [
        (check_helpers.AWAITED, aragorn), ("StrikeAssignmentOpened", None),
        (attacks_at_once.SET_ASIDE, lure), (attacks_at_once.TAKEN_UP, lure),
        ("CorruptionChecked", aragorn), (attacks_at_once.SET_ASIDE, lure),
        ("StrikeAssignmentOpened", None)]
    assert [f.kind for f in ctx.facts][-7:] == [
        "TraitorTurned", "EnvironmentDiscarded", "AttackQueued", attacks_at_once.SET_ASIDE,
        "QueuedAttackMade", "AttackDeclared", "StrikeAssignmentOpened"]
    aside = [f for f in ctx.facts if f.kind == attacks_at_once.SET_ASIDE]
    assert [(f["checks"], "helpers" in f.data) for f in aside] == [
        ([aragorn, legolas, elrond], True), ([legolas, elrond], False)]
    assert ctx.state.interjecting and ctx.state.awaited_check is None
    now.decide(ctx, f"assign:{legolas}", {})  # he faces the traitor's strike
    while ctx.state.awaited_check is None and ctx.state.awaited_strikes is not None \
            and ctx.state.awaited_strikes.attack["name"] != "Corpse-candle":
        action, args = now.policy(ctx.state, now.actions(ctx.state))
        now.decide(ctx, action, args)
    assert ctx.state.awaited_check is not None
    assert (ctx.state.awaited_check.character, [a.id for a in now.actions(ctx.state)]) == (
        legolas, [f"help-check:{elrond}", "roll-check"])
    assert candle_facts(ctx.facts)[-3:] == [
        (attacks_at_once.TAKEN_UP, lure), (check_helpers.AWAITED, legolas),
        (attacks_at_once.SET_ASIDE, lure)]
    assert (ctx.facts[-1]["checks"], ctx.facts[-1]["helpers"]) == ([legolas, elrond], True)


def guarded_check(rgo: RoadGoesEverOn, version: str) -> tuple[RoadGoesEverOn, Context[State],
                                                               int]:
    """Aragorn II and Legolas exploring Bree at ``version``, the declared event on guard
    there and revealed: the facts from its check declared on start at the mark returned."""
    ruleset = at_version(rgo, version)
    bree, event = card(ruleset, "Bree"), card(ruleset, DECLARED)
    ctx = Context(ruleset, Table(1, {}, state(ruleset, site=bree, phase=SITE,
                                              on_guard=((event, bree),))))
    ruleset.decide(ctx, "explore", {})
    assert ctx.state.awaited_event is not None and ctx.state.awaited_event[0] == event
    mark = len(ctx.facts)
    ruleset.decide(ctx, f"declare:{event}:corruption-check", {})
    return ruleset, ctx, mark


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-GUARD-1")
def test_an_on_guard_events_declared_check_waits_then_the_site_phase_goes_on(
        declaring: RoadGoesEverOn) -> None:
    event = card(declaring, DECLARED)
    now, ctx, mark = guarded_check(declaring, HAZARD_NOW)
    assert ctx.facts[-1].kind == check_helpers.AWAITED and ctx.facts[-1]["card"] == event
    waiting = [f.kind for f in ctx.facts[mark:]]
    assert "HazardDiscarded" not in waiting
    now.decide(ctx, "roll-check", {})
    kinds = [f.kind for f in ctx.facts[mark:]]
    assert kinds == ["PlayerRuling", check_helpers.AWAITED, "DiceRolled", "CorruptionChecked",
                     "HazardDiscarded", "SiteExplored"]
    done = kinds.index("HazardDiscarded")
    assert ctx.facts[mark + done].rule == "RGO-GUARD-1"
    # The site phase went on as it does once the effect is declared at the version before.
    _, old, old_mark = guarded_check(declaring, HAZARD_BEFORE)
    after = [f.kind for f in old.facts[old_mark:]]
    assert kinds[done:] == after[after.index("HazardDiscarded"):]
    assert (ctx.state.phase, ctx.state.explored) == (old.state.phase, old.state.explored)


@pytest.mark.rule("CoE-7.1.1", "CoE-7.1", "RGO-HAZ-2")
def test_a_scripted_events_check_waits_for_helpers_then_the_pile_goes_on(
        rgo: RoadGoesEverOn) -> None:
    # Weariness of the Heart from the Hazard Pile, its check mode picked (seed 1).
    weariness, wolves = card(rgo, "Weariness of the Heart"), card(rgo, "Wolves")
    watched = ("HazardEffectApplied", check_helpers.AWAITED, "CorruptionChecked",
               "HazardDiscarded", "HazardRevealed")

    def seen(ctx: Context[State]) -> list[tuple[str, object]]:
        return [(f.kind, f.data.get("card")) for f in ctx.facts if f.kind in watched][1:]

    now = at_version(rgo, HAZARD_NOW)
    ctx = begin(now, moving(now, "Weariness of the Heart", "Wolves", "Crebain"))
    assert seen(ctx) == [("HazardEffectApplied", weariness), (check_helpers.AWAITED, weariness)]
    target = ctx.state.awaited_check.character  # type: ignore[union-attr]
    assert target == next(f for f in ctx.facts if f.kind == "HazardEventPlayed")["target"]
    assert ctx.state.pile[0] == wolves and [a.id for a in now.actions(ctx.state)][-1] == \
        "roll-check"
    now.decide(ctx, "roll-check", {})
    assert seen(ctx)[2:] == [("CorruptionChecked", None), ("HazardDiscarded", weariness),
                             ("HazardRevealed", wolves)]
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["asked_by"], checked.rule) == (
        target, weariness, "CoE-7.1")
    # The version before: checked at once as the card is revealed, the pile going on.
    old = at_version(rgo, HAZARD_BEFORE)
    before = begin(old, moving(old, "Weariness of the Heart", "Wolves", "Crebain"))
    assert seen(before) == [("HazardEffectApplied", weariness), ("CorruptionChecked", None),
                            ("HazardDiscarded", weariness), ("HazardRevealed", wolves)]


@pytest.mark.rule("CoE-7.1.1", "CoE-2.V.2.2", "RGO-HAZ-2")
def test_a_scripted_events_check_let_past_an_ally_waits_for_helpers(
        rgo: RoadGoesEverOn) -> None:
    # Leaflock may cancel Weariness of the Heart; let through, its check waits (seed 1: the
    # check mode), and once rolled the card is discarded and the pile goes on.
    leaflock, weariness = card(rgo, "Leaflock"), card(rgo, "Weariness of the Heart")
    now = at_version(rgo, HAZARD_NOW)
    ctx = begin(now, moving(now, "Weariness of the Heart", "Wolves", allies=(leaflock,)))
    assert ctx.state.hazard_cancel is not None and ctx.state.hazard_cancel[0] == weariness
    mark = len(ctx.facts)
    now.decide(ctx, "let-hazard", {})
    assert ctx.facts[-1].kind == check_helpers.AWAITED and ctx.facts[-1]["card"] == weariness
    assert ctx.state.pile == (card(rgo, "Wolves"),)
    now.decide(ctx, "roll-check", {})
    kinds = [f.kind for f in ctx.facts[mark:]]
    assert kinds[kinds.index("CorruptionChecked"):][:3] == [
        "CorruptionChecked", "HazardDiscarded", "HazardRevealed"]
