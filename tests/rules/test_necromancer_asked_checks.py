"""Guise of the Necromancer 118 names the card asking for a corruption check
(``CorruptionChecked``'s ``asked_by``, ``printed_rules.ASKED_CHECKS_FROM``), as The Road does
from its version 192 and the Hobbit scenarios from There and Back Again 61 and Burglar 130: a
Corpse-candle before its strikes, a hazard event played on a character, a corruption card he
bears; the card's modifier, where it gives one, is sourced to it. The check still cites CoE-7.1
and its line says which card asked. Version 117 replays as played, naming no card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer.printed_rules import ASKED_CHECKS_FROM
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.hobbit import company_checks
from tests.rules.necromancer_support import (
    CATALOG,
    FILLER,
    LURE_NATURE,
    RADAGAST,
    RULESET,
    SAM,
    WEARINESS,
    act,
    acts,
    fresh,
    hazards,
)
from tests.support import of_kind, only

BEFORE = RULESET.at_version(str(ASKED_CHECKS_FROM - 1))
CORPSE_CANDLE, RIVENDELL, HALDIR = "TW-23", "TW-421", "TW-164"


def candle_check(ruleset: GuiseOfTheNecromancer) -> Fact:
    """The first corruption check a Corpse-candle's attack on the fresh company asks for."""
    state = fresh()
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(CORPSE_CANDLE), len(company.characters))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, company.id, attack, CORPSE_CANDLE, False)
    if ctx.state.fight is not None and ctx.state.fight.company_checks:
        ruleset.decide(ctx, company_checks.KIND, {})  # let stand (COMPANY_CHECKS_SINCE)
    return of_kind(ctx.facts, "CorruptionChecked")[0]


@pytest.mark.rule("CoE-7.1")
def test_a_corpse_candles_check_names_the_card_from_118() -> None:
    assert ASKED_CHECKS_FROM == 118 <= int(RULESET.version)
    check = candle_check(RULESET)
    assert (check.rule, check["character"], check["asked_by"]) == (
        "CoE-7.1", RADAGAST, CORPSE_CANDLE)
    assert RULESET.narrate(check) == (
        "Corruption check of Radagast (asked by Corpse-candle): 9 +1 (Radagast's corruption "
        "modifier) = 10 against 1: passed. [CoE-7.1]")
    old = candle_check(BEFORE)
    assert (old["character"], "asked_by" in old.data) == (RADAGAST, False)
    assert BEFORE.narrate(old).startswith("Corruption check of Radagast: 9 +1")


@pytest.mark.rule("GON-HH-5", "CoE-7.1")
def test_a_hazard_events_check_names_the_card_from_118() -> None:
    state = hazards(fresh(), [WEARINESS], FILLER)
    check = only(act(state, "go")[0], "CorruptionChecked")
    assert (check["character"], check["asked_by"]) == (HALDIR, WEARINESS)
    assert RULESET.narrate(check).startswith(
        "Corruption check of Haldir (asked by Weariness of the Heart): 9 -1")
    old = only(act(state, "go", ruleset=BEFORE)[0], "CorruptionChecked")
    assert (old["character"], "asked_by" in old.data) == (HALDIR, False)


@pytest.mark.rule("CoE-7.1")
def test_a_corruption_cards_check_names_the_card_from_118() -> None:
    state = hazards(replace(fresh(), corruption=((SAM, LURE_NATURE, 2),)), [], FILLER)
    facts, _ = acts(state, f"move:1:{RIVENDELL}", "go")
    checks = of_kind(facts, "CorruptionChecked")
    assert [(c["character"], c["asked_by"]) for c in checks] == [(SAM, LURE_NATURE)] * 3
    facts, _ = acts(state, f"move:1:{RIVENDELL}", "go", ruleset=BEFORE)
    assert [(c["character"], "asked_by" in c.data)
            for c in of_kind(facts, "CorruptionChecked")] == [(SAM, False)] * 3
