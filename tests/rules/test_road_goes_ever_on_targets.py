"""The Road Goes Ever On: a hazard event is played only on a character it may target
(RGO-TARGET-1); with none in the company it is discarded (RGO-HAZ-3). The restrictions are data
(seeds/tables/road-goes-ever-on/hazard-targets.json), checked on load."""

from __future__ import annotations

from typing import Any

import pytest

from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.tables import (
    TableError,
    hazard_targets,
    parse_hazard_targets,
    target_restriction,
)
from domain.rulesets.road_goes_ever_on.targets import eligible
from tests.rules.rgo_support import begin, company, ids, moving


def first_of(rgo: RoadGoesEverOn, event: str, *names: str) -> list[tuple[str, dict[str, Any]]]:
    """The facts about ``event`` after its reveal, first from the pile of a company of
    ``names``."""
    start = moving(rgo, event, "Crebain", "Wolves", "Wargs", characters=company(rgo, *names))
    ctx = begin(rgo, start)
    card = ids(rgo, event)[0]
    return [(f.kind, {**dict(f.data), "rule": f.rule}) for f in ctx.facts
            if f.data.get("card") == card and f.kind != "HazardRevealed"]


# -- the data -------------------------------------------------------------------------------

@pytest.mark.rule("RGO-TARGET-1")
def test_the_default_deck_restrictions_are_read_from_the_data() -> None:
    read = {r.name: (r.races, r.not_races, r.clause) for r in hazard_targets().values()}
    assert read == {
        "Lure of Nature": ((), ("Hobbit", "Dwarf", "Orc"), "RGO-TARGET-1"),
        "Lure of Creation": (("Wizard",), (), "RGO-TARGET-1"),
        "Despair of the Heart": ((), ("Hobbit", "Wizard"), "RGO-TARGET-1"),
        "Call of Home": ((), ("Wizard",), "RGO-TARGET-1"),
        "Tookish Blood": (("Hobbit",), (), "RGO-TARGET-1"),
    }
    assert target_restriction("Weariness of the Heart") is None


@pytest.mark.rule("RGO-TARGET-1")
def test_eligible_characters_keep_the_company_order(rgo: RoadGoesEverOn) -> None:
    fellowship = company(rgo, "Aragorn II", "Gandalf", "Bilbo", "Gimli", "Legolas")
    aragorn, gandalf, bilbo, gimli, legolas = ids(rgo, "Aragorn II", "Gandalf", "Bilbo",
                                                  "Gimli", "Legolas")
    assert eligible(target_restriction("Lure of Nature"), fellowship) == [aragorn, gandalf,
                                                                          legolas]
    assert eligible(target_restriction("Lure of Creation"), fellowship) == [gandalf]
    assert eligible(target_restriction("Despair of the Heart"), fellowship) == [aragorn, gimli,
                                                                                legolas]
    assert eligible(target_restriction("Call of Home"), fellowship) == [aragorn, bilbo, gimli,
                                                                        legolas]
    assert eligible(target_restriction("Tookish Blood"), fellowship) == [bilbo]
    assert eligible(None, fellowship) == [aragorn, gandalf, bilbo, gimli, legolas]
    assert target_restriction("Lure of Nature").describe() == (  # type: ignore[union-attr]
        "not Hobbit, Dwarf or Orc")


@pytest.mark.rule("RGO-TARGET-1")
@pytest.mark.parametrize(("row", "problem"), [
    ({"name": "Lure of Nature", "races": ["Elf"], "not_races": ["Hobbit"],
      "clause": "RGO-TARGET-1"},
     "row 2: field 'races': give exactly one of 'races' and 'not_races', as a non-empty list"),
    ({"name": "Lure of Nature", "clause": "RGO-TARGET-1"},
     "row 2: field 'not_races': give exactly one of 'races' and 'not_races', as a non-empty list"),
    ({"name": "Lure of Nature", "races": "Elf", "clause": "RGO-TARGET-1"},
     "row 2: field 'races': expected a list of race names"),
    ({"name": "Lure of Nature", "races": ["Elf"], "clause": "STD"},
     "row 2: field 'clause': a row must cite an RGO clause"),
    ({"name": "", "races": ["Elf"], "clause": "RGO-TARGET-1"},
     "row 2: field 'name': expected a non-empty string"),
    ({"name": "Lure of Nature", "races": ["Elf"], "clause": "RGO-TARGET-1", "why": "x"},
     "row 2: field 'why': unknown field"),
    ({"name": "Tookish Blood", "races": ["Hobbit"], "clause": "RGO-TARGET-1"},
     "row 2: field 'name': the card is listed twice"),
])
def test_a_bad_row_is_refused_naming_file_row_and_field(row: dict[str, Any],
                                                        problem: str) -> None:
    document = {"table": "hazard-targets", "rows": [
        {"name": "Tookish Blood", "races": ["Hobbit"], "clause": "RGO-TARGET-1"}, row]}
    with pytest.raises(TableError) as err:
        parse_hazard_targets(document, "tables/hazard-targets.json")
    assert str(err.value).startswith(f"tables/hazard-targets.json: {problem}\n")


@pytest.mark.rule("RGO-TARGET-1")
def test_a_document_without_its_table_name_is_refused() -> None:
    with pytest.raises(TableError) as err:
        parse_hazard_targets({"rows": []}, "tables/hazard-targets.json")
    assert str(err.value).startswith("tables/hazard-targets.json: field 'table': expected an "
                                     "object with \"table\": \"hazard-targets\"\n")


# -- in play --------------------------------------------------------------------------------

@pytest.mark.rule("RGO-TARGET-1", "RGO-HAZ-2")
def test_a_wizard_only_corruption_card_goes_on_the_only_wizard(rgo: RoadGoesEverOn) -> None:
    gandalf = ids(rgo, "Gandalf")[0]
    facts = first_of(rgo, "Lure of Creation", "Aragorn II", "Legolas", "Gandalf", "Bilbo")
    assert [(k, d["rule"], d.get("target", d.get("character"))) for k, d in facts] == [
        ("HazardEventPlayed", "RGO-HAZ-2", gandalf),
        ("HazardPlacedOnCharacter", "RGO-TARGET-1", gandalf)]


@pytest.mark.rule("RGO-TARGET-1", "RGO-HAZ-2")
def test_an_event_barred_from_every_race_but_one_goes_on_that_character(
        rgo: RoadGoesEverOn) -> None:
    legolas, bilbo = ids(rgo, "Legolas", "Bilbo")
    nature = first_of(rgo, "Lure of Nature", "Bilbo", "Gimli", "Legolas")
    assert [(k, d.get("target", d.get("character"))) for k, d in nature] == [
        ("HazardEventPlayed", legolas), ("HazardPlacedOnCharacter", legolas)]
    tookish = first_of(rgo, "Tookish Blood", "Aragorn II", "Gandalf", "Bilbo")
    # Scripted (hazard_scripts.py): the Hobbit's player rolls against going home.
    assert [(k, d.get("target")) for k, d in tookish][:2] == [
        ("HazardEventPlayed", bilbo), ("HazardEffectApplied", bilbo)]


@pytest.mark.rule("RGO-TARGET-1", "RGO-HAZ-3")
@pytest.mark.parametrize(("event", "names", "why"), [
    ("Lure of Creation", ("Aragorn II", "Legolas", "Bilbo"), "Wizard only"),
    ("Tookish Blood", ("Aragorn II", "Gandalf"), "Hobbit only"),
    ("Despair of the Heart", ("Bilbo", "Gandalf"), "not Hobbit or Wizard"),
    ("Call of Home", ("Gandalf",), "not Wizard"),
    ("Lure of Nature", ("Bilbo", "Gimli"), "not Hobbit, Dwarf or Orc"),
])
def test_an_event_with_no_eligible_character_is_discarded(rgo: RoadGoesEverOn, event: str,
                                                          names: tuple[str, ...],
                                                          why: str) -> None:
    facts = first_of(rgo, event, *names)
    assert facts == [("HazardDiscarded", {
        "card": ids(rgo, event)[0], "rule": "RGO-HAZ-3",
        "reason": f"no character of the company may be its target ({why})"})]
