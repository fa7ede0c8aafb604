"""The Road Goes Ever On plays the engine's creature scripts from version 57
(``creatures.SINCE_VERSION``, generation 3 and the two before it): each creature's special
text, with the version before playing only the catalog's numbers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Ruleset
from domain.rulesets.road_goes_ever_on import combat, creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import company, ids, run, state

BEFORE = str(creatures.SINCE_VERSION - 1)


def fight(rgo: Ruleset[State], creature: str, *names: str, seed: int = 1,
          ask: bool = False, faced: tuple[str, ...] = ()) -> tuple[list[Fact], State]:
    """``creature`` from the Hazard Pile attacks a company of ``names`` (strikes at random
    unless ``ask``) that has faced attacks of the races ``faced`` this turn."""
    assert isinstance(rgo, RoadGoesEverOn)
    start = state(rgo, characters=company(rgo, *names))
    start = replace(start, faced=tuple((start.turn, start.company, r) for r in faced))
    card = rgo.catalog.find(creature)
    attack = Attack.from_creature(card, len(start.characters))

    def attacked(ctx: Context[State]) -> None:
        combat.resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=card.id, ask=ask)
    return run(rgo, start, attacked, seed=seed)


def seen(facts: list[Fact], *wanted: str) -> list[tuple[Any, ...]]:
    keys = {"StrikeResolved": ("character", "prowess", "strike_prowess", "result"),
            "CharacterStateChanged": ("character", "state"),
            "CorruptionChecked": ("character", "modifier"),
            "BodyChecked": ("character", "roll", "eliminated"),
            "CharacterEliminated": ("character", "reason"),
            "AttackEnded": ("defeated",), "StrikeAssigned": ("character",)}
    return [(f.kind, *(f.get(k) for k in keys[f.kind])) for f in facts if f.kind in wanted]


@pytest.mark.rule("CoE-7.1", "RGO-HAZ-2")
def test_a_barrow_wight_s_wounded_make_a_corruption_check_at_2(rgo: RoadGoesEverOn) -> None:
    # TW-14 and TW-15: after the attack, a character it wounded checks corruption at -2.
    bilbo = ids(rgo, "Bilbo")[0]
    facts, _ = fight(rgo, "Barrow-wight", "Bilbo", seed=1)
    assert seen(facts, "StrikeResolved", "AttackEnded", "CorruptionChecked") == [
        ("StrikeResolved", bilbo, 1, 12, "succeeded"), ("AttackEnded", False),
        ("CorruptionChecked", bilbo, -2)]
    # A tie wounds no one: no check.
    facts, _ = fight(rgo, "Barrow-wight", "Bilbo", seed=2)
    assert seen(facts, "StrikeResolved", "CorruptionChecked") == [
        ("StrikeResolved", bilbo, 1, 12, "ineffectual")]
    facts, _ = fight(rgo.at_version(BEFORE), "Barrow-wight", "Bilbo", seed=1)
    assert seen(facts, "CorruptionChecked") == []


@pytest.mark.rule("CoE-7.1", "RGO-HAZ-2")
def test_the_ghosts_wounded_make_a_corruption_check_at_1(rgo: RoadGoesEverOn) -> None:
    facts, _ = fight(rgo, "Ghosts", "Bilbo", "Frodo", seed=1)
    wounded = [c for kind, c, _, _, result in seen(facts, "StrikeResolved")
               if result == "succeeded"]
    assert wounded  # with prowess 1 against 9, both Hobbits are wounded on these dice
    assert seen(facts, "CorruptionChecked") == [("CorruptionChecked", c, -1) for c in wounded]


@pytest.mark.rule("CoE-3.iv.7", "RGO-HAZ-2")
def test_old_man_willow_strikes_a_hobbit_at_15(rgo: RoadGoesEverOn) -> None:
    bilbo, aragorn = ids(rgo, "Bilbo", "Aragorn II")
    facts, _ = fight(rgo, "Old Man Willow", "Bilbo")
    assert seen(facts, "StrikeResolved")[0][:4] == ("StrikeResolved", bilbo, 1, 15)
    facts, _ = fight(rgo, "Old Man Willow", "Aragorn II")
    assert seen(facts, "StrikeResolved")[0][:4] == ("StrikeResolved", aragorn, 6, 13)
    facts, _ = fight(rgo.at_version(BEFORE), "Old Man Willow", "Bilbo")
    assert seen(facts, "StrikeResolved")[0][:4] == ("StrikeResolved", bilbo, 1, 13)


@pytest.mark.rule("CoE-7.1", "RGO-HAZ-2")
def test_a_corpse_candle_tries_every_character_s_corruption_first(rgo: RoadGoesEverOn) -> None:
    bilbo, aragorn = ids(rgo, "Bilbo", "Aragorn II")
    facts, _ = fight(rgo, "Corpse-candle", "Bilbo", "Aragorn II")
    order = [f.kind for f in facts if f.kind in ("CorruptionChecked", "StrikeAssigned")]
    assert order == ["CorruptionChecked", "CorruptionChecked", "StrikeAssigned"]
    assert seen(facts, "CorruptionChecked") == [("CorruptionChecked", bilbo, 0),
                                                ("CorruptionChecked", aragorn, 0)]
    facts, _ = fight(rgo.at_version(BEFORE), "Corpse-candle", "Bilbo", "Aragorn II")
    assert seen(facts, "CorruptionChecked") == []


@pytest.mark.rule("CoE-3.iv.7", "RGO-TARGET-2")
def test_neeker_breekers_strike_mind_and_only_tap(rgo: RoadGoesEverOn) -> None:
    # TW-493: no strike for the Wizard; each other faces one with his mind as his prowess,
    # and a strike that would wound only taps.
    gandalf, bilbo, aragorn = ids(rgo, "Gandalf", "Bilbo", "Aragorn II")
    facts, _ = fight(rgo, "Neeker-breekers", "Gandalf", "Bilbo", "Aragorn II")
    assert facts[0]["attack"]["strikes"] == 2
    assert sorted(c for _, c in seen(facts, "StrikeAssigned")) == sorted([bilbo, aragorn])
    minds = {c: p for _, c, p, _, _ in seen(facts, "StrikeResolved")}
    assert minds == {bilbo: 5, aragorn: 9}
    # Bombur (mind 1) loses to the strike on most rolls: tapped, not wounded, no body check.
    bombur = ids(rgo, "Bombur")[0]
    for seed in range(1, 8):
        facts, _ = fight(rgo, "Neeker-breekers", "Bombur", seed=seed)
        if seen(facts, "StrikeResolved")[0][4] == "succeeded":
            assert seen(facts, "CharacterStateChanged", "BodyChecked") == [
                ("CharacterStateChanged", bombur, "tapped")]
            break
    else:
        pytest.fail("no seed won the strike against Bombur")
    facts, _ = fight(rgo.at_version(BEFORE), "Neeker-breekers", "Gandalf", "Bilbo")
    assert facts[0]["attack"]["strikes"] == 2


@pytest.mark.rule("CoE-3.ii", "RGO-TARGET-2", "RGO-CHAR-3")
def test_smaug_and_daelomin_choose_their_defenders(rgo: RoadGoesEverOn) -> None:
    # Aragorn is Brave, Balin is not: the Brave may still be nominated (RGO-CHAR-3).
    aragorn, balin = ids(rgo, "Aragorn II", "Balin")
    waiting = state(rgo, characters=company(rgo, "Aragorn II", "Balin"))
    for creature in ("Smaug", "Daelomin", "Ambusher", "Cave-drake"):
        attack = Attack.from_creature(rgo.catalog.find(creature), 2)
        assert combat.defender_choices(waiting, attack, (), played=rgo.played) == []
        assert combat.defender_choices(waiting, attack, (), played=rgo.played,
                                       brave=True) == [aragorn]
        assert combat.defender_choices(waiting, attack, (), played=BEFORE) == [aragorn, balin]
    # The attack waits for the defender, who may only nominate the Brave one; the rest of
    # the strikes go at random.
    facts, after = fight(rgo, "Smaug", "Aragorn II", "Balin", ask=True)
    assigning = [a.id for a in rgo.actions(after) if a.id.startswith("assign")]
    assert assigning == [f"assign:{aragorn}", "assign-rest"]
    facts, after = fight(rgo.at_version(BEFORE), "Smaug", "Aragorn II", "Balin", ask=True)
    old = rgo.at_version(BEFORE)
    assert [a.id for a in old.actions(after) if a.id.startswith("assign")] == [
        f"assign:{aragorn}", f"assign:{balin}", "assign-rest"]


@pytest.mark.rule("CoE-3.iv.7", "RGO-HAZ-2")
def test_the_abductor_discards_the_character_it_wounds(rgo: RoadGoesEverOn) -> None:
    facts, after = fight(rgo, "Abductor", "Bilbo", "Aragorn II", seed=3)
    struck = seen(facts, "StrikeResolved", "BodyChecked", "CharacterEliminated")
    hit = [s for s in struck if s[0] == "StrikeResolved" and s[4] == "succeeded"]
    assert hit, "these dice wound a character"
    who = hit[0][1]
    assert ("CharacterEliminated", who, "discarded by Abductor") in struck
    assert not [s for s in struck if s[0] == "BodyChecked"]
    assert after.character(who) is None
    # Before, the same wound brings a body check instead.
    facts, _ = fight(rgo.at_version(BEFORE), "Abductor", "Bilbo", "Aragorn II", seed=3)
    assert [s[1] for s in seen(facts, "BodyChecked")] == [who]
    assert ("CharacterEliminated", who, "discarded by Abductor") not in seen(
        facts, "CharacterEliminated")


@pytest.mark.rule("CoE-3.I.1", "RGO-HAZ-2")
def test_giant_spiders_discard_a_character_whose_body_check_equals_his_body(
        rgo: RoadGoesEverOn) -> None:
    for seed in range(1, 40):
        facts, after = fight(rgo, "Giant Spiders", "Bilbo", seed=seed)
        checks = seen(facts, "BodyChecked")
        if checks and checks[0][2] == 9:  # Bilbo's body
            bilbo = ids(rgo, "Bilbo")[0]
            assert seen(facts, "CharacterEliminated") == [
                ("CharacterEliminated", bilbo, "discarded by Giant Spiders")]
            assert after.character(bilbo) is None
            old, kept = fight(rgo.at_version(BEFORE), "Giant Spiders", "Bilbo", seed=seed)
            assert seen(old, "CharacterEliminated") == [] and kept.character(bilbo)
            return
    pytest.fail("no seed gave a body check equal to Bilbo's body")


@pytest.mark.rule("CoE-3.ii.1")
def test_each_character_faces_one_strike(rgo: RoadGoesEverOn) -> None:
    for creature in ("Silent Watcher", "Watcher in the Water", "Crebain"):
        facts, _ = fight(rgo, creature, "Bilbo", "Aragorn II", "Legolas")
        assert len(seen(facts, "StrikeAssigned")) == 3, creature


@pytest.mark.rule("RGO-HAZ-2")
@pytest.mark.parametrize(("creature", "printed", "more"), [("Orc-lieutenant", 7, 4),
                                                          ("Orc-warband", 4, 3)])
def test_an_orc_lieutenant_or_warband_is_stronger_after_an_orc_attack(
        rgo: RoadGoesEverOn, creature: str, printed: int, more: int) -> None:
    def declared(ruleset: Ruleset[State], faced: tuple[str, ...]) -> tuple[int, list[Any]]:
        facts, _ = fight(ruleset, creature, "Aragorn II", "Legolas", faced=faced)
        return (next(f for f in facts if f.kind == "AttackDeclared")["attack"]["prowess"],
                [(f.rule, f["prowess"]) for f in facts if f.kind == "AttackModified"])
    assert declared(rgo, ("Orcs",)) == (printed + more, [("RGO-HAZ-2", more)])
    assert declared(rgo, ("Wolves", "Trolls")) == (printed, [])
    assert declared(rgo, ()) == (printed, [])
    assert declared(rgo.at_version(BEFORE), ("Orcs",)) == (printed, [])
