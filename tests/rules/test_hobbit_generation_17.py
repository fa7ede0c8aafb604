"""The engine's seventeenth generation of scripted cards (``effects.LATER``), which There and
Back Again reads from version 35 and Burglar Wants a Good Job from version 40: Hiding (a
scout's company stays where it is this turn and every hazard creature's attack on it is
canceled as it is declared), Praise to Elbereth (an untapped character taps to cancel a Nazgûl
attack; with Doors of Night in play every character has +1 prowess this turn) and Favor of the
Valar (the hand and the discard pile shuffled into the resource deck, a new hand drawn, the
card removed from the game). The versions before replay as played: the three were declared."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Action
from domain.rulesets.burglar.versions import GENERATION_17_FROM as BWJ_FROM
from domain.rulesets.hobbit.state import Combat
from domain.rulesets.there_and_back_again.versions import GENERATION_17_FROM as TBA_FROM
from tests.rules import burglar_support as bwj
from tests.rules import test_there_and_back_again_helpers as tba

HIDING, PRAISE, FAVOR = "TW-256", "TW-305", "TW-239"
WILLIAM, ORC_PATROL, KHAMUL, WOLVES = "TW-112", "TW-74", "TW-47", "TW-114"
ORCRIST, STING, DAGGER = "TW-295", "TW-333", "TW-206"
TBA_BEFORE = tba.played_as(TBA_FROM - 1)
BWJ_BEFORE = bwj.played_as(str(BWJ_FROM - 1))


def _plays(actions: Sequence[str | Action], card: str) -> list[str]:
    """The action ids naming ``card`` among ``actions`` (ids or actions)."""
    named = [a if isinstance(a, str) else a.id for a in actions]
    return [a for a in named if card in a]


@pytest.mark.rule("CoE-3.i", "CoE-5.1", "TBA-SEQ-7", "TBA-SEQ-10", "TBA-HAZ-1")
def test_hiding_keeps_the_company_in_place_and_cancels_every_creature_attack() -> None:
    assert effects.scripted(HIDING, tba.RULESET.generation()) is effects.LATER[15][HIDING]
    state = replace(tba.keep(tba.fresh(), tba.BILBO, tba.BALIN, tba.THORIN),
                    location="Rhudaur", hand=(HIDING,), row=(WILLIAM,))
    # A scout plays it (Bilbo, Thorin II); Balin, no scout, does not.
    assert _plays(tba.ids(state), HIDING) == [f"play:{HIDING}:hide:{tba.BILBO}",
                                              f"play:{HIDING}:hide:{tba.THORIN}"]
    facts, hidden = tba.act(state, f"play:{HIDING}:hide:{tba.BILBO}")
    assert [(f.kind, dict(f.data)) for f in facts[1:]] == [
        ("CompanyStays", {"card": HIDING, "place": "Rhudaur"}),
        ("CreatureAttacksCanceled", {"card": HIDING})]
    assert [tba.RULESET.narrate(f) for f in facts[1:]] == [
        "Hiding: the company stays at Rhudaur this turn. [CoE-5.1]",
        "Hiding: every hazard creature's attack on the company is canceled this turn. "
        "[CoE-3.i]"]
    # The company may only stay: a move is not offered and is refused naming the card.
    assert [a for a in tba.ids(hidden) if a.startswith(("move:", "stay"))] == ["stay"]
    with pytest.raises(IllegalAction) as refusal:
        tba.act(hidden, "move:High Pass")
    assert (refusal.value.message, refusal.value.clause) == (
        "The company cannot move this turn: Hiding keeps it at Rhudaur.", "CoE-5.1")
    # William, face up in the row, and the Cave-drake drawn attack and are canceled at once,
    # each discarded (the Ambusher, keyed elsewhere, is placed in the row).
    facts, after = tba.act(hidden, "stay")
    canceled = [f for f in facts if f.kind == "AttackCanceled"]
    assert [(f.data["attack"], f.data["card"], f.rule) for f in canceled] == [
        ("“William” (Wûluag)", HIDING, "CoE-3.i"), ("Cave-drake", HIDING, "CoE-3.i")]
    assert tba.RULESET.narrate(canceled[1]) == ("The attack of Cave-drake is canceled by "
                                               "Hiding. [CoE-3.i]")
    assert not [f for f in facts if f.kind in ("StrikeAssigned", "DiceRolled")]
    assert {WILLIAM, "TW-20"} <= set(after.hazard_discard) and after.row == ("TW-5",)
    # The next turn the company moves again.
    assert after.staying == "" and after.attacks_canceled_by == ""
    # Version 34 declared it.
    assert _plays(TBA_BEFORE.actions(state), HIDING) == [f"declare:{HIDING}"]


@pytest.mark.rule("CoE-3.i", "BWJ-MP-5", "BWJ-SEQ-4")
def test_hiding_cancels_the_hazard_hands_creature_with_no_stealth_points() -> None:
    state = replace(bwj.at(bwj.fresh(), "Moria", phase="organization", step=""),
                    hand=(HIDING,))
    assert _plays(bwj.ids(state), HIDING) == [f"play:{HIDING}:hide:{bwj.BILBO}"]
    assert _plays(BWJ_BEFORE.actions(state), HIDING) == [f"declare:{HIDING}"]
    _, hidden = bwj.act(state, f"play:{HIDING}:hide:{bwj.BILBO}")
    assert [a for a in bwj.ids(hidden) if a.startswith(("move:", "stay"))] == ["stay"]
    with pytest.raises(IllegalAction, match="The company cannot move this turn: Hiding "
                                            "keeps it at Moria."):
        bwj.act(hidden, f"move:{bwj.CATALOG.find('Rivendell', 'Hero').id}")
    # An Orc-patrol of the hazard hand is played on the company at Moria and canceled.
    waiting = replace(hidden, phase="movement-hazard", step="", hazard_limit=2,
                      hazard_hand=(ORC_PATROL,))
    facts, after = bwj.advance(waiting)
    assert [(f.kind, f.data.get("card")) for f in facts
            if f.kind in ("HazardPlayed", "AttackCanceled", "AttackEnded")] == [
        ("HazardPlayed", ORC_PATROL), ("AttackCanceled", HIDING), ("AttackEnded", ORC_PATROL)]
    assert not [f for f in facts if f.kind == "StealthPointsEarned"]
    assert after.stealth_points == 0 and after.hazards_played == 1


@pytest.mark.rule("CoE-3.i", "CoE-5.1")
def test_praise_to_elbereth_taps_a_character_to_cancel_a_nazgul_attack() -> None:
    khamul = Attack.from_creature(bwj.CATALOG.get(KHAMUL), 2)
    state = replace(bwj.with_hand(bwj.fresh(), bwj.SAM), phase="movement-hazard",
                    combat=Combat(khamul, "hand", KHAMUL), hand=(PRAISE,))
    assert _plays(bwj.ids(state), PRAISE) == [f"play:{PRAISE}:cancel:{bwj.BILBO}",
                                              f"play:{PRAISE}:cancel:{bwj.SAM}"]
    assert _plays(BWJ_BEFORE.actions(state), PRAISE) == [f"declare:{PRAISE}"]
    facts, _ = bwj.act(state, f"play:{PRAISE}:cancel:{bwj.SAM}")
    assert [(f.kind, dict(f.data)) for f in facts[1:3]] == [
        ("CharacterStateChanged", {"character": bwj.SAM, "state": "tapped"}),
        ("AttackCanceled", {"attack": "Khamûl the Easterling", "by": "CoE-5.1"})]
    assert not [f for f in facts if f.kind == "CompanyProwessModified"]
    # With Doors of Night in play every character also has +1 prowess this turn.
    doors = replace(state, environments=(bwj.DOORS_OF_NIGHT,))
    facts, after = bwj.act(doors, f"play:{PRAISE}:cancel:{bwj.SAM}")
    assert [(f.kind, f.data["prowess"]) for f in facts
            if f.kind == "CompanyProwessModified"] == [("CompanyProwessModified", 1)]
    assert after.company_prowess == 1
    # A tapped character cannot tap for it; another race's attack is no Nazgûl's.
    tapped = bwj.set_state(state, bwj.SAM, "tapped")
    assert _plays(bwj.ids(tapped), PRAISE) == [f"play:{PRAISE}:cancel:{bwj.BILBO}"]
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(tapped, f"play:{PRAISE}:cancel:{bwj.SAM}")
    assert refusal.value.message == ("Praise to Elbereth cannot be played now: Sam Gamgee is "
                                  "tapped: he taps to play it.")
    wolves = replace(state, combat=Combat(Attack.from_creature(bwj.CATALOG.get(WOLVES), 2),
                                          "hand", WOLVES))
    assert _plays(bwj.ids(wolves), PRAISE) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(wolves, f"play:{PRAISE}:cancel:{bwj.SAM}")
    assert (refusal.value.message, refusal.value.clause) == (
        "Praise to Elbereth cannot be played now: the attack is by Wolves, not Nazgûl.",
        "CoE-5.1")


@pytest.mark.rule("CoE-5.1", "TBA-SEQ-17")
def test_favor_of_the_valar_shuffles_the_hand_and_discards_into_the_deck_for_a_new_hand() -> None:
    state = replace(tba.fresh(), hand=(FAVOR, STING, DAGGER), resource_discard=(ORCRIST,))
    deck = len(state.resource_deck)
    assert _plays(tba.ids(state), FAVOR) == [f"play:{FAVOR}:new-hand"]
    assert _plays(TBA_BEFORE.actions(state), FAVOR) == [f"declare:{FAVOR}"]
    facts, after = tba.act(state, f"play:{FAVOR}:new-hand")
    assert [f.kind for f in facts] == ["CardPlayed", "HandShuffledIn", "DeckShuffled",
                                       "ResourcesDrawn"]
    assert dict(facts[1].data) == {"card": FAVOR, "cards": [STING, DAGGER, ORCRIST]}
    assert tba.RULESET.narrate(facts[1]) == (
        "Favor of the Valar: the hand and the discard pile (3 cards) are shuffled into the "
        "resource deck; the card is removed from the game. [CoE-5.1]")
    # A new hand of five; the card is in no pile, every other card in the deck or the hand.
    assert len(after.hand) == 5 and after.resource_discard == ()
    assert len(after.resource_deck) == deck + 3 - 5
    assert FAVOR not in (*after.hand, *after.resource_deck)
    # Outside the organization phase it is refused naming the card and the reason.
    site = replace(state, phase="site")
    with pytest.raises(IllegalAction) as refusal:
        tba.act(site, f"play:{FAVOR}:new-hand")
    assert refusal.value.message == ("Favor of the Valar cannot be played now: it is played in "
                                  "the organization phase, outside an attack.")


@pytest.mark.rule("CoE-5.1", "BWJ-SEQ-16")
def test_favor_of_the_valar_draws_the_burglars_hand_size() -> None:
    state = replace(bwj.fresh(), hand=(FAVOR, DAGGER), resource_discard=(STING,))
    facts, after = bwj.act(state, f"play:{FAVOR}:new-hand")
    assert facts[1].data["cards"] == [DAGGER, STING]
    assert len(after.hand) == 5 and after.resource_discard == ()
    assert FAVOR not in (*after.hand, *after.resource_deck)


@pytest.mark.rule("TBA-SEQ-7", "CoE-5.1")
def test_the_automatic_players_use_them() -> None:
    # There and Back Again: waiting at The Lonely Mountain for a greater item with a creature
    # face up in the row, the company hides; with no greater item in hand and one discarded,
    # it calls for a new hand first.
    waiting = replace(tba.keep(tba.fresh(), tba.BILBO, tba.THORIN),
                      location="The Lonely Mountain", hand=(HIDING, STING), row=(WILLIAM,))
    assert tba.RULESET.policy(waiting, tba.RULESET.actions(waiting))[0] == \
        f"play:{HIDING}:hide:{tba.BILBO}"
    assert TBA_BEFORE.policy(waiting, TBA_BEFORE.actions(waiting))[0] == "stay"
    hoping = replace(waiting, hand=(FAVOR, STING), resource_discard=(ORCRIST,))
    assert tba.RULESET.policy(hoping, tba.RULESET.actions(hoping))[0] == \
        f"play:{FAVOR}:new-hand"
    # Burglar: Praise to Elbereth taps a Hand rather than the Burglar.
    khamul = Attack.from_creature(bwj.CATALOG.get(KHAMUL), 2)
    attacked = replace(bwj.with_hand(bwj.fresh(), bwj.SAM), phase="movement-hazard",
                       combat=Combat(khamul, "hand", KHAMUL), hand=(PRAISE,))
    assert bwj.RULESET.policy(attacked, bwj.RULESET.actions(attacked))[0] == \
        f"play:{PRAISE}:cancel:{bwj.SAM}"
