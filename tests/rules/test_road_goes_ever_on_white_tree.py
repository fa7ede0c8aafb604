"""The Road Goes Ever On, from white_tree.SINCE_VERSION: The White Tree (TW-348) is a quest
found at Minas Tirith (RGO-QUEST-3), taken there by a sage only, for a Sapling of the White
Tree discarded (one borne in the company, else one stored at Minas Tirith), for its 5
miscellaneous points (RGO-QUEST-4); while it is in play Minas Tirith is a Haven for healing
and for playing hazards. The version before gave it no site. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import white_tree
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, MPRecord, Quest, State
from tests.rules.rgo_support import company, ids, refused, run, state, turn_of

NOW = str(white_tree.SINCE_VERSION)
BEFORE = str(white_tree.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def at_minas_tirith(rgo: RoadGoesEverOn, borne: bool, **fields: object) -> State:
    """Aragorn II (bearing a Sapling or not) and Elrond, a sage, at Minas Tirith, The White
    Tree on the Display."""
    tree, tirith = ids(rgo, "The White Tree", "Minas Tirith")
    aragorn, elrond = company(rgo, "Aragorn II", "Elrond")
    if borne:
        aragorn = replace(aragorn, items=(
            Item.from_card(rgo.catalog.find("Sapling of the White Tree"), facts=True),))
    return replace(state(rgo, phase=SITE, explored=True, site=tirith,
                         characters=(aragorn, elrond), display=(Quest(tree, (tirith,)),)),
                   **fields)


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4")
def test_a_sage_takes_the_white_tree_for_a_sapling(rgo: RoadGoesEverOn) -> None:
    tree, tirith, bree, sapling, aragorn, elrond = ids(
        rgo, "The White Tree", "Minas Tirith", "Bree", "Sapling of the White Tree",
        "Aragorn II", "Elrond")
    # Found at Minas Tirith of the Site deck; the version before gave it no site.
    for version, sites in ((NOW, (tirith,)), (BEFORE, ())):
        ruleset = played(rgo, version)
        start = state(rgo, quest_deck=(tree,), site_deck=(tirith, bree))
        _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
        assert after.display[0].sites == sites
    ruleset = played(rgo)
    # A Sapling borne by a character of the company is discarded.
    borne = at_minas_tirith(rgo, True)
    offered = [a.id for a in ruleset.actions(borne) if a.id.startswith("take-quest:")]
    assert offered == [f"take-quest:{tree}:{elrond}"]
    facts, after = run(ruleset, borne, ruleset.decide, f"take-quest:{tree}:{elrond}", {})
    assert [(f.kind, f.data.get("card")) for f in facts if f.kind in (
        "ItemLost", "QuestTaken", "MarshallingPointsGained")] == [
        ("ItemLost", sapling), ("QuestTaken", tree), ("MarshallingPointsGained", tree)]
    assert next(f["points"] for f in facts if f.kind == "MarshallingPointsGained") == 5
    assert after.characters[0].items == () and sapling in after.discard
    assert [(r.name, r.points) for r in after.mp] == [("The White Tree", 5)]
    # Else one stored at Minas Tirith (worth 2 there) leaves the pile.
    stored = at_minas_tirith(rgo, False, mp=(
        MPRecord(sapling, "Sapling of the White Tree", "item", 2),))
    facts, after = run(ruleset, stored, ruleset.decide, f"take-quest:{tree}:{elrond}", {})
    assert [(f.kind, f.data.get("cards")) for f in facts if f.kind == "MarshallingPointsLost"] \
        == [("MarshallingPointsLost", [sapling])]
    assert [(r.name, r.points) for r in after.mp] == [("The White Tree", 5)]
    # Not by one who is no sage; not with no Sapling (one stored at a Haven, worth 1, is not
    # stored at Minas Tirith).
    assert refused(ruleset, borne, f"take-quest:{tree}:{aragorn}", "RGO-QUEST-4") == (
        "The White Tree is taken by a sage only; Aragorn II is not one. [RGO-QUEST-4]")
    for none in (at_minas_tirith(rgo, False), at_minas_tirith(rgo, False, mp=(
            MPRecord(sapling, "Sapling of the White Tree", "item", 1),))):
        assert not [a.id for a in ruleset.actions(none) if a.id.startswith("take-quest:")]
        assert refused(ruleset, none, f"take-quest:{tree}:{elrond}", "RGO-QUEST-4") == (
            "The White Tree is taken only by discarding a Sapling of the White Tree borne by a "
            "character of the company or stored at Minas Tirith. [RGO-QUEST-4]")


@pytest.mark.rule("RGO-GUARD-2", "CoE-2.I.1")
def test_minas_tirith_is_a_haven_for_healing_and_hazards_with_the_white_tree(
        rgo: RoadGoesEverOn) -> None:
    tree, tirith, edoras = ids(rgo, "The White Tree", "Minas Tirith", "Edoras")
    planted = (MPRecord(tree, "The White Tree", "miscellaneous", 5),)
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    wounded = state(rgo, site=tirith, characters=(aragorn.with_state("wounded"), legolas),
                    mp=planted)
    moving = state(rgo, site=edoras, destination=tirith, path=("free-domain",), mp=planted)
    for version, healed, kind in ((NOW, [aragorn.card_id], "haven"), (BEFORE, [], "free-hold")):
        ruleset = played(rgo, version)
        turn = turn_of(ruleset, wounded)
        facts, _ = run(ruleset, wounded, turn.start_turn)
        assert next(f["healed"] for f in facts if f.kind == "CharactersUntapped") == healed
        assert turn.journey(moving)[0].site_type == kind
        assert white_tree.haven(version, moving, rgo.catalog.get(tirith)) is (version == NOW)
    # Without The White Tree, Minas Tirith stays a Free-hold for both.
    ruleset = played(rgo)
    facts, _ = run(ruleset, replace(wounded, mp=()), turn_of(ruleset, wounded).start_turn)
    assert next(f["healed"] for f in facts if f.kind == "CharactersUntapped") == []
    assert turn_of(ruleset, moving).journey(replace(moving, mp=()))[0].site_type == "free-hold"


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_white_tree_scripted(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-348"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
