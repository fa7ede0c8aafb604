"""The Road Goes Ever On, from return_of_the_king.SINCE_VERSION: Return of the King (TW-316) is
a quest found at Minas Tirith (RGO-QUEST-3), taken there by Aragorn II only while Denethor II
is not in play, for its 3 miscellaneous points (RGO-QUEST-4); with him it adds +3 to his
direct influence, and it is discarded when he leaves play. The version before gave it no
site. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import coe
from domain.rulesets.road_goes_ever_on import return_of_the_king
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, Quest
from tests.rules.rgo_support import company, ids, refused, run, state, turn_of

NOW = str(return_of_the_king.SINCE_VERSION)
BEFORE = str(return_of_the_king.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4")
def test_aragorn_takes_return_of_the_king_at_minas_tirith(rgo: RoadGoesEverOn) -> None:
    king, tirith, bree, aragorn, legolas = ids(rgo, "Return of the King", "Minas Tirith",
                                               "Bree", "Aragorn II", "Legolas")
    # Found at Minas Tirith of the Site deck; the version before gave it no site.
    for version, sites in ((NOW, (tirith,)), (BEFORE, ())):
        ruleset = played(rgo, version)
        start = state(rgo, quest_deck=(king,), site_deck=(tirith, bree))
        _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
        assert after.display[0].sites == sites
    ruleset = played(rgo)
    there = state(rgo, phase=SITE, explored=True, site=tirith, display=(Quest(king, (tirith,)),))
    offered = [a.id for a in ruleset.actions(there) if a.id.startswith("take-quest:")]
    assert offered == [f"take-quest:{king}:{aragorn}"]
    facts, after = run(ruleset, there, ruleset.decide, f"take-quest:{king}:{aragorn}", {})
    assert [(f.kind, f.data.get("points")) for f in facts
            if f.kind in ("QuestTaken", "MarshallingPointsGained")] == [
        ("QuestTaken", None), ("MarshallingPointsGained", 3)]
    assert [(r.name, r.kind, r.points) for r in after.mp] == [
        ("Return of the King", "miscellaneous", 3)]
    assert tirith in after.tapped_sites
    assert refused(ruleset, there, f"take-quest:{king}:{legolas}", "RGO-QUEST-4") == (
        "Return of the King is taken by Aragorn II only; Legolas is not he. [RGO-QUEST-4]")
    with_denethor = replace(there, characters=company(rgo, "Aragorn II", "Legolas",
                                                      "Denethor II"))
    assert not [a.id for a in ruleset.actions(with_denethor) if a.id.startswith("take-quest:")]
    assert refused(ruleset, with_denethor, f"take-quest:{king}:{aragorn}", "RGO-QUEST-4") == (
        "Return of the King is not taken while Denethor II is in play. [RGO-QUEST-4]")


@pytest.mark.rule("RGO-QUEST-4")
def test_return_of_the_king_adds_three_to_aragorns_influence(rgo: RoadGoesEverOn) -> None:
    king, anorien, tirith, aragorn, legolas = ids(rgo, "Return of the King", "Men of Anórien",
                                                  "Minas Tirith", "Aragorn II", "Legolas")
    ruleset = played(rgo)
    kept = (MPRecord(king, "Return of the King", "miscellaneous", 3),)
    there = state(rgo, phase=SITE, explored=True, site=tirith,
                  display=(Quest(anorien, (tirith,)),), mp=kept)

    def bonus(who: str, start: object) -> list[tuple[int, str]]:
        facts, _ = run(ruleset, start, ruleset.decide, f"take-quest:{anorien}:{who}", {})
        attempt = next(f for f in facts if f.kind == "InfluenceAttempted")
        return [(m["amount"], m["why"]) for m in attempt["check"]["modifiers"]
                if m["source"] == f"card:{king}"]

    assert bonus(aragorn, there) == [(3, "Return of the King")]
    assert bonus(legolas, there) == []
    assert bonus(aragorn, replace(there, mp=())) == []
    # The version before adds nothing.
    assert return_of_the_king.influence_modifiers(BEFORE, there, there.characters[0]) == []


@pytest.mark.rule("RGO-GEN-1", "CoE-3.I.2")
def test_return_of_the_king_is_discarded_when_aragorn_leaves_play(rgo: RoadGoesEverOn) -> None:
    king, = ids(rgo, "Return of the King")
    kept = (MPRecord(king, "Return of the King", "miscellaneous", 3),)
    start = state(rgo, mp=kept)
    aragorn, legolas = start.characters
    for version, lost in ((NOW, [king]), (BEFORE, None)):
        ruleset = played(rgo, version)
        facts, after = run(ruleset, start, eliminate, aragorn, coe.ELIMINATED, "a test")
        assert next((f["cards"] for f in facts if f.kind == "MarshallingPointsLost"),
                    None) == lost
        assert [r.card for r in after.mp if r.kind != "character"] == (
            [] if lost else [king])
    # Another character leaving play leaves it with Aragorn II.
    facts, after = run(played(rgo), start, eliminate, legolas, coe.ELIMINATED, "a test")
    assert not [f for f in facts if f.kind == "MarshallingPointsLost"]
    assert [r.card for r in after.mp] == [king]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_return_of_the_king_scripted(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-316"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
