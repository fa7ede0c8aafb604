"""There and Back Again from version 13 plays the engine's fifth generation of scripted cards
(``effects.LATER``): items used against an attack on the company before its strikes are
assigned (CoE 3.i). The Torque of Hues and its bearer tap to cancel the attack, then he makes a
corruption check; the Star-glass's bearer taps (the glass stays untapped) to cancel an Undead
attack or to give a Spiders, Animals or Wolves attack -2 prowess, then checks; the Black Arrow
of a warrior taps to give the attack -1 prowess and -1 body, discarded unless its bearer is a
Man. A use out of its condition is not offered and is refused naming the item and the reason;
versions 1 to 12 offer none, as they were played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.engine.combat import Attack
from domain.engine.effects import Generations
from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import Combat, State
from tests.rules.test_there_and_back_again_helpers import (
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

TORQUE, STAR_GLASS, BLACK_ARROW = "TW-351", "TW-330", "TW-494"
ORCS, BARROW_WIGHT, WARGS = "TW-74", "TW-14", "TW-109"  # Orc-patrol 6, Undead 12, Wolves 9


def attacked(creature: str, who: str, item: str) -> State:
    """``creature`` attacks Bilbo and Thorin in Rhudaur, ``who`` bearing ``item``, before
    the strikes are assigned."""
    state = give(keep(fresh(), BILBO, THORIN), who, item)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=Combat(attack, "draw", creature))


def uses(state: State) -> list[str]:
    return sorted(a for a in RULESET.legal(state) if a.startswith("use:"))


def refused(state: State, action: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    assert caught.value.clause == "CoE-6.1"
    return str(caught.value).removesuffix(" [CoE-6.1]")


@pytest.mark.rule("TBA-SEQ-8")
def test_the_torque_of_hues_taps_with_its_bearer_to_cancel_an_attack_and_he_checks() -> None:
    assert effects.scripted(TORQUE, Generations.up_to(5)) is effects.LATER[3][TORQUE]
    state = attacked(ORCS, THORIN, TORQUE)
    use = f"use:{TORQUE}:{THORIN}:cancel"
    assert uses(state) == [use]
    facts, after = act(state, use)
    assert [(f.kind, f.data.get("character") or f.data.get("attack")) for f in facts[:5]] == [
        ("ItemTapped", None), ("CharacterStateChanged", THORIN),
        ("AttackCanceled", "Orc-patrol"), ("DiceRolled", None), ("CorruptionChecked", THORIN)]
    assert dict(facts[0].data) == {"item": TORQUE, "bearer": THORIN, "mode": "cancel",
                                   "target": None}
    assert RULESET.narrate(facts[0]) == ("Thorin II taps Torque of Hues: cancel the attack; "
                                         "Thorin II makes a corruption check. [CoE-6.1]")
    checked = facts[4].data
    assert (checked["roll"], checked["points"], checked["result"]) == (9, 2, "passed")
    assert facts[5].kind == "AttackEnded" and facts[5].data["canceled"] is True
    assert after.combat is None and after.tapped_items == ((TORQUE, THORIN),)
    thorin = after.character(THORIN)
    assert thorin is not None and thorin.state == "tapped" and thorin.bears(TORQUE)


@pytest.mark.rule("TBA-SEQ-8")
def test_the_torque_of_hues_is_refused_to_a_tapped_bearer_naming_it() -> None:
    state = attacked(ORCS, THORIN, TORQUE)
    tapped = replace(state, company=tuple(replace(c, state="tapped") if c.card_id == THORIN
                                          else c for c in state.company))
    assert uses(tapped) == []
    assert refused(tapped, f"use:{TORQUE}:{THORIN}:cancel") == \
        "Torque of Hues cannot be used now: Thorin II is tapped and must tap to use it."
    assigned = replace(state, combat=replace(state.combat, assigned=(THORIN,)))
    assert refused(assigned, f"use:{TORQUE}:{THORIN}:cancel") == (
        "Torque of Hues cannot be used now: it is used against an attack before its strikes "
        "are assigned.")


@pytest.mark.rule("TBA-SEQ-8")
def test_the_star_glass_cancels_undead_and_weakens_spiders() -> None:
    wight = attacked(BARROW_WIGHT, BILBO, STAR_GLASS)
    assert uses(wight) == [f"use:{STAR_GLASS}:{BILBO}:cancel"]
    facts, after = act(wight, f"use:{STAR_GLASS}:{BILBO}:cancel")
    assert [f.kind for f in facts[:5]] == ["ItemInUse", "CharacterStateChanged",
                                           "AttackCanceled", "DiceRolled", "CorruptionChecked"]
    assert RULESET.narrate(facts[0]) == ("Bilbo uses Star-glass: cancel the attack; Bilbo makes "
                                         "a corruption check. [CoE-6.1]")
    assert after.combat is None and after.tapped_items == ()
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.state == "tapped" and bilbo.bears(STAR_GLASS)

    wargs = attacked(WARGS, BILBO, STAR_GLASS)
    assert uses(wargs) == [f"use:{STAR_GLASS}:{BILBO}:weaken"]
    facts, after = act(wargs, f"use:{STAR_GLASS}:{BILBO}:weaken")
    assert [(f.kind, f.data.get("prowess")) for f in facts] == [
        ("ItemInUse", None), ("CharacterStateChanged", None), ("AttackModified", -2),
        ("DiceRolled", None), ("CorruptionChecked", None)]
    assert after.combat is not None and after.combat.attack.prowess == 7
    # Against Orcs it does nothing: not offered, refused naming the glass and the reason.
    orcs = attacked(ORCS, BILBO, STAR_GLASS)
    assert uses(orcs) == []
    assert refused(orcs, f"use:{STAR_GLASS}:{BILBO}:cancel") == \
        "Star-glass cannot be used now: the attack is by Orcs, not Undead."


@pytest.mark.rule("TBA-SEQ-8")
def test_the_black_arrow_weakens_an_attack_and_is_discarded_by_a_dwarf() -> None:
    state = attacked(ORCS, THORIN, BLACK_ARROW)
    use = f"use:{BLACK_ARROW}:{THORIN}:weaken"
    assert uses(state) == [use]
    facts, after = act(state, use)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("ItemUsed", {"item": BLACK_ARROW, "bearer": THORIN, "mode": "weaken",
                      "target": None}),
        ("AttackModified", {"attack": "Orc-patrol", "prowess": -1, "body": 0}),
        ("AttackModified", {"attack": "Orc-patrol", "prowess": 0, "body": -1})]
    assert after.combat is not None and after.combat.attack.prowess == 5
    thorin = after.character(THORIN)
    assert thorin is not None and not thorin.bears(BLACK_ARROW) and thorin.untapped
    assert BLACK_ARROW in after.resource_discard
    # A Man keeps it, tapped.
    man = replace(state, company=tuple(replace(c, race="Man") if c.card_id == THORIN else c
                                       for c in state.company))
    facts, after = act(man, use)
    assert facts[0].kind == "ItemTapped" and after.tapped_items == ((BLACK_ARROW, THORIN),)
    assert uses(after) == []
    # Bilbo is no warrior.
    bilbo = attacked(ORCS, BILBO, BLACK_ARROW)
    assert uses(bilbo) == []
    assert refused(bilbo, f"use:{BLACK_ARROW}:{BILBO}:weaken") == \
        "Black Arrow cannot be used now: Bilbo is no warrior."


@pytest.mark.rule("TBA-SEQ-8")
def test_version_12_offers_no_item_against_an_attack() -> None:
    older = played_as(12)
    for creature, who, item in ((ORCS, THORIN, TORQUE), (BARROW_WIGHT, BILBO, STAR_GLASS),
                                (ORCS, THORIN, BLACK_ARROW)):
        assert not [a for a in older.legal(attacked(creature, who, item))
                    if a.startswith("use:")]
