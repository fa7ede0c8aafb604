"""The Road Goes Ever On, version 44: a faction of the Quest Display is influenced with its
standard modification for the character's race (CoE 2.V.3, RGO-QUEST-4), and a faction the
quest table does not list is taken at the sites its card names against its printed number
(the catalog's faction facts). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import faction_facts, quests
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import company, ids, state


def at_site(rgo: RoadGoesEverOn, site: str, faction: str, who: str, seed: int = 1,
            **fields: Any) -> Context[State]:
    """``who`` alone at ``site``, explored, with ``faction`` on the Quest Display there."""
    site_id, faction_id = ids(rgo, site, faction)
    start = state(rgo, site=site_id, characters=company(rgo, who), phase=SITE, explored=True,
                  display=(Quest(faction_id, (site_id,)),), site_deck=(site_id,))
    return Context(rgo, Table(seed, {}, replace(start, **fields)))


def attempt(ctx: Context[State]) -> Fact:
    return next(f for f in ctx.facts if f.kind == "InfluenceAttempted")


def standard(fact: Fact) -> list[tuple[int, str]]:
    """The standard modifications of an attempt's check: (amount, why)."""
    return [(m["amount"], m["why"]) for m in fact["check"]["modifiers"]
            if m["clause"] == "CoE-2.V.3" and "standard modification" in m["why"]]


def take(rgo: RoadGoesEverOn, ctx: Context[State], faction: str, who: str) -> Fact:
    faction_id, who_id = ids(rgo, faction, who)
    rgo.decide(ctx, f"take-quest:{faction_id}:{who_id}", {})
    return attempt(ctx)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_reads_the_faction_facts(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= faction_facts.SINCE_VERSION == 44


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_a_hobbit_adds_four_among_the_hobbits(rgo: RoadGoesEverOn) -> None:
    """TW-258 Hobbits: Bilbo (direct influence 1) rolls 5 + 1 + 4 = 10 > 8."""
    ctx = at_site(rgo, "Bag End", "Hobbits", "Bilbo", seed=1)
    fact = take(rgo, ctx, "Hobbits", "Bilbo")
    assert standard(fact) == [(4, "Hobbits: standard modification (Hobbit)")]
    assert (fact["roll"], fact["total"], fact["needed"], fact["succeeded"]) == (5, 10, 8, True)
    assert [r.card for r in ctx.state.mp] == list(ids(rgo, "Hobbits"))


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_a_game_of_version_43_adds_no_standard_modification(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("43")
    assert isinstance(old, RoadGoesEverOn)
    ctx = at_site(old, "Bag End", "Hobbits", "Bilbo", seed=1)
    fact = take(old, ctx, "Hobbits", "Bilbo")
    assert standard(fact) == []
    assert (fact["roll"], fact["total"], fact["succeeded"]) == (5, 6, False)


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_an_elf_adds_one_among_the_wood_elves_and_loses_two_among_dwarves(
        rgo: RoadGoesEverOn) -> None:
    """TW-367 Wood-elves (Elf +1) and TW-200 Blue Mountain Dwarves (Elf -2): Elrond."""
    ctx = at_site(rgo, "Thranduil's Halls", "Wood-elves", "Elrond", seed=1)
    fact = take(rgo, ctx, "Wood-elves", "Elrond")
    assert standard(fact) == [(1, "Wood-elves: standard modification (Elf)")]
    assert fact["total"] == fact["roll"] + 4 + 1
    ctx = at_site(rgo, "Blue Mountain Dwarf-hold", "Blue Mountain Dwarves", "Elrond", seed=1)
    fact = take(rgo, ctx, "Blue Mountain Dwarves", "Elrond")
    assert standard(fact) == [(-2, "Blue Mountain Dwarves: standard modification (Elf)")]
    assert (fact["total"], fact["needed"]) == (fact["roll"] + 4 - 2, 9)


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_a_race_the_faction_does_not_name_adds_nothing(rgo: RoadGoesEverOn) -> None:
    """TW-311 Rangers of the North name only the Dúnedain: Bilbo, a Hobbit, adds nothing."""
    ctx = at_site(rgo, "Bree", "Rangers of the North", "Bilbo", seed=1)
    fact = take(rgo, ctx, "Rangers of the North", "Bilbo")
    assert standard(fact) == []
    assert (fact["total"], fact["needed"]) == (fact["roll"] + 1, 9)


@pytest.mark.rule("RGO-FACTION-2", "CoE-2.V.3")
def test_an_escape_attempt_adds_the_standard_modification(rgo: RoadGoesEverOn) -> None:
    """TW-258 Hobbits hold Bilbo at Bag End: his escape is the same attempt, 5 + 1 + 4."""
    bilbo, hobbits = ids(rgo, "Bilbo", "Hobbits")
    ctx = at_site(rgo, "Bag End", "Hobbits", "Bilbo", seed=1, phase=ORGANIZATION,
                  explored=False, display=(), detained=((bilbo, hobbits),))
    rgo.decide(ctx, f"escape:{hobbits}:{bilbo}", {})
    fact = attempt(ctx)
    assert fact.rule == "RGO-FACTION-2"
    assert standard(fact) == [(4, "Hobbits: standard modification (Hobbit)")]
    assert (fact["total"], fact["needed"], fact["succeeded"]) == (10, 8, True)
    assert ctx.state.detained == ()


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4")
def test_a_faction_the_table_does_not_list_is_found_where_its_card_says(
        rgo: RoadGoesEverOn) -> None:
    """TW-222 Easterlings at Easterling Camp (influence 9); TW-344 The Great Eagles at Eagles'
    Eyrie; TW-193 Army of the Dead prints no influence number and stays without a site."""
    catalog = rgo.catalog
    sites = [catalog.get(s) for s in ids(rgo, "Bree", "Easterling Camp", "Eagles' Eyrie",
                                         "Vale of Erech")]
    easterlings, eagles, dead = (catalog.find(n) for n in (
        "Easterlings", "The Great Eagles", "Army of the Dead"))
    assert [s.name for s in quests.candidate_sites(easterlings, sites, "44")] == [
        "Easterling Camp"]
    assert quests.candidate_sites(eagles, sites, "44") == [sites[2]]  # Eagles' Eyrie
    assert quests.candidate_sites(easterlings, sites, "43") == []  # as version 43 played
    assert quests.candidate_sites(dead, sites, "44") == []
    known = quests.named_sites(easterlings)
    assert known is not None and known.influence == 9


@pytest.mark.rule("RGO-QUEST-4", "CoE-2.V.3")
def test_an_unlisted_faction_is_influenced_against_its_printed_number(
        rgo: RoadGoesEverOn) -> None:
    """TW-222 Easterlings: Elrond (no standard modification) against 9."""
    ctx = at_site(rgo, "Easterling Camp", "Easterlings", "Elrond", seed=1)
    fact = take(rgo, ctx, "Easterlings", "Elrond")
    assert standard(fact) == []
    assert (fact["total"], fact["needed"]) == (fact["roll"] + 4, 9)


@pytest.mark.rule("RGO-QUEST-4")
def test_a_faction_is_refused_away_from_its_site(rgo: RoadGoesEverOn) -> None:
    """TW-222 Easterlings on the Display at Easterling Camp, the company at Bree."""
    bree, camp, easterlings, elrond = ids(rgo, "Bree", "Easterling Camp", "Easterlings",
                                          "Elrond")
    ctx = at_site(rgo, "Bree", "Easterlings", "Elrond", display=(Quest(easterlings, (camp,)),))
    assert ctx.state.site == bree
    before = (ctx.state, len(ctx.facts))
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"take-quest:{easterlings}:{elrond}", {})
    assert refused.value.clause == "RGO-QUEST-4"
    assert "Easterlings is not found at this site" in str(refused.value)
    assert (ctx.state, len(ctx.facts)) == before
