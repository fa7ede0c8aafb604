"""Burglar Wants a Good Job from ``character_bonuses_from`` plays the characters' printed
bonuses (``hobbit.character_texts``): a Hand's direct influence against the faction he tries to
recruit (Thranduil's +2 against the Wood-elves; CoE 2.V.3, BWJ-HAND-10), his prowess against
an attack by a race and the halved body of that attacker (Éowyn's +6 against the Nazgûl;
CoE 3.iv.6-7). Each is its own modifier sourced to his card; the version before replays
without them. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules.burglar_support import (
    CATALOG,
    RULESET,
    THRANDUIL,
    WOOD_ELVES,
    act,
    at,
    fresh,
    played_as,
    with_hand,
)
from tests.support import only

EOWYN, ADUNAPHEL, WOLVES = "TW-147", "TW-2", "TW-114"
FROM = RULESET.character_bonuses_from
assert FROM is not None
BEFORE = played_as(str(FROM - 1))


def _recruiting() -> State:
    return replace(with_hand(at(fresh(), "Thranduil’s Halls"), THRANDUIL), phase="site",
                   step="entered", hand=(WOOD_ELVES,))


def _facing(who: str, creature: str) -> State:
    """One strike of ``creature`` on the Hand ``who``, his strike sequence under way."""
    state = with_hand(fresh(), who)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "draw", creature, stage=STRIKING, assigned=(who,), striking=who)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=())


def _own(data: dict[str, Any], who: str) -> list[tuple[Any, ...]]:
    return [(m["amount"], m["why"], m["clause"]) for m in data["check"]["modifiers"]
            if m["source"] == f"card:{who}" and "against" in m["why"]]


@pytest.mark.rule("BWJ-HAND-10", "BWJ-FACT-1")
def test_thranduil_s_influence_against_the_wood_elves_recruits_them() -> None:
    facts, after = act(_recruiting(), f"influence:{WOOD_ELVES}:{THRANDUIL}", seed=1)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["direct_influence"], attempt["bonus"], attempt["needed"],
            attempt["succeeded"], attempt.rule) == (5, 3, 2, 8, True, "CoE-2.V.3")
    assert _own(attempt.data, THRANDUIL) == [
        (2, "Thranduil's +2 direct influence against Wood-elves", "CoE-2.V.3")]
    assert after.factions == (WOOD_ELVES,)
    # From version 14 an Elf adds the Wood-elves' standard modification, +1, apart.
    assert RULESET.narrate(attempt) == "Thranduil tries to recruit Wood-elves: 5 + 3 + 2 " \
        "(his card) + 1 (standard modification) against 8: recruited. [CoE-2.V.3]"


@pytest.mark.rule("BWJ-HAND-10")
def test_the_version_before_replays_the_attempt_without_it() -> None:
    facts, after = act(_recruiting(), f"influence:{WOOD_ELVES}:{THRANDUIL}", seed=1,
                       ruleset=BEFORE)
    attempt = only(facts, "FactionInfluenced")
    assert (attempt["roll"], attempt["succeeded"], "bonus" in attempt.data) == (5, False, False)
    assert _own(attempt.data, THRANDUIL) == [] and after.factions == ()


@pytest.mark.rule("BWJ-SEQ-10")
def test_eowyn_s_prowess_against_a_nazgul_and_its_halved_body() -> None:
    # A roll of 9: 9 + 2 + 6 beats Adûnaphel's 15; her body check of 7 is above the halved 5.
    facts, _ = act(_facing(EOWYN, ADUNAPHEL), "roll", seed=15)
    strike = only(facts, "StrikeResolved").data
    assert (strike["roll"], strike["prowess"], strike["result"], strike["body_roll"],
            strike["defeated"]) == (9, 8, "failed", 7, True)
    assert _own(strike, EOWYN) == [(6, "Éowyn's +6 prowess against Nazgûl", "CoE-3.iv.6")]
    assert strike["body_check"]["target"] == 5
    facts, _ = act(_facing(EOWYN, ADUNAPHEL), "roll", seed=15, ruleset=BEFORE)
    strike = only(facts, "StrikeResolved").data
    assert (strike["prowess"], strike["result"], strike["body_roll"]) == (2, "succeeded", None)


@pytest.mark.rule("BWJ-SEQ-10")
def test_an_attack_by_another_race_gets_no_bonus() -> None:
    facts, _ = act(_facing(EOWYN, WOLVES), "roll", seed=15)
    strike = only(facts, "StrikeResolved").data
    assert strike["prowess"] == 2 and _own(strike, EOWYN) == []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_bonuses_played() -> None:
    rows = {r.card_id: dict(r.rulesets)["burglar"] for r in coverage.coverage(CATALOG)}
    assert rows[THRANDUIL] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows[EOWYN] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-183"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: its direct influence against characters of a "
                           "race (no character is a follower here)")
    # Elrond's one more card in hand is played, his points lost with him never arise
    # (test_burglar_character_texts.py).
    assert rows["TW-145"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: the marshalling points lost if he is eliminated "
                           "(only the task resources' and stealth points count, BWJ-MP-6, "
                           "BWJ-MP-8)")
