"""The Hobbit scenarios cite the end of a strike assignment (``StrikesAssigned``) by the step
that assigns the strikes and counts the excess ones, CoE 3.iii: There and Back Again from its
version 69 and Burglar Wants a Good Job from 142 (``ASSIGNMENT_CITED_SINCE``,
``HobbitRules.assignment_rule``), as the Guise of the Necromancer always did for its own
attacks and does for Lucky Search's from 127 (``printed_rules.ASSIGNMENT_CITED_SINCE``). The
excess strikes' allocation at a strike (``ExcessStrikesAllocated``) still cites CoE 3.iv.2, the
strike sequence's step. Earlier versions cited CoE-3.iv.2 for the assignment too, and replay
so. Constructed states played with the real rulesets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Fact
from domain.rulesets.burglar import versions as burglar_versions
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.hobbit.state import Combat
from domain.rulesets.there_and_back_again import versions as tba_versions
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from, only

LUCKY, CONCEALMENT, DAGGER = "TW-269", "TW-204", "TW-206"
GIANT_SPIDERS = "TW-40"
ASSIGNS, ALLOCATES = "CoE-3.iii", "CoE-3.iv.2"


def five_strikes() -> tba.State:
    """Giant Spiders with five strikes on Thorin II, Balin and Glóin, each assigned one by
    the defender: two strikes are excess."""
    state = tba.keep(tba.fresh(), tba.THORIN, tba.BALIN, tba.GLOIN)
    attack = Attack.from_creature(tba.CATALOG.get(GIANT_SPIDERS), len(state.company))
    state = replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                    combat=Combat(attack.modified(strikes=3), "draw", GIANT_SPIDERS))
    for who in (tba.THORIN, tba.BALIN, tba.GLOIN):
        _, state = tba.act(state, f"assign:{who}")
    return state


def assigned_and_allocated(version: int) -> list[tuple[str, str]]:
    """(kind, clause) of the assignment's end and of the allocation of the excess strikes
    on Thorin II's strike, There and Back Again played at ``version``."""
    ruleset = tba.played_as(version)
    facts, state = decide_from(ruleset, five_strikes(), "assign-done")
    more, _ = decide_from(ruleset, state, f"resolve:{tba.THORIN}")
    return [(f.kind, f.rule) for f in (only(facts, "StrikesAssigned"),
                                       only(more, "ExcessStrikesAllocated"))]


@pytest.mark.rule("CoE-3.iii", "CoE-3.iv.2", "TBA-HAZ-4")
def test_there_and_back_again_cites_the_assignment_by_its_step_from_69() -> None:
    assert tba_versions.ASSIGNMENT_CITED_SINCE == 69 <= int(tba.RULESET.version)
    since = tba_versions.ASSIGNMENT_CITED_SINCE
    assert assigned_and_allocated(since) == [
        ("StrikesAssigned", ASSIGNS), ("ExcessStrikesAllocated", ALLOCATES)]
    assert assigned_and_allocated(since - 1) == [
        ("StrikesAssigned", ALLOCATES), ("ExcessStrikesAllocated", ALLOCATES)]


def tba_lucky_search(version: int) -> Fact:
    """The ``StrikesAssigned`` of Thorin II's Lucky Search at Goblin-gate, There and Back
    Again played at ``version``."""
    state = replace(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN, tba.BALIN),
                    location="Goblin-gate", phase="site", step="entered", hand=(LUCKY,),
                    resource_deck=(CONCEALMENT, DAGGER))
    facts, _ = decide_from(tba.played_as(version), state, f"play:{LUCKY}:search:{tba.THORIN}")
    return only(facts, "StrikesAssigned")


@pytest.mark.rule("CoE-3.iii", "CoE-5.1")
def test_there_and_back_again_cites_lucky_searchs_assignment_by_its_step_from_69() -> None:
    since = tba_versions.ASSIGNMENT_CITED_SINCE
    now, before = tba_lucky_search(since), tba_lucky_search(since - 1)
    assert (now.rule, dict(now.data)) == (ASSIGNS, {"excess": 0, "excess_on": None})
    assert (before.rule, dict(before.data)) == (ALLOCATES, {"excess": 0, "excess_on": None})


def burglar_lucky_search(version: int) -> Fact:
    """The ``StrikesAssigned`` of the Burglar's Lucky Search at Moria, played at
    ``version``."""
    state = replace(bwj.at(bwj.fresh(), "Moria"), phase="site", step="entered", hand=(LUCKY,),
                    resource_deck=(CONCEALMENT, bwj.DAGGER))
    facts, _ = bwj.act(state, f"play:{LUCKY}:search:{bwj.BILBO}",
                       ruleset=bwj.played_as(str(version)))
    return only(facts, "StrikesAssigned")


def burglar_assignment(version: int) -> Fact:
    """The ``StrikesAssigned`` of Wolves (three strikes) on the Burglar and Sam Gamgee, the
    defender assigning none, played at ``version``: one strike is excess."""
    state = bwj.with_hand(bwj.fresh(), bwj.SAM)
    attack = Attack.from_creature(bwj.CATALOG.get(bwj.WOLVES), len(state.company))
    state = replace(state, turn_start="Lórien", location="Moria", moved=True,
                    phase="movement-hazard", step="", hand=(),
                    combat=Combat(attack, "draw", bwj.WOLVES))
    facts, _ = bwj.act(state, "assign-done", ruleset=bwj.played_as(str(version)))
    return only(facts, "StrikesAssigned")


@pytest.mark.rule("CoE-3.iii", "BWJ-SEQ-14", "BWJ-SEQ-17")
def test_burglar_cites_the_assignment_by_its_step_from_142() -> None:
    assert burglar_versions.ASSIGNMENT_CITED_SINCE == 142 <= int(bwj.RULESET.version)
    since = burglar_versions.ASSIGNMENT_CITED_SINCE
    now, before = burglar_assignment(since), burglar_assignment(since - 1)
    assert (now.rule, now.data["excess"]) == (ASSIGNS, 1)
    assert (before.rule, before.data["excess"]) == (ALLOCATES, 1)
    assert now.data["excess_on"] == before.data["excess_on"] is not None
    assert [burglar_lucky_search(v).rule for v in (since, since - 1)] == [ASSIGNS, ALLOCATES]


def guise_lucky_search(version: int) -> Fact:
    """The ``StrikesAssigned`` of Sam Gamgee's Lucky Search at Dol Guldur, the Guise played
    at ``version``."""
    state = gon.inside(gon.DOL_GULDUR, hand=(LUCKY,), tapped_sites=(gon.DOL_GULDUR,),
                       resource_deck=(CONCEALMENT, DAGGER))
    facts, _ = gon.act(state, f"resource:{LUCKY}:search:{gon.SAM}",
                       ruleset=gon.RULESET.at_version(str(version)))  # type: ignore[arg-type]
    return only(facts, "StrikesAssigned")


@pytest.mark.rule("CoE-3.iii", "CoE-5.1")
def test_the_guise_cites_lucky_searchs_assignment_by_its_step_from_127() -> None:
    assert printed_rules.ASSIGNMENT_CITED_SINCE == 127 <= int(gon.RULESET.version)
    since = printed_rules.ASSIGNMENT_CITED_SINCE
    now, before = guise_lucky_search(since), guise_lucky_search(since - 1)
    assert (now.rule, dict(now.data)) == (
        ASSIGNS, {"company": now.data["company"], "targets": [gon.SAM], "excess": 0})
    assert (before.rule, dict(before.data)) == (ALLOCATES, dict(now.data))
