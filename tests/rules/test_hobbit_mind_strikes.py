"""A strike against the mind in the Hobbit scenarios (``creature_scripts.mind_against``,
``hobbit.creature_texts.VERSIONED``): from There and Back Again 25, Burglar Wants a Good Job
26 and Guise of the Necromancer 19, Neeker-breekers strike each character but a Wizard, one
strike each, his mind his prowess with no item's bonus, and a strike that would wound taps
him with no body check; a strike given to a Wizard is refused naming the creature. The
versions before play a strike against the prowess, wounding as any other."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Character, Item
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.burglar.ruleset import MIND_FROM as BURGLAR_MIND_FROM
from domain.rulesets.burglar.state import State as BurglarState
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Fight
from domain.rulesets.guise_of_the_necromancer.state import State as GuiseState
from domain.rulesets.hobbit.state import STRIKING, Combat
from domain.rulesets.there_and_back_again.state import State as TbaState
from domain.rulesets.there_and_back_again.versions import MIND_FROM as TBA_MIND_FROM
from tests.rules import burglar_support as burglar
from tests.rules import necromancer_support as guise
from tests.rules import test_there_and_back_again_helpers as tba
from tests.support import decide_from, of_kind, only

NEEKER_BREEKERS = "TW-493"
DAGGER = "TW-206"
GANDALF = "TW-156"


# -- There and Back Again ---------------------------------------------------------------------
TBA_BEFORE = tba.played_as(TBA_MIND_FROM - 1)


def _tba_striking(facing: str) -> TbaState:
    """Neeker-breekers' strike on ``facing`` (Bilbo, Thorin II and Ori in the company, Ori
    bearing a Dagger of Westernesse), its sequence under way."""
    state = tba.give(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN, tba.ORI), tba.ORI, DAGGER)
    state = replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0, hand=())
    attack = tba.RULESET._creature_attack(state, NEEKER_BREEKERS)
    return replace(state, combat=Combat(attack, "draw", NEEKER_BREEKERS, stage=STRIKING,
                                        assigned=(facing,), striking=facing))


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_versions_playing_the_mind() -> None:
    assert (TBA_MIND_FROM, BURGLAR_MIND_FROM, creatures.MIND_FROM) == (25, 26, 19)
    assert tba.RULESET.creature_script(NEEKER_BREEKERS).mind_against  # type: ignore[union-attr]
    old = TBA_BEFORE.creature_script(NEEKER_BREEKERS)
    assert old is not None and not old.mind_against


@pytest.mark.rule("TBA-SEQ-8")
def test_neeker_breekers_strike_the_mind_and_only_tap() -> None:
    ori = tba.CATALOG.get(tba.ORI)
    assert _tba_striking(tba.ORI).combat.attack.strikes == 3  # type: ignore[union-attr]
    seed = 9  # a roll of 2: 3 against his mind of 1, 5 against his prowess and dagger
    facts, after = decide_from(tba.RULESET, _tba_striking(tba.ORI), "roll", None, seed)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["prowess"], resolved["strike"], resolved["result"], resolved["state"],
            resolved["defeated"]) == (ori.mind, 7, "succeeded", "tapped", False)
    assert not of_kind(facts, "BodyChecked")
    who = after.character(tba.ORI)
    assert who is not None and who.state == "tapped" and who.items
    # Before: his prowess and his dagger's bonus, wounded and a body check.
    facts, _ = decide_from(TBA_BEFORE, _tba_striking(tba.ORI), "roll", None, seed)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["prowess"], resolved["state"]) == ((ori.prowess or 0) + 1, "wounded")
    assert of_kind(facts, "BodyChecked")


# -- Burglar Wants a Good Job -----------------------------------------------------------------
BURGLAR_BEFORE = burglar.played_as(str(BURGLAR_MIND_FROM - 1))


def _burglar_attacked() -> BurglarState:
    """Neeker-breekers attack the Burglar and Gandalf, a Hand of his company, before any
    strike is assigned."""
    state = burglar.with_hand(burglar.fresh(), GANDALF)
    state = replace(state, turn_start="Lórien", location="Moria", moved=True,
                    phase="movement-hazard", step="", hand=())
    attack = burglar.RULESET._creature_attack(state, NEEKER_BREEKERS)
    return replace(state, combat=Combat(attack, "hand", NEEKER_BREEKERS))


@pytest.mark.rule("BWJ-SEQ-15")
def test_no_wizard_faces_a_strike_against_the_mind() -> None:
    state = _burglar_attacked()
    assert state.combat is not None and state.combat.attack.strikes == 1
    ids = burglar.ids(state)
    assert f"assign:{state.hero}" in ids and f"assign:{GANDALF}" not in ids
    with pytest.raises(IllegalAction) as refused:
        burglar.act(state, f"assign:{GANDALF}")
    assert refused.value.clause == "CoE-3.iv.7"
    assert "Neeker-breekers" in str(refused.value) and "Gandalf" in str(refused.value)
    facts, after = burglar.act(state, "assign-done")
    assert [f.data["character"] for f in of_kind(facts, "StrikeAssigned")] == [state.hero]
    # Before: two strikes, one on each.
    old = replace(state, combat=Combat(
        Attack.from_creature(burglar.CATALOG.get(NEEKER_BREEKERS), 2), "hand",
        NEEKER_BREEKERS))
    assert f"assign:{GANDALF}" in [a.id for a in BURGLAR_BEFORE.actions(old)]
    facts, _ = burglar.act(old, "assign-done", ruleset=BURGLAR_BEFORE)
    assert sorted(f.data["character"] for f in of_kind(facts, "StrikeAssigned")) == sorted(
        [state.hero, GANDALF])


# -- Guise of the Necromancer -----------------------------------------------------------------
def _guise_as(version: str) -> GuiseOfTheNecromancer:
    ruleset = guise.RULESET.at_version(version)
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


GUISE_BEFORE = _guise_as(str(creatures.MIND_FROM - 1))


def _guise_declared(ruleset: GuiseOfTheNecromancer) -> tuple[GuiseState, list[str]]:
    """Neeker-breekers declared on the starting company: the state, and the facts' kinds."""
    state = guise.fresh()
    company = state.companies[0]
    attack = Attack.from_creature(guise.CATALOG.get(NEEKER_BREEKERS), len(company.characters))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, company.id, attack, NEEKER_BREEKERS, False)
    declared = only(ctx.facts, "AttackDeclared").data
    return ctx.state, [str(c) for c in declared.get("unfaced") or ()]


@pytest.mark.rule("GON-HH-6")
def test_the_wizard_faces_no_strike_of_neeker_breekers() -> None:
    state, unfaced = _guise_declared(guise.RULESET)
    company = state.companies[0]
    wizard = state.wizard
    assert unfaced == [wizard]
    fight = state.fight
    assert fight is not None and fight.attack.strikes == len(company.characters) - 1
    ids = guise.ids(state)
    assert f"assign:{wizard}" not in ids
    assert [i for i in ids if i.startswith("assign:")] == [
        f"assign:{c.card_id}" for c in company.characters if c.card_id != wizard]
    with pytest.raises(IllegalAction) as refused:
        guise.act(state, f"assign:{wizard}")
    assert refused.value.clause == "CoE-3.iv.7" and "Neeker-breekers" in str(refused.value)
    facts, _ = guise.act(state, "assign-done")
    assigned = [f.data["character"] for f in of_kind(facts, "StrikeAssigned")]
    assert wizard not in assigned and len(assigned) == len(company.characters) - 1
    old, unfaced = _guise_declared(GUISE_BEFORE)
    assert unfaced == [] and old.fight is not None
    assert old.fight.attack.strikes == len(company.characters)


def _guise_facing(ruleset: GuiseOfTheNecromancer) -> GuiseState:
    """Neeker-breekers' strike on Haldir, bearing a Dagger of Westernesse, under way."""
    state = guise.fresh()
    company = state.companies[0]
    haldir = company.character(guise.HALDIR)
    assert haldir is not None
    armed = replace(haldir, items=(Item.from_card(guise.CATALOG.get(DAGGER)),))
    characters: tuple[Character, ...] = tuple(armed if c.card_id == guise.HALDIR else c
                                              for c in company.characters)
    state = state.with_company(replace(company, characters=characters))
    attack = Attack.from_creature(guise.CATALOG.get(NEEKER_BREEKERS), len(characters))
    return replace(state, fight=Fight(company.id, attack, NEEKER_BREEKERS,
                                      assigned=(guise.HALDIR,), assigning=False, begun=True,
                                      facing=guise.HALDIR))


@pytest.mark.rule("GON-HH-6")
def test_a_strike_against_haldir_s_mind_taps_him() -> None:
    haldir = guise.CATALOG.get(guise.HALDIR)
    seed = 9  # a roll of 2: 5 against his mind of 3, a tie against his prowess and dagger
    facts, after = decide_from(guise.RULESET, _guise_facing(guise.RULESET), "roll", None, seed)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["prowess"], resolved["result"], resolved["state"]) == (
        haldir.mind, "succeeded", "tapped")
    assert not of_kind(facts, "BodyChecked")
    who = after.companies[0].character(guise.HALDIR)
    assert who is not None and who.state == "tapped"
    facts, _ = decide_from(GUISE_BEFORE, _guise_facing(GUISE_BEFORE), "roll", None, seed)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["prowess"], resolved["result"], resolved["state"]) == (
        (haldir.prowess or 0) + 1, "ineffectual", "tapped")
