"""There and Back Again: what the player may do while a character faces a strike, with Miruvor
in the company. An item in the hand is played only at a site in the site phase (CoE 2.V.4), so
a Miruvor held in the hand offers nothing against the strike; a Miruvor borne by any
character of the company is discarded to give every one of them +2 body (CoE 6.1), counted
in the body check of the strike's wound (CoE 3.I.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.combat import Attack
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import BODY_CHECKS_FROM, STRUCK_BODY_FROM
from tests.rules import test_there_and_back_again_helpers as tba
from tests.rules.test_hobbit_ally_strikes import GOLLUM
from tests.rules.test_hobbit_ally_strikes import facing as ally_facing
from tests.support import decide_from, of_kind, only

MIRUVOR, ORC_PATROL = "TW-283", "TW-74"
WILLIAM, HAUBERK, POTION, RISKY_BLOW = "TW-112", "TW-254", "TW-304", "TW-319"
BILBO, THORIN = tba.BILBO, tba.THORIN
USE = f"use:{MIRUVOR}:{BILBO}:body"


def thorin_struck() -> State:
    """An Orc-patrol's one strike on Thorin II, tapped, in Rhudaur, its sequence under way;
    Bilbo tapped too, so no one supports him and he cannot take -3 to stay untapped."""
    attack = replace(Attack.from_creature(tba.CATALOG.get(ORC_PATROL), 1), strikes=1,
                     prowess=30)
    company = tba.with_states(tba.keep(tba.fresh(), BILBO, THORIN), TW_131="tapped",
                              TW_183="tapped")
    return replace(company, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   hand=(),
                   combat=Combat(attack, "draw", ORC_PATROL, stage=STRIKING,
                                 assigned=(THORIN,), striking=THORIN))


def thorin_stripped(*borne: str) -> State:
    """William's strike (prowess 30) on Thorin II as in ``thorin_struck``, the company having
    faced Trolls already, so that its wound strips him of the Hauberk of Bright Mail he bears
    (+2 body); Bilbo bearing ``borne``."""
    struck = tba.give(thorin_struck(), THORIN, HAUBERK)
    assert struck.combat is not None
    attack = replace(Attack.from_creature(tba.CATALOG.get(WILLIAM), 1), strikes=1, prowess=30)
    for item in borne:
        struck = tba.give(struck, BILBO, item)
    return replace(struck, faced=(("TW-16", "Trolls"),),
                   combat=replace(struck.combat, attack=attack, card=WILLIAM))


@pytest.mark.rule("CoE-3.iv.5", "CoE-2.V.4")
def test_a_miruvor_in_the_hand_is_not_played_against_the_strike() -> None:
    held = replace(thorin_struck(), hand=(MIRUVOR,))
    assert tba.ids(held) == ["roll"]
    assert tba.refused(held, f"play:{MIRUVOR}:{THORIN}") == (
        "Miruvor cannot be played now: an item needs an untapped character at an untapped "
        "site where its class is playable, after entering it. [CoE-2.V.4]", "CoE-2.V.4")


@pytest.mark.rule("CoE-3.iv.5", "CoE-6.1", "CoE-3.I.1")
def test_a_miruvor_borne_is_offered_and_raises_the_body_check_of_the_wound() -> None:
    borne = tba.give(thorin_struck(), BILBO, MIRUVOR)
    assert tba.ids(borne) == ["roll", USE]
    facts, used = tba.act(borne, USE)
    assert only(facts, "CompanyBodyModified").data == {"body": 2, "maximum": 10}
    assert MIRUVOR in used.resource_discard and tba.ids(used) == ["roll"]
    facts, _ = tba.act(used, "roll")  # prowess 30: the strike wounds him
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert only(facts, "BodyChecked").data["body"] == 8 + 2  # Thorin's 8, Miruvor's +2


@pytest.mark.rule("CoE-3.I.1", "CoE-6.1")
def test_the_wounds_body_check_waits_for_a_miruvor_borne() -> None:
    assert BODY_CHECKS_FROM == 56 <= int(tba.RULESET.version)
    facts, wounded = tba.act(tba.give(thorin_struck(), BILBO, MIRUVOR), "roll")
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    assert only(facts, "BodyCheckAwaited").data == {"character": THORIN,
                                                   "state_before": "tapped", "body_bonus": 0}
    assert not of_kind(facts, "BodyChecked")
    assert tba.RULESET.narrate(only(facts, "BodyCheckAwaited")) == (
        "The body check of Thorin II waits: an item raising Thorin II's body may be used first. "
        "[CoE-3.I.1]")
    assert tba.ids(wounded) == [USE, "body-check"]
    assert tba.refused(wounded, "resolve:" + THORIN) == (
        "The body check of Thorin II waits: only an item raising Thorin II's body may be used "
        "first (use:<item>:<bearer>:<mode>), then it is rolled (body-check). [CoE-3.I.1]",
        "CoE-3.I.1")
    facts, used = tba.act(wounded, USE)
    assert only(facts, "CompanyBodyModified").data == {"body": 2, "maximum": 10}
    assert tba.ids(used) == ["body-check"]
    facts, after = tba.act(used, "body-check")
    checked = only(facts, "BodyChecked").data
    # Thorin's 8 and Miruvor's +2; tapped, not wounded, before the strike: no +1 to the roll.
    assert (checked["body"], checked["wounded_before"]) == (8 + 2, False)
    assert of_kind(facts, "AttackEnded") and after.combat is None


@pytest.mark.rule("CoE-3.I.1")
def test_with_no_item_to_use_the_body_check_is_rolled_at_once() -> None:
    facts, _ = tba.act(thorin_struck(), "roll")
    assert [f.kind for f in facts if f.kind.startswith("BodyCheck")] == ["BodyChecked"]


@pytest.mark.rule("CoE-3.I.1")
def test_version_55_rolls_the_body_check_at_once() -> None:
    old = tba.played_as(BODY_CHECKS_FROM - 1)
    borne = tba.give(thorin_struck(), BILBO, MIRUVOR)
    facts = decide_from(old, borne, "roll", None, 7)[0]
    assert [f.kind for f in facts if f.kind.startswith("BodyCheck")] == ["BodyChecked"]
    assert only(facts, "BodyChecked").data["body"] == 8


@pytest.mark.rule("CoE-3.I.1")
def test_the_automatic_player_discards_the_miruvor_then_rolls() -> None:
    _, wounded = tba.act(tba.give(thorin_struck(), BILBO, MIRUVOR), "roll")
    assert tba.RULESET.policy(wounded, tba.RULESET.actions(wounded))[0] == USE
    _, used = tba.act(wounded, USE)
    assert tba.RULESET.policy(used, tba.RULESET.actions(used))[0] == "body-check"


@pytest.mark.rule("CoE-3.iv.7", "CoE-3.I.1")
def test_the_body_check_counts_the_wounded_character_as_the_strike_left_him() -> None:
    assert STRUCK_BODY_FROM == 57 <= int(tba.RULESET.version)
    facts, _ = tba.act(thorin_stripped(), "roll")
    assert only(facts, "ItemLost").data["card"] == HAUBERK
    assert only(facts, "BodyChecked").data["body"] == 8  # Thorin's 8, the Hauberk gone
    # The check waiting for a Miruvor, declined, is the same check.
    _, wounded = tba.act(thorin_stripped(MIRUVOR), "roll")
    facts, _ = tba.act(wounded, "body-check")
    assert only(facts, "BodyChecked").data["body"] == 8
    # Version 56 rolled the check at once with Thorin as he stood before the strike.
    old = tba.played_as(STRUCK_BODY_FROM - 1)
    facts = decide_from(old, thorin_stripped(), "roll", None, 7)[0]
    assert only(facts, "BodyChecked").data["body"] == 8 + 2


@pytest.mark.rule("CoE-3.I.1")
def test_the_next_strike_waits_for_the_body_check() -> None:
    struck = tba.give(thorin_struck(), BILBO, MIRUVOR)
    assert struck.combat is not None
    both = replace(struck, combat=replace(
        struck.combat, attack=replace(struck.combat.attack, strikes=2),
        assigned=(THORIN, BILBO)))
    facts, wounded = tba.act(both, "roll")
    assert [f.kind for f in facts] == ["DiceRolled", "StrikeResolved", "BodyCheckAwaited"]
    assert wounded.combat is not None and list(wounded.combat.waiting) == [BILBO]
    assert tba.ids(wounded) == [USE, "body-check"]
    facts, after = tba.act(wounded, "body-check")
    assert only(facts, "StrikeSequenceBegan").data["character"] == BILBO
    assert tba.ids(after) == ["roll", USE]


@pytest.mark.rule("CoE-3.I.1")
def test_an_item_raising_no_body_does_not_hold_the_check_up() -> None:
    potion = tba.give(thorin_struck(), BILBO, POTION)
    assert tba.ids(potion) == ["roll", f"use:{POTION}:{BILBO}:prowess"]
    facts, _ = tba.act(potion, "roll")
    assert [f.kind for f in facts if f.kind.startswith("BodyCheck")] == ["BodyChecked"]


@pytest.mark.rule("CoE-3.I.1", "CoE-2.V.2.2")
def test_a_wounded_allys_check_does_not_wait_for_a_miruvor() -> None:
    gollum = tba.give(ally_facing(GOLLUM), BILBO, MIRUVOR)
    assert gollum.combat is not None
    gollum = replace(gollum, combat=replace(
        gollum.combat, attack=replace(gollum.combat.attack, prowess=30)))
    assert tba.ids(gollum) == ["roll", USE]
    facts, _ = tba.act(gollum, "roll")
    assert [f.kind for f in facts if f.kind.startswith("BodyCheck")] == ["BodyChecked"]
    assert only(facts, "BodyChecked").data["character"] == GOLLUM


@pytest.mark.rule("CoE-3.I.1", "CoE-3.iv.5")
def test_a_card_played_on_the_strike_counts_in_the_waiting_check() -> None:
    struck = tba.give(replace(thorin_struck(), hand=(RISKY_BLOW,)), BILBO, MIRUVOR)
    _, played = tba.act(struck, f"play:{RISKY_BLOW}:strike:{THORIN}")
    facts, wounded = tba.act(played, "roll")
    assert only(facts, "BodyCheckAwaited").data["body_bonus"] == -1  # Risky Blow's -1 body
    facts, _ = tba.act(wounded, "body-check")
    assert only(facts, "BodyChecked").data["body"] == 8 - 1
