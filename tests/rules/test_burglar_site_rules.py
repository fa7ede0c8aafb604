"""The special rules of Barad-dûr and Mount Doom in Burglar Wants a Good Job, played from
version 66 (``engine.site_rules``, ``burglar.movement``, ``burglar.hazard_play``): a company
moving to either has its hazard limit 2 higher, and a creature may always be keyed to Mount
Doom whatever other cards say. Version 65 replays as played: neither site's rule acted."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import SITE_RULES_FROM
from tests.rules import burglar_support as bwj
from tests.support import advance_from, decide_from, only

BARAD_DUR, MOUNT_DOOM, LORIEN = "TW-374", "TW-414", "TW-408"
ORC_GUARD = "TW-72"  # keyed to a Shadow-land, a Dark-domain, a Shadow-hold or a Dark-hold
BEFORE = bwj.played_as(str(SITE_RULES_FROM - 1))


def _at_lorien() -> State:
    state = bwj.at(bwj.fresh(), "Lórien")
    return replace(state, sites=(*state.sites, BARAD_DUR, MOUNT_DOOM))


@pytest.mark.rule("BWJ-SEQ-13")
@pytest.mark.parametrize("site", [BARAD_DUR, MOUNT_DOOM])
def test_moving_to_barad_dur_or_mount_doom_raises_the_hazard_limit_by_two(
        site: str, starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= SITE_RULES_FROM
    facts, moved = bwj.act(_at_lorien(), f"move:{site}")
    limit = only(facts, "HazardLimitSet")
    assert dict(limit.data) == {"limit": 4, "company_size": 1, "site": site,
                                "site_change": 2}
    assert moved.hazard_limit == 4
    assert bwj.RULESET.narrate(limit) == (f"The hazard limit is 4 this phase (+2 for a "
                                          f"company moving to {starter.get(site).name}). "
                                          "[BWJ-SEQ-13]")
    # Version 65 replays as played: the limit of a company of one, two.
    facts, _ = decide_from(BEFORE, _at_lorien(), f"move:{site}")
    assert dict(only(facts, "HazardLimitSet").data) == {"limit": 2, "company_size": 1}
    found = coverage.in_ruleset("burglar", starter.get(site))
    assert (found.status, found.missing) == (coverage.SCRIPTED, "")


@pytest.mark.rule("BWJ-SEQ-13")
def test_a_company_staying_at_mount_doom_has_its_usual_limit() -> None:
    state = replace(bwj.at(bwj.fresh(), "Mount Doom"),
                    sites=(*bwj.fresh().sites, MOUNT_DOOM))
    facts, _ = bwj.act(state, "stay")
    assert dict(only(facts, "HazardLimitSet").data) == {"limit": 2, "company_size": 1}


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11", "BWJ-SEQ-14")
def test_a_creature_is_keyed_to_mount_doom_whatever_stealth_says() -> None:
    # Stealth played: creatures are kept from the company this phase, but one keyable to
    # Mount Doom, a Shadow-hold, is played keyed to it.
    hidden = bwj.moving(bwj.fresh(), "Lórien", "Mount Doom", ORC_GUARD,
                        creatures_prevented=True)
    facts, _ = bwj.advance(hidden)
    played = only(facts, "HazardPlayed")
    assert (played["card"], played["keyed"]) == (ORC_GUARD, "site-type:shadow-hold")
    # Elsewhere, or in version 65, Stealth keeps it away: it stays face up.
    elsewhere = bwj.moving(bwj.fresh(), "Lórien", "Moria", ORC_GUARD, creatures_prevented=True)
    facts, after = bwj.advance(elsewhere)
    assert not [f for f in facts if f.kind == "HazardPlayed"] and after.row == (ORC_GUARD,)
    facts, after = advance_from(BEFORE, hidden)
    assert not [f for f in facts if f.kind == "HazardPlayed"] and after.row == (ORC_GUARD,)
