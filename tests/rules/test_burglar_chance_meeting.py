"""A Chance Meeting has nothing to act on in Burglar Wants a Good Job: a character other than
the Burglar comes into play only as a Hand, a resource long-event played in the organization
phase at no influence (BWJ-HAND-1, BWJ-HAND-2), so none is brought into play with direct
influence at a site. From version 112 the card is refused naming that (test_burglar_no_use.py);
its coverage row reads "not in this ruleset", saying why."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.hobbit import no_use
from tests.rules import burglar_support as bwj

CHANCE_MEETING = "TW-188"


@pytest.mark.rule("BWJ-HAND-1", "BWJ-HAND-2")
def test_a_character_comes_into_play_only_as_a_hand(starter: Catalog) -> None:
    found = coverage.in_ruleset("burglar", starter.get(CHANCE_MEETING))
    assert (found.status, found.missing) == (coverage.NOT_IN_RULESET,
                                             no_use.NOTES["burglar"][CHANCE_MEETING])
    assert found.missing.startswith("BWJ-HAND-1, BWJ-HAND-2: ")
    # Sam in the hand: a Hand in the organization phase, and nothing brings him in at a
    # Free-hold in the site phase.
    organizing = replace(bwj.fresh(), hand=(bwj.SAM, CHANCE_MEETING))
    assert [a for a in bwj.ids(organizing) if bwj.SAM in a] == [f"hand:{bwj.SAM}"]
    inside = replace(bwj.at(organizing, "Bag End"), phase="site", step="entered")
    assert [a for a in bwj.ids(inside) if bwj.SAM in a] == []
