"""The Road Goes Ever On, version 158: Leaflock (TW-265) taps to cancel a hazard played on
his company, Tom Bombadil (TW-350) one played on a company moving to a site in his regions
(CoE 2.V.2.2; the player chooses, ``ally-hazard:<ally>`` or ``let-hazard``), and Goldberry
(TW-245) taps to cancel an effect that would send her company back to its site of origin
(ally_hazard_cancels.py). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import ally_hazard_cancels
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, ids, moving, settle

COAST = ("wilderness", "coastal-sea")


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s)]


def kinds(ctx: Context[State], start: int = 0) -> list[str]:
    return [f.kind for f in ctx.facts[start:]]


def before(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    old = rgo.at_version(str(ally_hazard_cancels.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    return old


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_the_allies_cancels(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ally_hazard_cancels.SINCE_VERSION == 158


@pytest.mark.rule("CoE-2.V.2.2", "RGO-HAZ-2")
def test_leaflock_taps_to_cancel_a_hazard_played_on_his_company(rgo: RoadGoesEverOn) -> None:
    leaflock, lure = ids(rgo, "Leaflock", "Lure of Nature")
    ctx = begin(rgo, moving(rgo, "Lure of Nature", allies=(leaflock,)))  # Moria to Lórien
    offer = next(f for f in ctx.facts if f.kind == "HazardCancelOffered")
    assert dict(offer.data) == {"card": lure, "target": offer["target"], "allies": [leaflock]}
    assert ctx.state.hazard_cancel == (lure, offer["target"])
    assert offered(rgo, ctx.state) == [f"ally-hazard:{leaflock}", "let-hazard"]
    # It was played: it counts against the hazard limit.
    assert ctx.state.hazards_played == 1
    mark = len(ctx.facts)
    rgo.decide(ctx, f"ally-hazard:{leaflock}", {})
    assert [(f.kind, dict(f.data)) for f in ctx.facts[mark:mark + 2]] == [
        ("AllyTapped", {"ally": leaflock, "use": "Lure of Nature is canceled"}),
        ("HazardDiscarded", {"card": lure, "reason": "canceled by Leaflock"})]
    assert ctx.state.hazard_cancel is None and lure in ctx.state.hazard_discard
    assert ctx.state.permanent_hazards == () and leaflock in ctx.state.tapped_allies
    assert "CompanyArrived" in kinds(ctx, mark)  # the pile goes on, the company arrives


@pytest.mark.rule("CoE-2.V.2.2", "RGO-HAZ-2")
def test_a_hazard_not_canceled_takes_effect(rgo: RoadGoesEverOn) -> None:
    leaflock, lure = ids(rgo, "Leaflock", "Lure of Nature")
    ctx = begin(rgo, moving(rgo, "Lure of Nature", allies=(leaflock,)))
    target = ctx.state.hazard_cancel[1] if ctx.state.hazard_cancel else None
    mark = len(ctx.facts)
    rgo.decide(ctx, "let-hazard", {})
    assert kinds(ctx, mark)[:2] == ["HazardCancelDeclined", "HazardPlacedOnCharacter"]
    assert ctx.state.permanent_hazards == ((lure, target),)
    settle(rgo, ctx)  # Lure of Nature's checks wait for helpers (check_helpers.SINCE)
    assert leaflock not in ctx.state.tapped_allies and "CompanyArrived" in kinds(ctx, mark)


@pytest.mark.rule("CoE-2.V.2.2", "RGO-HAZ-2")
def test_tom_bombadil_cancels_a_hazard_on_a_company_moving_into_his_regions(
        rgo: RoadGoesEverOn) -> None:
    tom, lure, bree, rivendell = ids(rgo, "Tom Bombadil", "Lure of Nature", "Bree",
                                     "Rivendell")
    home = replace(moving(rgo, "Lure of Nature", allies=(tom,)), site=rivendell,
                   destination=bree)  # Bree is in Arthedain
    ctx = begin(rgo, home)
    assert offered(rgo, ctx.state) == [f"ally-hazard:{tom}", "let-hazard"]
    rgo.decide(ctx, f"ally-hazard:{tom}", {})
    assert lure in ctx.state.hazard_discard and ctx.state.permanent_hazards == ()
    # Moving to Lórien (Wold & Foothills), he cancels nothing: the hazard takes effect.
    away = begin(rgo, moving(rgo, "Lure of Nature", allies=(tom,)))
    assert "HazardCancelOffered" not in kinds(away)
    assert [h for h, _ in away.state.permanent_hazards] == [lure]


@pytest.mark.rule("CoE-2.V.2.2")
def test_a_cancel_out_of_turn_is_refused_naming_the_ally(rgo: RoadGoesEverOn) -> None:
    leaflock, tom, goldberry = ids(rgo, "Leaflock", "Tom Bombadil", "Goldberry")
    ctx = begin(rgo, moving(rgo, "Lure of Nature", allies=(leaflock, tom, goldberry)))
    assert offered(rgo, ctx.state) == [f"ally-hazard:{leaflock}", "let-hazard"]
    before_state, written = ctx.state, len(ctx.facts)
    for ally, why in ((tom, "Tom Bombadil cancels a hazard only on a company moving to a "
                            "site in Arthedain, Cardolan, Rhudaur, The Shire."),
                      (goldberry, "Goldberry has no ability that cancels a hazard.")):
        with pytest.raises(IllegalAction) as refusal:
            rgo.decide(ctx, f"ally-hazard:{ally}", {})
        assert str(refusal.value).startswith(why) and refusal.value.clause == "CoE-2.V.2.2"
    # Tapped, Leaflock cancels nothing; with no hazard waiting, nothing either.
    tapped = replace(ctx.state, tapped_allies=(leaflock,))
    for s, why in ((tapped, "Leaflock is tapped."),
                   (replace(ctx.state, hazard_cancel=None), "Leaflock cancels a hazard as it "
                                                            "is played on his company")):
        with pytest.raises(IllegalAction) as refusal:
            rgo.decide(Context(rgo, ctx.table.__class__(1, {}, s)), f"ally-hazard:{leaflock}",
                       {})
        assert str(refusal.value).startswith(why)
    assert (ctx.state, len(ctx.facts)) == (before_state, written)


@pytest.mark.rule("CoE-2.V.2.2")
def test_the_automatic_player_cancels_and_older_versions_do_not_ask(
        rgo: RoadGoesEverOn) -> None:
    leaflock, lure = ids(rgo, "Leaflock", "Lure of Nature")
    start = moving(rgo, "Lure of Nature", allies=(leaflock,))
    ctx = begin(rgo, start)
    assert rgo.policy(ctx.state, rgo.actions(ctx.state)) == (f"ally-hazard:{leaflock}", {})
    old = begin(before(rgo), start)
    assert "HazardCancelOffered" not in kinds(old)
    assert [h for h, _ in old.state.permanent_hazards] == [lure]


@pytest.mark.rule("CoE-2.V.2.2", "RGO-HAZ-2")
def test_goldberry_keeps_her_company_from_being_sent_back(rgo: RoadGoesEverOn) -> None:
    goldberry, turtle = ids(rgo, "Goldberry", "Fell Turtle")
    start = moving(rgo, "Fell Turtle", path=COAST, allies=(goldberry,))
    ctx = begin(rgo, start)
    settle(rgo, ctx)
    assert [f["result"] for f in ctx.facts if f.kind == "StrikeResolved"] == ["succeeded"]
    tapped = [dict(f.data) for f in ctx.facts if f.kind == "AllyTapped"]
    assert tapped == [{"ally": goldberry, "use": "Fell Turtle does not return the company to "
                                                  "its site of origin"}]
    assert "MovementTurnedBack" not in kinds(ctx) and "CompanyArrived" in kinds(ctx)
    # Tapped already, she does not; nor in the version before.
    again = begin(rgo, replace(start, tapped_allies=(goldberry,)))
    settle(rgo, again)
    assert [f["card"] for f in again.facts if f.kind == "MovementTurnedBack"] == [turtle]
    old = begin(before(rgo), start)
    settle(before(rgo), old)
    assert [f["card"] for f in old.facts if f.kind == "MovementTurnedBack"] == [turtle]


@pytest.mark.rule("CoE-9.2.3", "CoE-2.V.2.2", "RGO-HAZ-2")
def test_a_wounded_goldberry_does_not_keep_her_company_on_its_way(rgo: RoadGoesEverOn) -> None:
    # Here a wounded ally is kept among the tapped ones too (state.py): she does not tap, in
    # this version as in those before it (the engine's keeping_on reads both lists).
    goldberry, turtle = ids(rgo, "Goldberry", "Fell Turtle")
    start = moving(rgo, "Fell Turtle", path=COAST, allies=(goldberry,))
    wounded = replace(start, tapped_allies=(goldberry,), wounded_allies=(goldberry,))
    ctx = begin(rgo, wounded)
    settle(rgo, ctx)
    assert [f["card"] for f in ctx.facts if f.kind == "MovementTurnedBack"] == [turtle]
    assert "AllyTapped" not in kinds(ctx)
    assert (ctx.state.tapped_allies, ctx.state.wounded_allies) == ((goldberry,), (goldberry,))
