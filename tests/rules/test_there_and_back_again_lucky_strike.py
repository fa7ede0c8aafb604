"""There and Back Again from version 17 plays the engine's sixth generation of scripted cards
(``effects.LATER``): Lucky Strike lets a warrior facing a strike roll twice and use the better
roll (CoE 3.iv.5). The generation's Wizard's spells are played on a Wizard of the company, who
is never there (TBA-RES-3: the Wizard is only a short-event): they are not offered, and are
refused naming the card and the reason, no longer declared. Versions 1 to 16 declare these
cards, as they were played."""

from __future__ import annotations

from dataclasses import replace

import pytest

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
    keep,
    played_as,
)
from tests.support import of_kind

ORC_PATROL = "TW-74"  # Orcs, 3 strikes, prowess 6
VANISHMENT, WIZARDS_FIRE, KINDLING, LUCKY_STRIKE = "TW-356", "TW-360", "TW-262", "TW-270"


def attacked(hand: tuple[str, ...]) -> State:
    """An Orc-patrol attacks Bilbo and Thorin in Rhudaur, before its strikes are assigned."""
    state = keep(fresh(), BILBO, THORIN)
    attack = Attack.from_creature(CATALOG.get(ORC_PATROL), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=Combat(attack, "draw", ORC_PATROL), hand=hand)


def plays(state: State, ruleset: object = RULESET) -> list[str]:
    return sorted(a for a in ruleset.legal(state)  # type: ignore[attr-defined]
                  if a.startswith(("play:", "declare:")))


def thorins_strike(state: State) -> State:
    """Thorin faces a strike (the attacker puts the rest on Bilbo) and resolves it first."""
    _, state = act(state, f"assign:{THORIN}")
    _, state = act(state, "assign-done")
    _, state = act(state, f"resolve:{THORIN}")
    return state


@pytest.mark.rule("TBA-SEQ-8")
def test_lucky_strike_rolls_twice_and_uses_the_better_roll() -> None:
    assert 6 in RULESET.generation()  # Lucky Strike's
    striking = thorins_strike(attacked((LUCKY_STRIKE,)))
    assert plays(striking) == [f"play:{LUCKY_STRIKE}:strike:{THORIN}"]
    facts, lucky = act(striking, f"play:{LUCKY_STRIKE}:strike:{THORIN}")
    assert [f.kind for f in facts] == ["CardPlayed", "TwoStrikeRolls"]
    assert RULESET.narrate(facts[1]) == \
        "Thorin II rolls twice against the strike; the better roll is used. [CoE-5.1]"
    # A second copy adds nothing to the strike: not offered, refused with the reason.
    twice = replace(lucky, hand=(LUCKY_STRIKE,))
    assert plays(twice) == []
    with pytest.raises(IllegalAction) as caught:
        act(twice, f"play:{LUCKY_STRIKE}:strike:{THORIN}")
    assert str(caught.value) == ("Lucky Strike cannot be played now: the character facing the "
                                 "strike already rolls twice against it. [CoE-5.1]")
    # The second roll (9) beats the first (7): it is the one used, and the check names it.
    facts, _ = act(lucky, "roll", seed=4)
    rolls = of_kind(facts, "DiceRolled")
    assert [(r.data["total"], r.data["index"], r.data["purpose"]) for r in rolls[:2]] == [
        (7, 0, "strike against Thorin II"), (9, 2, "second strike roll of Thorin II")]
    resolved = of_kind(facts, "StrikeResolved")[0].data
    assert (resolved["roll"], resolved["check"]["roll"]["index"]) == (9, 2)
    # The first roll (9) beats the second (7): the first is kept.
    facts, _ = act(lucky, "roll", seed=7)
    assert [r.data["total"] for r in of_kind(facts, "DiceRolled")[:2]] == [9, 7]
    assert of_kind(facts, "StrikeResolved")[0].data["roll"] == 9
    # Without the card, one roll only.
    facts, _ = act(striking, "roll", seed=4)
    assert of_kind(facts, "StrikeResolved")[0].data["roll"] == 7
    assert len(of_kind(facts, "DiceRolled")) == 1


@pytest.mark.rule("TBA-SEQ-8")
def test_lucky_strike_is_refused_off_a_warriors_strike() -> None:
    state = attacked((LUCKY_STRIKE,))
    _, assigned = act(state, f"assign:{THORIN}")
    _, assigned = act(assigned, "assign-done")
    _, bilbos = act(assigned, f"resolve:{BILBO}")
    assert plays(bilbos) == []
    with pytest.raises(IllegalAction) as caught:
        act(bilbos, f"play:{LUCKY_STRIKE}:strike:{BILBO}")
    assert str(caught.value) == "Lucky Strike cannot be played now: Bilbo is no warrior. " \
                                "[CoE-5.1]"
    with pytest.raises(IllegalAction) as caught:
        act(state, f"play:{LUCKY_STRIKE}:strike:{THORIN}")
    assert str(caught.value).startswith(
        "Lucky Strike cannot be played now: it is played on the strike being resolved.")


@pytest.mark.rule("TBA-RES-3", "TBA-COMP-8")
def test_the_wizards_spells_are_never_played_here() -> None:
    state = attacked((VANISHMENT, WIZARDS_FIRE, KINDLING))
    assert plays(state) == []
    for action, name in ((f"play:{VANISHMENT}:cancel:{THORIN}", "Vanishment"),
                         (f"play:{WIZARDS_FIRE}:fire:{THORIN}", "Wizard’s Fire"),
                         (f"play:{KINDLING}:kindle:{BILBO}", "Kindling of the Spirit")):
        with pytest.raises(IllegalAction) as caught:
            act(state, action)
        assert str(caught.value) == (f"{name} cannot be played now: it is played on a Wizard "
                                     "of the company, and there is none. [CoE-5.1]")
    with pytest.raises(IllegalAction) as caught:
        act(state, f"declare:{VANISHMENT}", {"effect": "cancel-attack"})
    assert caught.value.clause == "CoE-5.1"


@pytest.mark.rule("TBA-DECK-9")
def test_version_16_declares_these_cards_as_played() -> None:
    before = played_as(16)
    assert before.generation() == Generations.up_to(5)
    state = attacked((VANISHMENT, LUCKY_STRIKE))
    assert plays(state, before) == [f"declare:{LUCKY_STRIKE}", f"declare:{VANISHMENT}"]
    start = replace(state, hand=(LUCKY_STRIKE,))
    assert plays(thorins_strike(start), before) == [f"declare:{LUCKY_STRIKE}"]
