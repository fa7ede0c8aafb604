"""A company split from the running one may not stay while the running company can reach no
site (CoE 2.II.3.6: all but one must move), from ``organization.STAY_HELD_SINCE_VERSION``:
Aragorn alone at Moria cannot pass its gate (RGO-SITE-SH-S2), so Glóin's company, split off
and bound for Lórien, must go. Before, its stay was accepted and the organization phase had no
way left to end."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import organization
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, Company, State
from tests.rules.rgo_support import company, ids, state

NOW = str(organization.STAY_HELD_SINCE_VERSION)
BEFORE = str(organization.STAY_HELD_SINCE_VERSION - 1)


def at_moria(rgo: RoadGoesEverOn, *running: str) -> State:
    """``running`` at Moria with Lórien in the site deck; Glóin split off, bound for Lórien
    (tapped, as passing the gate)."""
    moria, lorien = ids(rgo, "Moria", "Lórien")
    start = state(rgo, phase=ORGANIZATION, site=moria, site_deck=(lorien,),
                  characters=company(rgo, *running))
    gloin = tuple(c.tap() for c in company(rgo, "Glóin"))
    waiting = Company("c9", moria, gloin, lorien, ("wilderness", "wilderness"))
    return replace(start, companies=(waiting,), splits=(("c9", start.company),))


def offered(rgo: RoadGoesEverOn, version: str, s: State) -> list[str]:
    played = rgo.at_version(version)
    return [a.id for a in played.actions(s) if a.id.startswith("stay")]


@pytest.mark.rule("CoE-2.II.3.6", "RGO-SITE-SH-S2")
def test_a_split_company_may_not_stay_while_the_running_one_can_move_nowhere(
        rgo: RoadGoesEverOn) -> None:
    held = at_moria(rgo, "Aragorn II")
    assert "stay:c9" not in offered(rgo, NOW, held)
    played = rgo.at_version(NOW)
    with pytest.raises(IllegalAction, match="can reach no site from Moria"):
        played.decide(Context(played, Table(1, {}, held)), "stay:c9", {})
    # Before, the stay was offered.
    assert "stay:c9" in offered(rgo, BEFORE, held)
    # With a Dwarf of its own the running company passes the gate: the split company may
    # stay.
    free = at_moria(rgo, "Aragorn II", "Gimli")
    assert "stay:c9" in offered(rgo, NOW, free)


def splits(rgo: RoadGoesEverOn, version: str, s: State) -> list[str]:
    played = rgo.at_version(version)
    return [a.id for a in played.actions(s) if a.id.startswith("split:")]


@pytest.mark.rule("CoE-2.II.3.6", "RGO-SITE-SH-S2")
def test_a_split_that_would_leave_no_company_able_to_pass_the_gate_is_refused(
        rgo: RoadGoesEverOn) -> None:
    """Gandalf, wounded, and Legolas at Moria: once split, neither company has an untapped
    Dwarf or Wizard to tap for the gate, so neither could move, and all but one must."""
    moria, lorien = ids(rgo, "Moria", "Lórien")
    gandalf, legolas = company(rgo, "Gandalf", "Legolas")
    s = state(rgo, phase=ORGANIZATION, site=moria, site_deck=(lorien,), wizard=gandalf.card_id,
              characters=(replace(gandalf, state="wounded"), legolas))
    now = str(organization.SPLIT_GATE_SINCE_VERSION)
    assert splits(rgo, now, s) == []
    played = rgo.at_version(now)
    with pytest.raises(IllegalAction, match="to leave Moria a dwarf or wizard of each must "
                                            "tap: 0 companies would have one untapped"):
        played.decide(Context(played, Table(1, {}, s)), f"split:{legolas.card_id}", {})
    # Before, the split was offered, and the phase then had no way to end.
    before = str(organization.SPLIT_GATE_SINCE_VERSION - 1)
    assert splits(rgo, before, s) == [f"split:{gandalf.card_id}", f"split:{legolas.card_id}"]
    # With Gandalf untapped, one company could pass: Legolas may split off and stay.
    able = replace(s, characters=(gandalf, legolas))
    assert f"split:{legolas.card_id}" in splits(rgo, now, able)
