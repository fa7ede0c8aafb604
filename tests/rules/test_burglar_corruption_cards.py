"""A corruption card of the hazard hand in Burglar Wants a Good Job before
``corruption_cards.SINCE`` (and Morgul-knife and The Pale Sword still): turned up, it is played
in turn against the hazard limit and discarded, on no character (BWJ-SEQ-10), so its points
count for no one; the coverage rows of the two say so (not scripted). From ``SINCE`` the six
that make their bearer check stay on a character (test_bwj_corruption_cards)."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.rulesets.burglar import corruption_cards
from tests.rules import burglar_support as bwj
from tests.support import advance_from, only

LURE_OF_NATURE = "TW-58"
CORRUPTION_CARDS = ("TW-27", "TW-56", "TW-57", "TW-58", "TW-60", "TW-64", "TW-94", "TW-97")


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-11")
def test_a_corruption_card_is_played_on_no_character_and_discarded(starter: Catalog) -> None:
    state = bwj.moving(bwj.fresh(), "Rivendell", "Moria", LURE_OF_NATURE)
    facts, after = advance_from(bwj.played_as(str(corruption_cards.SINCE - 1)), state)
    played = only(facts, "HazardPlayed")
    assert (played["card"], played["number"]) == (LURE_OF_NATURE, 1)
    assert after.hazards_played == 1 and after.hazard_discard[-1] == LURE_OF_NATURE
    assert LURE_OF_NATURE not in after.environments
    assert [c.corruption_points for c in after.company] == \
        [c.corruption_points for c in state.company]
    for card in CORRUPTION_CARDS:
        assert starter.get(card).corruption_card
    for card in ("TW-64", "TW-97"):
        assert coverage.in_ruleset("burglar", starter.get(card)) == coverage.InRuleset(
            coverage.NOT_SCRIPTED, coverage.BWJ_CORRUPTION_UNREAD)
