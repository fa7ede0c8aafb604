"""The Army of the Dead in Burglar Wants a Good Job, played from version 70
(``hobbit.army_of_the_dead``): in the site phase once the Vale of Erech is entered, the turn
the company moved there by Paths of the Dead, Aragorn II brings it into play with no roll, a
faction for the spying task (BWJ-FACT-1, BWJ-OBJ-3): an influence attempt that succeeds
with no roll, so a Lure of Power in play has him check and, from ``CROWN_NO_ROLL_FROM``, The
Iron Crown he bears too. Version 69 replays as played: it was never offered (it prints no
influence number)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.errors import IllegalAction
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ARMY_OF_THE_DEAD_FROM, CROWN_NO_ROLL_FROM
from tests.rules import burglar_support as bwj
from tests.support import only, passed_checks

ARMY, PATHS, VALE = "TW-193", "TW-302", "TW-434"
LURE, IRON_CROWN = "TW-59", "TW-496"
ARAGORN = bwj.CATALOG.find("Aragorn II").id
BRING = f"influence:{ARMY}:{ARAGORN}"
BEFORE = bwj.played_as(str(ARMY_OF_THE_DEAD_FROM - 1))


def _at_the_vale(site: str = "Vale of Erech", moved_by: str = PATHS) -> State:
    """Aragorn II, a Hand, with the Burglar at ``site``, entered, moved there this turn by
    ``moved_by``; the Army of the Dead in the hand."""
    state = bwj.with_hand(bwj.at(bwj.fresh(), site), ARAGORN)
    return replace(state, phase="site", step="entered", hand=(ARMY,), moved=True,
                   moved_by=moved_by)


def _why(state: State, action: str = BRING) -> str:
    with pytest.raises(IllegalAction) as refused:
        bwj.act(state, action)
    assert refused.value.clause == "CoE-2.V.3" and action not in bwj.ids(state)
    return str(refused.value.args[0])


@pytest.mark.rule("BWJ-FACT-1", "BWJ-OBJ-3")
def test_aragorn_brings_the_army_of_the_dead_the_turn_he_took_the_paths(
        starter: Catalog) -> None:
    assert int(bwj.RULESET.version) >= ARMY_OF_THE_DEAD_FROM
    state = _at_the_vale()
    offered = {a.id: a.label for a in bwj.RULESET.actions(state)}
    assert offered[BRING] == ("Aragorn II brings Army of the Dead into play (no roll: Paths "
                              "of the Dead this turn)")
    facts, after = bwj.act(state, BRING)
    brought = only(facts, "FactionInfluenced")
    assert (brought.rule, dict(brought.data)) == ("CoE-2.V.3", {
        "card": ARMY, "character": ARAGORN, "succeeded": True, "by_card": PATHS,
        "site": VALE})
    assert bwj.RULESET.narrate(brought) == \
        "Aragorn II recruits Army of the Dead with no roll (Paths of the Dead). [CoE-2.V.3]"
    assert ARMY in after.factions and VALE in after.tapped_sites
    assert after.character(ARAGORN) is not None and after.character(ARAGORN).state == "tapped"
    # Version 69 replays as played: never offered, refused as a card with no number.
    assert BRING not in [a.id for a in BEFORE.actions(state)]
    with pytest.raises(IllegalAction):
        bwj.act(state, BRING, ruleset=BEFORE)
    found = coverage.in_ruleset("burglar", starter.get(ARMY))
    assert (found.status, found.missing) == (
        coverage.SCRIPTED, "needs the two-player game: that an opponent may not influence it")


@pytest.mark.rule("BWJ-FACT-1")
def test_the_army_of_the_dead_is_refused_off_its_condition_naming_the_reason() -> None:
    assert _why(_at_the_vale(moved_by="")) == \
        "Army of the Dead is played only the turn Aragorn II plays Paths of the Dead."
    assert _why(_at_the_vale(), f"influence:{ARMY}:{bwj.BILBO}") == \
        "Army of the Dead is played only by Aragorn II."
    assert _why(_at_the_vale("Edoras")) == \
        "Army of the Dead is played only at Vale of Erech, not at Edoras."
    assert _why(replace(_at_the_vale(), tapped_sites=(VALE,))) == \
        "Vale of Erech is tapped; a faction is played only at an untapped site."
    assert _why(bwj.set_state(_at_the_vale(), ARAGORN, "tapped")) == \
        "Aragorn II is tapped; he plays it untapped."


@pytest.mark.rule("BWJ-FACT-1", "CoE-2.V.3", "CoE-7.1", "BWJ-SEQ-15")
def test_brought_with_no_roll_it_is_an_influence_attempt_that_succeeds() -> None:
    # Aragorn bears The Iron Crown, a Lure of Power in play: no roll brings the Army; then,
    # from CROWN_NO_ROLL_FROM, the Crown's check as after any influence attempt, then the
    # Lure's at -4, which leaves play.
    state = replace(bwj.give(_at_the_vale(), ARAGORN, IRON_CROWN), environments=(LURE,))
    facts, after = bwj.act(state, BRING, seed=0)
    assert [(f.kind, f.rule) for f in facts] == [
        ("FactionInfluenced", "CoE-2.V.3"), ("DiceRolled", "CoE-7.1"),
        ("CorruptionChecked", "CoE-7.1"), ("DiceRolled", "CoE-7.1"),
        ("CorruptionChecked", "CoE-7.1"), ("HazardEventLeft", "BWJ-SEQ-15")]
    assert only(facts, "FactionInfluenced")["by_card"] == PATHS
    crown, lure = passed_checks(facts, ARAGORN, "Aragorn II")
    assert (bwj.card_modifiers(crown.data, LURE), bwj.card_modifiers(lure.data, LURE)) == (
        [], [(-4, "Lure of Power", "BWJ-SEQ-15")])
    assert (ARMY in after.factions, after.environments) == (True, ())
    # The version before: the Lure's check alone, no Crown's.
    facts, after = bwj.act(state, BRING, seed=2,
                           ruleset=bwj.played_as(str(CROWN_NO_ROLL_FROM - 1)))
    assert [f.kind for f in facts] == ["FactionInfluenced", "DiceRolled",
                                       "CorruptionChecked", "HazardEventLeft"]
    assert bwj.card_modifiers(only(facts, "CorruptionChecked").data, LURE) == [
        (-4, "Lure of Power", "BWJ-SEQ-15")]
    assert (ARMY in after.factions, after.environments) == (True, ())
