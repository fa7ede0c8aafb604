"""The Road Goes Ever On, from gollum.SINCE_VERSION: Gollum, untapped at a site that is no
Haven with The One Ring borne in his company, taps in the organization or site phase, and he
and The One Ring are discarded. The version before has no such tap. Constructed states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.rulesets.road_goes_ever_on import gollum
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import card, company, ids, organizing, refused, run

NOW = str(gollum.SINCE_VERSION)


def played(rgo: RoadGoesEverOn, version: str = NOW) -> RoadGoesEverOn:
    found = rgo.at_version(version)
    assert isinstance(found, RoadGoesEverOn)
    return found


def with_ring(rgo: RoadGoesEverOn, site: str = "Moria", **fields: object) -> State:
    """Frodo, bearing The One Ring, and Aragorn organizing at ``site``, Gollum their ally."""
    frodo, aragorn = company(rgo, "Frodo", "Aragorn II")
    frodo = replace(frodo, items=(Item.from_card(rgo.catalog.find("The One Ring"), facts=True),))
    return organizing(rgo, site=card(rgo, site), characters=(frodo, aragorn),
                      allies=ids(rgo, "Gollum"), **fields)


@pytest.mark.rule("CoE-2.V")
def test_gollum_taps_to_discard_the_one_ring(rgo: RoadGoesEverOn) -> None:
    smeagol, ring, frodo = ids(rgo, "Gollum", "The One Ring", "Frodo")
    action = f"gollum-ring:{smeagol}:{frodo}"
    start = with_ring(rgo)
    ruleset = played(rgo)
    assert action in [a.id for a in ruleset.actions(start)]
    facts, after = run(ruleset, start, ruleset.decide, action, {})
    assert [(f.kind, f.rule) for f in facts] == [("AllyTapped", "CoE-2.V"),
                                                 ("AllyDiscarded", "CoE-2.V"),
                                                 ("ItemLost", "CoE-2.V")]
    assert after.allies == () and after.character(frodo).items == ()  # type: ignore[union-attr]
    assert ring in after.discard
    # In the site phase too; not at a Haven, not without the Ring, not tapped.
    assert action in [a.id for a in ruleset.actions(replace(start, phase=SITE,
                                                            explored=True))]
    at_haven = with_ring(rgo, "Rivendell")
    assert refused(ruleset, at_haven, action, "CoE-2.V") == (
        "Gollum and The One Ring must be at a site that is no Haven. [CoE-2.V]")
    ringless = replace(start, characters=company(rgo, "Frodo", "Aragorn II"))
    assert refused(ruleset, ringless, action, "CoE-2.V") == (
        "The One Ring is not borne in Gollum's company. [CoE-2.V]")
    tapped = replace(start, tapped_allies=(smeagol,))
    assert refused(ruleset, tapped, action, "CoE-2.V") == "Gollum is tapped. [CoE-2.V]"
    old = played(rgo, str(gollum.SINCE_VERSION - 1))
    assert not [a for a in old.actions(start) if a.id.startswith("gollum-ring:")]
