"""Guise of the Necromancer from ``printed_rules.CHARACTER_BONUSES_FROM`` plays the
characters' printed bonuses in a strike as the Hobbit family does (``hobbit.character_texts``,
read by ``fight.py``): prowess against an attack by a race (Thorin II's +3 against Orcs, Éowyn's
+6 against the Nazgûl; CoE 3.iv.6) and the halved body of that attacker (Éowyn; CoE 3.iv.7,
GON-NAZ-6), each its own modifier sourced to his card; from ``FOLLOWER_BONUSES_FROM`` a
controller's direct influence against a character's race counts in taking him as a follower
(Gimli's +1 against Elves; CoE 2.II.3.2). The versions before replay without them.
Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.characters import Character
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer.printed_rules import (
    CHARACTER_BONUSES_FROM,
    FOLLOWER_BONUSES_FROM,
)
from domain.rulesets.guise_of_the_necromancer.state import Fight, State
from tests.rules.necromancer_support import CATALOG, RULESET, fresh
from tests.support import decide_from, of_kind, only

EOWYN, THORIN = "TW-147", "TW-183"
ADUNAPHEL, ORC_GUARD, WOLVES = "TW-2", "TW-72", "TW-114"
BEFORE = RULESET.at_version(str(CHARACTER_BONUSES_FROM - 1))


def _facing(who: str, creature: str) -> State:
    """``who`` joins the starting company and faces the one strike of ``creature``, his
    strike sequence under way."""
    state = fresh()
    company = state.companies[0]
    company = replace(company, characters=(*company.characters,
                                           Character.from_card(CATALOG.get(who))))
    attack = Attack.from_creature(CATALOG.get(creature), 1)
    fight = Fight(company.id, attack, creature, assigned=(who,), assigning=False, begun=True,
                  facing=who)
    return replace(state.with_company(company), fight=fight)


def _roll(who: str, creature: str, seed: int, before: bool = False) -> list[Fact]:
    facts, _ = decide_from(BEFORE if before else RULESET, _facing(who, creature), "roll", None,
                           seed)
    return facts


def _own(data: Any, who: str) -> list[tuple[Any, ...]]:
    return [(m["amount"], m["why"], m["clause"]) for m in data["check"]["modifiers"]
            if m["source"] == f"card:{who}" and "against" in m["why"]]


@pytest.mark.rule("CoE-3.iv.6")
def test_thorin_s_prowess_against_orcs_defeats_the_strike() -> None:
    facts = _roll(THORIN, ORC_GUARD, seed=9)  # a roll of 2: 2 + 5 + 3 beats 8
    strike = only(facts, "StrikeResolved").data
    assert (strike["roll"], strike["prowess"], strike["result"], strike["defeated"]) == (
        2, 8, "failed", True)
    assert _own(strike, THORIN) == [(3, "Thorin II's +3 prowess against Orcs", "CoE-3.iv.6")]
    assert only(facts, "CreatureDefeated")["card"] == ORC_GUARD
    before = only(_roll(THORIN, ORC_GUARD, seed=9, before=True), "StrikeResolved").data
    assert (before["prowess"], before["result"], _own(before, THORIN)) == (5, "succeeded", [])


@pytest.mark.rule("CoE-3.iv.6", "CoE-3.iv.7", "GON-NAZ-6")
def test_eowyn_defeats_a_nazgul_whose_body_she_halves() -> None:
    # A roll of 9: 9 + 2 + 6 beats Adûnaphel's 15; the body check of 7 is above the halved 5.
    facts = _roll(EOWYN, ADUNAPHEL, seed=7)
    strike = only(facts, "StrikeResolved").data
    assert (strike["roll"], strike["prowess"], strike["result"], strike["body_roll"],
            strike["body_check"]["target"], strike["defeated"]) == (9, 8, "failed", 7, 5, True)
    assert _own(strike, EOWYN) == [(6, "Éowyn's +6 prowess against Nazgûl", "CoE-3.iv.6")]
    assert only(facts, "CreatureDefeated").rule == "GON-NAZ-6"
    before = _roll(EOWYN, ADUNAPHEL, seed=7, before=True)
    assert only(before, "StrikeResolved")["result"] == "succeeded"
    assert of_kind(before, "NazgulReturned") and not of_kind(before, "CreatureDefeated")


@pytest.mark.rule("CoE-3.iv.6")
def test_an_attack_by_another_race_gets_no_bonus() -> None:
    strike = only(_roll(EOWYN, WOLVES, seed=7), "StrikeResolved").data
    assert strike["prowess"] == 2 and _own(strike, EOWYN) == []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_bonuses_played() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(CATALOG)}
    assert rows[EOWYN] == coverage.InRuleset(coverage.SCRIPTED)
    # From the version playing factions by their facts, his bonus against a faction counts
    # (test_necromancer_faction_facts.py).
    assert rows["TW-184"] == coverage.InRuleset(coverage.SCRIPTED)
    # Glorfindel II's bonus against Elves counts in controlling followers (version 10 on).
    assert rows["TW-161"] == coverage.InRuleset(coverage.SCRIPTED)

# -- followers (``printed_rules.FOLLOWER_BONUSES_FROM`` on) -----------------------------------

GIMLI, HALDIR, SAM = "TW-159", "TW-164", "TW-180"
BEFORE_FOLLOWERS = RULESET.at_version(str(FOLLOWER_BONUSES_FROM - 1))


def _with_gimli() -> State:
    """Gimli (direct influence 2, +1 against Elves) joins the starting company in its
    organization phase, beside Haldir (an Elf, mind 3) and Sam (a Hobbit, mind 4)."""
    state = fresh()
    company = state.companies[0]
    return state.with_company(replace(company, characters=(
        *company.characters, Character.from_card(CATALOG.get(GIMLI)))))


def _follows(ruleset: Any) -> list[str]:
    return [a.id for a in ruleset.actions(_with_gimli()) if a.id.startswith("follow:")]


@pytest.mark.rule("CoE-2.II.3.2", "CoE-2.II.2.2.2")
def test_gimli_takes_an_elf_as_follower_with_his_bonus_against_elves() -> None:
    assert f"follow:{HALDIR}:{GIMLI}" in _follows(RULESET)
    facts, after = decide_from(RULESET, _with_gimli(), f"follow:{HALDIR}:{GIMLI}", None, 7)
    assert [(f.kind, f.rule, dict(f.data)) for f in facts][:1] == [
        ("FollowerTaken", "CoE-2.II.3.2", {"character": HALDIR, "controller": GIMLI})]
    assert after.followers == ((HALDIR, GIMLI),)
    # Sam's 4 mind is a Hobbit's: Gimli's 2 does not cover it.
    assert f"follow:{SAM}:{GIMLI}" not in _follows(RULESET)


@pytest.mark.rule("CoE-2.II.3.2")
def test_the_version_before_refuses_it_and_writes_nothing() -> None:
    assert f"follow:{HALDIR}:{GIMLI}" not in _follows(BEFORE_FOLLOWERS)
    with pytest.raises(IllegalAction) as refused:
        decide_from(BEFORE_FOLLOWERS, _with_gimli(), f"follow:{HALDIR}:{GIMLI}", None, 7)
    assert refused.value.clause == "CoE-2.II.3.2"
