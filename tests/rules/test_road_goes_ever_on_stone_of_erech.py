"""The Road Goes Ever On, from stone_of_erech.SINCE_VERSION: the Stone of Erech (TW-334) is a
quest found at the Vale of Erech (RGO-QUEST-3) and taken there only while the Men of Lamedon
are in the player's marshalling-point pile, for its 2 miscellaneous points (RGO-QUEST-4). The
version before gave it no site. Constructed states."""

from __future__ import annotations

import pytest

from domain.rulesets.road_goes_ever_on import stone_of_erech
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
