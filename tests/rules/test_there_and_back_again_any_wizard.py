"""There and Back Again from ``ANY_WIZARD_FROM``: the Wizard of the resource deck, whichever
he is (TBA-DECK-9), is played as the scenario's short-event (TBA-RES-3: cancel an attack,
untap a tapped character, or move a wounded one to untapped) and shuffled back (TBA-RES-4),
as Gandalf was. Before, only Gandalf was: another Wizard in the hand was played as a declared
card, and those games replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import ANY_WIZARD_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    RULESET,
    THORIN,
    fresh,
    keep,
    played_as,
    with_states,
)
from tests.support import decide_from, only

SARUMAN, RADAGAST, DAGGER, ORC_PATROL = "TW-181", "TW-178", "TW-206", "TW-74"


def fighting(hand: tuple[str, ...]) -> State:
    state = keep(fresh(), BILBO, THORIN, BALIN, GLOIN)
    attack = Attack.from_creature(CATALOG.get(ORC_PATROL), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=Combat(attack, "draw", ORC_PATROL), hand=hand)


def offered(version: int, state: State) -> list[str]:
    return [a.id for a in played_as(version).actions(state)]


@pytest.mark.rule("TBA-RES-3", "TBA-RES-4", "TBA-DECK-9")
def test_saruman_cancels_an_attack_and_returns_to_the_deck() -> None:
    assert int(RULESET.version) >= ANY_WIZARD_FROM
    state = fighting((SARUMAN, DAGGER))
    assert "wizard:cancel-attack" in offered(ANY_WIZARD_FROM, state)
    assert f"declare:{SARUMAN}" not in offered(ANY_WIZARD_FROM, state)
    facts, after = decide_from(RULESET, state, "wizard:cancel-attack")
    played = only(facts, "CardPlayed")
    assert (played.rule, played.data["card"], played.data["mode"]) == (
        "TBA-RES-3", SARUMAN, "cancel-attack")
    assert only(facts, "AttackCanceled").rule == "CoE-3.i"
    shuffled = only(facts, "DeckShuffled")
    # Saruman goes back, not Gandalf (the default deck's own stays as it was).
    assert (shuffled.rule, sorted(shuffled.data["cards"])) == (
        "TBA-RES-4", sorted((*state.resource_deck, SARUMAN)))
    assert SARUMAN in after.resource_deck and SARUMAN not in after.hand
    assert DAGGER in after.hand


@pytest.mark.rule("TBA-RES-3")
def test_radagast_untaps_or_heals_to_untapped() -> None:
    state = replace(with_states(fresh(), TW_183="tapped", TW_123="wounded"), hand=(RADAGAST,))
    assert {"wizard:untap:TW-183", "wizard:heal:TW-123"} <= set(offered(ANY_WIZARD_FROM, state))
    facts, after = decide_from(RULESET, state, "wizard:heal:TW-123")
    assert only(facts, "CardPlayed").data["card"] == RADAGAST
    assert after.character(BALIN).state == "untapped"
    assert RADAGAST in after.resource_deck


@pytest.mark.rule("TBA-RES-3")
def test_without_a_wizard_in_hand_nothing_is_offered_and_the_play_is_refused() -> None:
    state = fighting((DAGGER,))
    assert not any(a.startswith("wizard:") for a in offered(ANY_WIZARD_FROM, state))
    with pytest.raises(IllegalAction) as refused:
        decide_from(RULESET, state, "wizard:cancel-attack")
    assert refused.value.clause == "TBA-RES-3"
    assert "Wizard" in refused.value.message


@pytest.mark.rule("TBA-RES-3")
def test_earlier_versions_play_gandalf_only() -> None:
    before = ANY_WIZARD_FROM - 1
    state = fighting((SARUMAN, DAGGER))
    assert "wizard:cancel-attack" not in offered(before, state)
    assert f"declare:{SARUMAN}" in offered(before, state)
    with pytest.raises(IllegalAction) as refused:
        decide_from(played_as(before), state, "wizard:cancel-attack")
    assert refused.value.clause == "TBA-RES-3"
    facts, _ = decide_from(played_as(before), fighting(("TW-156",)), "wizard:cancel-attack")
    assert only(facts, "CardPlayed").data["card"] == "TW-156"


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_every_wizard_scripted_there() -> None:
    wizards = [c for c in CATALOG if c.set == "TW" and c.is_character and c.race == "Wizard"]
    assert sorted(c.name for c in wizards) == [
        "Alatar", "Gandalf", "Pallando", "Radagast", "Saruman"]
    assert {coverage.in_ruleset("there-and-back-again", c) for c in wizards} == {
        coverage.InRuleset(coverage.SCRIPTED)}
