"""An item a creature's strike or wound takes, from The Road Goes Ever On's
``creatures.ITEM_LOST_CITED_SINCE``: its ``ItemLost`` cites the card that decides it as a
card's effect is cited (the clause its attack was played under), names the card
(``creature``), the character struck (``struck``, whose strike roll the audit then links) and
why that item (``pick``), and its line says so; the audit links the card's play. Versions
before replay as played: RGO-HAZ-2 and the attack's name alone."""

from __future__ import annotations

from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Chronicle
from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on import creatures, hazard_scripts
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from projections.audit import audit_view
from tests.rules.rgo_support import ids, state
from tests.rules.test_road_goes_ever_on_creature_thieves import assigning, fight, hobbits

NOW = str(creatures.ITEM_LOST_CITED_SINCE)
BEFORE = str(creatures.ITEM_LOST_CITED_SINCE - 2)  # 195 is another change's
#: The judge's game: Brigands wound Legolas (event 166) and Bilbo gives up his Elven Cloak.
BRIGANDS_GAME = 326228269984494


@pytest.mark.rule("CoE-3.iv.5", "RGO-HAZ-2")
def test_brigands_name_their_card_the_strike_and_the_fewest_points_pick(
        rgo: RoadGoesEverOn) -> None:
    bilbo, frodo, dagger, brigands = ids(rgo, "Bilbo", "Frodo", "Dagger of Westernesse",
                                         "Brigands")
    # Seed 1: Bilbo is wounded; none named, the company gives up Frodo's dagger (0 points).
    facts, _ = fight(rgo, "Brigands", *hobbits(rgo), seed=1, version=NOW)
    taken = [f for f in facts if f.kind == "ItemLost"]
    assert [(f.rule, dict(f.data)) for f in taken] == [("RGO-HAZ-2", {
        "character": frodo, "card": dagger, "name": "Dagger of Westernesse", "by": "Brigands",
        "creature": brigands, "struck": bilbo, "pick": creatures.FEWEST})]
    assert rgo.narrate(taken[0]) == (
        "Brigands takes Dagger of Westernesse from Frodo (its strike on Bilbo): no item "
        "named, so the one worth the fewest marshalling points, the first borne on a tie.")
    # Before, the same loss named the attack only, and read as a bare loss.
    facts, _ = fight(rgo, "Brigands", *hobbits(rgo), seed=1, version=BEFORE)
    taken = [f for f in facts if f.kind == "ItemLost"]
    assert [(f.rule, dict(f.data)) for f in taken] == [("RGO-HAZ-2", {
        "character": frodo, "card": dagger, "name": "Dagger of Westernesse",
        "by": "Brigands"})]
    assert rgo.narrate(taken[0]) == "Frodo loses Dagger of Westernesse."


@pytest.mark.rule("CoE-3.ii", "CoE-3.iv.5", "RGO-HAZ-2")
def test_an_item_the_defender_named_is_said_to_be_named(rgo: RoadGoesEverOn) -> None:
    bilbo, frodo, glamdring, dagger = ids(rgo, "Bilbo", "Frodo", "Glamdring",
                                          "Dagger of Westernesse")
    # Brigands wounding both (seed 9) take the items in the order named: each says so.
    played, ctx = assigning(rgo, "Brigands", *hobbits(rgo), seed=9, version=NOW)
    for item in (glamdring, dagger):
        played.decide(ctx, f"give-up-item:{item}", {})
    played.decide(ctx, "assign-rest", {})
    taken = [f for f in ctx.facts if f.kind == "ItemLost"]
    assert [(f.rule, f["character"], f["card"], f["struck"], f["pick"]) for f in taken] == [
        ("RGO-HAZ-2", frodo, glamdring, bilbo, creatures.NAMED),
        ("RGO-HAZ-2", frodo, dagger, frodo, creatures.NAMED)]
    assert rgo.narrate(taken[0]) == ("Brigands takes Glamdring from Frodo (its strike on "
                                     "Bilbo): the item the defender named to give up.")


@pytest.mark.rule("CoE-3.iv.5", "RGO-HAZ-2")
def test_a_troll_stripping_the_wounded_names_its_card(rgo: RoadGoesEverOn) -> None:
    frodo, dagger, glamdring, william = ids(rgo, "Frodo", "Dagger of Westernesse",
                                            "Glamdring", "“William” (Wûluag)")
    start = state(rgo)
    after_bert = ((start.turn, start.company, ids(rgo, "“Bert” (Bûrat)")[0]),)
    facts, _ = fight(rgo, "“William” (Wûluag)", *hobbits(rgo), seed=1, version=NOW,
                     faced_creatures=after_bert)
    cited = {"by": "“William” (Wûluag)", "creature": william, "struck": frodo,
             "pick": creatures.ALL_BUT_SPECIAL}
    assert [(f.rule, dict(f.data)) for f in facts if f.kind == "ItemLost"] == [
        ("RGO-HAZ-2", {"character": frodo, "card": dagger, "name": "Dagger of Westernesse",
                       **cited}),
        ("RGO-HAZ-2", {"character": frodo, "card": glamdring, "name": "Glamdring", **cited})]
    # Before, the stripping named neither the Troll nor its attack.
    facts, _ = fight(rgo, "“William” (Wûluag)", *hobbits(rgo), seed=1, version=BEFORE,
                     faced_creatures=after_bert)
    assert [dict(f.data) for f in facts if f.kind == "ItemLost"] == [
        {"character": frodo, "card": dagger, "name": "Dagger of Westernesse"},
        {"character": frodo, "card": glamdring, "name": "Glamdring"}]


@cache
def game(version: str) -> Chronicle:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    return autoplay(ruleset.at_version(version), BRIGANDS_GAME, {}).chronicle


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.iv.6", "RGO-HAZ-2")
def test_the_audit_links_the_strike_and_the_card_s_play(rgo: RoadGoesEverOn) -> None:
    bilbo, legolas, cloak, brigands = ids(rgo, "Bilbo", "Legolas", "Elven Cloak", "Brigands")
    chronicle = game(NOW)
    record = chronicle.records[167]
    assert (record.version, record.kind, record.rule, dict(record.data)) == (
        168, "ItemLost", "RGO-HAZ-2",
        {"character": bilbo, "card": cloak, "name": "Elven Cloak", "by": "Brigands",
         "creature": brigands, "struck": legolas, "pick": creatures.FEWEST})
    audit = audit_view(chronicle, 168)
    assert audit["line"] == (
        "Brigands takes Elven Cloak from Bilbo (its strike on Legolas): no item named, so "
        "the one worth the fewest marshalling points, the first borne on a tie.")
    # The dice of Legolas's strike (event 165, for the StrikeResolved at 166), and the
    # Brigands' attack declared from the Hazard Pile (event 146).
    assert audit["dice"] == [165]
    steps = [(s["relation"], s["version"], s["kind"]) for s in audit["causes"]][:3]
    assert steps == [("the event", 168, "ItemLost"), ("dice it consumed", 165, "DiceRolled"),
                     ("the card that decided it", 146, "AttackDeclared")]
    # Before, the same loss names neither the strike nor the card: no dice, no card's play.
    old = game("194")
    assert dict(old.records[167].data) == {"character": bilbo, "card": cloak,
                                           "name": "Elven Cloak", "by": "Brigands"}
    audit = audit_view(old, 168)
    assert audit["dice"] == [] and "the card that decided it" not in [
        s["relation"] for s in audit["causes"]]


#: A game in which New Moon taps Legolas (event 668) and Call of Home has him roll with his
#: player's unused general influence (event 1242).
HAZARD_EVENTS_GAME = 106003618450329


@cache
def hazard_game(version: str) -> Chronicle:
    ruleset = make_ruleset("road-goes-ever-on", starter_catalog())
    return autoplay(ruleset.at_version(version), HAZARD_EVENTS_GAME, {}).chronicle


@pytest.mark.rule("RGO-HAZ-2", "RGO-ENV-1")
def test_a_hazard_event_s_tap_names_the_card(rgo: RoadGoesEverOn) -> None:
    legolas, new_moon = ids(rgo, "Legolas", "New Moon")
    assert hazard_scripts.CARD_NAMED_SINCE == int(NOW)
    record = hazard_game(NOW).records[667]
    assert (record.version, record.kind, record.rule, dict(record.data)) == (
        668, "CharacterStateChanged", "RGO-HAZ-2",
        {"character": legolas, "state": "tapped", "hazard_card": new_moon})
    audit = audit_view(hazard_game(NOW), 668)
    assert audit["line"] == "Legolas is tapped by New Moon."
    assert [(s["relation"], s["version"], s["kind"]) for s in audit["causes"]][:2] == [
        ("the event", 668, "CharacterStateChanged"),
        ("the card that decided it", 667, "HazardEffectApplied")]
    # Before, the tap named no card.
    old = hazard_game("194").records[667]
    assert (old.kind, dict(old.data)) == ("CharacterStateChanged",
                                          {"character": legolas, "state": "tapped"})
    assert audit_view(hazard_game("194"), 668)["line"] == "Legolas is tapped."


@pytest.mark.rule("RGO-HAZ-2")
def test_the_unused_influence_against_going_home_is_the_card_s(rgo: RoadGoesEverOn) -> None:
    call_of_home = ids(rgo, "Call of Home")[0]
    record = hazard_game(NOW).records[1241]
    assert (record.version, record.kind, record.data["card"]) == (1242, "GoingHomeRolled",
                                                             call_of_home)
    assert record.data["check"]["modifiers"] == [
        {"amount": 4, "clause": "RGO-HAZ-2", "source": f"card:{call_of_home}",
         "why": "unused general influence"}]
    # Before, the clause revealing the card was its source.
    old = hazard_game("194").records[1241]
    assert old.data["check"]["modifiers"] == [
        {"amount": 4, "clause": "RGO-HAZ-2", "source": "rule:RGO-HAZ-2",
         "why": "unused general influence"}]
