"""The engine's twentieth generation of scripted cards (``effects.LATER``) in Burglar Wants a
Good Job, read from version 52: Wizard's Flame, a spell played on a Wizard Hand, gives every
attack on the company -2 prowess for the rest of the turn (the one under way and the sites'
automatic-attacks too), then the Wizard checks corruption at -3. Version 51 replays as played:
it was declared."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar.versions import GENERATION_20_FROM
from domain.rulesets.hobbit.state import Combat
from tests.rules import burglar_support as bwj

FLAME, GANDALF = "TW-361", "TW-156"
BEFORE = bwj.played_as(str(GENERATION_20_FROM - 1))


def _named(actions: list[str], card: str) -> list[str]:
    return [a for a in actions if card in a]


@pytest.mark.rule("BWJ-SETUP-9", "BWJ-HAND-1")
def test_wizards_flame_weakens_every_attack_this_turn() -> None:
    state = replace(bwj.with_hand(bwj.at(bwj.fresh(), "Moria"), GANDALF), hand=(FLAME,))
    assert _named(bwj.ids(state), FLAME) == [f"play:{FLAME}:flame:{GANDALF}"]
    assert _named([a.id for a in BEFORE.actions(state)], FLAME) == [f"declare:{FLAME}"]
    facts, after = bwj.act(state, f"play:{FLAME}:flame:{GANDALF}")
    assert [f.kind for f in facts[:3]] == ["CardPlayed", "AttacksProwessModified",
                                           "DiceRolled"]
    assert dict(facts[1].data) == {"card": FLAME, "prowess": -2}
    assert bwj.RULESET.narrate(facts[1]) == ("Wizard’s Flame: every attack on the company has "
                                             "-2 prowess until the end of the turn. [CoE-5.1]")
    checked = next(f for f in facts if f.kind == "CorruptionChecked")
    assert checked.data["character"] == GANDALF and bwj.card_modifiers(checked.data, FLAME) == [
        (-3, "the card's modifier to this check", "CoE-5.1")]
    assert after.attacks_prowess == -2
    # An Orc-patrol of the hazard hand (prowess 6) attacks at 4.
    waiting = replace(after, phase="movement-hazard", step="", hazard_limit=2,
                      hazard_hand=(bwj.ORC_PATROL,))
    facts, _ = bwj.advance(waiting)
    declared = next(f for f in facts if f.kind == "AttackDeclared")
    assert (declared.data["attack"]["prowess"], declared.data["turn_prowess"]) == (4, -2)


@pytest.mark.rule("BWJ-SEQ-14")
def test_wizards_flame_weakens_the_attack_under_way_and_needs_a_wizard() -> None:
    patrol = Attack.from_creature(bwj.CATALOG.get(bwj.ORC_PATROL), 2)
    state = replace(bwj.with_hand(bwj.fresh(), GANDALF), phase="movement-hazard",
                    combat=Combat(patrol, "hand", bwj.ORC_PATROL), hand=(FLAME,))
    facts, after = bwj.act(state, f"play:{FLAME}:flame:{GANDALF}")
    modified = next(f for f in facts if f.kind == "AttackModified")
    assert dict(modified.data) == {"attack": "Orc-patrol", "prowess": -2, "body": 0}
    assert after.combat is not None and after.combat.attack.prowess == 4
    # The automatic Burglar plays it on the attack before its strikes are assigned.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == \
        f"play:{FLAME}:flame:{GANDALF}"
    alone = replace(state, company=tuple(c for c in state.company if c.card_id != GANDALF))
    assert _named(bwj.ids(alone), FLAME) == []
    with pytest.raises(IllegalAction) as refusal:
        bwj.act(alone, f"play:{FLAME}:flame:{bwj.BILBO}")
    assert refusal.value.message == ("Wizard’s Flame cannot be played now: it is played on a "
                                     "Wizard of the company, and there is none.")
