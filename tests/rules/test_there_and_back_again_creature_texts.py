"""There and Back Again version 10 reads the creature scripts up to generation 4 as the Hobbit
family plays them (``hobbit.creature_texts``): a Corpse-candle's attack makes every character
check corruption before any strike is assigned, an Orc-lieutenant or Orc-warband is stronger
against a company that has faced an Orc attack this turn, each wound of Brigands costs the
company an item; version 9 replays as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.hobbit import company_checks, creature_texts
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import (
    CREATURE_SCRIPTS_4_FROM,
    ITEM_LOST_CITED_FROM,
)
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import decide_from, of_kind, only

CORPSE_CANDLE, ORC_LIEUTENANT, ORC_WARBAND, ORC_PATROL, BRIGANDS = \
    "TW-23", "TW-73", "TW-76", "TW-74", "TW-17"
DAGGER = "TW-225"



BEFORE = played_as(CREATURE_SCRIPTS_4_FROM - 1)


def _company() -> State:
    state = keep(fresh(), BILBO, THORIN, BALIN)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0, hand=())


def _striking(creature: str, facing: str, state: State | None = None) -> State:
    state = state or _company()
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    return replace(state, combat=Combat(attack, "draw", creature, stage=STRIKING,
                                        assigned=(facing,), striking=facing))


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_version_10_reads_the_family_s_creature_generation() -> None:
    assert RULESET.creature_generation() == creature_texts.GENERATION
    assert BEFORE.creature_generation() == 2


@pytest.mark.rule("TBA-SEQ-8")
def test_a_corpse_candle_makes_every_character_check_corruption_before_the_strikes() -> None:
    ctx = Context(RULESET, Table(7, {}, _company()))
    attack = RULESET._creature_attack(ctx.state, CORPSE_CANDLE)
    RULESET._declare(ctx, attack, "draw", CORPSE_CANDLE, rule="TBA-SEQ-8")
    # From COMPANY_CHECKS_SINCE the checks wait for the step canceling the attack
    # (test_there_and_back_again_company_checks); let stand, it asks them.
    assert [f.kind for f in ctx.facts] == ["AttackDeclared", company_checks.AWAITED_FACT]
    facts, state = decide_from(RULESET, ctx.state, company_checks.KIND)
    kinds = [f.kind for f in facts if f.kind != "DiceRolled"]
    assert kinds == [company_checks.STANDS_FACT, "CorruptionChecked", "CorruptionChecked",
                     "CorruptionChecked"]
    checked = of_kind(facts, "CorruptionChecked")
    assert [(f.rule, f.data["character"], f.data["result"]) for f in checked] == [
        ("CoE-7.1", BILBO, "passed"), ("CoE-7.1", THORIN, "passed"),
        ("CoE-7.1", BALIN, "passed")]
    assert state.combat is not None and state.combat.assigned == ()
    old = Context(BEFORE, Table(7, {}, _company()))
    BEFORE._declare(old, attack, "draw", CORPSE_CANDLE, rule="TBA-SEQ-8")
    assert not of_kind(old.facts, "CorruptionChecked")


@pytest.mark.rule("TBA-SEQ-7")
@pytest.mark.parametrize(("creature", "more"), [(ORC_LIEUTENANT, 4), (ORC_WARBAND, 3)])
def test_an_orc_lieutenant_or_warband_is_stronger_after_an_orc_attack(creature: str,
                                                                     more: int) -> None:
    printed = CATALOG.get(creature).prowess or 0
    after_orcs = replace(_company(), faced=((ORC_PATROL, "Orcs"),))
    facts, _ = decide_from(RULESET, _striking(creature, BALIN, after_orcs), "roll", None, 7)
    assert only(facts, "StrikeResolved").data["strike"] == printed + more
    facts, _ = decide_from(RULESET, _striking(creature, BALIN), "roll", None, 7)
    assert only(facts, "StrikeResolved").data["strike"] == printed
    facts, _ = decide_from(BEFORE, _striking(creature, BALIN, after_orcs), "roll", None, 7)
    assert only(facts, "StrikeResolved").data["strike"] == printed


@pytest.mark.rule("TBA-SEQ-7")
def test_an_attack_faced_is_remembered_until_the_turn_ends() -> None:
    start = _striking(ORC_PATROL, BALIN)
    facts, after = decide_from(RULESET, start, "roll", None, 7)
    ended = next(n for n, f in enumerate(facts) if f.kind == "AttackEnded")
    state = start
    for fact in facts[:ended + 1]:
        state = RULESET.evolve(state, fact)
    assert state.faced == ((ORC_PATROL, "Orcs"),)
    # This attack ended the turn: the next one begins with no attack faced.
    assert (after.turn, after.faced) == (start.turn + 1, ())


@pytest.mark.rule("TBA-SEQ-8")
def test_a_wound_of_brigands_costs_the_company_an_item() -> None:
    armed = give(_company(), THORIN, DAGGER)
    facts, after = decide_from(RULESET, _striking(BRIGANDS, BALIN, armed), "roll", None, 9)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    lost = only(facts, "ItemLost")
    # The card decides it, cited by the clause its drawn attack is played under, and named.
    assert (lost.rule, lost.data["character"], lost.data["card"], lost.data["by"],
            lost.data["creature"]) == ("TBA-SEQ-8", THORIN, DAGGER, "Brigands", BRIGANDS)
    # From the row, TBA-SEQ-7; up to ITEM_LOST_CITED_FROM, as played, CoE-3.iv.7 and no card.
    striking = _striking(BRIGANDS, BALIN, armed)
    assert striking.combat is not None
    from_row = replace(striking, combat=replace(striking.combat, origin="row"))
    assert only(decide_from(RULESET, from_row, "roll", None, 9)[0], "ItemLost").rule == \
        "TBA-SEQ-7"
    old = only(decide_from(played_as(ITEM_LOST_CITED_FROM - 1), striking, "roll", None, 9)[0],
               "ItemLost")
    assert (old.rule, "creature" in old.data) == ("CoE-3.iv.7", False)
    thorin = after.character(THORIN)
    assert thorin is not None and not thorin.items and after.resource_discard[-1] == DAGGER
    facts, _ = decide_from(BEFORE, _striking(BRIGANDS, BALIN, armed), "roll", None, 9)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert not of_kind(facts, "ItemLost")
