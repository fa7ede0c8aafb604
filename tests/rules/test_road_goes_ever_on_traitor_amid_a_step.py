"""The Road Goes Ever On from ``interjections.STEP_ACTS_SINCE``: a Traitor's attack queued amid
the acts of a site phase's or an organization phase's step that makes checks is made at once
(its card's word; CoE 9.5.3): an item played at the site (Greed's checks, then Lure of
Expedience's), a quest taken (for an item those, then the Wizard's Ring's check; for a card its
sage holds, his check; then the site tapped, a lost treasure declared), a character's influence
attempt (the Iron Crown's check, then the faction taken, a Lure of Power's check, the site
tapped; Old Road's; an escape). The acts still to come wait (``StepWaiting``) and go on once
the attack is over (``StepGoesOn``), a character it took away making no check. The version
before made the attack once the step was played, the rest of it first. Constructed states,
seeded."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from domain.engine.characters import Character, Item
from domain.engine.effects import LURE_OF_POWER
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import interjections, step_checks, traitor
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Pending, Quest, State
from tests.rules.rgo_support import at_version, company, ids, state, with_coe_cards

NOW = str(interjections.STEP_ACTS_SINCE)
BEFORE = str(interjections.STEP_ACTS_SINCE - 1)
#: A seed whose roll has Old Road's attempt on the Riders of Rohan succeed.
OLD_ROAD_SUCCEEDS = 2
WATCHED = ("CorruptionChecked", "TraitorTurned", "StepWaiting", "QueuedAttackMade",
           "StrikeResolved", "AttackEnded", "InterjectionOver", "StepGoesOn",
           "HazardEffectApplied", "SiteTapped")


def watched(facts: list[Fact]) -> list[tuple[str, object]]:
    """Each watched fact, with the character, step, resume, target or site it names."""
    return [(f.kind, f.data.get("character") or f.data.get("step") or f.data.get("resume")
             or f.data.get("target") or f.data.get("site")) for f in facts if f.kind in WATCHED]


def greedy_barrow(ruleset: RoadGoesEverOn) -> State:
    """Aragorn II, Legolas (30 corruption points from a card on him) and Gimli (bearing Lure
    of Expedience) explored Barrow-downs, Greed in force there, the Dagger of Westernesse in
    hand, a Traitor in play."""
    greed, barrow, dagger, lure, legolas, gimli = ids(
        ruleset, "Greed", "Barrow-downs", "Dagger of Westernesse", "Lure of Expedience",
        "Legolas", "Gimli")
    return state(ruleset, site=barrow, phase=SITE, explored=True, hand=(dagger,),
                 characters=company(ruleset, "Aragorn II", "Legolas", "Gimli"),
                 hazard_effects=((1, greed, "greed", barrow, 0, "", 0),),
                 environments=(traitor.CARD,),
                 permanent_hazards=(("TW-1", legolas), (lure, gimli)),
                 hazard_points=(("TW-1", legolas, 30),))


def decided(ruleset: RoadGoesEverOn, start: State, action: str) -> Context[State]:
    ctx = Context(ruleset, Table(1, {}, start))
    ruleset.decide(ctx, action, {})
    return ctx


def then(ruleset: RoadGoesEverOn, ctx: Context[State], action: str) -> list[Fact]:
    """The facts of ``action`` decided next."""
    done = len(ctx.facts)
    ruleset.decide(ctx, action, {})
    return ctx.facts[done:]


def item_played(ruleset: RoadGoesEverOn) -> Context[State]:
    dagger, aragorn = ids(ruleset, "Dagger of Westernesse", "Aragorn II")
    return decided(ruleset, greedy_barrow(ruleset), f"play-item:{dagger}:{aragorn}")


@pytest.mark.rule("RGO-HAZ-2", "CoE-2.V.4", "CoE-7.1", "CoE-9.5.3", "RGO-CHAR-3")
def test_a_traitors_attack_comes_before_the_rest_of_an_item_played(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, gimli, lure, barrow = ids(rgo, "Aragorn II", "Legolas", "Gimli",
                                                "Lure of Expedience", "Barrow-downs")
    ruleset = at_version(rgo, NOW)
    ctx = item_played(ruleset)
    # Legolas fails Greed's check and turns traitor: his attack is made at once, Gimli's
    # Greed check and his Lure of Expedience's waiting.
    assert watched(ctx.facts) == [
        ("SiteTapped", barrow), ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("StepWaiting", step_checks.ITEM_PLAYED),
        ("QueuedAttackMade", interjections.STEP_ACTS)]
    waiting = ctx.state
    assert waiting.interjecting and waiting.awaited_strikes is not None
    assert waiting.step_name == step_checks.ITEM_PLAYED
    assert waiting.step_left == (
        Pending(step_checks.CHECK, gimli, -1, "RGO-HAZ-2"),
        Pending(step_checks.CARD_CHECK, gimli, 0, "CoE-7.1", lure,
                "his company gained Dagger of Westernesse"))
    # Aragorn nominated to face its strike; once it is over Gimli's two checks.
    assert watched(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("StrikeResolved", aragorn), ("AttackEnded", None), ("InterjectionOver", None),
        ("StepGoesOn", step_checks.ITEM_PLAYED), ("CorruptionChecked", gimli),
        ("HazardEffectApplied", gimli), ("CorruptionChecked", gimli)]
    assert (ctx.state.step_left, ctx.state.step_name, ctx.state.interjecting) == ((), "", False)


@pytest.mark.rule("RGO-HAZ-2", "CoE-7.1", "CoE-9.5.3")
def test_a_character_the_attack_takes_away_makes_none_of_the_checks_left(
        rgo: RoadGoesEverOn) -> None:
    gimli = ids(rgo, "Gimli")[0]
    ruleset = at_version(rgo, NOW)
    ctx = item_played(ruleset)
    after = then(ruleset, ctx, f"assign:{gimli}")  # Gimli faces the strike, and falls
    assert watched(after) == [
        ("StrikeResolved", gimli), ("AttackEnded", None), ("InterjectionOver", None),
        ("StepGoesOn", step_checks.ITEM_PLAYED)]
    assert ("CharacterEliminated", gimli) in [(f.kind, f.data.get("character")) for f in after]


@pytest.mark.rule("RGO-HAZ-2", "CoE-2.V.4", "CoE-7.1")
def test_before_the_version_the_rest_of_an_item_played_comes_first(rgo: RoadGoesEverOn) -> None:
    legolas, gimli, barrow = ids(rgo, "Legolas", "Gimli", "Barrow-downs")
    ctx = item_played(at_version(rgo, BEFORE))
    assert watched(ctx.facts) == [
        ("SiteTapped", barrow), ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("CorruptionChecked", gimli), ("HazardEffectApplied", gimli),
        ("CorruptionChecked", gimli), ("QueuedAttackMade", None)]
    assert ctx.state.step_left == () and ctx.state.awaited_strikes is not None


def ring_at_rivendell(ruleset: RoadGoesEverOn, **fields: Any) -> State:
    """Gandalf, Legolas (30 corruption points from a card on him) and Aragorn II explored
    Rivendell, the Wizard's Ring on the Display there, Greed in force, a Traitor in play."""
    greed, ring, rivendell, legolas = ids(ruleset, "Greed", "Wizard's Ring", "Rivendell",
                                          "Legolas")
    return state(ruleset, phase=SITE, explored=True, display=(Quest(ring, (rivendell,)),),
                 characters=company(ruleset, "Gandalf", "Legolas", "Aragorn II"),
                 hazard_effects=((1, greed, "greed", rivendell, 0, "", 0),),
                 environments=(traitor.CARD,), permanent_hazards=(("TW-1", legolas),),
                 hazard_points=(("TW-1", legolas, 30),), **fields)


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4", "CoE-7.1", "CoE-9.5.3")
def test_a_traitors_attack_comes_before_the_rest_of_a_quest_taken(rgo: RoadGoesEverOn) -> None:
    ring, gandalf, legolas, aragorn, rivendell = ids(rgo, "Wizard's Ring", "Gandalf",
                                                     "Legolas", "Aragorn II", "Rivendell")
    take = f"take-quest:{ring}:{gandalf}"
    ruleset = at_version(rgo, NOW)
    ctx = decided(ruleset, ring_at_rivendell(ruleset), take)
    # Legolas fails Greed's check: Aragorn's Greed check, Gandalf's (the ring's) and the site
    # tapped wait for the attack.
    assert watched(ctx.facts) == [
        ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("StepWaiting", step_checks.QUEST_TAKEN),
        ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert ctx.state.step_left == (
        Pending(step_checks.CHECK, aragorn, -4, "RGO-HAZ-2"),
        Pending(step_checks.CHECK, gandalf, 0, "CoE-7.1"),
        Pending(step_checks.SITE_TAPPED, rule="RGO-QUEST-4", card=rivendell))
    assert rivendell not in ctx.state.tapped_sites
    assert watched(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("StrikeResolved", aragorn), ("AttackEnded", None), ("InterjectionOver", None),
        ("StepGoesOn", step_checks.QUEST_TAKEN), ("CorruptionChecked", aragorn),
        ("CorruptionChecked", gandalf), ("SiteTapped", rivendell)]
    assert rivendell in ctx.state.tapped_sites and ctx.state.step_left == ()
    # The version before: the rest of the step first, then the attack.
    before = at_version(rgo, BEFORE)
    ctx = decided(before, ring_at_rivendell(before), take)
    assert watched(ctx.facts) == [
        ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("CorruptionChecked", aragorn), ("CorruptionChecked", gandalf),
        ("SiteTapped", rivendell), ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4", "CoE-7.1", "CoE-9.5.3")
def test_a_sages_failed_check_has_the_attack_made_before_the_site_taps(
        rgo: RoadGoesEverOn) -> None:
    anduril, elrond, weathertop = ids(rgo, "Andúril, the Flame of the West", "Elrond",
                                      "Weathertop")
    take = f"take-quest:{anduril}:{elrond}"

    def at_weathertop(ruleset: RoadGoesEverOn) -> State:
        """Aragorn II and Elrond, a sage (30 corruption points from a card on him), at
        Weathertop with Andúril on the Display, a Traitor in play."""
        return state(ruleset, phase=SITE, explored=True, site=weathertop,
                     characters=company(ruleset, "Aragorn II", "Elrond"),
                     display=(Quest(anduril, (weathertop,)),), environments=(traitor.CARD,),
                     permanent_hazards=(("TW-1", elrond),), hazard_points=(("TW-1", elrond, 30),))

    ruleset = at_version(rgo, NOW)
    ctx = decided(ruleset, at_weathertop(ruleset), take)
    assert watched(ctx.facts)[:4] == [
        ("CorruptionChecked", elrond), ("TraitorTurned", elrond),
        ("StepWaiting", step_checks.QUEST_TAKEN), ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert "SiteTapped" not in [f.kind for f in ctx.facts]
    assert ctx.state.step_left == (
        Pending(step_checks.SITE_TAPPED, rule="RGO-QUEST-4", card=weathertop),)
    before = at_version(rgo, BEFORE)
    assert watched(decided(before, at_weathertop(before), take).facts)[:4] == [
        ("CorruptionChecked", elrond), ("TraitorTurned", elrond), ("SiteTapped", weathertop),
        ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4", "TDH-SPEC-2", "CoE-9.5.3")
def test_a_lost_treasure_is_declared_once_the_attack_is_over(starter,  # type: ignore[no-untyped-def]
                                                             coe_cards_path: Path) -> None:
    rgo = with_coe_cards(starter, coe_cards_path, ("Valiant Sword",))
    sword, mountain, greed, aragorn, legolas, gimli = ids(
        rgo, "Valiant Sword", "The Lonely Mountain", "Greed", "Aragorn II", "Legolas", "Gimli")
    take = f"lost-treasure:{sword}:{aragorn}"

    def at_the_mountain(ruleset: RoadGoesEverOn) -> State:
        """Aragorn II, Legolas (30 corruption points from a card on him) and Gimli at The
        Lonely Mountain, the Valiant Sword on the Display there, Greed in force, a Traitor in
        play, with the Golden Hoard."""
        start = state(ruleset, phase=SITE, site=mountain, explored=True,
                      display=(Quest(sword, (mountain,)),),
                      characters=company(ruleset, "Aragorn II", "Legolas", "Gimli"),
                      hazard_effects=((1, greed, "greed", mountain, 0, "", 0),),
                      environments=(traitor.CARD,), permanent_hazards=(("TW-1", legolas),),
                      hazard_points=(("TW-1", legolas, 30),))
        return replace(start, options={**start.options, "golden_hoard": True})

    ruleset = at_version(rgo, NOW)
    ctx = decided(ruleset, at_the_mountain(ruleset), take)
    assert ctx.state.step_left[-1] == Pending(step_checks.TREASURE_DECLARED,
                                              rule="TDH-SPEC-2", card=sword)
    assert "LostTreasureDeclared" not in [f.kind for f in ctx.facts]
    after = then(ruleset, ctx, f"assign:{aragorn}")
    assert [(f.kind, f.data.get("character") or f.data.get("card")) for f in after
            if f.kind in ("StepGoesOn", "CorruptionChecked", "LostTreasureDeclared")] == [
        ("StepGoesOn", None), ("CorruptionChecked", gimli), ("LostTreasureDeclared", sword)]
    assert ctx.state.lost_treasures == ((sword, mountain),)
    before = at_version(rgo, BEFORE)
    kinds = [f.kind for f in decided(before, at_the_mountain(before), take).facts]
    assert kinds.index("LostTreasureDeclared") < kinds.index("QueuedAttackMade")


# -- influence attempts ------------------------------------------------------------------------

INFLUENCE = ("InfluenceAttempted", "CorruptionChecked", "TraitorTurned", "StepWaiting",
             "QueuedAttackMade", "InterjectionOver", "StepGoesOn", "QuestTaken",
             "QuestDiscarded", "HazardDiscarded", "SiteTapped")


def influence_facts(facts: list[Fact]) -> list[tuple[str, object]]:
    """Each fact of an influence attempt's step, with the character, card, step or site."""
    return [(f.kind, f.data.get("character") or f.data.get("step") or f.data.get("site")
             or f.data.get("card") or f.data.get("resume")) for f in facts
            if f.kind in INFLUENCE]


def lure_of_power(ruleset: RoadGoesEverOn) -> tuple[tuple[int, str, str, str, int, str, int], ...]:
    """A Lure of Power waiting for the next influence attempt (a check at -4)."""
    return ((1, ids(ruleset, "Lure of Power")[0], LURE_OF_POWER, "", -4, "", 0),)


def lured_at_the_halls(ruleset: RoadGoesEverOn, **fields: Any) -> State:
    """Elrond (20 corruption points from a card on him), Legolas and Aragorn II at
    Thranduil's Halls, the Wood-elves on the Display there, a Lure of Power waiting, a
    Traitor in play."""
    elves, halls, elrond = ids(ruleset, "Wood-elves", "Thranduil's Halls", "Elrond")
    return state(ruleset, **{"site": halls, "phase": SITE, "explored": True,
                             "characters": company(ruleset, "Elrond", "Legolas", "Aragorn II"),
                             "display": (Quest(elves, (halls,)),), "site_deck": (halls,),
                             "hazard_effects": lure_of_power(ruleset),
                             "environments": (traitor.CARD,),
                             "permanent_hazards": (("TW-1", elrond),),
                             "hazard_points": (("TW-1", elrond, 20),), **fields})


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4", "CoE-9.5.3")
def test_a_traitor_turned_by_lure_of_power_attacks_before_the_faction_quest_ends(
        rgo: RoadGoesEverOn) -> None:
    elves, elrond, aragorn, lure, halls = ids(rgo, "Wood-elves", "Elrond", "Aragorn II",
                                              "Lure of Power", "Thranduil's Halls")
    take = f"take-quest:{elves}:{elrond}"
    ruleset = at_version(rgo, NOW)
    ctx = decided(ruleset, lured_at_the_halls(ruleset), take)
    # The faction is taken; Elrond fails Lure of Power's check: its discard and the site
    # tapped wait for his attack.
    assert influence_facts(ctx.facts) == [
        ("InfluenceAttempted", elrond), ("QuestTaken", elrond), ("CorruptionChecked", elrond),
        ("TraitorTurned", elrond), ("StepWaiting", step_checks.QUEST_TAKEN),
        ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert ctx.state.step_left == (
        Pending(step_checks.LURE_ENDED, elrond, 0, "RGO-HAZ-2", lure),
        Pending(step_checks.SITE_TAPPED, rule="RGO-QUEST-4", card=halls))
    assert influence_facts(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("InterjectionOver", None), ("StepGoesOn", step_checks.QUEST_TAKEN),
        ("HazardDiscarded", lure), ("SiteTapped", halls)]
    assert ctx.state.hazard_effects == () and lure in ctx.state.hazard_discard
    before = at_version(rgo, BEFORE)
    assert influence_facts(decided(before, lured_at_the_halls(before), take).facts) == [
        ("InfluenceAttempted", elrond), ("QuestTaken", elrond), ("CorruptionChecked", elrond),
        ("TraitorTurned", elrond), ("HazardDiscarded", lure), ("SiteTapped", halls),
        ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-FACTION-2", "CoE-9.5.3")
def test_a_traitor_turned_by_an_escapes_lure_of_power_attacks_at_once(
        rgo: RoadGoesEverOn) -> None:
    elves, elrond, aragorn, lure = ids(rgo, "Wood-elves", "Elrond", "Aragorn II",
                                       "Lure of Power")
    escape = f"escape:{elves}:{elrond}"

    def detained(ruleset: RoadGoesEverOn) -> State:
        """The company organizing at Thranduil's Halls, Elrond detained by the Wood-elves."""
        return lured_at_the_halls(ruleset, phase=ORGANIZATION, explored=False, display=(),
                                  detained=((elrond, elves),))

    ruleset = at_version(rgo, NOW)
    ctx = decided(ruleset, detained(ruleset), escape)
    assert influence_facts(ctx.facts) == [
        ("InfluenceAttempted", elrond), ("CorruptionChecked", elrond),
        ("TraitorTurned", elrond), ("StepWaiting", step_checks.ESCAPE),
        ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert ctx.state.step_left == (Pending(step_checks.LURE_ENDED, elrond, 0, "RGO-HAZ-2", lure),)
    assert influence_facts(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("InterjectionOver", None), ("StepGoesOn", step_checks.ESCAPE),
        ("HazardDiscarded", lure)]
    assert ctx.state.phase == ORGANIZATION and ctx.state.detained == ()
    before = at_version(rgo, BEFORE)
    assert influence_facts(decided(before, detained(before), escape).facts) == [
        ("InfluenceAttempted", elrond), ("CorruptionChecked", elrond),
        ("TraitorTurned", elrond), ("HazardDiscarded", lure), ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4", "CoE-7.1", "CoE-9.5.3")
def test_a_traitor_turned_by_the_iron_crown_attacks_before_the_faction_is_taken(
        rgo: RoadGoesEverOn) -> None:
    bree, rangers, aragorn, legolas = ids(rgo, "Bree", "Rangers of the North", "Aragorn II",
                                          "Legolas")
    take = f"take-quest:{rangers}:{aragorn}"

    def crowned_at_bree(ruleset: RoadGoesEverOn) -> State:
        """Aragorn II bearing The Iron Crown (20 corruption points from a card on him),
        Legolas and Gimli at Bree, the Rangers of the North on the Display, a Traitor."""
        crowned = Character.from_card(ruleset.catalog.find("Aragorn II")).with_item(
            Item.from_card(ruleset.catalog.find("The Iron Crown"), facts=True))
        return state(ruleset, site=bree, phase=SITE, explored=True,
                     characters=(crowned, *company(ruleset, "Legolas", "Gimli")),
                     display=(Quest(rangers, (bree,)),), site_deck=ids(ruleset, "Rivendell",
                                                                      "Bree"),
                     environments=(traitor.CARD,), permanent_hazards=(("TW-1", aragorn),),
                     hazard_points=(("TW-1", aragorn, 20),))

    ruleset = at_version(rgo, NOW)
    ctx = decided(ruleset, crowned_at_bree(ruleset), take)
    # The attempt succeeds; the crown's check fails: the faction taken and the site tapped
    # wait for the traitor's attack (his Lure of Power checks, none here, too).
    assert influence_facts(ctx.facts) == [
        ("InfluenceAttempted", aragorn), ("CorruptionChecked", aragorn),
        ("TraitorTurned", aragorn), ("StepWaiting", step_checks.QUEST_TAKEN),
        ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert ctx.state.step_left == (
        Pending(step_checks.FACTION_TAKEN, aragorn, 0, "", rangers),
        Pending(step_checks.LURED, aragorn),
        Pending(step_checks.SITE_TAPPED, rule="RGO-QUEST-4", card=bree))
    assert influence_facts(then(ruleset, ctx, f"assign:{legolas}")) == [
        ("InterjectionOver", None), ("StepGoesOn", step_checks.QUEST_TAKEN),
        ("QuestTaken", aragorn), ("SiteTapped", bree)]
    before = at_version(rgo, BEFORE)
    assert influence_facts(decided(before, crowned_at_bree(before), take).facts) == [
        ("InfluenceAttempted", aragorn), ("CorruptionChecked", aragorn),
        ("TraitorTurned", aragorn), ("QuestTaken", aragorn), ("SiteTapped", bree),
        ("QueuedAttackMade", None)]


@pytest.mark.rule("RGO-HAZ-2", "RGO-QUEST-4", "CoE-9.5.3")
def test_a_traitor_turned_after_old_roads_attempt_attacks_before_the_haven_taps(
        rgo: RoadGoesEverOn) -> None:
    card, riders, edoras, lorien, legolas, aragorn, lure = ids(
        rgo, "Old Road", "Riders of Rohan", "Edoras", "Lórien", "Legolas", "Aragorn II",
        "Lure of Power")
    play = f"old-road:{card}:{legolas}:{riders}"

    def at_lorien(ruleset: RoadGoesEverOn) -> State:
        """Aragorn II, Legolas (20 corruption points from a card on him) and Gimli at Lórien
        with Old Road in hand, the Riders of Rohan (at Edoras) on the Display, a Lure of
        Power waiting, a Traitor in play."""
        return state(ruleset, phase=SITE, site=lorien, hand=(card,),
                     characters=company(ruleset, "Aragorn II", "Legolas", "Gimli"),
                     display=(Quest(riders, (edoras,)),), site_deck=(lorien, edoras),
                     hazard_effects=lure_of_power(ruleset), environments=(traitor.CARD,),
                     permanent_hazards=(("TW-1", legolas),),
                     hazard_points=(("TW-1", legolas, 20),))

    ruleset = at_version(rgo, NOW)
    ctx = Context(ruleset, Table(OLD_ROAD_SUCCEEDS, {}, at_lorien(ruleset)))
    ruleset.decide(ctx, play, {})
    assert influence_facts(ctx.facts) == [
        ("InfluenceAttempted", legolas), ("QuestTaken", legolas),
        ("CorruptionChecked", legolas), ("TraitorTurned", legolas),
        ("StepWaiting", step_checks.OLD_ROAD), ("QueuedAttackMade", interjections.STEP_ACTS)]
    assert ctx.state.step_left == (
        Pending(step_checks.LURE_ENDED, legolas, 0, "RGO-HAZ-2", lure),
        Pending(step_checks.OLD_ROAD_TAPPED))
    assert influence_facts(then(ruleset, ctx, f"assign:{aragorn}")) == [
        ("InterjectionOver", None), ("StepGoesOn", step_checks.OLD_ROAD),
        ("HazardDiscarded", lure), ("SiteTapped", lorien)]
    before = at_version(rgo, BEFORE)
    ctx = Context(before, Table(OLD_ROAD_SUCCEEDS, {}, at_lorien(before)))
    before.decide(ctx, play, {})
    assert influence_facts(ctx.facts) == [
        ("InfluenceAttempted", legolas), ("QuestTaken", legolas),
        ("CorruptionChecked", legolas), ("TraitorTurned", legolas), ("HazardDiscarded", lure),
        ("SiteTapped", lorien), ("QueuedAttackMade", None)]
