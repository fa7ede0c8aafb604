"""There and Back Again version 31 keys a creature by the further places its text names too
(``creature_places.location_keys``): the company stands on one named location card of the row,
so a region or a site its text names is known by name. Huorn comes in the Woodland Realm; a
creature of double wilderness stays in Rhudaur and High Pass (TBA-HAZ-2). Version 30 keys by
the printed keying only, and replays as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.there_and_back_again.versions import PLACES_FROM
from tests.rules.test_there_and_back_again_helpers import (
    CATALOG,
    RULESET,
    begin,
    fresh,
    played_as,
)
from tests.support import advance_from, of_kind, only

HUORN, GIANT_SPIDERS, WATCHER, ORC_PATROL = "TW-45", "TW-40", "TW-110", "TW-74"
BEFORE = played_as(PLACES_FROM - 1)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_version_31_keys_creatures_by_their_text() -> None:
    assert PLACES_FROM == 31 and int(RULESET.version) >= 31


@pytest.mark.rule("TBA-SEQ-8")
def test_huorn_comes_in_the_woodland_realm_it_names() -> None:
    # The Woodland Realm is a border-land: Huorn's printed keying (a wilderness) misses it.
    assert RULESET._keys(HUORN, "Woodland Realm") == ["region:Woodland Realm"]
    assert BEFORE._keys(HUORN, "Woodland Realm") == []
    state = replace(fresh(), location="Woodland Realm", moved=False, phase="long-event",
                    hazard_deck=(HUORN, ORC_PATROL, ORC_PATROL), row=())
    facts, _ = begin(state)
    declared = only(facts, "AttackDeclared")
    assert (declared.rule, declared.data["card"], declared.data["keyed"]) == (
        "TBA-SEQ-8", HUORN, "region:Woodland Realm")
    facts, after = advance_from(BEFORE, state, 7)
    placed = of_kind(facts, "HazardPlacedInRow")
    assert [(f.rule, f.data["card"]) for f in placed][:1] == [("TBA-SEQ-9", HUORN)]
    assert HUORN in after.row


@pytest.mark.rule("TBA-HAZ-2")
def test_a_creature_of_double_wilderness_stays_in_rhudaur_and_high_pass() -> None:
    # Giant Spiders name the Woodland Realm too, but are keyed to double wilderness.
    assert RULESET._keys(GIANT_SPIDERS, "Woodland Realm") == []
    assert RULESET._keys(GIANT_SPIDERS, "Rhudaur") == ["region-type:wilderness"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_names_nothing_left_of_their_places() -> None:
    for card in (HUORN, WATCHER):
        assert coverage.in_ruleset("there-and-back-again", CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED, "")
