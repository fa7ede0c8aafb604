"""Guise of the Necromancer version 7 plays creatures' text up to the engine's creature
generation 4 as the Hobbit family reads it (``guise_of_the_necromancer.creatures``): a
Corpse-candle makes every character of the company check corruption before its strikes (as
its attack is declared up to version 128; from 129 once it stands), each wound of Brigands
costs the company an item, a Thief's successful strike takes one and harms no one; version 6
plays no creature's text. Version 13 plays the rest of what the family plays
(``creatures.LATER``): the attacker's choice of every defender, a character discarded by a
wound or an equal body check, the wounded's corruption check after the attack, an Orc's
prowess after an Orc attack this turn, a Troll after another stripping the wounded of his
items; version 12 replays as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.engine.characters import Item
from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.guise_of_the_necromancer import creatures
from domain.rulesets.guise_of_the_necromancer.printed_rules import (
    ASKED_CHECKS_FROM,
    CREATURE_DISCARDS_FROM,
    ITEM_LOST_CITED_FROM,
)
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Fight, State
from domain.rulesets.hobbit import company_checks, creature_texts
from tests.rules.necromancer_support import CATALOG, RULESET, SAM, fresh
from tests.support import decide_from, of_kind, only

CORPSE_CANDLE, BRIGANDS, THIEF = "TW-23", "TW-17", "TW-102"
DAGGER = "TW-206"


def _played_as(version: str) -> GuiseOfTheNecromancer:
    ruleset = RULESET.at_version(version)
    assert isinstance(ruleset, GuiseOfTheNecromancer)
    return ruleset


VERSION_6 = _played_as("6")


def _armed() -> State:
    """The starting company, Sam bearing a Dagger of Westernesse, its only item."""
    state = fresh()
    company = state.companies[0]
    dagger = Item.from_card(CATALOG.get(DAGGER))
    armed = tuple(replace(c, items=(dagger,) if c.card_id == SAM else ())
                  for c in company.characters)
    return state.with_company(replace(company, characters=armed))


def _facing(creature: str, state: State) -> State:
    """``creature``'s one strike on Sam, his strike sequence under way."""
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(creature), len(company.characters))
    fight = Fight(company.id, attack, creature, assigned=(SAM,), assigning=False, begun=True,
                  facing=SAM)
    return replace(state, fight=fight)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_version_7_reads_the_family_s_creature_generation() -> None:
    assert int(RULESET.version) >= 7
    assert creatures.generation("7") == creature_texts.GENERATION
    assert creatures.generation("6") == 0


@pytest.mark.rule("GON-HH-6")
def test_a_corpse_candle_makes_every_character_check_corruption_first() -> None:
    state = fresh()
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(CORPSE_CANDLE), len(company.characters))
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._declare(ctx, company.id, attack, CORPSE_CANDLE, False)
    # From COMPANY_CHECKS_SINCE the checks wait for the step canceling the attack
    # (test_necromancer_company_checks); let stand, it asks them.
    assert [f.kind for f in ctx.facts] == ["AttackDeclared", company_checks.AWAITED_FACT]
    facts, after = decide_from(RULESET, ctx.state, company_checks.KIND)
    checked = of_kind(facts, "CorruptionChecked")
    assert [f.data["character"] for f in checked] == [c.card_id for c in company.characters]
    assert {f.rule for f in checked} == {"CoE-7.1"}
    assert [f.kind for f in facts if f.kind != "DiceRolled"][0] == company_checks.STANDS_FACT
    assert after.fight is not None and after.fight.assigned == ()
    old = Context(VERSION_6, Table(7, {}, state))
    VERSION_6._declare(old, company.id, attack, CORPSE_CANDLE, False)
    assert not of_kind(old.facts, "CorruptionChecked")


@pytest.mark.rule("GON-HH-6")
def test_a_wound_of_brigands_costs_the_company_an_item() -> None:
    seed = 1  # the strike wounds Sam
    facts, after = decide_from(RULESET, _facing(BRIGANDS, _armed()), "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    lost = only(facts, "ItemLost")
    # The card decides it, cited by the clause its attack is played under, and named; up to
    # ITEM_LOST_CITED_FROM, as played, CoE-3.iv.7 and no card.
    assert (lost.rule, lost.data["character"], lost.data["card"], lost.data["by"],
            lost.data["creature"]) == ("GON-HH-6", SAM, DAGGER, "Brigands", BRIGANDS)
    old = only(decide_from(_played_as(str(ITEM_LOST_CITED_FROM - 1)),
                           _facing(BRIGANDS, _armed()), "roll", None, seed)[0], "ItemLost")
    assert (old.rule, "creature" in old.data) == ("CoE-3.iv.7", False)
    assert [f.kind for f in facts].index("ItemLost") < [f.kind for f in facts].index(
        "BodyChecked")
    sam = after.companies[0].character(SAM)
    assert sam is not None and not sam.items and after.resource_discard[-1] == DAGGER
    facts, _ = decide_from(VERSION_6, _facing(BRIGANDS, _armed()), "roll", None, seed)
    assert of_kind(facts, "BodyChecked") and not of_kind(facts, "ItemLost")


@pytest.mark.rule("GON-HH-6")
def test_a_thief_s_successful_strike_takes_an_item_and_harms_no_one() -> None:
    facts, after = decide_from(RULESET, _facing(THIEF, _armed()), "roll", None, 7)
    resolved = only(facts, "StrikeResolved").data
    assert (resolved["result"], resolved["state"]) == ("succeeded", "untapped")
    assert only(facts, "ItemLost").data["card"] == DAGGER
    assert not of_kind(facts, "BodyChecked")
    facts, _ = decide_from(VERSION_6, _facing(THIEF, _armed()), "roll", None, 7)
    assert only(facts, "StrikeResolved").data["state"] == "wounded"


# -- version 13: the rest of what the Hobbit family plays (``creatures.LATER``) --------------
ABDUCTOR, GIANT_SPIDERS, BARROW_WIGHT, CAVE_DRAKE = "TW-1", "TW-40", "TW-14", "TW-20"
ORC_LIEUTENANT, BERT, WILLIAM = "TW-73", "TW-16", "TW-112"
VERSION_12 = _played_as("12")


def _after(state: State, *faced: tuple[str, str]) -> State:
    """The state with the first company having faced these (creature, races) this turn."""
    company = state.companies[0].id
    return replace(state, faced=tuple((company, card, races) for card, races in faced))


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_version_13_plays_the_family_s_later_creature_texts() -> None:
    assert creatures.TEXTS_FROM == 13 and int(RULESET.version) >= 13
    abductor = creatures.script("13", ABDUCTOR)
    assert creatures.plays("13", abductor, "discards_wounded")
    assert not creatures.plays("12", abductor, "discards_wounded")
    # What version 7 played stays played by 12.
    assert creatures.plays("12", creatures.script("12", THIEF), "strike_takes_item")


@pytest.mark.rule("GON-HH-6", "CoE-3.iv.7")
def test_an_abductor_discards_the_character_it_wounds() -> None:
    seed = 1  # the strike wounds Sam
    facts, after = decide_from(RULESET, _facing(ABDUCTOR, _armed()), "roll", None, seed)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    gone = only(facts, "CharacterDiscarded")
    # From 119 the card's text is cited by the clause it is played under (GON-HH-6) and named;
    # up to 118, as played, the strike's result and no card.
    assert (gone.rule, gone.data["character"], gone.data["items_discarded"],
            gone.data["creature"]) == ("GON-HH-6", SAM, [DAGGER], ABDUCTOR)
    assert RULESET.narrate(gone) == "Abductor discards Sam Gamgee, who leaves play. [GON-HH-6]"
    old = only(decide_from(_played_as(str(CREATURE_DISCARDS_FROM - 1)),
                           _facing(ABDUCTOR, _armed()), "roll", None, seed)[0],
               "CharacterDiscarded")
    assert (old.rule, "creature" in old.data, RULESET.narrate(old)) == (
        "CoE-3.iv.7", False, "Sam Gamgee leaves play. [CoE-3.iv.7]")
    assert not of_kind(facts, "BodyChecked")
    assert after.companies[0].character(SAM) is None
    assert SAM in after.resource_discard and DAGGER in after.resource_discard
    facts, after = decide_from(VERSION_12, _facing(ABDUCTOR, _armed()), "roll", None, seed)
    assert only(facts, "BodyChecked").data["eliminated"] is False
    assert not of_kind(facts, "CharacterDiscarded")
    assert after.companies[0].character(SAM) is not None


@pytest.mark.rule("GON-HH-6", "CoE-3.I.1")
def test_giant_spiders_discard_a_character_whose_body_check_equals_his_body() -> None:
    equal, below = 4, 5  # Sam (body 9) rolls 9, then 7
    facts, after = decide_from(RULESET, _facing(GIANT_SPIDERS, _armed()), "roll", None, equal)
    body = only(facts, "BodyChecked")
    assert (body.data["roll"], body.data["body"], body.data["eliminated"],
            body.data["creature"]) == (9, 9, False, GIANT_SPIDERS)
    # The check is no failure (CoE-3.I.1): the creature's text discards him, and its line says
    # so; from 119 the discard cites the card's play (GON-HH-6) and names it.
    assert RULESET.narrate(body) == "Body check of Sam Gamgee: 9 against body 9: equal to the " \
                                    "body, so Giant Spiders discards Sam Gamgee. [CoE-3.I.1]"
    gone = only(facts, "CharacterDiscarded")
    assert (gone.rule, gone.data["character"], gone.data["creature"]) == (
        "GON-HH-6", SAM, GIANT_SPIDERS)
    assert after.companies[0].character(SAM) is None
    old = decide_from(_played_as(str(CREATURE_DISCARDS_FROM - 1)),
                      _facing(GIANT_SPIDERS, _armed()), "roll", None, equal)[0]
    assert (only(old, "CharacterDiscarded").rule, "creature" in only(old, "BodyChecked").data,
            RULESET.narrate(only(old, "BodyChecked"))) == (
        "CoE-3.I.1", False,
        "Body check of Sam Gamgee: 9 against body 9: survives. [CoE-3.I.1]")
    facts, _ = decide_from(RULESET, _facing(GIANT_SPIDERS, _armed()), "roll", None, below)
    assert only(facts, "BodyChecked").data["roll"] == 7 and not of_kind(
        facts, "CharacterDiscarded")
    facts, _ = decide_from(VERSION_12, _facing(GIANT_SPIDERS, _armed()), "roll", None, equal)
    assert only(facts, "BodyChecked").data["roll"] == 9 and not of_kind(
        facts, "CharacterDiscarded")


GOLLUM = "TW-246"  # body 9


def _gollum_facing(creature: str) -> State:
    """``creature``'s one strike on Gollum, under Sam's control, about to be rolled."""
    state = replace(fresh(), allies=((GOLLUM, SAM),))
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(creature), len(company.characters))
    return replace(state, fight=Fight(company.id, attack, creature, assigned=(GOLLUM,),
                                      assigning=False, begun=True, facing=GOLLUM))


@pytest.mark.rule("GON-HH-6", "CoE-2.V.2.2", "CoE-3.I.1")
@pytest.mark.parametrize(("creature", "seed", "before"), [
    (GIANT_SPIDERS, 4, "CoE-3.I.1"), (ABDUCTOR, 1, "CoE-3.iv.7")])
def test_an_ally_a_creature_s_text_discards_is_cited_by_the_card_from_119(
        creature: str, seed: int, before: str) -> None:
    facts, after = decide_from(RULESET, _gollum_facing(creature), "roll", None, seed)
    gone = only(facts, "AllyDiscarded")
    assert (gone.rule, gone.data["ally"], gone.data["creature"]) == (
        "GON-HH-6", GOLLUM, creature)
    assert after.allies == ()
    if creature == GIANT_SPIDERS:  # his body check of 9 against his body of 9 names them
        assert RULESET.narrate(only(facts, "BodyChecked")) == \
            "Body check of Gollum: 9 against body 9: equal to the body, so Giant Spiders " \
            "discards Gollum. [CoE-3.I.1]"
    old = only(decide_from(_played_as(str(CREATURE_DISCARDS_FROM - 1)),
                           _gollum_facing(creature), "roll", None, seed)[0], "AllyDiscarded")
    assert (old.rule, "creature" in old.data) == (before, False)


@pytest.mark.rule("GON-HH-6", "CoE-7.1")
def test_a_barrow_wight_s_wounded_check_corruption_at_minus_2_after_the_attack() -> None:
    seed = 1  # the strike wounds Sam, his body check passes
    facts, _ = decide_from(RULESET, _facing(BARROW_WIGHT, _armed()), "roll", None, seed)
    kinds = [f.kind for f in facts if f.kind != "DiceRolled"]
    assert kinds[:4] == ["StrikeResolved", "BodyChecked", "CorruptionChecked", "AttackEnded"]
    checked = only(facts, "CorruptionChecked")
    assert (checked.rule, checked.data["character"], checked.data["roll"]) == (
        "CoE-7.1", SAM, 8)
    text = [m for m in checked.data["check"]["modifiers"]
            if m["source"] == f"card:{BARROW_WIGHT}"]
    assert [m["amount"] for m in text] == [-2]
    # From ASKED_CHECKS_FROM the check names the card asking for it; 117 named none.
    assert checked.data["asked_by"] == BARROW_WIGHT
    old = only(decide_from(_played_as(str(ASKED_CHECKS_FROM - 1)), _facing(
        BARROW_WIGHT, _armed()), "roll", None, seed)[0], "CorruptionChecked")
    assert (old.data["character"], "asked_by" in old.data) == (SAM, False)
    facts, _ = decide_from(VERSION_12, _facing(BARROW_WIGHT, _armed()), "roll", None, seed)
    assert of_kind(facts, "BodyChecked") and not of_kind(facts, "CorruptionChecked")


@pytest.mark.rule("GON-TARGET-1", "CoE-3.iii")
def test_a_cave_drake_s_attacker_chooses_every_defender() -> None:
    state = fresh()
    company = state.companies[0]
    attack = Attack.from_creature(CATALOG.get(CAVE_DRAKE), len(company.characters))
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._declare(ctx, company.id, attack, CAVE_DRAKE, False)
    assert only(ctx.facts, "AttackDeclared").data["attacker_chooses"] is True
    assert not [a for a in RULESET.actions(ctx.state) if a.id.startswith("assign:")]
    RULESET.decide(ctx, "assign-done", {})
    assigned = of_kind(ctx.facts, "StrikeAssigned")
    # The two strikes go by GON-TARGET-1: the Wizard (mind 12) first, then the highest mind.
    assert [(f.rule, f.data["character"], f.data["by"]) for f in assigned] == [
        ("GON-TARGET-1", "TW-178", "attacker"), ("GON-TARGET-1", "TW-136", "attacker")]
    old = Context(VERSION_12, Table(7, {}, state))
    VERSION_12._declare(old, company.id, attack, CAVE_DRAKE, False)
    assert "attacker_chooses" not in only(old.facts, "AttackDeclared").data
    assert len([a for a in VERSION_12.actions(old.state) if a.id.startswith("assign:")]) == 4


@pytest.mark.rule("GON-HH-6", "CoE-3.iv.7")
def test_an_orc_lieutenant_is_stronger_after_an_orc_attack_this_turn() -> None:
    facts, _ = decide_from(RULESET, _facing(ORC_LIEUTENANT, _after(_armed(), ("", "Orcs"))),
                           "roll", None, 1)
    assert only(facts, "StrikeResolved").data["strike"] == 7 + 4
    facts, _ = decide_from(RULESET, _facing(ORC_LIEUTENANT, _after(_armed(), ("", "Wolves"))),
                           "roll", None, 1)
    assert only(facts, "StrikeResolved").data["strike"] == 7
    facts, _ = decide_from(VERSION_12, _facing(ORC_LIEUTENANT,
                                               _after(_armed(), ("", "Orcs"))), "roll", None, 1)
    assert only(facts, "StrikeResolved").data["strike"] == 7


@pytest.mark.rule("GON-HH-6", "CoE-3.iv.7")
def test_a_troll_after_another_of_the_three_strips_the_wounded_of_his_items() -> None:
    seed = 1  # the strike wounds Sam, his body check passes
    after_william = _after(_armed(), (WILLIAM, "Trolls"))
    facts, after = decide_from(RULESET, _facing(BERT, after_william), "roll", None, seed)
    lost = only(facts, "ItemLost")
    assert (lost.rule, lost.data["character"], lost.data["card"], lost.data["by"],
            lost.data["creature"]) == ("GON-HH-6", SAM, DAGGER, "“Bert” (Bûrat)", BERT)
    old = only(decide_from(_played_as(str(ITEM_LOST_CITED_FROM - 1)),
                           _facing(BERT, after_william), "roll", None, seed)[0], "ItemLost")
    assert old.rule == "CoE-3.iv.7"
    sam = after.companies[0].character(SAM)
    assert sam is not None and not sam.items and sam.state == "wounded"
    facts, _ = decide_from(RULESET, _facing(BERT, _armed()), "roll", None, seed)
    assert not of_kind(facts, "ItemLost")
    facts, _ = decide_from(VERSION_12, _facing(BERT, after_william), "roll", None, seed)
    assert not of_kind(facts, "ItemLost")


@pytest.mark.rule("GON-HH-6")
def test_the_attacks_a_company_faces_are_kept_for_the_turn() -> None:
    seed = 2  # the strike fails: the attack ends defeated
    facts, after = decide_from(RULESET, _facing(BERT, _armed()), "roll", None, seed)
    assert only(facts, "AttackEnded").data["defeated"] is True
    assert after.faced_by(after.companies[0].id) == ((BERT, "Trolls"),)
    assert RULESET.evolve(after, _turn_began(after)).faced == ()


def _turn_began(state: State) -> Fact:
    return Fact("TurnBegan", {"turn": state.turn + 1, "ring": False, "guardians": False},
                "GON-PLAY-1")
