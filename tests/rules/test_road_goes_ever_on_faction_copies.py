"""The Road Goes Ever On, version 204: two copies of one faction on the Quest Display are each
their own (display_copies.FACTIONS_SINCE), as items were from version 197: a faction
influenced or failed leaves the Display by its copy alone, the facts naming the entry's sites,
and Roäc the Raven offers each faction once (RGO-QUEST-4). Constructed states played with the
real ruleset; version 203 plays as it was played (every copy left with the one)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import display_copies
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import SITE, Quest, State
from tests.rules.rgo_support import at_version, company, ids, state

#: The version before a faction leaves the Display by its copy.
BEFORE = str(display_copies.FACTIONS_SINCE - 1)


def two_rangers(rgo: RoadGoesEverOn, influence: int) -> State:
    """Bilbo and Legolas in the site phase at Bree, two copies of the Rangers of the North
    (influence 9) on the Display, found at Bree and Weathertop; Bilbo's direct influence
    ``influence``."""
    bree, weathertop, rangers = ids(rgo, "Bree", "Weathertop", "Rangers of the North")
    bilbo, legolas = company(rgo, "Bilbo", "Legolas")
    return state(rgo, phase=SITE, explored=True, site=bree,
                 characters=(replace(bilbo, direct_influence=influence), legolas),
                 display=(Quest(rangers, (bree, weathertop)), Quest(rangers, (bree, weathertop))),
                 site_deck=ids(rgo, "Rivendell", "Bree", "Weathertop"))


def take(rgo: RoadGoesEverOn, start: State) -> Context[State]:
    bilbo, rangers = ids(rgo, "Bilbo", "Rangers of the North")
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"take-quest:{rangers}:{bilbo}", {})
    return ctx


def display_facts(ctx: Context[State]) -> list[tuple[str, str | None, object]]:
    return [(f.kind, f.rule, f.get("sites")) for f in ctx.facts
            if f.kind in ("QuestTaken", "QuestDiscarded")]


@pytest.mark.rule("RGO-QUEST-4")
def test_a_faction_influenced_leaves_the_display_by_its_copy(rgo: RoadGoesEverOn) -> None:
    bree, weathertop, rangers = ids(rgo, "Bree", "Weathertop", "Rangers of the North")
    ctx = take(rgo, two_rangers(rgo, influence=20))
    assert next(f["succeeded"] for f in ctx.facts if f.kind == "InfluenceAttempted") is True
    assert display_facts(ctx) == [("QuestTaken", "RGO-QUEST-4", [bree, weathertop])]
    assert ctx.state.display == (Quest(rangers, (bree, weathertop)),)
    assert [r.card for r in ctx.state.mp] == [rangers]
    # Version 203: every copy left the Display with the one taken.
    old = take(at_version(rgo, BEFORE), two_rangers(rgo, influence=20))
    assert display_facts(old) == [("QuestTaken", "RGO-QUEST-4", None)]
    assert old.state.display == ()


@pytest.mark.rule("RGO-QUEST-4", "RGO-FACTION-1")
def test_a_faction_failed_is_discarded_by_its_copy(rgo: RoadGoesEverOn) -> None:
    bree, weathertop, rangers = ids(rgo, "Bree", "Weathertop", "Rangers of the North")
    ctx = take(rgo, two_rangers(rgo, influence=-20))
    assert next(f["succeeded"] for f in ctx.facts if f.kind == "InfluenceAttempted") is False
    assert display_facts(ctx) == [("QuestDiscarded", "RGO-QUEST-4", [bree, weathertop])]
    assert ctx.state.display == (Quest(rangers, (bree, weathertop)),)
    assert ctx.state.quest_discard == (rangers,)
    old = take(at_version(rgo, BEFORE), two_rangers(rgo, influence=-20))
    assert display_facts(old) == [("QuestDiscarded", "RGO-QUEST-4", None)]
    assert old.state.display == () and old.state.quest_discard == (rangers,)


#: A seed whose roll (2D6) is 11: Roäc, with no direct influence, needs more than 7.
ROAC_WINS = 2


def two_beornings(rgo: RoadGoesEverOn) -> State:
    """Aragorn II and Legolas with Roäc the Raven in their site phase at Bree, two copies of
    the Beornings on the Display, found at Beorn's House."""
    roac, beornings, bree, beorns = ids(rgo, "Roäc the Raven", "Beornings", "Bree",
                                        "Beorn's House")
    return state(rgo, phase=SITE, site=bree, allies=(roac,), explored=True,
                 display=(Quest(beornings, (beorns,)), Quest(beornings, (beorns,))))


@pytest.mark.rule("RGO-QUEST-4")
def test_roac_offers_each_faction_once_and_takes_one_copy(rgo: RoadGoesEverOn) -> None:
    roac, beornings, beorns = ids(rgo, "Roäc the Raven", "Beornings", "Beorn's House")
    action = f"ally-influence:{roac}:{beornings}"
    start = two_beornings(rgo)
    assert [a.id for a in rgo.actions(start) if a.id.startswith("ally-influence:")] == [action]
    ctx = Context(rgo, Table(ROAC_WINS, {}, start))
    rgo.decide(ctx, action, {})
    assert display_facts(ctx) == [("QuestTaken", "RGO-QUEST-4", [beorns])]
    assert ctx.state.display == (Quest(beornings, (beorns,)),)
    old = at_version(rgo, BEFORE)
    assert [a.id for a in old.actions(start) if a.id.startswith("ally-influence:")] == [
        action, action]
    ctx = Context(old, Table(ROAC_WINS, {}, start))
    old.decide(ctx, action, {})
    assert display_facts(ctx) == [("QuestTaken", "RGO-QUEST-4", None)]
    assert ctx.state.display == ()


def two_riders(rgo: RoadGoesEverOn) -> State:
    """Legolas in the site phase at Lórien with Old Road in hand, two copies of the Riders of
    Rohan on the Display, found at Edoras (two regions away)."""
    riders, edoras = ids(rgo, "Riders of Rohan", "Edoras")
    return state(rgo, phase=SITE, site=ids(rgo, "Lórien")[0],
                 characters=company(rgo, "Legolas"), hand=ids(rgo, "Old Road"),
                 display=(Quest(riders, (edoras,)), Quest(riders, (edoras,))),
                 site_deck=ids(rgo, "Lórien", "Edoras"))


def influenced(ruleset: RoadGoesEverOn, start: State, action: str) -> Context[State]:
    """``action`` played from ``start`` with the first seed whose attempt succeeds."""
    for seed in range(1, 40):
        ctx = Context(ruleset, Table(seed, {}, start))
        ruleset.decide(ctx, action, {})
        if any(f.kind == "QuestTaken" for f in ctx.facts):
            return ctx
    raise AssertionError(f"no seed of 1 to 39 has {action} succeed")


@pytest.mark.rule("RGO-QUEST-4")
def test_old_road_offers_each_faction_once_and_takes_one_copy(rgo: RoadGoesEverOn) -> None:
    card, legolas, riders, edoras = ids(rgo, "Old Road", "Legolas", "Riders of Rohan", "Edoras")
    action = f"old-road:{card}:{legolas}:{riders}"
    start = two_riders(rgo)
    old = at_version(rgo, BEFORE)
    assert [a.id for a in rgo.actions(start) if a.id.startswith("old-road:")] == [action]
    assert [a.id for a in old.actions(start) if a.id.startswith("old-road:")] == [action,
                                                                                  action]
    for ruleset, taken, left in ((rgo, [edoras], (Quest(riders, (edoras,)),)),
                                 (old, None, ())):
        ctx = influenced(ruleset, start, action)
        assert display_facts(ctx) == [("QuestTaken", "RGO-QUEST-4", taken)]
        assert ctx.state.display == left
