"""The Hobbit scenarios name the hazard card asking for a corruption check (``asked_by``, as The
Road does from its version 192): There and Back Again from version 61 and Burglar Wants a Good
Job from version 130 (``ASKED_CHECKS_FROM``), the card's modifier, where it gives one, sourced
to it; the check still cites CoE-7.1 and its line says which card asked. From Burglar 132
(``CARD_CHECKS_ASKED_FROM``) the check a corruption card borne by a character asks for names
that card too. Earlier versions replay as played, naming no card."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from api.commands.simulate import autoplay
from domain.cards import starter_catalog
from domain.chronicle import Record
from domain.engine.corruption_cards import LURE_OF_THE_SENSES
from domain.ruleset import Context, Fact, Table, make_ruleset
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.versions import ASKED_CHECKS_FROM as BURGLAR_FROM
from domain.rulesets.burglar.versions import CARD_CHECKS_ASKED_FROM
from domain.rulesets.there_and_back_again.versions import ASKED_CHECKS_FROM as TBA_FROM
from tests.rules.burglar_support import (
    BILBO,
    RULESET,
    at,
    card_modifiers,
    fresh,
    give,
    moving,
    played_as,
)
from tests.support import advance_from, only

TBA = make_ruleset("there-and-back-again", starter_catalog())
#: A game in which Corpse-candle attacks (event 305) and Bilbo checks first (7 +4 = 11).
SEED = 326228269984494
CORPSE_CANDLE = "TW-23"
WILL, ONE_RING = "TW-101", "TW-347"


@cache
def candle_check(version: str) -> tuple[Record, str]:
    """The first corruption check after Corpse-candle's attack is declared, and its line."""
    ruleset = TBA.at_version(version)
    records = autoplay(ruleset, SEED, {}).chronicle.records
    declared = next(r for r in records if r.kind == "AttackDeclared"
                    and r.data["card"] == CORPSE_CANDLE)
    check = next(r for r in records[declared.version:] if r.kind == "CorruptionChecked")
    return check, ruleset.narrate(check.fact)


@pytest.mark.rule("CoE-7.1")
def test_corpse_candles_check_names_the_card() -> None:
    check, line = candle_check(TBA.version)
    assert (check.rule, check.data["character"], check.data["asked_by"]) == (
        "CoE-7.1", BILBO, CORPSE_CANDLE)
    assert line == ("Corruption check of Bilbo (asked by Corpse-candle): 7 +4 (Bilbo's +4 to "
                    "all his corruption checks) = 11 against 0: passed. [CoE-7.1]")


@pytest.mark.rule("CoE-7.1")
def test_there_and_back_again_60_names_no_card() -> None:
    check, line = candle_check(str(TBA_FROM - 1))
    assert (check.rule, check.data["character"], "asked_by" in check.data) == (
        "CoE-7.1", BILBO, False)
    assert line.startswith("Corruption check of Bilbo: 7 +4")


@pytest.mark.rule("BWJ-SEQ-15", "CoE-7.1")
def test_a_burglar_hazard_event_names_itself_and_sources_its_modifier_from_130() -> None:
    state = moving(give(fresh(), BILBO, ONE_RING), "Lórien", "Moria", WILL)
    checked = only(advance_from(RULESET, state, 7)[0], "CorruptionChecked")
    assert (checked["character"], checked["asked_by"]) == (BILBO, WILL)
    assert card_modifiers(checked.data, WILL) == [(-4, "The Will of the Ring", "BWJ-SEQ-15")]
    before = only(advance_from(played_as(str(BURGLAR_FROM - 1)), state, 7)[0],
                  "CorruptionChecked")
    assert (before["character"], "asked_by" in before.data) == (BILBO, False)



def senses_check(ruleset: BurglarWantsAGoodJob) -> tuple[Fact, str]:
    """Bilbo's check at Rivendell as the untap phase ends, Lure of the Senses on him."""
    state = replace(at(fresh(), "Rivendell"), corruption=((BILBO, LURE_OF_THE_SENSES, 2),))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._untap_ended(ctx)
    check = only(ctx.facts, "CorruptionChecked")
    return check, ruleset.narrate(check)


@pytest.mark.rule("CoE-7.1")
def test_a_burglar_corruption_cards_check_names_the_card_from_132() -> None:
    assert CARD_CHECKS_ASKED_FROM == 132 <= int(RULESET.version)
    check, line = senses_check(RULESET)
    assert (check.rule, check["character"], check["asked_by"]) == (
        "CoE-7.1", BILBO, LURE_OF_THE_SENSES)
    assert line == ("Corruption check of Bilbo (asked by Lure of the Senses): 9 +4 (Bilbo's +4 "
                    "to all his corruption checks) = 13 against 3: passed. [CoE-7.1]")
    old, line = senses_check(played_as(str(CARD_CHECKS_ASKED_FROM - 1)))
    assert (old["character"], "asked_by" in old.data) == (BILBO, False)
    assert line.startswith("Corruption check of Bilbo: 9 +4")
