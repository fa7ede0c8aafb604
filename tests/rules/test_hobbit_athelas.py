"""Athelas in Burglar Wants a Good Job, played from version 67 by the family's
``hobbit.athelas`` (which the Guise of the Necromancer reads too): in the organization and site
phases outside an attack, its untapped Dúnadan bearer taps to heal a wounded character of his
company, who becomes tapped, and the herb is discarded. Version 66 replays as played: the herb
gave its catalog facts only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ATHELAS_FROM
from tests.rules import burglar_support as bwj

ATHELAS = "TW-195"
ARAGORN = bwj.CATALOG.find("Aragorn II").id
USE = f"athelas:{ATHELAS}:{ARAGORN}:{bwj.BILBO}"
BEFORE = bwj.played_as(str(ATHELAS_FROM - 1))


def _healer(wounded: bool = True) -> State:
    """Aragorn II, a Hand, bearing Athelas beside the Burglar, wounded or not, in the
    organization phase at Rivendell."""
    state = bwj.give(bwj.with_hand(bwj.at(bwj.fresh(), "Rivendell"), ARAGORN), ARAGORN, ATHELAS)
    return bwj.set_state(state, bwj.BILBO, "wounded") if wounded else state


def _refused(state: State, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        bwj.act(state, action)
    return refused.value


@pytest.mark.rule("CoE-6.1", "BWJ-HAND-1")
def test_a_dunadan_hand_heals_the_wounded_burglar_with_athelas(starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= ATHELAS_FROM
    state = _healer()
    offered = {a.id: a for a in bwj.RULESET.actions(state)}
    assert offered[USE].label == "Aragorn II taps to use Athelas: heal Bilbo"
    assert offered[USE].rule == "CoE-6.1"
    facts, after = bwj.act(state, USE)
    assert [(f.kind, f.rule) for f in facts[:3]] == [
        ("CharacterStateChanged", "CoE-6.1"), ("CharacterStateChanged", "CoE-6.1"),
        ("ItemUsed", "CoE-6.1")]
    assert [dict(f.data) for f in facts[:2]] == [
        {"character": ARAGORN, "state": "tapped"}, {"character": bwj.BILBO, "state": "tapped"}]
    assert bwj.RULESET.narrate(facts[2]) == "Aragorn II discards Athelas: heal Bilbo. [CoE-6.1]"
    assert [(c.card_id, c.state) for c in after.company] == [(bwj.BILBO, "tapped"),
                                                             (ARAGORN, "tapped")]
    assert ATHELAS in after.resource_discard and not any(
        i.card_id == ATHELAS for c in after.company for i in c.items)
    # The automatic Burglar does not use it.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] != USE
    # Version 66 replays as played: no use offered, the action refused.
    assert USE not in [a.id for a in BEFORE.actions(state)]
    with pytest.raises(IllegalAction):
        bwj.act(state, USE, ruleset=BEFORE)
    # Aragorn II's removal of a corruption card arises too (test_bwj_corruption_cards).
    assert coverage.in_ruleset("burglar", starter.get(ATHELAS)) == \
        coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("CoE-6.1")
def test_athelas_is_refused_off_its_condition_naming_the_reason() -> None:
    cases = [
        (_healer(wounded=False), USE, "Bilbo is not wounded"),
        (replace(_healer(), phase="movement-hazard"), USE,
         "it is used in the organization or site phase, outside an attack"),
        (bwj.set_state(_healer(), ARAGORN, "tapped"), USE,
         "Aragorn II is tapped: he taps to use it"),
        (_healer(), f"athelas:{ATHELAS}:{bwj.BILBO}:{ARAGORN}",
         "TW-131 is no character bearing Athelas"),
        (bwj.set_state(bwj.give(_healer(wounded=False), bwj.BILBO, ATHELAS), ARAGORN,
                       "wounded"), f"athelas:{ATHELAS}:{bwj.BILBO}:{ARAGORN}",
         "only a Dúnadan heals with it, and Bilbo is none"),
        (_healer(), f"athelas:{ATHELAS}:{ARAGORN}:TW-184",
         "it acts on a character of Aragorn II's company, not TW-184"),
    ]
    for state, action, why in cases:
        refused = _refused(state, action)
        assert (refused.args[0], refused.clause) == (f"Athelas cannot be used now: {why}.",
                                                     "CoE-6.1")
        assert action not in bwj.ids(state)
