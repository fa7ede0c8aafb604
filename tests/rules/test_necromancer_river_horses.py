"""Guise of the Necromancer, from ``hand_cards.RIVER_HORSES_FROM`` (the engine's
twenty-seventh generation): Wizard's River-horses, a Wizard's spell played on him, then his
corruption check at -2 (CoE 7.1), the card removed from the game (GON-PLAY-5). Before the
strikes of an attack on his company are assigned, he its only character, it cancels the attack
(CoE 3.i); in the organization and site phases it discards every Nazgûl event in play: each
Nazgûl guarding Dol Guldur as a hazard permanent-event (GON-NAZ-2) goes back into the hazard
deck (GON-NAZ-5). Elsewhere it is not offered and is refused naming the card and the reason.
The version before asked the player to declare it (out of an attack)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import only

HORSES = "TW-364"
BEFORE = gon.RULESET.at_version(str(hand_cards.RIVER_HORSES_FROM - 1))
CANCEL = f"resource:{HORSES}:cancel:{gon.RADAGAST}"
NAZGUL = f"resource:{HORSES}:nazgul:{gon.RADAGAST}"


def alone(state: State) -> State:
    """``state`` with Radagast alone in the starting company and River-horses in the hand."""
    company = state.companies[0]
    wizard = company.character(gon.RADAGAST)
    assert wizard is not None
    return replace(state, companies=(replace(company, characters=(wizard,)),), hand=(HORSES,))


def attacked(state: State) -> State:
    """Wolves attack the company of ``state`` on its way to Dol Guldur, before any strike
    is assigned."""
    state = replace(gon.hazards(state, [gon.WOLVES], gon.FILLER), hand=(HORSES,))
    _, waiting = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, waiting = gon.act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == gon.WOLVES
    assert waiting.fight.assigning and not waiting.fight.assigned
    return waiting


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "GON-PLAY-5")
def test_river_horses_cancels_an_attack_on_a_wizard_alone() -> None:
    assert hand_cards.RIVER_HORSES_FROM == 71 <= int(gon.RULESET.version)
    state = attacked(alone(gon.fresh()))
    assert gon.naming(state, HORSES) == [CANCEL]
    facts, after = gon.act(state, CANCEL, seed=5)
    assert gon.kinds(facts)[:3] == ["ResourcePlayed", "AttackCanceled", "CreatureDiscarded"]
    assert only(facts, "ResourcePlayed")["removed"] is True
    assert only(facts, "AttackCanceled")["by"] == HORSES
    check = only(facts, "CorruptionChecked")
    assert check["character"] == gon.RADAGAST
    # Radagast's own +1 (his card), and the card's -2.
    assert [(m["amount"], m["source"]) for m in check["check"]["modifiers"]] == [
        (1, f"card:{gon.RADAGAST}"), (-2, f"card:{HORSES}")]
    assert HORSES in after.removed and HORSES not in after.resource_discard
    assert gon.WOLVES in after.hazard_discard
    assert after.fight is None or after.fight.card != gon.WOLVES


@pytest.mark.rule("CoE-3.i")
def test_not_for_a_wizard_with_companions_nor_in_the_version_before() -> None:
    state = attacked(replace(gon.fresh(), hand=(HORSES,)))
    assert gon.naming(state, HORSES) == []
    message, clause = gon.refused(state, CANCEL)
    assert clause == "CoE-3.i"
    assert message == ("Wizard’s River-horses cannot be played now: Radagast is not the only "
                       "character of his company.")
    assert gon.naming(attacked(alone(gon.fresh())), HORSES, BEFORE) == []
    assert gon.naming(alone(gon.fresh()), HORSES, BEFORE) == [f"declare-resource:{HORSES}"]


@pytest.mark.rule("GON-NAZ-2", "GON-NAZ-5", "CoE-7.1", "GON-PLAY-5")
def test_river_horses_sends_the_nazgul_guarding_dol_guldur_back_into_the_hazard_deck() -> None:
    state = replace(gon.fresh(), hand=(HORSES,), guardians=(gon.UVATHA, gon.ADUNAPHEL),
                    hazard_deck=gon.FILLER[:4])
    assert gon.naming(state, HORSES) == [NAZGUL]
    facts, after = gon.act(state, NAZGUL, seed=5)
    assert gon.kinds(facts)[:6] == ["ResourcePlayed", "GuardianReturned", "GuardianReturned",
                                    "DeckShuffled", "DiceRolled", "CorruptionChecked"]
    returned = [f for f in facts if f.kind == "GuardianReturned"]
    assert [(f["card"], f.rule) for f in returned] == [(gon.UVATHA, "GON-NAZ-5"),
                                                      (gon.ADUNAPHEL, "GON-NAZ-5")]
    assert gon.RULESET.narrate(returned[0]) == (
        "Wizard’s River-horses discards Ûvatha the Horseman, guardian of Dol Guldur: it is "
        "shuffled back into the hazard deck. [GON-NAZ-5]")
    check = only(facts, "CorruptionChecked")
    assert check["character"] == gon.RADAGAST
    # Radagast's own +1 (his card), and the card's -2.
    assert [(m["amount"], m["source"]) for m in check["check"]["modifiers"]] == [
        (1, f"card:{gon.RADAGAST}"), (-2, f"card:{HORSES}")]
    assert after.guardians == ()
    assert sorted(after.hazard_deck) == sorted((*gon.FILLER[:4], gon.UVATHA, gon.ADUNAPHEL))
    assert HORSES in after.removed
    # Dol Guldur now brings only the three automatic-attacks of GON-PLAY-4.
    entered = replace(after, phase="site", step="arrived", pending=("1",),
                      companies=(replace(after.companies[0], location=gon.DOL_GULDUR),))
    facts, _ = gon.act(entered, "enter")
    assert len(only(facts, "SiteEntered")["attacks"]) == 3


@pytest.mark.rule("GON-NAZ-2", "CoE-5.1")
def test_with_no_guardian_it_has_nothing_to_discard() -> None:
    state = replace(gon.fresh(), hand=(HORSES,))
    assert gon.naming(state, HORSES) == []
    message, clause = gon.refused(state, NAZGUL)
    assert clause == "CoE-5.1"
    assert message == ("Wizard’s River-horses cannot be played now: no Nazgûl event is in "
                       "play: none guards Dol Guldur as a hazard permanent-event (GON-NAZ-2).")


@pytest.mark.rule("CoE-3.i", "GON-NAZ-2")
def test_the_coverage_shows_it_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[HORSES] == coverage.InRuleset(coverage.SCRIPTED)
