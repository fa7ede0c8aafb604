"""The Road Goes Ever On: Gandalf (TW-156) taps to test a gold ring borne in his company, in
his organization phase wherever the company is (RGO-RING-3 with CoE 6.2), from
``rings.TESTER_SINCE_VERSION``; the ring found goes to the bearer. Constructed states played
with the real ruleset; the version before offers only the bearer's test at a Haven."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.engine.characters import Item
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import rings
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, State
from tests.rules.rgo_support import card, company, ids, state

NOW = str(rings.TESTER_SINCE_VERSION)
BEFORE = str(rings.TESTER_SINCE_VERSION - 1)
GANDALF = "TW-156"


def at_bree(rgo: RoadGoesEverOn, **fields: Any) -> State:
    """Gandalf and Aragorn (bearing Beautiful Gold Ring) organizing at Bree, not a Haven; a
    Lesser Ring in the Ring deck."""
    gold = Item.from_card(rgo.catalog.find("Beautiful Gold Ring"))
    characters = tuple(c.with_item(gold) if c.name == "Aragorn II" else c
                       for c in company(rgo, "Gandalf", "Aragorn II"))
    base = state(rgo, phase=ORGANIZATION, site=card(rgo, "Bree"),
                 site_deck=ids(rgo, "Rivendell", "Bree"), characters=characters,
                 ring_deck=ids(rgo, "Lesser Ring"))
    return replace(base, **fields)


def ring_tests_offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith("test-ring:")]


@pytest.mark.rule("RGO-RING-3")
def test_gandalf_taps_to_test_aragorns_gold_ring_away_from_a_haven(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    gold, aragorn = ids(rgo, "Beautiful Gold Ring", "Aragorn II")
    start = at_bree(rgo)
    assert ring_tests_offered(now, start) == [f"test-ring:{gold}:{GANDALF}"]
    assert ring_tests_offered(rgo.at_version(BEFORE), start) == []
    ctx = Context(now, Table(6, {}, start))  # rolls 8: a Lesser Ring
    now.decide(ctx, f"test-ring:{gold}:{GANDALF}", {})
    assert [(f.kind, f.get("character")) for f in ctx.facts if f.kind in (
        "CharacterStateChanged", "GoldRingTested", "RingPlayed")] == [
        ("CharacterStateChanged", GANDALF), ("GoldRingTested", aragorn),
        ("RingPlayed", aragorn)]
    tested = next(f for f in ctx.facts if f.kind == "GoldRingTested")
    assert (tested["by"], tested["roll"], tested["kinds"]) == (GANDALF, 8, ["Lesser Ring"])
    after = ctx.state
    assert after.character(GANDALF).state == "tapped"
    assert after.character(aragorn).state == "untapped"
    assert [i.name for i in after.character(aragorn).items] == ["Lesser Ring"]
    assert after.discard == (gold,)


@pytest.mark.rule("RGO-RING-3")
def test_gandalf_tapped_or_out_of_the_organization_phase_is_refused(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    gold = card(rgo, "Beautiful Gold Ring")
    tapped = at_bree(rgo)
    tapped = replace(tapped, characters=tuple(
        c.with_state("tapped") if c.card_id == GANDALF else c for c in tapped.characters))
    for s, why in ((tapped, "Gandalf must be untapped to tap for the test."),
                   (at_bree(rgo, phase=SITE), "Gandalf tests a gold ring of his company in his "
                                              "organization phase.")):
        assert ring_tests_offered(now, s) == []
        ctx = Context(now, Table(6, {}, s))
        with pytest.raises(IllegalAction) as refused:
            now.decide(ctx, f"test-ring:{gold}:{GANDALF}", {})
        assert (refused.value.message, refused.value.clause) == (why, "RGO-RING-3")
        assert (ctx.facts, ctx.state) == ([], s)
