"""The Road Goes Ever On from ``quiet_lands.SINCE_VERSION``: Quiet Lands' alternative with Gates
of Morning in play, played before the company's hazards are drawn, treats one Shadow-land of
the site path as a Wilderness or the company's Shadow-hold site as a Ruins & Lairs until the end
of the turn, and the hazards are keyed to what it is treated as."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import gates_of_morning, quiet_lands
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, State
from tests.rules.rgo_support import company, ids, play, state

QUIET = quiet_lands.CARD


def leaving(rgo: RoadGoesEverOn, to: str, path: tuple[str, ...], *pile: str,
            gates: bool = True) -> State:
    """Aragorn II and Bilbo leave Lórien for ``to`` with Quiet Lands in hand, ``pile`` as the
    hazard deck, Gates of Morning in play (with ``gates``), in the long-event phase."""
    lorien, site = ids(rgo, "Lórien", to)
    return state(rgo, phase=LONG_EVENT, site=lorien, destination=site, path=path,
                 characters=company(rgo, "Aragorn II", "Bilbo"), hazards=ids(rgo, *pile),
                 hand=(QUIET,),
                 resource_environments=(gates_of_morning.CARD,) if gates else ())


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("resource:")]


def keyed(rgo: RoadGoesEverOn, start: State, action: str | None,
          args: dict[str, Any]) -> list[tuple[str, str]]:
    """Where each creature revealed was keyed, or that it was discarded unplayed."""
    ctx = Context(rgo, Table(1, {}, start))
    if action is not None:
        rgo.decide(ctx, action, args)
    play(rgo, ctx, "continue")
    return [(rgo.catalog.get(f["card"]).name, f["place"] if f.kind == "HazardKeyed"
             else "discarded") for f in ctx.facts if f.kind == "HazardKeyed"
            or (f.kind == "HazardDiscarded" and f["reason"] != "the attack is over")]


def refused(rgo: RoadGoesEverOn, s: State, action: str,
            args: dict[str, Any] | None = None) -> tuple[str | None, str]:
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as no:
        rgo.decide(ctx, action, args or {})
    assert ctx.facts == []
    return no.value.clause, no.value.message


@pytest.mark.rule("RGO-GEN-1", "CoE-2.IV")
def test_quiet_lands_treats_a_shadow_land_of_the_site_path_as_a_wilderness(
        rgo: RoadGoesEverOn) -> None:
    start = leaving(rgo, "Weathertop", ("wilderness", "shadow-land"), "Ghosts", "Giant Spiders")
    assert offered(rgo, start) == [f"resource:{QUIET}:quiet-region"]
    action = next(a for a in rgo.actions(start) if a.id == f"resource:{QUIET}:quiet-region")
    assert action.params == {"region": "the Shadow-land treated as a Wilderness, its place in "
                                       "the site path: 2"}
    # Untreated, the Ghosts come in the Shadow-land; Giant Spiders need two Wildernesses.
    assert keyed(rgo, start, None, {}) == [("Ghosts", "region 2 (shadow-land)"),
                                           ("Giant Spiders", "discarded")]
    # Treated, the Ghosts find no place left and two Wildernesses bring the Spiders (keyed
    # from the first).
    assert keyed(rgo, start, f"resource:{QUIET}:quiet-region", {"region": 2}) == [
        ("Ghosts", "discarded"), ("Giant Spiders", "region 1 (wilderness)")]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{QUIET}:quiet-region", {"region": 2})
    quieted = next(f for f in ctx.facts if f.kind == "LandsQuieted")
    assert (quieted.rule, quieted["treated"]) == ("RGO-GEN-1", ["wilderness", "wilderness"])
    assert ctx.state.discard == (QUIET,) and ctx.state.quieted == ctx.state.turn


@pytest.mark.rule("RGO-GEN-1", "CoE-2.IV")
def test_quiet_lands_treats_a_shadow_hold_site_as_a_ruins_and_lairs(
        rgo: RoadGoesEverOn) -> None:
    start = leaving(rgo, "Moria", ("wilderness",), "Ghosts", "Cave-drake")
    assert offered(rgo, start) == [f"resource:{QUIET}:quiet-site"]
    assert keyed(rgo, start, None, {}) == [("Ghosts", "the site"), ("Cave-drake", "discarded")]
    # The automatic player keeps the card to halve an automatic-attack.
    assert rgo.policy(start, rgo.actions(start))[0] == "continue"
    assert keyed(rgo, start, f"resource:{QUIET}:quiet-site", {}) == [
        ("Ghosts", "discarded"), ("Cave-drake", "the site")]


@pytest.mark.rule("RGO-GEN-1", "CoE-2.IV.iii")
def test_quiet_lands_alternative_is_refused_where_it_cannot_be_played(
        rgo: RoadGoesEverOn) -> None:
    no_gates = leaving(rgo, "Weathertop", ("wilderness", "shadow-land"), gates=False)
    assert offered(rgo, no_gates) == []
    assert refused(rgo, no_gates, f"resource:{QUIET}:quiet-region", {"region": 2}) == (
        "CoE-2.IV.iii", "Quiet Lands cannot be played for its quiet-region mode: it treats a "
                        "region or a site only with Gates of Morning in play.")
    start = leaving(rgo, "Weathertop", ("wilderness", "shadow-land"))
    assert refused(rgo, start, f"resource:{QUIET}:quiet-site")[1] == (
        "Quiet Lands cannot be played for its quiet-site mode: the company's site, Weathertop, "
        "is no Shadow-hold.")
    assert refused(rgo, start, f"resource:{QUIET}:quiet-region", {"region": 1})[1] == (
        "Quiet Lands cannot be played for its quiet-region mode: region 1 is no Shadow-land "
        "of the site path.")
    assert refused(rgo, start, f"resource:{QUIET}:quiet-region")[1] == (
        "Quiet Lands cannot be played for its quiet-region mode: name the Shadow-land to "
        "treat, its place in the site path (the \"region\" argument).")
    # It cannot be duplicated: once a turn.
    ctx = Context(rgo, Table(1, {}, replace(start, hand=(QUIET, QUIET))))
    rgo.decide(ctx, f"resource:{QUIET}:quiet-region", {"region": 2})
    again = replace(ctx.state, path=("wilderness", "shadow-land"))
    assert offered(rgo, again) == []
    assert refused(rgo, again, f"resource:{QUIET}:quiet-region", {"region": 2})[1] == (
        "Quiet Lands cannot be played for its quiet-region mode: it cannot be duplicated: it "
        "treats a region or a site once a turn.")


@pytest.mark.rule("RGO-GEN-1")
def test_a_game_of_the_version_before_does_not_offer_the_alternative(
        rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(quiet_lands.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    start = leaving(rgo, "Moria", ("wilderness",))
    assert offered(old, start) == []
    with pytest.raises(IllegalAction):
        old.decide(Context(old, Table(1, {}, start)), f"resource:{QUIET}:quiet-site", {})
    assert coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(QUIET)).status == \
        coverage.SCRIPTED
