"""The Road Goes Ever On: the removal numbers of Morgul-knife and The Pale Sword
(nazgul_blades.py), known from version 97 and declared by the player before."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import nazgul_blades
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, State
from tests.rules.rgo_support import card, ids, state

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
