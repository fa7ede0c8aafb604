"""Creatures of several attacks, played by The Road Goes Ever On from
``creatures.ATTACKS_SINCE_VERSION`` (generation 5 of the engine's creature scripts): an
Assassin attacks one character three times and a Slayer twice, one strike each time, the
attacker choosing him (at random here, RGO-TARGET-2); the creature is defeated, and its
points gained, only when every attack is. The Mouth of Sauron attacks as a creature. From
``creatures.CANCELS_SINCE_VERSION`` the defender may tap characters to cancel some of those
attacks while the strikes are assigned (attack_cancels.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import attack_cancels, combat, creatures
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, refused, run, state

NOW = str(creatures.ATTACKS_SINCE_VERSION)
BEFORE = str(creatures.ATTACKS_SINCE_VERSION - 1)


def fight(rgo: RoadGoesEverOn, creature: str, *names: str, seed: int = 1,
          version: str = NOW) -> list[Fact]:
    """``creature`` from the Hazard Pile attacks a company of ``names``."""
    start = state(rgo, characters=company(rgo, *names))
    card = rgo.catalog.find(creature)
    attack = Attack.from_creature(card, len(start.characters))

    def attacked(ctx: Context[State]) -> None:
        combat.resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=card.id)
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return run(played, start, attacked, seed=seed)[0]


def strikes(facts: list[Fact]) -> list[tuple[Any, ...]]:
    return [(f["character"], f["result"]) for f in facts if f.kind == "StrikeResolved"]


def ended(facts: list[Fact]) -> list[tuple[Any, ...]]:
    return [(f["defeated"], f["marshalling_points"]) for f in facts if f.kind == "AttackEnded"]


@pytest.mark.rule("CoE-3.ii", "CoE-3.v", "RGO-TARGET-2")
def test_an_assassin_attacks_one_character_three_times(rgo: RoadGoesEverOn) -> None:
    aragorn, bilbo = ids(rgo, "Aragorn II", "Bilbo")
    # Seed 2: Aragorn is chosen and beats all three strikes: the Assassin is defeated, its
    # two points gained once.
    facts = fight(rgo, "Assassin", "Aragorn II", "Legolas", seed=2)
    assert [f.kind for f in facts].count("AttackDeclared") == 3
    assert strikes(facts) == [(aragorn, "failed")] * 3
    assert ended(facts) == [(True, 2)]
    # Seed 3: Bilbo is wounded by the first and eliminated after the second; the third
    # finds no one and the Assassin is not defeated.
    facts = fight(rgo, "Assassin", "Bilbo", "Frodo", seed=3)
    assert strikes(facts) == [(bilbo, "succeeded")] * 2
    assert [(f["character"], f["eliminated"]) for f in facts if f.kind == "BodyChecked"] == [
        (bilbo, False), (bilbo, True)]
    assert ended(facts) == [(False, 0)]
    # Before, one attack of one strike.
    assert strikes(fight(rgo, "Assassin", "Aragorn II", "Legolas", seed=2,
                         version=BEFORE)) == [(aragorn, "failed")]


@pytest.mark.rule("CoE-3.ii", "CoE-3.v", "RGO-TARGET-2")
def test_a_slayer_attacks_one_character_twice(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    facts = fight(rgo, "Slayer", "Aragorn II", "Legolas", seed=2)
    assert strikes(facts) == [(aragorn, "failed")] * 2 and ended(facts) == [(True, 2)]
    # Seed 3: Aragorn beats the first, the second wounds him: not defeated.
    facts = fight(rgo, "Slayer", "Aragorn II", "Legolas", seed=3)
    assert strikes(facts) == [(aragorn, "failed"), (aragorn, "succeeded")]
    assert ended(facts) == [(False, 0)]
    # Before, one attack of the catalog's two strikes, one on each character.
    before = fight(rgo, "Slayer", "Aragorn II", "Legolas", seed=3, version=BEFORE)
    assert sorted(c for c, _ in strikes(before)) == sorted([aragorn, legolas])


@pytest.mark.rule("CoE-2.IV", "RGO-HAZ-2")
def test_the_mouth_of_sauron_attacks_as_a_creature(rgo: RoadGoesEverOn) -> None:
    # Revealed from the Hazard Pile on the way to Dol Guldur (its last region a
    # Dark-domain), it is keyed there and attacks with one strike of 13, not as an event.
    lorien, dol_guldur = ids(rgo, "Lórien", "Dol Guldur")
    start = state(rgo, site=lorien, destination=dol_guldur,
                  path=("wilderness", "border-land", "dark-domain"),
                  hazards=ids(rgo, "Mouth of Sauron"))
    played = rgo.at_version(NOW)
    assert isinstance(played, RoadGoesEverOn)
    facts = begin(played, start).facts
    assert [(f["position"]) for f in facts if f.kind == "HazardKeyed"] == [2]
    declared = [f["attack"] for f in facts if f.kind == "AttackDeclared"]
    assert [(a["name"], a["strikes"], a["prowess"]) for a in declared] == [
        ("Mouth of Sauron", 1, 13)]
    assert not [f for f in facts if f.kind == "HazardEventPlayed"]


CANCELING = str(creatures.CANCELS_SINCE_VERSION)


def assigning(rgo: RoadGoesEverOn, creature: str, *names: str, seed: int = 1,
              version: str = CANCELING) -> tuple[RoadGoesEverOn, Context[State]]:
    """``creature`` from the Hazard Pile attacks a company of ``names``, waiting for the
    defender (CoE 3.ii)."""
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    card = rgo.catalog.find(creature)
    ctx = Context(played, Table(seed, {}, state(rgo, characters=company(rgo, *names))))
    combat.resolve_attack(ctx, Attack.from_creature(card, len(names)), "RGO-HAZ-2",
                          hazard=card.id, ask=True)
    return played, ctx


def cancels(played: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in played.actions(s) if a.id.startswith(attack_cancels.KIND)]


@pytest.mark.rule("CoE-3.i", "CoE-3.v", "RGO-TARGET-2")
def test_the_defender_taps_characters_to_cancel_attacks(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas, gimli = ids(rgo, "Aragorn II", "Legolas", "Gimli")
    # An Assassin: any untapped character may tap, two attacks at most.
    played, ctx = assigning(rgo, "Assassin", "Aragorn II", "Legolas", "Gimli", seed=2)
    assert cancels(played, ctx.state) == [f"tap-to-cancel:{c}" for c in (aragorn, legolas, gimli)]
    for who in (legolas, gimli):
        played.decide(ctx, f"tap-to-cancel:{who}", {})
    assert [f["character"] for f in ctx.facts if f.kind == "CreatureAttackCanceled"] == [
        legolas, gimli]
    assert cancels(played, ctx.state) == []  # two canceled: no more
    played.decide(ctx, "assign-rest", {})
    # One attack is left, on Aragorn (neither character who tapped is attacked): he beats it,
    # but the canceled attacks are not defeated, so neither is the Assassin.
    assert [f.kind for f in ctx.facts].count("AttackDeclared") == 1
    assert strikes(ctx.facts) == [(aragorn, "failed")] and ended(ctx.facts) == [(False, 0)]
    tired = ctx.state.character(legolas)
    assert tired is not None and tired.state == "tapped"
    # A Slayer: one attack canceled, and the character who tapped may be the one attacked.
    played, ctx = assigning(rgo, "Slayer", "Aragorn II", "Legolas", seed=1)
    played.decide(ctx, f"tap-to-cancel:{legolas}", {})
    assert cancels(played, ctx.state) == []
    played.decide(ctx, "assign-rest", {})
    assert strikes(ctx.facts) == [(legolas, "succeeded")]
    # Before this version nothing is offered: the Slayer attacks twice.
    played, ctx = assigning(rgo, "Slayer", "Aragorn II", "Legolas", seed=2,
                            version=str(creatures.CANCELS_SINCE_VERSION - 1))
    assert cancels(played, ctx.state) == []
    played.decide(ctx, "assign-rest", {})
    assert strikes(ctx.facts) == [(aragorn, "failed")] * 2


@pytest.mark.rule("CoE-3.i")
def test_a_cancel_by_tapping_is_refused_where_the_card_allows_none(rgo: RoadGoesEverOn) -> None:
    legolas = ids(rgo, "Legolas")[0]
    played, ctx = assigning(rgo, "Slayer", "Aragorn II", "Legolas")
    played.decide(ctx, f"tap-to-cancel:{legolas}", {})
    assert "Legolas must be untapped to cancel an attack of Slayer" in refused(
        played, ctx.state, f"tap-to-cancel:{legolas}", "CoE-3.i")
    aragorn = ids(rgo, "Aragorn II")[0]
    assert "no more than 1 of its attacks are canceled" in refused(
        played, ctx.state, f"tap-to-cancel:{aragorn}", "CoE-3.i")
    # Orcs make one attack: no character taps against it.
    played, ctx = assigning(rgo, "Orc-patrol", "Aragorn II", "Legolas")
    assert cancels(played, ctx.state) == []
    assert "only while the strikes of an Assassin or a Slayer are assigned" in refused(
        played, ctx.state, f"tap-to-cancel:{legolas}", "CoE-3.i")


EXCESS = str(creatures.EXCESS_SINCE_VERSION)


def strengthened(rgo: RoadGoesEverOn, creature: str, *names: str, seed: int = 1,
                 version: str = EXCESS, more: int = 1) -> list[Fact]:
    """``creature`` attacks a company of ``names`` after a hazard event gave the next attack
    ``more`` strikes (``State.next_attack``)."""
    start = replace(state(rgo, characters=company(rgo, *names)), next_attack=(more, 0))
    card = rgo.catalog.find(creature)
    attack = Attack.from_creature(card, len(start.characters))

    def attacked(ctx: Context[State]) -> None:
        combat.resolve_attack(ctx, attack, "RGO-HAZ-2", hazard=card.id)
    played = rgo.at_version(version)
    assert isinstance(played, RoadGoesEverOn)
    return run(played, start, attacked, seed=seed)[0]


def excess_on(facts: list[Fact]) -> list[tuple[Any, ...]]:
    """(character, excess strikes) of each strike resolved, read off its check."""
    return [(f["character"], -sum(m["amount"] for m in f["check"]["modifiers"]
                                  if m["why"] == "excess strikes"))
            for f in facts if f.kind == "StrikeResolved"]


@pytest.mark.rule("CoE-3.iv.2", "CoE-3.ii", "RGO-TARGET-2")
def test_more_strikes_weigh_on_the_one_defender_as_excess(rgo: RoadGoesEverOn) -> None:
    aragorn, legolas = ids(rgo, "Aragorn II", "Legolas")
    # A Slayer given a strike more: both of its attacks (two strikes each) strike Aragorn
    # alone, the second strike of each an excess strike, -1 to his prowess.
    facts = strengthened(rgo, "Slayer", "Aragorn II", "Legolas", seed=2)
    assert [f["attack"]["strikes"] for f in facts if f.kind == "AttackDeclared"] == [2, 2]
    assert [f["character"] for f in facts if f.kind == "StrikeAssigned"] == [aragorn, aragorn]
    assert excess_on(facts) == [(aragorn, 1), (aragorn, 1)]
    # An Assassin given two strikes more: three attacks on one character, -2 each time.
    facts = strengthened(rgo, "Assassin", "Aragorn II", "Legolas", seed=2, more=2)
    struck = {f["character"] for f in facts if f.kind == "StrikeAssigned"}
    assert len(struck) == 1
    assert [n for _, n in excess_on(facts)] == [2, 2, 2]
    # Before this version the strike given was lost: two attacks of one strike, no excess.
    before = strengthened(rgo, "Slayer", "Aragorn II", "Legolas", seed=2,
                          version=str(creatures.EXCESS_SINCE_VERSION - 1))
    assert [f["attack"]["strikes"] for f in before if f.kind == "AttackDeclared"] == [1, 1]
    assert excess_on(before) == [(aragorn, 0), (aragorn, 0)]
    assert legolas not in {c for c, _ in excess_on(facts)}


@pytest.mark.rule("CoE-3.ii", "RGO-CHAR-3")
def test_the_one_defender_of_a_slayer_given_more_strikes_is_not_joined(
        rgo: RoadGoesEverOn) -> None:
    # The defender of a Slayer given a strike more is asked (a Brave character may be
    # nominated); once one is named, no other character may be given a strike.
    played = rgo.at_version(EXCESS)
    assert isinstance(played, RoadGoesEverOn)
    s = state(rgo, characters=company(rgo, "Aragorn II", "Legolas"))
    attack = Attack.from_creature(rgo.catalog.find("Slayer"), 2).modified(strikes=1)
    aragorn = ids(rgo, "Aragorn II")[0]
    assert combat.defender_choices(s, attack, (aragorn,), brave=True, played=EXCESS) == []
