"""The Road Goes Ever On, from army_of_the_dead.SINCE_VERSION: the Army of the Dead (TW-193) is
found at the Vale of Erech (RGO-QUEST-3), taken only by Aragorn II in a turn his company played
Paths of the Dead, and comes into play with no roll, printing no influence number (RGO-QUEST-4,
CoE 2.V.3). The version before gave it no site. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import army_of_the_dead
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest
from tests.rules.rgo_support import ids, play, refused, run, state, turn_of

NOW = str(army_of_the_dead.SINCE_VERSION)
BEFORE = str(army_of_the_dead.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4", "CoE-2.V.3")
def test_aragorn_takes_the_army_of_the_dead_after_paths_of_the_dead(
        rgo: RoadGoesEverOn) -> None:
    army, erech, bree, dunharrow, paths, aragorn, legolas = ids(
        rgo, "Army of the Dead", "Vale of Erech", "Bree", "Dunharrow", "Paths of the Dead",
        "Aragorn II", "Legolas")
    # Found at the Vale of Erech; the version before gave it no site.
    for version, sites in ((NOW, (erech,)), (BEFORE, ())):
        ruleset = played(rgo, version)
        start = state(rgo, quest_deck=(army,), site_deck=(erech, bree))
        _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
        assert after.display[0].sites == sites
    ruleset = played(rgo)
    # Paths of the Dead played from Dunharrow marks the company's turn.
    organizing = state(rgo, phase=ORGANIZATION, site=dunharrow, hand=(paths,),
                       site_deck=(dunharrow, erech, bree))
    ctx = Context(ruleset, Table(1, {}, organizing))
    play(ruleset, ctx, f"travel:{paths}:{erech}")
    assert ctx.state.dead_paths == ((organizing.turn, organizing.company),)
    at_erech = state(rgo, phase=SITE, explored=True, site=erech,
                     display=(Quest(army, (erech,)),),
                     dead_paths=((1, organizing.company),))
    offered = [a.id for a in ruleset.actions(at_erech) if a.id.startswith("take-quest:")]
    assert offered == [f"take-quest:{army}:{aragorn}"]
    facts, after = run(ruleset, at_erech, ruleset.decide, f"take-quest:{army}:{aragorn}", {})
    assert [(f.kind, f.rule) for f in facts if f.kind in (
        "FactionInfluencedAutomatically", "InfluenceAttempted", "QuestTaken",
        "MarshallingPointsGained")] == [
        ("FactionInfluencedAutomatically", "RGO-QUEST-4"), ("QuestTaken", "RGO-QUEST-4"),
        ("MarshallingPointsGained", "RGO-QUEST-4")]
    assert next(f["points"] for f in facts if f.kind == "MarshallingPointsGained") == 6
    assert [r.card for r in after.mp] == [army]
    assert refused(ruleset, at_erech, f"take-quest:{army}:{legolas}", "RGO-QUEST-4") == (
        "The Army of the Dead is taken by Aragorn II only; Legolas is not he. [RGO-QUEST-4]")
    for other_turn in (replace(at_erech, dead_paths=()), replace(at_erech, turn=2)):
        assert [a.id for a in ruleset.actions(other_turn)
                if a.id.startswith("take-quest:")] == []
        assert refused(ruleset, other_turn, f"take-quest:{army}:{aragorn}", "RGO-QUEST-4") == (
            "The Army of the Dead is taken only in a turn its company played Paths of the "
            "Dead. [RGO-QUEST-4]")


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_army_of_the_dead_scripted(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-193"))
    assert (found.status, found.missing) == (
        coverage.SCRIPTED, "needs the two-player game: that an opponent may not influence it")
