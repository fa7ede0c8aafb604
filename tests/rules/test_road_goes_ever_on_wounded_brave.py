"""The Road Goes Ever On, from abilities.WOUNDED_SINCE: a Brave character may be nominated to
face a strike even wounded, as a tapped one may (RGO-CHAR-3); he faces it wounded (-2 to his
roll, CoE 3.iv.6). The version before offered a tapped Brave character only, and replays so."""

from __future__ import annotations

import pytest

from domain.engine import coe
from domain.rulesets.road_goes_ever_on import abilities
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from tests.rules.rgo_support import at_version, begin, company, ids, moving, refused

NOW = str(abilities.WOUNDED_SINCE)
BEFORE = str(abilities.WOUNDED_SINCE - 1)


def facing_wolves(rgo: RoadGoesEverOn, version: str):  # type: ignore[no-untyped-def]
    """Balin (untapped), Glóin (tapped, not Brave) and Gimli (wounded, Brave) face Wolves."""
    trio = company(rgo, "Balin", "Glóin", "Gimli")
    trio = tuple(c.with_state({"Glóin": "tapped", "Gimli": "wounded"}.get(c.name, "untapped"))
                 for c in trio)
    return begin(at_version(rgo, version),
                 moving(rgo, "Wolves", "Crebain", "Wargs", characters=trio))


@pytest.mark.rule("RGO-CHAR-3", "CoE-3.ii")
def test_a_wounded_brave_character_may_be_nominated(rgo: RoadGoesEverOn) -> None:
    ruleset = at_version(rgo, NOW)
    balin, gloin, gimli = ids(rgo, "Balin", "Glóin", "Gimli")
    ctx = facing_wolves(rgo, NOW)
    assert [a.id for a in ruleset.actions(ctx.state) if a.id.startswith("assign")] == [
        f"assign:{balin}", f"assign:{gimli}", "assign-rest"]
    assert refused(ruleset, ctx.state, f"assign:{gloin}", coe.DEFENDER_ASSIGNS).startswith(
        "Assign the strikes to untapped characters not yet struck")
    ruleset.decide(ctx, f"assign:{gimli}", {})
    assert [(f["character"], f.rule) for f in ctx.facts if f.kind == "StrikeAssigned"][0] == (
        gimli, coe.DEFENDER_ASSIGNS)
    # He faces it wounded: -2 to his roll.
    ruleset.decide(ctx, "assign-rest", {})
    strike = next(f for f in ctx.facts if f.kind == "StrikeResolved" and f["character"] == gimli)
    assert any(m["amount"] == -2 for m in strike["check"]["modifiers"])


@pytest.mark.rule("RGO-CHAR-3")
def test_before_the_version_a_wounded_brave_character_is_not_offered(
        rgo: RoadGoesEverOn) -> None:
    balin = ids(rgo, "Balin")[0]
    old = at_version(rgo, BEFORE)
    ctx = facing_wolves(rgo, BEFORE)
    assert [a.id for a in old.actions(ctx.state) if a.id.startswith("assign")] == [
        f"assign:{balin}", "assign-rest"]
