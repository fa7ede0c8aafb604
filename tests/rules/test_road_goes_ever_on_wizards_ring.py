"""The Road Goes Ever On, from wizards_ring.SINCE_VERSION: the Wizard's Ring (TW-363) is found
at a Haven (RGO-QUEST-3), taken only by a Wizard who bears none, its bearer then checking
corruption (CoE 7.1); it adds +5 direct influence against a faction (CoE 2.V.3) and is never
stored (CoE 2.II.4). The version before gave it no site. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import item_influence, wizards_ring
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest
from tests.rules.rgo_support import company, ids, organizing, refused, run, state, turn_of

NOW = str(wizards_ring.SINCE_VERSION)
BEFORE = str(wizards_ring.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


@pytest.mark.rule("RGO-QUEST-3", "RGO-QUEST-4", "CoE-7.1", "CoE-2.V.3", "CoE-2.II.4")
def test_a_wizard_takes_the_wizards_ring_at_a_haven(rgo: RoadGoesEverOn) -> None:
    ring, rivendell, bree, gandalf, aragorn = ids(rgo, "Wizard's Ring", "Rivendell", "Bree",
                                                  "Gandalf", "Aragorn II")
    # Found at a Haven of the Site deck; the version before gave it no site.
    for version, sites in ((NOW, (rivendell,)), (BEFORE, ())):
        ruleset = played(rgo, version)
        start = state(rgo, quest_deck=(ring,), site_deck=(rivendell, bree))
        _, after = run(ruleset, start, turn_of(ruleset, start).reveal_quest, "RGO-QUEST-6")
        assert after.display[0].sites == sites
    at_haven = state(rgo, phase=SITE, explored=True, display=(Quest(ring, (rivendell,)),),
                     characters=company(rgo, "Gandalf", "Aragorn II"))
    ruleset = played(rgo)
    offered = [a.id for a in ruleset.actions(at_haven) if a.id.startswith("take-quest:")]
    assert offered == [f"take-quest:{ring}:{gandalf}"]
    facts, after = run(ruleset, at_haven, ruleset.decide, f"take-quest:{ring}:{gandalf}", {})
    taken = [(f.kind, f.rule) for f in facts if f.kind in ("QuestTaken", "CorruptionChecked")]
    assert taken == [("QuestTaken", "RGO-QUEST-4"), ("CorruptionChecked", "CoE-7.1")]
    assert refused(ruleset, at_haven, f"take-quest:{ring}:{aragorn}", "RGO-QUEST-4") == (
        "The Wizard's Ring is taken by a Wizard only; Aragorn II is none. [RGO-QUEST-4]")
    wizard = company(rgo, "Gandalf")[0]
    ringed = replace(wizard, items=(Item.from_card(rgo.catalog.get(ring), facts=True),))
    twice = replace(at_haven, characters=(ringed, *company(rgo, "Aragorn II")))
    assert refused(ruleset, twice, f"take-quest:{ring}:{gandalf}", "RGO-QUEST-4") == (
        "Gandalf bears a Wizard's Ring already. [RGO-QUEST-4]")
    # +5 direct influence against a faction; never stored.
    rangers = rgo.catalog.find("Rangers of the North")
    assert [m.amount for m in item_influence.influence_modifiers(
        NOW, rgo.catalog.get, ringed, rangers)] == [5]
    organizing_here = organizing(rgo, characters=(ringed,))
    assert refused(ruleset, organizing_here, f"store-item:{ring}", "CoE-2.II.4") == (
        "The Wizard's Ring is never stored. [CoE-2.II.4]")
