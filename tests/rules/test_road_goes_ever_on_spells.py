"""The Road Goes Ever On: the Wizard's spells played from the hand on the Wizard of the company
(spells.py): Vanishment, Wizard's Fire, Kindling of the Spirit and Wizard's Voice, each followed
by the Wizard's corruption check at the card's modifier. Constructed states played with the
real ruleset, seeded."""

from __future__ import annotations

from typing import Any

import pytest

from domain import coverage
from domain.cards import Catalog
from domain.engine.combat import Attack
from domain.errors import IllegalAction
from domain.ruleset import Context, Fact, Table
from domain.rulesets.road_goes_ever_on import (
    check_helpers,
    resource_notes,
    spells,
    turn_bonuses,
    wizard_checks,
    wizards_flame,
)
from domain.rulesets.road_goes_ever_on.combat import resolve_attack
from domain.rulesets.road_goes_ever_on.ruleset import RoadGoesEverOn
from domain.rulesets.road_goes_ever_on.state import LONG_EVENT, ORGANIZATION, SITE, Quest, State
from tests.rules.rgo_support import (
    begin,
    company,
    ids,
    moving,
    refused,
    resolve_given,
    run,
    state,
)


def facing(rgo: RoadGoesEverOn, hand: str, creature: str, second: str = "Aragorn II",
           **fields: Any) -> Context[State]:
    """Gandalf and ``second`` meet ``creature`` on the way to Lórien, ``hand`` in hand."""
    return begin(rgo, moving(rgo, creature, hand=ids(rgo, hand),
                             characters=company(rgo, "Gandalf", second), **fields))


def spell_plays(rgo: RoadGoesEverOn, s: State) -> list[str]:
    return [a.id for a in rgo.actions(s) if a.id.startswith(("resource:", "declare-res"))]


def check_of(facts: list[Fact], who: str) -> tuple[int, int, str]:
    found = next(f for f in facts if f.kind == "CorruptionChecked" and f["character"] == who)
    assert found.rule == "CoE-7.1"
    return found["roll"], found["modifier"], found["result"]


def strike_cards(facts: list[Fact]) -> dict[str, list[tuple[int, str]]]:
    """Each struck character's prowess modifiers from cards, by character."""
    return {f["character"]: [(m["amount"], m["why"]) for m in f["check"]["modifiers"]
                             if str(m["why"]).endswith("played on the strike")]
            for f in facts if f.kind == "StrikeResolved"}


def cast(rgo: RoadGoesEverOn, ctx: Context[State], action: str) -> None:
    """``action`` played, then the Wizard's check rolled unhelped where it waits for helpers
    within the attack (check_helpers.WITHIN_SINCE): the game as the versions before play it."""
    rgo.decide(ctx, action, {})
    awaited = ctx.state.awaited_check
    if awaited is not None:
        assert awaited.resume == check_helpers.WITHIN_ATTACK
        rgo.decide(ctx, check_helpers.ROLL, {})


@pytest.mark.rule("CoE-3.i", "CoE-7.1")
def test_vanishment_cancels_the_attack_and_the_wizard_checks_at_minus_two(
        rgo: RoadGoesEverOn) -> None:
    ctx = facing(rgo, "Vanishment", "Cave-drake")
    vanishment, gandalf = ids(rgo, "Vanishment", "Gandalf")
    # Played on the Wizard only.
    assert spell_plays(rgo, ctx.state) == [f"resource:{vanishment}:cancel:{gandalf}"]
    cast(rgo, ctx, f"resource:{vanishment}:cancel:{gandalf}")
    canceled = next(f for f in ctx.facts if f.kind == "AttackCanceled")
    assert (canceled["attack"], canceled["by"], canceled.rule) == (
        "Cave-drake", "Vanishment", "CoE-3.i")
    assert check_of(ctx.facts, gandalf) == (5, -2, "passed")
    assert ctx.state.awaited_strikes is None
    assert not any(f.kind == "StrikeResolved" for f in ctx.facts)


@pytest.mark.rule("CoE-3.i")
def test_a_spell_on_a_character_who_is_no_wizard_is_refused_naming_the_card(
        rgo: RoadGoesEverOn) -> None:
    ctx = facing(rgo, "Vanishment", "Cave-drake")
    vanishment, aragorn = ids(rgo, "Vanishment", "Aragorn II")
    before = len(ctx.facts)
    with pytest.raises(IllegalAction) as refused:
        rgo.decide(ctx, f"resource:{vanishment}:cancel:{aragorn}", {})
    assert len(ctx.facts) == before
    assert (refused.value.clause, refused.value.message) == (
        "CoE-3.i", "Vanishment cannot be played for its cancel mode: it is played on a "
                   "Wizard, not on Aragorn II.")


@pytest.mark.rule("CoE-3.i")
def test_no_spell_without_a_wizard_in_the_company(rgo: RoadGoesEverOn) -> None:
    ctx = begin(rgo, moving(rgo, "Cave-drake", hand=ids(rgo, "Vanishment", "Wizard’s Fire")))
    assert spell_plays(rgo, ctx.state) == []


@pytest.mark.rule("CoE-3.iv.5", "CoE-7.1")
def test_wizards_fire_gives_the_wizard_five_prowess_on_his_strike(rgo: RoadGoesEverOn) -> None:
    ctx = facing(rgo, "Wizard’s Fire", "Orc-patrol")
    fire, gandalf, aragorn = ids(rgo, "Wizard’s Fire", "Gandalf", "Aragorn II")
    assert spell_plays(rgo, ctx.state) == [f"resource:{fire}:strike:{gandalf}"]
    cast(rgo, ctx, f"resource:{fire}:strike:{gandalf}")
    assert check_of(ctx.facts, gandalf) == (5, -4, "passed")
    rgo.decide(ctx, f"assign:{gandalf}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    assert strike_cards(ctx.facts) == {gandalf: [(5, "Wizard’s Fire played on the strike")],
                                       aragorn: []}


@pytest.mark.rule("CoE-3.iv.5", "CoE-7.1")
def test_kindling_of_the_spirit_gives_each_character_two_prowess(rgo: RoadGoesEverOn) -> None:
    ctx = facing(rgo, "Kindling of the Spirit", "Orc-patrol")
    kindling, gandalf, aragorn = ids(rgo, "Kindling of the Spirit", "Gandalf", "Aragorn II")
    assert spell_plays(rgo, ctx.state) == [f"resource:{kindling}:company:{gandalf}"]
    cast(rgo, ctx, f"resource:{kindling}:company:{gandalf}")
    assert check_of(ctx.facts, gandalf) == (5, -2, "passed")
    rgo.decide(ctx, f"assign:{gandalf}", {})
    rgo.decide(ctx, "assign-rest", {})
    resolve_given(rgo, ctx)
    bonus = [(2, "Kindling of the Spirit played on the strike")]
    assert strike_cards(ctx.facts) == {gandalf: bonus, aragorn: bonus}


@pytest.mark.rule("CoE-7.1")
@pytest.mark.parametrize("told", ["eliminated", "discarded"])
def test_a_wizard_who_fails_his_check_is_eliminated(rgo: RoadGoesEverOn, told: str) -> None:
    # Seed 9 rolls a 2 for Gandalf's check: 2 + 1 - 4 is not above his 0 points; a Wizard
    # discarded by his check is eliminated. From wizard_checks.SINCE_VERSION the check itself
    # records it so; before, it recorded "discarded" (and replays so).
    if told == "discarded":
        old = rgo.at_version(str(wizard_checks.SINCE_VERSION - 1))
        assert isinstance(old, RoadGoesEverOn)
        rgo = old
    ctx = begin(rgo, moving(rgo, "Orc-patrol", hand=ids(rgo, "Wizard’s Fire"),
                            characters=company(rgo, "Gandalf", "Aragorn II")), seed=9)
    fire, gandalf = ids(rgo, "Wizard’s Fire", "Gandalf")
    cast(rgo, ctx, f"resource:{fire}:strike:{gandalf}")
    assert check_of(ctx.facts, gandalf) == (2, -4, told)
    assert ctx.facts[-1].kind == "CharacterEliminated" and ctx.facts[-1]["character"] == gandalf
    assert ctx.state.character(gandalf) is None


def at_bree(rgo: RoadGoesEverOn) -> State:
    """Gandalf and Bilbo have explored Bree, where the Rangers of the North may be
    influenced."""
    rangers, bree = ids(rgo, "Rangers of the North", "Bree")
    return state(rgo, phase=SITE, site=bree, explored=True, hand=ids(rgo, "Wizard’s Voice"),
                 characters=company(rgo, "Gandalf", "Bilbo"),
                 display=(Quest(rangers, (bree,)),))


@pytest.mark.rule("RGO-QUEST-4", "CoE-7.1")
def test_wizards_voice_adds_six_to_the_wizards_faction_attempt(rgo: RoadGoesEverOn) -> None:
    """As the versions before its bonus lasted the turn (turn_bonuses.py) play it."""
    old = rgo.at_version(str(turn_bonuses.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    rgo = old
    voice, gandalf, rangers = ids(rgo, "Wizard’s Voice", "Gandalf", "Rangers of the North")
    start = at_bree(rgo)
    # Its declaration stays for its other uses, as New Friendship's does.
    assert spell_plays(rgo, start) == [f"resource:{voice}:influence:{gandalf}",
                                       f"declare-resource:{voice}"]
    # The automatic player plays it before the Wizard's attempt.
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{voice}:influence:{gandalf}"
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{voice}:influence:{gandalf}", {})
    assert check_of(ctx.facts, gandalf) == (5, -3, "passed")
    rgo.decide(ctx, f"take-quest:{rangers}:{gandalf}", {})
    attempt: Any = next(f for f in ctx.facts if f.kind == "InfluenceAttempted")
    assert [(m["amount"], m["why"]) for m in attempt["check"]["modifiers"]
            if str(m["why"]).endswith("played on the attempt")] == [
        (6, "Wizard’s Voice played on the attempt")]


@pytest.mark.rule("CoE-3.i", "CoE-3.iv.5")
def test_the_automatic_player_casts_when_a_strike_would_wound(rgo: RoadGoesEverOn) -> None:
    vanishment, fire, gandalf = ids(rgo, "Vanishment", "Wizard’s Fire", "Gandalf")
    # A hazard event earlier this turn gave the next attack +3 prowess: a Cave-drake of 13,
    # more than Gandalf (6) and an average roll.
    ctx = facing(rgo, "Vanishment", "Cave-drake", next_attack=(0, 3))
    assert rgo.policy(ctx.state, rgo.actions(ctx.state))[0] == \
        f"resource:{vanishment}:cancel:{gandalf}"
    # Gandalf, stronger than Bilbo, is given the first strike of Orc-patrol made 13.
    ctx = facing(rgo, "Wizard’s Fire", "Orc-patrol", "Bilbo", next_attack=(0, 7))
    assert rgo.policy(ctx.state, rgo.actions(ctx.state))[0] == \
        f"resource:{fire}:strike:{gandalf}"


@pytest.mark.rule("CoE-5.1", "CoE-7.1")
def test_wizards_flame_weakens_the_creatures_attacking_the_company_this_turn(
        rgo: RoadGoesEverOn) -> None:
    """As the versions before it weakened every attack (wizards_flame.py) play it."""
    old = rgo.at_version(str(wizards_flame.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    rgo = old
    flame, gandalf, moria, lorien = ids(rgo, "Wizard’s Flame", "Gandalf", "Moria", "Lórien")
    # Before the company's hazards are drawn, as Horses.
    start = state(rgo, phase=LONG_EVENT, site=moria, destination=lorien, company="c1",
                  path=("wilderness", "wilderness"), hand=(flame,),
                  characters=company(rgo, "Gandalf", "Aragorn II"))
    assert spell_plays(rgo, start) == [f"resource:{flame}:flame:{gandalf}"]
    assert rgo.policy(start, rgo.actions(start))[0] == f"resource:{flame}:flame:{gandalf}"
    ctx = Context(rgo, Table(1, {}, start))
    rgo.decide(ctx, f"resource:{flame}:flame:{gandalf}", {})
    weakened = next(f for f in ctx.facts if f.kind == "CreaturesStrengthened")
    assert (weakened["company"], weakened["card"], weakened["prowess"]) == ("c1", flame, -2)
    assert check_of(ctx.facts, gandalf) == (5, -3, "passed")
    wolves = Attack.from_creature(rgo.catalog.find("Wolves"), 2)

    def modified(hazard: str | None) -> list[tuple[int, object]]:
        def step(c: Context[State]) -> None:
            resolve_attack(c, wolves, "RGO-HAZ-2", hazard=hazard)
        facts, _ = run(rgo, ctx.state, step)
        return [(f["prowess"], f["cards"]) for f in facts if f.kind == "AttackModified"]

    assert modified(wolves.source) == [(-2, [flame])]
    assert modified(None) == []  # an automatic-attack keeps its prowess


@pytest.mark.rule("CoE-5.1")
def test_the_version_before_declares_the_spells(rgo: RoadGoesEverOn) -> None:
    old = rgo.at_version(str(spells.SINCE_VERSION - 1))
    assert isinstance(old, RoadGoesEverOn)
    ctx = facing(rgo, "Vanishment", "Cave-drake")
    assert spell_plays(old, ctx.state) == [f"declare-resource:{ids(rgo, 'Vanishment')[0]}"]


@pytest.mark.not_a_rule("coverage-table bookkeeping")
def test_the_coverage_reads_the_spells(starter: Catalog) -> None:
    rows = {r.card_id: dict(r.rulesets)["road-goes-ever-on"]
            for r in coverage.coverage(starter)}
    for scripted in ("TW-356", "TW-360", "TW-262", "TW-366", "TW-361"):
        assert rows[scripted] == coverage.InRuleset(coverage.SCRIPTED)
    assert rows["TW-362"] == coverage.InRuleset(coverage.SCRIPTED, "needs the two-player game: "
                                                f"{resource_notes.TWO_PLAYER['TW-362']}")


@pytest.mark.rule("CoE-5.1")
def test_wizards_laughter_is_no_longer_declared(rgo: RoadGoesEverOn) -> None:
    """It answers an opponent's influence check: no moment of the solo game lets it be
    played, and from ``resource_notes.UNDECLARED_SINCE`` it is not declared either."""
    laughter = ids(rgo, "Wizard’s Laughter")[0]
    start = state(rgo, phase=ORGANIZATION, hand=(laughter,),
                  characters=company(rgo, "Gandalf", "Bilbo"))
    assert spell_plays(rgo, start) == []
    message = refused(rgo, start, f"declare-resource:{laughter}", "declared-effect")
    assert message.startswith("Wizard’s Laughter is never played here: it needs the two-player "
                              "game (it answers an opponent's influence check")
    old = rgo.at_version(str(resource_notes.UNDECLARED_SINCE - 1))
    assert isinstance(old, RoadGoesEverOn)
    assert spell_plays(old, start) == [f"declare-resource:{laughter}"]
