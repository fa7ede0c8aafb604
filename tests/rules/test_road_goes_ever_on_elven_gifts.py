"""The Road Goes Ever On: Narya, Nenya, Vilya and The Evenstar played on a character's strike
while an attack's strikes are assigned (elven_gifts.py): prowess and body against that strike,
Narya's untapping of the company, and the ring-bearer's corruption check, as the versions
before their bonuses lasted the turn (turn_bonuses.py) play them. Constructed states played
with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalAction
from domain.ruleset import Context, Fact
from domain.rulesets.road_goes_ever_on import elven_gifts, turn_bonuses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import State
from tests.rules.rgo_support import begin, company, ids, moving


@pytest.fixture
def rgo(rgo: RoadGoesEverOn) -> RoadGoesEverOn:
    """The last version that counts their bonuses against the strike alone."""
    played = rgo.at_version(str(turn_bonuses.SINCE_VERSION - 1))
    assert isinstance(played, RoadGoesEverOn)
    return played


def facing(rgo: RoadGoesEverOn, hand: str, *names: str, **fields: object) -> Context[State]:
    """``names`` meet an Orc-patrol (3 strikes, prowess 6) on the way to Lórien."""
    return begin(rgo, moving(rgo, "Orc-patrol", hand=ids(rgo, hand),
                             characters=company(rgo, *names), **fields))


def gift_plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


def card_modifiers(facts: list[Fact], kind: str, who: str) -> list[tuple[int, str]]:
    found = next(f for f in facts if f.kind == kind and f["character"] == who)
    return [(m["amount"], m["why"]) for m in found["check"]["modifiers"]
            if "played on the strike" in str(m["why"])]


def check_of(facts: list[Fact], who: str) -> tuple[int, str]:
    found = next(f for f in facts if f.kind == "CorruptionChecked" and f["character"] == who)
    assert found.rule == "CoE-7.1"
    return found["modifier"], found["result"]


@pytest.mark.rule("CoE-3.iv.5", "CoE-7.1")
def test_narya_strengthens_gandalf_and_untaps_his_unwounded_companions(
        rgo: RoadGoesEverOn) -> None:
    narya, gandalf, aragorn = ids(rgo, "Narya", "Gandalf", "Aragorn II")
    ctx = begin(rgo, moving(rgo, "Orc-patrol", hand=(narya,), characters=(
        *company(rgo, "Gandalf"), replace(company(rgo, "Aragorn II")[0], state="tapped"),
        replace(company(rgo, "Legolas")[0], state="wounded"))))
    assert gift_plays(rgo, ctx.state) == [f"resource:{narya}:strike:{gandalf}"]
    rgo.decide(ctx, f"resource:{narya}:strike:{gandalf}", {})
    untapped = [f["character"] for f in ctx.facts if f.kind == "CharacterStateChanged"
                and f["state"] == "untapped"]
    assert untapped == [aragorn]  # Legolas, wounded, stays so
    assert check_of(ctx.facts, gandalf) == (-5, "passed")
    rgo.decide(ctx, f"assign:{gandalf}", {})
    rgo.decide(ctx, "assign-rest", {})
    assert card_modifiers(ctx.facts, "StrikeResolved", gandalf) == [
        (4, "Narya played on the strike")]


@pytest.mark.rule("CoE-3.iv.5", "CoE-7.1")
def test_nenya_checks_at_minus_one_from_a_haven_and_three_elsewhere(
        rgo: RoadGoesEverOn) -> None:
    nenya, galadriel, rivendell = ids(rgo, "Nenya", "Galadriel", "Rivendell")
    away = facing(rgo, "Nenya", "Galadriel", "Aragorn II")
    rgo.decide(away, f"resource:{nenya}:strike:{galadriel}", {})
    assert check_of(away.facts, galadriel) == (-3, "passed")
    from_haven = facing(rgo, "Nenya", "Galadriel", "Aragorn II", site=rivendell)
    rgo.decide(from_haven, f"resource:{nenya}:strike:{galadriel}", {})
    assert check_of(from_haven.facts, galadriel) == (-1, "passed")


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_vilya_is_elronds_alone_and_weighs_on_his_body_check(rgo: RoadGoesEverOn) -> None:
    vilya, elrond, legolas = ids(rgo, "Vilya", "Elrond", "Legolas")
    ctx = facing(rgo, "Vilya", "Elrond", "Legolas")
    assert gift_plays(rgo, ctx.state) == [f"resource:{vilya}:strike:{elrond}"]
    before = len(ctx.facts)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{vilya}:strike:{legolas}", {})
    assert len(ctx.facts) == before
    assert (refused.value.clause, refused.value.message) == (
        "CoE-3.iv.5", "Vilya cannot be played for its strike mode: it is played on Elrond, "
                      "not on Legolas.")
    rgo.decide(ctx, f"resource:{vilya}:strike:{elrond}", {})
    assert check_of(ctx.facts, elrond) == (-3, "passed")
    rgo.decide(ctx, f"assign:{elrond}", {})
    rgo.decide(ctx, "assign-rest", {})
    assert card_modifiers(ctx.facts, "StrikeResolved", elrond) == [
        (4, "Vilya played on the strike")]


@pytest.mark.rule("CoE-3.iv.5")
def test_the_evenstar_gives_an_elf_one_prowess(rgo: RoadGoesEverOn) -> None:
    evenstar, legolas = ids(rgo, "The Evenstar", "Legolas")
    ctx = facing(rgo, "The Evenstar", "Aragorn II", "Legolas")
    assert gift_plays(rgo, ctx.state) == [f"resource:{evenstar}:strike:{legolas}"]
    rgo.decide(ctx, f"resource:{evenstar}:strike:{legolas}", {})
    assert not any(f.kind == "CorruptionChecked" for f in ctx.facts)
    rgo.decide(ctx, f"assign:{legolas}", {})
    rgo.decide(ctx, "assign-rest", {})
    assert card_modifiers(ctx.facts, "StrikeResolved", legolas) == [
        (1, "The Evenstar played on the strike")]


@pytest.mark.rule("CoE-3.iv.5")
def test_the_version_before_declares_them(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(elven_gifts.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    ctx = facing(rgo, "Narya", "Gandalf", "Aragorn II")
    assert gift_plays(old, ctx.state) == [f"declare-resource:{ids(rgo, 'Narya')[0]}"]
