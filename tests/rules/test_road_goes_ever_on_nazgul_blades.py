"""The Road Goes Ever On: Morgul-knife and The Pale Sword (nazgul_blades.py): their removal
numbers, known from version 97 and declared by the player before; from ``FACING_SINCE`` their
play on a company facing a Nazgûl attack, placed at random on a character before."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import nazgul_blades
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import begin, card, ids, moving, run, settle, state

BEFORE = str(nazgul_blades.SINCE_VERSION - 1)


def bearing(rgo: RoadGoesEverOn, hazard: str) -> State:
    """Aragorn and Legolas at Rivendell, Aragorn bearing ``hazard``, 3 Shadow tokens."""
    return state(rgo, phase=ORGANIZATION, site_deck=ids(rgo, "Rivendell", "Bree"), shadow=3,
                 permanent_hazards=((card(rgo, hazard), card(rgo, "Aragorn II")),))


def removal(rgo: RoadGoesEverOn, hazard: str) -> str:
    return f"remove-corruption:{card(rgo, hazard)}:{card(rgo, 'Aragorn II')}"


def attempt(rgo: RoadGoesEverOn, hazard: str, seed: int) -> Context[State]:
    ctx = Context(rgo, Table(seed, {}, bearing(rgo, hazard)))
    rgo.decide(ctx, removal(rgo, hazard), {})
    return ctx


@pytest.mark.rule("CoE-7.3", "RGO-SHADOW-10")
def test_the_removal_numbers_of_morgul_knife_and_the_pale_sword_are_known(
        rgo: RoadGoesEverOn) -> None:
    # Up to the version that tries them in the untap phase only (blade_removal.py).
    rgo = rgo.at_version(str(nazgul_blades.UNTAP_SINCE - 1))
    assert isinstance(rgo, RoadGoesEverOn)
    for hazard in ("Morgul-knife", "The Pale Sword"):
        offered = [a for a in rgo.actions(bearing(rgo, hazard))
                   if a.id.startswith("remove-corruption:")]
        assert [(a.id, dict(a.params)) for a in offered] == [(removal(rgo, hazard), {})]
    # Seed 7 rolls 9: Morgul-knife (a roll greater than 4) goes, and a Shadow token with it.
    knife = attempt(rgo, "Morgul-knife", 7)
    rolled = next(f for f in knife.facts if f.kind == "HazardRemovalRolled")
    assert (rolled["roll"], rolled["needed"], rolled["removed"]) == (9, 5, True)
    assert (knife.state.shadow, knife.state.permanent_hazards) == (2, ())
    assert knife.state.hazard_discard == (card(rgo, "Morgul-knife"),)
    # Seed 6 rolls 8: The Pale Sword (greater than 5) goes, with no token (8 < 6 + 4).
    sword = attempt(rgo, "The Pale Sword", 6)
    rolled = next(f for f in sword.facts if f.kind == "HazardRemovalRolled")
    assert (rolled["roll"], rolled["needed"], rolled["removed"]) == (8, 6, True)
    assert (sword.state.shadow, sword.state.permanent_hazards) == (3, ())
    # The automatic player tries to remove a card whose number it knows, first without
    # tapping (corruption_policy.py).
    start = bearing(rgo, "Morgul-knife")
    assert rgo.policy(start, rgo.actions(start)) == (removal(rgo, "Morgul-knife").replace(
        "remove-corruption:", "remove-corruption-untapped:"), {})


@pytest.mark.rule("CoE-7.3")
def test_earlier_versions_have_the_number_declared(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(BEFORE)
    assert isinstance(old, RoadGoesEverOn)
    start = bearing(old, "The Pale Sword")
    (action,) = [a for a in old.actions(start) if a.id.startswith("remove-corruption:")]
    assert "needed" in action.params
    with pytest.raises(IllegalAction) as refused:
        old.decide(Context(old, Table(6, {}, start)), removal(old, "The Pale Sword"), {})
    assert refused.value.clause == "CoE-7.3"
    ctx = Context(old, Table(6, {}, start))
    old.decide(ctx, removal(old, "The Pale Sword"), {"needed": 9})
    ruling = ctx.facts[0]
    assert (ruling.kind, ruling["effect"], ruling["amount"]) == (
        "PlayerRuling", "removal-number", 9)
    rolled = next(f for f in ctx.facts if f.kind == "HazardRemovalRolled")
    assert (rolled["roll"], rolled["needed"], rolled["removed"]) == (8, 9, False)


# -- played on a company facing a Nazgûl attack ------------------------------------------------

#: Khamûl the Easterling may be keyed to a Dark-domain.
DARK = ("dark-domain",)


def facing(rgo: RoadGoesEverOn, *pile: str, seed: int = 1, **fields: Any) -> Context[State]:
    """The company moves through a Dark-domain with ``pile``, the strikes left to chance."""
    ctx = begin(rgo, moving(rgo, *pile, path=DARK, **fields), seed)
    settle(rgo, ctx)
    return ctx


def blades(facts: list[Fact]) -> list[tuple[str, Any]]:
    """What becomes of the blades: played, their prowess, placed or discarded."""
    out: list[tuple[str, Any]] = []
    for f in facts:
        if f.kind == "HazardEventPlayed" and f["card"] in nazgul_blades.PROWESS:
            out.append((f.kind, f["counted"]))
        elif f.kind == "AttackModified" and f.rule == nazgul_blades.RULE \
                and f["note"].startswith("played on the company"):
            out.append((f.kind, f["prowess"]))
        elif f.kind == "StrikeResolved":
            out.append((f.kind, f["strike_prowess"]))
        elif f.kind == "HazardPlacedOnCharacter":
            out.append((f.kind, (f["card"], f["character"], f["corruption"])))
        elif f.kind == "HazardDiscarded" and f["card"] in nazgul_blades.PROWESS:
            out.append((f.kind, f["reason"]))
    return out


@pytest.mark.rule("RGO-HAZ-2", "RGO-TARGET-1", "CoE-3.iv")
def test_a_blade_waits_for_the_nazgul_attack_and_goes_to_a_character_it_wounds(
        rgo: RoadGoesEverOn) -> None:
    knife, aragorn = ids(rgo, "Morgul-knife", "Aragorn II")
    # Revealed first, the knife counts against the limit and waits; Khamûl's strike comes at
    # 18 + 2, wounds Aragorn (seed 1: he survives his body check) and the knife goes on him.
    ctx = facing(rgo, "Morgul-knife", "Khamûl the Easterling")
    assert blades(ctx.facts) == [("HazardEventPlayed", True), ("AttackModified", 2),
                                 ("StrikeResolved", 20),
                                 ("HazardPlacedOnCharacter", (knife, aragorn, 4))]
    assert ctx.state.permanent_hazards == ((knife, aragorn),)
    assert ctx.state.hazard_effects == ()  # nothing of it waits any more
    # The version before placed it at once on a character at random, adding nothing.
    old = rgo.at_version(str(nazgul_blades.FACING_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    before = facing(old, "Morgul-knife", "Khamûl the Easterling")
    assert [b[0] for b in blades(before.facts)] == [
        "HazardEventPlayed", "HazardPlacedOnCharacter", "StrikeResolved"]
    assert ("StrikeResolved", 18) in blades(before.facts)


@pytest.mark.rule("RGO-HAZ-2", "RGO-HAZ-3")
def test_a_blade_is_discarded_when_no_one_is_left_wounded_or_no_nazgul_attacks(
        rgo: RoadGoesEverOn) -> None:
    # Seed 2: Khamûl's strike wounds Aragorn, who fails his body check: no one to bear it.
    ctx = facing(rgo, "Morgul-knife", "Khamûl the Easterling", seed=2)
    assert blades(ctx.facts)[-1] == ("HazardDiscarded", "the attack left no wounded "
                                     "character on whom no corruption card was played this "
                                     "turn")
    assert ctx.state.permanent_hazards == ()
    # No Nazgûl attack this turn (Wolves are none): it waits, then goes as the turn ends.
    wolves = facing(rgo, "Morgul-knife", "Wolves")
    assert [k for k, _ in blades(wolves.facts)] == ["HazardEventPlayed"]
    facts, after = run(rgo, wolves.state, lambda c: nazgul_blades.turn_ends(c))
    assert blades(facts) == [("HazardDiscarded", "no Nazgûl attack came this turn")]
    assert card(rgo, "Morgul-knife") in after.hazard_discard and after.hazard_effects == ()


@pytest.mark.rule("RGO-HAZ-3", "RGO-TARGET-1")
def test_the_blades_are_neither_duplicated_on_an_attack_nor_on_a_character(
        rgo: RoadGoesEverOn) -> None:
    knife, sword, aragorn, legolas = ids(rgo, "Morgul-knife", "The Pale Sword", "Aragorn II",
                                         "Legolas")
    # A second knife waiting for the same attack is not played; The Pale Sword is unique.
    ctx = facing(rgo, "Morgul-knife", "Morgul-knife", "Wolves")
    assert blades(ctx.facts)[:2] == [
        ("HazardEventPlayed", True),
        ("HazardDiscarded", "it cannot be duplicated on a company facing a Nazgûl attack")]
    held = facing(rgo, "The Pale Sword", "Wolves", permanent_hazards=((sword, legolas),))
    assert blades(held.facts)[0] == ("HazardDiscarded", "it is unique and already in play")
    # Both face a Nazgûl automatic-attack (+3); each goes on a wounded character on whom no
    # corruption card was played this turn: Aragorn took one, so the second finds no one.
    base = state(rgo)
    start = replace(base, turn=3, corrupted=((2, legolas),), hazard_effects=tuple(
        (3, c, nazgul_blades.WAITING, base.company, n, "", 0) for c, n in ((knife, 2), (sword, 1))))
    attack = Attack("TW-399", "Nazgûl", "Nazgûl", 1, 15, automatic=True)

    def faced(ctx: Context[State]) -> None:
        stronger = nazgul_blades.strengthen(ctx, attack)
        assert stronger.prowess == 18
        nazgul_blades.after_attack(ctx, stronger, [aragorn])

    facts, after = run(rgo, start, faced)
    assert [b for b in blades(facts) if b[0] != "AttackModified"] == [
        ("HazardPlacedOnCharacter", (knife, aragorn, 4)),
        ("HazardDiscarded", "the attack left no wounded character on whom no corruption card "
                            "was played this turn")]
    assert after.corrupted == ((3, aragorn),)
