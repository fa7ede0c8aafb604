"""Items stored where their cards say in the Guise of the Necromancer from
``printed_rules.ITEM_STORES_FROM`` (the engine's ``item_places.STORES``; GON-GEN-1, CoE 2.II.4):
the Sapling of the White Tree is stored at Minas Tirith too, for 2 marshalling points (an item's,
GON-WIN-2), and The White Tree, with no Sapling borne in the company, discards one so stored.
The version before stored an item only at a Haven, for its printed points."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import printed_rules, score
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_white_tree import PLANTED, at_minas_tirith
from tests.support import only

TREE, SAPLING, DAGGER, AMON_HEN = "TW-348", "TW-322", "TW-206", "TW-371"
CELEBORN = "TW-136"
BEFORE = gon.RULESET.at_version(str(printed_rules.ITEM_STORES_FROM - 1))
STORED = (SAPLING, "item", 2)


def _at(site: str) -> State:
    """The company at ``site`` in the organization phase, its Wizard bearing a Sapling."""
    state = replace(at_minas_tirith(), hand=())
    return replace(state, companies=(replace(state.companies[0], location=site),))


@pytest.mark.rule("CoE-2.II.4", "GON-WIN-2", "GON-GEN-1")
def test_the_sapling_is_stored_at_minas_tirith_for_two_points() -> None:
    state = replace(at_minas_tirith(), hand=())
    store = f"store:{SAPLING}:{state.wizard}"
    assert [i for i in gon.ids(state) if i.startswith("store:")] == [store]
    assert [i for i in gon.ids(state, ruleset=BEFORE) if i.startswith("store:")] == []
    facts, after = gon.act(state, store)
    assert gon.kinds(facts) == ["DiceRolled", "CorruptionChecked", "ItemStored"]
    assert dict(only(facts, "ItemStored").data) == {"item": SAPLING, "character": state.wizard,
                                                    "points": 2}
    assert after.marshalling == (STORED,)
    assert score.points_by_type(after, gon.CATALOG)["item"] == 2
    # At a Haven it is worth its printed 1, as before.
    facts, after = gon.act(_at(gon.LORIEN), store)
    assert after.marshalling == ((SAPLING, "item", 1),)


@pytest.mark.rule("CoE-2.II.4", "GON-GEN-1")
def test_an_item_is_refused_storage_away_from_where_it_is_stored_naming_it() -> None:
    state = replace(at_minas_tirith(), hand=())
    wizard = state.companies[0].character(state.wizard)
    assert wizard is not None
    armed = replace(state, companies=(replace(state.companies[0], characters=tuple(
        replace(c, items=(*c.items, gon.RULESET._item(DAGGER))) if c.card_id == state.wizard
        else c for c in state.companies[0].characters)),))
    assert gon.refused(armed, f"store:{DAGGER}:{state.wizard}") == (
        "Dagger of Westernesse cannot be stored now: it is stored at a Haven, not at Minas "
        "Tirith.", "CoE-2.II.4")
    assert gon.refused(_at(AMON_HEN), f"store:{SAPLING}:{state.wizard}") == (
        "Sapling of the White Tree cannot be stored now: it is stored at a Haven or at Minas "
        "Tirith, not at Amon Hen.", "CoE-2.II.4")


def _stored_only() -> State:
    """At Minas Tirith, The White Tree in the hand, no Sapling borne, one stored there."""
    state = at_minas_tirith(marshalling=(STORED,))
    return replace(state, companies=(replace(state.companies[0], characters=tuple(
        replace(c, items=tuple(i for i in c.items if i.card_id != SAPLING))
        for c in state.companies[0].characters)),))


@pytest.mark.rule("CoE-5.3", "GON-WIN-2", "GON-GEN-1")
def test_the_white_tree_discards_a_sapling_stored_at_minas_tirith() -> None:
    state = _stored_only()
    play = f"permanent-event:{TREE}:{CELEBORN}"
    offered = {a.id: a.label for a in gon.RULESET.actions(state)}
    assert [i for i in offered if TREE in i] == [play]
    assert offered[play].startswith("Celeborn plays The White Tree, discarding the Sapling of "
                                    "the White Tree stored at Minas Tirith")
    facts, after = gon.act(state, play)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("WhiteTreePlanted", {"card": TREE, "character": CELEBORN, "sapling": SAPLING,
                              "bearer": "", "points": 5, "type": "miscellaneous"})]
    assert gon.RULESET.narrate(facts[0]).startswith(
        "Celeborn plays The White Tree, discarding the Sapling of the White Tree stored at "
        "Minas Tirith:")
    assert after.marshalling == (PLANTED,) and after.resource_discard[-1] == SAPLING
    # One stored at a Haven (worth its printed 1) is not; nor before this version.
    assert gon.naming(replace(state, marshalling=((SAPLING, "item", 1),)), TREE) == []
    assert gon.naming(state, TREE, ruleset=BEFORE) == []


@pytest.mark.rule("GON-GEN-1", "CoE-2.II.4")
def test_the_coverage_reads_the_sapling_scripted() -> None:
    found = coverage.in_ruleset("necromancer", gon.CATALOG.get(SAPLING))
    assert found == coverage.InRuleset(coverage.SCRIPTED, (
        "never played at a Shadow-hold or Dark-hold, its card's bar (CoE-2.V.4); stored at "
        "Minas Tirith too, for 2 marshalling points (CoE-2.II.4)"))
