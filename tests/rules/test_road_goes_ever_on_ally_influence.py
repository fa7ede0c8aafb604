"""The Road Goes Ever On, version 103: Roäc the Raven (TW-320), untapped in the company, is
tapped and discarded in its site phase for an influence attempt on a faction of the Quest
Display wherever it is found, the site tapped or not and left untapped, as a diplomat's there
with no direct influence (RGO-QUEST-4). Constructed states played with the real ruleset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import ally_influence
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import ids, state

#: Seeds whose roll (2D6) is 11 and 2: Roäc, with no direct influence, needs more than 7;
#: missing by 3 or more would detain the characters at the faction's site, and there are none.
WINS, LOSES = 2, 9


def at_bree(rgo: RoadGoesEverOn, **fields: object) -> State:
    """Aragorn II and Legolas with Roäc the Raven in their site phase at Bree, tapped; the
    Beornings (number 7) on the Quest Display, found at Beorn's House."""
    roac, beornings, bree, beorns = ids(rgo, "Roäc the Raven", "Beornings", "Bree",
                                        "Beorn's House")
    base = state(rgo, phase=SITE, site=bree, allies=(roac,), tapped_sites=(bree,),
                 display=(Quest(beornings, (beorns,)),), explored=True)
    return replace(base, **fields)  # type: ignore[arg-type]


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(f"{ally_influence.KIND}:")]


def refused(rgo: RoadGoesEverOn, s: State, action: str) -> str:
    """The refusal of ``action``: its clause is RGO-QUEST-4 and nothing is written."""
    ctx = Context(rgo, Table(1, {}, s))
    with pytest.raises(IllegalAction) as refusal:
        rgo.decide(ctx, action, {})
    assert refusal.value.clause == "RGO-QUEST-4"
    assert (ctx.state, ctx.facts) == (s, [])
    return str(refusal.value)


@pytest.mark.not_a_rule("version-gate bookkeeping")
def test_the_version_plays_roacs_influence_attempt(rgo: RoadGoesEverOn) -> None:
    assert int(rgo.version) >= ally_influence.SINCE_VERSION == 103


@pytest.mark.rule("RGO-QUEST-4")
def test_roac_the_raven_influences_a_faction_found_elsewhere(rgo: RoadGoesEverOn) -> None:
    roac, beornings, bree = ids(rgo, "Roäc the Raven", "Beornings", "Bree")
    start = at_bree(rgo)
    assert offered(rgo, start) == [f"ally-influence:{roac}:{beornings}"]
    ctx = Context(rgo, Table(WINS, {}, start))
    rgo.decide(ctx, f"ally-influence:{roac}:{beornings}", {})
    attempt = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
    assert (attempt["character"], attempt["roll"], attempt["total"], attempt["needed"],
            attempt["succeeded"]) == (roac, 11, 11, 7, True)
    assert [(f.kind, f.rule) for f in ctx.facts if f.kind in (
        "AllyDiscarded", "QuestTaken", "MarshallingPointsGained", "SiteTapped")] == [
        ("AllyDiscarded", "RGO-QUEST-4"), ("QuestTaken", "RGO-QUEST-4"),
        ("MarshallingPointsGained", "RGO-QUEST-4")]
    assert ctx.state.allies == () and ctx.state.display == ()
    assert ctx.state.tapped_sites == (bree,)  # as it was
    assert all(c.untapped for c in ctx.state.characters)


@pytest.mark.rule("RGO-QUEST-4")
def test_roac_failing_discards_the_faction_and_detains_no_one(rgo: RoadGoesEverOn) -> None:
    roac, beornings = ids(rgo, "Roäc the Raven", "Beornings")
    ctx = Context(rgo, Table(LOSES, {}, at_bree(rgo)))
    rgo.decide(ctx, f"ally-influence:{roac}:{beornings}", {})
    attempt = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
    assert (attempt["roll"], attempt["succeeded"]) == (2, False)
    kinds = [f.kind for f in ctx.facts]
    assert "QuestDiscarded" in kinds and "CharactersDetained" not in kinds
    assert "QuestTaken" not in kinds
    assert ctx.state.allies == () and ctx.state.display == ()


@pytest.mark.rule("RGO-QUEST-4")
def test_roac_is_refused_outside_the_site_phase_or_tapped(rgo: RoadGoesEverOn) -> None:
    roac, beornings, gwaihir = ids(rgo, "Roäc the Raven", "Beornings", "Gwaihir")
    organizing = at_bree(rgo, phase=ORGANIZATION)
    assert offered(rgo, organizing) == []
    tapped = at_bree(rgo, tapped_allies=(roac,))
    assert offered(rgo, tapped) == []
    assert "Roäc the Raven is tapped" in refused(rgo, tapped,
                                                  f"ally-influence:{roac}:{beornings}")
    assert "a faction of the Quest Display; TW-1 is none" in refused(
        rgo, at_bree(rgo), f"ally-influence:{roac}:TW-1")
    other = at_bree(rgo, allies=(gwaihir,))
    assert "Gwaihir makes no influence attempt" in refused(
        rgo, other, f"ally-influence:{gwaihir}:{beornings}")


@pytest.mark.rule("RGO-QUEST-4")
def test_a_game_of_version_102_has_no_influence_attempt_of_roac(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version("102")
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, at_bree(rgo)) == []
