"""The Road Goes Ever On: Alatar (TW-117), waiting at a Haven with a company of his own, joins
another company attacked by a hazard creature and faces one of its strikes (CoE 3.ii); after
the attack he taps and makes a corruption check (CoE 7.1). From ``alatar.SINCE_VERSION``;
constructed states played with the real ruleset; the version before offers nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain import coverage
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Table
from domain.rulesets.road_goes_ever_on import alatar
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import (
    LONG_EVENT,
    MOVEMENT_HAZARD,
    AwaitedStrikes,
    Company,
    State,
)
from tests.rules.rgo_support import company, ids, organizing, play, state

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


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_leaves_only_his_rule_on_the_opponents_draws(starter) -> None:  # type: ignore[no-untyped-def]
    from domain import coverage

    # His own row reads the least complete of the rulesets': every one plays all that
    # arises there, the Hobbit scenarios his company's smaller hazard draw too (Burglar's
    # ALATAR_DRAWS_FROM, the Guise's alatar.SINCE, which plays his joining as well); only
    # Burglar's note of what never arises there is left.
    row = next(r for r in coverage.coverage(starter) if r.card_id == ALATAR)
    assert (row.status, row.missing) == (
        coverage.SCRIPTED, "burglar: never arises here: joining an attacked company from a "
                           "Haven (every character is in the Burglar's one company, "
                           "BWJ-SETUP-1, BWJ-HAND-1)")


def _pile(rgo: RoadGoesEverOn, version: str, *names: str) -> int:
    """The Hazard Pile of ``names`` leaving Rivendell for Moria (hazard draw number 3)."""
    ruleset = rgo.at_version(version)
    start = replace(organizing(rgo, characters=company(rgo, *names)), phase=LONG_EVENT,
                    destination=ids(rgo, "Moria")[0], path=("wilderness", "wilderness"))
    ctx = Context(ruleset, Table(1, {}, start))
    play(ruleset, ctx, "continue")
    return next(int(str(f["pile"])) for f in ctx.facts if f.kind == "HazardLimitSet")


@pytest.mark.rule("RGO-HAZ-1")
def test_alatars_company_draws_one_hazard_fewer_for_its_new_site(
        rgo: RoadGoesEverOn) -> None:
    # The Shadow's pile stands in for the opponent's draws for the company's movement: the
    # new site's number counts one lower with Alatar in the company, not below 0.
    now, before = str(alatar.DRAW_SINCE_VERSION), str(alatar.DRAW_SINCE_VERSION - 1)
    without = _pile(rgo, now, "Aragorn II", "Legolas")
    assert _pile(rgo, now, "Alatar", "Legolas") == without - 1
    assert _pile(rgo, before, "Alatar", "Legolas") == without == _pile(
        rgo, before, "Aragorn II", "Legolas")
    with_him = state(rgo, characters=company(rgo, "Alatar"))
    assert [alatar.hazard_draw(now, with_him, n) for n in (0, 1, 3)] == [0, 0, 2]
    assert alatar.hazard_draw(before, with_him, 3) == 3


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_shows_alatar_scripted(starter) -> None:  # type: ignore[no-untyped-def]
    row = next(r for r in coverage.coverage(starter) if r.card_id == ALATAR)
    assert dict(row.rulesets)["road-goes-ever-on"] == coverage.InRuleset(coverage.SCRIPTED)
    # In the Guise he may join another company from a Haven, played from its alatar.SINCE
    # with his company's smaller hazard draw (GON-HH-3); in Burglar every character is in the
    # Burglar's one company, so his joining never arises; there his draw means something, the
    # hazard hand drawing by the company's movement (BWJ-SEQ-5, BWJ-SEQ-7), and is played
    # (burglar ALATAR_DRAWS_FROM).
    assert dict(row.rulesets)["necromancer"] == coverage.InRuleset(coverage.SCRIPTED)
    assert dict(row.rulesets)["burglar"] == coverage.InRuleset(
        coverage.SCRIPTED, "never arises here: joining an attacked company from a Haven "
                           "(every character is in the Burglar's one company, BWJ-SETUP-1, "
                           "BWJ-HAND-1)")
