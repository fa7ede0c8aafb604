"""The Road Goes Ever On: a Haven's or Free-hold's own 2D6 encounter table, from the player's
Enhanced Site card, given as data (RGO-SITE-3, RGO-SITE-1). The rows here are invented for the
tests; the document does not print the Enhanced Site cards."""

from __future__ import annotations

from typing import Any

import pytest

from domain.errors import InvalidSetup
from domain.rulesets.road_goes_ever_on.state import SITE
from domain.rulesets.road_goes_ever_on.tables import ROLL_EFFECTS
from tests.rules.rgo_support import ids, run, state

RIVENDELL: dict[str, Any] = {"table": "Rivendell", "rows": [
    {"min": 2, "max": 6, "name": "A Short Rest", "effect": "extra-draw", "clause": "RGO-SITE-3"},
    {"min": 7, "max": 12, "name": "Training", "effect": "training", "clause": "RGO-SITE-3"}]}


def with_tables(rgo, **fields: Any):  # type: ignore[no-untyped-def]
    options = {"tables": {"enhanced-sites": {"Rivendell": RIVENDELL, "Bree": RIVENDELL | {
        "table": "Bree"}}}, "dragon_table": True}
    return state(rgo, phase=SITE, options=options, **fields)


@pytest.mark.rule("RGO-SITE-3", "RGO-SITE-1")
def test_a_haven_with_its_enhanced_table_rolls_it_on_entering(rgo) -> None:  # type: ignore[no-untyped-def]
    facts, after = run(rgo, with_tables(rgo), rgo.decide, "explore", {}, seed=1)
    assert [f.kind for f in facts][:2] == ["DiceRolled", "SiteEncounter"]
    rolled, met = facts[0], facts[1]
    assert (rolled.rule, met.rule, met["table"]) == ("RGO-SITE-4", "RGO-SITE-3",
                                                     "enhanced:rivendell")
    assert (rolled["total"], met["row"], met["effect"]) == (5, "A Short Rest", "extra-draw")
    granted = next(f for f in facts if f.kind == "BenefitGranted")
    assert (granted.rule, granted["benefit"], granted["turn"]) == ("RGO-SITE-3", "extra-draw",
                                                                   2)
    assert "NoSiteEncounter" not in [f.kind for f in facts]
    assert after.explored


@pytest.mark.rule("RGO-SITE-3", "RGO-SITE-4")
def test_a_border_hold_keeps_its_appendix_2_table_though_the_player_names_it(rgo) -> None:  # type: ignore[no-untyped-def]
    bree = with_tables(rgo, site=ids(rgo, "Bree")[0])
    facts, _ = run(rgo, bree, rgo.decide, "explore", {}, seed=1)
    assert facts[1].kind == "SiteEncounter" and facts[1]["table"] == "border-hold"


@pytest.mark.rule("RGO-SITE-3")
def test_an_enhanced_table_is_checked_on_setup_naming_site_row_and_field(rgo) -> None:  # type: ignore[no-untyped-def]
    bad = {"table": "Rivendell", "rows": [
        {"min": 2, "max": 12, "name": "Feast", "effect": "banquet", "clause": "RGO-SITE-3"}]}
    with pytest.raises(InvalidSetup) as refused:
        rgo.prepare({"tables": {"enhanced-sites": {"Rivendell": bad}}})
    assert list(refused.value.problems) == [
        "tables/enhanced-sites (player's file): Rivendell: row 1: field 'effect': unknown "
        "effect 'banquet'; known: " + ", ".join(sorted(ROLL_EFFECTS))]
    with pytest.raises(InvalidSetup) as misnamed:
        rgo.prepare({"tables": {"enhanced-sites": {"Lórien": RIVENDELL}}})
    assert list(misnamed.value.problems) == [
        "tables/enhanced-sites (player's file): Lórien: field 'table': expected "
        "\"table\": \"Lórien\""]
