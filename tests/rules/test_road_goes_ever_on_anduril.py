"""The Road Goes Ever On, from anduril.SINCE_VERSION: Andúril (TW-192), once stored, is placed
with Narsil for a stored Reforging discarded; its bearer then has 4 more marshalling points,
+4 prowess to 11, +1 direct influence and a corruption point more, and Andúril taps to untap a
Dúnadan of his company, the bearer checking corruption at -1. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import anduril
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, MPRecord, State
from domain.rulesets.road_goes_ever_on.turn import corruption_points
from tests.rules.rgo_support import company, ids, refused, run, state

NOW = str(anduril.SINCE_VERSION)
BEFORE = str(anduril.SINCE_VERSION - 1)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def organizing(rgo: RoadGoesEverOn, *stored: str) -> State:
    """Aragorn II bearing Narsil and Beregond, tapped, organizing at Rivendell, ``stored`` in
    the marshalling-point pile."""
    aragorn, beregond = company(rgo, "Aragorn II", "Beregond")
    narsil = Item.from_card(rgo.catalog.find("Narsil"), facts=True)
    return state(rgo, phase=ORGANIZATION, characters=(aragorn.with_item(narsil),
                                                      beregond.with_state("tapped")),
                 mp=tuple(MPRecord(c, rgo.catalog.get(c).name, "miscellaneous", 1)
                          for c in ids(rgo, *stored)))


@pytest.mark.rule("RGO-GEN-1", "CoE-7.1")
def test_anduril_joins_narsil_and_gives_its_bearer_more(rgo: RoadGoesEverOn) -> None:
    sword, reforging, narsil, aragorn, beregond = ids(
        rgo, "Andúril, the Flame of the West", "Reforging", "Narsil", "Aragorn II", "Beregond")
    ruleset = played(rgo)
    start = organizing(rgo, "Andúril, the Flame of the West", "Reforging")
    join = f"join-anduril:{narsil}"
    assert join in [a.id for a in ruleset.actions(start)]
    assert join not in [a.id for a in played(rgo, BEFORE).actions(start)]
    before = ruleset.points(start)["item"] + ruleset.points(start)["miscellaneous"]
    facts, joined = run(ruleset, start, ruleset.decide, join, {})
    assert [(f.kind, f.rule) for f in facts] == [("MarshallingPointsLost", "RGO-GEN-1"),
                                                 ("AndurilJoined", "RGO-GEN-1")]
    assert facts[0]["cards"] == [reforging, sword]
    assert joined.anduril == (sword, narsil) and joined.mp == ()
    # Narsil's 3 and Andúril's 4 as items; the two stored cards' 2 gone.
    assert (before, ruleset.points(joined)["item"]) == (5, 7)
    bearer = joined.character(aragorn)
    assert bearer is not None
    # +4 prowess to 11: Aragorn's 6 and Narsil's 1 make 7, so all 4.
    assert [(m.amount, m.why) for m in anduril.strike_modifiers(NOW, joined, bearer, "Orcs")] \
        == [(4, "Andúril (+4 prowess, to 11)")]
    strong = replace(bearer, prowess=9)
    assert [m.amount for m in anduril.strike_modifiers(NOW, joined, strong, "Orcs")] == [1]
    assert [m.amount for m in anduril.influence_modifiers(NOW, joined, bearer)] == [1]
    assert corruption_points(joined, bearer, ruleset.catalog, NOW) == \
        corruption_points(start, bearer, ruleset.catalog, NOW) + 1
    # Tapped to untap Beregond, a Dúnadan; its bearer checks corruption at -1.
    untap = f"anduril-untap:{beregond}"
    assert [a.id for a in ruleset.actions(joined) if a.id.startswith("anduril-")] == [untap]
    facts, after = run(ruleset, joined, ruleset.decide, untap, {})
    assert [f.kind for f in facts][:3] == ["ItemTapped", "CharacterStateChanged",
                                           "DiceRolled"]
    checked = next(f for f in facts if f.kind == "CorruptionChecked")
    assert checked["character"] == aragorn
    assert -1 in [m["amount"] for m in checked["check"]["modifiers"]]
    assert after.character(beregond).untapped  # type: ignore[union-attr]
    # Not twice before the untap phase.
    assert refused(ruleset, replace(after, characters=joined.characters), untap,
                   "RGO-GEN-1") == ("Andúril is tapped until the next untap phase. "
                                    "[RGO-GEN-1]")


@pytest.mark.rule("RGO-GEN-1")
def test_anduril_joins_narsil_only_for_a_stored_reforging(rgo: RoadGoesEverOn) -> None:
    narsil, = ids(rgo, "Narsil")
    ruleset = played(rgo)
    alone = organizing(rgo, "Andúril, the Flame of the West")
    assert f"join-anduril:{narsil}" not in [a.id for a in ruleset.actions(alone)]
    assert refused(ruleset, alone, f"join-anduril:{narsil}", "RGO-GEN-1") == (
        "Andúril is placed with Narsil by discarding a stored Reforging; none is stored. "
        "[RGO-GEN-1]")
    assert refused(ruleset, organizing(rgo, "Reforging"), f"join-anduril:{narsil}",
                   "RGO-GEN-1") == (
        "Andúril is placed with Narsil once it is stored. [RGO-GEN-1]")


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_anduril_scripted(rgo: RoadGoesEverOn) -> None:
    found = coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get("TW-192"))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")
