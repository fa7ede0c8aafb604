"""The company's allies face strikes as characters do (CoE 2.V.2.2; ``hobbit.allies`` over the
engine's ``allies``) in There and Back Again and Burglar Wants a Good Job from their
``ALLY_STRIKES_FROM``: the defender may give an untapped ally a strike, the attacker ranks the
allies with the characters for the rest; an ally fights with its printed prowess and body; a
strike it beats taps it, one it does not wounds it and its body check follows, a failed one
discarding it (AllyDiscarded); the untap phase untaps and heals it as a character. An ally
whose text spares it is given no strike and is refused naming it and the reason. The versions
before replay as played: allies faced no strike."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.hobbit.state import STRIKING, Combat
from domain.rulesets.there_and_back_again import versions as tba
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    begin,
    fresh,
    ids,
    keep,
    played_as,
)
from tests.support import decide_from, of_kind, only

GOLLUM, ROAC, GOLDBERRY, TREEBEARD = "TW-246", "TW-320", "TW-245", "TW-353"
BRIGANDS = "TW-17"  # 2 strikes at 8
BEFORE = played_as(tba.ALLY_STRIKES_FROM - 1)


def attacked(*allies: str, card: str | None = BRIGANDS, keyed: str | None = None,
             company: tuple[str, ...] = (BILBO, THORIN)) -> State:
    """The company, with ``allies`` under Thorin's control, attacked by ``card`` (None: an
    automatic-attack of Brigands' strength), before the strikes are assigned."""
    state = keep(fresh(), *company)
    attack = Attack.from_creature(CATALOG.get(BRIGANDS), len(state.company))
    if card is None:
        attack = replace(attack, automatic=True)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   allies=tuple((a, THORIN) for a in allies),
                   combat=Combat(attack, "draw" if card else "automatic", card, keyed=keyed))


def facing(ally: str) -> State:
    """``ally`` facing the one strike given it, before the roll."""
    state = attacked(ally)
    assert state.combat is not None
    return replace(state, combat=replace(state.combat, stage=STRIKING, assigned=(ally,),
                                         striking=ally))


@pytest.mark.rule("TBA-HAZ-4", "CoE-2.V.2.2", "CoE-3.ii")
def test_the_defender_gives_an_untapped_ally_a_strike_and_it_taps_beating_it() -> None:
    assert int(RULESET.version) >= tba.ALLY_STRIKES_FROM
    state = attacked(GOLLUM)
    assert [i for i in ids(state) if i.startswith("assign")] == [
        f"assign:{BILBO}", f"assign:{THORIN}", f"assign:{GOLLUM}", "assign-done"]
    # Version 23: allies faced no strike.
    assert f"assign:{GOLLUM}" not in BEFORE.legal(state)
    facts, state = act(state, f"assign:{GOLLUM}")
    assert (dict(only(facts, "StrikeAssigned").data), only(facts, "StrikeAssigned").rule) == (
        {"character": GOLLUM, "by": "defender"}, "CoE-3.ii")
    _, state = act(state, "assign-done")
    assert [i for i in ids(state) if i.startswith("resolve:")] == [
        f"resolve:{GOLLUM}", f"resolve:{THORIN}"]
    _, state = act(state, f"resolve:{GOLLUM}")
    assert ids(state) == ["roll"]  # an ally neither supports nor takes -3 here
    facts, after = act(state, "roll", seed=7)
    strike = only(facts, "StrikeResolved")
    assert {k: strike[k] for k in ("character", "roll", "prowess", "strike", "result",
                                   "state")} == {
        "character": GOLLUM, "roll": 9, "prowess": 2, "strike": 8, "result": "failed",
        "state": "tapped"}
    assert after.tapped_allies == (GOLLUM,) and after.wounded_allies == ()
    assert RULESET.narrate(strike) == "Gollum rolls: dice 9, prowess with modifiers +2, total " \
                                      "11, against the strike's 8: Gollum defeats the " \
                                      "strike. [CoE-3.iv.7]"
    assert RULESET.board(after)["allies"] == [
        {"id": GOLLUM, "name": "Gollum", "state": "tapped", "controller": "Thorin II"}]
    # Tapped, Gollum is no longer the defender's to give a strike (CoE 3.ii).
    tapped = replace(attacked(GOLLUM), tapped_allies=(GOLLUM,))
    assert f"assign:{GOLLUM}" not in ids(tapped)
    with pytest.raises(IllegalAction) as refusal:
        act(tapped, f"assign:{GOLLUM}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Gollum may not be given a strike of Brigands: Gollum is tapped: the defender assigns "
        "only untapped characters. [CoE-3.ii]", "CoE-3.ii")


@pytest.mark.rule("CoE-2.V.2.2", "CoE-3.I.1")
def test_a_wounded_ally_failing_its_body_check_is_discarded() -> None:
    facts, after = act(facing(ROAC), "roll", seed=4)
    assert [f.kind for f in facts][:5] == ["DiceRolled", "StrikeResolved", "DiceRolled",
                                           "BodyChecked", "AllyDiscarded"]
    assert only(facts, "StrikeResolved")["state"] == "wounded"
    check = only(facts, "BodyChecked")
    assert (check["roll"], check["body"], check["eliminated"]) == (9, 8, True)
    assert RULESET.narrate(check) == "Body check of Roäc the Raven: 9 against body 8: Roäc " \
                                     "the Raven fails it. [CoE-3.I.1]"
    discarded = only(facts, "AllyDiscarded")
    assert (dict(discarded.data), discarded.rule) == (
        {"ally": ROAC, "reason": "failed a body check against Brigands"}, "CoE-3.I.1")
    assert after.allies == () and after.resource_discard[-1] == ROAC
    assert after.tapped_allies == after.wounded_allies == ()
    assert not of_kind(facts, "CharacterEliminated")
    # Passing it, he stays wounded in the company.
    facts, after = act(facing(ROAC), "roll", seed=3)
    assert only(facts, "BodyChecked")["eliminated"] is False
    assert after.allies == ((ROAC, THORIN),) and after.wounded_allies == (ROAC,)
    assert RULESET.board(after)["allies"][0]["state"] == "wounded"


@pytest.mark.rule("TBA-HAZ-4", "CoE-3.iii", "CoE-3.iv.2")
def test_the_attacker_ranks_the_allies_with_the_characters() -> None:
    # Bilbo alone and Gollum: the two strikes fall on both, none in excess; Bilbo, of the
    # higher mind (5 to 4), first.
    state = attacked(GOLLUM, company=(BILBO,))
    facts, after = act(state, "assign-done")
    assert [f["character"] for f in of_kind(facts, "StrikeAssigned")] == [BILBO, GOLLUM]
    assert only(facts, "StrikesAssigned")["excess"] == 0
    # Version 23: Bilbo alone faced the attack, the second strike in excess on him.
    facts, _ = decide_from(BEFORE, state, "assign-done", None, 7)
    assert [f["character"] for f in of_kind(facts, "StrikeAssigned")] == [BILBO]
    assert (only(facts, "StrikesAssigned")["excess"],
            only(facts, "StrikesAssigned")["excess_on"]) == (1, BILBO)


@pytest.mark.rule("CoE-2.V.2.2")
def test_an_ally_its_text_spares_is_given_no_strike() -> None:
    never = attacked(GOLDBERRY)
    assert f"assign:{GOLDBERRY}" not in ids(never)
    with pytest.raises(IllegalAction) as refusal:
        act(never, f"assign:{GOLDBERRY}")
    assert (str(refusal.value), refusal.value.clause) == (
        "Goldberry may not be attacked. [CoE-2.V.2.2]", "CoE-2.V.2.2")
    facts, _ = act(replace(never, company=never.company[:1]), "assign-done")
    assert [f["character"] for f in of_kind(facts, "StrikeAssigned")] == [BILBO]
    # Treebeard is not attacked by an automatic-attack nor a creature keyed to his site...
    for spared in (attacked(TREEBEARD, card=None),
                   attacked(TREEBEARD, keyed="site-type:free-hold")):
        assert f"assign:{TREEBEARD}" not in ids(spared)
        with pytest.raises(IllegalAction) as refusal:
            act(spared, f"assign:{TREEBEARD}")
        assert str(refusal.value) == "Treebeard is never attacked by an automatic-attack or " \
                                     "by a hazard keyed to his site. [CoE-2.V.2.2]"
    # ...but by a creature keyed to a region.
    assert f"assign:{TREEBEARD}" in ids(attacked(TREEBEARD, keyed="region-type:wilderness"))


@pytest.mark.rule("TBA-SEQ-1", "CoE-2.V.2.2")
def test_the_untap_phase_untaps_and_heals_an_ally() -> None:
    state = replace(fresh(), phase="end-of-turn", step="", allies=((GOLLUM, THORIN),
                                                                   (ROAC, BILBO)),
                    tapped_allies=(GOLLUM,), wounded_allies=(ROAC,))
    state = replace(state, hand=state.hand[:4])
    facts, after = begin(state)
    assert only(facts, "CharactersRefreshed")["changes"] == [[GOLLUM, "untapped"],
                                                             [ROAC, "tapped"]]
    assert after.tapped_allies == (ROAC,) and after.wounded_allies == ()


@pytest.mark.rule("TBA-HAZ-4", "CoE-2.V.2.2")
def test_the_automatic_player_gives_the_ally_a_strike() -> None:
    # The strongest takes the first strike, then the ally, sparing the Hobbit.
    state = attacked(GOLLUM)
    assert RULESET.policy(state, RULESET.actions(state))[0] == f"assign:{THORIN}"
    _, state = act(state, f"assign:{THORIN}")
    assert RULESET.policy(state, RULESET.actions(state))[0] == f"assign:{GOLLUM}"


# -- Burglar Wants a Good Job -----------------------------------------------------------------

def burglar_attacked(*allies: str, alone: bool = False) -> bwj.State:
    state = bwj.with_hand(bwj.fresh(), bwj.THRANDUIL)
    attack = Attack.from_creature(bwj.CATALOG.get(BRIGANDS), len(state.company))
    return replace(state, phase="movement-hazard", alone=alone, hand=(),
                   allies=tuple((a, bwj.BILBO) for a in allies),
                   combat=Combat(attack, "hand", BRIGANDS, keyed="region:Anduin Vales"))


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-BURG-6", "CoE-2.V.2.2")
def test_burglar_an_ally_shields_the_burglar_but_not_in_a_lone_burglary() -> None:
    assert int(bwj.RULESET.version) >= burglar.ALLY_STRIKES_FROM
    state = burglar_attacked(GOLLUM)
    offered = bwj.ids(state)
    assert f"assign:{GOLLUM}" in offered
    assert f"assign:{GOLLUM}" not in bwj.played_as(str(burglar.ALLY_STRIKES_FROM - 1)).legal(
        state)
    # The automatic player gives the ally the strike before a Hand.
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == f"assign:{GOLLUM}"
    facts, after = bwj.act(state, f"assign:{GOLLUM}")
    assert only(facts, "StrikeAssigned")["character"] == GOLLUM
    # BWJ-BURG-6: the Burglar faces a failed burglary's attacks alone.
    alone = burglar_attacked(GOLLUM, alone=True)
    assert f"assign:{GOLLUM}" not in bwj.ids(alone)
    facts, _ = bwj.act(alone, "assign-done")
    assert [f["character"] for f in of_kind(facts, "StrikeAssigned")] == [bwj.BILBO]


@pytest.mark.rule("CoE-2.V.2.2")
def test_the_coverage_says_the_allies_face_strikes() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    # Quickbeam's whole text is that he is not attacked at his site: Burglar plays it all.
    for quickbeam in ("TW-307", "TW-308"):
        assert rows[quickbeam]["burglar"] == coverage.InRuleset(
            coverage.SCRIPTED, "played from the hand at Wellinghall, a site of the site deck "
            "(CoE-2.V.2), its marshalling points not counting (BWJ-MP-6), facing strikes "
            "(CoE-2.V.2.2)")
    # What else of Treebeard's text is played: test_hobbit_ally_regions.py.
    assert "facing strikes (CoE-2.V.2.2)" in rows[TREEBEARD]["burglar"].missing
    # The rest of Goldberry's text is played from GOLDBERRY_FROM (test_hobbit_goldberry.py).
    assert rows[GOLDBERRY]["burglar"].status == coverage.SCRIPTED
    assert "never being attacked" not in rows[GOLDBERRY]["burglar"].missing
    assert "facing strikes (CoE-2.V.2.2)" in rows[TREEBEARD]["necromancer"].missing
    assert rows["TW-307"]["necromancer"].status == coverage.SCRIPTED
