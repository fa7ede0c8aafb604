"""The Road Goes Ever On from ``balrog_of_moria.SINCE_VERSION``: Balrog of Moria, revealed from
the Hazard Pile, stays in play (RGO-HAZ-2; a copy is discarded, RGO-HAZ-3): Moria has a further
automatic-attack of the Balrog, 1 strike of 18, which defeated takes the card away for its 5
marshalling points; the automatic-attacks at sites in Hollin, Redhorn Gate and Wold &
Foothills have +2 prowess; Lórien is a Free-hold for healing and hazards while Galadriel is in
play away from it. The version before had the player declare it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import balrog_of_moria, guard_reveals, hazard_scripts, raids
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.site_phase import SitePhase
from domain.rulesets.road_goes_ever_on.state import SITE, Company, State
from tests.rules.rgo_support import (
    begin,
    company,
    ids,
    moving,
    settle,
    settled,
    state,
    to_chance,
    turn_of,
)

BALROG = balrog_of_moria.CARD


def site_attacks(rgo: RoadGoesEverOn, start: State, site: str,
                 seed: int = 1) -> Context[State]:
    """The automatic-attacks at ``site`` (the company's there) queued and faced, every strike
    left to chance."""
    here = rgo.catalog.find(site)
    at = replace(start, site=here.id)
    phase = SitePhase(turn_of(rgo, at))
    ctx = Context(rgo, Table(seed, {}, at))
    phase.automatic_attacks(ctx, here, "RGO-SITE-4")
    to_chance(phase, ctx)
    return ctx


def declared(facts: list[Fact]) -> list[tuple[Any, ...]]:
    """The attacks declared, as made (from attack_making.MADE_AS_FACED_SINCE as each is
    faced, before as queued)."""
    return [(f["attack"]["name"], f["attack"]["strikes"], f["attack"]["prowess"])
            for f in facts if f.kind == "AttackDeclared"]


@pytest.mark.rule("RGO-HAZ-2", "CoE-2.V.i", "CoE-3.v")
def test_the_balrog_of_moria_attacks_at_moria_until_defeated(rgo: RoadGoesEverOn) -> None:
    # Revealed, it stays in play, counted against the hazard limit.
    ctx = begin(rgo, moving(rgo, "Balrog of Moria"))
    played = next(f for f in ctx.facts if f.kind == "HazardEventPlayed")
    assert (played["card"], played["counted"]) == (BALROG, True)
    assert ctx.state.environments == (BALROG,)
    # At Moria (in Redhorn Gate): the site's Orcs with +2, then the Balrog, 1 strike of 18.
    # A hero of prowess 20 beats it: its 5 points are gained and the card leaves play, not
    # to the hazard discard pile.
    hero = replace(company(rgo, "Aragorn II")[0], prowess=20)
    moria = ids(rgo, "Moria")[0]
    start = state(rgo, site=moria, characters=(hero,), environments=(BALROG,))
    fought = site_attacks(rgo, start, "Moria")
    assert declared(fought.facts) == [("Moria automatic-attack", 4, 9), ("Balrog of Moria", 1, 18)]
    assert [(f["card"], f["kind"], f["points"]) for f in fought.facts
            if f.kind == "MarshallingPointsGained"] == [(BALROG, "kill", 5)]
    assert [f.kind for f in fought.facts if f.kind == "BalrogDefeated"] == ["BalrogDefeated"]
    assert fought.state.environments == () and BALROG not in fought.state.hazard_discard
    # Not in play: Moria's own attack alone, as printed.
    assert declared(site_attacks(rgo, replace(start, environments=()), "Moria").facts) == [
        ("Moria automatic-attack", 4, 7)]
    # Ost-in-Edhil (Hollin) +2; Weathertop (Weather Hills) as printed.
    assert declared(site_attacks(rgo, start, "Ost-in-Edhil").facts) == [
        ("Ost-in-Edhil automatic-attack", 3, 7)]
    printed = rgo.catalog.find("Weathertop").automatic_attacks[0].prowess
    assert declared(site_attacks(rgo, start, "Weathertop").facts)[0][2] == printed


@pytest.mark.rule("RGO-HAZ-3", "RGO-GUARD-2", "CoE-2.I.1")
def test_lorien_is_a_free_hold_while_galadriel_is_away_and_a_copy_is_discarded(
        rgo: RoadGoesEverOn) -> None:
    lorien, rivendell = ids(rgo, "Lórien", "Rivendell")
    lorien_card = rgo.catalog.get(lorien)
    galadriel = company(rgo, "Galadriel")[0]
    elsewhere = Company("c2", rivendell, (galadriel,))
    away = state(rgo, environments=(BALROG,), companies=(elsewhere,))
    assert hazard_scripts.site_type(away, lorien_card) == "free-hold"
    assert not balrog_of_moria.is_haven(away, lorien_card)
    # Galadriel at Lórien, or not in play, or the card not in play: a Haven.
    at_home = replace(away, companies=(Company("c2", lorien, (galadriel,)),))
    for s in (at_home, replace(away, companies=()), replace(away, environments=())):
        assert hazard_scripts.site_type(s, lorien_card) == "haven"
    # A company moving to Lórien then may leave a card on guard there (RGO-GUARD-2 spares
    # only Havens): the pile's card after the limit goes on guard.
    moved = begin(rgo, moving(rgo, "Wolves", "Wolves", "Wolves", environments=(BALROG,),
                              companies=(elsewhere,)))
    settle(rgo, moved)
    assert [f.kind for f in moved.facts if f.kind in ("HazardOnGuard", "NoOnGuardAtHaven")] \
        == ["HazardOnGuard"]
    haven = begin(rgo, moving(rgo, "Wolves", "Wolves", "Wolves", companies=(elsewhere,)))
    settle(rgo, haven)
    assert [f.kind for f in haven.facts if f.kind in ("HazardOnGuard", "NoOnGuardAtHaven")] \
        == ["NoOnGuardAtHaven"]
    # A copy revealed while it is in play is discarded.
    twice = begin(rgo, moving(rgo, "Balrog of Moria", environments=(BALROG,)))
    assert [(f.rule, f["reason"]) for f in twice.facts if f.kind == "HazardDiscarded"] == [
        ("RGO-HAZ-3", "it is unique: it is in play already")]
    # The version before had it declared.
    old = rgo.at_version(str(balrog_of_moria.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    declared = begin(old, moving(rgo, "Balrog of Moria"))
    assert [f.kind for f in declared.facts if f.kind.startswith("HazardEffect")] == [
        "HazardEffectAwaited"]


def entered(ruleset: RoadGoesEverOn, site: str, seed: int) -> tuple[list[Fact], State]:
    """A hero of prowess 20 enters ``site``, Balrog of Moria on guard there (seed 2: a roll of
    11, the site's automatic-attacks faced)."""
    where = ids(ruleset, site)[0]
    hero = replace(company(ruleset, "Aragorn II")[0], prowess=20)
    start = state(ruleset, site=where, phase=SITE, characters=(hero,),
                  on_guard=((BALROG, where),))
    return settled(ruleset, start, ruleset.decide, "explore", {}, seed=seed)


def reveals(facts: list[Fact]) -> list[tuple[str, str | None, Any]]:
    return [(f.kind, f.rule, f.get("reason")) for f in facts
            if f.kind in ("OnGuardRevealed", "OnGuardNotRevealed")]


@pytest.mark.rule("RGO-GUARD-1", "CoE-2.V.i", "CoE-2.V.i.1", "CoE-2.V.ii.3")
def test_on_guard_it_is_revealed_where_it_affects_the_automatic_attacks(
        rgo: RoadGoesEverOn) -> None:
    """From 242 Balrog of Moria on guard is revealed where it would affect the automatic-attacks
    (CoE-2.V.i; adding one counts, 2.V.i.1) and comes into play: at Moria its Orcs have +2
    as they are faced and the Balrog's attack is queued after them (CoE-2.V.ii.3); at
    Ost-in-Edhil (Hollin) the Wolves +2; at Weathertop, in none of its regions, it stays face
    down. 241 left it face down everywhere."""
    facts, after = entered(rgo, "Moria", 2)
    assert reveals(facts) == [("OnGuardRevealed", "RGO-GUARD-1", None)]
    assert [(f.rule, [a["attack"]["name"] for a in f["attacks"]]) for f in facts
            if f.kind == "SiteAttacksQueued"] == [
        ("RGO-SITE-SH-8", ["Moria automatic-attack"]), ("CoE-2.V.i", ["Balrog of Moria"])]
    assert declared(facts) == [("Moria automatic-attack", 4, 9), ("Balrog of Moria", 1, 18)]
    assert [f["points"] for f in facts if f.kind == "MarshallingPointsGained"] == [5]
    assert after.environments == ()  # defeated, it left play
    facts, after = entered(rgo, "Ost-in-Edhil", 2)
    assert reveals(facts) == [("OnGuardRevealed", "RGO-GUARD-1", None)]
    assert declared(facts) == [("Ost-in-Edhil automatic-attack", 3, 7)]
    assert after.environments == (BALROG,)
    facts, after = entered(rgo, "Weathertop", 2)
    assert reveals(facts) == [("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.UNAFFECTED)]
    assert after.on_guard == ((BALROG, ids(rgo, "Weathertop")[0]),)
    old = rgo.at_version(str(guard_reveals.BALROG_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    for site, printed in (("Moria", ("Moria automatic-attack", 4, 7)),
                          ("Ost-in-Edhil", ("Ost-in-Edhil automatic-attack", 3, 5))):
        facts, after = entered(old, site, 2)
        assert reveals(facts) == [("OnGuardNotRevealed", "CoE-2.V.i", guard_reveals.UNAFFECTED)]
        assert declared(facts) == [printed] and after.environments == ()


@pytest.mark.rule("RGO-RAID-2", "RGO-SITE-DH-S2")
def test_a_raid_faces_the_automatic_attacks_it_strengthens(rgo: RoadGoesEverOn) -> None:
    """No Dark-hold of the card data lies in its regions: a stand-in Dol Guldur in Hollin
    does. With Balrog of Moria in play, from 242 the raid faces its automatic-attacks as
    entering would, each +2 with the raid's +1 strike and +1 prowess; 241 made the raid's
    attacks apart, +1 and +1 alone."""
    dol_guldur = rgo.catalog.find("Dol Guldur")
    hollin = RoadGoesEverOn(rgo.catalog.with_cards([replace(dol_guldur, region="Hollin")]))
    start = state(hollin, site=dol_guldur.id, phase=SITE, environments=(BALROG,),
                  characters=company(hollin, "Aragorn II", "Glorfindel II", "Legolas",
                                     "Gimli", "Beorn"))
    for ruleset, more in ((hollin, 2), (hollin.at_version(str(raids.AS_ENTERING_SINCE - 1)), 0)):
        assert isinstance(ruleset, RoadGoesEverOn)
        ctx = Context(ruleset, Table(1, {}, start))
        ruleset.decide(ctx, "raid", {})
        while ctx.state.awaited_strikes is not None:
            ruleset.decide(ctx, "assign-rest", {})
        assert declared(ctx.facts) == [("Dol Guldur automatic-attack", 4, 8 + more),
                                       ("Dol Guldur automatic-attack", 3, 9 + more)]
