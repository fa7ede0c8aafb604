"""Allies bound to regions (``hobbit.allies.left_regions`` over the engine's
``allies.REGIONS``, which The Road Goes Ever On reads too; CoE 2.IV): Treebeard, Leaflock,
Skinbark and Tom Bombadil are discarded as their company moves to a site in none of the regions
their cards name (AllyDiscarded, naming them), in Burglar Wants a Good Job from its
``ALLY_REGIONS_FROM`` (as the company's counter moves) and the Guise of the Necromancer from its
``printed_rules.ALLY_TEXTS_FROM`` (as the company arrives). The Guise also plays Goldberry's
and Gollum's cancel of an attack keyed to their regions from that version (CoE 3.i). The
versions before replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.guise_of_the_necromancer import printed_rules
from tests.rules import burglar_support as bwj
from tests.rules import necromancer_support as gon
from tests.support import decide_from, of_kind, only

TREEBEARD, GOLDBERRY, GOLLUM = "TW-353", "TW-245", "TW-246"
RIVENDELL = "TW-421"
WILDERNESS = "region-type:wilderness"
ENTS = "Treebeard stays in Fangorn, Rohan, Gap of Isen, Wold & Foothills, Anduin Vales, " \
       "Redhorn Gate, Enedhwaith, Old Pûkel-land, Brown Lands"


@pytest.mark.rule("CoE-2.IV", "BWJ-SEQ-4")
def test_burglar_treebeard_leaves_as_his_company_moves_to_rivendell() -> None:
    assert int(bwj.RULESET.version) >= burglar.ALLY_REGIONS_FROM
    state = replace(bwj.fresh(), allies=((TREEBEARD, bwj.BILBO),))
    facts, after = bwj.act(state, f"move:{RIVENDELL}")
    discarded = only(facts, "AllyDiscarded")
    assert [f.kind for f in facts][:2] == ["CounterMoved", "AllyDiscarded"]
    assert (dict(discarded.data), discarded.rule) == (
        {"ally": TREEBEARD, "site": RIVENDELL, "reason": ENTS}, "CoE-2.IV")
    assert bwj.RULESET.narrate(discarded) == f"Treebeard is discarded: {ENTS}. [CoE-2.IV]"
    assert after.allies == () and after.resource_discard[-1] == TREEBEARD
    # The version before: he stayed.
    before = bwj.played_as(str(burglar.ALLY_REGIONS_FROM - 1))
    facts, after = bwj.act(state, f"move:{RIVENDELL}", ruleset=before)
    assert not of_kind(facts, "AllyDiscarded") and after.allies == ((TREEBEARD, bwj.BILBO),)


def _going(*allies: str) -> gon.State:
    """The starting company, ``allies`` under Sam's control, attacked by the Wolves on its
    way to Dol Guldur (keyed, for the test, to a Wilderness)."""
    state = gon.hazards(replace(gon.fresh(), allies=tuple((a, gon.SAM) for a in allies)),
                        [gon.WOLVES], gon.FILLER)
    _, state = gon.acts(state, f"move:1:{gon.DOL_GULDUR}")
    _, state = gon.act(state, "go", seed=3)
    assert state.fight is not None
    return replace(state, fight=replace(state.fight, keyed=WILDERNESS))


@pytest.mark.rule("CoE-3.i", "CoE-2.IV", "GON-GEN-1")
def test_guise_goldberry_cancels_the_attack_and_treebeard_leaves_on_arrival() -> None:
    assert int(gon.RULESET.version) >= printed_rules.ALLY_TEXTS_FROM
    state = _going(GOLDBERRY, TREEBEARD)
    assert gon.RULESET.policy(state, gon.RULESET.actions(state))[0] == \
        f"ally-cancel:{GOLDBERRY}"
    facts, after = gon.act(state, f"ally-cancel:{GOLDBERRY}", seed=3)
    assert [(f.kind, f.rule) for f in facts[:2]] == [("AllyTapped", "CoE-3.i"),
                                                     ("AttackCanceled", "CoE-3.i")]
    assert only(facts, "AttackCanceled")["by"] == GOLDBERRY
    assert gon.RULESET.narrate(only(facts, "AttackCanceled")) == \
        "Goldberry cancels the attack of Wolves. [CoE-3.i]"
    # The company goes on to Dol Guldur, in Southern Mirkwood: Treebeard leaves it.
    kinds = [f.kind for f in facts]
    assert kinds.index("CompanyMoved") < kinds.index("AllyDiscarded")
    assert dict(only(facts, "AllyDiscarded").data) == {
        "ally": TREEBEARD, "site": only(facts, "CompanyMoved")["to"], "reason": ENTS}
    assert after.allies == ((GOLDBERRY, gon.SAM),) and after.tapped_allies == (GOLDBERRY,)
    # Gollum in a company of five cancels nothing; the refusal names him and the reason.
    gollum = _going(GOLLUM)
    assert f"ally-cancel:{GOLLUM}" not in gon.ids(gollum)
    with pytest.raises(IllegalAction) as refusal:
        gon.act(gollum, f"ally-cancel:{GOLLUM}")
    assert str(refusal.value) == "Gollum cancels an attack only while his company's size " \
                                 "is 2 or less. [CoE-3.i]"
    # The version before: neither is played; Treebeard arrives at Dol Guldur with Sam.
    before = gon.RULESET.at_version(str(printed_rules.ALLY_TEXTS_FROM - 1))
    assert f"ally-cancel:{GOLDBERRY}" not in [a.id for a in before.actions(state)]
    quiet = gon.hazards(replace(gon.fresh(), allies=((TREEBEARD, gon.SAM),)), [], gon.FILLER)
    _, moving = gon.acts(quiet, f"move:1:{gon.DOL_GULDUR}")
    facts, _ = gon.act(moving, "go")
    assert only(facts, "AllyDiscarded")["ally"] == TREEBEARD
    facts, after = decide_from(before, moving, "go", None, 7)
    assert of_kind(facts, "CompanyMoved") and not of_kind(facts, "AllyDiscarded")
    assert after.allies == ((TREEBEARD, gon.SAM),)


@pytest.mark.rule("CoE-2.IV")
def test_the_coverage_says_treebeard_and_skinbark_are_played_in_full() -> None:
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(bwj.CATALOG)}
    for ruleset in ("burglar", "necromancer"):
        for ent in (TREEBEARD, "TW-328"):
            assert rows[ent][ruleset].status == coverage.SCRIPTED
            assert rows[ent][ruleset].missing.endswith(
                "facing strikes (CoE-2.V.2.2), his discard leaving his regions (CoE-2.IV)")
        # Tom Bombadil's cancel is played too, from each one's ALLY_HAZARD_CANCELS_FROM
        # (test_hobbit_ally_hazard_cancels.py).
        assert rows["TW-350"][ruleset].missing.endswith(
            "his discard leaving his regions (CoE-2.IV), tapping to cancel a hazard targeting "
            "a company moving into his regions (CoE-2.V.2.2)")
