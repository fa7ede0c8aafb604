"""Burglar Wants a Good Job from version 15 plays the engine's sixth generation of scripted cards
(``effects.LATER``): a Wizard Hand's spells against an attack on the company, played on him
before its strikes are assigned (CoE 3.i), each followed by his corruption check at the card's
modifier (CoE 7.1): Vanishment cancels the attack (-2), Wizard's Fire gives him +5 prowess
against its strikes (-4), Kindling of the Spirit +2 to every character of the company (-2).
Lucky Strike lets a warrior facing a strike roll twice and use the better roll (CoE 3.iv.5).
In a burglary the Burglar faces the attacks alone and no spell is played (BWJ-BURG-6); with
no Wizard in the company a spell is refused naming the card and the reason. Versions 1 to 14
declare these cards, as they were played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.hobbit.state import Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    ORC_PATROL,
    RULESET,
    act,
    fresh,
    played_as,
    with_hand,
)
from tests.support import of_kind

GANDALF = "TW-156"
VANISHMENT, WIZARDS_FIRE, KINDLING, LUCKY_STRIKE = "TW-356", "TW-360", "TW-262", "TW-270"
SPELLS = (VANISHMENT, WIZARDS_FIRE, KINDLING)


def attacked(state: State, hand: tuple[str, ...] = SPELLS) -> State:
    """An Orc-patrol (3 strikes, prowess 6) attacks the company on the way from Lórien to
    Moria, before its strikes are assigned; ``hand`` in the hand."""
    attack = Attack.from_creature(CATALOG.get(ORC_PATROL), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=Combat(attack, "draw", ORC_PATROL),
                   hand=hand)


def plays(state: State, ruleset: object = RULESET) -> list[str]:
    return sorted(a for a in ruleset.legal(state)  # type: ignore[attr-defined]
                  if a.startswith(("play:", "declare:")))


def refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return str(caught.value).rsplit(" [", 1)[0], caught.value.clause


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-MP-2")
def test_vanishment_cancels_the_attack_and_the_wizard_checks_at_minus_two() -> None:
    assert 6 in RULESET.generation()  # the spells'
    assert effects.scripted(VANISHMENT, Generations.up_to(6)) is effects.LATER[4][VANISHMENT]
    state = attacked(with_hand(fresh(), GANDALF))
    assert plays(state) == [f"play:{KINDLING}:kindle:{GANDALF}",
                            f"play:{VANISHMENT}:cancel:{GANDALF}",
                            f"play:{WIZARDS_FIRE}:fire:{GANDALF}"]
    facts, after = act(state, f"play:{VANISHMENT}:cancel:{GANDALF}")
    assert [f.kind for f in facts[:5]] == ["CardPlayed", "AttackCanceled", "DiceRolled",
                                           "CorruptionChecked", "AttackEnded"]
    assert RULESET.narrate(facts[0]) == ("Played Vanishment: cancel the attack; Gandalf makes a "
                                         "corruption check at -2. [CoE-5.1]")
    checked = facts[3].data
    assert (checked["character"], checked["roll"], checked["result"]) == (GANDALF, 9, "passed")
    # Gandalf's +1 and the card's -2 are the check's modifiers, the card named.
    assert [(m["amount"], m["source"]) for m in checked["check"]["modifiers"]] == [
        (1, "card:TW-156"), (-2, "card:TW-356")]
    assert checked["check"]["total"] == 8
    assert facts[4].data["canceled"] is True
    # Vanishment is no stealth card: the Burglar earns nothing for the Orc-patrol.
    assert not of_kind(facts, "StealthPointsEarned") and after.stealth_points == 0
    assert after.combat is None and VANISHMENT in after.resource_discard


@pytest.mark.rule("BWJ-SETUP-9")
def test_wizards_fire_gives_the_wizard_five_against_the_attack() -> None:
    state = attacked(with_hand(fresh(), GANDALF))
    facts, after = act(state, f"play:{WIZARDS_FIRE}:fire:{GANDALF}")
    assert [(f.kind, f.data.get("prowess")) for f in facts] == [
        ("CardPlayed", None), ("StrikesProwessModified", 5), ("DiceRolled", None),
        ("CorruptionChecked", None)]
    assert facts[1].data["characters"] == [GANDALF]
    assert RULESET.narrate(facts[1]) == \
        "Gandalf: +5 prowess against the strikes of this attack. [CoE-5.1]"
    assert [m["amount"] for m in facts[3].data["check"]["modifiers"]] == [1, -4]
    assert after.combat is not None and after.combat.attack_prowess == ((GANDALF, 5),)
    # Gandalf faces a strike: his prowess 6, +5 from the spell (the excess strike falls on
    # Bilbo, the attacker's choice).
    _, assigned = act(after, "assign:" + GANDALF)
    _, assigned = act(assigned, "assign-done")
    _, striking = act(assigned, f"resolve:{GANDALF}")
    facts, done = act(striking, "roll")
    resolved = of_kind(facts, "StrikeResolved")[0].data
    assert (resolved["character"], resolved["prowess"]) == (GANDALF, 11)
    assert ("state:attack-prowess", 5) in [(m["source"], m["amount"])
                                           for m in resolved["check"]["modifiers"]]


@pytest.mark.rule("BWJ-SETUP-9")
def test_kindling_of_the_spirit_gives_every_character_two_against_the_attack() -> None:
    state = attacked(with_hand(fresh(), GANDALF))
    facts, after = act(state, f"play:{KINDLING}:kindle:{GANDALF}")
    assert [(f.kind, f.data.get("prowess")) for f in facts] == [
        ("CardPlayed", None), ("StrikesProwessModified", 2), ("DiceRolled", None),
        ("CorruptionChecked", None)]
    assert facts[1].data["characters"] == [BILBO, GANDALF]
    assert [m["amount"] for m in facts[3].data["check"]["modifiers"]] == [1, -2]
    _, assigned = act(after, "assign-done")
    _, striking = act(assigned, f"resolve:{BILBO}")
    facts, after_strike = act(striking, "roll")
    resolved = of_kind(facts, "StrikeResolved")[0].data
    # Bilbo's prowess 1, -1 for the excess strike on him, +2 from the spell.
    assert (resolved["character"], resolved["prowess"]) == (BILBO, 2)
    # The bonus lasts the whole attack, and only it.
    assert after_strike.combat is not None and after_strike.combat.prowess_against(GANDALF) == 2


@pytest.mark.rule("BWJ-BURG-6")
def test_a_spell_is_refused_in_a_burglary_and_without_a_wizard() -> None:
    alone = replace(attacked(with_hand(fresh(), GANDALF)), alone=True)
    assert plays(alone) == []
    assert refused(alone, f"play:{VANISHMENT}:cancel:{GANDALF}") == (
        "Vanishment cannot be played now: in a burglary the Burglar faces the attacks alone.",
        "BWJ-BURG-6")
    no_wizard = attacked(fresh())
    assert plays(no_wizard) == []
    assert refused(no_wizard, f"play:{WIZARDS_FIRE}:fire:{BILBO}") == (
        "Wizard’s Fire cannot be played now: it is played on a Wizard of the company, and "
        "there is none.", "CoE-5.1")
    # Played after the strikes are assigned, or in a mode the card lacks.
    assigned = attacked(with_hand(fresh(), GANDALF))
    assigned = replace(assigned, combat=replace(assigned.combat, assigned=(BILBO,)))
    assert refused(assigned, f"play:{KINDLING}:kindle:{GANDALF}") == (
        "Kindling of the Spirit cannot be played now: it is played on an attack before its "
        "strikes are assigned.", "CoE-5.1")
    assert refused(attacked(with_hand(fresh(), GANDALF)),
                   f"play:{VANISHMENT}:fire:{GANDALF}")[0] == (
        "Vanishment cannot be played now: it has no mode 'fire' (its modes: cancel).")


@pytest.mark.rule("BWJ-SEQ-10")
def test_lucky_strike_lets_a_warrior_hand_roll_twice() -> None:
    state = attacked(with_hand(fresh(), GANDALF), hand=(LUCKY_STRIKE,))
    _, assigned = act(state, "assign:" + GANDALF)
    _, assigned = act(assigned, "assign-done")
    _, striking = act(assigned, f"resolve:{GANDALF}")
    assert f"play:{LUCKY_STRIKE}:strike:{GANDALF}" in plays(striking)
    _, lucky = act(striking, f"play:{LUCKY_STRIKE}:strike:{GANDALF}")
    facts, _ = act(lucky, "roll", seed=4)
    rolls = of_kind(facts, "DiceRolled")
    assert [r.data["total"] for r in rolls[:2]] == [7, 9]
    assert of_kind(facts, "StrikeResolved")[0].data["roll"] == 9
    # Bilbo is no warrior: not offered on his strike.
    _, bilbo = act(assigned, f"resolve:{BILBO}")
    assert plays(bilbo) == []
    assert refused(bilbo, f"play:{LUCKY_STRIKE}:strike:{BILBO}")[0] == \
        "Lucky Strike cannot be played now: Bilbo is no warrior."


@pytest.mark.rule("BWJ-SETUP-9")
def test_version_14_declares_the_spells_as_played() -> None:
    before = played_as("14")
    assert before.generation() == Generations.up_to(5)
    state = attacked(with_hand(fresh(), GANDALF), hand=(*SPELLS, LUCKY_STRIKE))
    assert plays(state, before) == [f"declare:{card}" for card in sorted(
        (*SPELLS, LUCKY_STRIKE))]
    assert not [a for a in plays(state) if a.startswith("declare:")]
