"""Guise of the Necromancer version 14 keys a creature to the further places its text names
(``creatures.further_keys``, the engine's ``creature_places``; GON-DUD-4): a named region of
the company's site path (its first and last known by name), its new site (or the site it
stays at) named or in a named region, its move between two named sites. Version 13 keys by
the printed keying only, and replays as played. From version 22 a region in the middle of
the site path is named by the map (``creature_places.path_named``); version 21 names the first
and last only."""

from __future__ import annotations

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    DOL_GULDUR,
    FILLER,
    LORIEN,
    RULESET,
    acts,
    fresh,
    hazards,
)
from tests.support import of_kind, only

GIANT_SPIDERS, GREAT_GOBLIN, RIVENDELL, KHAMUL = "TW-40", "TW-95", "TW-421", "TW-47"


def _played_as(version: str) -> GuiseOfTheNecromancer:
    ruleset = RULESET.at_version(version)
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


VERSION_13 = _played_as("13")


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_version_14_keys_creatures_by_their_text() -> None:
    assert creatures.PLACES_FROM == 14 and int(RULESET.version) >= 14


@pytest.mark.rule("GON-DUD-4", "GON-HH-6")
def test_giant_spiders_attack_a_company_moving_into_southern_mirkwood() -> None:
    # Lórien to Dol Guldur: wilderness, border-land, dark-domain: one wilderness only, so the
    # printed keying (two wildernesses) does not reach; the text's Southern Mirkwood does.
    spiders, dol_guldur, lorien = (CATALOG.get(c) for c in (GIANT_SPIDERS, DOL_GULDUR, LORIEN))
    path = ("wilderness", "border-land", "dark-domain")
    assert creatures.further_keys("14", GIANT_SPIDERS, lorien, dol_guldur, path, True) == [
        "region:Southern Mirkwood", "site:Dol Guldur"]
    assert creatures.further_keys("13", GIANT_SPIDERS, lorien, dol_guldur, path, True) == []
    assert spiders.keyed_regions == (("wilderness", 2),)
    state = hazards(fresh(), [GIANT_SPIDERS], FILLER)
    facts, _ = acts(state, f"move:1:{DOL_GULDUR}", "go", seed=3)
    attack = only(facts, "CreatureAttacks")
    assert (attack.rule, attack["card"], attack["keyed"]) == (
        "GON-HH-6", GIANT_SPIDERS, "region:Southern Mirkwood")
    facts, _ = _acts_13(state, f"move:1:{DOL_GULDUR}", "go")
    assert not of_kind(facts, "CreatureAttacks")
    # The Spiders were the rightmost card: the first dud discarded.
    dud = of_kind(facts, "DudDiscarded")[0]
    assert (dud.rule, dud["index"], dud["card"]) == ("GON-DUD-4", 4, GIANT_SPIDERS)


@pytest.mark.rule("GON-DUD-4")
def test_a_company_staying_is_keyed_by_its_site_alone() -> None:
    dol_guldur = CATALOG.get(DOL_GULDUR)
    assert creatures.further_keys("14", GIANT_SPIDERS, dol_guldur, dol_guldur, (), False) == [
        "site:Dol Guldur"]
    lorien = CATALOG.get(LORIEN)
    assert creatures.further_keys("14", GIANT_SPIDERS, lorien, lorien, (), False) == []


@pytest.mark.rule("GON-DUD-4")
def test_the_great_goblin_comes_between_rivendell_and_lorien() -> None:
    lorien, rivendell = CATALOG.get(LORIEN), CATALOG.get(RIVENDELL)
    path = ("wilderness", "border-land", "wilderness")
    assert creatures.further_keys("14", GREAT_GOBLIN, lorien, rivendell, path, True) == [
        "between:Lórien/Rivendell"]
    assert creatures.further_keys("14", GREAT_GOBLIN, lorien, rivendell, path, False) == []


def _acts_13(state: State, *actions: str) -> tuple[list[Fact], State]:
    """Decide each action as version 13 plays it (no attack is met on the way)."""
    facts: list[Fact] = []
    for action in actions:
        ctx = Context(VERSION_13, Table(3, {}, state))
        VERSION_13.decide(ctx, action, {})
        facts += ctx.facts
        state = ctx.state
    return facts, state


@pytest.mark.rule("GON-DUD-4")
def test_a_region_in_the_middle_of_the_site_path_is_named_by_the_map_from_version_22() -> None:
    assert creatures.PATHS_FROM == 22 and int(RULESET.version) >= 22
    # Lórien to the Dead Marshes: Wold & Foothills, Brown Lands, Dagorlad; Khamûl comes in
    # the Brown Lands, which neither end of the path names.
    lorien, marshes = CATALOG.get(LORIEN), CATALOG.find("Dead Marshes", "Hero")
    path = ("wilderness", "shadow-land", "shadow-land")
    assert creatures.further_keys("22", KHAMUL, lorien, marshes, path, True) == [
        "region:Brown Lands"]
    assert creatures.further_keys("21", KHAMUL, lorien, marshes, path, True) == []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_no_longer_names_the_further_places_as_unplayed() -> None:
    from domain import coverage

    giant_spiders = coverage.in_ruleset("necromancer", CATALOG.get(GIANT_SPIDERS))
    assert giant_spiders == coverage.InRuleset(coverage.SCRIPTED)
    great_goblin = coverage.in_ruleset("necromancer", CATALOG.get(GREAT_GOBLIN))
    assert great_goblin == coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("GON-NAZ-3")
def test_a_nazgul_s_permanent_event_play_is_named_as_this_scenario_s_rule() -> None:
    from domain import coverage

    khamul = coverage.in_ruleset("necromancer", CATALOG.get(KHAMUL))
    assert khamul == coverage.InRuleset(
        coverage.SCRIPTED, "GON-NAZ-3: a Nazgûl has none of its permanent-event abilities "
                           "here")
