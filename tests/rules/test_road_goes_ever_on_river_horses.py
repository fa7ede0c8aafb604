"""The Road Goes Ever On: Wizard's River-horses played from the hand (version 84 on,
river_horses.py): on a Wizard alone in his company, an attack on it is canceled before its
strikes are assigned, then the Wizard checks corruption at -2. Seeded constructed states."""

from __future__ import annotations

import pytest

from domain import coverage
from domain.errors import IllegalAction
from domain.ruleset import Context
from domain.rulesets.road_goes_ever_on import resource_notes, river_horses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving

OLD = str(river_horses.SINCE_VERSION - 1)


def facing(rgo: RoadGoesEverOn, *characters: str) -> Context[State]:
    """``characters`` meet a Cave-drake on the way to Lórien, River-horses in hand."""
    return begin(rgo, moving(rgo, "Cave-drake", hand=ids(rgo, "Wizard’s River-horses"),
                             characters=company(rgo, *characters)))


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_river_horses_cancels_the_attack_on_a_wizard_alone(rgo: RoadGoesEverOn) -> None:
    horses, gandalf = ids(rgo, "Wizard’s River-horses", "Gandalf")
    ctx = facing(rgo, "Gandalf")
    assert offered(rgo, ctx.state) == [f"resource:{horses}:cancel:{gandalf}"]
    rgo.decide(ctx, f"resource:{horses}:cancel:{gandalf}", {})
    canceled = next(f for f in ctx.facts if f.kind == "AttackCanceled")
    assert (canceled["attack"], canceled["by"], canceled.rule) == (
        "Cave-drake", "Wizard’s River-horses", "CoE-3.i")
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["modifier"], checked.rule) == (gandalf, -2, "CoE-7.1")
    assert ctx.state.awaited_strikes is None
    assert not any(f.kind == "StrikeResolved" for f in ctx.facts)


@pytest.mark.rule("CoE-3.i")
def test_river_horses_is_refused_for_a_wizard_with_a_companion(rgo: RoadGoesEverOn) -> None:
    horses, gandalf = ids(rgo, "Wizard’s River-horses", "Gandalf")
    # Even a Hobbit, counting half, leaves the Wizard not alone.
    ctx = facing(rgo, "Gandalf", "Bilbo")
    assert offered(rgo, ctx.state) == []
    before = len(ctx.facts)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{horses}:cancel:{gandalf}", {})
    assert len(ctx.facts) == before
    assert (refused.value.clause, refused.value.message) == (
        "CoE-3.i", "Wizard’s River-horses cannot be played that way now: it is played against "
                   "an attack before its strikes are assigned, on a character it can be "
                   "played on.")


@pytest.mark.rule("CoE-5.1")
def test_version_83_declared_it_and_the_coverage_names_the_mode_for_two_players(
        rgo: RoadGoesEverOn) -> None:
    horses = ids(rgo, "Wizard’s River-horses")[0]
    old = rgo.at_version(OLD)
    assert isinstance(old, RoadGoesEverOn)
    assert offered(old, facing(old, "Gandalf").state) == [f"declare-resource:{horses}"]
    assert coverage.in_ruleset("road-goes-ever-on", rgo.catalog.get(horses)) == \
        coverage.InRuleset(coverage.SCRIPTED, "needs the two-player game: "
                                              f"{resource_notes.TWO_PLAYER[horses]}")
