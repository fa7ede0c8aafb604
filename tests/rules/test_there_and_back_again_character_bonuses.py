"""There and Back Again from ``character_bonuses_from``: a Dwarf's printed prowess against an
attack by Orcs counts in his strike roll (``hobbit.character_texts``, CoE 3.iv.6): Thorin II's
+3, as its own modifier sourced to his card. An attack by another race gets none. From
``follower_bonuses_from`` a controller's direct influence against his followers' race counts in
the starting company's control (TBA-COMP-4): Thorin II's +2 against Dwarves, up to their mind.
The versions before replay without them. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import InvalidSetup
from domain.rulesets.hobbit.state import STRIKING, Combat
from domain.rulesets.there_and_back_again import decks
from domain.rulesets.there_and_back_again.state import State
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    fresh,
    keep,
    played_as,
)
from tests.support import decide_from, of_kind, only

ORC_GUARD, WOLVES = "TW-72", "TW-114"
FROM = RULESET.character_bonuses_from
assert FROM is not None


def _thorin_facing(creature: str) -> State:
    """One strike of ``creature`` on Thorin II (prowess 5), his strike sequence under way."""
    state = keep(fresh(), BILBO, THORIN)
    attack = Attack.from_creature(CATALOG.get(creature), 1)
    combat = Combat(attack, "draw", creature, stage=STRIKING, assigned=(THORIN,),
                    striking=THORIN)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=combat)


def _strike(creature: str, version: int, seed: int = 9) -> dict[str, Any]:
    facts, _ = decide_from(played_as(version), _thorin_facing(creature), "roll", None, seed)
    return dict(only(facts, "StrikeResolved").data)


def _bonuses(strike: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(m["amount"], m["why"], m["clause"]) for m in strike["check"]["modifiers"]
            if m["source"] == f"card:{THORIN}" and "against" in m["why"]]


@pytest.mark.rule("TBA-HAZ-1")
def test_thorin_s_prowess_against_orcs_defeats_the_strike() -> None:
    strike = _strike(ORC_GUARD, FROM)  # a roll of 2: 2 + 5 + 3 beats the Orc-guard's 8
    assert (strike["roll"], strike["prowess"], strike["strike"], strike["result"],
            strike["state"]) == (2, 8, 8, "failed", "tapped")
    assert _bonuses(strike) == [(3, "Thorin II's +3 prowess against Orcs", "CoE-3.iv.6")]
    facts, _ = decide_from(RULESET, _thorin_facing(ORC_GUARD), "roll", None, 9)
    assert not of_kind(facts, "BodyChecked")


@pytest.mark.rule("TBA-HAZ-1")
def test_the_version_before_replays_the_strike_without_it() -> None:
    strike = _strike(ORC_GUARD, FROM - 1)
    assert (strike["roll"], strike["prowess"], strike["result"], strike["state"]) == (
        2, 5, "succeeded", "wounded")
    assert _bonuses(strike) == []


@pytest.mark.rule("TBA-HAZ-1")
def test_an_attack_by_another_race_gets_no_bonus() -> None:
    strike = _strike(WOLVES, FROM)
    assert strike["prowess"] == 5 and _bonuses(strike) == []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_bonuses_played() -> None:
    rows = {r.card_id: dict(r.rulesets)["there-and-back-again"]
            for r in coverage.coverage(CATALOG)}
    # Ori's +1 against Orcs is played; his -1 against factions too, from the version that
    # plays factions by their facts (test_there_and_back_again_faction_facts.py).
    assert rows["TW-173"] == coverage.InRuleset(coverage.SCRIPTED)
    # Bilbo's rules never arise in this scenario; his corruption modifier is played.
    assert rows[BILBO].status == coverage.SCRIPTED


# -- followers (version 15 on) ----------------------------------------------------------------

FOLLOWS = RULESET.follower_bonuses_from
assert FOLLOWS is not None
BIFUR, BOFUR, ORI = "TW-130", "TW-132", "TW-173"


def _problems(version: int, followers: dict[str, str]) -> list[str]:
    """What ``version`` finds wrong with the default set-up when ``followers`` are Thorin II's
    (his 2 direct influence, +1 for his mind, TBA-COMP-5, and +2 against Dwarves)."""
    setup = decks.default_setup()
    chosen = {f: c for f, c in setup["followers"].items()
              if c != THORIN and f not in followers and c not in followers}
    try:
        played_as(version).prepare({**setup, "followers": {**chosen, **followers}})
    except InvalidSetup as refused:
        return [p for p in refused.problems if p.startswith("TBA-COMP-4")]
    return []


@pytest.mark.rule("TBA-COMP-4", "TBA-COMP-5")
def test_thorin_controls_five_mind_of_dwarves_with_his_bonus_against_them() -> None:
    dwarves = {BIFUR: THORIN, ORI: THORIN, BOFUR: THORIN}  # 2 + 1 + 2 mind
    assert _problems(FOLLOWS, dwarves) == []
    assert _problems(FOLLOWS - 1, dwarves) == [
        "TBA-COMP-4: Thorin II's followers have 5 mind, more than his 3 direct influence"]


@pytest.mark.rule("TBA-COMP-4")
def test_his_bonus_covers_no_follower_of_another_race() -> None:
    # Bilbo's 5 mind beside Bifur's and Ori's: the +2 covers the Dwarves' 3 only.
    assert _problems(FOLLOWS, {BIFUR: THORIN, ORI: THORIN, BILBO: THORIN}) == [
        "TBA-COMP-4: Thorin II's followers have 8 mind, more than his 3 direct influence "
        "(+2 against them)"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_the_follower_bonus_played() -> None:
    rows = {r.card_id: dict(r.rulesets)["there-and-back-again"]
            for r in coverage.coverage(CATALOG)}
    assert rows[THORIN] == coverage.InRuleset(coverage.SCRIPTED)
