"""The defender names the item a Thief's strike or a wound of Brigands takes, from There and
Back Again 33 and Burglar Wants a Good Job 35 (``creature_texts.VERSIONED``): while the
strikes are assigned ``give-up-item:<item>`` names an item of the company (ItemToGiveUpNamed,
CoE 3.iv.7), offered when it holds two or more, each named one after the last; a strike that
takes an item takes the first named still borne, else the one worth the fewest marshalling
points. The versions before take that one always, naming none."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.rulesets.burglar.ruleset import NAMED_ITEMS_FROM as BURGLAR_FROM
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Fight
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from domain.rulesets.hobbit.state import STRIKING, Combat
from domain.rulesets.there_and_back_again.state import State
from domain.rulesets.there_and_back_again.versions import NAMED_ITEMS_FROM as TBA_FROM
from tests.rules import burglar_support as burglar
from tests.rules import necromancer_support as guise
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import decide_from, of_kind, only

THIEF = "TW-102"
DAGGER, CLOAK = "TW-206", "TW-225"
BEFORE = played_as(TBA_FROM - 1)


def _attacked(**combat: object) -> State:
    """A Thief attacks Bilbo, Thorin II (a Dagger of Westernesse) and Balin (an Elven
    Cloak)."""
    state = give(give(keep(fresh(), BILBO, THORIN, BALIN), THORIN, DAGGER), BALIN, CLOAK)
    attack = Attack.from_creature(CATALOG.get(THIEF), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0, hand=(),
                   combat=Combat(attack, "draw", THIEF, **combat))  # type: ignore[arg-type]


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_versions_naming_the_item() -> None:
    assert (TBA_FROM, BURGLAR_FROM) == (33, 35)
    assert int(burglar.RULESET.version) >= BURGLAR_FROM


@pytest.mark.rule("TBA-SEQ-8")
def test_the_defender_names_the_item_a_thief_takes() -> None:
    state = _attacked()
    ids = [a.id for a in RULESET.actions(state)]
    assert [i for i in ids if i.startswith("give-up-item:")] == [
        f"give-up-item:{DAGGER}", f"give-up-item:{CLOAK}"]
    facts, named = act(state, f"give-up-item:{CLOAK}")
    fact = only(facts, "ItemToGiveUpNamed")
    assert (fact.rule, fact.data["card"]) == ("CoE-3.iv.7", CLOAK)
    assert named.combat is not None and named.combat.given_up == (CLOAK,)
    assert f"give-up-item:{CLOAK}" not in [a.id for a in RULESET.actions(named)]
    assert not [a for a in BEFORE.actions(state) if a.id.startswith("give-up-item:")]
    # The strike on Bilbo succeeds: the Cloak goes, not the Dagger borne first (both are
    # worth no marshalling point).
    striking = _attacked(stage=STRIKING, assigned=(BILBO,), striking=BILBO, given_up=(CLOAK,))
    seed = 9  # a roll of 2
    facts, after = decide_from(RULESET, striking, "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    lost = only(facts, "ItemLost").data
    assert (lost["character"], lost["card"]) == (BALIN, CLOAK)
    facts, _ = decide_from(BEFORE, striking, "roll", None, seed)
    lost = only(facts, "ItemLost").data
    assert (lost["character"], lost["card"]) == (THORIN, DAGGER)


@pytest.mark.rule("TBA-SEQ-8")
def test_one_item_leaves_nothing_to_name() -> None:
    state = give(keep(fresh(), BILBO, THORIN), THORIN, DAGGER)
    attack = Attack.from_creature(CATALOG.get(THIEF), len(state.company))
    state = replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                    combat=Combat(attack, "draw", THIEF))
    assert not [a for a in RULESET.actions(state) if a.id.startswith("give-up-item:")]
    assert not of_kind(act(state, "assign-done")[0], "ItemToGiveUpNamed")


# -- Guise of the Necromancer, from version 24 ------------------------------------------------
def _guise(version: str) -> GuiseOfTheNecromancer:
    ruleset = guise.RULESET.at_version(version)
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


GUISE_BEFORE = _guise(str(creatures.NAMED_ITEMS_FROM - 1))


def _guise_thief(*, assigning: bool = True, given_up: tuple[str, ...] = ()) -> GuiseState:
    """A Thief attacks the starting company, Haldir bearing a Dagger of Westernesse and Sam
    an Elven Cloak."""
    state = guise.fresh()
    company = state.companies[0]
    borne = {guise.HALDIR: DAGGER, guise.SAM: CLOAK}
    characters = tuple(replace(c, items=(Item.from_card(guise.CATALOG.get(borne[c.card_id])),))
                       if c.card_id in borne else replace(c, items=())
                       for c in company.characters)
    state = state.with_company(replace(company, characters=characters))
    attack = Attack.from_creature(guise.CATALOG.get(THIEF), len(characters))
    fight = Fight(company.id, attack, THIEF, given_up=given_up) if assigning else \
        Fight(company.id, attack, THIEF, assigned=(guise.SAM,), assigning=False, begun=True,
              facing=guise.SAM, given_up=given_up)
    return replace(state, fight=fight)


@pytest.mark.rule("GON-HH-6")
def test_the_defender_names_the_item_a_thief_takes_in_the_guise() -> None:
    assert creatures.NAMED_ITEMS_FROM == 24 and int(guise.RULESET.version) >= 24
    state = _guise_thief()
    assert [i for i in guise.ids(state) if i.startswith("give-up-item:")] == [
        f"give-up-item:{DAGGER}", f"give-up-item:{CLOAK}"]
    assert not [a for a in GUISE_BEFORE.actions(state) if a.id.startswith("give-up-item:")]
    facts, named = guise.act(state, f"give-up-item:{CLOAK}")
    assert only(facts, "ItemToGiveUpNamed").data["card"] == CLOAK
    assert named.fight is not None and named.fight.given_up == (CLOAK,)
    striking = _guise_thief(assigning=False, given_up=(CLOAK,))
    seed = 9  # a roll of 2: the strike on Sam succeeds
    facts, _ = decide_from(guise.RULESET, striking, "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert only(facts, "ItemLost").data["card"] == CLOAK
    facts, _ = decide_from(GUISE_BEFORE, striking, "roll", None, seed)
    assert only(facts, "ItemLost").data["card"] == DAGGER
