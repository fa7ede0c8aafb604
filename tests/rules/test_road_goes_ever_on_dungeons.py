"""The Road Goes Ever On, version 19: a Dungeon below its surface site (RGO-DUNG-1, 2, 3, 5,
RGO-SITE-DH-S1). The Dungeon is a fixture card (tests/rules/fixtures/rgo-dungeon-cards.json,
invented numbers) added to the starter catalog, as a player's own catalog would hold it."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from api.simulation.games import tallied
from domain.cards.coe import coe_records
from domain.chronicle import seal
from domain.errors import IllegalAction
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on import dungeons
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Company, MPRecord, State
from tests.rules.rgo_support import company, state

FIXTURE = Path(__file__).parent / "fixtures" / "rgo-dungeon-cards.json"
CATACOMBS = "RGOX-20"


@pytest.fixture(scope="module")
def deep(starter) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    cards = coe_records(json.loads(FIXTURE.read_text("utf-8")), source="dungeons.json")
    ruleset = make_ruleset("road-goes-ever-on", starter.with_cards(cards))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def at(rgo: RoadGoesEverOn, site: str, **fields: Any) -> State:
    carn_dum, rivendell = (rgo.catalog.find(n).id for n in ("Carn Dûm", "Rivendell"))
    return replace(state(rgo, phase=ORGANIZATION, turn=3, characters=company(
        rgo, "Aragorn II", "Legolas", "Gimli"), site_deck=(rivendell, carn_dum, CATACOMBS)),
        site=rgo.catalog.find(site).id, **fields)


def moves(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("move:")]


@pytest.mark.rule("RGO-DUNG-1", "RGO-SITE-DH-S1")
def test_a_dungeon_is_reached_from_its_surface_explored_in_the_last_site_phase(deep) -> None:  # type: ignore[no-untyped-def]
    carn_dum = deep.catalog.find("Carn Dûm").id
    just = at(deep, "Carn Dûm", last_explored=(2, "c1", carn_dum))
    offered = [a for a in deep.actions(just) if a.id == f"move:{CATACOMBS}"]
    assert [(a.label, a.rule) for a in offered] == [
        ("Move to Catacombs of Carn Dum (0 regions)", "RGO-DUNG-1")]
    ctx = Context(deep, Table(1, {}, just))
    deep.decide(ctx, f"move:{CATACOMBS}", {})
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (planned.rule, planned["destination"], planned["path"]) == (
        "RGO-DUNG-1", CATACOMBS, [])
    # Explored two site phases ago, the surface no longer leads down: refused, nothing written.
    stale = at(deep, "Carn Dûm", last_explored=(1, "c1", carn_dum))
    assert f"move:{CATACOMBS}" not in moves(deep, stale)
    ctx = Context(deep, Table(1, {}, stale))
    with pytest.raises(IllegalAction) as refused:
        deep.decide(ctx, f"move:{CATACOMBS}", {})
    assert refused.value.clause == "RGO-DUNG-1" and ctx.facts == []


@pytest.mark.rule("RGO-DUNG-2")
def test_from_a_dungeon_the_only_move_is_back_up_to_its_surface(deep) -> None:  # type: ignore[no-untyped-def]
    carn_dum, rivendell = (deep.catalog.find(n).id for n in ("Carn Dûm", "Rivendell"))
    below = at(deep, "Catacombs of Carn Dum")
    assert moves(deep, below) == [f"move:{carn_dum}"]
    with pytest.raises(IllegalAction) as refused:
        deep.decide(Context(deep, Table(1, {}, below)), f"move:{rivendell}", {})
    assert refused.value.clause == "RGO-DUNG-2"
    assert str(refused.value).startswith("From Catacombs of Carn Dum the only way is back up "
                                         "to Carn Dûm.")


@pytest.mark.rule("RGO-DUNG-3", "RGO-DUNG-5", "RGO-SITE-DH-S1")
def test_a_dungeons_encounter_roll_gets_two_and_exploring_it_gains_one_mp_once(deep) -> None:  # type: ignore[no-untyped-def]
    below = at(deep, "Catacombs of Carn Dum", phase=SITE)
    ctx = Context(deep, Table(1, {}, below))
    deep.decide(ctx, "explore", {})
    while ctx.state.awaited_strikes is not None:
        deep.decide(ctx, "assign-rest", {})
    rolled = next(f for f in ctx.facts if f.kind == "DiceRolled")
    met = next(f for f in ctx.facts if f.kind == "SiteEncounter")
    assert (met["table"], met["modified_by"], met["roll"]) == (
        "dark-hold", "RGO-DUNG-3", rolled["total"] + 2)
    assert [m["amount"] for m in met["table_roll"]["modifiers"]] == [2]
    gained = [f for f in ctx.facts if f.kind == "MarshallingPointsGained"
              and f.rule == "RGO-DUNG-5"]
    assert [(f["card"], f["points"]) for f in gained] == [(CATACOMBS, 1)]
    # ``redbook simulate`` counts it among the Dungeons explored (the clause its MP cites).
    records = [seal(n, fact, "") for n, fact in enumerate(ctx.facts, 1)]
    assert dict(tallied(deep, records))["dungeons explored"] == 1
    again = replace(below, mp=(MPRecord(CATACOMBS, "Catacombs of Carn Dum", "miscellaneous",
                                        1),))
    ctx = Context(deep, Table(1, {}, again))
    deep.decide(ctx, "explore", {})
    while ctx.state.awaited_strikes is not None:
        deep.decide(ctx, "assign-rest", {})
    assert [f for f in ctx.facts if f.rule == "RGO-DUNG-5"] == []
    assert "once for each Dungeon" in deep.rules_notes()["RGO-DUNG-5"]


@pytest.mark.rule("RGO-DUNG-1")
def test_a_game_of_version_18_has_no_dungeon_rules(deep) -> None:  # type: ignore[no-untyped-def]
    old = deep.at_version("18")
    carn_dum = deep.catalog.find("Carn Dûm").id
    just = at(old, "Carn Dûm", last_explored=(2, "c1", carn_dum))
    assert f"move:{CATACOMBS}" not in moves(old, just)


def split_at(rgo: RoadGoesEverOn, site: str, **fields: Any) -> State:
    """Aragorn's company at ``site``; Legolas and Gimli split from it, waiting there."""
    where = rgo.catalog.find(site).id
    return replace(at(rgo, site, **fields),
                   characters=company(rgo, "Aragorn II", "Glorfindel II"),
                   companies=(Company("c2", where, company(rgo, "Legolas", "Gimli")),),
                   splits=(("c2", "c1"),), companies_formed=2)


@pytest.mark.rule("RGO-DUNG-2")
def test_a_company_split_off_in_a_dungeon_moves_only_back_up(deep) -> None:  # type: ignore[no-untyped-def]
    carn_dum, rivendell = (deep.catalog.find(n).id for n in ("Carn Dûm", "Rivendell"))
    below = split_at(deep, "Catacombs of Carn Dum")
    assert [i for i in (a.id for a in deep.actions(below)) if i.startswith("move:c2:")] == [
        f"move:c2:{carn_dum}"]
    ctx = Context(deep, Table(1, {}, below))
    with pytest.raises(IllegalAction) as refused:
        deep.decide(ctx, f"move:c2:{rivendell}", {})
    assert refused.value.clause == "RGO-DUNG-2" and ctx.facts == []
    deep.decide(ctx, f"move:c2:{carn_dum}", {})
    planned = next(f for f in ctx.facts if f.kind == "MovementPlanned")
    assert (planned.rule, planned["company"], planned["destination"], planned["path"]) == (
        "RGO-DUNG-2", "c2", carn_dum, [])
    # Before the rule was played for every company, the split company left by starter movement.
    old = deep.at_version(str(dungeons.EVERY_COMPANY_SINCE - 1))
    assert f"move:c2:{rivendell}" in [a.id for a in old.actions(below)]


@pytest.mark.rule("RGO-DUNG-1", "CoE-2.II.7.1")
def test_the_dungeon_below_counts_among_the_sites_a_split_leaves_to_reach(deep) -> None:  # type: ignore[no-untyped-def]
    carn_dum = deep.catalog.find("Carn Dûm").id
    # From Carn Dûm starter movement reaches Rivendell only; explored in the last site phase,
    # the Catacombs below are a second site, so two companies split off can each move.
    just = split_at(deep, "Carn Dûm", last_explored=(2, "c1", carn_dum))
    glorfindel = deep.catalog.find("Glorfindel II").id
    assert f"split:{glorfindel}" in [a.id for a in deep.actions(just)]
    ctx = Context(deep, Table(1, {}, just))
    deep.decide(ctx, f"split:{glorfindel}", {})
    assert [c.id for c in ctx.state.companies] == ["c2", "c3"]
    old = deep.at_version(str(dungeons.EVERY_COMPANY_SINCE - 1))
    with pytest.raises(IllegalAction) as refused:
        old.decide(Context(old, Table(1, {}, just)), f"split:{glorfindel}", {})
    assert refused.value.clause == "CoE-2.II.7.1"
    assert "1 site of your site deck can be reached from Carn Dûm" in str(refused.value)
