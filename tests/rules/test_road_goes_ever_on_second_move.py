"""The Road Goes Ever On, version 104: Shadowfax (TW-326), untapped in a company of one
character, or one and a Hobbit, with no other ally, taps as its movement/hazard phase ends to
move it again: a second site and movement/hazard phase, then the new site's site phase
(RGO-HAZ-1). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import move_clauses, second_move
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import at_version, company, ids, of, state


def at_bree(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Aragorn II alone with Shadowfax, his site phase at Bree not begun; Rivendell, Bree and
    Weathertop in the Site deck, no hazards left to draw."""
    shadowfax, bree = ids(rgo, "Shadowfax", "Bree")
    base = state(rgo, phase=SITE, site=bree, allies=(shadowfax,),
                 characters=company(rgo, "Aragorn II"),
                 site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"))
    return replace(base, **fields)  # type: ignore[arg-type]


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(f"{second_move.KIND}:")]


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> str:
    """The refusal of ``action``: its clause is special movement (CoE-2.II.7.iv, from version
    203) and nothing is written."""
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert refusal.value.clause == "CoE-2.II.7.iv"
    assert (ctx.state, ctx.facts) == (s, [])
    return str(refusal.value)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_shadowfaxs_second_move(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= second_move.SINCE_VERSION == 104


@pytest.mark.rule("CoE-2.II.7.iv", "RGO-HAZ-1")
def test_shadowfax_moves_his_company_again(rgo: RoadGoesEverOn) -> None:
    shadowfax, rivendell = ids(rgo, "Shadowfax", "Rivendell")
    start = at_bree(rgo)
    assert offered(rgo, start) == [f"ally-ride:{shadowfax}:{rivendell}"]
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"ally-ride:{shadowfax}:{rivendell}", {})
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind in ("AllyTapped", "MovementPlanned")] \
        == [("AllyTapped", "CoE-2.II.7.iv"), ("MovementPlanned", "CoE-2.II.7.iv")]
    assert [a.rule for a in rgo.actions(start) if a.id.startswith("ally-ride:")] == [
        "CoE-2.II.7.iv"]
    # Up to version 194 (move_clauses.CARDS_SINCE) the move cited RGO-HAZ-1.
    old = at_version(rgo, str(move_clauses.CARDS_SINCE - 1))
    assert [a.rule for a in old.actions(start) if a.id.startswith("ally-ride:")] == [
        "RGO-HAZ-1"]
    ctx_old = Context(old, Table(1, {}, start))
    old.decide(ctx_old, f"ally-ride:{shadowfax}:{rivendell}", {})
    assert [(f.kind, f.rule) for f in ctx_old.facts
            if f.kind in ("AllyTapped", "MovementPlanned")] \
        == [("AllyTapped", "RGO-HAZ-1"), ("MovementPlanned", "RGO-HAZ-1")]
    assert of(ctx.facts, "PhaseBegan", "CompanyArrived") == [
        ("PhaseBegan", "movement-hazard"), ("CompanyArrived", "Rivendell"),
        ("PhaseBegan", "site")]
    assert ctx.state.site == rivendell and ctx.state.phase == SITE
    assert ctx.state.tapped_allies == (shadowfax,) and ctx.state.allies == (shadowfax,)
    # Tapped, he gives no third move.
    assert offered(rgo, ctx.state) == []
    assert "Shadowfax is tapped" in refused(rgo, ctx.state, f"ally-ride:{shadowfax}:"
                                            f"{ids(rgo, 'Bree')[0]}")


@pytest.mark.rule("CoE-2.II.7.iv", "CoE-2.II.3.1.1")
def test_shadowfax_carries_one_character_or_one_and_a_hobbit(rgo: RoadGoesEverOn) -> None:
    shadowfax, rivendell, goldberry = ids(rgo, "Shadowfax", "Rivendell", "Goldberry")
    ride = f"ally-ride:{shadowfax}:{rivendell}"
    with_hobbit = at_bree(rgo, characters=company(rgo, "Aragorn II", "Frodo"))
    assert offered(rgo, with_hobbit) == [ride]
    two = at_bree(rgo, characters=company(rgo, "Aragorn II", "Legolas"))
    assert offered(rgo, two) == []
    assert "only a company of one character, or one and a Hobbit" in refused(rgo, two, ride)
    other_ally = at_bree(rgo, allies=(shadowfax, goldberry))
    assert offered(rgo, other_ally) == []
    explored = at_bree(rgo, explored=True)
    assert "as its movement/hazard phase ends, before its site phase" in refused(
        rgo, explored, ride)
    weathertop = ids(rgo, "Weathertop")[0]
    assert "a site of the Site deck its site path reaches from Bree" in refused(
        rgo, at_bree(rgo), f"ally-ride:{shadowfax}:{weathertop}")


@pytest.mark.rule("RGO-HAZ-1")
def test_a_game_of_version_103_has_no_second_move(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("103")
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, at_bree(rgo)) == []
