"""The Road Goes Ever On: Narya, Nenya, Vilya, The Evenstar and Wizard's Voice give their
bonuses for the rest of the turn (turn_bonuses.py): played in the organization or site phase or
on a strike, their prowess and body count against every strike the character faces this turn,
their direct influence in his influence attempts, and they are gone as the next turn begins.
Constructed states played with the real ruleset, seeded."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import turn_bonuses
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import (
    begin,
    company,
    decided,
    ids,
    moving,
    refused,
    resolve_given,
    state,
)


def hand_plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


def organizing(rgo: RoadGoesEverOn, hand: tuple[str, ...], *names: str) -> Context[State]:
    return Context(rgo, Table(1, {}, state(rgo, phase=ORGANIZATION, hand=hand,
                                           characters=company(rgo, *names))))


def bolstered(facts: list[Fact]) -> list[tuple[str, str, str, int]]:
    return [(f["card"], f["character"], f["stat"], f["amount"]) for f in facts
            if f.kind == "CharacterBolstered"]


def turn_modifiers(facts: list[Fact], kind: str, who: str) -> list[tuple[int, str]]:
    found: Any = next(f for f in facts if f.kind == kind and f["character"] == who)
    return [(m["amount"], m["why"]) for m in found["check"]["modifiers"]
            if "for the rest of the turn" in str(m["why"])]


def struck(rgo: RoadGoesEverOn, earlier: State, who: str) -> list[Fact]:
    """``who``'s company, with what this turn gave it, meets an Orc-patrol; he takes the first
    strike."""
    ctx = begin(rgo, moving(rgo, "Orc-patrol", characters=earlier.characters,
                            turn_bonuses=earlier.turn_bonuses))
    rgo.decide(ctx, f"assign:{who}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    return ctx.facts


@pytest.mark.rule("CoE-5.1", "CoE-3.iv.5", "CoE-7.1")
def test_narya_played_while_organizing_counts_against_a_later_strike(
        rgo: RoadGoesEverOn) -> None:
    narya, gandalf, aragorn = ids(rgo, "Narya", "Gandalf", "Aragorn II")
    ctx = organizing(rgo, (narya,), "Gandalf", "Aragorn II")
    ctx = Context(rgo, Table(1, {}, replace(ctx.state, characters=(
        ctx.state.characters[0], replace(ctx.state.characters[1], state="tapped")))))
    assert hand_plays(rgo, ctx.state) == [f"resource:{narya}:turn:{gandalf}"]
    decided(rgo, ctx, f"resource:{narya}:turn:{gandalf}")  # its check rolled unhelped
    assert bolstered(ctx.facts) == [(narya, gandalf, turn_bonuses.PROWESS, 4),
                                    (narya, gandalf, turn_bonuses.BODY, 1),
                                    (narya, gandalf, turn_bonuses.INFLUENCE, 2)]
    assert [f["character"] for f in ctx.facts if f.kind == "CharacterStateChanged"
            and f["state"] == "untapped"] == [aragorn]
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["modifier"]) == (gandalf, -5)
    assert turn_modifiers(struck(rgo, ctx.state, gandalf), "StrikeResolved", gandalf) == [
        (4, "Narya for the rest of the turn")]


@pytest.mark.rule("CoE-3.iv.5", "CoE-3.I.1")
def test_vilya_on_a_strike_weighs_on_the_body_check_and_is_not_played_twice_a_turn(
        rgo: RoadGoesEverOn) -> None:
    vilya, elrond = ids(rgo, "Vilya", "Elrond")
    # A hazard event earlier this turn made the patrol's prowess 16: Elrond is wounded.
    ctx = begin(rgo, moving(rgo, "Orc-patrol", hand=(vilya, vilya), next_attack=(0, 10),
                            characters=company(rgo, "Elrond", "Legolas")))
    assert f"resource:{vilya}:strike:{elrond}" in hand_plays(rgo, ctx.state)
    rgo.decide(ctx, f"resource:{vilya}:strike:{elrond}", {})
    assert [(s, a) for _, _, s, a in bolstered(ctx.facts)] == [
        (turn_bonuses.PROWESS, 4), (turn_bonuses.BODY, 2), (turn_bonuses.INFLUENCE, 6)]
    # The second copy is neither offered nor taken this turn.
    assert hand_plays(rgo, ctx.state) == []
    message = refused(rgo, ctx.state, f"resource:{vilya}:strike:{elrond}", "CoE-3.iv.5")
    assert message == ("Vilya cannot be played for its strike mode: it may not be played "
                       "twice in a turn. [CoE-3.iv.5]")
    rgo.decide(ctx, f"assign:{elrond}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    assert turn_modifiers(ctx.facts, "StrikeResolved", elrond) == [
        (4, "Vilya for the rest of the turn")]
    assert turn_modifiers(ctx.facts, "BodyChecked", elrond) == [
        (-2, "Vilya for the rest of the turn (body +2)")]
    # The next turn, he may play it again and the bonuses are gone.
    ctx.emit("TurnBegan", turn=2)
    assert ctx.state.turn_bonuses == ()


@pytest.mark.rule("CoE-5.1")
def test_the_evenstar_is_an_elfs(rgo: RoadGoesEverOn) -> None:
    evenstar, legolas, aragorn = ids(rgo, "The Evenstar", "Legolas", "Aragorn II")
    ctx = organizing(rgo, (evenstar,), "Aragorn II", "Legolas")
    assert hand_plays(rgo, ctx.state) == [f"resource:{evenstar}:turn:{legolas}"]
    message = refused(rgo, ctx.state, f"resource:{evenstar}:turn:{aragorn}", "CoE-5.1")
    assert message == ("The Evenstar cannot be played for its turn mode: it is played on an "
                       "Elf, not on Aragorn II. [CoE-5.1]")
    rgo.decide(ctx, f"resource:{evenstar}:turn:{legolas}", {})
    assert bolstered(ctx.facts) == [(evenstar, legolas, turn_bonuses.PROWESS, 1)]
    assert not any(f.kind == "CorruptionChecked" for f in ctx.facts)


@pytest.mark.rule("RGO-QUEST-4", "CoE-7.1")
def test_wizards_voice_counts_in_every_influence_attempt_of_the_turn(
        rgo: RoadGoesEverOn) -> None:
    voice, gandalf, rangers, bree = ids(rgo, "Wizard’s Voice", "Gandalf",
                                        "Rangers of the North", "Bree")
    start = state(rgo, phase=SITE, site=bree, explored=True, hand=(voice,),
                  characters=company(rgo, "Gandalf", "Bilbo"),
                  display=(Quest(rangers, (bree,)),))
    assert hand_plays(rgo, start) == [f"resource:{voice}:turn:{gandalf}"]
    # The automatic player plays it before the Wizard's attempt.
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{voice}:turn:{gandalf}"
    ctx = Context(rgo, Table(1, {}, start))
    decided(rgo, ctx, f"resource:{voice}:turn:{gandalf}")  # its check rolled unhelped
    assert bolstered(ctx.facts) == [(voice, gandalf, turn_bonuses.INFLUENCE, 6)]
    checked = next(f for f in ctx.facts if f.kind == "CorruptionChecked")
    assert (checked["character"], checked["modifier"]) == (gandalf, -3)
    rgo.decide(ctx, f"take-quest:{rangers}:{gandalf}", {})
    attempt: Any = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
    assert [(m["amount"], m["why"]) for m in attempt["check"]["modifiers"]
            if "for the rest of the turn" in str(m["why"])] == [
        (6, "Wizard’s Voice: direct influence for the rest of the turn")]


@pytest.mark.rule("CoE-3.iv.5")
def test_the_versions_before_play_them_as_they_did(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(turn_bonuses.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    narya, gandalf = ids(rgo, "Narya", "Gandalf")
    ctx = begin(old, moving(old, "Orc-patrol", hand=(narya,),
                            characters=company(old, "Gandalf", "Aragorn II")))
    assert hand_plays(old, ctx.state) == [f"resource:{narya}:strike:{gandalf}"]
    old.decide(ctx, f"resource:{narya}:strike:{gandalf}", {})
    assert bolstered(ctx.facts) == []
    assert hand_plays(old, organizing(old, (narya,), "Gandalf").state) == []


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_them(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    assert rows["TW-290"] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-366"] == coverage.InRuleset(coverage.SCRIPTED)
    # The Evenstar's Gates of Morning half is played too (evenstar.py): nothing left out.
    assert turn_bonuses.LEFT_OUT == {}
    assert rows["TW-343"] == coverage.InRuleset(coverage.SCRIPTED)
