"""Guise of the Necromancer, version 4: the influence deficit at the end of the organization
phase (CoE 2.II.8) and the items of an eliminated character, given by the player
(CoE 3.I.2); version 3 games replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import verify
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer.moves import influence_left
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CATALOG,
    CELEBORN,
    ELROND,
    HALDIR,
    RADAGAST,
    RULESET,
    SAM,
    act,
    fresh,
    ids,
)
from tests.rules.test_necromancer_organization import DAGGER, with_elrond
from tests.rules.test_necromancer_strikes import version_game
from tests.support import only

# DAGGER: Radagast and Haldir each bear one; with_elrond(): Elrond joined, 8 over influence.


@pytest.mark.rule("CoE-2.II.8")
def test_the_phase_ends_only_once_the_deficit_is_settled() -> None:
    state = with_elrond()
    assert influence_left(state, CATALOG) == -8
    assert "go" not in ids(state)
    # Any non-Wizard under general influence may go; Radagast may not.
    assert [i for i in ids(state) if i.startswith("discard-character:")] == [
        f"discard-character:{c}" for c in (HALDIR, CELEBORN, SAM, ELROND)]
    with pytest.raises(IllegalAction) as refused:
        act(state, "go")
    assert refused.value.clause == "CoE-2.II.8" and "8 more than it" in str(refused.value)
    # Haldir follows Elrond (3 freed), then Celeborn (mind 6) is discarded: within it.
    _, following = act(state, f"follow:{HALDIR}:{ELROND}")
    assert influence_left(following, CATALOG) == -5 and "go" not in ids(following)
    facts, after = act(following, f"discard-character:{CELEBORN}")
    assert only(facts, "CharacterDiscarded").rule == "CoE-2.II.8"
    assert not after.in_play(CELEBORN) and CELEBORN in after.resource_discard
    assert influence_left(after, CATALOG) == 1
    assert "go" in ids(after) and not [i for i in ids(after)
                                       if i.startswith("discard-character:")]


@pytest.mark.rule("CoE-2.II.8")
def test_no_character_is_discarded_for_influence_within_it() -> None:
    state = fresh()
    with pytest.raises(IllegalAction) as refused:
        act(state, f"discard-character:{SAM}")
    assert refused.value.clause == "CoE-2.II.8"
    with pytest.raises(IllegalAction):
        act(with_elrond(), f"discard-character:{RADAGAST}")  # a Wizard uses none


def eliminated(state: State, who: str) -> tuple[list[Fact], State]:
    """``who`` is eliminated (as by a failed body check), and the game goes on to the next
    choice."""
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._remove(ctx, who, "CharacterEliminated", "CoE-3.I.2")
    RULESET._advance(ctx)
    return ctx.facts, ctx.state


@pytest.mark.rule("CoE-3.I.2")
def test_the_player_gives_an_eliminated_characters_item_to_a_companion() -> None:
    facts, waiting = eliminated(fresh(), HALDIR)
    fact = only(facts, "CharacterEliminated")
    assert (fact["items_to"], fact["items_discarded"], fact["items_left"], fact["heirs"]) == \
        ([], [], [DAGGER], [RADAGAST, CELEBORN, SAM])
    assert ids(waiting) == [f"inherit:{DAGGER}:{c}" for c in (RADAGAST, CELEBORN, SAM)] + \
        ["inherit-done"]
    with pytest.raises(IllegalAction) as refused:  # nothing else until the items are given
        act(waiting, "go")
    assert refused.value.clause == "CoE-3.I.2"
    facts, after = act(waiting, f"inherit:{DAGGER}:{SAM}")
    assert only(facts, "ItemInherited")["to"] == SAM
    sam = after.companies[0].character(SAM)
    assert sam is not None and [i.card_id for i in sam.items] == [DAGGER]
    assert after.legacy == () and "go" in ids(after)


@pytest.mark.rule("CoE-3.I.2")
def test_items_no_one_takes_are_discarded() -> None:
    _, waiting = eliminated(fresh(), HALDIR)
    facts, after = act(waiting, "inherit-done")
    assert only(facts, "ItemsDiscarded")["items"] == [DAGGER]
    assert after.resource_discard[-1] == DAGGER and after.legacy == ()
    # With every companion wounded, no one can take them: discarded at once.
    state = fresh()
    company = state.companies[0]
    hurt = replace(company, characters=tuple(
        c if c.card_id == HALDIR else c.with_state("wounded") for c in company.characters))
    facts, after = eliminated(state.with_company(hurt), HALDIR)
    fact = only(facts, "CharacterEliminated")
    assert (fact["items_to"], fact["items_discarded"]) == ([], [DAGGER])
    assert after.legacy == () and "go" in ids(after)


@pytest.mark.rule("CoE-3.I.2", "CoE-2.II.8")
def test_a_version_3_game_passes_items_in_company_order_and_ignores_the_deficit() -> None:
    old = RULESET.at_version("3")
    assert isinstance(old, GuiseOfTheNecromancer)
    ctx = Context(old, Table(7, {}, fresh()))
    old._remove(ctx, HALDIR, "CharacterEliminated", "CoE-3.I.2")
    # Haldir's Dagger goes to Radagast, first in the company, without asking.
    assert only(ctx.facts, "CharacterEliminated")["items_to"] == [[DAGGER, RADAGAST]]
    assert ctx.state.legacy == ()
    assert "go" in [a.id for a in old.actions(with_elrond())]
    game = version_game(9, "3")
    assert verify(RULESET, game.records).ok


@pytest.mark.rule("CoE-2.II.8")
def test_the_character_brought_in_this_turn_goes_back_to_the_hand_first() -> None:
    state = replace(with_elrond(), brought=ELROND)
    assert [i for i in ids(state) if i.startswith("discard-character:")] == \
        [f"discard-character:{ELROND}"]
    facts, after = act(state, f"discard-character:{ELROND}")
    assert only(facts, "CharacterReturned").rule == "CoE-2.II.8"
    assert not after.in_play(ELROND) and after.hand[-1] == ELROND
    assert ELROND not in after.resource_discard and "go" in ids(after)
