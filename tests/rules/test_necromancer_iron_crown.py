"""Guise of the Necromancer, from ``hazard_events.CROWN_SINCE``: after the attack Fury of the
Iron Crown went with, by a creature but a Nazgûl, the player may play The Iron Crown from his
hand with a character of the company attacked (``iron-crown:<character>``: no site, no tap)
or keep it (``iron-crown-kept``); the game waits for his word (GON-HH-7). The version before
left it in the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hazard_events
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import State
from tests.rules import necromancer_support as gon
from tests.support import of_kind, only

FURY, IRON_CROWN = "TW-492", "TW-496"
BEFORE = gon.RULESET.at_version(str(hazard_events.CROWN_SINCE - 1))


def after_fury(creature: str, ruleset: GuiseOfTheNecromancer = gon.RULESET,
               hand: tuple[str, ...] = (IRON_CROWN,)) -> tuple[list[Fact], State]:
    """The starting company, The Iron Crown in hand, moves to Dol Guldur and meets
    ``creature`` with Fury of the Iron Crown; the attack is fought out."""
    state = replace(gon.fresh(), hand=hand)
    state = gon.hazards(state, [FURY, creature], gon.FILLER)
    _, moving = gon.acts(state, f"move:1:{gon.DOL_GULDUR}", ruleset=ruleset)
    facts, attacked = gon.act(moving, "go", seed=3, ruleset=ruleset)
    fought, after = gon.fight_out(attacked, seed=3, ruleset=ruleset)
    return facts + fought, after


def crown_ids(ruleset: GuiseOfTheNecromancer, state: State) -> list[str]:
    return [a.id for a in ruleset.actions(state)]


@pytest.mark.rule("GON-HH-7")
def test_the_iron_crown_may_be_played_with_a_character_after_the_attack() -> None:
    assert hazard_events.CROWN_SINCE == 50 <= int(gon.RULESET.version)
    facts, waiting = after_fury(gon.ORC_PATROL)
    offered = only(facts, "IronCrownOffered")
    assert (offered.rule, offered["company"], offered["card"]) == ("GON-HH-7", "1", FURY)
    assert waiting.crown_offer == "1" and waiting.fight is None
    company = waiting.companies[0]
    # The game waits: the Crown to any character of the company, or kept.
    assert crown_ids(gon.RULESET, waiting) == [
        *(f"iron-crown:{c.card_id}" for c in company.characters), "iron-crown-kept"]
    state_before = company.character(gon.HALDIR).state  # type: ignore[union-attr]
    played, after = gon.act(waiting, f"iron-crown:{gon.HALDIR}")
    crown = only(played, "IronCrownPlayed")
    assert (crown.rule, crown["item"], crown["bearer"]) == ("GON-HH-7", IRON_CROWN, gon.HALDIR)
    assert gon.RULESET.narrate(crown) == (
        "The Iron Crown is played from the hand with Haldir. [GON-HH-7]")
    haldir = after.companies[0].character(gon.HALDIR)
    assert haldir is not None and IRON_CROWN in [i.card_id for i in haldir.items]
    assert haldir.state == state_before  # no tap
    assert IRON_CROWN not in after.hand and after.crown_offer is None
    assert after.tapped_sites == waiting.tapped_sites  # no site


@pytest.mark.rule("GON-HH-7")
def test_kept_it_stays_in_the_hand_and_the_automatic_player_keeps_it() -> None:
    _, waiting = after_fury(gon.ORC_PATROL)
    assert gon.RULESET.policy(waiting, gon.RULESET.actions(waiting)) == ("iron-crown-kept", {})
    kept, after = gon.act(waiting, "iron-crown-kept")
    assert only(kept, "IronCrownKept").rule == "GON-HH-7"
    assert IRON_CROWN in after.hand and after.crown_offer is None


@pytest.mark.rule("GON-HH-7", "GON-NAZ-5")
def test_no_offer_after_a_nazgul_or_without_the_crown_in_hand() -> None:
    facts, after = after_fury(gon.UVATHA)
    assert not of_kind(facts, "IronCrownOffered") and after.crown_offer is None
    facts, after = after_fury(gon.ORC_PATROL, hand=())
    assert not of_kind(facts, "IronCrownOffered") and after.crown_offer is None


@pytest.mark.rule("GON-HH-7")
def test_out_of_its_moment_it_is_refused_naming_the_reason() -> None:
    with pytest.raises(IllegalAction) as refused:
        gon.act(replace(gon.fresh(), hand=(IRON_CROWN,)), f"iron-crown:{gon.HALDIR}")
    assert refused.value.clause == "GON-HH-7"
    assert str(refused.value).startswith(
        "The Iron Crown is played from the hand so only right after the attack Fury of the "
        "Iron Crown went with")
    _, waiting = after_fury(gon.ORC_PATROL)
    for action, why in (("iron-crown:TW-159", "Gimli is no character of company 1, the "
                                              "company attacked"),
                        ("stay:1", "Play The Iron Crown from your hand with a character of "
                                   "company 1 (iron-crown:<character>) or keep it")):
        with pytest.raises(IllegalAction) as refused:
            gon.act(waiting, action)
        assert str(refused.value).startswith(why)


@pytest.mark.rule("GON-HH-7")
def test_the_version_before_left_it_in_the_hand() -> None:
    facts, after = after_fury(gon.ORC_PATROL, ruleset=BEFORE)
    assert of_kind(facts, "CreatureDefeated") and not of_kind(facts, "IronCrownOffered")
    assert after.crown_offer is None and IRON_CROWN in after.hand
    assert not [a for a in crown_ids(BEFORE, after) if a.startswith("iron-crown")]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_fury_scripted_in_the_guise() -> None:
    rows = {r.card_id: dict(r.rulesets)["necromancer"] for r in coverage.coverage(gon.CATALOG)}
    assert rows[FURY] == coverage.InRuleset(coverage.SCRIPTED)
