"""Burglar Wants a Good Job version 17 keys a creature to the Burglar by the further places its
text names too (``creature_places.text_keys``, BWJ-SEQ-10): a Nazgûl at a site in the regions
it names, Huorn at the sites it names; version 16 keys by the printed keying only, and
replays as played. From version 30 a region in the middle of the site path is named by the map
(``creature_places.path_named``); version 29 names the first and last only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import creature_scripts
from domain.rulesets.burglar.ruleset import CREATURE_PLACES_FROM, PATHS_FROM
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import CATALOG, RULESET, fresh, played_as

HUORN, KHAMUL, WOLVES, GIANT_SPIDERS = "TW-45", "TW-47", "TW-114", "TW-40"
OLD_FOREST, RHOSGOBEL = "Old Forest", "Rhosgobel"
VERSION_16 = played_as("16")
VERSION_29 = played_as(str(PATHS_FROM - 1))


def _staying_at(site: str) -> State:
    return replace(fresh(), location=site, moved=False)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_version_17_keys_creatures_by_their_text() -> None:
    assert CREATURE_PLACES_FROM == 17 and int(RULESET.version) >= 17


@pytest.mark.rule("BWJ-SEQ-10")
def test_huorn_comes_at_the_old_forest() -> None:
    # Huorn's printed keying is a wilderness of the site path: a Burglar who stays has none.
    state = _staying_at(OLD_FOREST)
    assert RULESET._playable(state, HUORN) == ["site:Old Forest"]
    assert VERSION_16._playable(state, HUORN) is None
    assert RULESET._playable(state, WOLVES) is None  # no text: the printed keying only


@pytest.mark.rule("BWJ-SEQ-10")
def test_khamul_comes_at_a_site_in_southern_mirkwood() -> None:
    state = _staying_at(RHOSGOBEL)  # a free-hold: no dark-hold to key him to by print
    assert RULESET._playable(state, KHAMUL) == ["site:Rhosgobel"]
    assert VERSION_16._playable(state, KHAMUL) is None
    assert RULESET._playable(_staying_at(OLD_FOREST), KHAMUL) is None


def _moving_to(site: str) -> State:
    return replace(fresh(), turn_start="Lórien", location=site, moved=True,
                   phase="movement-hazard")


@pytest.mark.rule("BWJ-SEQ-14")
def test_a_region_in_the_middle_of_the_site_path_is_named_by_the_map_from_version_30() -> None:
    assert PATHS_FROM == 30
    # Lórien to the Dead Marshes: Wold & Foothills, Brown Lands, Dagorlad; Khamûl comes in
    # the Brown Lands, which neither end of the path names.
    assert RULESET._playable(_moving_to("Dead Marshes"), KHAMUL) == ["region:Brown Lands"]
    assert VERSION_29._playable(_moving_to("Dead Marshes"), KHAMUL) is None
    # Lórien to Lake-town crosses the Woodland Realm: Giant Spiders come there too.
    assert RULESET._playable(_moving_to("Lake-town"), GIANT_SPIDERS) == [
        "region:Woodland Realm", "region-type:wilderness"]
    assert VERSION_29._playable(_moving_to("Lake-town"), GIANT_SPIDERS) == [
        "region-type:wilderness"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_names_nothing_left_of_their_places() -> None:
    for card in (HUORN, GIANT_SPIDERS):
        assert coverage.in_ruleset("burglar", CATALOG.get(card)) == coverage.InRuleset(
            coverage.SCRIPTED, "")
    # What is left of Khamûl, his play as a permanent-event, needs the two-player game: the
    # hazard hand plays a Nazgûl only as a creature (BWJ-SEQ-10).
    assert coverage.in_ruleset("burglar", CATALOG.get(KHAMUL)) == coverage.InRuleset(
        coverage.SCRIPTED, "needs the two-player game: its play as a permanent-event, kept in "
                           "play until a hazard player chooses a movement/hazard phase to tap "
                           "it (the hazard hand plays a Nazgûl only as a creature, "
                           "BWJ-SEQ-10: it attacks); tapped, the player would discard a card "
                           "of his choice for each Nazgûl permanent-event in play")
    assert "its play as a permanent-event" in creature_scripts.NAZGUL_PERMANENT
