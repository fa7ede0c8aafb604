"""Guise of the Necromancer from ``waiting_hazards.SINCE`` plays Traitor and Lure of Power by
their cards: face up, each comes into play with the corruption cards, right to left (GON-HH-5),
and waits on no character. The next character to fail a corruption check turns traitor and his
company is attacked at once, on the character GON-TARGET-1 picks among the others (none else:
no attack); an attack under way before its strikes is set aside till it is over. The next
character but a Hobbit to recruit a faction checks corruption at -4. Before that version each
was a dud, discarded and replaced (GON-DUD-2), and those versions replay as played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine import attacks_at_once
from domain.ruleset import Fact
from domain.rulesets.guise_of_the_necromancer import hazard_hand, hazard_play, waiting_hazards
from domain.rulesets.guise_of_the_necromancer.ruleset import GuiseOfTheNecromancer
from domain.rulesets.guise_of_the_necromancer.state import Company, State
from tests.rules.necromancer_support import (
    APART_INFLUENCE,
    CATALOG,
    CELEBORN,
    DOL_GULDUR,
    FILLER,
    HALDIR,
    LORIEN,
    LURE_CREATION,
    PALE_SWORD,
    RADAGAST,
    RULESET,
    SAM,
    UVATHA,
    WEARINESS,
    WOLVES,
    act,
    acts,
    fight_out,
    fresh,
    hazards,
)
from tests.rules.test_necromancer_great_ship import at_sea
from tests.rules.test_necromancer_item_uses import STAR_GLASS, bearing
from tests.rules.test_necromancer_old_road import at_lorien
from tests.rules.test_necromancer_old_road import attempt as old_road_attempt
from tests.rules.test_necromancer_red_arrow import RED_ARROW, RIDERS, at_edoras
from tests.support import of_kind, only

TRAITOR, LURE_OF_POWER, CORPSE_CANDLE = "TW-105", "TW-59", "TW-23"
HOBBITS, WOOD_ELVES = "TW-258", "TW-367"
BAG_END, THRANDUILS_HALLS = "TW-372", "TW-432"
HIDING, LEAFLOCK, KNIFE, IRON_CROWN = "TW-256", "TW-265", "TW-64", "TW-496"

OLD: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(waiting_hazards.SINCE - 1))
NEW: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(waiting_hazards.SINCE))
HIDING_FIRST: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(hazard_play.HIDING_FIRST_FROM))
ONE_CHECK: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(waiting_hazards.ONE_CHECK_FROM))
NO_ROLL: GuiseOfTheNecromancer = RULESET.at_version(  # type: ignore[assignment]
    str(waiting_hazards.NO_ROLL_FROM))


def _watched(facts: list[Fact]) -> list[tuple[str, str]]:
    """(kind, card or character) of the facts these tests follow, in order."""
    kinds = {"HazardEventWaits": "card", "HazardEventPlayed": "card",
             "CorruptionChecked": "character", "CharacterDiscarded": "character",
             "CharacterEliminated": "character", "TraitorTurned": "character",
             "TraitorAttackNotMade": "character", "AttackDeclared": "card",
             "StrikeAssigned": "character", attacks_at_once.SET_ASIDE: "card",
             attacks_at_once.TAKEN_UP: "card", "AttackEnded": "card"}
    return [(f.kind, str(f[kinds[f.kind]])) for f in facts if f.kind in kinds]


def _split(hand: list[str], alone: bool = False) -> State:
    """Haldir (his check fails on seed 9) in a company of his own at Lórien, with Celeborn and
    Sam unless ``alone``, its movement/hazard phase first, meeting this hazard hand."""
    state = hazards(fresh(), hand, FILLER)
    first = state.companies[0]
    his = (HALDIR,) if alone else (HALDIR, CELEBORN, SAM)
    mine = tuple(c for c in first.characters if c.card_id in his)
    rest = tuple(c for c in first.characters if c.card_id not in his)
    return replace(state, next_company=3, companies=(
        Company("2", LORIEN, mine, origin=LORIEN), replace(first, characters=rest)))


@pytest.mark.rule("GON-HH-5", "GON-DUD-2")
@pytest.mark.parametrize("card", [TRAITOR, LURE_OF_POWER])
def test_from_the_version_each_comes_into_play_and_waits(card: str) -> None:
    state = hazards(fresh(), [card], FILLER)
    facts, after = act(state, "go", ruleset=NEW)
    waits = only(facts, "HazardEventWaits")
    assert (waits.rule, waits["index"], waits["card"]) == ("GON-HH-5", 2, card)
    assert [f["card"] for f in of_kind(facts, "DudDiscarded")] == [FILLER[0]] * 2
    assert after.waiting == (card,) and card not in after.hazard_discard
    assert card not in [s.card for s in after.hazard_hand]
    assert not hazard_hand.always_dud(CATALOG.get(card), NEW.played)
    # Before, a dud, discarded and replaced (as test_necromancer_hazard_duds pins).
    facts, after = act(state, "go", ruleset=OLD)
    assert not of_kind(facts, "HazardEventWaits") and after.waiting == ()
    duds = [(f.rule, f["index"], f["card"]) for f in of_kind(facts, "DudDiscarded")]
    assert duds[0] == ("GON-DUD-2", 2, card) and card in after.hazard_discard
    assert hazard_hand.always_dud(CATALOG.get(card), OLD.played)


@pytest.mark.rule("GON-HH-5", "CoE-3.i")
@pytest.mark.parametrize("card", [TRAITOR, LURE_OF_POWER])
def test_no_ally_or_great_ship_waits_to_cancel_one(card: str) -> None:
    # Leaflock would cancel a hazard event played on a character of Radagast's company; these
    # are played on no character or company, so the hand does not wait for him.
    state = replace(hazards(fresh(), [card], FILLER), allies=((LEAFLOCK, RADAGAST),))
    facts, after = act(state, "go", seed=3)
    assert not of_kind(facts, "HazardCancelOffered") and after.ally_wait is None
    assert only(facts, "HazardEventWaits")["card"] == card and after.waiting == (card,)
    # Nor for a Great Ship at sea.
    aboard = at_sea(card)
    assert aboard.ship_wait is None and aboard.waiting == (card,)


@pytest.mark.rule("GON-HH-5")
def test_they_come_into_play_right_to_left() -> None:
    facts, after = act(hazards(fresh(), [TRAITOR, LURE_OF_POWER], FILLER), "go", ruleset=NEW)
    assert [(f["index"], f["card"]) for f in of_kind(facts, "HazardEventWaits")] == [
        (3, LURE_OF_POWER), (2, TRAITOR)]
    assert after.waiting == (LURE_OF_POWER, TRAITOR)
    assert NEW.board(after)["waiting_hazards"] == ["Lure of Power", "Traitor"]
    assert "waiting_hazards" not in NEW.board(fresh())
    assert NEW.narrate(of_kind(facts, "HazardEventWaits")[1]) == (
        "Traitor comes into play: it waits for the next failed corruption check. [GON-HH-5]")


@pytest.mark.rule("GON-HH-5", "GON-TARGET-1", "CoE-7.1", "CoE-9.5.3", "CoE-3.I.1")
def test_the_next_to_fail_a_check_turns_traitor_and_his_company_is_attacked() -> None:
    # Right to left: the Traitor comes into play, then Weariness of the Heart's check fails.
    facts, after = act(_split([WEARINESS, TRAITOR]), "go", seed=9, ruleset=NEW)
    assert _watched(facts) == [
        ("HazardEventWaits", TRAITOR), ("HazardEventPlayed", WEARINESS),
        ("CorruptionChecked", HALDIR), ("CharacterDiscarded", HALDIR),
        ("TraitorTurned", HALDIR), ("AttackDeclared", "None"), ("StrikeAssigned", CELEBORN)]
    turned = only(facts, "TraitorTurned")
    assert (turned["card"], turned["company"], turned["prowess"], turned["attacks"]) == (
        TRAITOR, "2", 5, True)  # Haldir's prowess with his items
    declared = only(facts, "AttackDeclared")
    assert (declared.rule, declared["origin"], declared["company"]) == (
        "CoE-9.5.3", waiting_hazards.ORIGIN, "2")
    assert (declared["attack"]["name"], declared["attack"]["strikes"],
            declared["attack"]["prowess"], declared["attack"]["body"]) == (
        "Traitor (Haldir)", 1, 15, None)
    # GON-TARGET-1 among the others of his company: Celeborn's mind 6 over Sam's.
    strike = only(facts, "StrikeAssigned")
    assert (strike.rule, strike["by"]) == ("GON-TARGET-1", "attacker")
    assert after.waiting == () and after.hazard_discard[-1] == TRAITOR
    assert after.traitor_attacks == () and after.fight is not None
    assert after.fight.assigned == (CELEBORN,) and not after.fight.assigning
    # The strike wounds Celeborn: his body check +1 (body 9 counts as 8).
    facts, after = act(after, "roll", seed=1, ruleset=NEW)
    body = only(facts, "BodyChecked")
    assert (body["character"], body["roll"], body["body"], body["eliminated"]) == (
        CELEBORN, 5, 8, False)
    assert body["check"]["modifiers"] == [{"amount": 1, "source": f"card:{TRAITOR}",
                                           "why": "Traitor's attack", "clause": "CoE-3.I.1"}]
    assert only(facts, "AttackEnded")["attack"] == "Traitor (Haldir)"
    assert not of_kind(facts, "CreatureDefeated") and after.fight is None


@pytest.mark.rule("GON-HH-5")
def test_a_check_failing_before_the_traitor_comes_into_play_turns_no_one() -> None:
    # The Traitor left of Weariness of the Heart: the check fails first, then it comes in.
    facts, after = act(hazards(fresh(), [TRAITOR, WEARINESS], FILLER), "go", seed=9,
                       ruleset=NEW)
    assert _watched(facts)[:4] == [
        ("HazardEventPlayed", WEARINESS), ("CorruptionChecked", HALDIR),
        ("CharacterDiscarded", HALDIR), ("HazardEventWaits", TRAITOR)]
    assert not of_kind(facts, "TraitorTurned") and after.waiting == (TRAITOR,)


@pytest.mark.rule("CoE-9.5.3")
def test_no_attack_is_made_with_no_one_else_in_the_traitor_s_company() -> None:
    facts, after = act(_split([WEARINESS, TRAITOR], alone=True), "go", seed=9, ruleset=NEW)
    assert only(facts, "TraitorTurned")["attacks"] is True
    not_made = only(facts, "TraitorAttackNotMade")
    assert (not_made["character"], not_made["company"], not_made["reason"]) == (
        HALDIR, "2", waiting_hazards.NO_ONE)
    assert not of_kind(facts, "AttackDeclared") and after.traitor_attacks == ()
    assert after.company("2") is None and after.fight is None


@pytest.mark.rule("CoE-9.5.3", "GON-TARGET-1", "GON-HH-6")
def test_a_corpse_candle_s_attack_is_set_aside_for_the_traitor_s() -> None:
    state = replace(hazards(fresh(), [CORPSE_CANDLE, TRAITOR], FILLER),
                    corruption=((HALDIR, LURE_CREATION, 2),))
    _, moving = acts(state, f"move:1:{DOL_GULDUR}", ruleset=NEW)
    facts, after = act(moving, "go", seed=3, ruleset=NEW)
    # Haldir's check fails among the Corpse-candle's: its attack waits, two checks to come.
    assert _watched(facts)[-6:] == [
        ("AttackDeclared", CORPSE_CANDLE), ("CorruptionChecked", RADAGAST),
        ("CorruptionChecked", HALDIR), ("CharacterEliminated", HALDIR),
        ("TraitorTurned", HALDIR), (attacks_at_once.SET_ASIDE, CORPSE_CANDLE)]
    aside = only(facts, attacks_at_once.SET_ASIDE)
    assert (aside.rule, aside["checks"]) == ("CoE-9.5.3", [CELEBORN, SAM])
    assert after.fight is None and [f.card for f in after.set_aside] == [CORPSE_CANDLE]
    # His items given, the traitor's attack is made at once, on the Wizard (mind 12).
    facts, after = act(after, "inherit-done", seed=3, ruleset=NEW)
    assert _watched(facts) == [("AttackDeclared", "None"), ("StrikeAssigned", RADAGAST)]
    # Once it is over the Corpse-candle's goes on: the checks still to come, then its strikes.
    facts, after = fight_out(after, seed=3, ruleset=NEW)
    assert _watched(facts)[-4:] == [
        ("AttackEnded", "None"), (attacks_at_once.TAKEN_UP, CORPSE_CANDLE),
        ("CorruptionChecked", CELEBORN), ("CorruptionChecked", SAM)]
    assert after.set_aside == () and after.fight is not None
    assert after.fight.card == CORPSE_CANDLE and after.fight.assigning
    assert after.fight.assigned == () and after.fight.checks_left == ()


def _hidden_at_dol_guldur(hiding: bool = True) -> State:
    """The starting company stays at Dol Guldur (a Dark-hold, a Corpse-candle's), hidden by
    Hiding unless not ``hiding``, Haldir (his check fails on seed 3) bearing a corruption
    card; a Corpse-candle and a Traitor face up."""
    state = fresh()
    return replace(hazards(state, [CORPSE_CANDLE, TRAITOR], FILLER),
                   hiding=(("1", HIDING),) if hiding else (),
                   corruption=((HALDIR, LURE_CREATION, 2),),
                   companies=(replace(state.companies[0], location=DOL_GULDUR),))


@pytest.mark.rule("CoE-3.i", "CoE-9.5.3")
def test_hiding_cancels_a_corpse_candle_before_its_checks_from_the_version() -> None:
    facts, after = act(_hidden_at_dol_guldur(), "go", seed=3, ruleset=HIDING_FIRST)
    assert _watched(facts) == [("HazardEventWaits", TRAITOR), ("AttackDeclared", CORPSE_CANDLE)]
    canceled = only(facts, "AttackCanceled")
    assert (canceled.rule, canceled["card"], canceled["by"]) == (
        "CoE-3.i", CORPSE_CANDLE, HIDING)
    assert not of_kind(facts, "CorruptionChecked") and after.waiting == (TRAITOR,)
    assert after.fight is None and after.set_aside == ()
    assert CORPSE_CANDLE in after.hazard_discard
    # Not hidden, its checks are made as before: Haldir's fails and turns him.
    facts, after = act(_hidden_at_dol_guldur(hiding=False), "go", seed=3,
                       ruleset=HIDING_FIRST)
    assert not of_kind(facts, "AttackCanceled")
    assert _watched(facts)[-4:] == [
        ("CorruptionChecked", HALDIR), ("CharacterEliminated", HALDIR),
        ("TraitorTurned", HALDIR), (attacks_at_once.SET_ASIDE, CORPSE_CANDLE)]
    # The version before made the checks first: the Traitor's attack set the Corpse-candle's
    # aside, past Hiding, to be taken up against the hidden company.
    facts, after = act(_hidden_at_dol_guldur(), "go", seed=3, ruleset=NEW)
    assert _watched(facts) == [
        ("HazardEventWaits", TRAITOR), ("AttackDeclared", CORPSE_CANDLE),
        ("CorruptionChecked", RADAGAST), ("CorruptionChecked", HALDIR),
        ("CharacterEliminated", HALDIR), ("TraitorTurned", HALDIR),
        (attacks_at_once.SET_ASIDE, CORPSE_CANDLE)]
    assert not of_kind(facts, "AttackCanceled")
    assert [f.card for f in after.set_aside] == [CORPSE_CANDLE]


def _star_glass(state: State, hand: list[str], creature: str) -> State:
    """Haldir (his check fails on seed 1) bears the Star-glass and a corruption card, the
    company moves to Dol Guldur and ``creature`` of ``hand`` attacks it, a Traitor waiting;
    the attack is read as of Wolves, which the Star-glass weakens, its bearer then checking
    corruption before any strike is assigned."""
    state = replace(bearing(state, HALDIR, STAR_GLASS), corruption=((HALDIR, LURE_CREATION, 2),))
    _, moving = acts(hazards(state, hand, FILLER), f"move:1:{DOL_GULDUR}")
    _, attacked = act(moving, "go", seed=3)
    assert attacked.fight is not None and attacked.fight.card == creature
    return replace(attacked, waiting=(TRAITOR,), fight=replace(
        attacked.fight, attack=replace(attacked.fight.attack, race="Wolves")))


WEAKEN = f"use:{STAR_GLASS}:{HALDIR}:weaken"


@pytest.mark.rule("CoE-9.5.3", "CoE-7.1")
def test_a_check_failing_amid_an_attack_before_its_strikes_sets_it_aside() -> None:
    facts, after = act(_star_glass(fresh(), [WOLVES], WOLVES), WEAKEN, seed=1)
    assert _watched(facts) == [
        ("CorruptionChecked", HALDIR), ("CharacterDiscarded", HALDIR),
        ("TraitorTurned", HALDIR), (attacks_at_once.SET_ASIDE, WOLVES),
        ("AttackDeclared", "None"), ("StrikeAssigned", RADAGAST)]
    aside = only(facts, attacks_at_once.SET_ASIDE)
    assert (aside.rule, aside["card"], aside["checks"]) == ("CoE-9.5.3", WOLVES, [])
    facts, after = fight_out(after, seed=3)
    assert _watched(facts)[-2:] == [("AttackEnded", "None"), (attacks_at_once.TAKEN_UP, WOLVES)]
    assert after.fight is not None and after.fight.card == WOLVES and after.fight.assigning


@pytest.mark.rule("CoE-9.5.3", "CoE-3.v")
def test_an_attack_set_aside_ends_with_no_strike_once_its_company_is_gone() -> None:
    # Haldir and Sam alone in the company attacked (on APART_INFLUENCE); the traitor's
    # strike kills Sam.
    state = fresh()
    first = state.companies[0]
    theirs = tuple(c for c in first.characters if c.card_id in (HALDIR, SAM))
    rest = tuple(c for c in first.characters if c.card_id not in (HALDIR, SAM))
    state = replace(state, next_company=3, general_influence=APART_INFLUENCE, companies=(
        replace(first, characters=theirs), Company("2", LORIEN, rest, origin=LORIEN)))
    _, after = act(_star_glass(state, [WOLVES], WOLVES), WEAKEN, seed=1)
    assert [f.card for f in after.set_aside] == [WOLVES]
    facts, after = fight_out(after, seed=2)
    assert _watched(facts)[-4:] == [
        ("CharacterEliminated", SAM), ("AttackEnded", "None"),
        (attacks_at_once.TAKEN_UP, WOLVES), ("AttackEnded", WOLVES)]
    ended = of_kind(facts, "AttackEnded")[-1]
    assert (ended.rule, ended["defeated"]) == ("CoE-3.v", False)
    assert after.company("1") is None and after.fight is None and after.set_aside == ()
    assert WOLVES in after.hazard_discard


@pytest.mark.rule("CoE-9.5.3", "GON-HH-7")
def test_the_blades_of_an_attack_set_aside_wait_for_it() -> None:
    state = _star_glass(fresh(), [KNIFE, PALE_SWORD, UVATHA], UVATHA)
    _, after = act(state, WEAKEN, seed=1)
    assert [f.card for f in after.set_aside] == [UVATHA]
    # The traitor's attack over, the blades played with the Nazgûl's still wait with it.
    facts, after = fight_out(after, seed=1)
    assert _watched(facts)[-2:] == [("AttackEnded", "None"), (attacks_at_once.TAKEN_UP, UVATHA)]
    assert not of_kind(facts, "BladeDiscarded") and not of_kind(facts, "HazardPlacedOnCharacter")
    assert after.blades == (PALE_SWORD, KNIFE)
    # Once the Nazgûl's is over they leave: the Sword on Radagast it wounded, the knife discarded.
    facts, after = fight_out(after, seed=3)
    assert [(f.kind, f["card"]) for f in facts
            if f.kind in ("HazardPlacedOnCharacter", "BladeDiscarded")] == [
        ("HazardPlacedOnCharacter", PALE_SWORD), ("BladeDiscarded", KNIFE)]
    assert after.blades == ()


def _entered(site: str, hand: tuple[str, ...]) -> State:
    """The starting company has entered ``site``, a Lure of Power in play."""
    state = fresh()
    return replace(state, phase="site", step="entered", pending=("1",), hand=hand,
                   companies=(replace(state.companies[0], location=site),),
                   waiting=(LURE_OF_POWER,))


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_lure_of_power_checks_the_next_to_recruit_a_faction_at_minus_four() -> None:
    facts, after = act(_entered(THRANDUILS_HALLS, (WOOD_ELVES,)),
                       f"influence:{WOOD_ELVES}:{CELEBORN}", seed=2, ruleset=NEW)
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "FactionInfluenced", "CorruptionChecked", "HazardEventLeft"]
    assert only(facts, "FactionInfluenced")["succeeded"] is True
    check = only(facts, "CorruptionChecked")
    assert (check["character"], check["roll"], check["result"]) == (CELEBORN, 11, "passed")
    assert check["check"]["modifiers"] == [{"amount": -4, "source": f"card:{LURE_OF_POWER}",
                                            "why": "Lure of Power", "clause": "CoE-7.1"}]
    left = only(facts, "HazardEventLeft")
    assert (left.rule, left["card"], left["checked"]) == ("CoE-5.3", LURE_OF_POWER, CELEBORN)
    assert after.waiting == () and after.hazard_discard == (LURE_OF_POWER,)


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1", "CoE-5.3")
def test_with_two_lures_in_play_one_check_is_made_and_both_leave() -> None:
    # Its card's ruling: one check, every copy discarded (from ONE_CHECK_FROM).
    state = replace(_entered(THRANDUILS_HALLS, (WOOD_ELVES,)),
                    waiting=(LURE_OF_POWER, LURE_OF_POWER))
    action = f"influence:{WOOD_ELVES}:{CELEBORN}"
    facts, after = act(state, action, seed=2, ruleset=ONE_CHECK)
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "FactionInfluenced", "CorruptionChecked", "HazardEventLeft", "HazardEventLeft"]
    assert after.waiting == () and after.hazard_discard == (LURE_OF_POWER, LURE_OF_POWER)
    # The version before: a check by each copy in turn.
    before = RULESET.at_version(str(waiting_hazards.ONE_CHECK_FROM - 1))
    facts, after = act(state, action, seed=2, ruleset=before)  # type: ignore[arg-type]
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "FactionInfluenced", "CorruptionChecked", "HazardEventLeft", "CorruptionChecked",
        "HazardEventLeft"]
    assert after.waiting == ()


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_a_recruit_with_no_roll_is_lured_and_checked_by_the_iron_crown_from_the_version() -> None:
    # The Red Arrow's bearer recruits the Riders of Rohan by an influence attempt that
    # succeeds automatically: Lure of Power has him check, as does The Iron Crown he bears.
    lured = replace(at_edoras(bearing(fresh(), HALDIR, RED_ARROW)), waiting=(LURE_OF_POWER,))
    crowned = at_edoras(bearing(fresh(), HALDIR, RED_ARROW, IRON_CROWN))
    action = f"influence:{RIDERS}:{HALDIR}"
    facts, after = act(lured, action, seed=1, ruleset=NO_ROLL)
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "FactionInfluenced", "CorruptionChecked", "CharacterEliminated", "HazardEventLeft"]
    assert only(facts, "FactionInfluenced")["by_item"] == RED_ARROW
    assert {"amount": -4, "source": f"card:{LURE_OF_POWER}", "why": "Lure of Power",
            "clause": "CoE-7.1"} in only(facts, "CorruptionChecked")["check"]["modifiers"]
    assert after.waiting == () and after.hazard_discard[-1] == LURE_OF_POWER
    facts, _ = act(crowned, action, seed=2, ruleset=NO_ROLL)
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "FactionInfluenced", "CorruptionChecked"]
    # The version before read it as no influence attempt: no check.
    before = RULESET.at_version(str(waiting_hazards.NO_ROLL_FROM - 1))
    for state in (lured, crowned):
        facts, after = act(state, action, seed=1, ruleset=before)  # type: ignore[arg-type]
        assert [f.kind for f in facts if f.kind != "DiceRolled"] == ["FactionInfluenced"]
    assert after.waiting == ()
    facts, after = act(lured, action, seed=1, ruleset=before)  # type: ignore[arg-type]
    assert after.waiting == (LURE_OF_POWER,)


@pytest.mark.rule("CoE-2.V.3", "CoE-7.1")
def test_a_recruit_by_old_road_checks_too_and_a_refusal_leaves_it_waiting() -> None:
    state = at_lorien(waiting=(LURE_OF_POWER,))
    facts, after = old_road_attempt(state, succeeds=True)
    assert [f.kind for f in facts if f.kind != "DiceRolled"] == [
        "ResourcePlayed", "FactionInfluenced", "CorruptionChecked", "HazardEventLeft"]
    check = only(facts, "CorruptionChecked")
    assert check["character"] == HALDIR and {
        "amount": -4, "source": f"card:{LURE_OF_POWER}", "why": "Lure of Power",
        "clause": "CoE-7.1"} in check["check"]["modifiers"]
    assert after.waiting == () and after.hazard_discard == (LURE_OF_POWER,)
    facts, after = old_road_attempt(state, succeeds=False)
    assert not of_kind(facts, "CorruptionChecked") and after.waiting == (LURE_OF_POWER,)


@pytest.mark.rule("CoE-2.V.3")
def test_a_hobbit_s_recruit_leaves_lure_of_power_waiting() -> None:
    facts, after = act(_entered(BAG_END, (HOBBITS,)), f"influence:{HOBBITS}:{SAM}", seed=1,
                       ruleset=NEW)
    assert only(facts, "FactionInfluenced")["succeeded"] is True
    assert not of_kind(facts, "CorruptionChecked") and not of_kind(facts, "HazardEventLeft")
    assert after.waiting == (LURE_OF_POWER,)


@pytest.mark.rule("GON-HH-5")
@pytest.mark.parametrize("card", [TRAITOR, LURE_OF_POWER])
def test_the_coverage_row_reads_scripted(card: str) -> None:
    assert waiting_hazards.plays(RULESET.played, card)
    assert coverage.in_ruleset("necromancer", CATALOG.get(card)) == coverage.InRuleset(
        coverage.SCRIPTED)


@pytest.mark.rule("CoE-5.1", "CoE-5.3")
def test_the_cock_crows_discards_one_waiting() -> None:
    gates, cock_crows = "TW-243", "TW-342"
    discard = f"resource:{cock_crows}:discard"
    state = replace(fresh(), hand=(cock_crows,), permanents=(gates,),
                    waiting=(TRAITOR, LURE_OF_POWER), corruption=((SAM, LURE_CREATION, 2),))
    assert [a.id for a in NEW.actions(state) if a.id.startswith(discard)] == [
        f"{discard}:{TRAITOR}", f"{discard}:{LURE_OF_POWER}", f"{discard}:{LURE_CREATION}@{SAM}"]
    # The automatic player takes the corruption card (points), the waiting ones counting none.
    assert NEW.policy(state, NEW.actions(state))[0] == f"{discard}:{LURE_CREATION}@{SAM}"
    facts, after = act(state, f"{discard}:{TRAITOR}", ruleset=NEW)
    left = only(facts, "HazardEventLeft")
    assert (left.rule, left["card"], left["by"]) == ("CoE-5.1", TRAITOR, cock_crows)
    assert NEW.narrate(left) == "The Cock Crows discards Traitor. [CoE-5.1]"
    assert after.waiting == (LURE_OF_POWER,) and after.hazard_discard == (TRAITOR,)
