"""Goldberry and Gollum tap to cancel an attack keyed to their regions (``hobbit.allies`` over
the engine's ``allies.CANCELERS``, which The Road Goes Ever On reads too; CoE 3.i) in There and
Back Again and Burglar Wants a Good Job from their ``ALLY_TEXTS_FROM``: untapped, before the
strikes are assigned, Goldberry an attack keyed to a Wilderness, Gollum one keyed to a
Wilderness or a Shadow-land while his company's size is two or less (``ally-cancel:<ally>``;
AllyTapped, AttackCanceled). An attack keyed by a region's name or to the site, a tapped ally
or a larger company: not offered, refused naming the ally and the reason. Not in a burglary
the Burglar faces alone (BWJ-BURG-6). The versions before replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.rulesets.burglar import ruleset as burglar
from domain.rulesets.hobbit.state import Combat
from domain.rulesets.there_and_back_again import versions as tba
from domain.rulesets.there_and_back_again.state import State
from tests.rules import burglar_support as bwj
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    GLOIN,
    ORI,
    RULESET,
    THORIN,
    act,
    fresh,
    ids,
    keep,
    played_as,
)
from tests.support import of_kind, only

GOLLUM, GOLDBERRY = "TW-246", "TW-245"
BRIGANDS = "TW-17"
WILDERNESS, SHADOW = "region-type:wilderness", "region-type:shadow-land"


def attacked(*allies: str, keyed: str | None = WILDERNESS,
             company: tuple[str, ...] = (BILBO, THORIN)) -> State:
    state = keep(fresh(), *company)
    attack = Attack.from_creature(CATALOG.get(BRIGANDS), len(state.company))
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0, hand=(),
                   allies=tuple((a, THORIN) for a in allies),
                   combat=Combat(attack, "draw", BRIGANDS, keyed=keyed))


@pytest.mark.rule("CoE-3.i", "TBA-SEQ-8")
def test_goldberry_taps_to_cancel_an_attack_keyed_to_a_wilderness() -> None:
    assert int(RULESET.version) >= tba.ALLY_TEXTS_FROM
    state = attacked(GOLDBERRY, GOLLUM)
    assert [i for i in ids(state) if i.startswith("ally-cancel:")] == [
        f"ally-cancel:{GOLDBERRY}", f"ally-cancel:{GOLLUM}"]
    facts, after = act(state, f"ally-cancel:{GOLDBERRY}")
    tapped, canceled = only(facts, "AllyTapped"), only(facts, "AttackCanceled")
    assert (dict(tapped.data), tapped.rule) == (
        {"ally": GOLDBERRY, "use": "Brigands is canceled"}, "CoE-3.i")
    assert dict(canceled.data) == {"attack": "Brigands", "by": "Goldberry"}
    assert only(facts, "AttackEnded")["canceled"] is True and not of_kind(facts, "StrikeAssigned")
    assert RULESET.narrate(tapped) == "Goldberry taps: Brigands is canceled. [CoE-3.i]"
    assert after.combat is None and after.tapped_allies == (GOLDBERRY,)
    # Version 24 did not play their texts.
    assert not [i for i in played_as(tba.ALLY_TEXTS_FROM - 1).legal(state)
                if i.startswith("ally-cancel:")]


@pytest.mark.rule("CoE-3.i", "TBA-COMP-3")
def test_gollum_cancels_in_a_shadow_land_only_with_a_small_company() -> None:
    # Bilbo and three Dwarves, each half a character (TBA-COMP-3): size 2.
    small = attacked(GOLLUM, keyed=SHADOW, company=(BILBO, THORIN, BALIN, GLOIN))
    assert f"ally-cancel:{GOLLUM}" in ids(small)
    assert f"ally-cancel:{GOLDBERRY}" not in ids(attacked(GOLDBERRY, keyed=SHADOW))
    cases = (
        (attacked(GOLLUM, keyed=SHADOW, company=(BILBO, THORIN, BALIN, GLOIN, ORI)), GOLLUM,
         "Gollum cancels an attack only while his company's size is 2 or less."),
        (attacked(GOLDBERRY, keyed=SHADOW), GOLDBERRY,
         "Goldberry cancels only an attack keyed to a wilderness region."),
        (attacked(GOLDBERRY, keyed="region:Rhudaur"), GOLDBERRY,
         "Goldberry cancels only an attack keyed to a wilderness region."),
        (replace(attacked(GOLDBERRY), tapped_allies=(GOLDBERRY,)), GOLDBERRY,
         "Goldberry is tapped."),
        (attacked(GOLLUM, keyed=None), GOLLUM,
         "Gollum cancels only an attack keyed to a wilderness or shadow-land region."),
    )
    for state, ally, why in cases:
        assert f"ally-cancel:{ally}" not in ids(state)
        with pytest.raises(IllegalAction) as refusal:
            act(state, f"ally-cancel:{ally}")
        assert (str(refusal.value), refusal.value.clause) == (f"{why} [CoE-3.i]", "CoE-3.i")
    # Once a strike is assigned it is too late.
    _, assigned = act(attacked(GOLDBERRY), f"assign:{THORIN}")
    with pytest.raises(IllegalAction) as refusal:
        act(assigned, f"ally-cancel:{GOLDBERRY}")
    assert str(refusal.value) == "Goldberry cancels an attack before its strikes are " \
                                 "assigned. [CoE-3.i]"


@pytest.mark.rule("CoE-3.i")
def test_the_automatic_player_cancels_a_dangerous_attack_with_an_ally_first() -> None:
    state = attacked(GOLDBERRY, company=(BILBO,))  # 2 strikes, none to spare Bilbo
    assert RULESET.policy(state, RULESET.actions(state))[0] == f"ally-cancel:{GOLDBERRY}"


# -- Burglar Wants a Good Job -----------------------------------------------------------------

def burglar_attacked(ally: str, alone: bool = False) -> bwj.State:
    state = bwj.fresh()
    attack = Attack.from_creature(bwj.CATALOG.get(BRIGANDS), len(state.company))
    return replace(state, phase="movement-hazard", alone=alone, hand=(),
                   allies=((ally, bwj.BILBO),),
                   combat=Combat(attack, "hand", BRIGANDS, keyed=SHADOW))


@pytest.mark.rule("CoE-3.i", "BWJ-BURG-6")
def test_burglar_gollum_cancels_but_not_in_a_lone_burglary() -> None:
    assert int(bwj.RULESET.version) >= burglar.ALLY_TEXTS_FROM
    state = burglar_attacked(GOLLUM)
    assert bwj.RULESET.policy(state, bwj.RULESET.actions(state))[0] == f"ally-cancel:{GOLLUM}"
    facts, after = bwj.act(state, f"ally-cancel:{GOLLUM}")
    assert only(facts, "AttackCanceled")["by"] == "Gollum"
    assert after.tapped_allies == (GOLLUM,)
    assert f"ally-cancel:{GOLLUM}" not in bwj.ids(burglar_attacked(GOLLUM, alone=True))
    before = bwj.played_as(str(burglar.ALLY_TEXTS_FROM - 1))
    assert f"ally-cancel:{GOLLUM}" not in before.legal(state)


@pytest.mark.rule("CoE-3.i", "CoE-6.2", "CoE-2.V.2.2")
def test_the_coverage_says_gollum_is_played_with_his_discard_with_the_one_ring() -> None:
    # A gold ring's test may bring The One Ring into play (hobbit.rings, CoE-6.2); his
    # discard with it is played too (hobbit.gollum, test_hobbit_gollum_ring.py).
    rows = {r.card_id: dict(r.rulesets) for r in coverage.coverage(CATALOG)}
    for ruleset in ("there-and-back-again", "burglar"):
        assert rows[GOLLUM][ruleset].status == coverage.SCRIPTED
        assert rows[GOLLUM][ruleset].missing.endswith(
            "tapping to cancel an attack keyed to a Wilderness or a Shadow-land (CoE-3.i), his "
            "discard with The One Ring (CoE-2.V)")
    # Goldberry's keeping her company on is played from GOLDBERRY_FROM
    # (test_hobbit_goldberry.py).
    assert rows[GOLDBERRY]["burglar"] == coverage.InRuleset(coverage.SCRIPTED, (
        "played from the hand at Old Forest, a site of the site deck (CoE-2.V.2), its "
        "marshalling points not counting (BWJ-MP-6), facing strikes (CoE-2.V.2.2), tapping to "
        "cancel an attack keyed to a Wilderness (CoE-3.i), tapping to cancel an effect "
        "returning her company to its site of origin (CoE-2.V.2.2)"))
