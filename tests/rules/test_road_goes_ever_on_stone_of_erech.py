"""The Road Goes Ever On, from stone_of_erech.SINCE_VERSION: the Stone of Erech (TW-334) is a
quest found at the Vale of Erech (RGO-QUEST-3) and taken there only while the Men of Lamedon
are in the player's marshalling-point pile, for its 2 miscellaneous points (RGO-QUEST-4). The
version before gave it no site. From stone_of_erech.DISCARD_SINCE it is discarded once the Men
of Lamedon leave play. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.road_goes_ever_on import leaving_play, ring_hazards, stone_of_erech
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, Quest
from tests.rules.rgo_support import ids, refused, run, state, turn_of

NOW = str(stone_of_erech.SINCE_VERSION)
BEFORE = str(stone_of_erech.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4")
def test_the_stone_of_erech_is_taken_with_the_men_of_lamedon_in_play(
        rgo: RoadGoesEverOn) -> None:
    stone, vale, bree, lamedon, aragorn = ids(rgo, "Stone of Erech", "Vale of Erech", "Bree",
                                              "Men of Lamedon", "Aragorn II")
    # Found at the Vale of Erech of the Site deck; the version before gave it no site.
    for version, sites in ((NOW, (vale,)), (BEFORE, ())):
        ruleset = played(rgo, version)
        start = state(rgo, quest_deck=(stone,), site_deck=(vale, bree))
        _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
        assert after.display[0].sites == sites
    alone = state(rgo, phase=SITE, explored=True, site=vale, display=(Quest(stone, (vale,)),))
    ruleset = played(rgo)
    assert not [a.id for a in ruleset.actions(alone) if a.id.startswith("take-quest:")]
    assert refused(ruleset, alone, f"take-quest:{stone}:{aragorn}", "RGO-QUEST-4") == (
        "The Stone of Erech is taken only once the Men of Lamedon are in play. [RGO-QUEST-4]")
    with_men = state(rgo, phase=SITE, explored=True, site=vale,
                     display=(Quest(stone, (vale,)),),
                     mp=(MPRecord(lamedon, "Men of Lamedon", "faction", 2),))
    offered = [a.id for a in ruleset.actions(with_men) if a.id.startswith("take-quest:")]
    assert f"take-quest:{stone}:{aragorn}" in offered
    facts, after = run(ruleset, with_men, ruleset.decide, f"take-quest:{stone}:{aragorn}", {})
    assert [(f.kind, f.data.get("points")) for f in facts
            if f.kind in ("QuestTaken", "MarshallingPointsGained")] == [
        ("QuestTaken", None), ("MarshallingPointsGained", 2)]
    assert [(r.name, r.kind, r.points) for r in after.mp] == [
        ("Men of Lamedon", "faction", 2), ("Stone of Erech", "miscellaneous", 2)]
    assert vale in after.tapped_sites


@pytest.mark.rule("RGO-GEN-1")
def test_the_stone_of_erech_is_discarded_when_the_men_of_lamedon_leave_play(
        rgo: RoadGoesEverOn) -> None:
    stone, lamedon, muster = ids(rgo, "Stone of Erech", "Men of Lamedon", "Muster Disperses")
    pile = (MPRecord(lamedon, "Men of Lamedon", "faction", 2),
            MPRecord(stone, "Stone of Erech", "miscellaneous", 2))
    start = state(rgo, mp=pile)
    # Muster Disperses with a number no roll makes: the Men of Lamedon go, the Stone with them
    # from stone_of_erech.DISCARD_SINCE; the version before kept it.
    for version, kept in ((str(stone_of_erech.DISCARD_SINCE), []),
                          (str(stone_of_erech.DISCARD_SINCE - 1), [stone])):
        ruleset = played(rgo, version)
        facts, after = run(ruleset, start, ring_hazards.disperse, ruleset.catalog, muster, 99)
        assert [(f["cards"], f.rule) for f in facts if f.kind == "MarshallingPointsLost"] == [
            ([lamedon], "RGO-HAZ-2"), *([([stone], "RGO-GEN-1")] if not kept else [])]
        assert [r.card for r in after.mp] == kept
    # While they stay, it stays.
    facts, after = run(played(rgo), replace(start, mp=(pile[1], pile[0])), leaving_play.settle)
    assert (facts, [r.card for r in after.mp]) == ([], [stone, lamedon])


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_stone_of_erech_scripted(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-334"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
