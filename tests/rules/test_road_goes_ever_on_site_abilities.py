"""The Road Goes Ever On: the Appendix 1 abilities used in the site phase — Haldir's look at an
on-guard card of his region and Galdor's discards at a Haven — and Fram Framson's Dragon
kills and Éomer's Noble Steed. Galdor, Fram and the Noble Steed are outside the starter
catalog: the ruleset plays on the starter catalog with them added from the Council of Elrond
database."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from domain.cards import load_catalog
from domain.engine.characters import Character
from domain.engine.combat import Attack, StrikeModifiers
from domain.errors import IllegalAction
from domain.ruleset import Context, Table, make_ruleset
from domain.rulesets.road_goes_ever_on.combat import finish_attack, resolve_strike
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, State
from tests.rules.rgo_support import company, ids, state


@pytest.fixture(scope="module")
def rgo(starter, coe_cards_path: Path) -> RoadGoesEverOn:  # type: ignore[no-untyped-def]
    full = load_catalog(coe_cards_path)
    ruleset = make_ruleset("road-goes-ever-on", starter.with_cards(
        [full.find("Galdor"), full.find("Fram Framson"), full.find("Noble Steed")]))
    assert isinstance(ruleset, RoadGoesEverOn)
    return ruleset


def abilities_offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("ability:")]


@pytest.mark.rule("RGO-ABIL-34")
def test_haldir_taps_to_see_an_on_guard_card_of_his_region(rgo) -> None:  # type: ignore[no-untyped-def]
    bree, weathertop, rivendell, wolves, orcs = ids(rgo, "Bree", "Weathertop", "Rivendell",
                                                    "Wolves", "Orc-patrol")
    party = company(rgo, "Haldir", "Legolas")
    haldir = party[0].card_id
    s = state(rgo, site=bree, phase=SITE, characters=party,
              on_guard=((wolves, weathertop), (orcs, rivendell)))
    # Weathertop is in Arthedain with Bree; Rivendell is in Rhudaur.
    assert abilities_offered(rgo, s) == [f"ability:{haldir}:{wolves}"]
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, f"ability:{haldir}:{wolves}", {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("AbilityUsed", "RGO-ABIL-34"), ("CharacterStateChanged", "RGO-ABIL-34"),
        ("OnGuardCardSeen", "RGO-ABIL-34")]
    assert ctx.state.on_guard == s.on_guard  # seen, still on guard
    assert abilities_offered(rgo, ctx.state) == []  # Haldir is tapped


@pytest.mark.rule("RGO-ABIL-26")
def test_galdor_discards_two_cards_at_a_haven_but_not_at_the_grey_havens(rgo) -> None:  # type: ignore[no-untyped-def]
    dodge, block, hiding, grey = ids(rgo, "Dodge", "Block", "Hiding", "Grey Havens")
    galdor = rgo.catalog.find("Galdor").id
    party = (Character.from_card(rgo.catalog.get(galdor)), *company(rgo, "Legolas"))
    s = state(rgo, phase=SITE, characters=party, hand=(dodge, block, hiding))
    assert abilities_offered(rgo, s) == [f"ability:{galdor}:{c}" for c in (dodge, block,
                                                                          hiding)]
    ctx = Context(rgo, Table(1, {}, s))
    rgo.decide(ctx, f"ability:{galdor}:{dodge}", {})
    rgo.decide(ctx, f"ability:{galdor}:{block}", {})
    assert (ctx.state.hand, ctx.state.discard) == ((hiding,), (dodge, block))
    assert ctx.state.character(galdor).untapped
    assert abilities_offered(rgo, ctx.state) == []  # two a turn
    with pytest.raises(IllegalAction) as third:
        rgo.decide(Context(rgo, Table(1, {}, ctx.state)), f"ability:{galdor}:{hiding}", {})
    assert third.value.clause == "RGO-ABIL-26"
    assert abilities_offered(rgo, replace(s, site=grey)) == []


@pytest.mark.rule("RGO-ABIL-23")
def test_a_dragon_fram_framson_slays_is_worth_one_mp_more(rgo) -> None:  # type: ignore[no-untyped-def]
    fram = Character.from_card(rgo.catalog.find("Fram Framson"))
    aragorn = company(rgo, "Aragorn II")[0]
    # A Dragon no strike can miss beating, whose body check always fails.
    drake = Attack(ids(rgo, "Cave-drake")[0], "Cave-drake", "Dragon", 1, -20, body=1,
                   marshalling_points=2)
    s = state(rgo, characters=(fram, aragorn))

    def kills(ruleset: RoadGoesEverOn, who: str) -> list[tuple[object, ...]]:
        ctx = Context(ruleset, Table(1, {}, s))
        assert finish_attack(ctx, drake, (who,))
        return [(f.rule, f["points"]) for f in ctx.facts
                if f.kind == "MarshallingPointsGained"]

    assert kills(rgo, fram.card_id) == [("CoE-3.v", 2), ("RGO-ABIL-23", 1)]
    assert kills(rgo, aragorn.card_id) == [("CoE-3.v", 2)]
    assert kills(rgo.at_version("7"), fram.card_id) == [("CoE-3.v", 2)]


@pytest.mark.rule("RGO-ABIL-19")
def test_eomer_fights_better_with_a_noble_steed(rgo) -> None:  # type: ignore[no-untyped-def]
    eomer = company(rgo, "Éomer")[0]
    steed = rgo.catalog.find("Noble Steed").id
    orcs = Attack("TW-76", "Orc-lieutenant", "Orcs", 1, 7)

    def bonus(ruleset: RoadGoesEverOn, s: State) -> list[tuple[object, ...]]:
        ctx = Context(ruleset, Table(1, {}, s))
        resolve_strike(ctx, eomer.card_id, orcs, StrikeModifiers())
        check = next(f for f in ctx.facts if f.kind == "StrikeResolved")["check"]
        return [(m["amount"], m["clause"]) for m in check["modifiers"]
                if str(m["source"]).startswith("ability:")]

    riding = state(rgo, characters=(eomer,), allies=(steed,))
    assert bonus(rgo, riding) == [(1, "RGO-ABIL-19")]
    assert bonus(rgo, state(rgo, characters=(eomer,))) == []
    assert bonus(rgo.at_version("9"), riding) == []
