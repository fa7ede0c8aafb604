"""Fixtures of the rule tests."""

from __future__ import annotations

import pytest

from domain.ruleset import make_ruleset
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn


@pytest.fixture(scope="module")
def rgo(starter) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    """The Road Goes Ever On on the starter catalog."""
    ruleset = make_ruleset("road-goes-ever-on", starter)
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset
