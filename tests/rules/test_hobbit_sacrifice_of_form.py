"""Sacrifice of Form (TW-321) in Burglar Wants a Good Job from ``SACRIFICE_FROM``
(``burglar.sacrifice_of_form`` over ``engine.sacrifice_of_form``; CoE 5.3, a Wizard Hand,
BWJ-SETUP-9): once the strikes of an attack on the company are assigned, before any is
resolved, ``play:<card>:sacrifice:<wizard>`` makes every strike fail (body checks at +3) and
discards the Wizard, his items set aside with the card; played again as a Hand he takes them
back with the card, +1 prowess, body and direct influence. Elsewhere refused naming the card
and the reason, writing nothing; the version before kept it in the hand. Constructed states
played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine import sacrifice_of_form as shared
from domain.engine.combat import Attack
from domain.rulesets.burglar import sacrifice_of_form
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import SACRIFICE_FROM
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules import burglar_support as bwj

GANDALF, SACRIFICE, GLAMDRING, AGBURANAR = "TW-156", "TW-321", "TW-244", "TW-3"
PLAY = f"play:{SACRIFICE}:sacrifice:{GANDALF}"
BEFORE = bwj.played_as(str(SACRIFICE_FROM - 1))


def attacked(creature: str = bwj.ORC_PATROL, **changes: Any) -> State:
    """Gandalf, a Hand bearing Glamdring, and the Burglar each assigned a strike of
    ``creature``'s attack on the way to Moria, Sacrifice of Form in hand."""
    state = bwj.give(bwj.with_hand(bwj.fresh(), GANDALF), GANDALF, GLAMDRING)
    attack = Attack.from_creature(bwj.CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "draw", creature, stage=STRIKING, assigned=(bwj.BILBO, GANDALF))
    return replace(state, **{"turn_start": "Lórien", "location": "Moria", "moved": True,
                             "phase": "movement-hazard", "step": "", "combat": combat,
                             "hand": (SACRIFICE,), **changes})


@pytest.mark.rule("CoE-3.iv.5", "CoE-5.3", "BWJ-SETUP-9", "BWJ-MP-1")
def test_every_strike_fails_and_the_wizard_hand_leaves_play_his_items_set_aside() -> None:
    assert SACRIFICE_FROM <= int(bwj.RULESET.version)
    state = attacked()
    assert [a for a in bwj.ids(state) if SACRIFICE in a] == [PLAY]
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] != PLAY
    facts, after = bwj.act(state, PLAY)
    assert [(f.kind, dict(f.data), f.rule) for f in facts[:3]] == [
        ("AttackStrikesFailed", {"card": SACRIFICE, "attack": "Orc-patrol", "strikes": 2,
                                 "body_rolls": [], "defeated": True, "body_bonus": 3},
         "CoE-3.iv.5"),
        ("FormSacrificed", {"card": SACRIFICE, "wizard": GANDALF, "name": "Gandalf",
                            "items": [GLAMDRING]}, "CoE-3.iv.5"),
        ("AttackEnded", {"attack": "Orc-patrol", "card": bwj.ORC_PATROL, "defeated": True,
                         "canceled": False, "kill_points": 1}, "CoE-3.v")]
    assert bwj.RULESET.narrate(facts[1]) == (
        "Gandalf leaves play by Sacrifice of Form, his items set aside with it. [CoE-3.iv.5]")
    assert [c.card_id for c in after.company] == [bwj.BILBO] and after.hands == ()
    assert after.sacrifices == (shared.Sacrifice(SACRIFICE, GANDALF, "Gandalf", (
        state.company[1].items[0],)),)
    assert GANDALF in after.resource_discard and GLAMDRING not in after.resource_discard
    assert (after.combat, after.stealth_points) == (None, 0)  # no points (BWJ-MP-1, MP-2)


@pytest.mark.rule("CoE-3.iv.7", "CoE-5.3", "BWJ-SETUP-9")
def test_an_attack_with_body_makes_its_body_checks_at_plus_three() -> None:
    # Agburanar's body is 9: rolls of 7 and 9 beat it only with the card's +3.
    assert bwj.CATALOG.get(AGBURANAR).body == 9

    def failed(seed: int) -> tuple[dict[str, Any], str]:
        facts, _ = bwj.act(attacked(AGBURANAR), PLAY, seed=seed)
        fact = next(f for f in facts if f.kind == "AttackStrikesFailed")
        return dict(fact.data), bwj.RULESET.narrate(fact)

    assert failed(4) == ({"card": SACRIFICE, "attack": "Agburanar", "strikes": 2,
                          "body_rolls": [7, 9], "defeated": True, "body_bonus": 3},
                         "Sacrifice of Form: 2 strikes of Agburanar fail (body checks 7, 9, "
                         "each +3): the attack is defeated. [CoE-3.iv.5]")
    assert failed(3)[0]["body_rolls"] == [7, 2]  # 2 + 3 does not beat 9
    assert failed(3)[0]["defeated"] is False


@pytest.mark.rule("CoE-5.3", "BWJ-HAND-2", "BWJ-HAND-3")
def test_the_wizard_played_again_as_a_hand_takes_back_his_items_and_the_card() -> None:
    _, gone = bwj.act(attacked(), PLAY)
    state = replace(gone, phase="organization", step="", combat=None, hand=(GANDALF,),
                    resource_discard=())
    facts, back = bwj.act(state, f"hand:{GANDALF}")
    assert [(f.kind, dict(f.data), f.rule) for f in facts] == [
        ("HandPlayed", {"character": GANDALF, "turn": state.turn}, "BWJ-HAND-1"),
        ("FormRestored", {"card": SACRIFICE, "wizard": GANDALF, "name": "Gandalf",
                          "items": [GLAMDRING], "bonus": 1}, "BWJ-HAND-2")]
    printed = bwj.CATALOG.get(GANDALF)
    wizard = back.character(GANDALF)
    assert wizard is not None and [i.card_id for i in wizard.items] == [GLAMDRING]
    assert (wizard.prowess, wizard.body, wizard.direct_influence) == (
        (printed.prowess or 0) + 1, (printed.body or 0) + 1, (printed.direct_influence or 0) + 1)
    assert back.sacrifices == (shared.Sacrifice(SACRIFICE, GANDALF, "Gandalf", (), True),)
    # It cannot be duplicated on him while he has it.
    again = attacked(sacrifices=back.sacrifices)
    assert [a for a in bwj.ids(again) if SACRIFICE in a] == []
    assert bwj.refusal(again, PLAY) == ("Sacrifice of Form cannot be played now: it cannot be "
                                        "duplicated on Gandalf, who has it with him.",
                                        "CoE-3.iv.5")
    # It leaves play with him (his two turns over): to the discard pile.
    left = sacrifice_of_form.gone(back, GANDALF)
    assert (left.sacrifices, left.resource_discard) == ((), (SACRIFICE,))


@pytest.mark.rule("CoE-5.3", "BWJ-BURG-6", "BWJ-SETUP-9")
def test_sacrifice_of_form_is_refused_outside_its_condition_naming_why() -> None:
    def refused(state: State, action: str = PLAY) -> tuple[str, str | None]:
        return bwj.refusal(state, action)

    state = attacked()
    assigning = attacked(combat=replace(state.combat, stage="assigning", assigned=()))
    assert [a for a in bwj.ids(assigning) if SACRIFICE in a] == []
    when = ("Sacrifice of Form cannot be played now: it is played once the strikes of an "
            "attack on the company are assigned, before any is resolved.", "CoE-3.iv.5")
    assert refused(assigning) == when
    assert refused(attacked(combat=replace(state.combat, resolved=(bwj.BILBO,)))) == when
    assert refused(state, f"play:{SACRIFICE}:sacrifice:{bwj.BILBO}") == (
        "Sacrifice of Form cannot be played now: it is played on a Wizard of the company, and "
        "Bilbo is no Wizard.", "CoE-3.iv.5")
    assert refused(attacked(alone=True)) == (
        "Sacrifice of Form cannot be played now: in a burglary the Burglar faces the attacks "
        "alone (BWJ-BURG-6).", "CoE-3.iv.5")
    assert refused(state, f"play:{SACRIFICE}:fail:{GANDALF}") == (
        "Sacrifice of Form cannot be played now: it is played as 'sacrifice', not 'fail'.",
        "CoE-3.iv.5")


@pytest.mark.rule("CoE-5.3", "BWJ-SETUP-9")
def test_before_its_version_sacrifice_of_form_stays_in_the_hand() -> None:
    state = attacked()
    assert [a.id for a in BEFORE.actions(state) if SACRIFICE in a.id] == []
    assert bwj.refusal(state, PLAY, ruleset=BEFORE) == (
        f"{PLAY} is not possible now: the card's conditions (timing, skill, race, attacker or "
        "target) are not met.", "CoE-5.1")
    assert not sacrifice_of_form.plays(str(SACRIFICE_FROM - 1))
