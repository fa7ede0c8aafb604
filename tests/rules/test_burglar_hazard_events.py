"""Burglar Wants a Good Job from ``hazard_events.SINCE`` plays the hazard hand's short-events
by their cards (BWJ-SEQ-10, BWJ-SEQ-11, BWJ-SEQ-15; ``hobbit.hazard_events`` over the engine's
``hazard_events``, shared with The Road Goes Ever On): Arouse Minions and Arouse Denizens
strengthen the first automatic-attack at the company's new site, River and the Lost events
hold its site phase, Lost in Shadow-lands and Lost in Dark-domains raise the hazard limit. One
whose condition the company's move fails stays face up. The version before plays them as it
did: played, doing nothing. Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.checks import Modifier
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.burglar import hazard_events, mouth_of_sauron, traitor
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import ASKED_CHECKS_FROM
from domain.rulesets.hobbit.state import STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    ORC_PATROL,
    ORCRIST,
    RULESET,
    SWORD,
    THRANDUIL,
    act,
    advance,
    at,
    fresh,
    ids,
    moving,
    played_as,
    with_hand,
)
from tests.support import advance_from, of_kind, only

AROUSE_DENIZENS, AROUSE_MINIONS, RIVER = "TW-6", "TW-7", "TW-84"
LOST_AT_SEA, LOST_IN_FREE_DOMAINS = "TW-50", "TW-53"
LOST_IN_SHADOW_LANDS, LOST_IN_DARK_DOMAINS = "TW-54", "TW-52"
CHOKING_SHADOWS, EARTHS_FIRE, DESOLATION, FELL_BEAST = "TW-21", "TW-11", "TW-29", "TW-33"
WORDS_OF_TERROR, GREED = "TW-115", "TW-42"
BEFORE_ASKED = played_as(str(ASKED_CHECKS_FROM - 1))
ARAGORN, CAVE_DRAKE, WITCH_KING = "TW-120", "TW-20", "TW-113"
BEFORE = played_as(str(hazard_events.SINCE - 1))
BEFORE_SECOND = played_as(str(hazard_events.SECOND_SINCE - 1))
MORIA = CATALOG.find("Moria", "Hero").id


def staying(at: str, *hazards: str) -> State:
    return replace(moving(fresh(), at, at, *hazards), moved=False)


def _played(facts: list) -> list[str]:  # type: ignore[type-arg]
    return [f["card"] for f in of_kind(facts, "HazardPlayed")]


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-17")
def test_arouse_minions_adds_three_to_the_first_automatic_attack_at_a_shadow_hold() -> None:
    facts, at_site = advance(moving(fresh(), "Lórien", "Moria", AROUSE_MINIONS))
    assert _played(facts) == [AROUSE_MINIONS]
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force.rule, in_force["effect"], in_force["target"], in_force["amount"]) == \
        ("BWJ-SEQ-15", "automatic-attack-prowess", MORIA, 3)
    assert at_site.phase == "site" and "enter" in ids(at_site)
    facts, fighting = act(at_site, "enter")
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["prowess"], declared["hazard_events"]) == (10, [AROUSE_MINIONS])
    assert fighting.hazard_effects == ()  # spent on that attack
    # The version before: played, doing nothing.
    facts, at_site = advance_from(BEFORE, moving(fresh(), "Lórien", "Moria", AROUSE_MINIONS), 7)
    assert _played(facts) == [AROUSE_MINIONS] and not of_kind(facts, "HazardEffectInForce")
    facts, _ = act(at_site, "enter", ruleset=BEFORE)
    assert only(facts, "AttackDeclared")["attack"]["prowess"] == 7


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15")
def test_arouse_denizens_waits_face_up_for_a_ruins_and_lairs() -> None:
    facts, after = advance(moving(fresh(), "Lórien", "Moria", AROUSE_DENIZENS))
    assert _played(facts) == [] and after.row == (AROUSE_DENIZENS,)
    facts, _ = advance_from(BEFORE, moving(fresh(), "Lórien", "Moria", AROUSE_DENIZENS), 7)
    assert _played(facts) == [AROUSE_DENIZENS]  # the version before played it anyway
    weathertop = CATALOG.find("Weathertop", "Hero").id
    facts, at_site = advance(moving(fresh(), "Rivendell", "Weathertop", AROUSE_DENIZENS))
    assert (_played(facts), only(facts, "HazardEffectInForce")["target"]) == \
        ([AROUSE_DENIZENS], weathertop)
    facts, _ = act(at_site, "enter")
    assert only(facts, "AttackDeclared")["attack"]["prowess"] == \
        CATALOG.get(weathertop).automatic_attacks[0].prowess + 3


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-BURG-6")
def test_the_aroused_attack_is_the_one_faced_after_a_failed_burglary_too() -> None:
    _, at_site = advance(moving(fresh(), "Lórien", "Moria", AROUSE_MINIONS))
    facts, _ = act(at_site, "burgle", seed=1)  # seed 1: the burglary fails
    assert only(facts, "BurglaryFailed")["total"] <= 10
    declared = only(facts, "AttackDeclared")
    assert (declared["attack"]["prowess"], declared["hazard_events"]) == (10, [AROUSE_MINIONS])


@pytest.mark.rule("BWJ-SEQ-15", "BWJ-SEQ-17")
def test_river_holds_the_site_phase_unless_an_untapped_ranger_taps() -> None:
    facts, at_site = advance(moving(fresh(), "Lórien", "Moria", RIVER))
    in_force = only(facts, "HazardEffectInForce")
    assert (in_force["effect"], in_force["target"]) == ("site-phase-lost", "company")
    assert ids(at_site) == ["pass"]  # Bilbo is no ranger
    for action in ("enter", "burgle"):
        with pytest.raises(IllegalAction) as refused:
            act(at_site, action)
        assert "River" in str(refused.value) and refused.value.clause == "BWJ-SEQ-15"
    _, with_ranger = advance(moving(with_hand(fresh(), ARAGORN), "Lórien", "Moria", RIVER))
    assert ids(with_ranger) == [f"river:{ARAGORN}", "pass"]
    facts, crossed = act(with_ranger, f"river:{ARAGORN}")
    assert [(f.kind, f.rule) for f in facts][-2:] == [("CharacterTapped", "BWJ-SEQ-15"),
                                                      ("HazardEffectEnded", "BWJ-SEQ-15")]
    assert only(facts, "CharacterTapped")["character"] == ARAGORN
    assert crossed.hazard_effects == () and {"enter", "burgle"} <= set(ids(crossed))
    # The version before: River played, the site phase as ever.
    _, before = advance_from(BEFORE, moving(fresh(), "Lórien", "Moria", RIVER), 7)
    assert {"enter", "burgle", "pass"} <= {a.id for a in BEFORE.actions(before)}


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15")
def test_river_waits_face_up_while_the_company_stays() -> None:
    facts, after = advance(staying("Moria", RIVER))
    assert _played(facts) == [] and after.row == (RIVER,)


@pytest.mark.rule("BWJ-SEQ-15")
def test_lost_at_sea_and_in_free_domains_leave_nothing_in_the_site_phase() -> None:
    facts, at_site = advance(moving(with_hand(fresh(), ARAGORN),
                                    "Lórien", "Minas Tirith", LOST_IN_FREE_DOMAINS))
    assert only(facts, "HazardEffectInForce")["effect"] == "site-phase-nothing"
    assert ids(at_site) == ["pass"]  # no ranger crosses this
    with pytest.raises(IllegalAction) as refused:
        act(at_site, f"river:{ARAGORN}")
    assert "Lost in Free-domains" in str(refused.value)
    facts, after = advance(moving(fresh(), "Lórien", "Moria", LOST_IN_FREE_DOMAINS))
    assert _played(facts) == [] and after.row == (LOST_IN_FREE_DOMAINS,)  # no Free-domain
    facts, at_site = advance(moving(fresh(), "Edhellond", "Tolfalas", LOST_AT_SEA))
    assert _played(facts) == [LOST_AT_SEA] and ids(at_site) == ["pass"]
    facts, _ = act(at_site, "pass")
    assert only(facts, "PhaseBegan")["phase"] == "end-of-turn"


@pytest.mark.rule("BWJ-SEQ-13", "BWJ-SEQ-15")
def test_lost_in_shadow_lands_and_dark_domains_raise_the_hazard_limit() -> None:
    facts, _ = advance(moving(fresh(), "Rivendell", "Mount Gram", LOST_IN_SHADOW_LANDS))
    changed = only(facts, "HazardLimitChanged")  # one Shadow-land in the site path
    assert (changed.rule, changed["change"], changed["limit"]) == ("BWJ-SEQ-15", 1, 3)
    facts, _ = advance(moving(fresh(), "Lórien", "Dol Guldur", LOST_IN_DARK_DOMAINS))
    assert (only(facts, "HazardLimitChanged")["change"],
            only(facts, "HazardLimitChanged")["limit"]) == (2, 4)
    for card in (LOST_IN_SHADOW_LANDS, LOST_IN_DARK_DOMAINS):
        facts, after = advance(moving(fresh(), "Lórien", "Moria", card))  # neither in that path
        assert _played(facts) == [] and after.row == (card,)
    facts, _ = advance_from(BEFORE, moving(fresh(),
                                           "Lórien", "Dol Guldur", LOST_IN_DARK_DOMAINS), 7)
    assert not of_kind(facts, "HazardLimitChanged")


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_limit_raised_lets_more_hazards_be_played_this_phase() -> None:
    hazards = (LOST_IN_DARK_DOMAINS, AROUSE_MINIONS, RIVER, AROUSE_MINIONS)
    facts, _ = advance(moving(fresh(), "Lórien", "Dol Guldur", *hazards))
    # Limit 2 doubled to 4: the second Arouse Minions cannot be duplicated on the site.
    assert _played(facts) == [LOST_IN_DARK_DOMAINS, AROUSE_MINIONS, RIVER]
    assert only(facts, "HazardPlayEnded")["face_up"] == 1


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_cards_read_scripted_in_burglars_column() -> None:
    # Choking Shadows and the Earth's Fire with their alternatives from TREATMENTS_FROM.
    for card in (AROUSE_DENIZENS, AROUSE_MINIONS, RIVER, LOST_AT_SEA, LOST_IN_FREE_DOMAINS,
                 LOST_IN_SHADOW_LANDS, LOST_IN_DARK_DOMAINS, WORDS_OF_TERROR, GREED,
                 CHOKING_SHADOWS, EARTHS_FIRE):
        assert coverage.in_ruleset("burglar", CATALOG.get(card)) == \
            coverage.InRuleset(coverage.SCRIPTED), card
    # Dragon's Desolation with its alternative from ALTERNATIVES_FROM.
    assert coverage.in_ruleset("burglar", CATALOG.get(DESOLATION)) == \
        coverage.InRuleset(coverage.SCRIPTED)
    # Fell Beast with its keyings and the attacker's choice from FELL_BEAST_FROM.
    assert coverage.in_ruleset("burglar", CATALOG.get(FELL_BEAST)) == \
        coverage.InRuleset(coverage.SCRIPTED)


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15")
def test_choking_shadows_and_the_earths_fire_add_two_to_the_first_automatic_attack() -> None:
    facts, at_site = advance(moving(fresh(), "Lórien", "Moria", EARTHS_FIRE, CHOKING_SHADOWS))
    # Moria is a Shadow-hold: the Earth's Fire is played, Choking Shadows waits face up.
    assert _played(facts) == [EARTHS_FIRE] and at_site.row == (CHOKING_SHADOWS,)
    facts, _ = act(at_site, "enter")
    assert only(facts, "AttackDeclared")["attack"]["prowess"] == 7 + 2
    facts, after = advance(moving(fresh(), "Lórien", "Moria", EARTHS_FIRE, EARTHS_FIRE))
    assert _played(facts) == [EARTHS_FIRE] and after.row == (EARTHS_FIRE,)  # not twice
    facts, _ = advance(moving(fresh(), "Rivendell", "Weathertop", CHOKING_SHADOWS))
    assert only(facts, "HazardEffectInForce")["amount"] == 2
    facts, _ = advance_from(BEFORE_SECOND, moving(fresh(), "Lórien", "Moria", CHOKING_SHADOWS), 7)
    assert _played(facts) == [CHOKING_SHADOWS] and not of_kind(facts, "HazardEffectInForce")


def _declared(state: State, creature: str,
              ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[Attack, list[str]]:
    ctx = Context(ruleset, Table(7, {}, state))
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    ruleset._declare(ctx, attack, "hand", creature)
    declared = only(ctx.facts, "AttackDeclared")
    return Attack.from_json(declared["attack"]), list(declared.data.get("hazard_events") or [])


@pytest.mark.rule("BWJ-SEQ-15")
def test_desolation_and_fell_beast_wait_for_the_next_attack_of_their_race() -> None:
    facts, after = advance(moving(fresh(), "Lórien", "Moria", DESOLATION, FELL_BEAST))
    assert [(f["card"], f["effect"], f["amount"]) for f in of_kind(
        facts, "HazardEffectInForce")] == [(DESOLATION, "race-attack", 2),
                                           (FELL_BEAST, "race-attack", -2)]
    drake = Attack.from_creature(CATALOG.get(CAVE_DRAKE), 1)
    attack, spent = _declared(after, CAVE_DRAKE)
    assert (attack.strikes, attack.prowess, spent) == (drake.strikes, drake.prowess + 2,
                                                       [DESOLATION])
    nazgul = Attack.from_creature(CATALOG.get(WITCH_KING), 1)
    attack, spent = _declared(after, WITCH_KING)
    assert (attack.strikes, attack.prowess, spent) == (nazgul.strikes + 1, nazgul.prowess - 2,
                                                       [FELL_BEAST])
    orcs = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)
    assert _declared(after, ORC_PATROL) == (orcs, [])  # neither waits for Orcs
    # The version before: played, they left nothing in force.
    _, before = advance_from(BEFORE_SECOND, moving(fresh(), "Lórien", "Moria", DESOLATION), 7)
    assert _declared(before, CAVE_DRAKE, BEFORE_SECOND) == (drake, [])


@pytest.mark.rule("BWJ-SEQ-11", "BWJ-SEQ-15")
def test_words_of_power_and_terror_follow_a_nazgul_attack_on_the_company() -> None:
    facts, after = advance(moving(fresh(), "Lórien", "Moria", WORDS_OF_TERROR))
    assert _played(facts) == [] and after.row == (WORDS_OF_TERROR,)  # no Nazgûl faced yet
    faced = moving(fresh(), "Lórien", "Moria", WORDS_OF_TERROR, WORDS_OF_TERROR)
    facts, after = advance(replace(faced, faced=((WITCH_KING, "Nazgûl"),)))
    assert _played(facts) == [WORDS_OF_TERROR] and after.row == (WORDS_OF_TERROR,)
    assert after.company_prowess == -1  # every character, to the end of the turn
    attack = Attack.from_creature(CATALOG.get(ORC_PATROL), 1)
    striking = replace(after, combat=Combat(attack, "hand", ORC_PATROL, stage=STRIKING,
                                            assigned=(BILBO,), striking=BILBO))
    facts, _ = act(striking, "roll")
    modifiers = only(facts, "StrikeResolved")["check"]["modifiers"]
    assert [m["amount"] for m in modifiers if m["source"] == "state:company-prowess"] == [-1]


@pytest.mark.rule("BWJ-SEQ-15")
def test_greed_makes_the_others_check_as_an_item_is_played_at_the_site() -> None:
    moria = CATALOG.find("Moria", "Hero").id
    state = replace(with_hand(at(fresh(), "Moria"), THRANDUIL), phase="site", step="entered",
                    hand=(ORCRIST, SWORD),
                    hazard_effects=((GREED, "greed", moria, 0),))
    facts, _ = act(state, f"play:{SWORD}:{BILBO}")
    check = only(facts, "CorruptionChecked")
    assert check["character"] == THRANDUIL  # Bilbo, a Hobbit and the bearer, does not
    # From ASKED_CHECKS_FROM the check names Greed, whose modifier it is; before, the item's.
    assert check["asked_by"] == GREED
    assert [(m["amount"], m["source"]) for m in check["check"]["modifiers"]
            if "Greed" in m["why"]] == [(-2, f"card:{GREED}")]
    facts, _ = act(state, f"play:{SWORD}:{BILBO}", ruleset=BEFORE_ASKED)
    check = only(facts, "CorruptionChecked")
    assert "asked_by" not in check.data
    assert [(m["amount"], m["source"]) for m in check["check"]["modifiers"]
            if "Greed" in m["why"]] == [(-2, f"card:{SWORD}")]
    facts, _ = act(replace(state, hazard_effects=()), f"play:{SWORD}:{BILBO}")
    assert not of_kind(facts, "CorruptionChecked")


TRAITOR = "TW-105"  # its text read from ``traitor.SINCE``
BEFORE_TRAITOR = played_as(str(traitor.SINCE - 1))


@pytest.mark.rule("BWJ-SEQ-10")
def test_a_hazard_event_whose_text_is_not_read_is_played_in_turn_with_no_effect() -> None:
    facts, at_site = advance_from(BEFORE_TRAITOR, moving(fresh(), "Lórien", "Moria", TRAITOR),
                                  7)
    assert _played(facts) == [TRAITOR]
    assert of_kind(facts, "HazardEffectInForce") == [] and of_kind(facts, "PlayerRuling") == []
    assert at_site.phase == "site" and at_site.hazard_hand == ()
    assert at_site.traitors == () and at_site.hazard_discard == (TRAITOR,)
    # From ``traitor.SINCE`` it stays in play, waiting for a failed corruption check.
    facts, at_site = advance(moving(fresh(), "Lórien", "Moria", TRAITOR))
    played = only(facts, "HazardPlayed")
    assert (played["card"], played["traitor"]) == (TRAITOR, True)
    assert at_site.traitors == (TRAITOR,) and at_site.hazard_discard == ()
    # Its attack made at once during another from ``traitor.AT_ONCE_SINCE``: scripted.
    assert coverage.in_ruleset("burglar", CATALOG.get(TRAITOR)) == coverage.InRuleset(
        coverage.SCRIPTED, "")


def _check_failed(state: State, who: str, seed: int = 1,
                  ruleset: BurglarWantsAGoodJob = RULESET) -> tuple[list[Fact], State]:
    """``who``'s corruption check, made to fail (-20), and the game played on."""
    ctx = Context(ruleset, Table(seed, {}, state))
    character = ctx.state.character(who)
    assert character is not None
    assert not ruleset._corruption_checked(ctx, character, [Modifier(-20, "test", "made to fail",
                                                                     "CoE-7.1")])
    ruleset._advance(ctx)
    return ctx.facts, ctx.state


@pytest.mark.rule("BWJ-SEQ-14", "BWJ-SEQ-15", "BWJ-WIN-5")
def test_a_traitor_turns_at_the_next_failed_check_and_attacks_his_company() -> None:
    state = replace(with_hand(with_hand(at(fresh(), "Lórien"), ARAGORN), THRANDUIL),
                    phase="organization", step="", traitors=(TRAITOR,))
    facts, after = _check_failed(state, ARAGORN)
    turned = only(facts, "TraitorTurned")
    assert (turned.rule, turned["card"], turned["character"], turned["attacks"]) == \
        ("BWJ-SEQ-15", TRAITOR, ARAGORN, True)
    declared = only(facts, "AttackDeclared")
    assert (declared["origin"], declared["card"], declared["attack"]["strikes"],
            declared["attack"]["prowess"]) == \
        ("traitor", None, 1, CATALOG.get(ARAGORN).prowess + 10)
    # The hazard side's choice (BWJ-SEQ-14): the first by its ranking, never the traitor.
    first = min((c for c in state.company if c.card_id != ARAGORN), key=RULESET.attack_rank)
    assigned = only(facts, "StrikeAssigned")
    assert (assigned.rule, assigned["character"], assigned["by"]) == \
        ("BWJ-SEQ-14", first.card_id, "attacker") and first.card_id == THRANDUIL
    assert after.traitors == () and after.hazard_discard[-1] == TRAITOR
    assert after.traitor_attacks == () and after.combat is not None
    assert [(m.amount, m.source) for m in RULESET._body_bonuses(after, after.company[0])] == \
        [(1, f"card:{TRAITOR}")]  # its body check +1
    # A traitor left alone in his company (kept in play by a card) is attacked by no one.
    alone = replace(state, company=state.company[:1], traitors=(),
                    traitor_attacks=((BILBO, 1),))
    facts, after = advance(alone)
    assert only(facts, "TraitorAttackNotMade")["reason"] == traitor.NO_ONE
    assert after.combat is None and after.traitor_attacks == ()
    # The Burglar failing loses the game: no attack.
    facts, after = _check_failed(replace(state, company=state.company[:1]), BILBO)
    assert only(facts, "TraitorTurned")["attacks"] is False and not of_kind(facts,
                                                                           "AttackDeclared")
    # The version before: nothing happens (it was never in play then).
    facts, after = _check_failed(replace(state, traitors=()), ARAGORN, ruleset=BEFORE_TRAITOR)
    assert not of_kind(facts, "TraitorTurned") and after.combat is None


MOUTH_OF_SAURON = "TW-65"
BEFORE_MOUTH = played_as(str(mouth_of_sauron.SINCE - 1))


@pytest.mark.rule("BWJ-SEQ-9", "BWJ-SEQ-10", "BWJ-SEQ-15")
def test_the_mouth_of_sauron_keyed_to_nothing_brings_back_the_strongest_creature() -> None:
    discard = (ORC_PATROL, CAVE_DRAKE, RIVER)
    facts, after = advance(moving(fresh(), "Lórien", "Moria", MOUTH_OF_SAURON,
                                  hazard_discard=discard))
    played = of_kind(facts, "HazardPlayed")
    assert [(f["card"], f.rule, f["number"], f.get("as_event")) for f in played] == [
        (MOUTH_OF_SAURON, "BWJ-SEQ-15", 1, True), (CAVE_DRAKE, "BWJ-SEQ-10", 2, None)]
    recalled = only(facts, "HazardRecalled")
    assert (recalled.rule, recalled["card"], recalled["by"]) == \
        ("BWJ-SEQ-15", CAVE_DRAKE, MOUTH_OF_SAURON)
    # The Cave-drake came back face down at the end of the hand and was played in its turn.
    assert [f["card"] for f in of_kind(facts, "HazardRevealed")] == [MOUTH_OF_SAURON,
                                                                      CAVE_DRAKE]
    assert only(facts, "AttackDeclared")["card"] == CAVE_DRAKE
    assert after.hazard_discard == (ORC_PATROL, RIVER, MOUTH_OF_SAURON) and after.row == ()
    # The version before: keyed to nothing, it stays face up.
    facts, before = advance_from(BEFORE_MOUTH, moving(fresh(), "Lórien", "Moria",
                                                      MOUTH_OF_SAURON, hazard_discard=discard),
                                 7)
    assert _played(facts) == [] and before.row == (MOUTH_OF_SAURON,)
    assert before.hazard_discard == discard


@pytest.mark.rule("BWJ-SEQ-9", "BWJ-SEQ-11", "BWJ-SEQ-12", "BWJ-SEQ-15")
def test_the_mouth_of_sauron_brings_back_a_non_creature_and_waits_on_an_empty_pile() -> None:
    facts, after = advance(moving(fresh(), "Lórien", "Moria", MOUTH_OF_SAURON, RIVER,
                                  hazard_discard=(AROUSE_DENIZENS, RIVER), hazard_limit=1))
    assert _played(facts) == [MOUTH_OF_SAURON]
    assert only(facts, "HazardRecalled")["card"] == AROUSE_DENIZENS  # the first discarded
    # The limit reached, both stay face down in order, the one brought back last.
    assert after.hazard_hand == (RIVER, AROUSE_DENIZENS) and after.row == ()
    assert only(facts, "HazardPlayEnded").rule == "BWJ-SEQ-12"
    facts, after = advance(moving(fresh(), "Lórien", "Moria", MOUTH_OF_SAURON))
    assert _played(facts) == [] and after.row == (MOUTH_OF_SAURON,)
    assert not of_kind(facts, "HazardRecalled")


@pytest.mark.rule("BWJ-SEQ-10", "BWJ-SEQ-14", "BWJ-SEQ-15")
def test_the_mouth_of_sauron_keyable_attacks_as_a_creature() -> None:
    for ruleset in (RULESET, BEFORE_MOUTH):
        facts, after = advance_from(ruleset, moving(fresh(), "Lórien", "Dol Guldur",
                                                    MOUTH_OF_SAURON,
                                                    hazard_discard=(CAVE_DRAKE,)), 7)
        played = only(facts, "HazardPlayed")
        assert (played["card"], played["keyed"]) == (MOUTH_OF_SAURON, "region-type:dark-domain")
        attack = only(facts, "AttackDeclared")["attack"]
        assert (attack["name"], attack["strikes"], attack["prowess"]) == \
            ("Mouth of Sauron", 1, 13)
        assert not of_kind(facts, "HazardRecalled") and after.hazard_discard == (CAVE_DRAKE,)
    assert coverage.in_ruleset("burglar", CATALOG.get(MOUTH_OF_SAURON)) == \
        coverage.InRuleset(coverage.SCRIPTED)
