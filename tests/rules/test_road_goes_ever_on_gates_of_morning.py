"""The Road Goes Ever On: Gates of Morning (gates_of_morning.py, from
gates_of_morning.SINCE_VERSION), a resource environment the rules let the player play
(RGO-DECK-2, RGO-GEN-1): in the organization phase it stays in play, discarding the hazard
environments in play; Doors of Night discards it; the cards reading it play their modes with
it. Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.engine.hazards_in_play import DOORS_OF_NIGHT
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import gates_of_morning
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT
from tests.rules.rgo_support import begin, ids, moving, organizing, play, refused, run, state
from tests.rules.test_road_goes_ever_on_resource_long_events import (
    attacked,
    card_modifiers,
    plays,
)
from tests.rules.test_road_goes_ever_on_resource_long_events import refused as long_refused

NOW = str(gates_of_morning.SINCE_VERSION)
OLD = str(gates_of_morning.SINCE_VERSION - 1)
GATES = gates_of_morning.CARD
PLAY = f"resource:{GATES}:environment"


def at(rgo: RoadGoesEverOn, version: str) -> RoadGoesEverOn:
    ruleset = rgo.at_version(version)
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


@pytest.mark.rule("RGO-GEN-1", "RGO-DECK-2")
def test_gates_of_morning_stays_in_play_and_discards_the_hazard_environments(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    doors, abroad, morgul, minions, sun = ids(rgo, "Doors of Night", "The Nazgûl are Abroad",
                                              "Morgul Night", "Awaken Minions", "Sun")
    start = organizing(rgo, hand=(GATES,), environments=(doors, abroad),
                       long_in_play=(morgul, minions, sun))
    assert PLAY in [a.id for a in now.actions(start)]
    assert now.policy(start, now.actions(start)) == (PLAY, {})  # played whenever it may be
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, PLAY, {})
    assert [(f.kind, f.rule, f["card"]) for f in ctx.facts] == [
        ("ResourcePlayed", "CoE-5.1", GATES),
        ("ResourceEnvironmentInPlay", "RGO-GEN-1", GATES),
        ("EnvironmentDiscarded", "RGO-GEN-1", doors),
        ("HazardLongEventDiscarded", "RGO-GEN-1", morgul)]
    after = ctx.state
    # In play, out of the hand and the discard pile; Doors of Night and Morgul Night gone,
    # The Nazgûl are Abroad (no environment), Awaken Minions (no environment) and Sun stay.
    assert (after.resource_environments, after.hand, after.discard) == ((GATES,), (), ())
    assert (after.environments, after.hazard_discard) == ((abroad,), (doors,))
    assert (after.long_in_play, after.long_discard) == ((minions, sun), (morgul,))
    assert gates_of_morning.in_play(after)


@pytest.mark.rule("RGO-GEN-1")
def test_a_second_gates_of_morning_is_refused_and_version_160_did_not_play_it(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    again = organizing(rgo, hand=(GATES,), resource_environments=(GATES,))
    assert PLAY not in [a.id for a in now.actions(again)]
    assert refused(now, again, PLAY, "CoE-5.1") == (
        "Gates of Morning cannot be played for its environment mode: it cannot be duplicated: "
        "it is in play already. [CoE-5.1]")
    # Version 160 offered no play of it (a game of it replays as played).
    old = at(rgo, OLD)
    assert PLAY not in [a.id for a in old.actions(organizing(rgo, hand=(GATES,)))]


@pytest.mark.rule("RGO-HAZ-2", "RGO-GEN-1")
def test_doors_of_night_revealed_discards_gates_of_morning(rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    ctx = begin(now, moving(rgo, "Doors of Night", resource_environments=(GATES,)))
    assert [(f.kind, f["card"]) for f in ctx.facts if f.kind in (
        "HazardEventPlayed", "ResourceEnvironmentDiscarded", "EnvironmentInPlay")] == [
        ("HazardEventPlayed", DOORS_OF_NIGHT), ("ResourceEnvironmentDiscarded", GATES),
        ("EnvironmentInPlay", DOORS_OF_NIGHT)]
    assert next(f["by"] for f in ctx.facts
                if f.kind == "ResourceEnvironmentDiscarded") == DOORS_OF_NIGHT
    assert (ctx.state.resource_environments, ctx.state.environments, ctx.state.discard) == (
        (), (DOORS_OF_NIGHT,), (GATES,))
    # Version 160 had none to discard.
    old = begin(at(rgo, OLD), moving(rgo, "Doors of Night"))
    assert [f for f in old.facts if f.kind == "ResourceEnvironmentDiscarded"] == []


@pytest.mark.rule("RGO-LONG-1")
def test_clear_skies_is_played_with_gates_of_morning_for_two_prowess(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    skies, fog = ids(rgo, "Clear Skies", "Fog")
    lit = state(rgo, phase=LONG_EVENT, hand=(skies, fog), resource_environments=(GATES,))
    assert plays(now, lit) == [f"play-long-event:{skies}"]
    now.decide(Context(now, Table(1, {}, lit)), f"play-long-event:{skies}", {})
    # Each character has +2 prowess against a strike while it is in play.
    orcs = Attack.from_creature(rgo.catalog.find("Orc-patrol"), 2)
    clear = state(rgo, long_in_play=(skies,), resource_environments=(GATES,))
    assert card_modifiers(now, clear, orcs) == {"Aragorn II": [(2, "Clear Skies in play")],
                                                "Legolas": [(2, "Clear Skies in play")]}
    # Fog's treatment of the regions is not played yet: refused saying so.
    assert (long_refused(now, lit, f"play-long-event:{fog}").message) == (
        "what Fog does with Gates of Morning in play is not played yet.")
    # Without Gates of Morning in play neither is played.
    dark = replace(lit, resource_environments=())
    assert plays(now, dark) == []
    refusal = long_refused(now, dark, f"play-long-event:{skies}")
    assert (refusal.clause, refusal.message) == (
        "RGO-LONG-1", "Clear Skies is playable only with Gates of Morning in play.")


@pytest.mark.rule("RGO-LONG-1")
def test_sun_with_gates_of_morning_gives_men_and_dunedain_one_more_and_weakens_attacks(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    sun = ids(rgo, "Sun")[0]
    orcs = Attack.from_creature(rgo.catalog.find("Orc-patrol"), 2)
    lit = state(rgo, long_in_play=(sun,), resource_environments=(GATES,))
    assert card_modifiers(now, lit, orcs) == {
        "Aragorn II": [(1, "Sun in play"), (1, "Sun with Gates of Morning in play")],
        "Legolas": []}
    # Each attack has -1 prowess, Sun named.
    facts, _ = run(now, lit, attacked(orcs))
    assert [(f.rule, f["prowess"], f["cards"], f["note"]) for f in facts
            if f.kind == "AttackModified"] == [
        ("RGO-LONG-1", -1, [gates_of_morning.SUN], "Sun with Gates of Morning in play")]
    # Without Gates of Morning: Sun's first effect only.
    alone = replace(lit, resource_environments=())
    assert card_modifiers(now, alone, orcs) == {"Aragorn II": [(1, "Sun in play")],
                                                "Legolas": []}
    facts, _ = run(now, alone, attacked(orcs))
    assert [f for f in facts if f.kind == "AttackModified"] == []


@pytest.mark.rule("RGO-LONG-1")
def test_the_moon_with_gates_of_morning_treats_the_path(rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    start = moving(rgo, path=("wilderness", "border-land", "shadow-land"),
                   long_in_play=ids(rgo, "Moon"), resource_environments=(GATES,))
    ctx = begin(now, start)
    assert [(f.rule, f["treated"], f["gates"]) for f in ctx.facts
            if f.kind == "SitePathTreated"] == [
        ("RGO-LONG-1", ["border-land", "free-domain", "shadow-land"], True)]
    ctx = begin(now, replace(start, resource_environments=()))
    assert [f for f in ctx.facts if f.kind == "SitePathTreated"] == []


@pytest.mark.rule("CoE-2.IV.iii")
def test_fair_travels_in_shadow_lands_lowers_the_limit_by_two_with_gates_of_morning(
        rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    fair, moria, lorien = ids(rgo, "Fair Travels in Shadow-lands", "Moria", "Lórien")
    start = replace(organizing(rgo), phase=LONG_EVENT, site=moria, destination=lorien,
                    path=("shadow-land", "wilderness"), hand=(fair,),
                    resource_environments=(GATES,))
    for environments, cut in (((GATES,), 2), ((), 1)):
        ctx = Context(now, Table(1, {}, replace(start, resource_environments=environments)))
        play(now, ctx, f"resource:{fair}:limit", "continue")
        eased = next(f for f in ctx.facts if f.kind == "HazardLimitEased")
        assert eased["reduction"] == cut  # 4 characters: 4 to 2, or to 3


@pytest.mark.rule("CoE-3.i", "RGO-GEN-1")
def test_dark_quarrels_halves_any_attack_with_gates_of_morning(rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    quarrels = ids(rgo, "Dark Quarrels")[0]
    halve = f"resource:{quarrels}:halve"
    wolves = begin(now, moving(rgo, "Wolves", hand=(quarrels,), resource_environments=(GATES,)))
    assert [a.id for a in now.actions(wolves.state) if a.id.startswith("resource:")] == [halve]
    now.decide(wolves, halve, {})
    halved = next(f for f in wolves.facts if f.kind == "AttackStrikesSet")
    assert (halved["was"], halved["strikes"], halved["by"]) == (3, 2, "Dark Quarrels")
    # Without Gates of Morning: not offered, refused naming the card and the reason.
    plain = begin(now, moving(rgo, "Wolves", hand=(quarrels,)))
    assert [a.id for a in now.actions(plain.state) if a.id.startswith("resource:")] == []
    assert refused(now, plain.state, halve, "CoE-3.i") == (
        "Dark Quarrels cannot be played for its halve mode: it halves an attack's strikes only "
        "with Gates of Morning in play. [CoE-3.i]")


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_gates_of_morning_and_what_is_left(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows[GATES] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-207"] == rows["TW-208"] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-203"] == coverage.InRuleset(coverage.SCRIPTED)
    for card_id, missing in gates_of_morning.not_yet(RoadGoesEverOn.version).items():
        assert rows[card_id] == coverage.InRuleset(coverage.IN_PART, missing)
    assert rows["TW-335"] == rows["TW-331"] == coverage.InRuleset(coverage.SCRIPTED)
    # Fog's treatment of the regions is played from fog.SINCE_VERSION (its own tests).
    assert rows["TW-241"] == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("RGO-GEN-1", "RGO-LONG-1")
def test_stars_treats_a_region_with_gates_of_morning_in_play(rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    stars = ids(rgo, "Stars")[0]
    start = replace(moving(rgo, "Barrow-wight", resource_environments=(GATES,)),
                    phase=LONG_EVENT, path=("wilderness", "dark-domain"), hand=(stars,))
    assert [a.id for a in now.actions(start) if a.id.startswith("stars:")] == [
        f"stars:{stars}:2"]
    facts, after = run(now, start, lambda ctx: now.decide(ctx, f"stars:{stars}:2", {}))
    assert [(f.kind, f.rule, f["treated"], f["gates"]) for f in facts] == [
        ("SitePathTreated", "RGO-GEN-1", ["wilderness", "shadow-land"], True)]
    assert (after.path, after.hand) == (("wilderness", "shadow-land"), ())
    # Without Gates of Morning (nor Arinmîr): not offered, refused naming the reason.
    dark = replace(start, resource_environments=())
    assert [a.id for a in now.actions(dark) if a.id.startswith("stars:")] == []
    assert refused(now, dark, f"stars:{stars}:2", "RGO-ABIL-3") == (
        "Stars is played as with Gates of Morning only with Arinmîr or Gates of Morning in "
        "play. [RGO-ABIL-3]")


@pytest.mark.rule("RGO-HAZ-2")
def test_twilight_revealed_cancels_gates_of_morning(rgo: RoadGoesEverOn) -> None:
    now = at(rgo, NOW)
    twilight = ids(rgo, "Twilight")[0]
    ctx = begin(now, moving(rgo, "Twilight", "Crebain", "Wolves", "Wargs",
                            resource_environments=(GATES,)))
    assert [(f["card"], f["by"]) for f in ctx.facts
            if f.kind == "ResourceEnvironmentDiscarded"] == [(GATES, twilight)]
    assert (ctx.state.resource_environments, ctx.state.discard) == ((), (GATES,))
