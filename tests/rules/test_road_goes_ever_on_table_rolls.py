"""The Road Goes Ever On, version 3: every roll on a table records its dice, its modifiers with
their sources, its total and the rows it selected by table and key (``table_roll``), so the row
can be recomputed from the event alone; a game of version 2 records them as it was played."""

from __future__ import annotations

import pytest

from domain.engine.checks import recompute
from domain.engine.combat import Attack
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import dragons
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import card, company, ids, run, state, turn_of
from tests.rules.test_road_goes_ever_on_dragons import only
from tests.rules.test_road_goes_ever_on_rings import DWARVEN, LESSER, MAGIC, ONE, at_rivendell
from tests.rules.test_road_goes_ever_on_rings import test_ring as ring_test
from tests.rules.test_road_goes_ever_on_sites import under_deeps


@pytest.mark.rule("RGO-HOME-2", "RGO-SITE-4")
def test_both_rolls_at_home_record_their_rows_and_the_chosen_one_goes_with_its_encounter(
        rgo: RoadGoesEverOn) -> None:
    bree, aragorn = ids(rgo, "Bree", "Aragorn II")
    start = state(rgo, site=bree, phase=SITE)
    facts, offered = run(rgo, start, rgo.decide, f"explore-at-home:{aragorn}", {}, seed=3)
    rolls = next(f for f in facts if f.kind == "EncounterRollsOffered")
    night_curfew = {
        "dice": [1, 1], "roll": {"stream": "dice", "index": 2}, "modifiers": [], "total": 2,
        "table": "border-hold",
        "rows": [{"key": "Night Curfew", "min": None, "max": 2, "clause": "RGO-SITE-BH-2"}]}
    assert rolls["table_rolls"] == [
        {"dice": [3, 4], "roll": {"stream": "dice", "index": 0}, "modifiers": [], "total": 7,
         "table": "border-hold",
         "rows": [{"key": "A Merry Old Inn", "min": 7, "max": 7, "clause": "RGO-SITE-BH-7"}]},
        night_curfew]
    assert rolls["rolls"] == [7, 2]
    facts, after = run(rgo, offered, rgo.decide, "choose-roll:1", {})
    chosen = next(f for f in facts if f.kind == "SiteEncounter")
    assert (chosen["row"], chosen["table_roll"]) == ("Night Curfew", night_curfew)
    assert recompute(night_curfew) == [] and after.pending_table_rolls == ()


@pytest.mark.rule("RGO-UDEEP-1")
def test_the_under_deeps_one_more_is_a_modifier_sourced_to_the_site(
        rgo: RoadGoesEverOn) -> None:
    deep = under_deeps(rgo)
    facts, _ = run(deep, state(deep, site="UD-1", phase=SITE), deep.decide, "explore", {})
    made = next(f for f in facts if f.kind == "SiteEncounter")["table_roll"]
    assert made["modifiers"] == [{"amount": 1, "source": "card:UD-1",
                                  "why": "The Deep Halls is Under-deeps",
                                  "clause": "RGO-UDEEP-1"}]
    assert made["total"] == sum(made["dice"]) + 1 and recompute(made) == []


@pytest.mark.rule("RGO-RING-3")
def test_a_ring_test_records_every_kind_its_roll_indicates_as_a_row(
        rgo: RoadGoesEverOn) -> None:
    ctx = ring_test(rgo, at_rivendell(rgo, (MAGIC, DWARVEN, ONE, LESSER)), 17)  # rolls 12
    gold = card(rgo, "Beautiful Gold Ring")
    made = ctx.facts[2]["table_roll"]
    assert made == {
        "dice": [6, 6], "roll": {"stream": "dice", "index": 0}, "modifiers": [], "total": 12,
        "table": f"ring-tests:{gold}",
        "rows": [{"key": "The One Ring", "min": 12, "max": None, "clause": "RGO-RING-3"},
                 {"key": "Dwarven Ring", "min": 10, "max": None, "clause": "RGO-RING-3"},
                 {"key": "Lesser Ring", "min": None, "max": None, "clause": "RGO-RING-3"}]}
    assert recompute(made) == []
    forged = {**made, "rows": [{"key": "Magic Ring", "min": None, "max": 7}]}
    assert recompute(forged) == [
        f"a total of 12 does not select row 'Magic Ring' (7 or less) of ring-tests:{gold}"]


@pytest.mark.rule("RGO-RING-3")
def test_a_ring_test_of_version_2_records_no_table_roll_and_the_same_outcome(
        rgo: RoadGoesEverOn) -> None:
    start = at_rivendell(rgo, (MAGIC, DWARVEN, ONE, LESSER))
    version_2 = rgo.at_version("2")
    assert isinstance(version_2, RoadGoesEverOn)
    new, old = ring_test(rgo, start, 17), ring_test(version_2, start, 17)
    assert "table_roll" not in old.facts[2].data
    assert {k: v for k, v in new.facts[2].data.items() if k != "table_roll"} == dict(
        old.facts[2].data)
    assert [f.kind for f in new.facts] == [f.kind for f in old.facts]


@pytest.mark.rule("RGO-SITE-7")
def test_an_inn_encounter_records_its_roll_on_the_inn_table(rgo: RoadGoesEverOn) -> None:
    bree = ids(rgo, "Bree")[0]
    start = state(rgo, site=bree, phase=SITE)
    facts, _ = run(rgo, start, lambda ctx: SitePhase(turn_of(rgo, start)).inn(
        ctx, rgo.catalog.get(bree)), seed=2)
    assert [(f.kind, f.rule) for f in facts[:2]] == [("DiceRolled", "RGO-SITE-7"),
                                                     ("InnEncounter", "RGO-INN-11")]
    assert facts[1]["table_roll"] == {
        "dice": [6, 5], "roll": {"stream": "dice", "index": 0}, "modifiers": [], "total": 11,
        "table": "inn",
        "rows": [{"key": "Smoke Rings", "min": 11, "max": 11, "clause": "RGO-INN-11"}]}


@pytest.mark.rule("RGO-DRAGON-1", "RGO-DRTAB-3")
def test_each_roll_against_terror_is_a_check_of_mind_plus_the_margin(
        rgo: RoadGoesEverOn) -> None:
    smaug = rgo.catalog.find("Smaug")
    aragorn, bilbo = ids(rgo, "Aragorn II", "Bilbo")
    start = state(rgo, characters=company(rgo, "Aragorn II", "Bilbo"))

    def meet(ctx: Context[State]) -> None:
        dragons.encounter(ctx, only("Flee in Terror"), smaug.name,
                          Attack.from_creature(smaug, 2))
    facts, after = run(rgo, start, meet, seed=1)
    encounter = next(f for f in facts if f.kind == "DragonEncounter")
    assert encounter["table_roll"]["rows"] == [
        {"key": "Flee in Terror", "min": None, "max": None, "clause": "RGO-DRTAB-3"}]
    terror = [f for f in facts if f.kind == "TerrorRolled"]
    # Aragorn's mind 9 and Bilbo's 5, each with the row's margin of 3.
    assert [(f["character"], f["check"]["total"], f["check"]["target"], f["terrified"])
            for f in terror] == [(aragorn, 5, 12, False), (bilbo, 8, 8, True)]
    assert all(recompute(f["check"]) == [] and f["check"]["passes"] == "at least"
               for f in terror)
    assert [c.state for c in after.characters] == ["untapped", "tapped"]
    assert rgo.narrate(terror[1]) == "Bilbo rolls 8 against terror (8 or more flees): " \
                                     "flees in terror."
