"""There and Back Again version 4 plays the second generation of scripted cards
(``effects.LATER``); versions 1 to 3 leave them to a declared effect, as they were played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.chronicle import Chronicle
from domain.engine import effects
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Fact
from domain.rulesets.hobbit.state import STRIKING
from domain.rulesets.there_and_back_again.state import Combat, State
from domain.rulesets.there_and_back_again.versions import STEALTH_ROW_FROM
from tests.rules.test_there_and_back_again_helpers import (
    BALIN,
    BILBO,
    CATALOG,
    RULESET,
    THORIN,
    act,
    checked,
    fresh,
    give,
    keep,
    played_as,
)
from tests.support import decide_from, only

HALFLING_STEALTH, COCK_CROWS = "TW-252", "TW-342"
TROLL, ORCS = "TW-16", "TW-74"  # "Bert" (Bûrat): Trolls; Orc-patrol: Orcs


def _attacked(creature: str, hand: tuple[str, ...], facing: str | None = None) -> State:
    state = keep(fresh(), BILBO, THORIN)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "draw", creature)
    if facing is not None:
        combat = replace(combat, stage=STRIKING, assigned=(facing,), striking=facing)
    return replace(state, location="Rhudaur", phase="movement-hazard", draws_left=0,
                   combat=combat, hand=hand)


def _legal_in_version(version: str, state: State) -> list[str]:
    start = {**Chronicle.begin(RULESET, 7, {}).records[0].data, "ruleset_version": version}
    ruleset = Chronicle.open(RULESET, start).ruleset
    assert isinstance(ruleset, type(RULESET))
    return sorted(ruleset.legal(state))


@pytest.mark.rule("TBA-DECK-9")
def test_the_second_generation_is_scripted_only_from_generation_two() -> None:
    assert effects.scripted(COCK_CROWS) is None
    found = effects.scripted(COCK_CROWS, effects.Generations.up_to(2))
    assert found is not None and found.modes[0].attack_races == ("Trolls",)
    # The current version reads every generation up to the twenty-sixth; what of them has
    # nothing to act on here is refused naming why (tests/rules/test_hobbit_card_pool.py). The
    # twenty-seventh (Wizard's River-horses, no Wizard being a character here) and the
    # twenty-eighth (Great Ship, no Coastal Sea) and the thirtieth (The Cock Crows' discard of a
    # hazard permanent-event, none being in the deck, TBA-SEQ-9) it does not read; the
    # twenty-ninth (Dark Quarrels with Gates of Morning in play) and the thirty-first (The Iron
    # Crown's tap) it does.
    assert RULESET.generation().numbers == (*range(1, 27), 29, 31)


@pytest.mark.rule("TBA-HAZ-1", "TBA-SEQ-8")
def test_the_cock_crows_cancels_a_troll_attack() -> None:
    trolls = _attacked(TROLL, (COCK_CROWS,))
    facts, after = act(trolls, f"play:{COCK_CROWS}:cancel")
    assert only(facts, "CardPlayed").data["card"] == COCK_CROWS
    assert only(facts, "AttackCanceled").data["by"] == "CoE-5.1"
    assert COCK_CROWS in after.resource_discard and after.combat is None
    assert after.hazard_discard[-1] == TROLL
    orcs = _attacked(ORCS, (COCK_CROWS,))
    assert f"play:{COCK_CROWS}:cancel" not in RULESET.legal(orcs)
    with pytest.raises(IllegalAction):
        act(orcs, f"play:{COCK_CROWS}:cancel")


@pytest.mark.rule("TBA-SEQ-8")
def test_halfling_stealth_cancels_a_strike_against_the_hobbit_only() -> None:
    bilbo = _attacked(TROLL, (HALFLING_STEALTH,), facing=BILBO)
    facts, _ = act(bilbo, f"play:{HALFLING_STEALTH}:cancel:{BILBO}")
    assert only(facts, "StrikeCanceled").data["character"] == BILBO
    thorin = _attacked(TROLL, (HALFLING_STEALTH,), facing=THORIN)
    assert not [a for a in RULESET.legal(thorin) if a.startswith(f"play:{HALFLING_STEALTH}")]


@pytest.mark.rule("TBA-DECK-9")
def test_version_3_declares_what_version_4_scripts() -> None:
    trolls = _attacked(TROLL, (COCK_CROWS,))
    assert f"declare:{COCK_CROWS}" in _legal_in_version("3", trolls)
    assert f"play:{COCK_CROWS}:cancel" not in _legal_in_version("3", trolls)
    assert f"declare:{COCK_CROWS}" not in _legal_in_version("4", trolls)
    assert f"play:{COCK_CROWS}:cancel" in _legal_in_version("4", trolls)



OLD_THRUSH, ROGROG, UVATHA = "TW-346", "TW-85", "TW-107"  # Rogrog: Trolls 13/8; a Nazgûl


@pytest.mark.rule("TBA-SEQ-8")
def test_the_old_thrush_weakens_an_attack_of_prowess_13_or_more_once() -> None:
    rogrog = _attacked(ROGROG, (OLD_THRUSH, OLD_THRUSH))
    facts, after = act(rogrog, f"play:{OLD_THRUSH}:weaken")
    assert [(f.data["prowess"], f.data["body"]) for f in facts
            if f.kind == "AttackModified"] == [(-3, 0), (0, -3)]
    fight = after.combat
    assert fight is not None and (fight.attack.prowess, fight.attack.body) == (13 - 3, 8 - 3)
    assert fight.played == (OLD_THRUSH,)
    assert f"play:{OLD_THRUSH}:weaken" not in RULESET.legal(after)  # not twice on one attack
    bert = _attacked(TROLL, (OLD_THRUSH,))  # prowess 12
    assert f"play:{OLD_THRUSH}:weaken" not in RULESET.legal(bert)
    with pytest.raises(IllegalAction):
        act(bert, f"play:{OLD_THRUSH}:weaken")


@pytest.mark.rule("TBA-SEQ-8")
def test_the_old_thrush_is_not_played_on_a_nazgul() -> None:
    assert f"play:{OLD_THRUSH}:weaken" not in RULESET.legal(_attacked(UVATHA, (OLD_THRUSH,)))


POTION = "TW-304"  # Potion of Prowess


@pytest.mark.rule("TBA-SEQ-4")
def test_potion_of_prowess_gives_the_company_one_prowess_until_the_end_of_the_turn() -> None:
    state = give(keep(fresh(), BILBO, THORIN), BILBO, POTION)
    facts, after = act(state, f"use:{POTION}:{BILBO}:prowess")
    assert only(facts, "CompanyProwessModified").data["prowess"] == 1
    assert after.company_prowess == 1 and POTION in after.resource_discard
    fight = _attacked(ROGROG, (), facing=BILBO)
    facts, _ = act(replace(fight, company_prowess=1), "roll")
    resolved = only(facts, "StrikeResolved")
    assert resolved.data["prowess"] == 1 + 1
    assert ["state:company-prowess", 1] in [[m["source"], m["amount"]]
                                            for m in resolved.data["check"]["modifiers"]]
    facts, _ = act(fight, "roll")
    assert only(facts, "StrikeResolved").data["prowess"] == 1


ESCAPE = "TW-229"


@pytest.mark.rule("TBA-HAZ-1", "TBA-SEQ-8")
def test_escape_wounds_an_unwounded_character_to_cancel_the_attack() -> None:
    orcs = _attacked(ORCS, (ESCAPE,))
    facts, after = act(orcs, f"play:{ESCAPE}:cancel:{THORIN}")
    assert [(f.kind, f.data.get("state")) for f in facts[1:3]] == [
        ("CharacterStateChanged", "wounded"), ("AttackCanceled", None)]
    thorin = after.character(THORIN)
    assert thorin is not None and thorin.wounded and after.combat is None
    assert not [f for f in facts if f.kind == "BodyChecked"]
    hurt = replace(orcs, company=tuple(c.with_state("wounded") if c.card_id == THORIN else c
                                       for c in orcs.company))
    assert f"play:{ESCAPE}:cancel:{THORIN}" not in RULESET.legal(hurt)
    assert f"play:{ESCAPE}:cancel:{BILBO}" in RULESET.legal(hurt)


STARS, BARROW_WIGHT = "TW-331", "TW-15"


@pytest.mark.rule("TBA-SEQ-8")
def test_stars_gives_an_undead_attack_minus_one_prowess() -> None:
    wight = _attacked(BARROW_WIGHT, (STARS,))
    prowess = CATALOG.get(BARROW_WIGHT).prowess or 0
    facts, after = act(wight, f"play:{STARS}:weaken")
    assert [(f.data["prowess"], f.data["body"]) for f in facts
            if f.kind == "AttackModified"] == [(-1, 0)]
    assert after.combat is not None and after.combat.attack.prowess == prowess - 1
    narrated = [RULESET.narrate(f) for f in facts if f.kind == "AttackModified"]
    assert narrated == ["The attack of Barrow-wight gets -1 prowess. [CoE-5.1]"]
    assert f"play:{STARS}:weaken" not in RULESET.legal(_attacked(ORCS, (STARS,)))


BLOCK, DODGE = "TW-199", "TW-209"
WILLIAM = "TW-112"  # "William" (Wûluag): Trolls, prowess 11


def _resolved(state: State, *plays: str) -> dict[int, list[Fact]]:
    """The facts of the strike roll after ``plays``, for the first seeds, by seed."""
    out = {}
    for seed in range(12):
        played = state
        for play in plays:
            _, played = act(played, play, seed=seed)
        out[seed] = act(played, "roll", seed=seed)[0]
    return out


@pytest.mark.rule("TBA-SEQ-8")
def test_block_keeps_a_warrior_untapped_against_a_strike_he_beats() -> None:
    thorin = _attacked(WILLIAM, (BLOCK,), facing=THORIN)
    assert f"play:{BLOCK}:strike:{BILBO}" not in RULESET.legal(
        _attacked(WILLIAM, (BLOCK,), facing=BILBO))  # warrior only
    plain = _resolved(thorin)
    blocked = _resolved(thorin, f"play:{BLOCK}:strike:{THORIN}")
    states = {(only(plain[s], "StrikeResolved").data["state"],
               only(blocked[s], "StrikeResolved").data["state"]) for s in plain}
    assert ("tapped", "untapped") in states and ("wounded", "wounded") in states
    assert states <= {("tapped", "untapped"), ("wounded", "wounded")}


@pytest.mark.rule("TBA-SEQ-8")
def test_dodge_keeps_untapped_and_takes_one_body_if_wounded() -> None:
    bilbo = _attacked(ORCS, (DODGE,), facing=BILBO)
    dodged = _resolved(bilbo, f"play:{DODGE}:strike:{BILBO}")
    results = {only(f, "StrikeResolved").data["state"] for f in dodged.values()}
    assert results == {"untapped", "wounded"}
    for facts in dodged.values():
        if only(facts, "StrikeResolved").data["state"] == "wounded":
            assert only(facts, "BodyChecked").data["body"] == 9 - 1


STEALTH = "TW-332"


@pytest.mark.rule("TBA-COMP-3", "CoE-5.1")
def test_stealth_taps_a_scout_of_a_company_below_size_three_to_stop_creatures() -> None:
    small = replace(keep(fresh(), BILBO, THORIN), hand=(STEALTH,))
    assert small.phase == "organization"
    facts, after = act(small, f"play:{STEALTH}:hide:{BILBO}")
    # The card's own effect, played as a short-event; up to STEALTH_ROW_FROM, as played,
    # TBA-HAZ-3, which says only that the hazards drawn still go to the row.
    assert only(facts, "CreaturesPrevented").rule == "CoE-5.1"
    before, _ = decide_from(played_as(STEALTH_ROW_FROM - 1), small,
                            f"play:{STEALTH}:hide:{BILBO}")
    assert only(before, "CreaturesPrevented").rule == "TBA-HAZ-3"
    bilbo = after.character(BILBO)
    assert bilbo is not None and bilbo.state == "tapped" and after.creatures_prevented
    # Each character counts as half (TBA-COMP-3): four are a company of size two, five of
    # size three.
    roster = fresh().roster
    four = replace(keep(fresh(), *roster[:4]), hand=(STEALTH,))
    five = replace(keep(fresh(), *roster[:5]), hand=(STEALTH,))
    assert f"play:{STEALTH}:hide:{BILBO}" in RULESET.legal(four)
    assert not [a for a in RULESET.legal(five) if a.startswith(f"play:{STEALTH}")]


HALFLING_STRENGTH, FRIEND_OR_THREE, DAGGER = "TW-253", "TW-189", "TW-206"


def _checked(state: State, *plays: str) -> tuple[list[Fact], State]:
    """Play ``plays``, then Bilbo gives his Dagger to Thorin: his corruption check."""
    for play in plays:
        _, state = act(state, play)
    return checked(state, f"transfer:{DAGGER}:{BILBO}:{THORIN}")


@pytest.mark.rule("TBA-SEQ-4")
def test_halfling_strength_gives_the_hobbit_four_on_his_next_corruption_check() -> None:
    state = replace(give(keep(fresh(), BILBO, THORIN), BILBO, DAGGER),
                    hand=(HALFLING_STRENGTH,))
    facts, after = _checked(state, f"play:{HALFLING_STRENGTH}:check:{BILBO}")
    checked = only(facts, "CorruptionChecked")
    assert checked.data["bonus"] == 4
    assert ["state:check-bonus", 4] in [[m["source"], m["amount"]]
                                        for m in checked.data["check"]["modifiers"]]
    assert after.check_bonus == ()  # spent on that check
    assert f"play:{HALFLING_STRENGTH}:check:{THORIN}" not in RULESET.legal(state)  # Hobbit only
    plain, _ = _checked(replace(state, hand=()))
    assert "bonus" not in only(plain, "CorruptionChecked").data
    assert f"play:{HALFLING_STRENGTH}:check:{BILBO}" not in _legal_in_version("3", state)


@pytest.mark.rule("TBA-SEQ-4")
def test_a_friend_or_three_gives_one_for_each_character_in_the_company() -> None:
    state = replace(give(keep(fresh(), BILBO, THORIN, BALIN), BILBO, DAGGER),
                    hand=(FRIEND_OR_THREE,))
    facts, _ = act(state, f"play:{FRIEND_OR_THREE}:check:{BILBO}")
    assert only(facts, "CorruptionCheckModified").data == {"character": BILBO, "amount": 3}
    facts, _ = _checked(state, f"play:{FRIEND_OR_THREE}:check:{BILBO}")
    assert only(facts, "CorruptionChecked").data["bonus"] == 3
