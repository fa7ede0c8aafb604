"""Guise of the Necromancer from version 31 reads the engine's seventeenth generation of
scripted cards (``hand_cards.GENERATION_17_FROM``): Praise to Elbereth, before the strikes of a
Nazgûl's attack are assigned, taps an untapped character of the company attacked to cancel it
(CoE 3.i), the Nazgûl shuffled back into the hazard deck (GON-NAZ-5); Favor of the Valar, in
the organization phase, shuffles the rest of the hand and the discard pile (its sites kept) into
the resource deck, is removed from the game and draws a new hand (GON-PLAY-2). Version 30
replays as played: Praise was not offered in an attack, Favor was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer.hand_cards import GENERATION_17_FROM
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon

PRAISE, KHAMUL, FAVOR = "TW-305", "TW-47", "TW-239"
DAGGER = "TW-206"


def attacked_by(creature: str) -> State:
    """``creature`` attacks the starting company on its way to Dol Guldur, before any strike
    is assigned, Praise to Elbereth in the hand."""
    state = replace(gon.hazards(gon.fresh(), [creature], gon.FILLER), hand=(PRAISE,))
    _, waiting = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, waiting = gon.act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == creature
    return waiting


def offered(state: State) -> list[str]:
    return [i for i in gon.ids(state) if PRAISE in i]


@pytest.mark.rule("CoE-3.i", "GON-NAZ-5")
def test_praise_to_elbereth_taps_a_character_to_cancel_a_nazgul_attack() -> None:
    waiting = attacked_by(KHAMUL)
    company = waiting.companies[0]
    assert offered(waiting) == [f"resource:{PRAISE}:cancel:{c.card_id}"
                                for c in company.characters]
    facts, after = gon.act(waiting, f"resource:{PRAISE}:cancel:{gon.SAM}", seed=3)
    assert [(f.kind, f.data.get("card")) for f in facts[:3]] == [
        ("ResourcePlayed", PRAISE), ("AttackCanceled", KHAMUL), ("NazgulReturned", KHAMUL)]
    assert facts[0].data["tapped"] == gon.SAM
    assert gon.RULESET.narrate(facts[1]) == ("Praise to Elbereth cancels the attack of Khamûl the "
                                         "Easterling. [CoE-3.i]")
    sam = after.companies[0].character(gon.SAM)
    assert sam is not None and sam.state == "tapped" and after.fight is None
    assert PRAISE in after.resource_discard and KHAMUL in after.hazard_deck
    # The automatic player plays it too.
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting))[0].startswith(
        f"resource:{PRAISE}:cancel:")
    # Version 30 did not offer it in an attack.
    before = gon.RULESET.at_version(str(GENERATION_17_FROM - 1))
    assert not [a.id for a in before.actions(waiting) if PRAISE in a.id]


@pytest.mark.rule("CoE-3.i")
def test_praise_to_elbereth_is_refused_on_another_attack_or_a_tapped_character() -> None:
    waiting = attacked_by(gon.WOLVES)
    assert offered(waiting) == []
    with pytest.raises(IllegalAction) as refused:
        gon.act(waiting, f"resource:{PRAISE}:cancel:{gon.SAM}", seed=3)
    assert (refused.value.message, refused.value.clause) == (
        "Praise to Elbereth cannot be played now: it cancels only an attack by Nazgûl.",
        "CoE-3.i")
    nazgul = attacked_by(KHAMUL)
    company = nazgul.companies[0]
    tapped = replace(nazgul, companies=(replace(company, characters=tuple(
        c.tap() if c.card_id == gon.RADAGAST else c for c in company.characters)),
        *nazgul.companies[1:]))
    assert f"resource:{PRAISE}:cancel:{gon.RADAGAST}" not in offered(tapped)
    with pytest.raises(IllegalAction) as refused:
        gon.act(tapped, f"resource:{PRAISE}:cancel:{gon.RADAGAST}", seed=3)
    assert refused.value.message == ("Praise to Elbereth cannot be played now: Radagast is "
                                     "tapped: he taps to play it.")


@pytest.mark.rule("CoE-5.1", "GON-PLAY-2")
def test_favor_of_the_valar_draws_a_new_hand_its_sites_left_in_the_discard_pile() -> None:
    start = gon.fresh()
    rivendell = gon.RULESET.catalog.find("Rivendell", "Hero").id
    state = replace(start, hand=(FAVOR, *start.hand[:2]), resource_discard=(DAGGER, rivendell))
    deck = len(state.resource_deck)
    assert [i for i in gon.ids(state) if FAVOR in i] == [f"resource:{FAVOR}:new-hand"]
    facts, after = gon.act(state, f"resource:{FAVOR}:new-hand")
    assert [f.kind for f in facts] == ["ResourcePlayed", "HandShuffledIn", "DeckShuffled",
                                       "ResourcesDrawn"]
    assert facts[0].data["removed"] is True
    assert facts[1].data["cards"] == [*start.hand[:2], DAGGER]
    assert gon.RULESET.narrate(facts[0]) == (
        "Favor of the Valar is played: shuffle the rest of the hand and the discard pile into "
        "the play deck and draw a new hand; it is removed from the game. [CoE-5.1]")
    assert len(after.hand) == 5 and after.resource_discard == (rivendell,)
    assert after.removed == (FAVOR,) and len(after.resource_deck) == deck + 3 - 5
    # Version 30 declared it.
    before = gon.RULESET.at_version(str(GENERATION_17_FROM - 1))
    assert [a.id for a in before.actions(state) if FAVOR in a.id] == [
        f"declare-resource:{FAVOR}"]
    # The automatic player keeps it while the hand holds an item to play (the Torque of Hues
    # here), and plays it once the hand holds none and the discard pile does.
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] != f"resource:{FAVOR}:new-hand"
    bare = replace(state, hand=(FAVOR,))
    assert gon.RULESET.policy(bare, gon.RULESET.actions(bare))[0] == f"resource:{FAVOR}:new-hand"
    with pytest.raises(IllegalAction) as refused:
        gon.act(replace(state, phase="site"), f"resource:{FAVOR}:new-hand")
    assert refused.value.message == ("Favor of the Valar cannot be played now: it is played "
                                     "in the organization phase.")
