"""Guise of the Necromancer, from ``printed_rules.BILL_MOVE_FROM``: Bill the Pony takes his
company to the nearest Haven its site card names, a Haven of the location deck, as its site
phase ends (``hobbit.bill``, ``ally-move:<ally>``): he is discarded, the company reaches the
Haven with no movement/hazard phase, its site card leaving as on any move, and its site phase
ends; not for a company of size four or more, nor from a Haven. The version before offered
nothing of the kind."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon

BILL, WEATHERTOP, RIVENDELL = "TW-198", "TW-436", "TW-421"
MOVE = f"ally-move:{BILL}"
BEFORE = gon.RULESET.at_version(str(printed_rules.BILL_MOVE_FROM - 1))


def at_weathertop(whole: bool = False, step: str = "entered") -> State:
    """Radagast, Bill the Pony's controller, with Sam (or the whole starting company) inside
    Weathertop, whose nearest Haven is Rivendell."""
    state = gon.inside(WEATHERTOP, allies=((BILL, gon.RADAGAST),), step=step)
    company = state.companies[0]
    kept = company.characters if whole else (company.characters[0], company.characters[3])
    return replace(state, companies=(replace(company, characters=kept),))


@pytest.mark.rule("CoE-2.VI", "CoE-2.V.2")
def test_bill_takes_his_company_to_the_nearest_haven() -> None:
    assert printed_rules.BILL_MOVE_FROM == 67 <= int(gon.RULESET.version)
    for step in ("arrived", "entered"):
        assert gon.naming(at_weathertop(step=step), "ally-move") == [MOVE]
    facts, after = gon.act(at_weathertop(), MOVE)
    assert gon.kinds(facts)[:3] == ["AllyDiscarded", "CompanyMoved", "CompanyPhaseEnded"]
    moved = facts[1]
    assert (moved["origin"], moved["to"], moved["site_card"]) == (WEATHERTOP, RIVENDELL,
                                                                  "location deck")
    assert after.companies[0].location == RIVENDELL and after.allies == ()
    assert BILL in after.resource_discard and WEATHERTOP in after.location_deck
    assert after.phase == "end-of-turn"


@pytest.mark.rule("CoE-2.VI", "CoE-2.II.3.1.1")
def test_refused_for_a_larger_company_or_from_a_haven_and_not_offered_before() -> None:
    whole = at_weathertop(whole=True)
    assert gon.naming(whole, "ally-move") == []
    assert gon.refused(whole, MOVE) == (
        "Bill the Pony moves his company only while its size is 3 or less (it is 4).",
        "CoE-2.VI")
    assert gon.naming(at_weathertop(), "ally-move", BEFORE) == []
    assert gon.refused(replace(at_weathertop(), phase="organization", step="", pending=()),
                       MOVE)[0] == ("Bill the Pony takes his company to a Haven as its site "
                                    "phase ends, outside an attack.")


@pytest.mark.rule("CoE-2.VI", "CoE-2.II.3.1.1")
def test_the_coverage_no_longer_leaves_his_move_out() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert "nearest Haven" in rows[BILL].missing and "not played" not in rows[BILL].missing
