"""The Road Goes Ever On, from chance_meeting.SINCE_VERSION: A Chance Meeting (TW-188) brings a
character of the hand who is no Wizard (a Hobbit too) into play at a Free-hold, Border-hold or
Ruins & Lairs, in the organization or site phase, as the follower of a character of the
company with direct influence left for his mind (CoE 5.1, CoE 2.II.2.2.2). The version before
declared it. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.influence import general_influence_used
from domain.rulesets.road_goes_ever_on import chance_meeting
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import ids, organizing, refused, run

NOW = str(chance_meeting.SINCE_VERSION)
BEFORE = str(chance_meeting.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_bree(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Aragorn II (direct influence 3), Gimli (2, +1 against Elves), Faramir (1) and Legolas
    (2) organizing at Bree, a Border-hold, with the card and four characters in hand."""
    hand = ids(rgo, "A Chance Meeting", "Robin Smallburrow", "Haldir", "Gandalf", "Kíli")
    return replace(organizing(rgo, site=ids(rgo, "Bree")[0], hand=hand), **fields)


def meetings(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("chance-meeting:", "declare-res"))]


@pytest.mark.rule("CoE-5.1", "CoE-2.II.2.2.2")
def test_a_chance_meeting_brings_a_character_in_as_a_follower(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn, gimli, robin, haldir, kili = ids(rgo, "Aragorn II", "Gimli", "Robin Smallburrow",
                                              "Haldir", "Kíli")
    start = at_bree(rgo)
    # Robin (a Hobbit of Bag End, mind 3) and Kíli (3) under Aragorn's 3 only; Haldir, an Elf
    # (3), under Aragorn or under Gimli (2, +1 against Elves); never Gandalf, a Wizard.
    assert meetings(ruleset, start) == [
        f"chance-meeting:{robin}:{aragorn}", f"chance-meeting:{haldir}:{aragorn}",
        f"chance-meeting:{haldir}:{gimli}", f"chance-meeting:{kili}:{aragorn}"]
    facts, after = run(ruleset, start, ruleset.decide, f"chance-meeting:{haldir}:{gimli}", {})
    assert [(f.kind, f.rule) for f in facts if f.kind != "Decision"] == [
        ("ResourcePlayed", "CoE-5.1"), ("CharacterPlayed", "CoE-5.1"),
        ("FollowerTaken", "CoE-2.II.2.2.2")]
    taken = facts[-1]
    assert (taken["follower"], taken["controller"], taken["mind"],
            taken["direct_influence"]) == (haldir, gimli, 3, 3)
    assert haldir in [c.card_id for c in after.characters]
    assert after.followers() == {haldir: gimli}
    assert "TW-188" in after.discard and "TW-188" not in after.hand
    # He takes none of the general influence.
    assert general_influence_used(after.every_character(), after.followers()) == \
        general_influence_used(start.every_character(), start.followers())


@pytest.mark.rule("CoE-5.1")
def test_it_is_played_in_the_site_phase_at_a_ruins_and_lairs(rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn, robin, weathertop = ids(rgo, "Aragorn II", "Robin Smallburrow", "Weathertop")
    site_phase = at_bree(rgo, phase=SITE, site=weathertop, explored=True)
    assert f"chance-meeting:{robin}:{aragorn}" in meetings(ruleset, site_phase)
    facts, after = run(ruleset, site_phase, ruleset.decide,
                       f"chance-meeting:{robin}:{aragorn}", {})
    assert after.followers() == {robin: aragorn}


@pytest.mark.rule("CoE-5.1", "CoE-2.II.2.2.2")
def test_a_chance_meeting_is_refused_off_its_sites_wizards_and_too_little_influence(
        rgo: RoadGoesEverOn) -> None:
    ruleset = played(rgo)
    aragorn, faramir, haldir, gandalf, rivendell = ids(rgo, "Aragorn II", "Faramir", "Haldir",
                                                       "Gandalf", "Rivendell")
    start = at_bree(rgo)
    assert refused(ruleset, start, f"chance-meeting:{gandalf}:{aragorn}", "CoE-5.1") == (
        "A Chance Meeting brings into play a character who is no Wizard, and Gandalf is "
        "one. [CoE-5.1]")
    assert refused(ruleset, start, f"chance-meeting:{haldir}:{faramir}",
                   "CoE-2.II.2.2.2") == (
        "Haldir's mind 3 is more than the direct influence Faramir has left against him "
        "(1). [CoE-2.II.2.2.2]")
    # At Rivendell, a Haven, it is neither offered nor played; nor is it declared any more.
    haven = replace(start, site=rivendell)
    assert meetings(ruleset, haven) == []
    assert refused(ruleset, haven, f"chance-meeting:{haldir}:{aragorn}", "CoE-5.1") == (
        "A Chance Meeting cannot be played now: it is played at a Free-hold, Border-hold or "
        "Ruins & Lairs, and Rivendell is none. [CoE-5.1]")
    assert refused(ruleset, start, "declare-resource:TW-188", "declared-effect") == (
        "A Chance Meeting is not declared: it is played with "
        "chance-meeting:<character>:<controller>. [declared-effect]")


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declared_it_and_the_coverage_shows_it_scripted(
        rgo: RoadGoesEverOn) -> None:
    assert meetings(played(rgo, BEFORE), at_bree(rgo)) == ["declare-resource:TW-188"]
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-188"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
