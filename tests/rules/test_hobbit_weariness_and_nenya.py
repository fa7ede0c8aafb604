"""Weariness of the Heart and Nenya's waiting gift in the Hobbit scenarios
(``hobbit.nenya.spares``): from Burglar's ``WEARINESS_ASSURED_FROM`` and the Guise's
``hazard_events.WEARINESS_ASSURED_FROM`` the hazard hand, choosing whom the card's corruption
check takes, passes over a character whose check the gift makes succeed with no roll: that
check cannot fail. The check goes to another on whom it may fail; with none, the card's -1
prowess mode is played (Burglar: the mode most detrimental to the Burglar, BWJ-SEQ-15; the
Guise: held for a creature's attack, GON-HH-7, GON-HH-9) and the gift still waits. At a
Shadow-hold or Dark-hold the gift makes no check succeed, so it changes nothing there. The
versions before replay as played: the check was made on him and used the gift. Constructed
states played with the real rulesets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine import effects
from domain.ruleset import Fact
from domain.rulesets.burglar import versions
from domain.rulesets.burglar.state import State
from domain.rulesets.guise_of_the_necromancer import hazard_events as gon_events
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.rules.test_necromancer_weariness_of_the_heart import _met
from tests.support import advance_from, of_kind, only

NENYA, WEARINESS, DURINS_AXE, BARINS_RING = "TW-291", "TW-111", "TW-212", "TW-213"
BILBO, THRANDUIL = bwj.BILBO, bwj.THRANDUIL
BURGLAR_BEFORE = bwj.played_as(str(versions.WEARINESS_ASSURED_FROM - 1))
GUISE_BEFORE = gon.RULESET.at_version(str(gon_events.WEARINESS_ASSURED_FROM - 1))


def _checks(facts: list[Fact]) -> list[tuple[str, str]]:
    """(kind, character) of each corruption check made, rolled or made to succeed."""
    return [(f.kind, f["character"]) for f in facts
            if f.kind in ("CorruptionChecked", "CorruptionCheckSucceeded")]


def _burdened(*hands: str) -> State:
    """Bilbo bearing Durin's Axe and a Dwarven Ring (six points: with his +4 a roll of two
    fails his check), with the Hands ``hands``, each bearing Durin's Axe (a roll of two fails
    his check too)."""
    state = bwj.give(bwj.give(bwj.fresh(), BILBO, DURINS_AXE), BILBO, BARINS_RING)
    for hand in hands:
        state = bwj.give(bwj.with_hand(state, hand), hand, DURINS_AXE)
    return state


def _weary(state: State, to: str, *gifts: tuple[str, str]) -> State:
    """Weariness of the Heart face down as the company moves from Lórien to ``to``, Nenya's
    ``gifts`` waiting."""
    return replace(bwj.moving(state, "Lórien", to, WEARINESS), assured_checks=gifts)


@pytest.mark.rule("BWJ-SEQ-15", "CoE-7.1")
def test_burglar_weariness_takes_one_prowess_from_a_burglar_whose_check_nenya_assures() -> None:
    assert versions.WEARINESS_ASSURED_FROM <= int(bwj.RULESET.version)
    state = _weary(_burdened(), "Rivendell", (NENYA, BILBO))
    facts, after = advance_from(bwj.RULESET, state)
    weakened = only(facts, "HazardEffectInForce")
    assert (weakened["card"], weakened["effect"], weakened["target"], weakened["amount"]) == (
        WEARINESS, effects.CHARACTER_PROWESS, BILBO, -1)
    assert _checks(facts) == []
    assert after.assured_checks == ((NENYA, BILBO),)  # the gift still waits
    # The version before: his check is made, and the gift makes it succeed, used up.
    facts, after = advance_from(BURGLAR_BEFORE, state)
    assert _checks(facts) == [("CorruptionCheckSucceeded", BILBO)]
    assert only(facts, "CorruptionCheckSucceeded")["card"] == NENYA
    assert (of_kind(facts, "HazardEffectInForce"), after.assured_checks) == ([], ())


@pytest.mark.rule("BWJ-SEQ-15", "CoE-7.1")
def test_burglar_weariness_checks_the_next_who_may_fail_and_a_gift_for_anyone_spares_all(
) -> None:
    # Nenya's gift for Bilbo: Thranduil's check may fail, so it is his.
    state = _weary(_burdened(THRANDUIL), "Rivendell", (NENYA, BILBO))
    facts, after = advance_from(bwj.RULESET, state)
    assert _checks(facts) == [("CorruptionChecked", THRANDUIL)]
    assert (of_kind(facts, "HazardEffectInForce"), after.assured_checks) == (
        [], ((NENYA, BILBO),))
    facts, after = advance_from(BURGLAR_BEFORE, state)
    assert (_checks(facts), after.assured_checks) == ([("CorruptionCheckSucceeded", BILBO)], ())
    # The gift for anyone's next check: every check would succeed, so one prowess from Bilbo.
    anyone = _weary(_burdened(THRANDUIL), "Rivendell", (NENYA, ""))
    facts, after = advance_from(bwj.RULESET, anyone)
    assert (_checks(facts), only(facts, "HazardEffectInForce")["target"],
            after.assured_checks) == ([], BILBO, ((NENYA, ""),))
    facts, after = advance_from(BURGLAR_BEFORE, anyone)
    assert (_checks(facts), after.assured_checks) == ([("CorruptionCheckSucceeded", BILBO)], ())


@pytest.mark.rule("BWJ-SEQ-15", "CoE-7.1")
def test_burglar_at_a_shadow_hold_the_gift_spares_no_one() -> None:
    # Moria, a Shadow-hold: no check there is the gift's, so Bilbo's is rolled and it waits.
    facts, after = advance_from(bwj.RULESET, _weary(_burdened(), "Moria", (NENYA, BILBO)))
    assert _checks(facts) == [("CorruptionChecked", BILBO)]
    assert (of_kind(facts, "HazardEffectInForce"), after.assured_checks) == (
        [], ((NENYA, BILBO),))


@pytest.mark.rule("GON-HH-5", "GON-HH-7", "GON-HH-9", "GON-DUD-2", "CoE-7.1")
def test_guise_weariness_passes_over_the_one_whose_check_nenya_assures() -> None:
    assert gon_events.WEARINESS_ASSURED_FROM <= int(gon.RULESET.version)
    # Haldir, the only one whose check may fail, has the gift: its -1 prowess waits for the
    # Wolves' attack, on the Wizard (GON-TARGET-1), and the gift still waits.
    gift = {"assured_checks": ((NENYA, gon.HALDIR),)}
    facts, waiting = _met([gon.WOLVES, WEARINESS], sure=False, ruleset=gon.RULESET, **gift)
    assert (_checks(facts), of_kind(facts, "HazardEventPlayed")) == ([], [])
    assert waiting.fight is not None and waiting.fight.weakened == (
        (WEARINESS, gon.RADAGAST, 1),)
    assert waiting.assured_checks == ((NENYA, gon.HALDIR),)
    # The version before: played on Haldir, whose check the gift makes succeed, used up.
    facts, waiting = _met([gon.WOLVES, WEARINESS], sure=False, ruleset=GUISE_BEFORE, **gift)
    played = only(facts, "HazardEventPlayed")
    assert (played.rule, played["card"], played["effect"], played["character"]) == (
        "GON-HH-5", WEARINESS, effects.CORRUPTION_CHECK, gon.HALDIR)
    assert _checks(facts) == [("CorruptionCheckSucceeded", gon.HALDIR)]
    assert waiting.assured_checks == ()
    assert waiting.fight is not None and waiting.fight.weakened == ()


@pytest.mark.rule("GON-HH-5", "GON-TARGET-1", "GON-DUD-2", "CoE-7.1")
def test_guise_weariness_checks_another_on_whom_it_may_fail() -> None:
    # Radagast (3 corruption points) first by GON-TARGET-1, but the gift is his: Haldir's.
    gift = {"assured_checks": ((NENYA, gon.RADAGAST),),
            "corruption": ((gon.RADAGAST, gon.LURE_CREATION, 3),)}
    facts, waiting = _met([gon.WOLVES, WEARINESS], sure=False, ruleset=gon.RULESET, **gift)
    assert only(facts, "HazardEventPlayed")["character"] == gon.HALDIR
    assert _checks(facts) == [("CorruptionChecked", gon.HALDIR)]
    assert waiting.assured_checks == ((NENYA, gon.RADAGAST),)
    facts, waiting = _met([gon.WOLVES, WEARINESS], sure=False, ruleset=GUISE_BEFORE, **gift)
    assert _checks(facts) == [("CorruptionCheckSucceeded", gon.RADAGAST)]
    assert waiting.assured_checks == ()
