"""Guise of the Necromancer: Weariness of the Heart's two modes (``hazard_events.WEARINESS_FROM``):
its corruption check only on a character on whom it may fail (GON-HH-5, GON-DUD-2), else its
-1 prowess with a creature's attack, on the strike of the character GON-TARGET-1 picks
(GON-HH-7, GON-HH-9); earlier versions replay as played (its check always played)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    DOL_GULDUR,
    FILLER,
    HALDIR,
    LURE_CREATION,
    RADAGAST,
    RULESET,
    WEARINESS,
    WOLVES,
    act,
    acts,
    fight_out,
    fresh,
    hazards,
)
from tests.support import of_kind, only

OLD: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(hazard_events.WEARINESS_FROM - 1))
NEW: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(hazard_events.WEARINESS_FROM))


def _met(hand: list[str], ruleset: GuiseOfTheNecromancer = NEW, sure: bool = True,
         **changes: object) -> tuple[list[Fact], State]:
    """The starting company moves to Dol Guldur and meets this hazard hand; ``sure``: without
    Haldir, the one whose check may fail (1 point, no modifier), so no one's may."""
    state = hazards(fresh(), hand, FILLER)
    company = state.companies[0]
    if sure:
        company = replace(company, characters=tuple(
            c for c in company.characters if c.card_id != HALDIR))
    state = replace(state, companies=(company,), **changes)
    _, waiting = acts(state, f"move:1:{DOL_GULDUR}", ruleset=ruleset)
    return act(waiting, "go", seed=3, ruleset=ruleset)


@pytest.mark.rule("GON-HH-7", "GON-HH-9", "GON-TARGET-1", "GON-DUD-2")
def test_with_no_check_that_may_fail_it_weakens_the_strike_of_the_wizard():
    facts, waiting = _met([WOLVES, WEARINESS])
    assert of_kind(facts, "CorruptionChecked") == []
    # Held for the Wolves' attack, aimed at the Wizard (GON-TARGET-1).
    assert waiting.fight is not None and waiting.fight.weakened == ((WEARINESS, RADAGAST, 1),)
    facts, _ = fight_out(waiting, seed=3, ruleset=NEW)
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["character"], played["amount"]) == (
        "GON-HH-9", WEARINESS, RADAGAST, 1)
    strike = next(f for f in of_kind(facts, "StrikeResolved") if f["character"] == RADAGAST)
    assert strike["prowess"] == 6 + 1 - 1  # Radagast with his dagger, less its 1


@pytest.mark.rule("GON-HH-5", "GON-HH-9")
def test_before_its_version_its_check_is_played_first_as_ever():
    facts, waiting = _met([WOLVES, WEARINESS], ruleset=OLD)
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["effect"]) == (
        "GON-HH-5", WEARINESS, "corruption-check")
    assert [f["result"] for f in of_kind(facts, "CorruptionChecked")] == ["passed"]
    assert waiting.fight is not None and waiting.fight.weakened == ()


@pytest.mark.rule("GON-HH-5", "GON-TARGET-1", "GON-DUD-2")
def test_a_check_that_may_fail_is_played_before_any_creature_on_whom_it_may():
    # Haldir's check may fail on the lowest roll: it is played on him, not on the Wizard.
    facts, waiting = _met([WOLVES, WEARINESS], sure=False)
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["character"]) == (
        "GON-HH-5", WEARINESS, HALDIR)
    assert [f["character"] for f in of_kind(facts, "CorruptionChecked")] == [HALDIR]
    assert waiting.fight is not None and waiting.fight.weakened == ()
    # Radagast with 3 corruption points: the Wizard first (GON-TARGET-1).
    facts, _ = _met([WOLVES, WEARINESS], sure=False,
                    corruption=((RADAGAST, LURE_CREATION, 3),))
    assert [f["character"] for f in of_kind(facts, "CorruptionChecked")] == [RADAGAST]
    # Before its version the Wizard's check is played, though it cannot fail.
    facts, _ = _met([WOLVES, WEARINESS], ruleset=OLD, sure=False)
    assert [(f["character"], f["result"]) for f in of_kind(facts, "CorruptionChecked")] == [
        (RADAGAST, "passed")]


@pytest.mark.rule("GON-HH-9", "GON-DUD-1")
def test_with_no_check_that_may_fail_and_no_creature_it_is_a_dud():
    facts, _ = _met([WEARINESS])
    assert of_kind(facts, "CorruptionChecked") == []
    assert [(f["card"], f.rule) for f in of_kind(facts, "DudDiscarded")
            if f["card"] == WEARINESS] == [(WEARINESS, "GON-HH-9")]
    # Before its version its check is played, and passes.
    facts, _ = _met([WEARINESS], ruleset=OLD)
    assert [f["result"] for f in of_kind(facts, "CorruptionChecked")] == ["passed"]
    assert WEARINESS not in [f["card"] for f in of_kind(facts, "DudDiscarded")]

