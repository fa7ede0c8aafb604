"""Hazard-limit discards with several companies: each moving company may ease its own hazard
limit in the long-event phase, before any company's hazards are drawn (RGO-INN-9, with the
Port and Lake-town rules read the same way)."""

from __future__ import annotations

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import card, of, organizing, play


@pytest.mark.rule("RGO-INN-9", "RGO-HAZ-5")
def test_a_company_that_is_not_organizing_eases_its_own_hazard_limit(
        rgo: RoadGoesEverOn) -> None:
    here, bree = card(rgo, "Rivendell"), card(rgo, "Bree")
    legolas, dodge = card(rgo, "Legolas"), card(rgo, "Dodge")
    # Horses were found at Rivendell: a company moving from it this turn may discard.
    ctx = Context(rgo, Table(3, {}, organizing(rgo, benefits=(("horses", here, 1, 1),),
                                               hand=(dodge,))))
    play(rgo, ctx, f"split:{legolas}", f"move:c2:{bree}", "stay")
    offered = [(a.id, a.label) for a in rgo.actions(ctx.state) if a.id.startswith("ease")]
    # The organizing company stays, so only Legolas's company is offered the discard.
    assert offered == [("ease-limit:RGO-INN-9:c2", "Discard a card to lower the hazard limit "
                        "by 1 (Horses; the company of Legolas)")]
    before = ctx.state
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, "ease-limit:RGO-INN-9", {"discard": dodge})
    assert refused.value.clause == "RGO-INN-9" and ctx.state == before
    play_with = len(ctx.facts)
    rgo.decide(ctx, "ease-limit:RGO-INN-9:c2", {"discard": dodge})
    eased = ctx.facts[play_with:]
    assert [(f.kind, f.rule) for f in eased] == [("CardsDiscarded", "RGO-INN-9"),
                                                 ("HazardLimitEased", "RGO-INN-9")]
    assert eased[1].data["company"] == "c2"
    assert ctx.state.hand == () and ctx.state.eased == (("c2", "RGO-INN-9", 1),)
    assert not [a for a in rgo.actions(ctx.state) if a.id.startswith("ease")]  # once a turn
    play(rgo, ctx, "continue", "next-company:c1")
    # The organizing company's limit is its own size; Legolas's is the minimum 2, less 1.
    assert of(ctx.facts, "CompanyActivated", "HazardLimitSet") == [
        ("HazardLimitSet", 3), ("CompanyActivated", "c2"), ("HazardLimitSet", 1)]
    assert [f.data["eased_by"] for f in ctx.facts if f.kind == "HazardLimitSet"] == [
        [], ["RGO-INN-9"]]
