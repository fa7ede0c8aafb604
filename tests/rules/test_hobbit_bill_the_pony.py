"""Bill the Pony takes his company to the nearest Haven (``hobbit.bill``) in There and Back
Again and Burglar Wants a Good Job from their ``BILL_MOVE_FROM``: as the company's site phase
ends, outside an attack, at a site that is neither a Haven nor an Under-deeps site, the company
of size three or less, ``ally-move:<ally>`` discards him and the company's site becomes the
nearest Haven its site card names (AllyDiscarded, CompanyCarried; CoE 2.VI), a move with no
movement/hazard phase; the end-of-turn phase begins. The Haven must be on There and Back
Again's map (TBA-LAYOUT-2) or in Burglar's site deck. Elsewhere refused naming the reason; the
versions before replay as played (never offered)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.there_and_back_again import versions as tba
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    ORI,
    RULESET,
    THORIN,
    act,
    entered,
    ids,
    played_as,
)
from tests.rules.test_there_and_back_again_helpers import refused as refusal
from tests.support import only

BILL = "TW-198"
ACTION = f"ally-move:{BILL}"
DWALIN = "TW-141"


def at(place: str, *company: str, **changes: object) -> State:
    """The company (Bilbo and Thorin unless named) at ``place``, entered, Bill the Pony with
    Thorin, no card in hand."""
    return entered(place, *company, **{"allies": ((BILL, THORIN),), "hand": (), **changes})


def refused(state: State, action: str = ACTION) -> str:
    message, clause = refusal(state, action)
    assert clause == "CoE-2.VI"
    return message


@pytest.mark.rule("CoE-2.VI", "TBA-LAYOUT-2")
def test_bill_the_pony_takes_his_company_to_rivendell() -> None:
    assert int(RULESET.version) >= tba.BILL_MOVE_FROM
    state = at("Goblin-gate")
    assert ACTION in ids(state) and "done" in ids(state)
    facts, after = act(state, ACTION)
    assert [(f.kind, f.rule) for f in facts][:2] == [("AllyDiscarded", "CoE-2.VI"),
                                                     ("CompanyCarried", "CoE-2.VI")]
    carried = only(facts, "CompanyCarried")
    assert dict(carried.data) == {"card": BILL, "origin": "Goblin-gate", "to": "Rivendell"}
    assert RULESET.narrate(carried) == (
        "Bill the Pony takes the company from Goblin-gate to Rivendell. [CoE-2.VI]")
    assert after.location == "Rivendell" and after.allies == ()
    assert BILL in after.resource_discard
    # The turn goes on to its end, and the next begins at Rivendell.
    assert only(facts, "TurnBegan")["location"] == "Rivendell"
    # Before the site is entered too.
    assert ACTION in ids(replace(state, step="before-entering"))
    # The version before offers nothing of the kind; the automatic player does not take it.
    assert ACTION not in [a for a in played_as(tba.BILL_MOVE_FROM - 1).legal(state)]
    assert RULESET.policy(state, RULESET.actions(state))[0] != ACTION


@pytest.mark.rule("CoE-2.VI", "TBA-LAYOUT-2", "TBA-COMP-3")
def test_bill_the_pony_is_refused_naming_why() -> None:
    assert ACTION not in ids(at("Rivendell"))
    assert refused(at("Rivendell")) == (
        "Bill the Pony moves his company only from a site that is neither a Haven nor an "
        "Under-deeps site (it is at Rivendell). [CoE-2.VI]")
    # Beorn's House's nearest Haven is Lórien, off the map.
    assert refused(at("Beorn’s House")) == (
        "Bill the Pony takes his company to Lórien, where the company cannot be in this "
        "scenario. [CoE-2.VI]")
    big = at("Goblin-gate", BILBO, THORIN, BALIN, GLOIN, ORI, DWALIN, "TW-130", "TW-132")
    assert refused(big).startswith("Bill the Pony moves his company only while its size is 3 "
                                   "or less (it is ")
    assert refused(at("Goblin-gate", phase="organization", step="")) == (
        "Bill the Pony takes his company to a Haven as its site phase ends, outside an "
        "attack. [CoE-2.VI]")
    assert refused(replace(at("Goblin-gate"), allies=())) == (
        "Bill the Pony is no ally of the company that moves it. [CoE-2.VI]")


@pytest.mark.rule("CoE-2.VI", "BWJ-SETUP-16")
def test_in_burglar_bill_takes_the_company_to_a_haven_of_the_site_deck() -> None:
    assert int(bwj.RULESET.version) >= burglar.BILL_MOVE_FROM
    state = replace(bwj.at(bwj.fresh(), "Bree"), phase="site", step="entered",
                    pending_attacks=(), allies=((BILL, bwj.BILBO),))
    assert ACTION in bwj.ids(state)
    facts, after = bwj.act(state, ACTION)
    assert only(facts, "CompanyCarried")["to"] == "Rivendell"
    assert (after.location, after.phase) == ("Rivendell", "end-of-turn")
    before = bwj.played_as(str(burglar.BILL_MOVE_FROM - 1))
    assert ACTION not in [a.id for a in before.actions(state)]


@pytest.mark.rule("CoE-2.VI")
def test_bill_the_pony_is_scripted_in_both() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}[BILL]
    for scenario in ("there-and-back-again", "burglar"):
        assert rows[scenario].status == coverage.SCRIPTED
        assert "taking his company to the nearest Haven (CoE-2.VI)" in rows[scenario].missing
