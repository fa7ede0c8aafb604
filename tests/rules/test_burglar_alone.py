"""Burglar Wants a Good Job: in a failed burglary the Burglar faces the site's
automatic-attacks alone (BWJ-BURG-6). From ``ALONE_FROM`` no other character takes part at
any step: no item another character bears is used (a Hand's Miruvor no longer opens the wait
of the Burglar's body check), no card of the hand is played on another character, nor on the
Burglar with a skill only another has; the Burglar's own items and the cards played on him or
on the attack stay offered. Up to 128, as played, a Hand's item used at any time, any other
card on another character and a declared effect on him were offered. From
``ALONE_ATTACKS_CITED_SINCE`` those attacks are declared citing BWJ-BURG-6, not entering the
site's CoE-2.V.ii."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ALONE_ATTACKS_CITED_SINCE, ALONE_FROM
from tests.rules.burglar_support import (
    BILBO,
    CONCEALMENT,
    RULESET,
    act,
    at,
    fresh,
    give,
    played_as,
    refusal,
    set_state,
    with_hand,
)
from tests.support import only

GANDALF, MIRUVOR, POTION, HERBS = "TW-156", "TW-283", "TW-304", "TW-255"
DARK_QUARRELS, ESCAPE, HALFLING_STRENGTH, NARYA, NEW_FRIENDSHIP, WIZARDS_FLAME = \
    "TW-207", "TW-229", "TW-253", "TW-290", "TW-292", "TW-361"
TOOKISH_BLOOD = "TW-104"  # played by declaring its effect (a player ruling)
OLD = played_as(str(ALONE_FROM - 1))
HAND_MIRUVOR = f"use:{MIRUVOR}:{GANDALF}:body"


def offers(state: State, ruleset: object = RULESET) -> list[str]:
    return [a.id for a in ruleset.actions(state)]  # type: ignore[attr-defined]


def burgled(*items: str, hand: tuple[str, ...] = (), burglar_item: str = "") -> State:
    """A burglary failed at Moria (seed 1), Gandalf a Hand bearing ``items``, the Burglar
    ``burglar_item`` too; ``hand``: the cards then in the hand. Its automatic-attack waits,
    its strikes not yet assigned."""
    company = with_hand(at(fresh(), "Moria"), GANDALF)
    for item in items:
        company = give(company, GANDALF, item)
    if burglar_item:
        company = give(company, BILBO, burglar_item)
    facts, after = act(replace(company, phase="site", step="before-entering", hand=()),
                       "burgle", seed=1)
    assert [f.kind for f in facts][-2:] == ["BurglaryFailed", "AttackDeclared"]
    assert after.alone
    return replace(after, hand=hand)


def striking_bilbo(state: State, ruleset: object = RULESET) -> State:
    """The Burglar facing the strike, one he cannot beat (prowess 30)."""
    _, facing = act(state, "assign-done", ruleset=ruleset)  # type: ignore[arg-type]
    assert facing.combat is not None and facing.combat.facing == BILBO
    return replace(facing, combat=replace(facing.combat, attack=replace(
        facing.combat.attack, prowess=30)))


@pytest.mark.rule("BWJ-BURG-6", "CoE-3.I.1", "CoE-6.1")
def test_a_hands_miruvor_takes_no_part_in_a_burglarys_attacks() -> None:
    assert ALONE_FROM == 129 <= int(RULESET.version)
    attacked = burgled(MIRUVOR, POTION, HERBS)
    assert offers(attacked) == ["assign-done"]
    assert refusal(attacked, HAND_MIRUVOR) == (
        "Miruvor cannot be used now: in a burglary the Burglar faces the attacks alone.",
        "BWJ-BURG-6")
    facing = striking_bilbo(attacked)
    assert offers(facing) == ["roll"]
    facts, _ = act(facing, "roll", seed=1)
    assert "BodyCheckAwaited" not in [f.kind for f in facts]
    assert only(facts, "BodyChecked").data["character"] == BILBO
    # Up to 128, as played: the Hand's items usable at any time were offered, and his
    # Miruvor opened the wait of the Burglar's body check.
    assert offers(attacked, OLD) == ["assign-done", HAND_MIRUVOR, f"use:{POTION}:{GANDALF}:prowess",
                                     f"use:{HERBS}:{GANDALF}:untap:{BILBO}"]
    facing = striking_bilbo(attacked, OLD)
    facts, waiting = act(facing, "roll", seed=1, ruleset=OLD)
    assert only(facts, "BodyCheckAwaited").data["character"] == BILBO
    assert offers(waiting, OLD) == [HAND_MIRUVOR, "body-check"]


@pytest.mark.rule("BWJ-BURG-6", "CoE-3.I.1", "CoE-6.1")
def test_the_burglars_own_miruvor_still_opens_his_body_checks_wait() -> None:
    own = f"use:{MIRUVOR}:{BILBO}:body"
    attacked = burgled(MIRUVOR, burglar_item=MIRUVOR)
    assert offers(attacked) == ["assign-done", own]
    facts, waiting = act(striking_bilbo(attacked), "roll", seed=1)
    assert only(facts, "BodyCheckAwaited").data["character"] == BILBO
    assert offers(waiting) == [own, "body-check"]


@pytest.mark.rule("BWJ-BURG-6", "CoE-5.1")
def test_no_card_of_the_hand_is_played_on_another_character_in_a_burglarys_attacks() -> None:
    hand = (CONCEALMENT, DARK_QUARRELS, ESCAPE, HALFLING_STRENGTH, NARYA, WIZARDS_FLAME)
    attacked = burgled(hand=hand)
    # On the attack itself or on the Burglar: offered.
    assert offers(attacked) == [f"play:{DARK_QUARRELS}:cancel", f"play:{ESCAPE}:cancel:{BILBO}",
                                "assign-done", f"play:{HALFLING_STRENGTH}:untap:{BILBO}",
                                f"play:{HALFLING_STRENGTH}:check:{BILBO}"]
    assert refusal(attacked, f"play:{NARYA}:turn:{GANDALF}") == (
        "Narya cannot be played on Gandalf now: in a burglary the Burglar faces the attacks "
        "alone, and no other character takes part.", "BWJ-BURG-6")
    assert refusal(attacked, f"play:{CONCEALMENT}:cancel:{GANDALF}")[1] == "BWJ-BURG-6"
    facing = striking_bilbo(attacked)
    assert offers(facing) == ["roll", f"play:{HALFLING_STRENGTH}:untap:{BILBO}",
                              f"play:{HALFLING_STRENGTH}:check:{BILBO}"]
    # Up to 128, as played: Gandalf's scout skill cancels the attack by Concealment, Escape
    # wounds him to cancel it, Narya on him untaps the company, Wizard's Flame is his.
    assert offers(attacked, OLD) == [
        f"play:{CONCEALMENT}:cancel:{GANDALF}", f"play:{DARK_QUARRELS}:cancel",
        f"play:{ESCAPE}:cancel:{BILBO}", f"play:{ESCAPE}:cancel:{GANDALF}", "assign-done",
        f"play:{HALFLING_STRENGTH}:untap:{BILBO}", f"play:{HALFLING_STRENGTH}:check:{BILBO}",
        f"play:{NARYA}:turn:{GANDALF}", f"play:{WIZARDS_FLAME}:flame:{GANDALF}"]


@pytest.mark.rule("BWJ-BURG-6", "CoE-5.1")
def test_a_card_on_the_burglar_needs_his_own_skill_in_a_burglarys_attacks() -> None:
    # New Friendship's check bonus needs a diplomat in the company: Gandalf is one, Bilbo
    # (a scout and sage) is not.
    attacked = burgled(hand=(NEW_FRIENDSHIP,))
    assert offers(attacked) == ["assign-done"]
    assert refusal(attacked, f"play:{NEW_FRIENDSHIP}:check:{BILBO}") == (
        "New Friendship cannot be played now: the diplomat it needs in the company is "
        "Gandalf's: in a burglary the Burglar faces the attacks alone, and no other character "
        "takes part.", "BWJ-BURG-6")
    assert offers(attacked, OLD) == ["assign-done", f"play:{NEW_FRIENDSHIP}:check:{BILBO}",
                                     f"play:{NEW_FRIENDSHIP}:check:{GANDALF}"]
    # Outside a burglary it is played on him as before.
    outside = replace(attacked, alone=False)
    assert f"play:{NEW_FRIENDSHIP}:check:{BILBO}" in offers(outside)


@pytest.mark.rule("BWJ-BURG-6")
def test_a_declared_effect_targets_no_other_character_in_a_burglarys_attacks() -> None:
    attacked = set_state(burgled(hand=(TOOKISH_BLOOD,)), GANDALF, "tapped")
    declare = f"declare:{TOOKISH_BLOOD}"
    untap = {"effect": "untap", "target": GANDALF}

    def targets(ruleset: object) -> tuple[str, ...]:
        found = next(a for a in ruleset.actions(attacked)  # type: ignore[attr-defined]
                     if a.id == declare)
        return tuple(found.candidates["target"])

    assert targets(RULESET) == (BILBO,)
    with pytest.raises(IllegalAction) as caught:
        act(attacked, declare, untap)
    assert (caught.value.message, caught.value.clause) == (
        "A declared effect cannot target Gandalf now: in a burglary the Burglar faces the "
        "attacks alone, and no other character takes part.", "BWJ-BURG-6")
    # Up to 128, as played: any character of the company.
    assert targets(OLD) == (BILBO, GANDALF)
    facts, after = act(attacked, declare, untap, ruleset=OLD)
    assert only(facts, "PlayerRuling").data["target"] == GANDALF
    gandalf = after.character(GANDALF)
    assert gandalf is not None and gandalf.state == "untapped"


@pytest.mark.rule("BWJ-BURG-6", "CoE-2.V.ii")
def test_a_failed_burglarys_automatic_attack_is_declared_citing_the_burglary() -> None:
    at_moria = replace(at(fresh(), "Moria"), phase="site", step="before-entering", hand=())
    for version, clause in ((ALONE_ATTACKS_CITED_SINCE, "BWJ-BURG-6"),
                            (ALONE_ATTACKS_CITED_SINCE - 1, "CoE-2.V.ii")):
        facts, fighting = act(at_moria, "burgle", seed=1, ruleset=played_as(str(version)))
        assert [(f.kind, f.rule) for f in facts][-2:] == [("BurglaryFailed", "BWJ-BURG-6"),
                                                          ("AttackDeclared", clause)]
        assert fighting.alone
    # The company entering faces them by the standard rule, as ever.
    facts, _ = act(at_moria, "enter", ruleset=played_as(str(ALONE_ATTACKS_CITED_SINCE)))
    assert only(facts, "AttackDeclared").rule == "CoE-2.V.ii"
