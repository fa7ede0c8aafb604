"""Guise of the Necromancer, version 17: the hand reads the engine's sixth generation of
scripted cards and plays more effects in an attack (``hand_cards.LATER_PLAYABLE``). Before an
attack's strikes are assigned (CoE 3.i): a Wizard's spells on the Wizard of the company
attacked, each followed by his corruption check at the card's modifier (CoE 7.1) and removed
from the game (GON-PLAY-5): Vanishment cancels the attack, Wizard's Fire gives him +5 prowess
against its strikes, Kindling of the Spirit +2 to every character of the company; The Old
Thrush gives an attack of printed prowess 13 or more -3 prowess and -3 body (not Nazgûl, once an
attack), Stars an Undead attack -1 prowess. On the strike under way (CoE 3.iv.5): Halfling
Stealth cancels a Hobbit's strike, Lucky Strike lets a warrior roll twice and use the better
roll. Each is refused out of its condition, naming the card and the reason; version 16 offers
none of them in an attack, as it was played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.guise_of_the_necromancer import hand_cards
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    HALDIR,
    RADAGAST,
    RULESET,
    SAM,
    UVATHA,
    WOLVES,
    act,
    acts,
    fresh,
    hazards,
    ids,
)
from tests.support import of_kind, only

VANISHMENT, WIZARDS_FIRE, KINDLING = "TW-356", "TW-360", "TW-262"
LUCKY_STRIKE, HALFLING_STEALTH, OLD_THRUSH, STARS = "TW-270", "TW-252", "TW-346", "TW-331"
DAELOMIN, BARROW_WIGHT = "TW-26", "TW-14"  # a Dragon of prowess 13, body 8; Undead


def attacked(*hand: str) -> State:
    """Wolves (3 strikes, prowess 8) attack the starting company (Radagast, Haldir, Celeborn,
    Sam) on its way to Dol Guldur, before any strike is assigned; ``hand`` in the hand."""
    state = replace(hazards(fresh(), [WOLVES], FILLER), hand=hand)
    _, waiting = acts(state, f"move:1:{DOL_GULDUR}")
    _, waiting = act(waiting, "go", seed=3)
    assert waiting.fight is not None and waiting.fight.card == WOLVES
    return waiting


def by(creature: str, state: State) -> State:
    """The attack under way made by ``creature`` instead."""
    assert state.fight is not None
    return replace(state, fight=replace(state.fight, card=creature, attack=Attack.from_creature(
        CATALOG.get(creature), 4)))


def striking(state: State, character: str, *others: str) -> State:
    """``character`` (and ``others``) take the strikes, the opponent the rest; his strike is
    under way."""
    for who in (character, *others):
        _, state = act(state, f"assign:{who}", seed=3)
    _, state = act(state, "assign-done", seed=3)
    _, state = act(state, f"resolve:{character}", seed=3)
    assert state.fight is not None and state.fight.facing == character
    return state


def offered(state: State) -> list[str]:
    return [i for i in ids(state) if i.startswith("resource:")]


def refusal(state: State, action: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        act(state, action, seed=3)
    return str(refused.value)


@pytest.mark.rule("CoE-3.i", "CoE-7.1", "GON-PLAY-5")
def test_vanishment_cancels_the_attack_and_the_wizard_checks_at_minus_two() -> None:
    assert 6 in hand_cards.generation(RULESET.version)
    waiting = attacked(VANISHMENT, WIZARDS_FIRE, KINDLING)
    assert offered(waiting) == [f"resource:{VANISHMENT}:cancel:{RADAGAST}",
                                f"resource:{WIZARDS_FIRE}:fire:{RADAGAST}",
                                f"resource:{KINDLING}:kindle:{RADAGAST}"]
    facts, after = act(waiting, f"resource:{VANISHMENT}:cancel:{RADAGAST}", seed=3)
    assert [f.kind for f in facts[:5]] == ["ResourcePlayed", "AttackCanceled",
                                           "CreatureDiscarded", "DiceRolled",
                                           "CorruptionChecked"]
    played = facts[0]
    assert (played["effects"], played["removed"]) == (
        [["cancel-attack", 0], ["corruption-check-now", -2]], True)
    assert RULESET.narrate(played) == ("Vanishment is played: cancel the attack; Radagast makes "
                                       "a corruption check at -2; a spell, it is removed from "
                                       "the game (GON-PLAY-5). [CoE-3.i]")
    checked = facts[4]
    assert (checked["character"], checked["roll"], checked["result"]) == (RADAGAST, 7,
                                                                          "passed")
    assert [(m["amount"], m["source"]) for m in checked["check"]["modifiers"]] == [
        (1, f"card:{RADAGAST}"), (-2, f"card:{VANISHMENT}")]
    assert after.fight is None and not of_kind(facts, "StrikeResolved")
    assert VANISHMENT in after.removed and VANISHMENT not in after.resource_discard
    assert WOLVES in after.hazard_discard


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.6", "GON-PLAY-5")
def test_wizards_fire_and_kindling_add_prowess_against_every_strike_of_the_attack() -> None:
    waiting = attacked(WIZARDS_FIRE, KINDLING)
    facts, fired = act(waiting, f"resource:{WIZARDS_FIRE}:fire:{RADAGAST}", seed=3)
    assert [(f.kind, f.data.get("prowess")) for f in facts] == [
        ("ResourcePlayed", None), ("StrikesProwessModified", 5), ("DiceRolled", None),
        ("CorruptionChecked", None)]
    assert [m["amount"] for m in facts[3]["check"]["modifiers"]] == [1, -4]
    facts, kindled = act(fired, f"resource:{KINDLING}:kindle:{RADAGAST}", seed=3)
    assert facts[1]["characters"] == [RADAGAST, HALDIR, CELEBORN, SAM]
    assert RULESET.narrate(facts[1]) == ("Radagast, Haldir, Celeborn, Sam Gamgee: +2 prowess "
                                         "against the strikes of this attack. [CoE-5.1]")
    assert kindled.removed == (WIZARDS_FIRE, KINDLING)
    assert kindled.fight is not None and kindled.fight.prowess_against(RADAGAST) == 7
    strike = striking(kindled, RADAGAST)
    facts, _ = act(strike, "roll", seed=3)
    resolved = only(facts, "StrikeResolved")
    # Radagast's prowess 6, his Dagger of Westernesse's +1, +7 against this attack's strikes.
    assert resolved["prowess"] == 14
    assert [(m["source"], m["amount"]) for m in resolved["check"]["modifiers"]] == [
        (f"card:{RADAGAST}", 6), ("card:TW-206", 1), ("state:attack-prowess", 7)]


@pytest.mark.rule("CoE-3.i")
def test_a_spell_is_played_only_on_the_wizard_and_before_the_strikes() -> None:
    waiting = attacked(VANISHMENT)
    assert refusal(waiting, f"resource:{VANISHMENT}:cancel:{HALDIR}") == (
        "Vanishment cannot be played now: Haldir is no Wizard. [CoE-3.i]")
    _, assigned = act(waiting, f"assign:{SAM}", seed=3)
    assert offered(assigned) == []
    assert refusal(assigned, f"resource:{VANISHMENT}:cancel:{RADAGAST}") == (
        "Vanishment cannot be played now: it cancels an attack before any of its strikes is "
        "assigned. [CoE-3.i]")


@pytest.mark.rule("CoE-3.i")
def test_the_old_thrush_weakens_an_attack_of_prowess_13_once_and_never_a_nazgul() -> None:
    dragon = by(DAELOMIN, attacked(OLD_THRUSH, OLD_THRUSH))
    assert offered(dragon) == [f"resource:{OLD_THRUSH}:weaken"]
    facts, weakened = act(dragon, f"resource:{OLD_THRUSH}:weaken", seed=3)
    assert [(f.kind, f.data.get("prowess"), f.data.get("body")) for f in facts] == [
        ("ResourcePlayed", None, None), ("AttackModified", -3, 0), ("AttackModified", 0, -3)]
    assert weakened.fight is not None
    assert (weakened.fight.attack.prowess, weakened.fight.attack.body) == (10, 5)
    assert OLD_THRUSH in weakened.resource_discard  # no spell: discarded
    # Once on a given attack: the second copy is refused.
    assert offered(weakened) == []
    assert refusal(weakened, f"resource:{OLD_THRUSH}:weaken") == (
        "The Old Thrush cannot be played now: already played on this attack. [CoE-3.i]")
    assert refusal(attacked(OLD_THRUSH), f"resource:{OLD_THRUSH}:weaken") == (
        "The Old Thrush cannot be played now: the attack's prowess 8 is below 13. [CoE-3.i]")
    assert refusal(by(UVATHA, attacked(OLD_THRUSH)), f"resource:{OLD_THRUSH}:weaken") == (
        "The Old Thrush cannot be played now: not playable on an attack by Nazgûl. [CoE-3.i]")


@pytest.mark.rule("CoE-3.i")
def test_stars_gives_an_undead_attack_minus_one_prowess() -> None:
    wight = by(BARROW_WIGHT, attacked(STARS))
    assert offered(wight) == [f"resource:{STARS}:weaken"]
    facts, after = act(wight, f"resource:{STARS}:weaken", seed=3)
    assert [(f.kind, f.data.get("prowess")) for f in facts] == [
        ("ResourcePlayed", None), ("AttackModified", -1)]
    assert after.fight is not None and after.fight.attack.prowess == \
        CATALOG.get(BARROW_WIGHT).prowess - 1
    assert refusal(attacked(STARS), f"resource:{STARS}:weaken") == (
        "Stars cannot be played now: it is played only on an attack by Undead. [CoE-3.i]")


@pytest.mark.rule("CoE-3.iv.5")
def test_halfling_stealth_cancels_the_hobbits_strike() -> None:
    waiting = striking(attacked(HALFLING_STEALTH), SAM, HALDIR)
    assert offered(waiting) == [f"resource:{HALFLING_STEALTH}:cancel:{SAM}"]
    facts, after = act(waiting, f"resource:{HALFLING_STEALTH}:cancel:{SAM}", seed=3)
    assert [f.kind for f in facts] == ["ResourcePlayed", "StrikeCanceled"]
    assert RULESET.narrate(facts[1]) == \
        "The strike against Sam Gamgee is canceled. [CoE-3.iv.5.1]"
    assert after.fight is not None and after.fight.resolved == (SAM,)
    assert after.fight.defeated == 0 and after.fight.facing is None
    sam = after.companies[0].character(SAM)
    assert sam is not None and sam.state == "untapped"
    # Not on Haldir's strike: he is no Hobbit.
    haldirs = striking(attacked(HALFLING_STEALTH), HALDIR, SAM)
    assert offered(haldirs) == []
    assert refusal(haldirs, f"resource:{HALFLING_STEALTH}:cancel:{HALDIR}") == (
        "Halfling Stealth cannot be played now: Haldir is no Hobbit. [CoE-3.iv.5]")


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.iv.6")
def test_lucky_strike_rolls_twice_for_a_warrior_and_uses_the_better_roll() -> None:
    waiting = striking(attacked(LUCKY_STRIKE, LUCKY_STRIKE), HALDIR)
    assert offered(waiting) == [f"resource:{LUCKY_STRIKE}:strike:{HALDIR}"]
    facts, lucky = act(waiting, f"resource:{LUCKY_STRIKE}:strike:{HALDIR}", seed=3)
    assert [f.kind for f in facts] == ["ResourcePlayed", "TwoStrikeRolls"]
    # A second copy adds nothing (and one card needing a skill a strike, CoE 3.iv.5).
    assert offered(lucky) == []
    assert refusal(lucky, f"resource:{LUCKY_STRIKE}:strike:{HALDIR}") == (
        "Lucky Strike cannot be played now: the character facing the strike already rolls "
        "twice against it. [CoE-3.iv.5]")
    rolled = {}
    for seed in range(1, 9):
        facts, _ = act(lucky, "roll", seed=seed)
        rolls = [f["total"] for f in of_kind(facts, "DiceRolled")[:2]]
        rolled[seed] = (rolls, only(facts, "StrikeResolved")["roll"])
    assert all(used == max(rolls) for rolls, used in rolled.values())
    assert any(rolls[1] > rolls[0] for rolls, _ in rolled.values())
    sam_strike = striking(attacked(LUCKY_STRIKE), SAM, HALDIR)
    assert refusal(sam_strike, f"resource:{LUCKY_STRIKE}:strike:{SAM}") == (
        "Lucky Strike cannot be played now: Sam Gamgee is no warrior. [CoE-3.iv.5]")


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5")
def test_version_16_plays_none_of_them_in_an_attack() -> None:
    old = RULESET.at_version("16")
    waiting = attacked(VANISHMENT, WIZARDS_FIRE, KINDLING, OLD_THRUSH, STARS, LUCKY_STRIKE,
                       HALFLING_STEALTH)
    assert [a.id for a in old.actions(waiting) if a.id.startswith("resource:")] == []
    assert hand_cards.generation("16") == Generations.up_to(2)
    calm = replace(waiting, fight=None, phase="organization")
    declared = [a.id for a in old.actions(calm) if a.id.startswith("declare-resource:")]
    assert declared == [f"declare-resource:{card}" for card in (
        VANISHMENT, WIZARDS_FIRE, KINDLING, OLD_THRUSH, STARS, LUCKY_STRIKE, HALFLING_STEALTH)]
    assert not any(i.startswith("declare-resource:") for i in ids(calm))


TRUE_FANA = "TW-354"  # a spell no script plays here (Wizard's Flame was, up to version 54)


@pytest.mark.rule("GON-PLAY-5")
def test_a_declared_spell_is_removed_from_the_game_too() -> None:
    calm = replace(fresh(), hand=(TRUE_FANA,), phase="organization")
    # The last version declaring True Fána (``hand_cards.FANA_FROM`` plays it).
    facts, after = act(calm, f"declare-resource:{TRUE_FANA}",
                       {"effect": "draw", "amount": 1},
                       ruleset=RULESET.at_version(str(hand_cards.FANA_FROM - 1)))
    assert (facts[0].kind, facts[0]["declared"], facts[0]["removed"]) == (
        "ResourcePlayed", True, True)
    assert after.removed == (TRUE_FANA,) and TRUE_FANA not in after.resource_discard
    # Version 16 discarded it, as it was played.
    old = RULESET.at_version("16")
    ctx = Context(old, Table(7, {}, calm))
    old.decide(ctx, f"declare-resource:{TRUE_FANA}", {"effect": "draw", "amount": 1})
    assert "removed" not in ctx.facts[0].data
    assert TRUE_FANA in ctx.state.resource_discard and ctx.state.removed == ()
