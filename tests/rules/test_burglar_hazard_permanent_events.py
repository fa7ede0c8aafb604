"""Burglar Wants a Good Job from ``PERMANENT_EVENTS_FROM`` plays the hazard permanent-events of
the engine's long-event generation 6 (``hazards_in_play``, read by ``burglar.hazard_long_events``
as the long-events are): played from the hazard hand they stay in play, as Doors of Night does,
and act there. The version before discarded them, doing nothing. Constructed states played with
the real ruleset."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import PERMANENT_EVENTS_FROM
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    act,
    advance,
    fresh,
    ids,
    moving,
    played_as,
)
from tests.support import advance_from, of_kind, only

BALROG = "TW-12"
BEFORE = played_as(str(PERMANENT_EVENTS_FROM - 1))
MORIA = CATALOG.find("Moria", "Hero")
OST_IN_EDHIL = CATALOG.find("Ost-in-Edhil", "Hero")


def _revealing(*hand: str, environments: tuple[str, ...] = ()) -> State:
    """The company moved to Moria, its hazard hand to be turned up."""
    return moving(fresh(), "Lórien", "Moria", hazard_hand=hand, environments=environments)


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-LONG-1", "BWJ-SEQ-11")
def test_balrog_of_moria_stays_in_play_and_is_not_played_twice() -> None:
    facts, after = advance(_revealing(BALROG))
    played = only(facts, "HazardPlayed")
    assert (played.rule, played["card"], played["stays"]) == ("BWJ-SEQ-15", BALROG, True)
    assert after.environments == (BALROG,) and BALROG not in after.hazard_discard
    # A second copy, while the first is in play, stays face up in the hazard hand.
    facts, after = advance(_revealing(BALROG, environments=(BALROG,)))
    assert not of_kind(facts, "HazardPlayed") and after.row == (BALROG,)
    # The version before: played, discarded, in play no longer.
    facts, after = advance_from(BEFORE, _revealing(BALROG), 7)
    assert "stays" not in only(facts, "HazardPlayed").data
    assert after.environments == () and after.hazard_discard[-1] == BALROG


def _at_moria(ruleset: BurglarWantsAGoodJob = RULESET) -> State:
    """Balrog of Moria in play, the company's site phase at Moria about to begin."""
    _, state = advance_from(ruleset, replace(_revealing(environments=(BALROG,))), 7)
    assert state.phase == "site" and "enter" in ids(state)
    return state


def _declared(attack: Attack, site: Any,
              ruleset: BurglarWantsAGoodJob = RULESET) -> Mapping[str, Any]:
    state = replace(fresh(), location=site.name, turn_start=site.name, environments=(BALROG,))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, attack, "automatic", None)
    return only(ctx.facts, "AttackDeclared").data


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-17", "BWJ-BURG-6")
def test_balrog_of_moria_attacks_at_moria_until_defeated() -> None:
    facts, _ = act(_at_moria(), "enter")
    attacks = [Attack.from_json(a) for a in only(facts, "SiteEntered")["attacks"]]
    assert [(a.source, a.name, a.race, a.strikes, a.prowess, a.automatic) for a in attacks] == \
        [(MORIA.id, "Moria automatic-attack", "Orcs", 4, 7, True),
         (BALROG, "Balrog of Moria", "Balrog", 1, 18, True)]
    # A failed burglary: the Burglar faces both alone.
    facts, _ = act(_at_moria(), "burgle", seed=1)
    failed = only(facts, "BurglaryFailed")
    assert [a["name"] for a in failed["attacks"]] == ["Moria automatic-attack",
                                                      "Balrog of Moria"]
    # Moria's Orcs, at a site in Redhorn Gate, have +2 prowess; the Balrog's own has not.
    orcs, balrog = attacks
    declared = _declared(orcs, MORIA)
    assert (Attack.from_json(declared["attack"]).prowess, declared["long_events"]) == \
        (9, [BALROG])
    declared = _declared(balrog, MORIA)
    assert (Attack.from_json(declared["attack"]).prowess, declared["long_events"]) == (18, [])
    # So are Ost-in-Edhil's Wolves, in Hollin.
    wolves = Attack.automatic_attack(OST_IN_EDHIL, OST_IN_EDHIL.automatic_attacks[0], 1)
    assert Attack.from_json(_declared(wolves, OST_IN_EDHIL)["attack"]).prowess == \
        wolves.prowess + 2
    # The version before: Moria's own attack only, unchanged.
    facts, _ = act(_at_moria(BEFORE), "enter", ruleset=BEFORE)
    assert [a["name"] for a in only(facts, "SiteEntered")["attacks"]] == \
        ["Moria automatic-attack"]
    assert Attack.from_json(_declared(orcs, MORIA, ruleset=BEFORE)["attack"]).prowess == 7


def _ended(defeated: int, ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[list[Any], State]:
    """The Balrog's attack on the Burglar over, its strike defeated or not."""
    attack = Attack(BALROG, "Balrog of Moria", "Balrog", 1, 18, None, True)
    fight = Combat(attack, "automatic", stage=STRIKING, assigned=(BILBO,), resolved=(BILBO,),
                   defeated=defeated)
    state = replace(fresh(), location="Moria", turn_start="Moria", environments=(BALROG,),
                    combat=fight)
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._end_attack(ctx)
    return ctx.facts, ctx.state


@pytest.mark.rule("BWJ-LONG-1", "BWJ-SEQ-17")
def test_the_balrog_defeated_leaves_play() -> None:
    facts, after = _ended(defeated=1)
    left = only(facts, "HazardEventLeft")
    assert (left.rule, left["card"], left["name"]) == ("CoE-3.v", BALROG, "Balrog of Moria")
    assert after.environments == () and after.hazard_discard[-1] == BALROG
    assert RULESET.narrate(left) == \
        "Balrog of Moria's attack is defeated: the card leaves play. [CoE-3.v]"
    # Not defeated, it stays.
    facts, after = _ended(defeated=0)
    assert not of_kind(facts, "HazardEventLeft") and after.environments == (BALROG,)
    # The version before never has it in play; were it, it would stay.
    facts, after = _ended(defeated=1, ruleset=BEFORE)
    assert not of_kind(facts, "HazardEventLeft") and after.environments == (BALROG,)


@pytest.mark.rule("BWJ-LONG-1")
def test_the_coverage_reads_balrog_of_moria(starter: Catalog) -> None:
    found = coverage.in_ruleset("burglar", starter.get(BALROG))
    assert found.status == coverage.SCRIPTED
    assert "Galadriel" in found.missing and "never arises" in found.missing
