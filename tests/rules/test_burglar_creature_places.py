"""Burglar Wants a Good Job version 17 keys a creature to the Burglar by the further places its
text names too (``creature_places.text_keys``, BWJ-SEQ-10): a Nazgûl at a site in the regions
it names, Huorn at the sites it names; version 16 keys by the printed keying only, and
replays as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar.ruleset import CREATURE_PLACES_FROM
from domain.rulesets.burglar.state import State
from tests.rules.burglar_support import CATALOG, RULESET, fresh, played_as

HUORN, KHAMUL, WOLVES = "TW-45", "TW-47", "TW-114"
OLD_FOREST, RHOSGOBEL = "Old Forest", "Rhosgobel"
VERSION_16 = played_as("16")


def _staying_at(site: str) -> State:
    return replace(fresh(), location=site, moved=False)


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


def test_the_coverage_names_what_is_left_of_their_places() -> None:
    huorn = coverage.in_ruleset("burglar", CATALOG.get(HUORN))
    assert huorn == coverage.InRuleset(
        coverage.IN_PART, "a named region in the middle of the site path (the path names "
                          "region types only)")
