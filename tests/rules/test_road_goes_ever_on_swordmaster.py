"""The Road Goes Ever On, from swordmaster.SINCE_VERSION: Swordmaster (TW-498), an Information
quest taken by a sage, gives him the warrior skill while he keeps it, is not duplicated on him,
and is discarded when he leaves play (RGO-QUEST-4). The version before took it for its point
only. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import coe
from domain.rulesets.road_goes_ever_on import swordmaster
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import company, ids, refused, run, state

NOW = str(swordmaster.SINCE_VERSION)
BEFORE = str(swordmaster.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_weathertop(rgo: RoadGoesEverOn, quest: str) -> State:
    """Aragorn II and Bilbo, a sage and no warrior, at Weathertop, Information playable."""
    weathertop, = ids(rgo, "Weathertop")
    return state(rgo, phase=SITE, explored=True, site=weathertop,
                 characters=company(rgo, "Aragorn II", "Bilbo"),
                 display=(Quest(quest, (weathertop,)),))


@pytest.mark.rule("RGO-QUEST-4", "RGO-GEN-1")
def test_swordmaster_makes_its_sage_a_warrior(rgo: RoadGoesEverOn) -> None:
    sword, bilbo = ids(rgo, "Swordmaster", "Bilbo")
    start = at_weathertop(rgo, sword)
    for version, skills in ((NOW, ("scout", "sage", "warrior")), (BEFORE, ("scout", "sage"))):
        ruleset = played(rgo, version)
        facts, after = run(ruleset, start, ruleset.decide, f"take-quest:{sword}:{bilbo}", {})
        assert [(r.name, r.points) for r in after.mp] == [("Swordmaster", 1)]
        taker = after.character(bilbo)
        assert taker is not None and taker.skills == skills
    ruleset = played(rgo)
    facts, after = run(ruleset, start, ruleset.decide, f"take-quest:{sword}:{bilbo}", {})
    assert [(f.kind, f.rule) for f in facts if f.kind == "SkillGained"] == [
        ("SkillGained", "RGO-QUEST-4")]
    assert after.skill_cards == ((sword, bilbo),)
    # Not twice on him: another copy, the site and he untapped again, is refused.
    again = replace(after, display=start.display, tapped_sites=(),
                    characters=tuple(c.with_state("untapped") for c in after.characters))
    assert refused(ruleset, again, f"take-quest:{sword}:{bilbo}", "RGO-QUEST-4") == (
        "Swordmaster cannot be duplicated on Bilbo, who has one already. [RGO-QUEST-4]")
    # He leaves play: it goes, its point with it.
    gone = after.character(bilbo)
    assert gone is not None
    facts, left = run(ruleset, after, eliminate, gone, coe.ELIMINATED, "a test")
    assert [(f["cards"], f.rule) for f in facts if f.kind == "MarshallingPointsLost"] == [
        ([sword], "RGO-GEN-1")]
    assert [r.kind for r in left.mp] == ["character"] and left.skill_cards == ()


def test_the_coverage_shows_swordmaster_in_part(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-498"))
    assert (found.status, found.missing) == (coverage.IN_PART, swordmaster.COVERAGE["TW-498"][0])
