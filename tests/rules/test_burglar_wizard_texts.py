"""Two Wizards' texts Burglar Wants a Good Job plays from ``CHARACTER_TEXTS_FROM``, each a Hand
of the company: Radagast's company moving draws up to one resource more for each Wilderness of
its printed site path (``hobbit.character_texts.wilderness_draws``; BWJ-SEQ-6); Saruman,
untapped, taps as the end-of-turn phase begins to take a spell from the discard pile into the
hand (``hobbit.spell_back``; BWJ-SEQ-18). The version before plays neither."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.burglar.state import OPTIONAL_DISCARD, State
from domain.rulesets.burglar.versions import CHARACTER_TEXTS_FROM
from domain.rulesets.hobbit.state import END_OF_TURN, LONG_EVENT
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    RULESET,
    act,
    at,
    fresh,
    ids,
    played_as,
    set_state,
    with_hand,
)
from tests.support import only

RADAGAST, SARUMAN = "TW-178", "TW-181"
VANISHMENT, DAGGER = "TW-356", "TW-206"
BEFORE = played_as(str(CHARACTER_TEXTS_FROM - 1))
MORIA = CATALOG.find("Moria", "Hero")


def _moved(who: str | None, origin: str = "Lórien") -> State:
    """The company, with ``who`` as a Hand, has moved from ``origin`` to Moria, its long-event
    phase open."""
    state = with_hand(fresh(), who) if who else fresh()
    return replace(at(state, origin), location="Moria", moved=True, phase=LONG_EVENT,
                   step="long-events")


@pytest.mark.rule("BWJ-SEQ-6", "BWJ-HAND-1")
def test_radagast_draws_one_more_for_each_wilderness_of_the_site_path() -> None:
    # Lórien to Moria crosses two Wildernesses: Moria's number and two more.
    facts, after = act(_moved(RADAGAST), "long-events-done")
    began = only(facts, "PhaseBegan")
    assert (began["resource_draws"], began["wilderness_draws"]) == (MORIA.resource_draw + 2, 2)
    assert [a for a in ids(after) if a.startswith("draw:")] == [
        f"draw:{n}" for n in range(1, MORIA.resource_draw + 3)]
    assert RULESET.narrate(began) == (
        f"The movement-hazard phase begins: {MORIA.hazard_draw} hazard draws into the hazard "
        f"hand, up to {MORIA.resource_draw + 2} resource draws (2 for the Wildernesses of the "
        "site path). [BWJ-SEQ-5]")
    # Without him the site's number alone; the version before gives him none.
    facts, _ = act(_moved(None), "long-events-done")
    assert only(facts, "PhaseBegan")["resource_draws"] == MORIA.resource_draw
    assert "wilderness_draws" not in only(facts, "PhaseBegan").data
    facts, _ = act(_moved(RADAGAST), "long-events-done", ruleset=BEFORE)
    assert only(facts, "PhaseBegan")["resource_draws"] == MORIA.resource_draw


def _ending(*discard: str, saruman: str = "untapped") -> State:
    """As the end-of-turn phase begins, Saruman a Hand in ``saruman``'s state."""
    state = set_state(with_hand(fresh(), SARUMAN), SARUMAN, saruman)
    return replace(state, phase=END_OF_TURN, step=OPTIONAL_DISCARD,
                   resource_discard=discard)


def _refused(state: State, action: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as refused:
        act(state, action)
    return str(refused.value), refused.value.clause


@pytest.mark.rule("BWJ-SEQ-18", "BWJ-HAND-1")
def test_saruman_taps_to_take_a_spell_back_as_the_turn_ends() -> None:
    state = _ending(DAGGER, VANISHMENT)
    assert [a for a in ids(state) if a.startswith("take-spell:")] == [f"take-spell:{VANISHMENT}"]
    facts, after = act(state, f"take-spell:{VANISHMENT}")
    assert [(f.kind, f.rule) for f in facts] == [("CharacterTapped", "CoE-2.VI"),
                                                 ("SpellTakenBack", "CoE-2.VI")]
    assert RULESET.narrate(facts[1]) == (
        "Saruman takes Vanishment back from the discard pile into the hand. [CoE-2.VI]")
    assert (after.hand[-1], after.resource_discard, after.step) == (
        VANISHMENT, (DAGGER,), OPTIONAL_DISCARD)
    assert after.character(SARUMAN) is not None and after.character(SARUMAN).state == "tapped"
    # Tapped now, he takes no second one; the discard of one card is still offered.
    assert not [a for a in ids(after) if a.startswith("take-spell:")]
    assert "keep" in ids(after)
    # The automatic Burglar takes it before the discard.
    assert RULESET.policy(state, RULESET.actions(state))[0] == f"take-spell:{VANISHMENT}"
    # The version before offers nothing of the kind.
    assert not [a.id for a in BEFORE.actions(state) if a.id.startswith("take-spell:")]


@pytest.mark.rule("BWJ-SEQ-18")
def test_a_spell_taken_back_is_refused_naming_why() -> None:
    assert _refused(_ending(VANISHMENT, saruman="tapped"), f"take-spell:{VANISHMENT}") == (
        "Saruman is tapped; he taps to take a spell back. [CoE-2.VI]", "CoE-2.VI")
    assert _refused(_ending(DAGGER), f"take-spell:{DAGGER}") == (
        "Dagger of Westernesse is no spell of the discard pile. [CoE-2.VI]", "CoE-2.VI")
    alone = replace(fresh(), phase=END_OF_TURN, step=OPTIONAL_DISCARD,
                    resource_discard=(VANISHMENT,))
    assert _refused(alone, f"take-spell:{VANISHMENT}")[0] == (
        "Only Saruman takes a spell back, and he is not in the company. [CoE-2.VI]")
    organizing = replace(_ending(VANISHMENT), phase="organization", step="")
    assert _refused(organizing, f"take-spell:{VANISHMENT}")[0] == (
        "Saruman takes a spell back as the end-of-turn phase begins, before its discard. "
        "[CoE-2.VI]")
    assert BILBO in [c.card_id for c in alone.company]
