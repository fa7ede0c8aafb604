"""The Road Goes Ever On: Morgul-knife and The Pale Sword removed as printed (blade_removal.py,
from nazgul_blades.UNTAP_SINCE): at a Haven, in the bearer's untap phase, instead of his
untapping or healing; never in the organization phase. Constructed states played with the real
ruleset, seeded."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine import coe
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import blade_removal, nazgul_blades
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import card, company, ids, state, turn_of

NOW = str(nazgul_blades.UNTAP_SINCE)


def ending(rgo: RoadGoesEverOn, blade: str, site: str = "Rivendell",
           wounded: bool = False) -> State:
    """The site phase at ``site``, Aragorn (tapped, or wounded) bearing ``blade``, Legolas
    tapped; 3 Shadow tokens."""
    aragorn, legolas = company(rgo, "Aragorn II", "Legolas")
    return state(rgo, phase=SITE, site=card(rgo, site), shadow=3,
                 characters=(aragorn.with_state("wounded") if wounded else aragorn.tap(),
                             legolas.tap()),
                 permanent_hazards=((card(rgo, blade), card(rgo, "Aragorn II")),))


def begun(rgo: RoadGoesEverOn, start: State, seed: int) -> Context[State]:
    """The next turn begun from ``start``."""
    ctx = Context(rgo, Table(seed, {}, start))
    turn_of(rgo, start).start_turn(ctx)
    return ctx


@pytest.mark.rule("CoE-2.I.1", "CoE-7.3", "RGO-SHADOW-10")
def test_a_bearer_at_a_haven_tries_instead_of_untapping(rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(NOW)
    knife, aragorn, legolas = ids(rgo, "Morgul-knife", "Aragorn II", "Legolas")
    ctx = begun(now, ending(rgo, "Morgul-knife"), 7)
    # The turn waits before the untap: nothing is untapped yet.
    assert [f.kind for f in ctx.facts] == ["TurnBegan", "UntapAwaited"]
    assert ctx.facts[-1]["pairs"] == [[knife, aragorn]]
    assert [a.id for a in now.actions(ctx.state)] == [f"remove-blade:{knife}:{aragorn}",
                                                      "untap-phase"]
    # The automatic player tries.
    assert now.policy(ctx.state, now.actions(ctx.state)) == (
        f"remove-blade:{knife}:{aragorn}", {})
    before = len(ctx.facts)
    now.decide(ctx, f"remove-blade:{knife}:{aragorn}", {})
    facts = ctx.facts[before:]
    assert [f.kind for f in facts] == [
        "UntapForgone", "DiceRolled", "HazardRemovalRolled", "CorruptionCardRemoved",
        "CharactersUntapped", "QuestDeckEmpty", "PhaseBegan"]
    # Seed 7 rolls 9, greater than 4: the knife goes; he did not tap, so no Shadow token goes
    # with it, 9 being 4 more than needed.
    rolled = next(f for f in facts if f.kind == "HazardRemovalRolled")
    assert (rolled["roll"], rolled["needed"], rolled["removed"]) == (9, 5, True)
    assert (ctx.state.permanent_hazards, ctx.state.shadow) == ((), 3)
    # The untap phase goes on, Aragorn kept as he was, Legolas untapped.
    untapped = next(f for f in facts if f.kind == "CharactersUntapped")
    assert untapped["kept"] == [aragorn]
    assert [(c.card_id, c.state) for c in ctx.state.characters] == [
        (aragorn, "tapped"), (legolas, "untapped")]
    assert (ctx.state.phase, ctx.state.awaited_untap, ctx.state.untap_forgone) == (
        ORGANIZATION, (), ())


@pytest.mark.rule("CoE-2.I.1", "CoE-7.3")
def test_a_wounded_bearer_who_tries_does_not_heal_and_one_who_untaps_does(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(NOW)
    sword, aragorn = ids(rgo, "The Pale Sword", "Aragorn II")
    # Seed 6 rolls 8, greater than 5: the Sword goes, Aragorn still wounded.
    ctx = begun(now, ending(rgo, "The Pale Sword", wounded=True), 6)
    now.decide(ctx, f"remove-blade:{sword}:{aragorn}", {})
    rolled = next(f for f in ctx.facts if f.kind == "HazardRemovalRolled")
    assert (rolled["roll"], rolled["needed"], rolled["removed"]) == (8, 6, True)
    assert rolled.rule == "CoE-7.3"  # no try without tapping (TD-CORR-1): as printed
    assert ctx.state.character(aragorn).state == "wounded"  # type: ignore[union-attr]
    # Untapping as ever instead: he heals (to tapped, at a Haven) and the Sword stays.
    ctx = begun(now, ending(rgo, "The Pale Sword", wounded=True), 6)
    now.decide(ctx, "untap-phase", {})
    assert "HazardRemovalRolled" not in [f.kind for f in ctx.facts]
    assert ctx.state.character(aragorn).state == "tapped"  # type: ignore[union-attr]
    assert ctx.state.permanent_hazards == ((sword, aragorn),)
    assert ctx.state.phase == ORGANIZATION


@pytest.mark.rule("CoE-2.I.1", "CoE-7.3")
def test_a_blade_away_from_a_haven_or_in_the_organization_phase_is_refused(
        rgo: RoadGoesEverOn) -> None:
    now = rgo.at_version(NOW)
    knife, aragorn = ids(rgo, "Morgul-knife", "Aragorn II")
    # Away from a Haven the turn does not wait: everyone untaps, the knife stays.
    ctx = begun(now, ending(rgo, "Morgul-knife", site="Bree"), 7)
    assert "UntapAwaited" not in [f.kind for f in ctx.facts]
    assert ctx.state.phase == ORGANIZATION
    assert ctx.state.permanent_hazards == ((knife, aragorn),)
    # Neither attempt of the organization phase is offered for it, and both are refused.
    assert not [a.id for a in now.actions(ctx.state) if knife in a.id]
    cases = [
        (f"remove-blade:{knife}:{aragorn}", "Morgul-knife is tried only in its bearer's untap "
                                            "phase, instead of untapping or healing.", coe.UNTAP),
        (f"remove-corruption:{knife}:{aragorn}",
         "Morgul-knife is tried only as it prints: at a Haven, in its bearer's untap phase, "
         "instead of untapping or healing.", "CoE-7.3"),
        (f"remove-corruption-untapped:{knife}:{aragorn}",
         "Morgul-knife is tried only as it prints: at a Haven, in its bearer's untap phase, "
         "instead of untapping or healing.", "CoE-7.3"),
        ("untap-phase", "The untap phase is not waiting for a blade's removal.", coe.UNTAP),
    ]
    for action, message, clause in cases:
        tried = Context(now, Table(7, {}, ctx.state))
        with pytest.raises(IllegalAction) as refused:
            now.decide(tried, action, {})
        assert (refused.value.message, refused.value.clause, tried.facts) == (
            message, clause, [])


@pytest.mark.rule("CoE-2.I.1", "CoE-7.3")
def test_the_version_before_and_the_coverage(rgo: RoadGoesEverOn, starter: Catalog) -> None:
    old = rgo.at_version(str(nazgul_blades.UNTAP_SINCE - 1))
    knife, aragorn = ids(rgo, "Morgul-knife", "Aragorn II")
    ctx = begun(old, ending(rgo, "Morgul-knife"), 7)
    assert "UntapAwaited" not in [f.kind for f in ctx.facts]
    assert ctx.state.phase == ORGANIZATION
    assert f"remove-corruption-untapped:{knife}:{aragorn}" in [
        a.id for a in old.actions(ctx.state)]
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    for blade in (nazgul_blades.KNIFE, nazgul_blades.SWORD):
        assert rows[blade] == coverage.InRuleset(coverage.SCRIPTED)
    assert blade_removal.offered(NOW) and not blade_removal.offered(old.played)
