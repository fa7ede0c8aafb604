"""Guise of the Necromancer from ``printed_rules.ALLY_STRIKES_FROM``: the company's allies face
strikes as characters do (``ally_strikes`` over the family's ``hobbit.allies`` and the
engine's ``allies``; CoE 2.V.2.2, GON-GEN-1). An ally goes with its controller's company: the
defender may give it a strike and the opponent ranks it with the characters (GON-TARGET-1); it
fights with its printed prowess and body and only rolls; a strike it beats taps it, one it does
not wounds it and a failed body check discards it; the untap phase untaps it and heals it at a
Haven. An ally whose text spares it is given no strike, refused naming it and the reason. The
version before replays as played: allies faced no strike."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.rulesets.guise_of_the_necromancer import ally_strikes, printed_rules
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules.necromancer_support import (
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    RULESET,
    SAM,
    WOLVES,
    act,
    acts,
    fresh,
    hazards,
    ids,
)
from tests.support import decide_from, of_kind, only

GOLLUM, ROAC, GOLDBERRY = "TW-246", "TW-320", "TW-245"
BEFORE = RULESET.at_version(str(printed_rules.ALLY_STRIKES_FROM - 1))


def wolves(*allies: str, before: bool = False) -> State:
    """The Wolves (3 strikes at 8, keyed to a Border-land) attack the starting company on
    its way to Dol Guldur, ``allies`` under Sam's control; the strikes not yet given."""
    state = replace(fresh(), allies=tuple((a, SAM) for a in allies))
    _, waiting = acts(hazards(state, [WOLVES], FILLER), f"move:1:{DOL_GULDUR}")
    if before:
        return waiting
    _, waiting = act(waiting, "go", seed=3)
    return waiting


@pytest.mark.rule("GON-TARGET-1", "GON-GEN-1", "CoE-2.V.2.2", "CoE-3.ii")
def test_the_defender_gives_gollum_a_strike_and_he_taps_beating_it() -> None:
    assert int(RULESET.version) >= printed_rules.ALLY_STRIKES_FROM
    state = wolves(GOLLUM)
    assert f"assign:{GOLLUM}" in ids(state)
    # The automatic player gives the strongest a strike first; Gollum is offered all the same.
    assert RULESET.policy(state, RULESET.actions(state))[0] == f"assign:{CELEBORN}"
    facts, state = act(state, f"assign:{GOLLUM}", seed=3)
    assert only(facts, "StrikeAssigned")["character"] == GOLLUM
    facts, state = act(state, "assign-done", seed=3)
    assert only(facts, "StrikesAssigned")["targets"][0] == GOLLUM
    assert f"resolve:{GOLLUM}" in ids(state)
    facts, after = act(state, f"resolve:{GOLLUM}", seed=2)  # only rolls: at once
    strike = only(facts, "StrikeResolved")
    assert {k: strike[k] for k in ("character", "roll", "prowess", "strike", "result",
                                   "state")} == {
        "character": GOLLUM, "roll": 11, "prowess": 2, "strike": 8, "result": "failed",
        "state": "tapped"}
    assert after.tapped_allies == (GOLLUM,)
    assert RULESET.board(after)["allies"] == [
        {"id": GOLLUM, "name": "Gollum", "state": "tapped", "controller": "Sam Gamgee"}]


@pytest.mark.rule("GON-GEN-1", "CoE-2.V.2.2", "CoE-3.I.1")
def test_roac_wounded_and_failing_his_body_check_is_discarded() -> None:
    _, state = act(wolves(ROAC), f"assign:{ROAC}", seed=3)
    _, state = act(state, "assign-done", seed=3)
    facts, after = act(state, f"resolve:{ROAC}", seed=4)
    assert only(facts, "StrikeResolved")["state"] == "wounded"
    check = only(facts, "BodyChecked")
    assert (check["roll"], check["body"], check["eliminated"]) == (9, 8, True)
    assert RULESET.narrate(check) == "Body check of Roäc the Raven: 9 against body 8: " \
                                     "discarded. [CoE-3.I.1]"
    assert dict(only(facts, "AllyDiscarded").data) == {
        "ally": ROAC, "reason": "failed a body check against Wolves"}
    assert after.allies == () and after.wounded_allies == ()
    assert not of_kind(facts, "CharacterEliminated")
    # Passing it, he stays wounded.
    facts, after = act(state, f"resolve:{ROAC}", seed=1)
    assert only(facts, "BodyChecked")["eliminated"] is False
    assert after.wounded_allies == (ROAC,)


@pytest.mark.rule("GON-GEN-1", "CoE-2.V.2.2")
def test_goldberry_is_given_no_strike_and_the_version_before_gives_allies_none() -> None:
    state = wolves(GOLDBERRY)
    assert f"assign:{GOLDBERRY}" not in ids(state)
    with pytest.raises(IllegalAction) as refusal:
        act(state, f"assign:{GOLDBERRY}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Goldberry may not be attacked. [CoE-2.V.2.2]", "CoE-2.V.2.2")
    # Version 18: Gollum is offered no strike; the opponent gives the three to characters.
    before = wolves(GOLLUM, before=True)
    _, before = decide_from(BEFORE, before, "go", None, 3)
    assert f"assign:{GOLLUM}" not in [a.id for a in BEFORE.actions(before)]
    facts, _ = decide_from(BEFORE, before, "assign-done", None, 3)
    assert GOLLUM not in [f["character"] for f in of_kind(facts, "StrikeAssigned")]
    assert ally_strikes.fighters(before, RULESET.catalog, BEFORE.played) == []


@pytest.mark.rule("GON-PLAY-1", "CoE-2.V.2.2")
def test_the_untap_phase_untaps_an_ally_and_heals_it_at_the_haven() -> None:
    state = replace(hazards(fresh(), [], FILLER), allies=((GOLLUM, SAM), (ROAC, SAM)),
                    tapped_allies=(GOLLUM,), wounded_allies=(ROAC,))
    assert RULESET.catalog.get(state.companies[0].location).is_haven
    facts, after = acts(state, "go", "keep")
    assert only(facts, "CharactersRefreshed")["changes"] == [[GOLLUM, "untapped"],
                                                             [ROAC, "tapped"]]
    assert after.tapped_allies == (ROAC,) and after.wounded_allies == ()
