"""Burglar Wants a Good Job version 5 plays the engine's second generation of scripted cards
(``effects.LATER``): Halfling Stealth cancels the strike on the Burglar, Halfling Strength has
its third mode; versions 1 to 4 leave them to a declared effect, as they were played. Version
6 plays the creature scripts (``creature_scripts``): the attacker chooses every defender of an
Ambusher or a Cave-drake; 7 the hazard events that stay in play (``hazards_in_play``): Doors of
Night and its alternatives; 8 the second creature scripts: the Abductor and Giant Spiders."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.burglar.narrate import line
from domain.rulesets.burglar.ruleset import BurglarWantsAGoodJob
from domain.rulesets.burglar.state import State
from domain.rulesets.burglar.versions import PREVENTION_CITED_FROM
from domain.rulesets.hobbit.state import ORGANIZATION, STRIKING, Combat
from tests.rules.burglar_support import (
    BILBO,
    CATALOG,
    HALFLING_STEALTH,
    RULESET,
    SAM,
    STEALTH,
    WOLVES,
    act,
    fresh,
    give,
    played_as,
    set_state,
    with_hand,
)
from tests.support import of_kind, only

HALFLING_STRENGTH = "TW-253"
AMBUSHER, CAVE_DRAKE = "TW-5", "TW-20"
VERSION_4 = played_as("4")
VERSION_6 = played_as("6")


def _facing(state: State) -> State:
    """Wolves (three strikes, one marshalling point) on the way from Lórien to Moria, the
    Burglar facing the strike assigned to him, Halfling Stealth in the hand."""
    attack = Attack.from_creature(CATALOG.get(WOLVES), len(state.company))
    combat = Combat(attack, "draw", WOLVES, stage=STRIKING, assigned=(BILBO,), striking=BILBO)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=(HALFLING_STEALTH,))


@pytest.mark.rule("BWJ-MP-2")
def test_halfling_stealth_cancels_the_lone_burglars_strike_and_earns_the_creatures_points(
) -> None:
    assert 2 in RULESET.generation()
    facts, after = act(_facing(fresh()), f"play:{HALFLING_STEALTH}:cancel:{BILBO}")
    assert only(facts, "CardPlayed").data["card"] == HALFLING_STEALTH
    assert only(facts, "StrikeCanceled").data["character"] == BILBO
    earned = only(facts, "StealthPointsEarned").data
    assert (earned["creature"], earned["by"], earned["points"]) == (WOLVES, HALFLING_STEALTH, 1)
    assert after.stealth_points == 1 and after.combat is None
    assert HALFLING_STEALTH in after.resource_discard


@pytest.mark.rule("BWJ-MP-3")
def test_a_strike_canceled_with_a_hand_in_the_company_earns_nothing() -> None:
    facts, after = act(_facing(with_hand(fresh(), SAM)),
                       f"play:{HALFLING_STEALTH}:cancel:{BILBO}")
    assert of_kind(facts, "StrikeCanceled") and not of_kind(facts, "StealthPointsEarned")
    assert after.stealth_points == 0


@pytest.mark.rule("BWJ-MP-2")
def test_version_4_declares_what_version_5_scripts() -> None:
    facing = _facing(fresh())
    assert f"play:{HALFLING_STEALTH}:cancel:{BILBO}" in RULESET.legal(facing)
    assert f"declare:{HALFLING_STEALTH}" not in RULESET.legal(facing)
    assert f"play:{HALFLING_STEALTH}:cancel:{BILBO}" not in VERSION_4.legal(facing)
    assert f"declare:{HALFLING_STEALTH}" in VERSION_4.legal(facing)


@pytest.mark.rule("BWJ-SEQ-2")
def test_halfling_strength_gives_the_burglar_four_on_his_next_corruption_check() -> None:
    organizing = replace(fresh(), phase=ORGANIZATION, step="", hand=(HALFLING_STRENGTH,))
    check = f"play:{HALFLING_STRENGTH}:check:{BILBO}"
    assert check in RULESET.legal(organizing)
    assert check not in VERSION_4.legal(organizing)
    facts, after = act(organizing, check)
    assert only(facts, "CorruptionCheckModified").data == {"character": BILBO, "amount": 4}
    assert after.check_bonus == ((BILBO, 4),)


def _attacked_by(creature: str, state: State) -> State:
    """``creature`` attacks the Burglar and a Hand on the way from Lórien to Moria."""
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=Combat(attack, "draw", creature),
                   hand=())


def _attacker_chooses(creature: str) -> None:
    state = _attacked_by(creature, with_hand(fresh(), SAM))
    legal = RULESET.legal(state)
    assert RULESET.creature_generation() >= 1
    assert [a for a in legal if a.startswith("assign")] == ["assign-done"]
    with pytest.raises(IllegalAction):
        act(state, f"assign:{SAM}")
    facts, after = act(state, "assign-done")
    assigned = of_kind(facts, "StrikeAssigned")
    assert [(f.data["character"], f.data["by"], f.rule) for f in assigned] == [
        (SAM, "attacker", "BWJ-SEQ-14"), (BILBO, "attacker", "BWJ-SEQ-14")]  # two strikes
    assert after.combat is not None and after.combat.assigned == (SAM, BILBO)
    before = played_as("5").legal(state)  # version 5: the defender assigns first
    assert f"assign:{SAM}" in before and f"assign:{BILBO}" in before


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_attacker_chooses_every_defender_of_an_ambusher() -> None:
    _attacker_chooses(AMBUSHER)


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_attacker_chooses_every_defender_of_a_cave_drake() -> None:
    _attacker_chooses(CAVE_DRAKE)


@pytest.mark.rule("BWJ-SEQ-14")
def test_the_defender_still_assigns_the_strikes_of_other_creatures() -> None:
    state = _attacked_by(WOLVES, with_hand(fresh(), SAM))
    assert {f"assign:{SAM}", f"assign:{BILBO}", "assign-done"} <= set(RULESET.legal(state))


EYE, MINIONS_STIR, WAKE_OF_WAR, DOORS = "TW-32", "TW-61", "TW-108", "TW-28"
ORC_PATROL, OLOG_HAI, WARGS, SUN = "TW-74", "TW-71", "TW-109", "TW-335"


def _declared(attack: Attack, long_events: tuple[str, ...],
              ruleset: BurglarWantsAGoodJob = RULESET) -> Mapping[str, Any]:
    """The attack as declared with these long-events (and Doors of Night) in play."""
    state = replace(fresh(), long_events=tuple((e, 1) for e in long_events if e != DOORS),
                    environments=tuple(e for e in long_events if e == DOORS))
    ctx = Context(ruleset, Table(7, {}, state))
    ruleset._declare(ctx, attack, "hand", attack.source)
    return only(ctx.facts, "AttackDeclared").data


def _creature(card_id: str) -> Attack:
    return Attack.from_creature(CATALOG.get(card_id), 1)


def _strikes_and_prowess(declared: Mapping[str, Any]) -> tuple[int, int]:
    attack = Attack.from_json(declared["attack"])
    return attack.strikes, attack.prowess


@pytest.mark.rule("BWJ-LONG-1")
def test_minions_stir_with_doors_of_night_and_never_twice() -> None:
    orcs, trolls = _creature(ORC_PATROL), _creature(OLOG_HAI)  # 3 strikes 6; 3 strikes 10
    assert _strikes_and_prowess(_declared(orcs, (MINIONS_STIR,))) == (4, 7)
    assert _strikes_and_prowess(_declared(orcs, (MINIONS_STIR, DOORS))) == (5, 8)
    assert _strikes_and_prowess(_declared(trolls, (MINIONS_STIR, DOORS))) == (4, 11)
    assert _strikes_and_prowess(_declared(orcs, (MINIONS_STIR, DOORS), VERSION_6)) == (4, 7)
    in_play = replace(fresh(), long_events=((MINIONS_STIR, 1),), row=(MINIONS_STIR,))
    assert RULESET._playable(in_play, MINIONS_STIR) is None
    assert VERSION_6._playable(in_play, MINIONS_STIR) == []


@pytest.mark.rule("BWJ-LONG-1")
def test_wake_of_war_with_doors_of_night_and_never_twice() -> None:
    wolves = _creature(WARGS)  # Wolves: 2 strikes, 9 prowess
    assert _strikes_and_prowess(_declared(wolves, (WAKE_OF_WAR,))) == (3, 10)
    assert _strikes_and_prowess(_declared(wolves, (WAKE_OF_WAR, DOORS))) == (4, 11)
    spiders = _creature("TW-40")  # Giant Spiders: 2 strikes, 10 prowess
    assert _strikes_and_prowess(_declared(spiders, (WAKE_OF_WAR, DOORS))) == (3, 11)
    in_play = replace(fresh(), long_events=((WAKE_OF_WAR, 1),), row=(WAKE_OF_WAR,))
    assert RULESET._playable(in_play, WAKE_OF_WAR) is None


@pytest.mark.rule("BWJ-LONG-1")
def test_eye_of_sauron_with_doors_of_night_gives_three() -> None:
    moria = CATALOG.find("Moria", "Hero")
    automatic = Attack.automatic_attack(moria, moria.automatic_attacks[0], 1)
    base = _strikes_and_prowess(_declared(automatic, ()))
    assert _strikes_and_prowess(_declared(automatic, (EYE,))) == (base[0], base[1] + 1)
    assert _strikes_and_prowess(_declared(automatic, (EYE, DOORS))) == (base[0], base[1] + 3)
    assert _strikes_and_prowess(_declared(automatic, (EYE, DOORS), VERSION_6)) == \
        (base[0], base[1] + 1)
    assert _declared(_creature(ORC_PATROL), (EYE, DOORS))["long_events"] == []


@pytest.mark.rule("BWJ-LONG-1")
def test_doors_of_night_discards_the_resource_environments() -> None:
    state = replace(fresh(), long_events=((SUN, 1),), row=(DOORS,), turn=2)
    ctx = Context(RULESET, Table(7, {}, state))
    RULESET._play_hazard(ctx, DOORS, [])
    discarded = only(ctx.facts, "EnvironmentDiscarded")
    assert (discarded.rule, discarded.data) == (
        "BWJ-LONG-1", {"card": SUN, "played": 1, "by": DOORS})
    assert (ctx.state.long_events, ctx.state.environments) == ((), (DOORS,))
    assert ctx.state.resource_discard[-1] == SUN and DOORS not in ctx.state.hazard_discard
    assert RULESET.narrate(discarded) == (
        "Doors of Night discards Sun, a resource environment. [BWJ-LONG-1]")
    assert RULESET.board(ctx.state)["environments"] == ["Doors of Night"]
    assert RULESET._playable(replace(ctx.state, row=(DOORS,)), DOORS) is None
    old = Context(VERSION_6, Table(7, {}, state))  # version 6: discarded as it is played
    VERSION_6._play_hazard(old, DOORS, [])
    assert not of_kind(old.facts, "EnvironmentDiscarded")
    assert (old.state.long_events, old.state.environments) == (((SUN, 1),), ())
    assert old.state.hazard_discard[-1] == DOORS


ABDUCTOR, GIANT_SPIDERS = "TW-1", "TW-40"
VERSION_7 = played_as("7")


def _sam_facing(creature: str) -> State:
    """``creature`` strikes Sam, a Hand of the Burglar's company (prowess 1, body 9)."""
    state = with_hand(fresh(), SAM)
    attack = Attack.from_creature(CATALOG.get(creature), len(state.company))
    combat = Combat(attack, "draw", creature, stage=STRIKING, assigned=(SAM,), striking=SAM)
    return replace(state, turn_start="Lórien", location="Moria", moved=True,
                   phase="movement-hazard", step="", combat=combat, hand=())


@pytest.mark.rule("BWJ-SEQ-15")
def test_the_abductor_carries_off_the_character_it_wounds() -> None:
    facts, after = act(_sam_facing(ABDUCTOR), "roll", seed=0)
    assert only(facts, "StrikeResolved").data["result"] == "succeeded"
    discarded = only(facts, "CharacterDiscarded")
    # From 134 the card's text is cited by the clause it is played under (BWJ-SEQ-10);
    # before, the strike's result (test_hobbit_creature_discards.py).
    assert (discarded.rule, discarded.data["character"]) == ("BWJ-SEQ-10", SAM)
    assert not of_kind(facts, "BodyChecked") and after.character(SAM) is None
    assert SAM in after.discarded_characters and after.outcome is None
    facts, after = act(_sam_facing(ABDUCTOR), "roll", seed=0, ruleset=VERSION_7)
    assert of_kind(facts, "BodyChecked") and not of_kind(facts, "CharacterDiscarded")


@pytest.mark.rule("BWJ-WIN-5")
def test_a_burglar_the_abductor_carries_off_loses_the_game() -> None:
    state = _sam_facing(ABDUCTOR)
    assert state.combat is not None
    bilbo = replace(state, combat=replace(state.combat, assigned=(BILBO,), striking=BILBO))
    facts, after = act(bilbo, "roll", seed=0)
    assert only(facts, "CharacterDiscarded").data["character"] == BILBO
    assert after.outcome == "lost"
    assert only(facts, "GameEnded").rule == "BWJ-WIN-5"


@pytest.mark.rule("BWJ-SEQ-15")
def test_giant_spiders_discard_a_character_whose_body_check_equals_his_body() -> None:
    facts, after = act(_sam_facing(GIANT_SPIDERS), "roll", seed=4)
    checked = only(facts, "BodyChecked").data
    assert (checked["roll"], checked["body"], checked["eliminated"]) == (9, 9, False)
    discarded = only(facts, "CharacterDiscarded")
    assert (discarded.rule, discarded.data["character"]) == ("BWJ-SEQ-10", SAM)
    assert after.character(SAM) is None
    facts, after = act(_sam_facing(GIANT_SPIDERS), "roll", seed=4, ruleset=VERSION_7)
    assert not of_kind(facts, "CharacterDiscarded") and after.character(SAM) is not None


IRON_BOUND_ASH = "TW-327"
VERSION_8 = played_as("8")


@pytest.mark.rule("BWJ-SEQ-14")
def test_the_burglar_taps_his_shield_of_iron_bound_ash_for_one_prowess_from_version_9(
) -> None:
    shielded = replace(_facing(give(fresh(), BILBO, IRON_BOUND_ASH)), hand=())
    use = f"use:{IRON_BOUND_ASH}:{BILBO}:strike"
    assert use in RULESET.legal(shielded)
    facts, after = act(shielded, use)
    assert [(f.kind, dict(f.data)) for f in facts] == [
        ("ItemTapped", {"item": IRON_BOUND_ASH, "bearer": BILBO, "mode": "strike",
                        "target": BILBO}),
        ("StrikeModified", {"character": BILBO, "prowess": 1, "body": 0,
                            "card": IRON_BOUND_ASH})]
    assert after.tapped_items == ((IRON_BOUND_ASH, BILBO),)
    assert use not in RULESET.legal(after)
    assert use not in VERSION_8.legal(shielded)  # version 8 replays as played


ARKENSTONE, THORIN = "TW-341", "TW-183"


@pytest.mark.not_a_rule("the narration of a recorded use")
def test_the_arkenstones_line_names_the_dwarf_it_untaps_not_its_bearer() -> None:
    base = set_state(give(with_hand(fresh(), THORIN), BILBO, ARKENSTONE), THORIN, "tapped")
    facts, _ = act(base, f"use:{ARKENSTONE}:{BILBO}:untap:{THORIN}", seed=3)
    assert line(CATALOG, only(facts, "ItemTapped")) == (
        "Bilbo taps The Arkenstone: untap Thorin II; Thorin II makes a corruption check at -2."
        " [CoE-6.1]")


@pytest.mark.rule("CoE-5.1")
def test_stealth_cites_its_own_play_for_the_creatures_it_keeps_away() -> None:
    """Stealth, played by the Burglar, a scout alone: the creatures kept from his company
    this turn are the card's effect, cited as its play (from PREVENTION_CITED_FROM); before,
    as played, BWJ-SEQ-10, the hazard hand's reveal."""
    state = replace(fresh(), hand=(STEALTH,))
    assert state.phase == ORGANIZATION
    facts, after = act(state, f"play:{STEALTH}:hide:{BILBO}")
    assert only(facts, "CreaturesPrevented").rule == "CoE-5.1" and after.creatures_prevented
    before, _ = act(state, f"play:{STEALTH}:hide:{BILBO}",
                    ruleset=played_as(str(PREVENTION_CITED_FROM - 1)))
    assert only(before, "CreaturesPrevented").rule == "BWJ-SEQ-10"
