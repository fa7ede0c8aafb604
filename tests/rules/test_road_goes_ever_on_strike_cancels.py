"""The Road Goes Ever On: Fatty Bolger (TW-495) taps to cancel the strike given to another
Hobbit of his company (CoE 3.iv.5.1), from ``character_cancels.STRIKE_SINCE_VERSION``.
Constructed states played with the real ruleset; the version before offers nothing."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

from domain.engine.combat import Attack
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import character_cancels
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import MOVEMENT_HAZARD, AwaitedStrikes, State
from tests.rules import rgo_support
from tests.rules.rgo_support import company, ids, state

NOW = str(character_cancels.STRIKE_SINCE_VERSION)
BEFORE = str(character_cancels.STRIKE_SINCE_VERSION - 1)
FATTY, MERRY = "TW-495", "TW-170"


def facing(rgo: RoadGoesEverOn, *assigned: str) -> State:
    """Orc-patrol's three strikes on Fatty Bolger, Merry and Legolas, ``assigned`` given."""
    attack = Attack("TW-74", "Orc-patrol", "Orcs", 3, 6)
    return state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                 characters=company(rgo, "Fatty Bolger", "Merry", "Legolas"),
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", "TW-74",
                                                assigned=assigned))


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(character_cancels.KIND)]


#: The refusal of an action here: it cites CoE-3.iv.5.1 and nothing is written.
refused = partial(rgo_support.refused, clause="CoE-3.iv.5.1")


@pytest.mark.rule("CoE-3.iv.5.1")
def test_fatty_taps_to_cancel_the_strike_on_merry(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    start = facing(rgo, MERRY)
    assert offered(now, start) == [f"character-cancel:{FATTY}:{MERRY}"]
    assert offered(rgo.at_version(BEFORE), start) == []
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, f"character-cancel:{FATTY}:{MERRY}", {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterStateChanged", "CoE-3.iv.5.1"), ("StrikeCancelSet", "CoE-3.iv.5.1")]
    assert ctx.state.character(FATTY).state == "tapped"
    assert offered(now, ctx.state) == []  # once for the strike; Fatty is tapped besides
    # The other strikes go at random; Merry's is canceled when its turn comes.
    now.decide(ctx, "assign-rest", {})
    canceled = [(f["character"], f["by"]) for f in ctx.facts if f.kind == "StrikeCanceled"]
    assert canceled == [(MERRY, "Fatty Bolger")]
    assert MERRY not in [f["character"] for f in ctx.facts if f.kind == "StrikeResolved"]


@pytest.mark.rule("CoE-3.iv.5.1")
def test_not_for_himself_nor_another_race_nor_tapped(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    legolas = ids(rgo, "Legolas")[0]
    others = facing(rgo, FATTY, legolas)
    assert offered(now, others) == []
    assert "only the strike given to another Hobbit" in refused(
        now, others, f"character-cancel:{FATTY}:{legolas}")
    tapped = facing(rgo, MERRY)
    tapped = replace(tapped, characters=tuple(
        c.with_state("tapped") if c.card_id == FATTY else c for c in tapped.characters))
    assert offered(now, tapped) == []
    assert "must be untapped" in refused(now, tapped, f"character-cancel:{FATTY}:{MERRY}")
    assert "has no ability that cancels a strike" in refused(
        now, facing(rgo, MERRY), f"character-cancel:{legolas}:{MERRY}")
