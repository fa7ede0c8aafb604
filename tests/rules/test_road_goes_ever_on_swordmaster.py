"""The Road Goes Ever On, from swordmaster.SINCE_VERSION: Swordmaster (TW-498), an Information
quest taken by a sage, gives him the warrior skill while he keeps it, is not duplicated on him,
and is discarded when he leaves play (RGO-QUEST-4). The version before took it for its point
only. From swordmaster.TWO_WEAPONS_SINCE a warrior by his card uses two weapons with it.
Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import coe
from domain.engine.characters import Character, Item
from domain.rulesets.road_goes_ever_on import swordmaster
from domain.rulesets.road_goes_ever_on.elimination import eliminate
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import company, ids, refused, run, state

NOW = str(swordmaster.SINCE_VERSION)
BEFORE = str(swordmaster.SINCE_VERSION - 1)
TWO = str(swordmaster.TWO_WEAPONS_SINCE)


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


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_swordmaster_scripted(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-498"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("RGO-QUEST-4", "CoE-6.1.3")
def test_a_warrior_with_swordmaster_uses_two_weapons(rgo: RoadGoesEverOn) -> None:
    sword, glamdring, dagger, orcrist, shield = ids(
        rgo, "Swordmaster", "Glamdring", "Dagger of Westernesse", "Orcrist",
        "Shield of Iron-bound Ash")
    balin, galadriel = company(rgo, "Balin", "Galadriel")

    def bearing(who: Character, *items: str) -> Character:
        return replace(who, items=tuple(Item.from_card(rgo.catalog.get(i), facts=True)
                                        for i in items))

    def second(who: Character, version: str = TWO, gifted: bool = True) -> tuple[
            list[tuple[int, str]], list[tuple[int, str]]]:
        s = state(rgo, characters=(who,), skill_cards=((sword, who.card_id),) if gifted else ())
        strike, body = swordmaster.two_weapons(version, s, who, "Orcs", rgo.catalog.get)
        return [(m.amount, m.source) for m in strike], [(m.amount, m.source) for m in body]

    # Balin (prowess 4, a warrior by his card): Glamdring in use (to 7), the Dagger second
    # (+1 within its maximum of 8).
    assert second(bearing(balin, glamdring, dagger)) == ([(1, f"card:{dagger}")], [])
    # With a shield worth as much (+1 body), he keeps the shield.
    assert second(bearing(balin, glamdring, dagger, shield)) == ([], [])
    # Orcrist second (+4 against Orcs to its maximum of 10: +3 from his 7) counts more: the
    # shield goes unused.
    assert second(bearing(balin, glamdring, orcrist, shield)) == (
        [(3, f"card:{orcrist}")], [(-1, f"card:{shield}")])
    # Not for one who is no warrior by his card, nor without Swordmaster, nor before.
    assert second(bearing(galadriel, glamdring, dagger)) == ([], [])
    assert second(bearing(balin, glamdring, dagger), gifted=False) == ([], [])
    assert second(bearing(balin, glamdring, dagger), version=str(int(TWO) - 1)) == ([], [])
