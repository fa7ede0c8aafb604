"""Guise of the Necromancer, from ``printed_rules.ALLY_INFLUENCE_FROM``: Roäc the Raven,
untapped among the allies of the company whose site phase it is, taps and is discarded to
influence a faction of the hand as a diplomat would where it is played, wherever the company
is (``hobbit.roac``, ``ally-influence:<ally>:<faction>``): 2D6, no direct influence, the
faction's standard modification for his race, against its number; no site taps. The version
before offered nothing of the kind."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

ROAC, BEORNINGS, WEATHERTOP = "TW-320", "TW-197", "TW-436"
ATTEMPT = f"ally-influence:{ROAC}:{BEORNINGS}"
BEFORE = gon.RULESET.at_version(str(printed_rules.ALLY_INFLUENCE_FROM - 1))


def inside(**changes: object) -> State:
    """Radagast controls Roäc inside Weathertop, tapped; the Beornings in the hand."""
    return gon.inside(WEATHERTOP, allies=((ROAC, gon.RADAGAST),), hand=(BEORNINGS,),
                      tapped_sites=(WEATHERTOP,), **changes)


@pytest.mark.rule("CoE-2.V.3", "CoE-2.V.2")
def test_roac_taps_and_is_discarded_to_influence_a_faction_of_the_hand() -> None:
    assert printed_rules.ALLY_INFLUENCE_FROM == 68 <= int(gon.RULESET.version)
    state = inside()
    assert gon.naming(state, "ally-influence") == [ATTEMPT]
    for seed in range(1, 60):
        facts, after = gon.act(state, ATTEMPT, seed=seed)
        if only(facts, "FactionInfluenced")["succeeded"]:
            break
    assert gon.kinds(facts)[:2] == ["AllyTapped", "AllyDiscarded"]
    influenced = only(facts, "FactionInfluenced")
    assert influenced["character"] == ROAC and not influenced.data.get("site")
    assert after.allies == () and ROAC in after.resource_discard
    assert after.tapped_sites == (WEATHERTOP,)  # no site taps
    assert (BEORNINGS, "faction", 2) in after.marshalling and BEORNINGS not in after.hand


@pytest.mark.rule("CoE-2.V.3")
def test_refused_when_tapped_or_out_of_the_site_phase_and_not_offered_before() -> None:
    tapped = inside(tapped_allies=(ROAC,))
    assert gon.naming(tapped, "ally-influence") == []
    assert gon.refused(tapped, ATTEMPT) == ("Roäc the Raven is tapped.", "CoE-2.V.3")
    assert gon.naming(inside(), "ally-influence", BEFORE) == []
    assert gon.refused(replace(inside(), phase="organization", step="", pending=()),
                       ATTEMPT)[0] == ("Roäc the Raven is no ally of the company that makes "
                                       "an influence attempt.")


@pytest.mark.rule("CoE-2.V.3")
def test_the_coverage_no_longer_leaves_his_attempt_out() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert "his influence attempt on a faction" in rows[ROAC].missing
    assert "not played" not in rows[ROAC].missing
