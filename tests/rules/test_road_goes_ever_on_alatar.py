"""The Road Goes Ever On: Alatar (TW-117), waiting at a Haven with a company of his own, joins
another company attacked by a hazard creature and faces one of its strikes (CoE 3.ii); after
the attack he taps and makes a corruption check (CoE 7.1). From ``alatar.SINCE_VERSION``;
constructed states played with the real ruleset; the version before offers nothing."""

from __future__ import annotations

import pytest

from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import alatar
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import (
    MOVEMENT_HAZARD,
    AwaitedStrikes,
    Company,
    State,
)
from tests.rules.rgo_support import company, ids, state

NOW = str(alatar.SINCE_VERSION)
BEFORE = str(alatar.SINCE_VERSION - 1)
ALATAR = "TW-117"


def attacked(rgo: RoadGoesEverOn, haven: str = "Rivendell",
             hazard: str | None = "TW-114") -> State:
    """Wolves (TW-114, two strikes) attack Aragorn and Legolas on their way; Alatar waits
    at ``haven`` in company c2."""
    attack = Attack("TW-114", "Wolves", "Wolves", 2, 7)
    waiting = Company("c2", ids(rgo, haven)[0], company(rgo, "Alatar"))
    return state(rgo, phase=MOVEMENT_HAZARD, keyed_to="region 1 (wilderness)",
                 companies=(waiting,), draw=ids(rgo, "Dodge") * 4,
                 awaited_strikes=AwaitedStrikes(attack.to_json(), "RGO-HAZ-2", hazard))


def offered(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id == alatar.KIND]


@pytest.mark.rule("CoE-3.ii", "CoE-7.1")
def test_alatar_comes_from_rivendell_to_face_the_wolves(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    start = attacked(rgo)
    assert offered(now, start) == [alatar.KIND]
    assert offered(rgo.at_version(BEFORE), start) == []
    ctx = Context(now, Table(1, {}, start))
    now.decide(ctx, alatar.KIND, {})
    assert [(f.kind, f.rule) for f in ctx.facts] == [
        ("CharacterJoinedAttack", "CoE-3.ii"), ("StrikeAssigned", "CoE-3.ii")]
    joined = ctx.state
    assert [c.card_id for c in joined.characters][-1] == ALATAR
    assert joined.companies[0].characters == ()
    assert joined.awaited_strikes is not None and joined.awaited_strikes.assigned == (ALATAR,)
    # The other strike goes to Legolas. Alatar beats his strike and taps for it (CoE 3.iv.7),
    # so after the attack he has only his corruption check to make.
    now.decide(ctx, "assign-rest", {})
    ended = [f.kind for f in ctx.facts].index("AttackEnded")
    assert [(f.kind, f.get("character")) for f in ctx.facts[ended + 1:ended + 3]] == [
        ("DiceRolled", None), ("CorruptionChecked", ALATAR)]
    assert ctx.facts[ended + 2].rule == "CoE-7.1"
    assert [f["state"] for f in ctx.facts[:ended]
            if f.kind == "CharacterStateChanged" and f["character"] == ALATAR] == ["tapped"]


@pytest.mark.rule("CoE-3.ii")
def test_not_from_a_site_that_is_no_haven_nor_against_an_automatic_attack(rgo) -> None:  # type: ignore[no-untyped-def]
    now = rgo.at_version(NOW)
    for s, why in ((attacked(rgo, haven="Bree"),
                    "Alatar joins an attacked company only from a Haven."),
                   (attacked(rgo, hazard=None),
                    "Alatar joins only an attack by a hazard creature, before its strikes are "
                    "assigned.")):
        assert offered(now, s) == []
        ctx = Context(now, Table(1, {}, s))
        with pytest.raises(IllegalAction) as refused:
            now.decide(ctx, alatar.KIND, {})
        assert (refused.value.message, refused.value.clause) == (why, "CoE-3.ii")
        assert (ctx.facts, ctx.state) == ([], s)


def test_the_coverage_leaves_only_his_rule_on_the_opponents_draws(starter) -> None:  # type: ignore[no-untyped-def]
    from domain import coverage

    row = next(r for r in coverage.coverage(starter) if r.card_id == ALATAR)
    assert (row.status, row.missing) == (
        coverage.IN_PART, "needs the two-player game: the opponent drawing one card fewer for "
                          "his company's movement")
